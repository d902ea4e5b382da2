// The article's tab lists (static HTML from src/mdx/components/tabs.ts) -> working tabs: a click or the arrow keys
// select; a groupId's choice is shared by every tab list of that group, on this page and later ones; a
// queryString's choice is kept in the URL. Loaded by client.tsx only on pages that have tabs.

// Bundling, not behaviour: esbuild has every lazy chunk import the chunk that holds its runtime helpers. Reaching
// search/format.js, as every other chunk does, keeps those helpers in the chunk the entry already loads; without
// it they move to a chunk of their own, and every page loads one file more.
import '../search/format.js';

import { storageKey, TAB_GROUP_EVENT } from './tab-key.js';

type Tabs = HTMLElement;

const tabsOf = (tabs: Tabs) => [...tabs.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];
const tabWith = (tabs: Tabs, value: string | null) => tabsOf(tabs).find((t) => t.dataset.value === value);

function read(group: string): string | null {
  try {
    return localStorage.getItem(storageKey(group));
  } catch {
    return null;
  }
}

/** Shows `tab`'s panel and hides the others of its list; `tab` becomes the list's one tab stop. */
function show(tab: HTMLElement): void {
  for (const t of tabsOf(tab.closest('.tabs')!)) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(t.getAttribute('aria-controls')!);
    if (panel) panel.hidden = !on;
  }
}

/** Shows the tab of `value` in every list of `group` that has one. */
function showGroup(group: string, value: string | null): void {
  for (const tabs of document.querySelectorAll<Tabs>('.tabs[data-group-id]')) {
    const tab = tabs.dataset.groupId === group && tabWith(tabs, value);
    if (tab) show(tab);
  }
}

/** The reader chose `tab`: its group follows and remembers it, its query parameter takes it, and the tab stays where it was on screen. */
function choose(tab: HTMLElement): void {
  const tabs = tab.closest<Tabs>('.tabs')!;
  const value = tab.dataset.value!;
  const top = tab.getBoundingClientRect().top;
  show(tab);
  const { groupId, queryKey } = tabs.dataset;
  if (groupId) {
    try {
      localStorage.setItem(storageKey(groupId), value);
    } catch {
      // Not remembered: the choice still holds on this page.
    }
    // The group's other tab lists follow (the listener in initTabs), and so do the site's components (useTabGroupChoice).
    window.dispatchEvent(new CustomEvent(TAB_GROUP_EVENT, { detail: { group: groupId, value } }));
  }
  if (queryKey) {
    const url = new URL(location.href);
    url.searchParams.set(queryKey, value);
    history.replaceState(history.state, '', url);
    // The router compares the URL with the page on screen (client.tsx).
    window.dispatchEvent(new Event('docgen:url'));
  }
  // Panels above may have changed height (a group): keep the tab under the pointer.
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
}

/** A hash that names something in a hidden panel: that panel shown, and the target scrolled to. */
function reveal(hash: string): void {
  let target: HTMLElement | null = null;
  try {
    target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return;
  }
  let panel = target?.closest<HTMLElement>('[role=tabpanel][hidden]');
  if (!target || !panel) return;
  for (; panel; panel = panel.parentElement?.closest<HTMLElement>('[role=tabpanel][hidden]')) {
    const tab = document.getElementById(panel.getAttribute('aria-labelledby')!);
    if (tab) show(tab);
  }
  target.scrollIntoView();
}

function onKey(e: KeyboardEvent): void {
  const tab = (e.target as Element).closest?.<HTMLElement>('.tabs > [role=tablist] > [role=tab]');
  if (!tab || e.altKey || e.ctrlKey || e.metaKey) return;
  const all = tabsOf(tab.closest('.tabs')!);
  const at = all.indexOf(tab);
  const back = getComputedStyle(tab).direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const forth = back === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  const next = e.key === forth ? all[(at + 1) % all.length] : e.key === back ? all[(at - 1 + all.length) % all.length] : e.key === 'Home' ? all[0] : e.key === 'End' ? all[all.length - 1] : undefined;
  if (!next) return;
  e.preventDefault();
  next.focus();
  choose(next);
}

let listening = false;

/**
 * Sets the article's tab lists to the reader's choices (the URL's, else the stored group's) and shows a panel the
 * URL's hash points into; the first call also starts listening. Called after every page the router shows.
 */
export function initTabs(): void {
  const params = new URLSearchParams(location.search);
  for (const tabs of document.querySelectorAll<Tabs>('.tabs')) {
    const { groupId, queryKey } = tabs.dataset;
    const tab = (queryKey && tabWith(tabs, params.get(queryKey))) || (groupId && tabWith(tabs, read(groupId)));
    if (tab) show(tab);
  }
  reveal(location.hash);
  // For tests and profiles: the tabs of the page on screen work from here on.
  performance.mark('docgen:tabs');
  if (listening) return;
  listening = true;
  document.addEventListener('click', (e) => {
    const tab = (e.target as Element).closest?.<HTMLElement>('.tabs > [role=tablist] > [role=tab]');
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', onKey);
  window.addEventListener('hashchange', () => reveal(location.hash));
  // A group's choice, made in the article's tabs or by a site's component (useTabGroupChoice).
  window.addEventListener(TAB_GROUP_EVENT, (e) => {
    const { group, value } = (e as CustomEvent<{ group: string; value: string }>).detail;
    showGroup(group, value);
  });
  // A choice made in another window of the site.
  window.addEventListener('storage', (e) => {
    if (e.key?.startsWith(storageKey(''))) showGroup(e.key.slice(storageKey('').length), e.newValue);
  });
}
