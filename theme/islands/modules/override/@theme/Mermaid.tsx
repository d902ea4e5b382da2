// Stand-in for the theme's Mermaid (@docusaurus/theme-mermaid) in a component or a page: the diagram drawn at build time
// as docgen draws a ```mermaid fence (the build renders the island again with the SVG, which the page data carries, so
// the browser hydrates the same markup and loads no renderer). Text the component makes only in the browser (Buck2's
// diagrams, given a line more in dark mode) keeps the diagram last drawn; text never drawn shows as code.
import { useRef } from 'react';
import { codeKey, useIsland } from '../../../context.js';

/** `<Mermaid value={text} />`; `chart` is the older mdx-mermaid name of the prop, which some sites pass. */
export default function Mermaid({ value, chart }: { value?: string; chart?: string }) {
  const text = (value ?? chart ?? '').trim();
  const island = useIsland();
  const key = codeKey('mermaid', text);
  const drawn = island.code?.[key];
  if (drawn === undefined && island.head) (island.head.code ??= {})[key] = { lang: 'mermaid', code: text };
  const last = useRef(drawn);
  if (drawn !== undefined) last.current = drawn;
  if (last.current === undefined)
    return (
      <pre className="language-mermaid" tabIndex={0}>
        <code>{text}</code>
      </pre>
    );
  return <div className="docusaurus-mermaid-container" dangerouslySetInnerHTML={{ __html: last.current }} />;
}
