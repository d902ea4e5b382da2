// A markdown file a site's component imports (`import Intro from './_intro.md'`) -> a component showing the HTML docgen
// made of it. The page's island context carries that HTML (src/islands/markdown.ts), the same on the server and in the
// browser; the element adds no box of its own, and the article's styles apply inside it.
import { useIsland } from './context.js';

export default function markdown(id: string) {
  return function MDXContent() {
    return <div className="island-children markdown" dangerouslySetInnerHTML={{ __html: useIsland().markdown?.[id] ?? '' }} />;
  };
}
