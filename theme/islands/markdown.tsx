// A markdown file a site's component imports (`import Intro from './_intro.md'`) -> a component showing the HTML docgen
// made of it. The page's island context carries that HTML (src/islands/markdown.ts), the same on the server and in the
// browser; the element adds no box of its own, and the article's styles apply inside it. What the file reads of the
// props it is rendered with (`<a href={props.href}>{props.label}</a>`) is filled in from them: `holes` gives each
// hole's expression, by the key its mark in the HTML has (src/mdx/props-holes.ts).
import { useIsland } from './context.js';
import { escapeHtml } from '../../src/html.js';
import { unsafeScheme } from '../../src/unsafe-url.js';

type Holes = Record<string, (props: Record<string, unknown>) => unknown>;

const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);

/** A hole's value as text: a string or a number; nothing for the rest (an element, a list), which HTML cannot hold. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

function fill(html: string, holes: Holes, props: Record<string, unknown>): string {
  const value = (key: string) => {
    try {
      return textOf(holes[key]?.(props));
    } catch {
      return undefined;
    }
  };
  return html
    .replace(/<!--docgen-prop:(\w+)-->/g, (_, key: string) => escapeHtml(value(key) ?? ''))
    .replace(/ data-docgen-prop-([\w-]+)="(\w+)"/g, (_, name: string, key: string) => {
      const text = value(key);
      // A URL that would run script is left out, as the build leaves it out of a page.
      return text === undefined || (URL_ATTRIBUTES.has(name) && unsafeScheme(text, { image: name !== 'href' })) ? '' : ` ${name}="${escapeHtml(text)}"`;
    });
}

export default function markdown(id: string, holes?: Holes) {
  return function MDXContent(props: Record<string, unknown>) {
    const html = useIsland().markdown?.[id] ?? '';
    return <div className="island-children markdown" dangerouslySetInnerHTML={{ __html: holes ? fill(html, holes, props) : html }} />;
  };
}
