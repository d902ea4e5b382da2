// Doc[] + Config -> Page[] with routes, titles, TOC and sidebar places; duplicate routes reported.
import type { Config, Diagnostic, Doc, Page, Site, TocItem } from '../types.js';
import { docId, routeKey, routeOf, routeProblem } from './routes.js';
import { checkNavbar, placePages, resolveSidebars } from './sidebar.js';
import { paginate } from './pagination.js';

export interface RouteOptions {
  /** Include `draft: true` docs (the dev server does). */
  drafts?: boolean;
  /** The config file's text, to point sidebar diagnostics at a line. */
  configSource?: string;
}

/** A page's table of contents: its headings at the page's levels (else the configured ones), none with `hide_table_of_contents`. */
export function tocOf(doc: Doc, config: Config): TocItem[] {
  const fm = doc.frontmatter;
  const min = fm.toc_min_heading_level ?? config.themeConfig.tableOfContents.minHeadingLevel;
  const max = fm.toc_max_heading_level ?? config.themeConfig.tableOfContents.maxHeadingLevel;
  return doc.frontmatter.hide_table_of_contents ? [] : doc.headings.filter((h) => h.depth >= min && h.depth <= max).map(({ id, text, depth }) => ({ id, text, depth }));
}

/** `shadowed` are the pages that lost a duplicate route: not rendered, but links to their files still resolve. */
export function routePages(docs: Doc[], config: Config, options: RouteOptions = {}): Omit<Site, 'config'> & { shadowed: Page[] } {
  const diagnostics: Diagnostic[] = [];
  const pages: Page[] = [];
  const shadowed: Page[] = [];
  const byRoute = new Map<string, Page>();
  const byId = new Map<string, Page>();
  /** Drafts left out of this build: a sidebar or navbar naming one drops the entry, without an error. */
  const drafts = new Set<string>();
  for (const doc of docs) {
    if (doc.frontmatter.draft && !options.drafts) {
      drafts.add(docId(doc));
      continue;
    }
    const id = docId(doc);
    const route = routeOf(doc, config);
    // A route that leaves the base URL would be written outside the out dir: an error, and no page.
    const problem = routeProblem(route, config.baseUrl);
    if (problem) {
      const slug = doc.frontmatter.slug !== undefined;
      const at = (slug && doc.frontmatterAt?.slug) || { line: 1, column: 1 };
      diagnostics.push({ file: doc.path, ...at, severity: 'error', message: slug ? `slug "${doc.frontmatter.slug}": ${problem}` : problem, hint: slug ? 'a slug is a path below the base URL: drop the ".." segments, and write a literal "%" as "%25"' : 'rename the file' });
      continue;
    }
    const title = doc.frontmatter.title ?? doc.h1 ?? id.split('/').pop() ?? id;
    const page: Page = {
      doc,
      id,
      route,
      title,
      sidebarLabel: doc.frontmatter.sidebar_label ?? title,
      description: doc.frontmatter.description,
      breadcrumbs: [],
      html: doc.html,
      toc: tocOf(doc, config)
    };
    const other = byRoute.get(routeKey(route));
    if (other) {
      diagnostics.push({ file: doc.path, line: 1, column: 1, severity: 'warning', message: `duplicate route "${route}", also used by ${other.doc.path}`, hint: 'change one of the slugs; the first one wins' });
      shadowed.push(page);
      continue;
    }
    if (byId.has(id)) {
      diagnostics.push({ file: doc.path, line: 1, column: 1, severity: 'warning', message: `duplicate doc id "${id}", also used by ${byId.get(id)!.doc.path}`, hint: 'set another id: in the frontmatter' });
    } else byId.set(id, page);
    byRoute.set(routeKey(route), page);
    pages.push(page);
  }
  const { sidebars, diagnostics: sidebarDiagnostics } = resolveSidebars(config, byId, options.configSource ?? '', drafts);
  placePages(sidebars, byId);
  diagnostics.push(...paginate(sidebars, byId, { drafts }));
  const navbarDiagnostics = checkNavbar(config, byId, sidebars, options.configSource ?? '', drafts);
  return { pages, shadowed, sidebars, diagnostics: [...diagnostics, ...sidebarDiagnostics, ...navbarDiagnostics] };
}
