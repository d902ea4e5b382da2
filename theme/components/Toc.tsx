// The table of contents (h2-h3) beside the article: static HTML (nothing to hydrate on huge pages),
// with the heading in view marked by a scroll listener.
import { useEffect, useRef } from 'react';
import type { Labels, TocItem } from '../types.js';
import { hashId } from '../router.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface TocNode {
  item: TocItem;
  children: TocNode[];
}

/**
 * Nested lists: an entry sits under the nearest entry above it with a smaller depth; one with none (a page that opens
 * with an h3) sits under the entry before it unless it is of the top depth.
 */
export function tocHtml(items: TocItem[]): string {
  if (!items.length) return '';
  const top = Math.min(...items.map((i) => i.depth));
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    const node = { item, children: [] };
    while (open.length && open[open.length - 1].item.depth >= item.depth) open.pop();
    const parent = open[open.length - 1] ?? (item.depth !== top ? roots[roots.length - 1] : undefined);
    (parent ? parent.children : roots).push(node);
    open.push(node);
  }
  const list = (nodes: TocNode[]): string => `<ul>${nodes.map((n) => `<li><a href="#${esc(n.item.id)}">${esc(n.item.text)}</a>${n.children.length ? list(n.children) : ''}</li>`).join('')}</ul>`;
  return list(roots);
}

function useActiveHeading(root: React.RefObject<HTMLElement | null>, key: string) {
  useEffect(() => {
    const links = [...(root.current?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]') ?? [])];
    if (!links.length) return;
    const targets = links.map((a) => document.getElementById(hashId(a.hash)));
    let frame = 0;
    let current: HTMLAnchorElement | undefined;
    const update = () => {
      frame = 0;
      // The section the reader is in: that of the last heading scrolled up past the navbar (a binary search for the
      // first one below it, `lo`: pages can have hundreds), or of the next one once it starts in the window's top half
      // (as in Docusaurus: the end of a page cannot bring its last headings up to the navbar). Every byte here counts
      // against the shell's 80 KB.
      let lo = 0;
      let hi = targets.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        // A heading not in the page (undefined: no comparison holds) counts as below.
        if ((targets[mid]?.getBoundingClientRect().top as number) < 120) lo = mid + 1;
        else hi = mid - 1;
      }
      const next: HTMLAnchorElement | undefined = (targets[lo]?.getBoundingClientRect().top as number) < innerHeight / 2 ? links[lo] : links[lo - 1];
      if (next === current) return;
      current?.classList.remove('active');
      next?.classList.add('active');
      current = next;
    };
    const onScroll = () => (frame ||= requestAnimationFrame(update));
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [root, key]);
}

export function Toc({ html, route, labels }: { html: string; route: string; labels?: Labels }) {
  const ref = useRef<HTMLDivElement>(null);
  useActiveHeading(ref, route);
  const title = (__DOCGEN_LABELS__ && labels?.toc) || 'On this page';
  return (
    <nav className="toc theme-doc-toc-desktop" aria-label={title}>
      <div className="toc-title">{title}</div>
      <div className="toc-body" ref={ref} dangerouslySetInnerHTML={{ __html: html }} />
    </nav>
  );
}
