// Pages with link placeholders -> pages with hrefs and srcs, the files they copy, and diagnostics for broken pages, #anchors and images.
import path from 'node:path';
import type { Config, Diagnostic, Doc, Page, ReactAnchor } from '../types.js';
import { LINK_PLACEHOLDER } from '../markdown/links.js';
import { routeKey } from '../content/routes.js';
import { escapeHtml } from '../html.js';
import { createAssetTable, type AssetCache, type AssetTable } from '../assets/table.js';
import type { LookupPlaces } from './lookup.js';
import { resolveTarget, type TargetContext } from './target.js';
import { isReactPage } from '../islands/pages.js';
import { tryDecodeURI } from '../url.js';
import { siteModule } from '../mdx/modules.js';

const PLACEHOLDER = new RegExp(`(href|src|poster)="${LINK_PLACEHOLDER}(\\d+)"`, 'g');

/**
 * The last HTML made for each doc, with the hrefs it was made from. A dev server keeps one across
 * rebuilds so that unchanged docs skip the replace.
 */
export type LinkMemo = WeakMap<Doc, { hrefs: string; html: string }>;

export interface ResolveOptions {
  /** Pages that lost a duplicate route: not rendered, but links to their files still resolve. */
  shadowed?: Page[];
  memo?: LinkMemo;
  /** The docs read from `fallbackDir` (a locale's untranslated docs), by path. */
  fallbacks?: Set<string>;
  fallbackDir?: string;
  /** Content hashes of linked files, kept across the dev server's rebuilds. */
  assetCache?: AssetCache;
  /** The blog's folders, where posts' file links are looked up, first to last: a locale's translated blog, then the blog. Default: the blog folder. */
  blogDirs?: string[];
  /** The other versions' docs pages of the same docs and locale, by source file: a link to such a file leads to its page. */
  foreign?: Map<string, Page>;
  /** Resolve these pages' links only, against `pages` (a markdown file a component imports, which is no page itself). */
  only?: Page[];
}

/**
 * The findings without the "no page at" ones whose route is now among `pages`: pages made after the links were resolved
 * (the blog's list, archive and tag pages, the docs' tag pages) or those of another instance (a versioned doc to the blog).
 */
