// A URL as written -> the script-running scheme a browser would read in it (`javascript:`, `vbscript:`, an HTML `data:` URL), or undefined.
import { tryDecodeURIComponent } from './url.js';

/** Schemes whose URLs run their text as script when a link is followed or a frame loaded. */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript']);

/**
 * `data:` media types a browser opens as a document, where script runs (an iframe's, or a tab's in
 * browsers that still allow it). An SVG is also an image format: as an image source it is inert.
 */
const DOCUMENT_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml']);

/** Kept short in messages: a `data:` URL can be a whole document. */
export const shortUrl = (url: string) => JSON.stringify(url.length > 60 ? `${url.slice(0, 57)}...` : url);

/**
 * The scheme (`javascript:`) or data type (`data:text/html`) that makes `url` run script, read the
 * way the browser's URL parser reads it: leading C0 controls and spaces dropped, tabs and line
 * breaks removed anywhere, the scheme's case ignored. `image`: the URL is an image's source.
 * Character references are the caller's to decode (the markdown parser does; see decodeAttribute).
 */
export function unsafeScheme(url: string, { image = false } = {}): string | undefined {
  const s = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const m = /^([a-z][a-z\d+.-]*):/i.exec(s);
  if (!m) return undefined;
  const scheme = m[1].toLowerCase();
  if (SCRIPT_SCHEMES.has(scheme)) return `${scheme}:`;
  if (scheme !== 'data') return undefined;
  // `data:[<type>][;base64],<data>`; the type is percent-decoded here too, to be safe, though browsers do not.
  const written = s.slice(m[0].length).split(/[;,]/)[0];
  const type = (tryDecodeURIComponent(written) ?? written).trim().toLowerCase();
  if (!DOCUMENT_TYPES.has(type) || (image && type === 'image/svg+xml')) return undefined;
  return `data:${type}`;
}

/** The ASCII characters HTML names (`&colon;`): the only named references that can spell a scheme or break one up. */
const NAMED: Record<string, string> = {
  Tab: '\t', NewLine: '\n', excl: '!', quot: '"', QUOT: '"', num: '#', dollar: '$', percnt: '%', amp: '&', AMP: '&', apos: "'",
  lpar: '(', rpar: ')', ast: '*', midast: '*', plus: '+', comma: ',', period: '.', sol: '/', colon: ':', semi: ';',
  lt: '<', LT: '<', equals: '=', gt: '>', GT: '>', quest: '?', commat: '@', lsqb: '[', lbrack: '[', bsol: '\\', rsqb: ']',
  rbrack: ']', Hat: '^', lowbar: '_', UnderBar: '_', grave: '`', DiacriticalGrave: '`', lcub: '{', lbrace: '{', verbar: '|',
  vert: '|', VerticalLine: '|', rcub: '}', rbrace: '}'
};

/**
 * An HTML attribute value as the browser reads it, as far as a scheme goes: numeric references with
 * or without `;` (`&#106avascript:`), and the named references of ASCII characters. In one pass, as
 * the browser does: `&amp;#106;` is `&#106;`, not `j`.
 */
export function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([\da-f]+);?|#(\d+);?|([a-z]+);)/gi, (ref, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name] : ref;
    const code = parseInt(hex ?? dec!, hex ? 16 : 10);
    // What the browser puts for NUL, surrogates and numbers past Unicode; none can be part of a scheme.
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
  });
}
