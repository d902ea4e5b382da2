// Every output path with its owner -> one error per place that makes a clash (the same file, a file where a folder must be, two files served at one address).
import type { Config, Diagnostic, Site } from '../types.js';
import { routeKey } from '../content/routes.js';
import { isAssetFile } from '../bundle/client.js';
import { rootSite } from '../site.js';
import { configLinkFindings } from '../links/config-links.js';
import { instanceBlame, plannedOutputs, type InstanceBlame, type Output, type Owner, type Place } from './owners.js';

/**
 * The check `build`, `check` and the dev server share, before anything is rendered: every page's route must be a
 * path below the base URL, and no two output files (pages, data chunks, feeds, search indexes, 404.html, the
 * sitemap, the client assets, static files) may be the same file, or a file where another needs a folder; and the
 * navbar's and footer's `to:` links must lead to one of those files (a broken link otherwise).
 */
export function checkOutputs(sites: Site[], config: Config): Diagnostic[] {
  // The static files as the build copies them (listStatic: symlinks out of the site are not among them).
  const staticFiles = [...(rootSite(sites).staticFiles?.keys() ?? [])];
  const { outputs, problems } = plannedOutputs(sites, { configFile: config.configFile, staticDirs: config.staticDirs, staticFiles });
  const found = problems.map(({ owner, message }) => ({ at: owner.at, message: `${owner.name}: ${message}`, hint: owner.hint }));
  found.push(...blameClashes(outputs, { baseUrl: config.baseUrl, blameInstance: instanceBlame(config, sites) }));
  // The navbar's and footer's links, against the same table.
  return [...onePerPlace(found), ...configLinkFindings(sites, config, new Set(outputs.map((o) => o.path)))];
}

/**
 * One error per place: a place that made several findings (a version's folder, a slug that every locale's copy of a
 * doc repeats, a tag page and its second list page) says the first and counts the rest. In file order, as an editor
 * goes through them, not in the order the pipeline happens to list outputs.
 */
function onePerPlace(found: Array<{ at: Place; message: string; hint: string; severity?: 'warning' }>): Diagnostic[] {
  const groups = new Map<string, { diagnostic: Diagnostic; more: number }>();
  for (const f of found) {
    const key = JSON.stringify(f.at);
    const group = groups.get(key);
    if (group) group.more++;
    else groups.set(key, { diagnostic: { ...f.at, severity: f.severity ?? 'error', message: f.message, hint: f.hint }, more: 0 });
  }
  const order = (d: Diagnostic) => [d.file, d.line ?? 0, d.column ?? 0] as const;
  return [...groups.values()]
    .map(({ diagnostic, more }) => (more ? { ...diagnostic, message: `${diagnostic.message}; ${more} more like it from the same place` } : diagnostic))
    .sort((x, y) => {
      const [a, b] = [order(x), order(y)];
      return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1] || a[2] - b[2];
    });
}

type Kind = 'same' | 'case' | 'folder' | 'url' | 'asset';
interface Clash {
  kind: Kind;
  /** The earlier and the later output. */
  a: Output;
  b: Output;
  /** For `folder`: the path that needs the other side's file to be a folder; for `url`: the shared address. */
  where: string;
  /** For `folder`: whether the file is the later output (`b`). */
  fileIsB?: boolean;
}

/** Paths as a case-insensitive file system (macOS, Windows) compares them. */
const fold = (p: string) => p.normalize('NFC').toLowerCase();

/**
 * The addresses a file is served at, as the dev server and common static hosts look files up (`x`, `x/index`, `x.html`,
 * `x/index.html`). A folder's `index.html` is its folder's, not `…/index`'s: a page at `/index` (Hasura's introduction,
 * `slug: index`, beside its home page) is `index/index.html`, as Docusaurus writes it.
 */
function servedAt(file: string): string[] {
  const urls = [file];
  const folderIndex = file === 'index.html' || file.endsWith('/index.html');
  for (const suffix of ['/index.html', '.html', '/index']) if (file.endsWith(suffix) && !(suffix === '.html' && folderIndex)) urls.push(file.slice(0, -suffix.length));
  if (file === 'index.html' || file === 'index') urls.push('');
  return urls;
}

const parents = (file: string) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'));

const ASSETS: Owner = { name: "docgen's client assets (assets/client-*.js, assets/chunk-*.js, assets/style-*.css)", at: { file: 'assets' }, hint: '', weight: 0 };

