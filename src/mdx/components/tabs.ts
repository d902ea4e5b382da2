// <Tabs> and <TabItem> -> a WAI-ARIA tab list and one panel per tab, as static HTML: the default panel shown,
// the others `hidden` (and shown stacked when scripting is off, see styles.css); theme/mdx/tabs.ts makes them work.
import { element, type Component, type MdxNode, type Scope } from '../node.js';
import { tabModel, type Tab } from './tab-list.js';

/** How many <Tabs> a page (with the partials inlined into it) has had so far, for ids unique on the page. */
const counts = new WeakMap<object, number>();

/** The attributes of `attributes={{…}}` a tab button may carry: its classes, a title, data-* and language. */
function tabAttributes(tab: Tab, node: MdxNode, scope: Scope): { classes: string[]; props: Record<string, string> } {
  const classes: string[] = [];
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(tab.attributes ?? {})) {
    if ((name === 'className' || name === 'class') && typeof value === 'string') classes.push(...value.split(/\s+/).filter(Boolean));
    else if ((/^data-[\w-]+$/.test(name) || name === 'title' || name === 'lang' || name === 'dir') && (typeof value === 'string' || typeof value === 'number')) props[name] = String(value);
    else scope.warn(node, `Tabs attribute ${name}`, `the tab attribute "${name}" is left out: a tab keeps only its className, title, lang, dir and data-* attributes`, 'style the tab through a class: attributes={{className: \'…\'}}');
  }
  return { classes, props };
}

/** <Tabs>: the tab list and the panels, ids `tab-N.I` and `panel-N.I` (a dot: no heading slug has one). */
export const Tabs: Component = (node, scope) => {
  const model = tabModel(node, scope);
  if (!model.tabs.length) return scope.lower(node).filter((n) => n.type !== 'text');
  const n = (counts.get(scope.page) ?? 0) + 1;
  counts.set(scope.page, n);
  const props = scope.props(node);
  const buttons: MdxNode[] = [];
  const panels: MdxNode[] = [];
  model.tabs.forEach((tab, i) => {
    const selected = i === model.selected;
    const own = tabAttributes(tab, node, scope);
    const button = element('button', { type: 'button', role: 'tab', id: `tab-${n}.${i}`, ariaSelected: String(selected), ariaControls: `panel-${n}.${i}`, tabIndex: selected ? 0 : -1, className: ['tabs-tab', ...own.classes], dataValue: tab.value, ...own.props }, []);
    // The label as HTML only: search indexes the panels' text, not a row of labels.
    button.data!.hChildren = [{ type: 'text', value: tab.label }];
    buttons.push(button);
    const itemProps = tab.item ? scope.props(tab.item) : {};
    const itemClass = typeof itemProps.className === 'string' ? itemProps.className.split(/\s+/).filter(Boolean) : [];
    const content = tab.item ? scope.lower(tab.item) : [];
    panels.push(element('div', { role: 'tabpanel', id: `panel-${n}.${i}`, ariaLabelledBy: `tab-${n}.${i}`, tabIndex: 0, className: ['tabs-panel', ...itemClass], dataLabel: tab.label, hidden: !selected }, content, tab.item?.position));
  });
  const classes = ['tabs', ...(props.block === true ? ['tabs-block'] : []), ...(typeof props.className === 'string' ? props.className.split(/\s+/).filter(Boolean) : [])];
  const data = { ...(model.groupId ? { dataGroupId: model.groupId } : {}), ...(model.queryKey ? { dataQueryKey: model.queryKey } : {}) };
  return [element('div', { className: classes, ...data }, [element('div', { role: 'tablist', className: ['tabs-list'] }, buttons), ...panels], node.position)];
};

/**
 * A <TabItem> outside <Tabs> (inside, <Tabs> renders it): its content in place, with a warning (Docusaurus draws it as a
 * panel with no tabs, and builds: Astar's pages have some). In a site component's content (Ory's FrameworkCodeTabs
 * wraps Tabs around its TabItems), the component lays its tabs out: its content only.
 */
export const TabItem: Component = (node, scope) => {
  if (scope.inIsland) return scope.lower(node);
  scope.warn(node, `<TabItem> outside <Tabs> ${node.position?.start.offset}`, '<TabItem> outside <Tabs>: its content is shown as it is, with no tab', 'put it inside <Tabs>…</Tabs>, or remove the TabItem tags around its content');
  return scope.lower(node);
};
