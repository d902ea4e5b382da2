// The table of contents (h2-h3): static HTML (nothing to hydrate on huge pages), with the heading in view marked by a
// scroll listener. One TOC for every width, before the article's title: beside the article on a wide window (the style
// sheet takes it out of the flow and shows its details' content, open or not), a folded "On this page" box on a narrow
// one, as Docusaurus's mobile TOC (no script: a <details>).
import { useEffect, useRef } from 'react';
import type { Labels } from '../types.js';
import { hashId } from '../router.js';

function useActiveHeading(root: React.RefObject<HTMLElement | null>, key: string) {
  useEffect(() => {
    // Open beside the article as it is drawn (the style sheet's wide layout, 1,101 px and up): a closed <details> hides
    // its links from checkers such as axe (which do not read the style sheet's ::details-content), though not from the
    // browser.
    if (matchMedia('(min-width: 1101px)').matches) root.current?.parentElement?.setAttribute('open', '');
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
      {/* Folded again on each page, as a new page's is in Docusaurus. */}
      <details key={route}>
        <summary>{title}</summary>
        <div className="toc-title">{title}</div>
        <div className="toc-body" ref={ref} dangerouslySetInnerHTML={{ __html: html }} />
      </details>
    </nav>
  );
}
