// A Docusaurus site built as it is, in Chromium: its URLs (base URL, index docs with a slash, a second docs
// plugin and its versions, the blog), its sidebar, a relative link on an index page, a static image, and axe; and its
// French blog: the translated title, posts and sidebar, the translated post's own image, client navigation to an
// untranslated post, axe and screenshots of the list.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import fr from '../../src/i18n/builtin/fr.js';
import { axeProblems, closePage, docusaurusSite, openPage, SCREENSHOTS, servedSite } from '../setup/browser.js';
import { installPluginPackages } from '../setup/plugin-packages.js';

const site = docusaurusSite();

const open = async (route: string) => (await openPage(site, route)).page;
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('a Docusaurus site in Chromium', () => {
  it('serves the index doc at its folder with a slash, with the sidebar in order (a closed category\'s items once it is opened), and resolves its relative link inside the folder', async () => {
    const page = await open('docs/guide/');
    expect(await page.$$eval('.sidebar .sidebar-link', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Widget tutorial', '/widgets/docs/intro'],
      ['The guide', '/widgets/docs/guide/'],
      ['Setting up', '/widgets/docs/guide/setup'],
      ['Platforms', '/widgets/docs/guide/platforms'],
      ['Diagrams and math', '/widgets/docs/guide/diagrams'],
      ['Installing', '/widgets/docs/guide/components']
    ]);
    // The closed Reference category's items are drawn once it is opened, as Docusaurus's are.
    await page.click('.sidebar details:not([open]) > summary');
    expect(await (await page.waitForSelector('.sidebar details[open] a[href="/widgets/docs/api/configuration"]'))!.evaluate((a) => a.textContent)).toBe('Configuration');
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/setup')), page.click('article a[href$="setup"]')]);
    expect(pathOf(page)).toBe('/widgets/docs/guide/setup');
    // Client navigation put the image in: wait until the browser is done loading it, however long that takes.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('article img')?.complete === true);
    expect(await page.$eval('article img', (img) => [(img as HTMLImageElement).naturalWidth > 0, img.getAttribute('src')])).toEqual([true, '/widgets/img/logo.svg']);
    await closePage(page);
  });

  it("gives an article without a table of contents beside it the container's width, as Docusaurus does, and one with it 860 px at most", async () => {
    const widths = async (route: string) => {
      const page = await open(route);
      await page.setViewport({ width: 1400, height: 900 });
      const w = await page.$eval('.doc-container', (c) => {
        const s = getComputedStyle(c);
        // A client module looking for Docusaurus's desktop table of contents by its class finds docgen's (Arbitrum's copy-page button).
        return [Boolean(c.querySelector('.toc.theme-doc-toc-desktop')), Math.round(c.querySelector('.doc-article')!.getBoundingClientRect().width), Math.round(c.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight))];
      });
      await closePage(page);
      return w;
    };
    const [toc, article, container] = await widths('docs/api/configuration');
    expect([toc, article]).toEqual([false, container]);
    expect(container).toBeGreaterThan(860);
    const [withToc, narrower] = await widths('docs/guide/widgets');
    expect([withToc, narrower <= 860]).toEqual([true, true]);
  });

  /**
   * The intro's tab lists of one group, each as its tab labels and its shown code, before and after a press on the tab
   * of `value` (labelled `label`), once every list of the group shows it.
   */
  async function inStep(group: string, value: string, label: string): Promise<string[][][]> {
    const page = await open('docs/intro');
    const lists = `article .tabs[data-group-id="${group}"]`;
    const shown = () => page.$$eval(lists, (ls) => ls.map((l) => [[...l.querySelectorAll('[role=tab]')].map((t) => t.textContent).join('|'), l.querySelector('[role=tabpanel]:not([hidden]) pre')!.textContent!.trim()]));
    const before = await shown();
    await page.click(`${lists} [role=tab][data-value=${value}]`);
    await page.waitForFunction((sel, text) => [...document.querySelectorAll(`${sel} [aria-selected=true]`)].every((t) => t.textContent === text), {}, lists, label);
    const after = await shown();
    await closePage(page);
    return [before, after];
  }

  it('shows an npm2yarn fence as tabs of its command for npm, Yarn and pnpm, the choice kept in step (sync) across the page', async () => {
    expect(await inStep('npm2yarn', 'yarn', 'Yarn')).toEqual([
      [['npm|Yarn|pnpm', 'npm install --save widgets'], ['npm|Yarn|pnpm', 'npm install --save-dev widgets-cli']],
      [['npm|Yarn|pnpm', 'yarn add widgets'], ['npm|Yarn|pnpm', 'yarn add --dev widgets-cli']]
    ]);
  });

  // Jest's `js tab` / `ts tab` fences (docusaurus-remark-plugin-tab-blocks): one tab list per run, in step across the page.
  it('shows side-by-side tab fences as one tab list, JavaScript and TypeScript, the choice kept in step across the page', async () => {
    expect(await inStep('code-examples', 'ts', 'TypeScript')).toEqual([
      [['JavaScript|TypeScript', "const widgets = require('widgets');"], ['JavaScript|TypeScript', 'widgets.start();']],
      [['JavaScript|TypeScript', "import widgets from 'widgets';"], ['JavaScript|TypeScript', 'widgets.start({ strict: true });']]
    ]);
  });

  it('links the navbar to the second docs plugin and the blog, each at its own route', async () => {
    const page = await open('docs/intro');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.navbar a.navbar-link[href="/widgets/community/"]')]);
    expect(pathOf(page)).toBe('/widgets/community/');
    expect(await page.$$eval('.sidebar .sidebar-link', (as) => as.map((a) => a.textContent))).toEqual(['Community', 'Support']);
    await closePage(page);
    const blog = await open('blog');
    expect(await blog.$$eval('.blog-preview-title a', (as) => as.map((a) => a.getAttribute('href')))).toEqual(['/widgets/blog/2024/02/20/release', '/widgets/blog/2024/01/15/welcome']);
    // Docusaurus's blog sidebar of recent posts.
    expect(await blog.$$eval('.sidebar .sidebar-category-label, .sidebar .sidebar-link', (es) => es.map((e) => e.textContent))).toEqual(['Recent posts', 'Widgets 2.0 is out', 'Welcome']);
    await closePage(blog);
  });

  // RocketMQ's events, news and release notes: blog plugins beside the main one.
  it('finds a post of the second blog from a docs page, opens it without a reload with that blog\'s sidebar, goes from there to its list through the navbar, and from there back to the docs', async () => {
    const page = await open('docs/intro');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.type('#navbar-search-input', 'sprockets');
    await page.waitForFunction(() => document.querySelectorAll('#navbar-search-results [role=option]').length > 0);
    expect(await page.$$eval('#navbar-search-results [role=option]', (os) => os.map((o) => new URL(o.getAttribute('href')!, location.href).pathname))).toEqual(['/widgets/events/2024/03/01/meetup']);
    await page.click('#navbar-search-results [role=option]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Widgets meetup in Lyon');
    expect(await page.$$eval('.sidebar .sidebar-category-label, .sidebar .sidebar-link', (es) => es.map((e) => e.textContent))).toEqual(['Recent posts', 'Widgets meetup in Lyon']);
    expect(await page.$eval('.navbar a.navbar-link.active', (a) => a.textContent)).toBe('Events');
    await page.click('.navbar a.navbar-link[href="/widgets/events"]');
    await page.waitForFunction(() => location.pathname === '/widgets/events' && document.querySelector('.blog-preview-title a')?.textContent === 'Widgets meetup in Lyon');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Widget events');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await axeProblems(page)).toEqual([]);
    await closePage(page);
    // And back to the docs from a page of that blog, the docs' sidebar drawn.
    const events = await open('events');
    await events.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
    await events.click('.navbar a.navbar-link[href="/widgets/docs/intro"]');
    await events.waitForFunction(() => location.pathname === '/widgets/docs/intro' && document.querySelectorAll('.sidebar .sidebar-link').length > 1);
    expect(await events.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
    await closePage(events);
  });

  // Answer's navbar: a dropdown whose label is a link (`to`), as Docusaurus draws one.
  it('follows a dropdown\'s own link from its label, and opens its list on hover and with the keyboard', async () => {
    const page = await open('docs/intro');
    const toggle = '.navbar-dropdown a.navbar-dropdown-toggle[href="/widgets/releases"]';
    expect(await page.$eval(toggle, (a) => [a.textContent, a.getAttribute('aria-expanded')])).toEqual(['Releases', 'false']);
    await page.hover(toggle);
    await page.waitForFunction((t) => document.querySelector(t)!.getAttribute('aria-expanded') === 'true', {}, toggle);
    expect(await page.$$eval('.navbar-dropdown-open .navbar-dropdown-menu a', (as) => as.map((a) => a.textContent))).toEqual(['Widgets 2.0']);
    await page.mouse.move(5, 500);
    await page.waitForFunction((t) => document.querySelector(t)!.getAttribute('aria-expanded') === 'false', {}, toggle);
    // The keyboard: ArrowDown opens the list and goes into it.
    await page.focus(toggle);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Widgets 2.0');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Releases');
    // Enter follows the label's link, without a reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/widgets/releases' && document.querySelector('h1')?.textContent?.startsWith('Releases'));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
    expect(await axeProblems(page)).toEqual([]);
    await closePage(page);
  });

  it('switches the community docs\' version with its dropdown: the same doc in 1.0 with its banner, the choice remembered for that instance', async () => {
    const page = await open('community/support');
    const hydrated = () => page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.color-mode-toggle')?.disabled);
    await hydrated();
    const label = () => page.$eval('.navbar .version-dropdown .navbar-dropdown-toggle', (b) => b.textContent);
    expect(await label()).toBe('Latest');
    expect(await page.$('.version-banner')).toBeNull();
    await page.click('.navbar .version-dropdown .navbar-dropdown-toggle');
    const one = await page.waitForSelector('.navbar .version-dropdown a.navbar-dropdown-link[href="/widgets/community/1.0/support"]', { visible: true });
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), one!.click()]);
    await hydrated();
    expect(pathOf(page)).toBe('/widgets/community/1.0/support');
    expect(await page.$eval('.markdown', (m) => m.textContent)).toContain('Write to the 1.0 mailing list.');
    expect(await page.$eval('.version-banner', (b) => b.textContent)).toContain('This is documentation for Widgets 1.0, which is no longer actively maintained.');
    expect(await label()).toBe('1.0');
    expect(await page.evaluate(() => [localStorage.getItem('docs-preferred-version-community'), localStorage.getItem('docs-preferred-version-default')])).toEqual(['1.0', null]);
    // The banner leads back to the same doc in the last version.
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.version-banner a')]);
    expect(pathOf(page)).toBe('/widgets/community/support');
    // On the main docs the dropdown names the remembered community version and opens each version's main doc.
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.navbar a.navbar-link[href="/widgets/docs/intro"]')]);
    await hydrated();
    await page.waitForFunction(() => document.querySelector('.navbar .version-dropdown .navbar-dropdown-toggle')?.textContent === '1.0');
    expect(await page.$$eval('.navbar .version-dropdown a.navbar-dropdown-link', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Latest', '/widgets/community/'],
      ['1.0', '/widgets/community/1.0/']
    ]);
    await closePage(page);
  });

  it('shows a navbar link\'s html instead of a label, sized to the text, named by its aria-label, in the bar and in the mobile menu', async () => {
    for (const [width, where] of [[1280, '.navbar-items-right'], [390, '.mobile-primary-menu']] as const) {
      const { page, errors } = await openPage(site, 'docs/intro', { width });
      if (width === 390) {
        await page.click('.navbar-menu-button');
        // The menu opens on the doc sidebar: its way back leads to the navbar's items.
        await page.click('.menu-back');
      }
      const link = await page.waitForSelector(`${where} a[href="https://chat.example/widgets"]`, { visible: true });
      expect(
        await link!.evaluate((a) => ({
          name: a.getAttribute('aria-label'),
          text: a.textContent,
          icons: a.querySelectorAll('.navbar-external-icon').length,
          height: Math.round(a.querySelector('svg.chat-icon')!.getBoundingClientRect().height),
          fontSize: getComputedStyle(a).fontSize,
          newTab: a.target
        }))
      ).toEqual({ name: 'Chat', text: ' (opens in a new tab)', icons: 0, height: width === 1280 ? 20 : expect.any(Number), fontSize: width === 1280 ? '16px' : expect.any(String), newTab: '_blank' });
      expect(errors).toEqual([]);
      await closePage(page);
    }
  });

  it('paints an icon the site\'s stylesheet masks in Infima\'s navbar link colour in the link\'s own colour, hovered too, in both modes and in the menu', async () => {
    for (const [width, where, theme] of [[1280, '.navbar-items-right', 'light'], [1280, '.navbar-items-right', 'dark'], [390, '.mobile-primary-menu', 'light']] as const) {
      const { page, errors } = await openPage(site, 'docs/intro', { width, dark: theme === 'dark' });
      if (width === 390) {
        await page.click('.navbar-menu-button');
        await page.click('.menu-back');
      }
      const link = (await page.waitForSelector(`${where} a.header-forum-link`, { visible: true }))!;
      const paint = () => link.evaluate((a) => [getComputedStyle(a, '::before').backgroundColor, getComputedStyle(a).color, Math.round(a.getBoundingClientRect().width)]);
      const [icon, text, linkWidth] = await paint();
      expect(icon).toBe(text);
      expect(icon).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
      // The label is its name only: the link is the icon's width and its padding, as tall as a text link and level with it
      // (no empty line beside the icon its ::before draws as a block).
      if (width === 1280) {
        expect(linkWidth).toBeLessThan(48);
        const middle = (sel: string) => page.$eval(sel, (a) => { const r = a.getBoundingClientRect(); return [Math.round(r.height), Math.round(r.top + r.height / 2)]; });
        const [iconHeight, iconMiddle] = await middle(`${where} a.header-forum-link`);
        const [textHeight, textMiddle] = await middle('.navbar-items-left > a.navbar-link');
        expect(iconHeight).toBeLessThanOrEqual(textHeight);
        expect(Math.abs(iconMiddle - textMiddle)).toBeLessThanOrEqual(1);
      }
      expect(await link.evaluate((a) => a.getAttribute('aria-label') ?? a.textContent)).toMatch(/Forum/);
      await link.hover();
      const [hoveredIcon, hoveredText] = await paint();
      expect(hoveredIcon).toBe(hoveredText);
      expect(errors).toEqual([]);
      await closePage(page);
    }
  });

  it('draws a navbar item of the site\'s own component (custom-news): hydrated, current once a navigation leads to its page, its state kept; in the menu its mobile form', async () => {
    const { page, errors } = await openPage(site, 'docs/intro');
    const item = '.navbar-items-right .navbar-island .news-item';
    const state = () => page.$eval(item, (el) => ({ current: el.querySelector('a')!.getAttribute('aria-current'), classes: el.querySelector('a')!.className, seen: el.querySelector('button')!.textContent, shown: el.getBoundingClientRect().width > 0 }));
    expect(await state()).toEqual({ current: null, classes: 'navbar__item navbar__link navbar-link news-link', seen: '0', shown: true });
    // Hydrated: its button counts (clicked until it does, once it has: a click before hydration does nothing).
    await page.waitForFunction((sel) => {
      const button = document.querySelector(`${sel} button`)!;
      if (button.textContent === '0') button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      return button.textContent === '1';
    }, {}, item);
    // Its link leads to the blog without a reload: the same item, rendered again on the blog's route.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await Promise.all([page.waitForFunction(() => location.pathname === '/widgets/blog'), page.click(`${item} a`)]);
    await page.waitForFunction((sel) => document.querySelector(`${sel} a`)!.getAttribute('aria-current') === 'page', {}, item);
    expect(await state()).toEqual({ current: 'page', classes: 'navbar__item navbar__link navbar-link news-link navbar__link--active active', seen: '1', shown: true });
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    // The link is drawn as the navbar's own: current, in the colour of the current Blog link.
    const [own, blog] = await page.evaluate(() => ['.news-link', '.navbar-link.active:not(.news-link)'].map((s) => getComputedStyle(document.querySelector(s)!).color));
    expect(own).toBe(blog);
    expect(await axeProblems(page, { include: '.navbar' })).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
    const mobile = await openPage(site, 'blog', { width: 390 });
    await mobile.page.click('.navbar-menu-button');
    // The menu opens on the blog's sidebar: its way back leads to the navbar's items.
    await mobile.page.click('.menu-back');
    const link = (await mobile.page.waitForSelector('.mobile-primary-menu ul.navbar-island > li.menu__list-item > a.menu__link', { visible: true }))!;
    expect(await link.evaluate((a) => [a.textContent, a.getAttribute('aria-current'), a.classList.contains('menu-link'), document.querySelectorAll('.mobile-primary-menu .news-seen').length])).toEqual(['News', 'page', true, 0]);
    expect(await axeProblems(mobile.page, { include: '.mobile-primary-menu' })).toEqual([]);
    await mobile.page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, 'docusaurus-navbar-item-390.png') });
    expect(mobile.errors).toEqual([]);
    await closePage(mobile.page);
  });

  it('draws the theme\'s link to a docs sidebar in the site\'s own navbar item (as BoTorch\'s): hydrated from the docs\' versions the page data carries, current once a navigation leads into that sidebar', async () => {
    const { page, errors } = await openPage(site, 'docs/intro');
    const parts = '.navbar-items-left .navbar-island a[href="/widgets/docs/components/"]';
    const current = () => page.$eval(parts, (a) => a.getAttribute('aria-current'));
    expect(await page.$eval(parts, (a) => a.textContent)).toBe('Parts');
    expect(await current()).toBe(null);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await Promise.all([page.waitForFunction(() => location.pathname === '/widgets/docs/components/'), page.click(parts)]);
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-current') === 'page', {}, parts);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    // On another page of the sidebar, still current; on a page of another sidebar, not.
    await Promise.all([page.waitForFunction(() => location.pathname === '/widgets/docs/components/images'), page.evaluate(() => (document.querySelector('.sidebar a[href="/widgets/docs/components/images"]') as HTMLElement).click())]);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Images');
    expect(await current()).toBe('page');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('draws the site\'s Root (src/theme/Root.js) once after the page: hydrated, its effect run once, rendered again on the next page\'s route with its state kept, which the page\'s components share through its context', async () => {
    const { page, errors } = await openPage(site, 'docs/intro');
    const corner = () => page.$$eval('.help-corner', (els) => els.map((el) => [el.querySelector('button')!.textContent, el.querySelector('.help-asked')!.textContent, el.closest('#__docgen') === null]));
    expect(await corner()).toEqual([['Ask about /widgets/docs/intro', '0', true]]);
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('.help-corner button')!;
      if (document.querySelector('.help-asked')!.textContent === '0') button.click();
      return document.querySelector('.help-asked')!.textContent === '1';
    });
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/docs/guide/setup')), page.evaluate(() => (document.querySelector('a[href="/widgets/docs/guide/setup"]') as HTMLAnchorElement).click())]);
    await page.waitForFunction(() => document.querySelector('.help-corner button')!.textContent === 'Ask about /widgets/docs/guide/setup');
    expect(await corner()).toEqual([['Ask about /widgets/docs/guide/setup', '1', true]]);
    // Its context reaches the page's components, which share its state: the page's count is the Root's, and asking
    // from the page counts in the Root's corner (each drawn once, the server's HTML replaced).
    const counts = () => page.$$eval('.ask-count-value', (els) => els.map((el) => el.textContent));
    await page.waitForFunction(() => document.querySelector('.ask-count-value')?.textContent === '1');
    await page.click('.ask-count button');
    await page.waitForFunction(() => document.querySelector('.help-asked')!.textContent === '2');
    expect(await counts()).toEqual(['2']);
    expect(await page.evaluate(() => (window as unknown as { rootEffects: number }).rootEffects)).toBe(1);
    expect(await axeProblems(page, { include: '.site-root' })).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('shows a feed opened in the browser as a page through docgen\'s stylesheet (blog.feed.xslt: true): its title, its address, its posts, in the system\'s colours', async () => {
    for (const dark of [false, true]) {
      const { page, errors } = await openPage(site, 'blog/rss.xml', { hydrate: false, dark });
      await page.waitForSelector('main h1');
      expect(await page.$eval('h1', (h) => h.textContent)).toBe('Widgets');
      expect(await page.$eval('.feed-help code', (c) => c.textContent)).toBe('https://widgets.example.com/widgets/blog/rss.xml');
      expect(await page.$$eval('article h2 a', (links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
        ['Widgets 2.0 is out', 'https://widgets.example.com/widgets/blog/2024/02/20/release'],
        ['Welcome', 'https://widgets.example.com/widgets/blog/2024/01/15/welcome']
      ]);
      // Its CSS, written beside it: one column, dark text on the light page, light on the dark one.
      expect(await page.$eval('main', (m) => [getComputedStyle(m).maxWidth, getComputedStyle(document.body).color])).toEqual(['736px', dark ? 'rgb(227, 227, 227)' : 'rgb(28, 30, 33)']);
      // Chromium puts a banner of its own above the page (its XSLT is being removed): the page's part is checked.
      expect(await axeProblems(page, { include: 'main' })).toEqual([]);
      await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, `docusaurus-feed-${dark ? 'dark' : 'light'}.png`) });
      expect(errors).toEqual([]);
      await closePage(page);
    }
  });

  it('loads the config\'s stylesheets and scripts on every page, each script once, not again on a client navigation', async () => {
    const { page, errors } = await openPage(site, 'docs/intro');
    const state = () => page.evaluate(() => [document.documentElement.dataset.siteScript, getComputedStyle(document.documentElement).getPropertyValue('--site-extra').trim()]);
    expect(await state()).toEqual(['1', '1']);
    await page.click('.navbar a.navbar-link[href="/widgets/blog"]');
    await page.waitForFunction(() => location.pathname === '/widgets/blog');
    expect(await state()).toEqual(['1', '1']);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('runs the client modules on load and tells them of each move to another page, as Docusaurus does', async () => {
    const { page, errors } = await openPage(site, 'docs/intro');
    const calls = () => page.evaluate(() => (window as unknown as { __widgetRoutes?: string[] }).__widgetRoutes ?? []);
    await page.waitForFunction(() => ((window as unknown as { __widgetRoutes?: string[] }).__widgetRoutes ?? []).length >= 3);
    expect(await calls()).toEqual(['update /widgets/docs/intro from none', 'loaded /widgets/docs/intro', 'did /widgets/docs/intro from none (browser)']);
    await page.click('.navbar a.navbar-link[href="/widgets/blog"]');
    await page.waitForFunction(() => ((window as unknown as { __widgetRoutes?: string[] }).__widgetRoutes ?? []).length >= 6);
    expect((await calls()).slice(3)).toEqual(['update /widgets/blog from /widgets/docs/intro', 'loaded /widgets/blog', 'did /widgets/blog from /widgets/docs/intro (browser)']);
    // Back: the same lifecycle, and the page was not loaded again (the module's record is still there).
    await page.goBack();
    await page.waitForFunction(() => ((window as unknown as { __widgetRoutes?: string[] }).__widgetRoutes ?? []).length >= 9);
    expect((await calls()).slice(6)).toEqual(['update /widgets/docs/intro from /widgets/blog', 'loaded /widgets/docs/intro', 'did /widgets/docs/intro from /widgets/blog (browser)']);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each([1280, 390].flatMap((width) => [false, true].map((dark) => [width, dark] as const)))('has no axe violations on a doc, one with the site\'s own admonitions, the blog and its archive at %i px (dark: %s), nothing wider than the window, links in the site colour; screenshots saved', async (width, dark) => {
    for (const route of ['docs/guide/', 'docs/guide/platforms', 'docs/guide/admonitions', 'blog', 'blog/archive', 'blog/2024/01/15/welcome']) {
      const { page } = await openPage(site, route, { width, storage: dark ? { theme: 'dark' } : {} });
      // The platforms page and the welcome post have a long URL as text: it wraps rather than widening the page.
      // And so does a long word in the title (Prettier's "JavaScript/TypeScript", which breaks nowhere), put in here.
      // (A paragraph's content-visibility clips what sticks out of it: it is measured on the paragraph.)
      const sticksOut = await page.evaluate(() => {
        document.querySelector('h1')!.append(' new JavaScript/TypeScript features');
        // And a long identifier in the next and previous links (Redux Toolkit's API pages: `actionCreatorMiddleware`).
        document.querySelectorAll('.pagination-label').forEach((l) => l.append('createListenerMiddlewareWithTypes'));
        // And a video embedded at its own width (LunarVim's `<iframe width="560" height="315">` of YouTube).
        document.querySelector('.markdown')!.insertAdjacentHTML('beforeend', '<p>A video:</p><iframe width="560" height="315" title="A video" src="about:blank"></iframe><video width="800" height="450"></video>');
        // And a sponsor's logo 400 px wide in a footer item's HTML (WebdriverIO's BrowserStack, an SVG of width="400px").
        document.querySelector('.footer-mark')!.insertAdjacentHTML('afterend', '<a href="https://sponsor.example"><img width="400" height="100" alt="A sponsor" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22400%22 height=%22100%22/%3E"></a>');
        return [document.scrollingElement!, ...document.querySelectorAll('h1, .markdown :is(p, li)')].filter((e) => e.scrollWidth > e.clientWidth).map((e) => `${e.tagName}: ${e.textContent!.slice(0, 80)}`);
      });
      expect(sticksOut, route).toEqual([]);
      // Links are in the site's colour (its customCss's --ifm-color-primary: green in both modes), not the theme's pink.
      // Infima's alert, written in the page: docgen's sheet of Infima's classes is linked and draws it.
      // The site's own values of Infima's properties win over that sheet's, linked after the site's (Agenta's navbar
      // button in its --ifm-color-primary-lightest), as Docusaurus's come after Infima's.
      if (route === 'docs/guide/platforms') {
        expect(await page.$eval('.alert', (a) => getComputedStyle(a).borderLeftWidth)).toBe('5px');
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary-lightest').trim())).toBe('#e3f3ea');
        // A badge is a word: in a pre of text, which breaks anywhere, laid out as a row beside a long path, it stays
        // whole (the OpenAPI theme's method badge read "POS T" at 1,280 px).
        expect(await page.$eval('.endpoint-line .badge', (b) => { const r = document.createRange(); r.selectNodeContents(b); return r.getClientRects().length; })).toBe(1);
      }
      // The site's own admonition keywords, drawn by its src/theme/Admonition/Types: hydrated (the exercise's button
      // works, clicked until it does: a click before hydration does nothing), the premium box green as its alert class says.
      if (route === 'docs/guide/admonitions') {
        await page.waitForFunction(() => {
          const button = document.querySelector('.exercise-done')!;
          if (button.textContent === 'Mark as done') button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          return button.textContent === 'Done';
        });
        const [r, g, b] = (await page.$eval('.premium-box', (a) => getComputedStyle(a).borderLeftColor)).match(/\d+/g)!.map(Number);
        expect(g, `rgb(${r}, ${g}, ${b})`).toBeGreaterThan(Math.max(r, b) + 50);
        expect(await page.$eval('.premium-box .admonition-title', (t) => t.textContent)).toBe('Premium');
      }
      if (route === 'docs/guide/') {
        const [r, g, b] = (await page.$eval('.markdown p a[href]', (a) => getComputedStyle(a).color)).match(/\d+/g)!.map(Number);
        expect(g, `rgb(${r}, ${g}, ${b})`).toBeGreaterThan(Math.max(r, b));
      }
      const name = `docusaurus-${route.replace(/\W+/g, '-').replace(/-$/, '')}-${width}-${dark ? 'dark' : 'light'}.png`;
      await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, name) as `${string}.png` });
      await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
      expect(await axeProblems(page), route).toEqual([]);
      await closePage(page);
    }
  });
});

