// A JSX HTML element's attributes -> the hast properties it keeps: literal and worked-out values, style objects as CSS text.
import { unsafeScheme } from '../unsafe-url.js';
import { UNKNOWN, type MdxNode, type Scope } from './node.js';
import { styleText } from './style.js';
import { propsAttribute, readsProps } from './props-holes.js';

/** The code of attribute `name` of `node` when it reads the file's props (and nothing else of the page's). */
function propsReader(node: MdxNode, name: string): string | undefined {
  for (const a of node.attributes ?? []) {
    const value = a.value as { value?: unknown; data?: { estree?: unknown } } | null | undefined;
    if (a.type === 'mdxJsxAttribute' && a.name === name && value && typeof value === 'object' && typeof value.value === 'string' && readsProps(value.data?.estree)) return value.value;
  }
  return undefined;
}

/** The attributes an HTML element keeps (besides `style`, `aria-*` and `data-*`): the rest (handlers, refs) are left out. */
const KEPT = new Set([
  'id', 'class', 'className', 'href', 'src', 'alt', 'title', 'width', 'height', 'target', 'rel', 'align', 'colSpan', 'rowSpan', 'lang', 'dir',
  'start', 'type', 'open', 'loading', 'decoding', 'role', 'tabIndex', 'name', 'value', 'poster', 'controls', 'autoPlay', 'loop', 'muted',
  'playsInline', 'allow', 'allowFullScreen', 'frameBorder', 'referrerPolicy', 'sizes', 'media', 'reversed', 'hidden', 'download'
]);

/** Attributes written bare (`<details open>`): kept as true. */
const BOOLEAN = new Set(['open', 'controls', 'autoPlay', 'loop', 'muted', 'playsInline', 'allowFullScreen', 'reversed', 'hidden', 'download']);

/** Attributes holding a URL: links and images resolve them (src/markdown/links.ts) once they are kept. */
const URLS = new Set(['href', 'src', 'poster']);

/**
 * The properties of `node` as an HTML element: strings as written, numbers and `{…}` values that can be worked out
 * at build time (`src={useBaseUrl('/img/a.png')}`, `width={300}`), `style={{…}}` as CSS text. An unsafe URL is left
 * out with a warning, as is a URL that cannot be worked out.
 */
export function htmlProps(node: MdxNode, scope: Scope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const tag = node.name ?? '';
  for (const [name, value] of Object.entries(scope.props(node))) {
    if (name === 'style') {
      const css = typeof value === 'string' ? { css: value, dropped: [] } : styleText(value);
      if (css.css) out.style = css.css;
      if (css.dropped.length) scope.warn(node, `style:${css.dropped.join()}`, `style ${css.dropped.map((d) => `"${d}"`).join(', ')} left out of <${tag}>: only text and number values that run no script are kept`, 'write the value as a string');
      continue;
    }
    if (!KEPT.has(name) && !/^(?:aria|data)-[a-z]/.test(name)) continue;
    if (value === true && BOOLEAN.has(name)) {
      out[name] = true;
      continue;
    }
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') {
      // In a file a component renders with props, an attribute that reads them is filled in there (props-holes.ts).
      const code = value === UNKNOWN && scope.file.asComponent ? propsReader(node, name) : undefined;
      if (code !== undefined) {
        const [mark, key] = propsAttribute(name === 'className' ? 'class' : name, code);
        out[mark] = key;
        continue;
      }
      if (value === UNKNOWN && URLS.has(name)) scope.warn(node, `${tag}.${name}?`, `${name} of <${tag}> cannot be worked out at build time: it is left out`, "write the URL as a string, or with useBaseUrl('/…') or require('./…').default");
      continue;
    }
    const scheme = URLS.has(name) && unsafeScheme(text, { image: name !== 'href' });
    if (scheme) {
      scope.warn(node, `${name}=${text}`, `unsafe ${name} "${text.slice(0, 40)}" removed from <${tag}>: ${scheme} URLs run script`, 'link to a page or a file instead');
      continue;
    }
    out[name === 'class' ? 'className' : name] = text;
  }
  return out;
}
