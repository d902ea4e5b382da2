// The site's own components on every page, outside its articles: the navbar's items of its components (`custom-*` types
// of islands.navbarItems) and its Root (islands.root) -> one islands module for them all, and, once it is bundled, each
// site's browser data and their server HTML on each route.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import type { Config, Diagnostic, Site } from '../types.js';
import type { IslandContext, IslandsData, SiteIslands } from '../../theme/types.js';
import type { renderIsland } from '../../theme/islands/server.js';
import { customItems } from '../render/data.js';
import { displayPath } from '../content/scan.js';
import { quotedAt } from '../text-position.js';
import { applyBrokenPolicy } from '../links/severity.js';
import { islandsDir, type PageModule } from './plugin.js';

const TYPES = '__docgenNavbarTypes';
const ROOT = '__DocgenSiteRoot';
const PROVIDER = '__DocgenProvider';
const DOC_LAYOUT = '__DocgenDocLayout';

/**
 * The module of the site's islands: island `2i` draws the navbar's item `i` in the bar, `2i + 1` in the mobile menu
 * (with `mobile`, as Docusaurus's menu gives it), and the last, with a Root, a Layout/Provider or a docs layout, those
 * nested (theme/islands/wrap.tsx): drawn on its own after the page, and around every island of the site, those of the
 * pages too (the docs layout around a docs page's only), so that all share their contexts. Undefined when the site has
 * none of these.
 */
export function siteModule(config: Config): PageModule | undefined {
  const { navbarItems: file, root, provider, docLayout } = config.islands;
  const count = file ? customItems(config).length : 0;
  if (!count && !root && !provider && !docLayout) return undefined;
  const wrap = root || provider || docLayout ? path.join(islandsDir(), 'wrap.tsx') : undefined;
  const statements = [
    ...(count ? [{ source: `import ${TYPES} from ${JSON.stringify(file)};`, names: [TYPES] }, { source: `import DocgenNavbarItem from ${JSON.stringify(path.join(islandsDir(), 'navbar-item.tsx'))};`, names: ['DocgenNavbarItem'] }] : []),
    ...(root ? [{ source: `import ${ROOT} from ${JSON.stringify(root)};`, names: [ROOT] }] : []),
    ...(provider ? [{ source: `import ${PROVIDER} from ${JSON.stringify(provider)};`, names: [PROVIDER] }] : []),
    ...(docLayout ? [{ source: `import ${DOC_LAYOUT} from ${JSON.stringify(docLayout)};`, names: [DOC_LAYOUT] }] : []),
    ...(wrap ? [{ source: `import DocgenWrap from ${JSON.stringify(wrap)};`, names: ['DocgenWrap'] }] : [])
  ];
  const jsx = [
    ...Array.from({ length: count * 2 }, (_, i) => `<DocgenNavbarItem types={${TYPES}} index={${i >> 1}}${i % 2 ? ' mobile' : ''} />`),
    ...(wrap ? [`<DocgenWrap${root ? ` root={${ROOT}}` : ''}${provider ? ` provider={${PROVIDER}}` : ''}${docLayout ? ` docLayout={${DOC_LAYOUT}}` : ''} />`] : [])
  ];
  return { key: `site-${createHash('sha1').update(JSON.stringify([file, count, root, provider, docLayout])).digest('hex').slice(0, 12)}`, statements, dir: path.dirname(file ?? root ?? provider ?? docLayout!), jsx };
}

/**
 * Gives the site its islands (Site.siteIslands): their chunk and CSS, the context their components read (the navbar
 * items' props among it), and their HTML on a route, rendered when the page is. One that cannot be rendered is a
 * finding (`onBrokenComponents`: a navbar item's at its type in the config, the Root's at its file), given to `say`
 * once, and its place is left empty. Returns the generated data they read as they rendered, made by `generatedOf`
 * (BoTorch's navbar item reads the docs' versions), for the browser.
 */
export function setSiteIslands(site: Site, islands: Array<(() => ReactElement) | null>, render: typeof renderIsland, data: IslandsData, failed: (i: number) => string | undefined, say: (d: Diagnostic) => void, generatedOf: (id: string) => unknown): Record<string, unknown> {
  const { config } = site;
  const items = customItems(config);
  const { root: rootFile, provider, docLayout } = config.islands;
  const root = rootFile || provider || docLayout ? islands.length - 1 : undefined;
  const generated: Record<string, unknown> = {};
  const reader = new Proxy(generated, { get: (_, id: string) => (id in generated ? generated[id] : (generated[id] = generatedOf(id))) });
  const context: IslandContext = { ...data.context, navbarItems: items.map((i) => JSON.parse(JSON.stringify(i)) as Record<string, unknown>) };
  const reported = new Set<number>();
  const report = (i: number, why: string) => {
    if (reported.has(i >> 1)) return;
    reported.add(i >> 1);
    const type = i === root ? undefined : String(items[i >> 1].type);
    const file = config.configFile;
    const hint = 'it renders on the server first, where there is no window or document (read them in useEffect or BrowserOnly)';
    const what = rootFile && provider ? "the site's Root (with its Layout/Provider)" : rootFile ? "the site's Root" : provider ? "the site's Layout/Provider" : "the site's docs layout";
    const finding: Diagnostic =
      type === undefined
        ? { file: displayPath(rootFile ?? provider ?? docLayout!), line: 1, column: 1, severity: 'warning', broken: 'component', message: `${what} cannot be rendered: ${why}; it is left out, and the components are rendered without it`, hint: `fix it; ${hint}` }
        : { ...(file ? { file: displayPath(file), ...(quotedAt(readFileSync(file, 'utf8'), type) ?? {}) } : { file: 'site.config.ts' }), severity: 'warning', broken: 'component', message: `navbar item "${type}" cannot be rendered: ${why}; its place is left empty`, hint: `fix its component in ${displayPath(config.islands.navbarItems!)}; ${hint}` };
    for (const d of applyBrokenPolicy([finding], config)) say(d);
  };
  for (let i = 0; i < islands.length; i++) {
    const why = failed(i);
    if (why) report(i, why);
  }
  const renderOne = (i: number, route: string, wrap?: () => ReactElement) => {
    const make = islands[i];
    if (!make || failed(i)) return undefined;
    const before = globalThis.__docgenGenerated;
    globalThis.__docgenGenerated = reader;
    const made = render(make, { ...context, route }, i, 'site', wrap);
    globalThis.__docgenGenerated = before;
    if ('html' in made) return made.html;
    report(i, `it threw while rendering: ${made.error}`);
    return undefined;
  };
  // The Root and provider first: the items are rendered inside them when they render.
  const html = (route: string) => {
    const own = root === undefined ? undefined : renderOne(root, route);
    const wrap = own === undefined ? undefined : islands[root!]!;
    return islands.map((_, i) => (i === root ? own : renderOne(i, route, wrap)) ?? '');
  };
  // Rendered once now, so that a component that throws is said before the build's findings are counted.
  html(config.baseUrl);
  const own: SiteIslands = { ...data, context, ...(root === undefined ? {} : { root }) };
  // What the pages' islands are rendered in: the Root and provider, when they render.
  const wrap = root !== undefined && !reported.has(root >> 1) ? islands[root] ?? undefined : undefined;
  site.siteIslands = { data: own, html, ...(wrap ? { wrap } : {}) };
  return generated;
}