const texts = (page: Page, selector: string) => page.$$eval(selector, (es) => es.map((e) => e.textContent));

describe('the French blog in Chromium', () => {
  it('shows the translated blog title, the translated post beside the untranslated one, and the sidebar under its translated title', async () => {
    const { page } = await openPage(site, 'fr/blog');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Nouvelles des widgets');
    expect(await page.title()).toBe('Nouvelles des widgets | Widgets');
    expect(await texts(page, '.blog-preview-title a')).toEqual(['Widgets 2.0 est sorti', 'Welcome']);
    expect(await texts(page, '.sidebar .sidebar-category-label')).toEqual(['Billets récents']);
    // Named as the blog's navigation, not the docs': the fixture's code.json does not translate it, so it is docgen's French.
    expect(await page.$eval('nav.sidebar', (n) => n.getAttribute('aria-label'))).toBe(fr['theme.blog.sidebar.navAriaLabel']);
    expect(await texts(page, '.sidebar .sidebar-link')).toEqual(['Widgets 2.0 est sorti', 'Welcome']);
    expect(await page.$eval('html', (h) => h.lang)).toBe('fr');
    // The translated post's own image, loaded.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.blog-excerpt img')?.complete === true);
    expect(await page.$eval('.blog-excerpt img', (img) => [(img as HTMLImageElement).naturalWidth > 0, img.getAttribute('alt'), /\/vitesse-[0-9a-f]+\.svg$/.test(img.getAttribute('src')!)])).toEqual([true, 'Vitesse de 1.0 et 2.0', true]);
    await closePage(page);
  });

  it('goes from the translated post to the untranslated one through its sidebar without a reload, staying in French', async () => {
    const { page } = await openPage(site, 'fr/blog/2024/02/20/release');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    expect(await page.$eval('.blog-post-meta time', (t) => t.textContent)).toBe('20 février 2024');
    await Promise.all([page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Welcome'), page.click('.sidebar a.sidebar-link[href="/widgets/fr/blog/2024/01/15/welcome"]')]);
    expect(new URL(page.url()).pathname).toBe('/widgets/fr/blog/2024/01/15/welcome');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(await page.$eval('.markdown', (m) => m.textContent)).toContain('The first post.');
    expect(await page.$eval('.sidebar a[aria-current="page"]', (a) => a.textContent)).toBe('Welcome');
    await closePage(page);
  });

  it.each([1280, 390].flatMap((width) => [false, true].map((dark) => [width, dark] as const)))('has no axe violations on the French blog list at %i px (dark: %s); screenshot saved', async (width, dark) => {
    const { page } = await openPage(site, 'fr/blog', { width, storage: dark ? { theme: 'dark' } : {} });
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.blog-excerpt img')?.complete === true);
    await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, `blog-i18n-fr-list-${width}-${dark ? 'dark' : 'light'}.png`) as `${string}.png` });
    await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
    expect(await axeProblems(page)).toEqual([]);
    await closePage(page);
  });
});

