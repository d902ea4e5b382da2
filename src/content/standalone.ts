// Doc[] from the pages folder -> standalone pages: no sidebar, routed like docs (`pages/about.md` is `/docs/about`).
import type { Config, Diagnostic, Doc, Page } from '../types.js';
import { routeKey, routeOf, routeProblem } from './routes.js';
import { tocOf } from './pages.js';

export function routeStandalone(docs: Doc[], config: Config, options: { prefix: string; drafts?: boolean }): { pages: Page[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const pages: Page[] = [];
  const byRoute = new Map<string, Page>();
  for (const doc of docs) {
    if (doc.frontmatter.draft && !options.drafts) continue;
    const rel = doc.path.slice(options.prefix.length + 1);
    const route = routeOf({ path: rel, frontmatter: doc.frontmatter }, config);
    const at = (doc.frontmatter.slug !== undefined && doc.frontmatterAt?.slug) || { line: 1, column: 1 };
    const problem = routeProblem(route, config.baseUrl);
    const other = byRoute.get(routeKey(route));
    if (problem || other) {
      diagnostics.push({ file: doc.path, ...at, severity: 'error', message: problem ?? `duplicate route "${route}", also used by ${other!.doc.path.slice(options.prefix.length + 1)}`, hint: problem ? 'rename the file' : 'change one of the slugs' });
      continue;
    }
    const title = doc.frontmatter.title ?? doc.h1 ?? rel.replace(/\.mdx?$/, '').split('/').pop()!;
    const page: Page = {
      kind: 'page',
      doc,
      id: rel.replace(/\.mdx?$/, ''),
      route,
      title,
      sidebarLabel: title,
      description: doc.frontmatter.description,
      breadcrumbs: [],
      toc: tocOf(doc, config),
      html: doc.html
    };
    byRoute.set(routeKey(route), page);
    pages.push(page);
  }
  return { pages, diagnostics };
}

/**
 * Pages that take a route already used by a docs page (or by another source) are errors naming
 * both files; they are left out. `describe` names a page in messages.
 */
export function claimRoutes(taken: Map<string, Page>, pages: Page[], describe: (p: Page) => string): { pages: Page[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const kept: Page[] = [];
  for (const page of pages) {
    const other = taken.get(routeKey(page.route));
    if (other) {
      const generated = !page.doc.hash;
      diagnostics.push({
        file: generated ? other.doc.path : page.doc.path,
        line: 1,
        column: 1,
        severity: 'error',
        message: `route "${page.route}" is used by both ${describe(other)} and ${describe(page)}`,
        hint: generated ? 'give this page another slug: that route belongs to a page docgen makes' : 'rename one of the files or give it another slug:'
      });
      continue;
    }
    taken.set(routeKey(page.route), page);
    kept.push(page);
  }
  return { pages: kept, diagnostics };
}