/** Walks the outputs in order; each clash of a pair of owners is kept once, the first kind found. */
function clashes(outputs: Output[]): Clash[] {
  const files = new Map<string, Output>();
  const folders = new Map<string, Output>();
  const urls = new Map<string, Output>();
  const found: Clash[] = [];
  const seen = new Map<Owner, Set<Owner>>();
  const add = (kind: Kind, a: Output, b: Output, where: string, fileIsB?: boolean) => {
    if (a.owner === b.owner || seen.get(a.owner)?.has(b.owner) || seen.get(b.owner)?.has(a.owner)) return;
    seen.set(a.owner, (seen.get(a.owner) ?? new Set()).add(b.owner));
    found.push({ kind, a, b, where, fileIsB });
  };
  for (const out of outputs) {
    const key = fold(out.path);
    const same = files.get(key);
    if (same) add(same.path === out.path ? 'same' : 'case', same, out, out.path);
    const below = folders.get(key);
    if (below) add('folder', below, out, below.path, true);
    const file = parents(out.path).map((d) => files.get(fold(d))).find(Boolean);
    if (file) add('folder', file, out, out.path);
    for (const u of servedAt(out.path)) {
      const other = urls.get(fold(u));
      // Two static files at one address (odoc's `X.html` beside `X/index.html`): the site's own, copied as they are.
      if (other && !(other.owner.static && out.owner.static)) add('url', other, out, u);
      else urls.set(fold(u), out);
    }
    const asset = [out.path, ...parents(out.path)].find(isAssetFile);
    if (asset) add('asset', { path: asset, owner: ASSETS }, out, out.path);
    if (!same) files.set(key, out);
    for (const d of parents(out.path)) if (!folders.has(fold(d))) folders.set(fold(d), out);
  }
  return found;
}

const label = (o: Owner) => (o.route ? `${o.name} (route "${o.route}")` : o.name);

function message(c: Clash, baseUrl: string): string {
  const [a, b] = [c.a.owner, c.b.owner];
  switch (c.kind) {
    case 'same':
      if (a.route && b.route && routeKey(a.route) === routeKey(b.route)) return `route "${b.route}" is used by both ${a.name} and ${b.name}`;
      return `${label(a)} and ${label(b)} are both written to "${c.where}"`;
    case 'case':
      return `${label(a)} is written to "${c.a.path}" and ${label(b)} to "${c.b.path}": the names differ only in case, and on a case-insensitive file system (macOS, Windows) one replaces the other`;
    case 'folder': {
      const [file, folder] = c.fileIsB ? [c.b, c.a] : [c.a, c.b];
      return `${label(file.owner)} is written to the file "${file.path}", where ${label(folder.owner)} needs a folder (for "${c.where}")`;
    }
    case 'url':
      return `${a.name} ("${c.a.path}") and ${b.name} ("${c.b.path}") are both served at ${baseUrl}${c.where}`;
    case 'asset':
      return `${label(b)} is written to "${c.b.path}", a name of ${a.name}`;
  }
}

/**
 * Each clash, blamed on the side whose choice most likely made it (the heavier owner, see Owner.weight; on a tie the
 * later one): at its slug, tag, version's or locale's line, or file.
 */
function blameClashes(outputs: Output[], options: { baseUrl: string; blameInstance: InstanceBlame }): Array<{ at: Place; message: string; hint: string; severity?: 'warning' }> {
  return clashes(outputs).map((c) => {
    const side = (o: Owner, other: Owner): { at: Place; hint: string; weight: number } => {
      const instance = o.site && options.blameInstance(o.site, other);
      return instance ? { ...instance, weight: 3 } : o;
    };
    const [a, b] = [side(c.a.owner, c.b.owner), side(c.b.owner, c.a.owner)];
    const blamed = a.weight > b.weight ? a : b;
    // Two of the site's own static files whose names differ only in case (Plausible's `img/CR.png` and `img/cr.png`) are
    // copied as they are, as Docusaurus copies them: said, not stopped at; the folder that holds them is case-sensitive.
    const own = c.kind === 'case' && c.a.owner.static && c.b.owner.static;
    return { at: blamed.at, message: message(c, options.baseUrl), hint: blamed.hint, ...(own ? { severity: 'warning' as const } : {}) };
  });
}
