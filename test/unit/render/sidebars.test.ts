// Large sidebars as files of their own: the size above which they leave the inline data, the files' names and URLs.
import { describe, expect, it } from 'vitest';
import { isSidebarFile, SIDEBARS_INLINE_MAX, sidebarFiles } from '../../../src/render/sidebars.js';
import { isAssetFile } from '../../../src/bundle/client.js';
import type { SidebarItem, SiteData } from '../../../theme/types.js';

const links = (n: number, prefix: string): SidebarItem[] => Array.from({ length: n }, (_, i) => ({ type: 'link', label: `${prefix} page ${i}`, href: `/docs/${prefix}/page-${i}` }) as SidebarItem);
const size = (items: SidebarItem[]) => JSON.stringify(items).length;
const site = (sidebars: Record<string, SidebarItem[]>) => ({ sidebars }) as SiteData;
const assets = { dir: '/docs/assets/' };

describe('sidebarFiles', () => {
  it('leaves sidebars up to SIDEBARS_INLINE_MAX bytes in the inline data', () => {
    const small = site({ a: links(20, 'a'), b: links(20, 'b') });
    expect(sidebarFiles(small, assets).size).toBe(0);
    expect(small.sidebarFiles).toBeUndefined();
  });

  it('puts every sidebar in a file named by its content once together they are larger', () => {
    let n = 1;
    while (size(links(n, 'ref')) + size(links(3, 'guide')) <= SIDEBARS_INLINE_MAX) n *= 2;
    const big = site({ ref: links(n, 'ref'), guide: links(3, 'guide') });
    const files = sidebarFiles(big, assets);
    expect(files.size).toBe(2);
    const [ref, guide] = [big.sidebarFiles!.ref, big.sidebarFiles!.guide];
    expect(ref).toMatch(/^\/docs\/assets\/sidebar-[a-f0-9]{12}\.json$/);
    expect(guide).not.toBe(ref);
    for (const [name, url] of Object.entries(big.sidebarFiles!)) {
      const file = url.slice('/docs/'.length);
      expect(isSidebarFile(file) && isAssetFile(file)).toBe(true);
      expect(JSON.parse(files.get(file)!)).toEqual(big.sidebars[name]);
    }
    // The same sidebar, another site (a blog instance sharing the docs' sidebars): the same file.
    const again = site({ ref: links(n, 'ref'), other: links(1, 'x') });
    sidebarFiles(again, { dir: '/docs/assets/' });
    expect(again.sidebarFiles!.ref).toBe(ref);
    // One label changed: another file (a browser keeps none from before).
    const changed = site({ ref: [...links(n - 1, 'ref'), { type: 'link', label: 'Renamed', href: '/docs/ref/last' } as SidebarItem] });
    sidebarFiles(changed, assets);
    expect(changed.sidebarFiles!.ref).not.toBe(ref);
  });
});
