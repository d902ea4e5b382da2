// Markdown files the islands' code imports -> the HTML each shows, per instance: the page the file is (the instance's own,
// else the default locale's), or the file read on its own with its links resolved against the site's pages.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic, Doc, Page, Site } from '../types.js';
import { displayPath } from '../content/scan.js';
import { escapeHtml } from '../html.js';
import { themeText } from '../i18n/labels.js';
import { fillLabels } from '../i18n/marks.js';
import { resolveLinks } from '../links/resolve.js';
import { getHighlighter } from '../markdown/code.js';
import { parseDocLoading } from '../markdown/parse.js';
import { rootSite } from '../site.js';
import { markdownId } from './plugin.js';

/**
 * The HTML of each of `files` (absolute), by id (markdownId), for the pages of each site. A component that imports a
 * markdown file shows its body with its leading `# Title`, as the framework's MDX module does, and no islands: a
 * placeholder for one of the file's own is plain. A file read on its own adds its findings and copied files to the
 * default site's.
 */
export async function importedMarkdown(files: string[], sites: Site[], fileOf: (site: Site, page: Page) => string): Promise<(site: Site) => Record<string, string>> {
  const root = rootSite(sites);
  const wanted = new Set(files);
  const pageIn = new Map<Site, Map<string, Page>>();
  for (const site of sites) {
    const found = new Map<string, Page>();
    for (const page of site.pages) {
      const file = fileOf(site, page);
      if (wanted.has(file) && !found.has(file)) found.set(file, page);
    }
    pageIn.set(site, found);
  }
  const own = new Map<string, string>();
  for (const file of files) {
    const page = pageIn.get(root)!.get(file) ?? sites.map((s) => pageIn.get(s)!.get(file)).find(Boolean);
    own.set(file, page ? shown(page.doc, page.html) : await readAlone(file, root));
  }
  const siteDir = root.config.root;
  const bySite = new Map<Site, Record<string, string>>();
  return (site) => {
    let html = bySite.get(site);
    if (!html) {
      const pages = pageIn.get(site);
      bySite.set(site, (html = Object.fromEntries(files.map((f) => {
        const page = pages?.get(f);
        return [markdownId(siteDir, f), page ? shown(page.doc, page.html) : own.get(f)!];
      }))));
    }
    return html;
  };
}

/** A file's HTML as a component shows it: its leading h1 back in front; its islands' places without their mark. */
function shown(doc: Doc, html: string): string {
  const h1 = doc.h1 === undefined ? '' : `<h1>${doc.h1Html ?? escapeHtml(doc.h1)}</h1>`;
  return h1 + html.replace(/<(div|span) data-island="\d+">/g, '<$1>');
}

/** A markdown file that is no page: parsed with the site's options, its links resolved as a docs page's would be. */
async function readAlone(file: string, site: Site): Promise<string> {
  const { config } = site;
  const source = { path: path.relative(config.contentDir, file).split(path.sep).join('/'), text: await readFile(file, 'utf8'), abs: file, site: config.root, asComponent: true as const };
  const doc = await parseDocLoading(source, await getHighlighter(), undefined, config.markdown);
  const page: Page = { doc, id: source.path, route: config.instance?.linkBase ?? config.baseUrl, title: '', sidebarLabel: '', breadcrumbs: [], toc: [], html: '' };
  const links = resolveLinks(site.pages, config, { only: [page], fallbacks: site.fallbacks, fallbackDir: site.fallbackDir });
  const at = (d: Diagnostic) => ({ ...d, file: d.file === source.path ? displayPath(file) : d.file });
  site.diagnostics.push(...[...doc.diagnostics, ...links.diagnostics].map(at));
  (site.reactAnchors ??= []).push(...links.reactAnchors.map((a) => ({ ...a, finding: at(a.finding) })));
  for (const [name, real] of links.assets.files) site.assets?.files.set(name, real);
  site.assets?.watched.push(...links.assets.watched);
  return shown(doc, fillLabels(page.html, themeText(config)));
}
