// The table of contents (h2-h3) beside the article, nested, with the heading in view marked.
import { useEffect, useState } from 'react';
import type { TocItem } from '../types.js';

function useActiveHeading(items: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!items.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | undefined;
      for (const item of items) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top < 120) current = item.id;
        else if (el) break;
      }
      setActive(current);
    };
    const onScroll = () => (frame ||= requestAnimationFrame(update));
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [items]);
  return active;
}

export function Toc({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items);
  const top = Math.min(...items.map((i) => i.depth));
  const groups: Array<{ item: TocItem; children: TocItem[] }> = [];
  for (const item of items) {
    if (item.depth === top || !groups.length) groups.push({ item, children: [] });
    else groups[groups.length - 1].children.push(item);
  }
  const link = (i: TocItem) => (
    <a href={`#${i.id}`} className={`toc-link${i.id === active ? ' active' : ''}`}>
      {i.text}
    </a>
  );
  return (
    <nav className="toc" aria-label="On this page">
      <div className="toc-title">On this page</div>
      <ul>
        {groups.map(({ item, children }) => (
          <li key={item.id}>
            {link(item)}
            {children.length > 0 && <ul>{children.map((c) => <li key={c.id}>{link(c)}</li>)}</ul>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
