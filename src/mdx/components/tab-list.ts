// A <Tabs> element's props and children -> its tabs (value, label, attributes), the panel of each, the one shown
// first and the query string key; with errors where a writer's tabs cannot work as written.
import { UNKNOWN, type MdxNode, type Scope } from '../node.js';
import { unravel } from '../unravel.js';

/** One tab: its value, the label shown, and the attributes its tab button gets (from `values` or the TabItem). */
export interface Tab {
  value: string;
  label: string;
  isDefault: boolean;
  attributes?: Record<string, unknown>;
  /** The TabItem whose content is the tab's panel (none: an empty panel). */
  item?: MdxNode;
}

/** What a <Tabs> shows. */
export interface TabModel {
  tabs: Tab[];
  /** The index of the tab shown when the page loads (before a stored or URL choice). */
  selected: number;
  groupId?: string;
  /** The URL search parameter that holds the choice (`queryString`: the groupId when `true`, else its string). */
  queryKey?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

const isExpression = (node: MdxNode) => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';

/**
 * A child of <Tabs> that is only white space, a comment (the markers of an island's markdown children too) or an import:
 * not a tab, and not an error.
 */
function ignorable(node: MdxNode): boolean {
  if (node.type === 'text') return String(node.value).trim() === '';
  if (node.type === 'html') return /^\s*(?:<!--[^]*?-->\s*)*$/.test(String(node.value));
  if (isExpression(node)) return String(node.value).replace(/\/\*[^]*?\*\//g, '').trim() === '';
  return node.type === 'mdxjsEsm';
}

/**
 * Whether `node`'s children are <TabItem>s only, each with a value of its own: a list docgen's <Tabs> draws as it is
 * written, with no message (an island's content shown as tabs, see asContent in tree.ts).
 */
export function isTabList(node: MdxNode, scope: Scope): boolean {
  const kids = children(node, scope, false).filter((c) => !ignorable(c));
  const values = kids.map((c) => ((c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'TabItem' ? text(scope.props(c).value) : undefined));
  return values.length > 0 && values.every((v) => v !== undefined) && new Set(values).size === values.length;
}

/**
 * The children of <Tabs>, unravelled, and an expression among them as what it gives (`{cond && <TabItem …>}`: the
 * TabItem, or nothing); one that cannot be worked out at build time is a warning, and left out.
 */
function children(node: MdxNode, scope: Scope, say = true): MdxNode[] {
  return (node.children ?? []).flatMap((n) => unravel(n) ?? [n]).flatMap((child) => {
    if (!isExpression(child) || ignorable(child)) return [child];
    const given = scope.chosen(child);
    if (given) return given.flatMap((n) => unravel(n) ?? [n]);
    if (say) scope.warn(child, `{${String(child.value)}}`, 'an expression in <Tabs> that cannot be worked out at build time is left out: its tabs are not shown', 'write the TabItems in the page, or make the condition a literal or a prop the page gives');
    return [];
  });
}

/** The children of <Tabs> that are tabs (any element with a `value`, as the theme reads them), with an error for the rest. */
function items(node: MdxNode, scope: Scope): Array<{ node: MdxNode; props: Record<string, unknown> }> {
  const out: Array<{ node: MdxNode; props: Record<string, unknown> }> = [];
  for (const child of children(node, scope)) {
    if (ignorable(child)) continue;
    const element = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    const props = element ? scope.props(child) : {};
    if (element && text(props.value) !== undefined) {
      out.push({ node: child, props });
      continue;
    }
    scope.error(
      child,
      element ? `<${child.name ?? ''}> in <Tabs> has no value: every child of <Tabs> must be a <TabItem> with a unique "value"` : 'content directly in <Tabs> is not shown: every child of <Tabs> must be a <TabItem>',
      element && props.value === UNKNOWN ? 'write the value as a string, value="…", or export it as a literal' : 'put it inside a <TabItem value="…">, or move it out of <Tabs>'
    );
  }
  return out;
}

/** A tab of the `values` prop: `{label, value, attributes?, default?}`. */
function fromValue(v: unknown): Tab | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  const value = text(o.value);
  if (value === undefined) return undefined;
  const attributes = o.attributes && typeof o.attributes === 'object' ? (o.attributes as Record<string, unknown>) : undefined;
  return { value, label: text(o.label) ?? value, isDefault: o.default === true, attributes };
}

/**
 * The tabs of a <Tabs> element as the theme would show them: the `values` prop when given (it wins over the
 * TabItems' `label` and `default`), else the TabItems in order; the tab shown first is `defaultValue`, else the
 * one marked `default`, else the first. Errors (at the element) for duplicate values, a `defaultValue` no tab has,
 * no tabs at all and `queryString` without a key; the page still builds with the first tab shown. A TabItem that
 * `values` leaves out is a warning.
 */
export function tabModel(node: MdxNode, scope: Scope): TabModel {
  const props = scope.props(node);
  const children = items(node, scope);
  let tabs: Tab[] | undefined;
  if (Array.isArray(props.values)) {
    const read = props.values.map(fromValue);
    if (read.every(Boolean)) tabs = read as Tab[];
    else scope.error(node, 'the "values" of <Tabs> must each be {label, value}: they are read from its TabItems instead', 'give every entry a string value: values={[{label: \'Apple\', value: \'apple\'}]}');
  } else if (props.values === UNKNOWN) {
    scope.warn(node, 'Tabs values', 'the "values" of <Tabs> cannot be worked out at build time: the tabs and labels are read from its TabItems', 'write the values in the page (or export them as a literal), or give each TabItem a label');
  }
  tabs ??= children.map(({ props: p }) => {
    const value = text(p.value)!;
    const attributes = p.attributes && typeof p.attributes === 'object' ? (p.attributes as Record<string, unknown>) : undefined;
    return { value, label: text(p.label) ?? value, isDefault: p.default === true, attributes };
  });
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const t of tabs) (seen.has(t.value) ? duplicates : seen).add(t.value);
  if (duplicates.size) scope.error(node, `duplicate values ${[...duplicates].map((v) => `"${v}"`).join(', ')} in <Tabs>: every tab needs a unique value`, 'give each TabItem (or each entry of "values") its own value');
  for (const t of tabs) t.item = children.find((c) => text(c.props.value) === t.value)?.node;
  // A warning, not an error: Docusaurus builds such a page, and never shows the tab (Ionic's gestures page has one).
  for (const c of children) {
    const value = text(c.props.value);
    if (!tabs.some((t) => t.value === value)) scope.warn(c.node, `TabItem ${value}`, `<TabItem value="${value}"> is not one of the "values" of its <Tabs>: it is never shown`, `add {label: '…', value: '${value}'} to the "values" of <Tabs>, or remove the TabItem`);
  }
  if (!tabs.length) scope.error(node, '<Tabs> has no tabs: it needs at least one <TabItem value="…">', 'put the content in <TabItem> elements, each with a value and a label');

  let selected = Math.max(0, tabs.findIndex((t) => t.isDefault));
  const defaultValue = props.defaultValue;
  if (defaultValue === UNKNOWN) {
    scope.warn(node, 'Tabs defaultValue', 'the "defaultValue" of <Tabs> cannot be worked out at build time: the tab marked default (or the first) is shown first', 'write the value as a string, defaultValue="…"');
  } else if (defaultValue !== undefined && defaultValue !== null && defaultValue !== '' && tabs.length) {
    const at = tabs.findIndex((t) => t.value === String(defaultValue));
    if (at >= 0) selected = at;
    else scope.error(node, `<Tabs> has defaultValue "${String(defaultValue)}" but no tab has that value`, `use one of the values ${tabs.map((t) => `"${t.value}"`).join(', ')}`);
  }

  const groupId = text(props.groupId) || undefined;
  let queryKey: string | undefined;
  if (typeof props.queryString === 'string' && props.queryString) queryKey = props.queryString;
  else if (props.queryString === true) {
    if (groupId) queryKey = groupId;
    else scope.error(node, '<Tabs queryString> needs a groupId: it names the URL parameter that holds the choice', 'add groupId="…", or name the parameter: queryString="…"');
  }
  return { tabs, selected, groupId, queryKey };
}
