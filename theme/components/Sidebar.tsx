// The docs sidebar: links, raw HTML and categories as <details>, the current page marked; a closed category's items
// drawn once it is opened.
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { Labels, SidebarItem, SiteData } from '../types.js';
import { ExternalIcon } from './navbar/items.js';

type Category = Extract<SidebarItem, { type: 'category' }>;

const sameRoute = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** Whether the page at `route` is one of the items, or below one of them (a category's own link counts). */
function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((i) => (i.type === 'link' ? sameRoute(i.href, route) : i.type === 'category' ? (i.href !== undefined && sameRoute(i.href, route)) || containsRoute(i.items, route) : false));
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

/** A category's own link (to a doc, or to its generated index page). */
function CategoryLink({ href, label, route }: { href: string; label: string; route: string }) {
  const current = sameRoute(href, route);
  return (
    <a className={classes('sidebar-category-link', current && 'active')} href={href} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
}

/**
 * With autoCollapseCategories, the categories of one list as Docusaurus's: each starts as its config says; opening one
 * (the reader, or a move to a page in it) closes the others. `open`: the one opened last, if any.
 */
interface Group {
  open?: number;
  opened: () => void;
  index: number;
}

function CategoryItem({ item, route, group }: { item: Category; route: string; group?: Group }) {
  const active = containsRoute([item], route);
  const [open, setOpen] = useState(active || !item.collapsed);
  // A closed category's items are drawn once it is first opened, as Docusaurus's are: a sidebar of thousands of links
  // (Saleor's API reference: 1,874) is not written into every page, nor rendered there when the page hydrates.
  const drawn = useRef(open);
  drawn.current ||= open;
  const body = useRef<HTMLDivElement>(null);
  const opening = useRef(false);
  // The category holding the current page opens by itself; others keep what the reader chose.
  useEffect(() => {
    if (__DOCGEN_SIDEBAR_OPTIONS__ && active && !open) group?.opened();
    if (active) setOpen(true);
  }, [active, route]);
  // Another of its group was opened: this one closes. (Only a site with sidebar options bundles this.)
  if (__DOCGEN_SIDEBAR_OPTIONS__) {
    useEffect(() => {
      if (group && group.open !== undefined && group.open !== group.index && open && body.current) slide(body.current, false, () => setOpen(false));
    }, [group?.open]);
  }
  // Opening: once the items are shown, grow them from nothing.
  useLayoutEffect(() => {
    if (open && opening.current && body.current) slide(body.current, true);
    opening.current = false;
  }, [open]);
  const className = classes('sidebar-category', active && 'sidebar-category-active', item.href !== undefined && 'sidebar-category-linked', item.className);
  const link = item.href !== undefined && <CategoryLink href={item.href} label={item.label} route={route} />;
  // Never collapses: no <details>, the label (or its link) above the items.
  if (item.collapsible === false) {
    return (
      <li className={classes(className, 'sidebar-category-static')}>
        <div className="sidebar-category-label">{link || item.label}</div>
        <div className="sidebar-category-items">
          <Items items={item.items} route={route} {...(__DOCGEN_SIDEBAR_OPTIONS__ && { auto: !!group })} />
        </div>
      </li>
    );
  }
  // The summary's click (or Enter, Space) animates instead of the browser's instant toggle; without
  // JavaScript <details> still opens and closes.
  const toggle = (e: MouseEvent) => {
    e.preventDefault();
    if (!open) {
      opening.current = true;
      setOpen(true);
      if (__DOCGEN_SIDEBAR_OPTIONS__) group?.opened();
    } else if (body.current) slide(body.current, false, () => setOpen(false));
  };
  // A category with a link: the link lies over the summary's label (a link inside a summary would be a control in a
  // control), and the summary keeps the rest of the row, the arrow. Its label is there unseen, to give the row the
  // link's height, and to name it for assistive technology.
  return (
    <li className={className}>
      {link}
      <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary onClick={toggle}>
          {link ? (
            <>
              <span className="sidebar-category-sizer" aria-hidden="true">
                {item.label}
              </span>
              <span className="visually-hidden">{`Toggle the category ${item.label}`}</span>
            </>
          ) : (
            item.label
          )}
        </summary>
        <div ref={body} className="sidebar-category-items">
          {drawn.current && <Items items={item.items} route={route} {...(__DOCGEN_SIDEBAR_OPTIONS__ && { auto: !!group })} />}
        </div>
      </details>
    </li>
  );
}

/** Unlisted pages show only on their own page; a category of nothing else goes with them, unless it has a link of its own. */
function visible(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return !item.unlisted || sameRoute(item.href, route);
  if (item.type === 'html') return true;
  return item.href !== undefined || !item.items.length || item.items.some((i) => visible(i, route));
}

/** With `auto` (autoCollapseCategories) the categories of one list are a Group. */
function Items({ items, route, auto }: { items: SidebarItem[]; route: string; auto?: boolean }) {
  // Which of the list's categories was opened last (only a site with sidebar options bundles this).
  const last = __DOCGEN_SIDEBAR_OPTIONS__ && useState<number>();
  return (
    <ul className="sidebar-list">
      {items.filter((item) => visible(item, route)).map((item, i) => {
        if (item.type === 'category') return <CategoryItem key={`c${i}`} item={item} route={route} {...(__DOCGEN_SIDEBAR_OPTIONS__ && auto && last && { group: { open: last[0], opened: () => last[1](i), index: i } })} />;
        // Raw HTML from the sidebar config, as it is written (checked for script URLs when the config was read).
        if (item.type === 'html') return <li key={`h${i}`} className={classes('sidebar-html', item.defaultStyle && 'sidebar-html-default', item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />;
        const current = sameRoute(item.href, route);
        return (
          <li key={`l${i}`} className={item.className}>
            <a className={classes('sidebar-link', current && 'active')} href={item.href} aria-current={current ? 'page' : undefined} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {item.label}
              {item.external && (
                <>
                  <ExternalIcon />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The button at the foot of a hideable sidebar (a desktop's): it folds the sidebar away to a strip that is the button to
 * bring it back. The folded state holds while the reader moves between pages that have the sidebar.
 */
function HideButton({ labels }: { labels?: Labels }) {
  const [hidden, setHidden] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // On the sidebar's container, whose class the layout sets again when it renders: after every render.
  useEffect(() => void button.current!.closest('.sidebar-container')!.classList.toggle('sidebar-hidden', hidden));
  const label = hidden ? (__DOCGEN_LABELS__ && labels?.expandSidebar) || 'Expand sidebar' : (__DOCGEN_LABELS__ && labels?.collapseSidebar) || 'Collapse sidebar';
  return (
    <button ref={button} type="button" className="sidebar-hide" title={label} aria-label={label} onClick={() => setHidden(!hidden)}>
      <span aria-hidden="true">{hidden ? '»' : '«'}</span>
    </button>
  );
}

/** The sidebar `name`d (a blog's recent posts are `blog:recent-posts`, another blog's `blog:recent-posts:<id>`: blogSidebarName in src/blog/sidebar.ts); `options`: themeConfig.docs.sidebar's. */
export function Sidebar({ items, route, name, labels, options }: { items: SidebarItem[]; route: string; name: string; labels?: Labels; options?: SiteData['sidebarOptions'] }) {
  const blog = name.startsWith('blog:recent-posts');
  return (
    <nav className="sidebar" aria-label={(__DOCGEN_LABELS__ && (blog ? labels?.blogSidebar : labels?.sidebar)) || (blog ? 'Blog recent posts navigation' : 'Docs sidebar')}>
      <Items items={items} route={route} {...(__DOCGEN_SIDEBAR_OPTIONS__ && { auto: !blog && options?.autoCollapseCategories })} />
      {__DOCGEN_SIDEBAR_OPTIONS__ && !blog && options?.hideable && <HideButton labels={labels} />}
    </nav>
  );
}
