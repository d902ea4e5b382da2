// Stand-in for the blog plugin's client module (Docusaurus 3.5 and later; theme-common before): the post being read
// (useBlogPost, on the post's page), the blog's own path and title (useBlogMetadata, on its pages), the structured data
// its pages carry, and the sidebar's helpers. The build gives the page's data (src/islands/generated.ts).
import { createContext, useContext, type ReactNode } from 'react';
import generated from '../../../../generated.js';
import Link from '../Link.js';

interface BlogPostContent {
  metadata: { permalink: string; title: string; description: string; date: string; authors: Array<{ name: string; url?: string; imageURL?: string }>; tags: Array<{ label: string; permalink: string }>; frontMatter: Record<string, unknown>; unlisted?: boolean; [key: string]: unknown };
  frontMatter: Record<string, unknown>;
  assets: { image?: string; authorsImageUrls?: Array<string | undefined> };
  toc: Array<{ value: string; id: string; level: number }>;
}
type BlogPostContextValue = BlogPostContent & { isBlogPostPage: boolean };

const post = generated('docgen:blog-post');
const blog = generated('docgen:blog-metadata');
const Given = createContext<BlogPostContextValue | null>(null);

/** What a site's own component gives its children (a post's content and whether this is its page), as Docusaurus's provider. */
export function BlogPostProvider({ children, content, isBlogPostPage = false }: { children?: ReactNode; content?: BlogPostContent; isBlogPostPage?: boolean }) {
  const outer = useContext(Given);
  const value = content ? { metadata: content.metadata, frontMatter: content.frontMatter, assets: content.assets, toc: content.toc, isBlogPostPage } : outer;
  return <Given.Provider value={value}>{children}</Given.Provider>;
}

/** The post being read: what a provider above gave, else the post's page's own; elsewhere an error, as Docusaurus's hook outside its provider. */
export function useBlogPost(): BlogPostContextValue {
  const given = useContext(Given);
  if (given) return given;
  if (!('metadata' in post)) throw new Error('useBlogPost(): this is not a blog post; use it in a post (Docusaurus: "Hook useBlogPost is called outside the <BlogPostProvider>")');
  return { ...post } as unknown as BlogPostContextValue;
}

/** The blog's path, title and authors page, on its pages; elsewhere an error, as Docusaurus's. */
export function useBlogMetadata(): { blogBasePath: string; blogTitle: string; authorsListPath: string } {
  if (!('blogBasePath' in blog)) throw new Error("useBlogMetadata() can't be called on the current route because the blog metadata could not be found in route context");
  return { ...blog } as ReturnType<typeof useBlogMetadata>;
}

const person = (a: { name: string; url?: string; imageURL?: string }) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}), ...(a.imageURL ? { image: a.imageURL } : {}) });

/** schema.org's BlogPosting of the post being read, as Docusaurus's pages carry it in their head. */
export function useBlogPostStructuredData() {
  const { metadata, assets, frontMatter } = useBlogPost();
  const image = assets.image ?? frontMatter.image;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': metadata.permalink,
    mainEntityOfPage: metadata.permalink,
    url: metadata.permalink,
    headline: metadata.title,
    name: metadata.title,
    description: metadata.description,
    datePublished: metadata.date,
    author: metadata.authors.map(person),
    ...(image ? { image } : {}),
    keywords: metadata.tags.map((t) => t.label)
  };
}

/** schema.org's Blog of a list page's posts (`props.items`, each `{ content }`), as Docusaurus's list pages carry it. */
export function useBlogListPageStructuredData(props: { metadata?: { permalink?: string; blogTitle?: string; blogDescription?: string }; items?: Array<{ content: BlogPostContent }> }) {
  const { metadata = {}, items = [] } = props;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': metadata.permalink,
    mainEntityOfPage: metadata.permalink,
    headline: metadata.blogTitle,
    description: metadata.blogDescription,
    blogPost: items.map(({ content: { metadata: m } }) => ({ '@type': 'BlogPosting', '@id': m.permalink, mainEntityOfPage: m.permalink, url: m.permalink, headline: m.title, name: m.title, description: m.description, datePublished: m.date, author: m.authors.map(person), keywords: m.tags.map((t) => t.label) }))
  };
}

interface SidebarItem { title: string; permalink: string; unlisted?: boolean; date?: string }

/** The sidebar's posts a reader sees: an unlisted one only on its own page. */
export function useVisibleBlogSidebarItems(items: SidebarItem[]): SidebarItem[] {
  const here = typeof window === 'undefined' ? undefined : window.location.pathname;
  return items.filter((i) => !i.unlisted || i.permalink === here);
}

/** The posts by the year of their date, newest year first, as Docusaurus groups its sidebar. */
export function groupBlogSidebarItemsByYear(items: SidebarItem[]): Array<[string, SidebarItem[]]> {
  const years = new Map<string, SidebarItem[]>();
  for (const item of items) {
    const year = item.date ? String(new Date(item.date).getUTCFullYear()) : '';
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return [...years];
}

/** The posts as a list of links, with the classes the site asks for. */
export function BlogSidebarItemList({ items, ulClassName, liClassName, linkClassName, linkActiveClassName }: { items: SidebarItem[]; ulClassName?: string; liClassName?: string; linkClassName?: string; linkActiveClassName?: string }) {
  return (
    <ul className={ulClassName}>
      {items.map((item) => (
        <li key={item.permalink} className={liClassName}>
          <Link isNavLink to={item.permalink} className={linkClassName} activeClassName={linkActiveClassName}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
