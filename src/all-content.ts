// The content as read + the config's allContentLoaded functions -> the global data they give each locale's components.
import type { AllContentLoaded, Config, Diagnostic, GlobalData, LoadedContent, LoadedDoc, LoadedPost, Page, Site } from './types.js';
import path from 'node:path';
import { rootSite } from './site.js';
import { displayPath } from './content/scan.js';
import { CURRENT } from './versions/versions.js';

/**
 * Calls each of `config.allContentLoaded` once per locale, with that locale's docs and posts, as Docusaurus calls its
 * plugins' `allContentLoaded` in each locale's build; what each gives is merged into the global data of that locale's
 * pages (a plugin's data by its name and instance id). One that throws is an error at the config; its `warn` a warning.
 */
export async function runAllContentLoaded(sites: Site[], config: Config): Promise<void> {
  const hooks = config.allContentLoaded;
  if (!hooks?.length || !sites.length) return;
  const configFile = config.configFile ? displayPath(config.configFile) : 'site.config.ts';
  const found: Diagnostic[] = [];
  const byLocale = new Map<string, Site[]>();
  for (const s of sites) {
    const locale = s.config.instance?.locale ?? config.i18n.defaultLocale;
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), s]);
  }
  const shared = rootSite(sites).config.globalData;
  // What the config and the plugins' contentLoaded gave, before any locale's call adds to it.
  const base = { ...shared };
  for (const [locale, group] of byLocale) {
    const data: GlobalData = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, { ...v }]));
    const said = new Set<string>();
    const content: LoadedContent = { locale, docs: group.flatMap((s) => loadedDocs(s)), posts: loadedPosts(group), warn: (message) => said.add(message) };
    for (const [i, hook] of hooks.entries()) {
      try {
        // As JSON, as the pages' components read it (a Date a string), on the server as in the browser.
        const given = JSON.parse(JSON.stringify((await hook(content)) ?? {})) as GlobalData;
        for (const [name, byId] of Object.entries(given)) data[name] = { ...data[name], ...byId };
      } catch (error) {
        found.push({ file: configFile, severity: 'error', message: `allContentLoaded[${i}] failed: ${error instanceof Error ? error.message : String(error)}`, hint: 'fix the function (or the plugin that gives it), or remove it' });
      }
    }
    for (const message of said) found.push({ file: configFile, severity: 'warning', message, hint: '' });
    // The default locale's in place: every copy of the config that has not a locale's own holds it.
    if (group.includes(rootSite(sites))) Object.assign(shared, data);
    else for (const s of group) s.config.globalData = data;
  }
  // Each locale's call that fails or warns alike is said once.
  rootSite(sites).diagnostics.push(...new Map(found.map((d) => [d.message, d])).values());
}

/** An instance's docs pages (not the pages docgen makes for them): each with its version and docs folder id. */
function loadedDocs(site: Site): LoadedDoc[] {
  const i = site.config.instance;
  return site.pages
    .filter((p) => p.kind === undefined && p.doc.hash)
    .map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description ?? '',
      permalink: p.route,
      source: path.relative(site.config.root, path.join(site.fallbacks?.has(p.doc.path) ? site.fallbackDir! : site.config.contentDir, p.doc.path)).split(path.sep).join('/'),
      frontMatter: p.doc.frontmatter as Record<string, unknown>,
      ...(p.sidebar ? { sidebar: p.sidebar } : {}),
      tags: (p.tags ?? []).map(tagOf),
      ...(p.lastCommit ? { lastUpdatedAt: p.lastCommit.at } : {}),
      unlisted: Boolean(p.doc.frontmatter.unlisted),
      version: i?.version ?? CURRENT,
      versionLabel: i?.versionLabel ?? 'Next',
      isLastVersion: i ? Boolean(i.isLast) : true,
      plugin: i?.plugin ?? 'default'
    }));
}

/** A locale's blog posts, newest first as each blog lists them; each with its blog's id. */
function loadedPosts(group: Site[]): LoadedPost[] {
  const seen = new Set<string>();
  return group.flatMap((s) =>
    (s.posts ?? [])
      .filter((p) => !seen.has(p.route) && seen.add(p.route))
      .map((p: Page) => ({
        id: p.id,
        title: p.title,
        description: p.description ?? '',
        permalink: p.route,
        source: p.post!.source,
        date: p.post!.date,
        frontMatter: p.doc.frontmatter as Record<string, unknown>,
        tags: p.post!.tags.map(tagOf),
        authors: p.post!.authors.map((a) => ({ name: a.name, ...(a.title ? { title: a.title } : {}), ...(a.url ? { url: a.url } : {}), ...(a.imageUrl ? { imageURL: a.imageUrl } : {}), ...(a.key ? { key: a.key } : {}) })),
        ...(p.post!.readingTime !== undefined ? { readingTime: p.post!.readingTime } : {}),
        hasTruncateMarker: p.post!.truncated,
        unlisted: Boolean(p.doc.frontmatter.unlisted),
        blog: s.config.instance?.blog ?? 'default'
      }))
  );
}

const tagOf = (t: { label: string; route: string; description?: string }) => ({ label: t.label, permalink: t.route, ...(t.description ? { description: t.description } : {}) });