/**
 * For one describe block: a copy of the Docusaurus fixture in a temp folder, changed by `prepare` (its config's text,
 * and its folder), built and served; `findings` are the build's messages.
 */
function servedCopy(name: string, prepare: (config: string, root: string) => string) {
  // Named now, made when the block's tests run: a run that filters them out (`-t`) leaves no folder behind.
  const root = path.join(os.tmpdir(), `docgen-e2e-${name}-${randomBytes(4).toString('hex')}`);
  const findings: string[] = [];
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const served = servedSite(
    path.join(root, 'build'),
    async () => {
      cpSync(path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic'), root, { recursive: true, filter: (f) => !f.includes('node_modules') });
      const file = path.join(root, 'docusaurus.config.js');
      const text = readFileSync(file, 'utf8');
      const changed = prepare(text, root);
      if (changed === text) throw new Error(`the fixture config changed: the edit for ${name} matched nothing`);
      writeFileSync(file, changed);
      findings.push(...(await build({ root })).diagnostics.map((d) => d.message));
    },
    '/widgets/'
  );
  return { root, served, findings };
}

describe('a redirect of the client-redirects plugin in Chromium', () => {
  const { served: redirected } = servedCopy('redirects', (t) => t.replace("'@docusaurus/plugin-ideal-image',", "['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old/setup', to: '/docs/guide/setup' }] }],"));

  it('sends the reader on to the page, query and hash kept, and Back skips it', async () => {
    const { page, errors } = await openPage(redirected, 'docs/intro');
    await page.goto(`${redirected.url}old/setup?from=mail#setting-up`);
    await page.waitForFunction(() => location.pathname === '/widgets/docs/guide/setup' && document.querySelector('h1') !== null);
    expect(await page.evaluate(() => [location.search, location.hash])).toEqual(['?from=mail', '#setting-up']);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/widgets/docs/intro');
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

// Bitwarden's contributing docs: a Layout/Provider (no Root) whose state a navbar item and a page's blocks share.
describe('a site with a swizzled Layout/Provider and no Root, in Chromium', () => {
  const { served } = servedCopy('provider', (t, root) => {
    rmSync(path.join(root, 'src/theme/Root.js'));
    mkdirSync(path.join(root, 'src/theme/Layout'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/Layout/Provider.js'), "import React, { useState } from 'react';\nimport { HelpContext } from '@site/src/help';\nexport default function Provider({ children }) {\n  const [asked, setAsked] = useState(0);\n  return <HelpContext.Provider value={{ asked, ask: () => setAsked((n) => n + 1) }}>{children}</HelpContext.Provider>;\n}\n");
    const news = path.join(root, 'src/components/NavbarItems/News.jsx');
    writeFileSync(news, readFileSync(news, 'utf8').replace("import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';", "import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';\nimport { useHelp } from '@site/src/help';").replace('const [seen, setSeen] = useState(0);', 'const { asked: seen, ask } = useHelp();').replace('onClick={() => setSeen((n) => n + 1)}', 'onClick={ask}'));
    return `${t}// The site's Root replaced by a Layout/Provider (src/theme/Layout/Provider.js).\n`;
  });

  it('gives the navbar\'s item and the page\'s component one provider: a click in either counts in both', async () => {
    const { page, errors } = await openPage(served, 'docs/guide/setup');
    const counts = () => page.evaluate(() => [document.querySelector('.news-seen')!.textContent, document.querySelector('.ask-count-value')!.textContent, document.querySelectorAll('.ask-count').length]);
    expect(await counts()).toEqual(['0', '0', 1]);
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('.news-seen')!;
      if (button.textContent === '0') button.click();
      return document.querySelector('.ask-count-value')!.textContent === '1';
    });
    await page.click('.ask-count button');
    await page.waitForFunction(() => document.querySelector('.news-seen')!.textContent === '2');
    expect(await counts()).toEqual(['2', '2', 1]);
    expect(await page.$$eval('.help-corner', (els) => els.length)).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('client modules of plugin packages the site installed, in Chromium', () => {
  const { served } = servedCopy('plugin-packages', (t, root) => installPluginPackages(root, t));

  it("run on load, read the site's themeConfig, and hear of each move to another page", async () => {
    const { page, errors } = await openPage(served, 'docs/intro');
    await page.waitForFunction(() => document.documentElement.dataset.helloRoute === '/widgets/docs/intro');
    expect(await page.evaluate(() => [document.documentElement.dataset.hello, document.documentElement.dataset.esm])).toEqual(['bonjour', 'ran']);
    await Promise.all([page.waitForFunction(() => document.documentElement.dataset.helloRoute === '/widgets/docs/guide/'), page.click('.sidebar a[href="/widgets/docs/guide/"]')]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

// Butian's site: trailingSlash: false on GitHub Pages, which serves `guide.html` at /guide (a folder would redirect to /guide/).
describe('a Docusaurus site with trailingSlash: false, served as GitHub Pages serves files', () => {
  // The guide's index links to `setup` as a URL: without the slash that is /docs/setup, broken (in Docusaurus too).
  // A footer link written with the slash (EfficientDynamoDb's `to: 'docs/'`) is the page's, as Docusaurus's router matches it.
  const { root, served, findings } = servedCopy('no-slash', (t) =>
    t.replace("baseUrl: isDev ? '/' : '/widgets/',\n  onBrokenLinks: 'throw',", "baseUrl: isDev ? '/' : '/widgets/',\n  trailingSlash: false,\n  onBrokenLinks: 'warn',").replace("{ label: 'Tutorial', to: '/docs/intro' }", "{ label: 'Tutorial', to: '/docs/intro/' }")
  );

  it('writes each page as a file of its route, loads it at its URL, and moves between pages without adding a slash', async () => {
    expect(findings.filter((m) => /navbar or footer link/.test(m))).toEqual([]);
    for (const f of ['docs/intro.html', 'docs/guide.html', 'docs/guide/setup.html', 'blog.html', 'index.html']) expect(existsSync(path.join(root, 'build', f)), f).toBe(true);
    expect(existsSync(path.join(root, 'build/docs/intro/index.html'))).toBe(false);
    const { page, errors } = await openPage(served, 'docs/intro');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Widget tutorial');
    await Promise.all([page.waitForFunction(() => location.pathname === '/widgets/docs/guide/setup'), page.click('.sidebar a[href="/widgets/docs/guide/setup"]')]);
    await page.reload();
    expect([new URL(page.url()).pathname, await page.$eval('h1', (h) => h.textContent)]).toEqual(['/widgets/docs/guide/setup', 'Setting up']);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

// SuperTokens' docs: its customCss imports Radix Themes' stylesheets, which style the Radix components its own
// components draw (classes its code never names: the package's JavaScript gives them).
describe("a component library's stylesheet that customCss imports, in Chromium", () => {
  const { served } = servedCopy('package-css', (t, root) => {
    const kit = path.join(root, 'node_modules/ui-kit');
    mkdirSync(kit, { recursive: true });
    writeFileSync(path.join(kit, 'package.json'), JSON.stringify({ name: 'ui-kit', version: '1.0.0', main: 'index.js' }));
    writeFileSync(path.join(kit, 'index.js'), "import { createElement } from 'react';\nexport function Badge({ children }) { return createElement('span', { className: 'kit-Badge', 'data-accent-color': 'orange' }, children); }\n");
    writeFileSync(path.join(kit, 'styles.css'), "[data-accent-color='orange'] { --kit-accent: rgb(255, 120, 0); }\n.kit-Badge { display: inline-block; padding: 3px 7px; background: var(--kit-accent); color: var(--kit-fg); }\nspan { outline: 5px solid red; }\n.kit-light { --kit-fg: rgb(1, 2, 3); }\n.kit-dark { --kit-fg: rgb(4, 5, 6); }\n[data-kit-radius='large'] .kit-Badge { border-radius: 9px; }\n");
    // The Root wraps the page in the library's theme element, as Radix Themes' <Theme> does; a click switches its mode.
    const rootFile = path.join(root, 'src/theme/Root.js');
    writeFileSync(rootFile, readFileSync(rootFile, 'utf8').replace('      {children}\n', "      <div className={`kit-theme ${asked % 2 ? 'kit-dark' : 'kit-light'}`} data-kit-radius=\"large\">{children}</div>\n"));
    const css = path.join(root, 'src/css/custom.css');
    writeFileSync(css, `@import 'ui-kit/styles.css';\n${readFileSync(css, 'utf8')}`);
    writeFileSync(path.join(root, 'src/components/KitBadge.jsx'), "import React from 'react';\nimport { Badge } from 'ui-kit';\nexport default function KitBadge() { return <Badge>beta</Badge>; }\n");
    const doc = path.join(root, 'docs/guide/setup.md');
    writeFileSync(doc, readFileSync(doc, 'utf8').replace("import AskCount from '@site/src/components/AskCount';", "import AskCount from '@site/src/components/AskCount';\nimport KitBadge from '@site/src/components/KitBadge';").replace('<AskCount />', '<AskCount />\n\n<KitBadge />'));
    return `${t}// customCss imports ui-kit/styles.css (node_modules/ui-kit).\n`;
  });

  it("styles the package's components with its rules and design tokens, and nothing else of the page", async () => {
    const { page, errors } = await openPage(served, 'docs/guide/setup');
    const badge = await page.evaluate(() => {
      const b = document.querySelector('.kit-Badge')!;
      const s = getComputedStyle(b);
      return [b.textContent, s.display, s.paddingLeft, s.backgroundColor, getComputedStyle(document.querySelector('h1')!).outlineStyle];
    });
    expect(badge).toEqual(['beta', 'inline-block', '7px', 'rgb(255, 120, 0)', 'none']);
    // The element rule of the package's stylesheet is not taken: no span of the page has its outline.
    expect(await page.evaluate(() => [...document.querySelectorAll('span')].some((s) => getComputedStyle(s).outlineStyle === 'solid'))).toBe(false);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("gives the islands' elements the classes and data attributes of what the Root draws around the page, kept in step with it", async () => {
    // In the server's HTML already: the page is styled before the scripts run.
    const html = await (await fetch(`${served.url}docs/guide/setup`)).text();
    expect(html).toMatch(/<div data-island="\d+" class="kit-theme kit-light" data-kit-radius="large">/);
    const { page, errors } = await openPage(served, 'docs/intro');
    const badge = () => page.evaluate(() => {
      const s = getComputedStyle(document.querySelector('.kit-Badge')!);
      return [s.color, s.borderTopLeftRadius];
    });
    const classes = () => page.$$eval('.markdown [data-island]', (els) => els.map((el) => `${el.className} ${el.getAttribute('data-kit-radius')}`));
    // The Root switches its theme element's class; then a page client navigation brings gets the new one. Its button
    // answers once the Root is hydrated (its effect has run): a click before that was lost beside two CPU hogs.
    await page.waitForFunction(() => (window as unknown as { rootEffects?: number }).rootEffects === 1);
    await page.click('.help-corner button');
    await page.waitForFunction(() => document.querySelector('.help-asked')!.textContent === '1');
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/docs/guide/setup')), page.evaluate(() => (document.querySelector('a[href="/widgets/docs/guide/setup"]') as HTMLAnchorElement).click())]);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.kit-Badge')!).color === 'rgb(4, 5, 6)');
    expect(await badge()).toEqual(['rgb(4, 5, 6)', '9px']);
    expect(new Set(await classes())).toEqual(new Set(['kit-theme kit-dark large']));
    // Switched back on this page: the islands' elements follow.
    await page.click('.help-corner button');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.kit-Badge')!).color === 'rgb(1, 2, 3)');
    expect(new Set(await classes())).toEqual(new Set(['kit-theme kit-light large']));
    // The islands' elements stay no boxes of their own.
    expect(await page.$$eval('.markdown [data-island]', (els) => els.length > 0 && els.every((el) => getComputedStyle(el).display === 'contents'))).toBe(true);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
