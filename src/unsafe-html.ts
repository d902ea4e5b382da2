// Raw HTML -> the same HTML without the attributes whose URL would run script, and where each was.
import { decodeAttribute, unsafeScheme } from './unsafe-url.js';

export interface RemovedAttribute {
  /** Offsets in the HTML: of the tag's `<`, and of the attribute's start and end. */
  tagAt: number;
  at: number;
  end: number;
  /** The attribute's name (lower case) and its value as the browser reads it. */
  name: string;
  url: string;
  scheme: string;
}

/** Attributes that hold a URL the browser follows, loads or submits to. */
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'cite', 'codebase', 'longdesc', 'lowsrc', 'dynsrc', 'ping', 'manifest', 'icon']);
/** SVG `<set attributeName="href" to="javascript:…">` and `<animate … values="…">` give a link its URL later. */
const ANIMATIONS = new Set(['set', 'animate']);
const ANIMATED = new Set(['to', 'from', 'by', 'values']);
/** Sources that the browser shows as an image, where an SVG `data:` URL cannot run script. */
const IMAGE_TAGS = new Set(['img', 'image']);

// The HTML tokenizer's whitespace: tab, line feed, form feed, carriage return and space (not NBSP).
const TAG_NAME = /<([a-z][^\t\n\f\r />]*)/iy;
const SPACE_OR_SLASH = /[\t\n\f\r /]*/y;
const NAME = /[^\t\n\f\r />=]*/y;
const SPACE = /[\t\n\f\r ]*/y;
const UNQUOTED = /[^\t\n\f\r >]*/y;

const skip = (re: RegExp, s: string, i: number) => {
  re.lastIndex = i;
  re.exec(s);
  return re.lastIndex;
};

interface Attribute {
  name: string;
  value: string;
  start: number;
  end: number;
}

/**
 * The attributes of the start tag whose name ends at `i`, read as the HTML tokenizer reads them,
 * or null if they run past `stop`.
 */
function attributes(html: string, i: number, stop: number): Attribute[] | null {
  const found: Attribute[] = [];
  for (;;) {
    i = skip(SPACE_OR_SLASH, html, i);
    if (i >= html.length || html[i] === '>') return found;
    if (i > stop) return null;
    const start = i;
    // A name may start with "=" (`<a =x>`); it ends at space, "/", ">" or "=".
    i = skip(NAME, html, i + 1);
    const name = html.slice(start, i).toLowerCase();
    let value = '';
    let j = skip(SPACE, html, i);
    if (html[j] === '=') {
      j = skip(SPACE, html, j + 1);
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        // An unclosed quote runs to the end: the browser reads on into whatever follows.
        const close = html.indexOf(quote, j + 1);
        value = html.slice(j + 1, close < 0 ? html.length : close);
        i = close < 0 ? html.length : close + 1;
      } else {
        i = skip(UNQUOTED, html, j);
        value = html.slice(j, i);
      }
    }
    found.push({ name, value, start, end: i });
  }
}

/** The URLs an attribute of `tag` holds, as the browser reads them. */
function urlsOf(tag: string, a: Attribute): string[] {
  if (URL_ATTRIBUTES.has(a.name)) return [decodeAttribute(a.value)];
  if (ANIMATIONS.has(tag) && ANIMATED.has(a.name)) return decodeAttribute(a.value).split(';');
  // `<meta http-equiv="refresh" content="0; url=javascript:…">`
  const refresh = tag === 'meta' && a.name === 'content' ? /url\s*=\s*['"]?(.*)/is.exec(decodeAttribute(a.value)) : null;
  return refresh ? [refresh[1]] : [];
}

/**
 * Every `<` followed by a letter is read as a start tag, even one inside a comment or another tag's
 * value: reading more tags than the browser does is safe, and no comment, quoting or raw-text trick
 * can hide one (`<!-->` ends a comment; `<style>` holds markup inside `<svg>`).
 */
function scan(html: string): { removed: RemovedAttribute[]; tangled?: boolean } {
  const removed: RemovedAttribute[] = [];
  // Tags inside tags cost a rescan each: HTML that costs more than a few passes is crafted (`<a x="<a x="…`).
  let budget = 4 * html.length + 1024;
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    TAG_NAME.lastIndex = at;
    const m = TAG_NAME.exec(html);
    if (!m) continue;
    const tag = m[1].toLowerCase();
    const found = attributes(html, TAG_NAME.lastIndex, at + budget);
    budget -= (found?.length ? found[found.length - 1].end : TAG_NAME.lastIndex) - at;
    if (!found || budget < 0) return { removed, tangled: true };
    for (const a of found) {
      const image = IMAGE_TAGS.has(tag) || a.name === 'poster';
      const url = urlsOf(tag, a).find((u) => unsafeScheme(u, { image }));
      if (url !== undefined) removed.push({ tagAt: at, at: a.start, end: a.end, name: a.name, url: url.trim(), scheme: unsafeScheme(url, { image })! });
    }
  }
  return { removed };
}

/**
 * The HTML without its script URLs' attributes, and those attributes (offsets in `html`). A removed
 * attribute can take a quote that another reading of the text needed, so the result is read again
 * until nothing more goes. `tangled`: the HTML is too costly to read (crafted), and comes back as it
 * was, for the caller to show as text.
 */
export function dropUnsafeAttributes(html: string): { html: string; removed: RemovedAttribute[]; tangled?: boolean } {
  const first = scan(html);
  if (first.tangled || !first.removed.length) return { html, ...first };
  let out = cut(html, first.removed);
  for (let pass = 0; pass < 4; pass++) {
    const again = scan(out);
    if (again.tangled) break;
    if (!again.removed.length) return { html: out, removed: first.removed };
    out = cut(out, again.removed);
  }
  return { html, removed: first.removed, tangled: true };
}

/**
 * The HTML without the removed attributes; one inside another's value (scanned as a tag too) goes
 * with it. The space before an attribute goes too where a space, `/` or `>` follows it (`<a >`).
 */
function cut(html: string, removed: RemovedAttribute[]): string {
  if (!removed.length) return html;
  let out = '';
  let from = 0;
  for (const r of [...removed].sort((a, b) => a.at - b.at)) {
    if (r.at < from) continue;
    const spaced = r.at - 1 >= from && /[\t\n\f\r ]/.test(html[r.at - 1]) && (r.end >= html.length || /[\t\n\f\r />]/.test(html[r.end]));
    out += html.slice(from, spaced ? r.at - 1 : r.at);
    from = r.end;
  }
  return out + html.slice(from);
}