export function withoutFoundLinks(diagnostics: Diagnostic[], pages: Page[]): Diagnostic[] {
  const routes = new Set(pages.map((p) => routeKey(p.route)));
  return diagnostics.filter((d) => {
    const to = d.broken === 'link' ? /^broken link: no page at "(.*?)"(?: \(link |$)/.exec(d.message)?.[1] : undefined;
    return to === undefined || !routes.has(routeKey(tryDecodeURI(to) ?? to));
  });
}

/**
 * Resolves every page's links in place (page.html); returns the findings, the files the pages link to, and the links
 * to React pages' anchors, checked later.
 */
export function resolveLinks(pages: Page[], config: Config, options: ResolveOptions = {}): { diagnostics: Diagnostic[]; assets: AssetTable; reactAnchors: ReactAnchor[] } {
  const { shadowed = [], memo = new WeakMap(), fallbacks, fallbackDir } = options;
  const blogDirs = options.blogDirs ?? (config.blogDir ? [config.blogDir] : []);
  const headingIds = new Map<Doc, Set<string>>();
  const ids = (doc: Doc) => {
    let set = headingIds.get(doc);
    if (!set) headingIds.set(doc, (set = new Set([...doc.headings.map((h) => h.id), ...(doc.ids ?? [])])));
    return set;
  };
  const sourceFile = (doc: Doc) => path.resolve(fallbackDir && fallbacks?.has(doc.path) ? fallbackDir : config.contentDir, doc.path);
  const byFile = new Map<string, Page>();
  for (const p of [...shadowed, ...pages]) {
    byFile.set(sourceFile(p.doc), p);
    // A locale's docs: a link from an untranslated doc to `./b.md` finds the translated b.
    if (!p.kind && fallbackDir) for (const dir of [config.contentDir, fallbackDir]) if (!byFile.has(path.resolve(dir, p.doc.path))) byFile.set(path.resolve(dir, p.doc.path), p);
    // A locale's blog: a link from an untranslated post to `./b.md` finds b's translation, and one from a translation finds b.
    if (p.kind === 'blog-post') for (const file of sameFileIn(sourceFile(p.doc), blogDirs)) if (!byFile.has(file)) byFile.set(file, p);
  }
  const contentDirs = [config.contentDir, ...(fallbackDir ? [fallbackDir] : []), ...blogDirs, ...(config.pagesDir ? [config.pagesDir] : [])];
  const assets = createAssetTable({ siteDir: config.root, contentDirs, cache: options.assetCache });
  const ctx: TargetContext = { config, byFile, foreign: options.foreign, byRoute: new Map(pages.map((p) => [routeKey(p.route), p])), assets, places: placesOf({ config, sourceFile, fallbackDir, blogDirs }) };
  const diagnostics: Diagnostic[] = [];
  const reactAnchors: ReactAnchor[] = [];
  // The site's own link component, read once for all the broken links it may draw elsewhere.
  let linkComponent: { default?: unknown } | undefined;
  const drawnBy = config.adapted?.linksDrawnBy;
  const drawn = (href: string) => {
    linkComponent ??= { default: siteModule(path.resolve(config.root, drawnBy!), config.root).exports?.default };
    return drawnHref(linkComponent.default, href);
  };
  for (const page of options.only ?? pages) {
    const targets = page.doc.links.map((link) => resolveTarget(link, page, ctx));
    page.doc.links.forEach((link, i) => {
      // A link the site's own link component draws elsewhere (QuestDB's LocalLink sends `/blog/…` to questdb.com): there.
      const elsewhere = targets[i].problem && !link.element && !link.image && drawnBy ? drawn(link.url) : undefined;
      if (elsewhere) targets[i] = { href: elsewhere };
      const t = targets[i];
      const at = { file: link.file ?? page.doc.path, line: link.line, column: link.column };
      if (t.warning) diagnostics.push({ ...at, severity: 'warning', message: `${t.warning.message} (link "${link.url}")`, hint: t.warning.hint });
      const problem = t.problem ?? (t.page && t.anchor && !ids(t.page.doc).has(t.anchor) ? `broken anchor "#${t.anchor}" on ${t.page === page ? 'this page' : t.page.route}` : undefined);
      if (!problem) return;
      const broken = t.problem ? (t.broken ?? (link.image ? 'image' : 'link')) : 'anchor';
      // Docusaurus checks the links of markdown and of its <Link> only, not an HTML element's in MDX (`<a href>`): a site it
      // builds is not stopped for one (Arbitrum's troubleshooting tabs). Nor one the site's own link component draws as
      // an `<a>` (Apify's MDXComponents/A, for its other sites' paths), which docgen cannot tell: a warning each.
      const drawsIt = !link.element && !link.image ? drawnBy : undefined;
      const lenient = (link.element && config.adapted) || drawsIt;
      const why = drawsIt ? `a warning only: the site's ${drawsIt} draws its links, and Docusaurus checks only those it draws with <Link>` : 'a warning only: Docusaurus does not check the links of HTML elements in MDX';
      const hint = [t.hint ?? (t.page && t.anchor ? anchorHint(t.page, t.anchor) : undefined), lenient ? why : undefined].filter(Boolean).join('; ') || undefined;
      const finding: Diagnostic = { ...at, severity: 'warning', message: `${problem} (${link.image ? 'image' : 'link'} "${link.url}")`, hint, broken, ...(lenient ? { warnOnly: true as const } : {}) };
      // A React page's anchors are made by its code as it renders (Babel's setup page declares them to Docusaurus's
      // link checker), and so are those of a page's components (Home Assistant's ApiEndpoint gives its box an id):
      // checked once they have rendered.
      if (!t.problem && (isReactPage(t.page!) || t.page!.doc.islands)) reactAnchors.push({ page: t.page!, anchor: t.anchor!, finding: { ...finding, hint: 'anchors are the ids of the page\'s elements, or those its code declares with useBrokenLinks().collectAnchor' } });
      else diagnostics.push(finding);
    });
    // A frontmatter image next to the page (`image: ./img/card.png`): copied as the page's images are, as Docusaurus does.
    const image = page.doc.frontmatter.image;
    if (typeof image === 'string' && /^\.\.?\//.test(image)) {
      const at = { file: page.doc.path, ...(page.doc.frontmatterAt?.image ?? { line: 1, column: 1 }) };
      const t = resolveTarget({ url: image, image: true, line: at.line, column: at.column }, page, ctx);
      if (t.problem) diagnostics.push({ ...at, severity: 'warning', message: `${t.problem} (frontmatter image "${image}")`, hint: t.hint, broken: 'image' });
      else page.image = t.href;
    }
    const hrefs = targets.map((t) => (t.file ? `${t.href}\0` : t.href)).join('\n');
    const last = memo.get(page.doc);
    if (last?.hrefs === hrefs) page.html = last.html;
    else {
      page.html = page.doc.html.replace(PLACEHOLDER, (_, attr: string, i: string) => {
        const t = targets[Number(i)];
        // A copied file opens in a new tab: it is no page of the site.
        return `${attr}="${escapeHtml(t.href)}"${t.file && attr === 'href' ? ' target="_blank"' : ''}`;
      });
      memo.set(page.doc, { hrefs, html: page.html });
    }
  }
  return { diagnostics, assets, reactAnchors };
}

/**
 * The URL a link component of the site's own (its module's default export, read in Node) draws a markdown link to,
 * when it draws a plain `<a>` to another site for it (`<a href={`https://questdb.com${href}`}>`): called with the link's
 * `href`, as MDX calls it. Undefined when it draws anything else (a `<Link>`: the link is docgen's to resolve), needs
 * React to render (a hook), or could not be read.
 */
function drawnHref(component: unknown, href: string): string | undefined {
  if (typeof component !== 'function') return undefined;
  try {
    const element = component({ href, children: '' }) as { type?: unknown; props?: { href?: unknown } } | null;
    return element?.type === 'a' && typeof element.props?.href === 'string' && /^https?:\/\//i.test(element.props.href) ? element.props.href : undefined;
  } catch {
    return undefined;
  }
}

/** Where each page's file links are looked up (see lookup.ts), by the kind of page. */
function placesOf({ config, sourceFile, fallbackDir, blogDirs }: { config: Config; sourceFile: (doc: Doc) => string; fallbackDir?: string; blogDirs: string[] }): (page: Page) => LookupPlaces {
  const docsRoots = fallbackDir ? [config.contentDir, fallbackDir] : [config.contentDir];
  const cache = new WeakMap<Page, LookupPlaces>();
  return (page) => {
    let places = cache.get(page);
    if (!places) {
      const own = page.kind === 'blog-post' ? blogDirs : page.kind === 'page' && config.pagesDir ? [config.pagesDir] : [];
      const contentRoots = own.length ? own : docsRoots;
      cache.set(page, (places = { sourceFile: sourceFile(page.doc), contentRoots, siteDir: config.root, staticDirs: config.staticDirs }));
    }
    return places;
  };
}

/** `file` at the same path below each of `dirs`, when it is below one of them (a post's file in the translated blog and in the blog). */
function sameFileIn(file: string, dirs: string[]): string[] {
  if (dirs.length < 2) return [];
  const dir = dirs.find((d) => file.startsWith(d + path.sep));
  return dir ? dirs.map((d) => path.join(d, path.relative(dir, file))) : [];
}

function anchorHint(page: Page, anchor: string): string {
  const near = page.doc.headings.map((h) => h.id).filter((id) => id.includes(anchor) || anchor.includes(id)).slice(0, 3);
  return near.length ? `did you mean ${near.map((n) => `"#${n}"`).join(' or ')}?` : 'anchors are the GitHub slugs of the headings, or their {#id}';
}
