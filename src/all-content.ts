// The content as read + the config's allContentLoaded functions -> the global data they give each locale's components.
import type { Config, Diagnostic, GlobalData, LoadedContent, LoadedDoc, LoadedPost, Site } from './types.js';
import { rootSite } from './site.js';
import { displayPath } from './content/scan.js';
import { CURRENT } from './versions/versions.js';
import { contentMetadata, postMetadata } from './islands/generated.js';

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
  for (const [locale, group] of byLocale) {
    // What the config and the plugins' contentLoaded gave, and each call's data over it: this locale's own copy.
    const data: GlobalData = Object.fromEntries(Object.entries(config.globalData).map(([k, v]) => [k, { ...v }]));
    const said = new Set<string>();
    const content: LoadedContent = { locale, docs: group.flatMap(loadedDocs), posts: loadedPosts(group), warn: (message) => said.add(message) };
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
    for (const s of group) s.config.globalData = data;
  }
  // Each locale's call that fails or warns alike is said once.
  rootSite(sites).diagnostics.push(...new Map(found.map((d) => [d.message, d])).values());
}

/** An instance's docs pages (not the pages docgen makes for them), their metadata as the site's components read it. */
function loadedDocs(site: Site): LoadedDoc[] {
  const i = site.config.instance;
  const version = { version: i?.version ?? CURRENT, versionLabel: i?.versionLabel ?? 'Next', isLastVersion: i ? Boolean(i.isLast) : true, plugin: i?.plugin ?? 'default' };
  return site.pages
    .filter((p) => p.kind === undefined && p.doc.hash)
    .map((p) => {
      // docgen's own words for its footer are not Docusaurus's metadata.
      const { docgenLastUpdate: _, ...metadata } = contentMetadata(site, p) as LoadedDoc & { docgenLastUpdate?: string };
      return { ...metadata, unlisted: Boolean(p.doc.frontmatter.unlisted), ...version };
    });
}

/** A locale's blog posts, newest first as each blog lists them; each with its blog's id. */
function loadedPosts(group: Site[]): LoadedPost[] {
  const seen = new Set<string>();
  return group.flatMap((s) => (s.posts ?? []).filter((p) => !seen.has(p.route) && seen.add(p.route)).map((p) => ({ ...(postMetadata(s, p) as Omit<LoadedPost, 'id' | 'blog'>), id: p.id, blog: s.config.instance?.blog ?? 'default' })));
}
