// MDX page components of a Docusaurus site in Chromium: a ThemedImage switches with the colour mode (and shows the
// default mode's image without JavaScript), a page's Head title is the document title on load and after client
// navigation, DocCardList's cards navigate, TOCInline's links jump; axe and screenshots at 1280 and 390 px, light and dark.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { axeProblems, closePage, docusaurusSite, hydrated, openPage, SCREENSHOTS } from '../setup/browser.js';

const site = docusaurusSite();

/** The ThemedImage on screen: which mode's image is displayed, and whether the browser has loaded it. */
const shownImage = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLImageElement>('.markdown img.themed-image')].filter((i) => getComputedStyle(i).display !== 'none');
    return shown.map((i) => [i.classList.contains('themed-image--dark') ? 'dark' : 'light', i.getAttribute('alt')]);
  });
const loaded = (page: Page) => page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.markdown img.themed-image')].every((i) => getComputedStyle(i).display === 'none' || (i.complete && i.naturalWidth > 0)));

describe('MDX page components in Chromium', () => {
  it('shows the ThemedImage of the colour mode, and switches it with the toggle', async () => {
    const { page, errors } = await openPage(site, 'docs/components/images');
    await loaded(page);
    expect(await shownImage(page)).toEqual([['light', 'Widgets logo']]);
    await page.click('.color-mode-toggle');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await loaded(page);
    expect(await shownImage(page)).toEqual([['dark', 'Widgets logo']]);
    expect(errors).toEqual([]);
    await closePage(page);
    // The stored mode picks the image before the page is drawn; without JavaScript, the default mode's image shows.
    const stored = await openPage(site, 'docs/components/images', { storage: { theme: 'dark' } });
    expect(await shownImage(stored.page)).toEqual([['dark', 'Widgets logo']]);
    await closePage(stored.page);
    const plain = await openPage(site, 'docs/components/images', { js: false });
    expect(await shownImage(plain.page)).toEqual([['light', 'Widgets logo']]);
    await closePage(plain.page);
  });

  it('has the Head title as the document title, on load and after client navigation, and its cards navigate (a given card too)', async () => {
    const { page } = await openPage(site, 'docs/components/');
    expect(await page.title()).toBe('Components | Widgets');
    // The category's cards, then those of the list given its items.
    expect(await page.$$eval('.markdown .doc-card', (as) => as.map((a) => a.getAttribute('href')))).toEqual(['/widgets/docs/components/images', '/widgets/docs/components/page-head', '/widgets/docs/guide/setup', '/widgets/docs/api/configuration', '/widgets/docs/guide/platforms', 'https://github.com/widgets/widgets']);
    // A card is a link like any other in the article: the client navigates to it.
    await page.evaluate(() => ((window as unknown as { navigated: boolean }).navigated = true));
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/page-head')), page.click('.markdown .doc-card[href$="page-head"]')]);
    await page.waitForFunction(() => document.title === 'A title of its own');
    expect(await page.evaluate(() => (window as unknown as { navigated?: boolean }).navigated)).toBe(true);
    // Its Head's `<html className>`: on the document's element while it shows (Dyte's onboarding pages).
    const htmlClasses = () => page.evaluate(() => [...document.documentElement.classList].filter((c) => c === 'page-head-page' || c === 'wide'));
    expect(await htmlClasses()).toEqual(['page-head-page', 'wide']);
    expect(await page.$eval('.markdown', (m) => m.textContent)).toContain('Shown on the server and in the browser.');
    // Its BrowserOnly's render function, run by the browser after a client navigation too.
    await page.waitForSelector('.markdown .drawn-in-browser');
    expect(await page.$eval('.markdown .drawn-in-browser', (p) => p.textContent)).toBe('Drawn in the browser at /widgets/docs/components/page-head.');
    // One that calls a hook (WebdriverIO's useColorMode in a BrowserOnly): the function's hooks are its own, not
    // BrowserOnly's, whose first render did not call it (React stopped: "rendered more hooks than the previous render").
    await page.waitForSelector('.markdown .colour-in-browser');
    expect(await page.$eval('.markdown .colour-in-browser', (p) => p.textContent)).toBe('Drawn in the light colour mode.');
    // Back, and through a card of the given items.
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/components/')), page.goBack()]);
    // The address changes before the router has drawn the page it goes back to.
    await page.waitForSelector('.markdown .doc-card[href$="guide/setup"]');
    expect(await htmlClasses()).toEqual([]);
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/guide/setup')), page.click('.markdown .doc-card[href$="guide/setup"]')]);
    expect(await page.evaluate(() => (window as unknown as { navigated?: boolean }).navigated)).toBe(true);
    await closePage(page);
    const direct = await openPage(site, 'docs/components/page-head');
    expect(await direct.page.title()).toBe('A title of its own');
    expect(await direct.page.evaluate(() => document.documentElement.className)).toBe('page-head-page wide');
    await direct.page.waitForSelector('.markdown .drawn-in-browser');
    await direct.page.waitForSelector('.markdown .colour-in-browser');
    // Leaving it by the client, the page's class goes.
    await Promise.all([direct.page.waitForFunction(() => !location.pathname.endsWith('/page-head')), direct.page.click('.pagination a.pagination-link')]);
    await direct.page.waitForFunction(() => document.documentElement.className === '');
    expect(await direct.page.$eval('meta[name="description"]', (m) => m.getAttribute('content'))).toBe("The page's own description.");
    await closePage(direct.page);
  });

  it('jumps to a heading from TOCInline', async () => {
    const { page } = await openPage(site, 'docs/components/images');
    await hydrated(page);
    await Promise.all([page.waitForFunction(() => location.hash === '#links'), page.click('.toc-inline a[href="#links"]')]);
    await page.waitForFunction(() => {
      const top = document.getElementById('links')!.getBoundingClientRect().top;
      return top >= 0 && top < innerHeight / 2;
    });
    await closePage(page);
  });

  it.each([1280, 390].flatMap((width) => [false, true].map((dark) => [width, dark] as const)))('has no axe violations at %i px (dark: %s); screenshots saved', async (width, dark) => {
    for (const route of ['docs/components/', 'docs/components/images', 'docs/components/page-head']) {
      const { page } = await openPage(site, route, { width, storage: dark ? { theme: 'dark' } : {} });
      await loaded(page);
      const name = `pagecomps-${route.replace(/\W+/g, '-').replace(/-$/, '')}-${width}-${dark ? 'dark' : 'light'}.png`;
      await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, name) as `${string}.png`, fullPage: true });
      await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
      expect(await axeProblems(page), route).toEqual([]);
      await closePage(page);
    }
  });
});
