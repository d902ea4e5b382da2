// The docs sidebar: categories as <details> (work without JavaScript), the current page marked.
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { SidebarItem } from '../types.js';

const sameRoute = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((i) => (i.type === 'link' ? sameRoute(i.href, route) : containsRoute(i.items, route)));
}

/** How long a category takes to open or close: longer for taller content, 1 ms under reduced motion. */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  return reducedMotion ? 1 : Math.round(120 + 60 * Math.log2(1 + height / 50));
}

/** Animates `el`'s height between 0 and its content's height (the Web Animations API: no state per frame). */
function slide(el: HTMLElement, opening: boolean, done?: () => void): void {
  const height = el.scrollHeight;
  const duration = collapseDuration(height, matchMedia('(prefers-reduced-motion: reduce)').matches);
  const frames = [{ height: '0px' }, { height: `${height}px` }];
  el.getAnimations().forEach((a) => a.cancel());
  el.style.overflow = 'hidden';
  const animation = el.animate(opening ? frames : frames.reverse(), { duration, easing: 'ease-in-out' });
  animation.onfinish = () => {
    el.style.overflow = '';
    done?.();
  };
}

function Category({ item, route }: { item: Extract<SidebarItem, { type: 'category' }>; route: string }) {
  const active = containsRoute(item.items, route);
  const [open, setOpen] = useState(active || !item.collapsed);
  const body = useRef<HTMLDivElement>(null);
  const opening = useRef(false);
  // The category holding the current page opens by itself; others keep what the reader chose.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active, route]);
  // Opening: once the items are shown, grow them from nothing.
  useLayoutEffect(() => {
    if (open && opening.current && body.current) slide(body.current, true);
    opening.current = false;
  }, [open]);
  // The summary's click (or Enter, Space) animates instead of the browser's instant toggle; without
  // JavaScript <details> still opens and closes.
  const toggle = (e: MouseEvent) => {
    e.preventDefault();
    if (!open) {
      opening.current = true;
      setOpen(true);
    } else if (body.current) slide(body.current, false, () => setOpen(false));
  };
  return (
    <li className={`sidebar-category${active ? ' sidebar-category-active' : ''}`}>
      <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary onClick={toggle}>{item.label}</summary>
        <div ref={body} className="sidebar-category-items">
          <Items items={item.items} route={route} />
        </div>
      </details>
    </li>
  );
}

/** Unlisted pages show only on their own page; a category of nothing else goes with them. */
function visible(item: SidebarItem, route: string): boolean {
  return item.type === 'link' ? !item.unlisted || sameRoute(item.href, route) : !item.items.length || item.items.some((i) => visible(i, route));
}

function Items({ items, route }: { items: SidebarItem[]; route: string }) {
  return (
    <ul className="sidebar-list">
      {items.filter((item) => visible(item, route)).map((item, i) =>
        item.type === 'category' ? (
          <Category key={`${item.label}-${i}`} item={item} route={route} />
        ) : (
          <li key={item.href}>
            <a className={`sidebar-link${sameRoute(item.href, route) ? ' active' : ''}`} href={item.href} aria-current={sameRoute(item.href, route) ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        )
      )}
    </ul>
  );
}

export function Sidebar({ items, route }: { items: SidebarItem[]; route: string }) {
  return (
    <nav className="sidebar" aria-label="Docs sidebar">
      <Items items={items} route={route} />
    </nav>
  );
}
