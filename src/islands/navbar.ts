// The navbar's items of the site's own components (`custom-*` types of islands.navbarItems) -> one islands module for
// them all, and, once it is bundled, each site's browser data and the items' server HTML on each route.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import type { Config, Diagnostic, Site } from '../types.js';
import type { IslandContext, IslandsData } from '../../theme/types.js';
import type { Head } from '../../theme/islands/context.js';
import { customItems } from '../render/data.js';
import { displayPath } from '../content/scan.js';
import { quotedAt } from '../text-position.js';
import { applyBrokenPolicy } from '../links/severity.js';
import { islandsDir, type PageModule } from './plugin.js';

const TYPES = '__docgenNavbarTypes';

/**
 * The module of the navbar's own items: island `2i` draws item `i` in the bar, `2i + 1` in the mobile menu (with
 * `mobile`, as Docusaurus's menu gives it). Undefined when the navbar has none.
 */
export function navbarModule(config: Config): PageModule | undefined {
  const file = config.islands.navbarItems;
  const count = customItems(config).length;
  if (!file || !count) return undefined;
  const item = path.join(islandsDir(), 'navbar-item.tsx');
  const statements = [
    { source: `import ${TYPES} from ${JSON.stringify(file)};`, names: [TYPES] },
    { source: `import DocgenNavbarItem from ${JSON.stringify(item)};`, names: ['DocgenNavbarItem'] }
  ];
  const jsx = Array.from({ length: count * 2 }, (_, i) => `<DocgenNavbarItem types={${TYPES}} index={${i >> 1}}${i % 2 ? ' mobile' : ''} />`);
  return { key: `navbar-${createHash('sha1').update(JSON.stringify([file, count])).digest('hex').slice(0, 12)}`, statements, dir: path.dirname(file), jsx };
}

type Render = (make: () => ReactElement, context: IslandContext, index: number, prefix: string) => { html: string; head: Head } | { error: string };

/**
 * Gives the site its navbar islands (Site.navbarIslands): their chunk and CSS, the context its items' components read
 * (the items' props among it), and their HTML on a route, rendered when the page is. An item that cannot be rendered
 * is a finding at its type in the config (`onBrokenComponents`), given to `say` once, and its place is left empty.
 */
export function setNavbarIslands(site: Site, islands: Array<(() => ReactElement) | null>, render: Render, data: IslandsData, failed: (i: number) => string | undefined, say: (d: Diagnostic) => void): void {
  const { config } = site;
  const items = customItems(config);
  const context: IslandContext = { ...data.context, navbarItems: items.map((i) => JSON.parse(JSON.stringify(i)) as Record<string, unknown>) };
  const reported = new Set<number>();
  const report = (i: number, why: string) => {
    if (reported.has(i >> 1)) return;
    reported.add(i >> 1);
    const type = String(items[i >> 1].type);
    const file = config.configFile;
    const at = file ? { file: displayPath(file), ...(quotedAt(readFileSync(file, 'utf8'), type) ?? {}) } : { file: 'site.config.ts' };
    const finding: Diagnostic = { ...at, severity: 'warning', broken: 'component', message: `navbar item "${type}" cannot be rendered: ${why}; its place is left empty`, hint: `fix its component in ${displayPath(config.islands.navbarItems!)}; it renders on the server first, where there is no window or document (read them in useEffect or BrowserOnly)` };
    for (const d of applyBrokenPolicy([finding], config)) say(d);
  };
  for (let i = 0; i < islands.length; i++) {
    const why = failed(i);
    if (why) report(i, why);
  }
  const html = (route: string) =>
      islands.map((make, i) => {
      if (!make || failed(i)) return '';
        const made = render(make, { ...context, route }, i, 'navbar');
        if ('html' in made) return made.html;
        report(i, `it threw while rendering: ${made.error}`);
        return '';
      });
  // Rendered once now, so that a component that throws is said before the build's findings are counted.
  html(config.baseUrl);
  site.navbarIslands = { data: { ...data, context }, html };
}
