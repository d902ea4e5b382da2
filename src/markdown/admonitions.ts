// `:::kind[Title]{#id .class}` container directives -> admonition boxes (a default title as a label mark); other directives back to text.
import type { Root } from 'mdast';
import { labelMark } from '../i18n/marks.js';
import type { AdmonitionKeyword, DocIslands, GithubAlertType, MarkdownOptions } from '../types.js';
import { admonitionIsland, directiveTitle, IslandCollector } from '../mdx/islands.js';
import type { MdxNode } from '../mdx/node.js';

/** The keywords Docusaurus reads; the last three are its older names, drawn as note, info and tip with their own titles. */
export const ADMONITIONS = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'secondary', 'important', 'success'] as const satisfies readonly AdmonitionKeyword[];
type Kind = AdmonitionKeyword;
const STYLE: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };

/** The types of GitHub's alerts (`> [!NOTE]`), and the admonition each is drawn as by default: the one of its name. */
export const GITHUB_ALERTS: Kinds = { NOTE: 'note', TIP: 'tip', IMPORTANT: 'important', WARNING: 'warning', CAUTION: 'caution' };
type Kinds = NonNullable<MarkdownOptions['githubAlerts']>;

interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: Node[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
}

/** Where a directive starts, for messages. */
type At = { line: number; column: number };
const at = (node: Node): At => ({ line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0 });

export interface AdmonitionResult {
  /** Directives with a name that is no admonition keyword (drawn as notes). */
  unknown: Array<{ name: string } & At>;
  /** Admonitions of the site's own keywords not drawn by a component of the site's (drawn as info). */
  drawnAsInfo: Array<{ name: string } & At>;
  /** The ids given with `{#id}`: link targets on the page, like heading ids. */
  ids: Array<{ id: string } & At>;
}

/**
 * The box's title: a `title="…"` attribute (plain text, and before any label), else
 * the label (`:::tip[My *own* title]`), else the keyword's word in the reader's locale, marked for
 * the render of each locale to fill in (see i18n/marks.ts).
 */
function titleOf(kind: Kind, label: Node | undefined, attributes: Node['attributes']): Node[] {
  const written = attributes?.title;
  if (written) return [{ type: 'text', value: written }];
  if (label) return label.children ?? [];
  return [{ type: 'html', value: labelMark(`theme.admonition.${kind}`) }];
}

/**
 * Rewrites admonition directives in place. Of the directive's attributes only the id (the last
 * `#id`) and the classes (every `.class`) go on the box, after the box's own classes, as the
 * admonitions of the sites docgen reads do; any other attribute (an event handler, a style) is
 * dropped, so none reaches the page.
 */
export function transformAdmonitions(tree: Root, keywords: readonly string[] = ADMONITIONS): AdmonitionResult {
  const result: AdmonitionResult = { unknown: [], drawnAsInfo: [], ids: [] };
  const walk = (node: Node) => {
    for (const child of node.children ?? []) {
      if (child.type === 'containerDirective') {
        const name = child.name ?? '';
        const known = keywords.includes(name);
        const ours = known && (ADMONITIONS as readonly string[]).includes(name);
        if (!known) result.unknown.push({ name, ...at(child) });
        else if (!ours) result.drawnAsInfo.push({ name, ...at(child) });
        // A keyword of the site's own without its component: drawn as Docusaurus's theme draws it, as `info`, titled by its name.
        const kind: Kind = ours ? (name as Kind) : known ? 'info' : 'note';
        const children = child.children ?? [];
        const label = children[0]?.data?.directiveLabel ? children.shift() : undefined;
        const title: Node = { type: 'paragraph', children: known && !ours && !label && !child.attributes?.title ? [{ type: 'text', value: name }] : titleOf(kind, label, child.attributes), data: { hName: 'div', hProperties: { className: ['admonition-title'] } } };
        const body: Node = { type: 'blockquote', children, data: { hName: 'div', hProperties: { className: ['admonition-content'] } } };
        const id = child.attributes?.id || undefined;
        const classes = (child.attributes?.class ?? '').split(/\s+/).filter(Boolean);
        if (id) result.ids.push({ id, ...at(child) });
        child.children = [title, body];
        child.data = { hName: 'div', hProperties: { ...(id ? { id } : {}), className: ['admonition', `admonition-${STYLE[kind] ?? kind}`, ...classes], role: 'note' } };
      }
      walk(child);
    }
  };
  walk(tree as unknown as Node);
  return result;
}

