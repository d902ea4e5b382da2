// A navbar of the site's own colours (themeConfig.colors.navbar, tsdoc.org's green from its customCss) in Chromium: the
// bar, its links, title and search box readable on it, in each colour mode; axe finds nothing.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { axeProblems, closePage, contrast, openPage, servedSite } from '../setup/browser.js';

const root = path.resolve(import.meta.dirname, '../.tmp/e2e-navbar-colours-site');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-navbar-colours');
const site = servedSite(out, async () => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'content'), { recursive: true });
  writeFileSync(path.join(root, 'content/index.md'), '# Start\n\nA page under a green navbar.\n');
  writeFileSync(
    path.join(root, 'site.config.ts'),
    "export default { title: 'Green', themeConfig: { colors: { primary: '#108938', navbar: { background: '#108938', text: '#ffffff', backgroundDark: 'rgb(48, 48, 48)' } }, navbar: { items: [{ to: '/', label: 'Start' }, { href: 'https://example.com', label: 'Elsewhere' }] } } };\n"
  );
  await build({ root, outDir: out });
  rmSync(root, { recursive: true, force: true });
});

describe("a navbar of the site's own colours", () => {
  it.each(['light', 'dark'] as const)('paints the bar and keeps its words readable, in %s mode', async (theme) => {
    const { page } = await openPage(site, '', { storage: { theme } });
    const colours = await page.$eval('.navbar', (n) => {
      const colour = (s: string) => getComputedStyle(n.querySelector(s)!).color;
      return { bg: getComputedStyle(n).backgroundColor, link: colour('.navbar-items > a.navbar-link:not(.active)'), active: colour('.navbar-link.active'), brand: colour('.navbar-brand') };
    });
    expect(colours.bg).toBe(theme === 'light' ? 'rgb(16, 137, 56)' : 'rgb(48, 48, 48)');
    for (const c of [colours.link, colours.active, colours.brand]) expect(contrast(colours.bg, c)).toBeGreaterThanOrEqual(4.5);
    expect(await axeProblems(page)).toEqual([]);
    await closePage(page);
  });
});
