// Pages with link placeholders -> pages with hrefs, plus diagnostics for broken pages and #anchors.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config, Diagnostic, Doc, Page } from '../types.js';
import { LINK_PLACEHOLDER } from '../markdown/links.js';
import { isUnderBase, routeKey } from '../content/routes.js';
import { escapeHtml } from '../html.js';
import { tryDecodeURI, tryDecodeURIComponent } from '../url.js';

const PLACEHOLDER = new RegExp(`href="${LINK_PLACEHOLDER}(\\d+)"`, 'g');

interface Target {
  href: string;
  page?: Page;
  anchor?: string;
  /** Why it is broken, if it is. */
  problem?: string;
  hint?: string;
}

const MALFORMED_HINT = 'a literal "%" is written "%25" in a URL';
const malformed = (url: string, part: string): Target => ({ href: url, problem: `broken link: malformed %-escape in "${part}"`, hint: MALFORMED_HINT });

/**
 * The last HTML made for each doc, with the hrefs it was made from. A dev server keeps one across
 * rebuilds so that unchanged docs skip the replace.
 */
export type LinkMemo = WeakMap<Doc, { hrefs: string; html: string }>;

/** Resolves every page's links in place (page.html) and returns the findings. */
export function resolveLinks(pages: Page[], config: Config, shadowed: Page[] = [], memo: LinkMemo = new WeakMap()): Diagnostic[] {
  const headingIds = new Map<Doc, Set<string>>();
  const ids = (doc: Doc) => {
    let set = headingIds.get(doc);
    if (!set) headingIds.set(doc, (set = new Set(doc.headings.map((h) => h.id))));
    return set;
  };
  const byFile = new Map([...shadowed, ...pages].map((p) => [p.doc.path, p]));
  const byRoute = new Map(pages.map((p) => [routeKey(p.route), p]));
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    const targets = page.doc.links.map((link) => resolveOne(link.url, page, { byFile, byRoute, config }));
    page.doc.links.forEach((link, i) => {
      const t = targets[i];
      const problem = t.problem ?? (t.page && t.anchor && !ids(t.page.doc).has(t.anchor) ? `broken anchor "#${t.anchor}" on ${t.page === page ? 'this page' : t.page.route}` : undefined);
      if (problem) diagnostics.push({ file: page.doc.path, line: link.line, column: link.column, severity: 'warning', message: `${problem} (link "${link.url}")`, hint: t.hint ?? (t.page && t.anchor ? anchorHint(t.page, t.anchor) : undefined) });
    });
    const hrefs = targets.map((t) => t.href).join('\n');
    const last = memo.get(page.doc);
    if (last?.hrefs === hrefs) page.html = last.html;
    else {
      page.html = page.doc.html.replace(PLACEHOLDER, (_, i: string) => `href="${escapeHtml(targets[Number(i)].href)}"`);
      memo.set(page.doc, { hrefs, html: page.html });
    }
  }
  return diagnostics;
}

function resolveOne(url: string, page: Page, ctx: { byFile: Map<string, Page>; byRoute: Map<string, Page>; config: Config }): Target {
  const hashAt = url.indexOf('#');
  const pathPart = hashAt < 0 ? url : url.slice(0, hashAt);
  const rawAnchor = hashAt < 0 ? '' : url.slice(hashAt + 1);
  const decodedAnchor = tryDecodeURIComponent(rawAnchor);
  if (decodedAnchor === undefined) return malformed(url, `#${rawAnchor}`);
  const anchor = decodedAnchor || undefined;
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const { baseUrl } = ctx.config;
  if (pathPart === '') return { href: url, page, anchor };

  const [filePart, query = ''] = pathPart.split('?');
  const search = query ? `?${query}` : '';
  if (/\.mdx?$/.test(filePart) && !filePart.startsWith('/')) {
    const decoded = tryDecodeURI(filePart);
    if (decoded === undefined) return malformed(url, filePart);
    let file = path.posix.normalize(path.posix.join(path.posix.dirname(page.doc.path), decoded));
    // From the blog or pages folder back into the content folder (`../content/intro.md` is `intro.md`).
    if (file.startsWith('../')) file = path.relative(ctx.config.contentDir, path.resolve(ctx.config.contentDir, file)).split(path.sep).join('/');
    const target = ctx.byFile.get(file);
    if (!target) return { href: url, problem: file.startsWith('../') ? `broken link: no page for "${file.slice(3)}"` : `broken link: no page for "${file}" in content/` };
    return { href: target.route + search + hash, page: target, anchor };
  }
  // A URL: root-absolute ones live below the base URL; relative ones resolve against this page's route.
  let route: string;
  const linkBase = ctx.config.instance?.linkBase ?? baseUrl;
  if (filePart.startsWith('/')) route = isUnderBase(filePart, linkBase) ? filePart : linkBase + filePart.slice(1);
  else {
    try {
      route = new URL(filePart, `http://x${page.route.endsWith('/') ? page.route : page.route.replace(/[^/]*$/, '')}`).pathname;
    } catch {
      return { href: url, problem: `broken link: "${filePart}" is not a valid URL path` };
    }
  }
  const decodedRoute = tryDecodeURI(route);
  if (decodedRoute === undefined) return malformed(url, filePart);
  const target = ctx.byRoute.get(routeKey(decodedRoute));
  if (target) return { href: route + search + hash, page: target, anchor };
  const inStatic = tryDecodeURI(route.slice(baseUrl.length));
  if (inStatic !== undefined && existsSync(path.join(ctx.config.staticDir, inStatic))) return { href: route + search + hash };
  return { href: route + search + hash, problem: `broken link: no page at "${route}"` };
}

function anchorHint(page: Page, anchor: string): string {
  const near = page.doc.headings.map((h) => h.id).filter((id) => id.includes(anchor) || anchor.includes(id)).slice(0, 3);
  return near.length ? `did you mean ${near.map((n) => `"#${n}"`).join(' or ')}?` : 'anchors are the GitHub slugs of the headings, or their {#id}';
}