/**
 * The admonition keywords a component of the site's draws, when the site has its own `@theme/Admonition/Types` (an
 * islands alias): its own keywords (markdown.admonitions, but docgen's), and those of docgen's it draws itself
 * (admonitionTypes); else none.
 */
export function ownAdmonitions(options?: Pick<MarkdownOptions, 'admonitions' | 'siteTheme' | 'admonitionTypes'>): string[] | undefined {
  if (!options?.siteTheme?.includes('Admonition/Types')) return undefined;
  const keywords: readonly string[] = options.admonitions ?? ADMONITIONS;
  const own = keywords.filter((k) => !(ADMONITIONS as readonly string[]).includes(k) || options.admonitionTypes?.includes(k));
  return own.length ? own : undefined;
}

/**
 * In a markdown page (not MDX), each admonition of a keyword in `own` -> its island (admonitionIsland), its content the
 * fallback (where one inside it is drawn as info); the page's islands, or undefined when it has none.
 */
export function ownAdmonitionIslands(tree: Root, own: string[]): DocIslands | undefined {
  const collector = new IslandCollector(own);
  const walk = (node: Node) => {
    node.children = (node.children ?? []).flatMap((child) => {
      if (child.type === 'containerDirective' && own.includes(child.name ?? '')) {
        const props = { type: child.name!, ...directiveTitle(child as MdxNode) };
        return admonitionIsland(collector, child as MdxNode, props, () => child.children as MdxNode[]) as Node[];
      }
      walk(child);
      return [child];
    });
  };
  walk(tree as unknown as Node);
  return collector.result([]);
}

/** `[!NOTE]` alone on a line: an alert's type, in any case, as GitHub reads it. */
const ALERT = new RegExp(`^\\s*\\[!(${Object.keys(GITHUB_ALERTS).join('|')})\\]\\s*$`, 'i');

/**
 * GitHub's alerts, blockquotes whose first line is `[!NOTE]` (or TIP, IMPORTANT, WARNING, CAUTION), -> the container
 * directive of the admonition `kinds` gives for the type, for transformAdmonitions to draw; in place, wherever they are.
 * The rest of the first paragraph, and the blockquote's other blocks, are the admonition's body.
 */
export function githubAlerts(tree: Root, kinds: Kinds): void {
  const walk = (node: Node) => {
    for (const child of node.children ?? []) {
      walk(child);
      if (child.type !== 'blockquote') continue;
      const [first, ...blocks] = child.children ?? [];
      const [lead, ...inline] = first?.type === 'paragraph' ? first.children ?? [] : [];
      if (lead?.type !== 'text') continue;
      const newline = lead.value!.indexOf('\n');
      const type = ALERT.exec(newline < 0 ? lead.value! : lead.value!.slice(0, newline))?.[1].toUpperCase() as GithubAlertType | undefined;
      if (!type) continue;
      const rest = newline < 0 ? '' : lead.value!.slice(newline + 1);
      // A hard break after the type (`[!NOTE]` and two spaces) ends the line the type was alone on.
      if (!rest && inline[0]?.type === 'break') inline.shift();
      const body = [...(rest ? [{ type: 'text', value: rest }] : []), ...inline];
      child.type = 'containerDirective';
      child.name = kinds[type];
      child.attributes = {};
      child.children = [...(body.length ? [{ type: 'paragraph', children: body }] : []), ...blocks];
    }
  };
  walk(tree as unknown as Node);
}

/**
 * The leaf directives (`::name[label]{attributes}`) no plugin of the site gave a meaning (`data`, or another node in
 * their place), as Docusaurus finds its unused directives: each one's label, where it has one, in its place as a
 * paragraph, else nothing.
 */
export function unusedLeafDirectives(tree: Root): Array<At & { name: string; label: boolean }> {
  const unused: Array<At & { name: string; label: boolean }> = [];
  const walk = (node: Node) => {
    node.children = (node.children ?? []).flatMap((child) => {
      if (child.type !== 'leafDirective' || child.data) {
        walk(child);
        return [child];
      }
      const label = (child.children ?? []).length > 0;
      unused.push({ name: child.name ?? '', label, ...at(child) });
      return label ? [{ type: 'paragraph', children: child.children, position: child.position }] : [];
    });
  };
  walk(tree as unknown as Node);
  return unused;
}
