// Doc[] from the pages folder -> standalone pages: no sidebar, routed like docs (`pages/about.md` is `/docs/about`).
import type { Config, Diagnostic, Doc, Page } from '../types.js';
import { routeOf, routeProblem } from './routes.js';
import { tocOf } from './pages.js';
import { REACT_PAGE } from '../islands/pages.js';

/** A page's file extension: markdown, or a React page's (src/islands/pages.ts). */
const PAGE_FILE = /\.(mdx?|[jt]sx?)$/;

/**
 * `prefix`: the pages folder relative to the content folder, which the docs' paths start with (none: a doc's id is its
 * path); `routeBasePath`: their route below the base URL (`more/`; default none).
 */
export function routeStandalone(docs: Doc[], config: Config, options: { prefix?: string; drafts?: boolean; routeBasePath?: string }): { pages: Page[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const pages: Page[] = [];
  for (const doc of docs) {
    if (doc.frontmatter.draft && !options.drafts) continue;
    const rel = options.prefix ? doc.path.slice(options.prefix.length + 1) : doc.path;
    // Routed as docs are, below their own route base rather than the docs'.
    const route = routeOf({ path: rel, frontmatter: doc.frontmatter }, { ...config, docs: { ...config.docs, routeBasePath: options.routeBasePath ?? '' } });
    const at = (doc.frontmatter.slug !== undefined && doc.frontmatterAt?.slug) || { line: 1, column: 1 };
    // Two pages at one route (or a page and a doc, a post...) are found with every other output path (output/table.ts).
    const problem = routeProblem(route, config.baseUrl);
    if (problem) {
      const hint = doc.frontmatter.slug !== undefined ? 'a slug is a path below the base URL: drop the ".." segments, and write a literal "%" as "%25"' : 'rename the file';
      diagnostics.push({ file: doc.path, ...at, severity: 'error', message: problem, hint });
      continue;
    }
    // A React page is named by its Layout's title once it renders (src/islands/index.ts); without one, by the site's title
    // alone, as Docusaurus titles it (not by its file's name: `index`).
    const title = doc.frontmatter.title ?? doc.h1 ?? (REACT_PAGE.test(rel) ? config.title : rel.replace(PAGE_FILE, '').split('/').pop()!);
    const page: Page = {
      kind: 'page',
      doc,
      id: rel.replace(PAGE_FILE, ''),
      route,
      title,
      sidebarLabel: title,
      description: doc.frontmatter.description ?? doc.excerpt,
      breadcrumbs: [],
      toc: tocOf(doc, config),
      html: doc.html
    };
    pages.push(page);
  }
  return { pages, diagnostics };
}
