// The site's own MDXContent (islands.mdxContent, a Docusaurus site's swizzled `src/theme/MDXContent`) around a markdown
// page's article: an island whose element holds the article, in which the theme's MDXContent (docgen's, which the site's
// imports as `@theme-original/MDXContent`) draws the article as the build made it. What the site's draws around it (an
// advert before every doc, comments after it) is the island's own.
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { useIsland } from './context.js';
import generated from './generated.js';

/** The class of the element that holds the article inside the island. */
export const ARTICLE_CLASS = 'docgen-mdx-content';

/** The article's HTML: on the server the page's (IslandContext.article), in the browser what its element holds. */
const Article = createContext<string | undefined>(undefined);

export default function DocgenMdxContent({ wrapper: Wrapper, index }: { wrapper: ComponentType<{ children?: ReactNode }>; index: number }) {
  const server = useIsland().article;
  // In the browser the article is already in the page, with the page's other islands hydrated in it: the island is
  // given it as it stands, so that React leaves those elements as they are.
  const [html] = useState(() => server ?? document.querySelector(`.markdown [data-island="${index}"] .${ARTICLE_CLASS}`)?.innerHTML ?? '');
  // Its children draw the article too: an ejected MDXContent renders them, as the theme's does.
  return (
    <Article.Provider value={html}>
      <Wrapper>
        <Content />
      </Wrapper>
    </Article.Provider>
  );
}

/**
 * The page's content, as the children the site's MDXContent is given: Docusaurus's MDX content component, whose
 * `frontMatter`, `metadata` (its `source` among them), `contentTitle` and `toc` a wrapper may read on its type
 * (markuplint's reads `props.children.type.metadata.source`). Read when asked for, so that only a page whose wrapper
 * reads them carries them.
 */
const content = generated('docgen:content');
function Content() {
  return <MDXContent />;
}
for (const key of ['frontMatter', 'metadata', 'contentTitle', 'toc']) Object.defineProperty(Content, key, { get: () => content[key] });

/** The theme's MDXContent: the article where the island draws one, else the children a component gives it. */
export function MDXContent({ children }: { children?: ReactNode }) {
  const html = useContext(Article);
  return html === undefined ? <>{children}</> : <div className={ARTICLE_CLASS} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
