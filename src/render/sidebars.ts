// A site's sidebars -> files of their own, when they are too large to repeat in every page's inline data.
import { createHash } from 'node:crypto';
import type { SiteData } from '../../theme/types.js';
import type { ClientAssets } from '../bundle/client.js';

/**
 * Up to this many bytes of sidebars (as JSON) go in each page's inline data: the page hydrates without another request.
 * Above it (Saleor's reference: 396 KB of a 407 KB page, 2,157 times), each sidebar is a file the browser fetches once
 * and keeps, as Docusaurus's sidebars are.
 */
export const SIDEBARS_INLINE_MAX = 32 * 1024;

/** The name of a sidebar's file below the out dir: `assets/sidebar-<hash of its JSON>.json`. */
export const isSidebarFile = (file: string) => /^assets\/sidebar-[a-f0-9]+\.json$/.test(file);

/**
 * Puts `site`'s sidebars in files when they are larger than SIDEBARS_INLINE_MAX: sets `site.sidebarFiles` (name ->
 * URL) and returns the files (path below the out dir -> JSON). A file is named by its content, so pages, versions and
 * locales with the same sidebar share one.
 */
export function sidebarFiles(site: SiteData, assets: Pick<ClientAssets, 'dir'>): Map<string, string> {
  const files = new Map<string, string>();
  const json = Object.entries(site.sidebars).map(([name, items]) => [name, JSON.stringify(items)] as const);
  if (json.reduce((n, [, j]) => n + j.length, 0) <= SIDEBARS_INLINE_MAX) return files;
  site.sidebarFiles = {};
  for (const [name, text] of json) {
    const file = `sidebar-${createHash('sha1').update(text).digest('hex').slice(0, 12)}.json`;
    files.set(`assets/${file}`, text);
    site.sidebarFiles[name] = assets.dir + file;
  }
  return files;
}
