// The docs sidebar: categories as <details> (work without JavaScript), the current page marked.
import { useEffect, useState } from 'react';
import type { SidebarItem } from '../types.js';

const sameRoute = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((i) => (i.type === 'link' ? sameRoute(i.href, route) : containsRoute(i.items, route)));
}

function Category({ item, route }: { item: Extract<SidebarItem, { type: 'category' }>; route: string }) {
  const active = containsRoute(item.items, route);
  const [open, setOpen] = useState(active || !item.collapsed);
  // The category holding the current page opens by itself; others keep what the reader chose.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active, route]);
  return (
    <li className={`sidebar-category${active ? ' sidebar-category-active' : ''}`}>
      <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>{item.label}</summary>
        <Items items={item.items} route={route} />
      </details>
    </li>
  );
}

function Items({ items, route }: { items: SidebarItem[]; route: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, i) =>
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
