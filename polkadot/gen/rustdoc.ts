// Rustdoc intra-doc links ([`Self::bond`], [`Call::foo`], [`Event::Bar`]) -> in-page anchors or plain code.
import type { PageKind } from './chains.js';
import { codeSpan, escapeText } from './escape.js';

/** What a docs block may link to: the items of its own pallet (or API) on the current page. */
export interface LinkContext {
  kind: PageKind;
  /** Rust item name as in the metadata (`transfer_allow_death`, `Transfer`) -> anchor id. */
  items: ReadonlyMap<string, string>;
  /** Extra qualifiers that name the current section, e.g. a runtime API's own name. */
  selfNames?: readonly string[];
}

/** Which page a path qualifier points to. */
const QUALIFIERS: Record<string, PageKind> = {
  Call: 'extrinsics',
  Pallet: 'extrinsics',
  Module: 'extrinsics',
  Self: 'extrinsics',
  Event: 'events',
  Error: 'errors',
  Config: 'constants',
  T: 'constants'
};

const PREFIXES = new Set(['crate', 'self', 'super', 'pallet']);

/** The anchor a rustdoc path refers to on this page, if that item is here. */
export function resolveRustPath(path: string, ctx: LinkContext): string | undefined {
  let p = path.trim().replace(/\(\)$/, '');
  while (/<[^<>]*>/.test(p)) p = p.replace(/<[^<>]*>/g, '');
  const segs = p.split('::').filter(Boolean);
  while (segs.length > 1 && PREFIXES.has(segs[0])) segs.shift();
  if (segs.length === 0 || segs.length > 2) return undefined;
  const name = segs[segs.length - 1];
  if (!/^\w+$/.test(name)) return undefined;
  if (segs.length === 2) {
    const qual = segs[0];
    const own = ctx.selfNames?.includes(qual) ?? false;
    if (!own && QUALIFIERS[qual] !== ctx.kind) return undefined;
  }
  return ctx.items.get(name);
}

const CODE_LINK = /\[(`+)([^`\n]+?)\1\](?:\(([^()\s]*)\)|\[([^\]\n]*)\])?/y;
const TEXT_LINK = /\[([^\]\[`]+)\](?:\(([^()\s]*)\)|\[([^\]\n]*)\])?/y;
const URL = /^(?:[a-z][a-z0-9+.-]*:\/\/|mailto:)/i;
const RUST_PATH = /^[A-Za-z_][\w]*(?:<[^\s\]]*>)?(?:::[A-Za-z_<][\w<>, ]*)*(?:\(\))?$/;

export interface LinkMatch {
  /** Index just past the link in the source. */
  end: number;
  markdown: string;
}

/**
 * Reads a link starting at `src[pos] === '['` and renders it: a same-page item becomes
 * `[label](#anchor)`, an external URL stays a link, anything else becomes its label as code/text.
 * Returns undefined when the bracket is not a link (`[k]`, `[0, 1]`).
 */
export function rustdocLinkAt(src: string, pos: number, ctx: LinkContext | undefined): LinkMatch | undefined {
  CODE_LINK.lastIndex = pos;
  const c = CODE_LINK.exec(src);
  if (c) {
    const label = codeSpan(c[2].trim());
    const target = c[3] ?? (c[4] ? c[4] : c[2]);
    return { end: pos + c[0].length, markdown: render(label, target, ctx) };
  }
  TEXT_LINK.lastIndex = pos;
  const t = TEXT_LINK.exec(src);
  if (!t) return undefined;
  const text = t[1];
  const explicit = t[2] ?? (t[3] ? t[3] : t[3] === '' ? text : undefined);
  const isPath = text.includes('::') && RUST_PATH.test(text.trim());
  if (explicit === undefined && !isPath) return undefined;
  const label = isPath ? codeSpan(text.trim()) : escapeText(text);
  return { end: pos + t[0].length, markdown: render(label, explicit ?? text, ctx) };
}

function render(label: string, target: string, ctx: LinkContext | undefined): string {
  const trimmed = target.trim().replace(/^`+|`+$/g, '');
  if (URL.test(trimmed)) return `[${label}](${trimmed})`;
  if (!ctx || !RUST_PATH.test(trimmed)) return label;
  const anchor = resolveRustPath(trimmed, ctx);
  return anchor ? `[${label}](#${anchor})` : label;
}
