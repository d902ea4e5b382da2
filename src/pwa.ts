// `pwa` (Docusaurus's PWA plugin's offline mode) -> the service worker at the base URL (theme/pwa/sw.js, given the
// list of the built files a reader needs offline: pages, their data, scripts, styles, images, fonts, none over 2 MB) and
// the script each built page registers it with: in offline mode where one of the activation strategies holds.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config, PwaStrategy, SiteHeadTag } from './types.js';
import type { OutputFiles } from './output/write.js';
import { docgenRoot } from './config/resolve.js';

/** The files kept: those a page loads (as Docusaurus's PWA plugin keeps them), up to Workbox's 2 MB each. */
const KEPT = /\.(?:html|js|json|css|png|jpe?g|gif|svg|ico|webp|avif|woff2?|eot|ttf|otf)$/i;
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * The script every built page registers the service worker with: in offline mode when one of `strategies` holds, and
 * kept in it once on (a page opened with `?offlineMode=true` turns it on for the site, as a reader expects), until a
 * page is opened with `?offlineMode=false`.
 */
export function pwaRegisterTag(config: Pick<Config, 'baseUrl'>, strategies: readonly PwaStrategy[]): SiteHeadTag {
  const holds: Record<PwaStrategy, string> = {
    always: 'true',
    queryString: "asked === 'true'",
    standalone: "matchMedia('(display-mode: standalone)').matches",
    mobile: 'innerWidth <= 996',
    saveData: 'Boolean(navigator.connection && navigator.connection.saveData)',
    appInstalled: "'getInstalledRelatedApps' in navigator && (await navigator.getInstalledRelatedApps()).length > 0"
  };
  const base = JSON.stringify(config.baseUrl).replace(/</g, '\\u003c');
  const on = [...strategies.map((s) => `(${holds[s]})`), "Boolean(kept && kept.active && kept.active.scriptURL.endsWith('offlineMode=true'))"].join(' || ');
  return {
    tagName: 'script',
    innerHTML: `if ('serviceWorker' in navigator) addEventListener('load', async () => {\n  const asked = new URLSearchParams(location.search).get('offlineMode');\n  const kept = await navigator.serviceWorker.getRegistration(${base});\n  const offline = asked !== 'false' && (${on});\n  navigator.serviceWorker.register(${base} + 'sw.js?offlineMode=' + offline, { scope: ${base} });\n});`
  };
}

/** The service worker's source, with the list of `files` and static `copies` (output path -> source file) it keeps. */
export function serviceWorker(config: Pick<Config, 'baseUrl'>, files: OutputFiles, copies: ReadonlyMap<string, string>): string {
  const hash = createHash('sha1');
  const kept: string[] = [];
  const keep = (file: string, size: number, revision: () => string) => {
    if (file === 'sw.js' || !KEPT.test(file) || size > MAX_BYTES) return;
    kept.push(`${config.baseUrl}${file}`);
    hash.update(`${file}\0${revision()}\0`);
  };
  for (const [file, contents] of files) keep(file, Buffer.byteLength(contents), () => createHash('sha1').update(contents).digest('hex'));
  for (const [file, source] of copies) {
    if (files.has(file)) continue;
    const stat = statSync(source);
    keep(file, stat.size, () => `${stat.size}:${stat.mtimeMs}`);
  }
  kept.sort();
  const precache = { version: hash.digest('hex').slice(0, 16), files: kept };
  return `const PRECACHE = ${JSON.stringify(precache)};\n${readFileSync(path.join(docgenRoot(), 'theme/pwa/sw.js'), 'utf8')}`;
}
