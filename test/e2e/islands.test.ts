// A site's own React components (islands) in Chromium: their server HTML without JavaScript, hydrated with it (a counter
// that counts, no hydration warning), the colour mode followed, loaded only by the pages that have them, after client
// navigation too; a React page in docgen's chrome; screenshots light, dark and 390 px.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { axeProblems, closePage, docusaurusSite, openPage, SCREENSHOTS } from '../setup/browser.js';

const site = docusaurusSite();

const islandScripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => /\/assets\/island-/.test(p)));
const count = (page: Page) => page.$eval('[data-island="0"] .counter-value', (s) => s.textContent);

describe('islands in Chromium', () => {
  it('shows the server HTML without JavaScript', async () => {
    const { page } = await openPage(site, 'docs/guide/widgets', { js: false });
    expect(await count(page)).toBe('2');
    expect(await page.$eval('.site-title', (s) => s.textContent)).toBe('Widgets');
    expect(await page.$eval('.intro-link', (a) => a.getAttribute('href'))).toBe('/widgets/docs/intro');
    // The CSS module's rules are in the page's head from the start.
    expect(await page.$eval('[data-island="0"] button', (b) => getComputedStyle(b).borderTopWidth)).toBe('2px');
    await closePage(page);
  });

  // The TON docs' cards: an expression's elements in a grid the page's own JSX draws, side by side as in Docusaurus (the
  // island's element is no box of its own), before and after hydration.
  it('keeps the HTML the build made for a component that throws in the browser, and says so in the console', async () => {
    const { page, errors } = await openPage(site, 'docs/guide/components');
    await page.waitForFunction(() => document.querySelector('.island-kept .fragile') !== null, { timeout: 30_000 });
    expect(await page.$eval('.fragile', (p) => [p.textContent, p.getBoundingClientRect().height > 0])).toEqual(['Drawn at build time', true]);
    expect(errors.some((e) => /failed in the browser; the HTML the build made for it is shown instead/.test(e))).toBe(true);
    await closePage(page);
  });

  it('lays out an island\'s elements in the page\'s own grid around it', async () => {
    // Each card's text, top, and whether it starts right of the card before it ends.
    const places = (page: Page) => page.$$eval('.widget-cards .widget-card', (cards) => cards.map((c, i) => {
      const r = c.getBoundingClientRect();
      return [c.textContent, Math.round(r.top), i === 0 || r.left >= cards[i - 1].getBoundingClientRect().right];
    }));
    for (const js of [false, true]) {
      const { page } = await openPage(site, 'docs/guide/widgets', { js });
      await page.$eval('.widget-cards', (g) => g.scrollIntoView());
      const [a, b] = await places(page);
      expect([a[0], b[0], a[1] === b[1], b[2]]).toEqual(['Fast', 'Small', true, true]);
      await closePage(page);
    }
  });

  it('hydrates: the counter counts, the colour mode is followed, and React says nothing', async () => {
    const { page, errors, warnings } = await openPage(site, 'docs/guide/widgets');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/island-') && r.name.endsWith('.js')));
    // Hydrated once a click counts (the chunk may still be arriving: try until it does, however long that takes).
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('[data-island="0"] button')!.click();
      return Number(document.querySelector('[data-island="0"] .counter-value')!.textContent) > 2;
    }, { polling: 200, timeout: 30_000 });
    const before = Number(await count(page));
    await page.click('[data-island="0"] button');
    expect(Number(await count(page))).toBe(before + 1);
    expect(await page.$eval('.color-mode', (s) => s.textContent)).toBe('light');
    const diagram = () => page.$eval('.docusaurus-mermaid-container', (d) => [d.querySelector('svg')?.getAttribute('aria-label'), d.textContent!.includes('Widget')]);
    expect(await diagram()).toEqual(['graph diagram', true]);
    await page.click('.color-mode-toggle');
    await page.waitForFunction(() => document.querySelector('.color-mode')!.textContent === 'dark');
    // The theme's Mermaid, given other text in dark mode (a line of style), keeps the diagram drawn at build time.
    expect(await diagram()).toEqual(['graph diagram', true]);
    expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([]);
    // News reads the blog's recent posts as its module loads: the page data gave them before the chunk loaded (no error).
    expect(await page.$eval('.news-newest', (p) => p.textContent)).toBe('Newest: Widgets 2.0 is out');
    expect(errors).toEqual([]);
    // A component's CodeBlock, highlighted as the article's fences are (the same markup hydrated): its comment coloured.
    expect(await page.$eval('.code-block[data-lang="bash"]', (b) => [b.querySelector('.code-title')?.textContent, b.querySelector('.sh-comment')?.textContent, getComputedStyle(b.querySelector('.sh-comment')!).color !== getComputedStyle(b.querySelector('pre')!).color, b.querySelector('.copy-button')?.textContent])).toEqual(['Check it', '# prints the version', true, 'Copy']);
    // A markdown file the component imports: its table, styled as the article's, its links at the site's base.
    expect(await page.$eval('.releases table', (t) => [t.querySelectorAll('tr').length, getComputedStyle(t.querySelector('td')!).borderTopStyle, t.querySelector('a')!.getAttribute('href')])).toEqual([3, 'solid', '/widgets/docs/intro']);
    await closePage(page);
  });

  it('shows the theme\'s back-to-top button while the reader scrolls back up, and takes them to the top', async () => {
    const { page } = await openPage(site, 'docs/guide/widgets', { width: 390 });
    const button = '.theme-back-to-top-button';
    const shown = () => page.$eval(button, (b) => getComputedStyle(b).visibility === 'visible');
    expect(await shown()).toBe(false);
    // Down the page, then back up a little: it shows (a scroll event each time, until the island hears them).
    await page.waitForFunction(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      window.scrollTo(0, document.documentElement.scrollHeight - 900);
      return document.querySelector('.theme-back-to-top-button')!.classList.contains('back-to-top-shown');
    }, { polling: 200, timeout: 30_000 });
    await page.waitForFunction((b) => getComputedStyle(document.querySelector(b)!).visibility === 'visible', {}, button);
    expect(await page.$eval(button, (b) => [b.getAttribute('aria-label'), getComputedStyle(b).position])).toEqual(['Scroll back to top', 'fixed']);
    await page.click(button);
    await page.waitForFunction(() => window.scrollY === 0);
    // Going down again: hidden.
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.waitForFunction((b) => !document.querySelector(b)!.classList.contains('back-to-top-shown'), {}, button);
    await closePage(page);
  });

  it("leaves a site's own elements that share a name with docgen's (a copy button, a card link, a progress bar) as the site made them", async () => {
    const { page } = await openPage(site, 'docs/guide/widgets');
    await page.browserContext().overridePermissions(new URL(site.url).origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    const looks = () =>
      page.$eval('.site-classes', (p) => ['.copy-button', '.card-link', '.progress-bar'].map((c) => {
        const s = getComputedStyle(p.querySelector(c)!);
        return [c, s.position, s.opacity, s.paddingTop, s.borderTopWidth];
      }));
    expect(await looks()).toEqual([
      ['.copy-button', 'static', '1', '1px', '2px'],
      ['.card-link', 'static', '1', '0px', '0px'],
      ['.progress-bar', 'static', '1', '0px', '0px']
    ]);
    // The site's button is not a code block's: a press leaves its words. A code block's button, pressed after it, copies
    // (so docgen's handler did run for both presses, in order).
    for (const button of ['.site-classes .copy-button', '.code-block[data-lang="bash"] .copy-button']) {
      await page.$eval(button, (b) => b.scrollIntoView({ block: 'center' }));
      await page.click(button);
    }
    await page.waitForFunction(() => document.querySelector('.code-block[data-lang="bash"] .copy-button')!.textContent === 'Copied');
    expect(await page.$eval('.site-classes .copy-button', (b) => b.textContent)).toBe('Copy the address');
    await closePage(page);
  });

  // TypeORM's DatabaseTabs: a component that reads its children's props and shows their markdown where it chooses.
  it('gives a component its children\'s markdown, in the server HTML and hydrated: it shows the one picked, and React says nothing; after client navigation too', async () => {
    const shown = (page: Page) =>
      page.$$eval('.choices section', (ss) => ss.filter((s) => !(s as HTMLElement).hidden).map((s) => [s.getAttribute('data-value'), s.querySelector('strong, code')?.outerHTML, s.querySelector('.code-block pre')?.textContent?.trim() ?? null]));
    // A reader's click, in the middle of the window (where the sticky navbar does not cover the button).
    // A click at the button's place could land beside it while the article's blocks still take their height after
    // client navigation (content-visibility): the button is pressed as the keyboard would, once it is in view.
    const pick = async (page: Page, n: number) => {
      await page.$eval(`.choice-button:nth-child(${n})`, (b) => b.scrollIntoView({ block: 'center' }));
      await page.focus(`.choice-button:nth-child(${n})`);
      await page.keyboard.press('Enter');
    };
    const npm = ['npm', '<strong>npm</strong>', 'npm install widgets'];
    const yarn = ['yarn', '<code>yarn add widgets</code>', null];
    const off = await openPage(site, 'docs/guide/widgets', { js: false });
    expect(await shown(off.page)).toEqual([npm]);
    await closePage(off.page);
    const { page, errors, warnings } = await openPage(site, 'docs/guide/widgets');
    // Hydrated once a click picks (the chunk may still be arriving: try until it does, however long that takes).
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.choice-button:nth-child(2)')!.click();
      return !document.querySelector<HTMLElement>('.choices section[data-value="yarn"]')!.hidden;
    }, { polling: 200, timeout: 30_000 });
    expect(await shown(page)).toEqual([yarn]);
    expect(await page.$eval('.choices section[data-value="yarn"] em', (e) => e.textContent)).toBe('yarn');
    await pick(page, 1);
    expect(await shown(page)).toEqual([npm]);
    // Its code block is the article's: highlighted, with its copy button.
    expect(await page.$eval('.choices .code-block', (b) => [b.getAttribute('data-lang'), b.querySelectorAll('pre span[class]').length > 0, b.querySelector('.copy-button')?.textContent])).toEqual(['bash', true, 'Copy']);
    expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([]);
    expect(errors).toEqual([]);
    // Reached by client navigation, from the page data: the same.
    await page.goto(`${site.url}docs/guide/setup`, { waitUntil: 'load' });
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { href: '/widgets/docs/guide/widgets', id: 'to-widgets', textContent: 'widgets' });
      document.querySelector('.markdown')!.append(a);
    });
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/widgets')), page.click('#to-widgets')]);
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.choice-button:nth-child(2)')?.click();
      return document.querySelector<HTMLElement>('.choices section[data-value="yarn"]')?.hidden === false;
    }, { polling: 200, timeout: 30_000 });
    expect(await shown(page)).toEqual([yarn]);
    await pick(page, 1);
    expect(await shown(page)).toEqual([npm]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  // Playwright's videos: react-lite-youtube-embed, not installed, drawn by docgen's stand-in.
  it('plays a lite YouTube embed where it is pressed: a 16:9 poster with a named button, then the player in its place', async () => {
    const { page, errors } = await openPage(site, 'docs/guide/widgets');
    // The player's page, answered here: the test runs offline.
    await page.setRequestInterception(true);
    page.on('request', (r) => (r.url().startsWith('https://www.youtube-nocookie.com/') ? r.respond({ status: 200, contentType: 'text/html', body: '<p>player</p>' }) : r.continue()));
    const box = await page.$eval('.yt-lite', (e) => e.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.height / box.width).toBeCloseTo(9 / 16, 2);
    expect(await page.$$('.yt-lite iframe')).toHaveLength(0);
    // Hydrated once a press puts the player there (the chunk may still be arriving: try until it does).
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.yt-lite button[aria-label="Watch Widgets in a minute"]')?.click();
      return document.querySelector('.yt-lite iframe') !== null;
    }, { polling: 200, timeout: 30_000 });
    expect(await page.$eval('.yt-lite iframe', (f) => [f.getAttribute('src'), f.getAttribute('title'), f.closest('.yt-lite')!.classList.contains('lyt-activated')])).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1', 'Widgets in a minute', true]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  // tRPC's install snippets: a component of the site that draws tabs with @theme/Tabs. They work as the article's do, and
  // share the "os" group with the Installing page's tabs.
  it('draws a component\'s @theme/Tabs as the article\'s tabs: they switch, and follow and set the page\'s group', async () => {
    const { page, errors } = await openPage(site, 'docs/guide/widgets');
    await page.waitForFunction(() => performance.getEntries().some((e) => e.name === 'docgen:tabs'));
    const shown = () => page.$$eval('.tabs [role=tabpanel]', (ps) => ps.filter((p) => !(p as HTMLElement).hidden).map((p) => p.textContent));
    expect(await shown()).toEqual(['brew install widgets']);
    await page.click('.tabs [role=tab][data-value="linux"]');
    expect(await shown()).toEqual(['apt install widgets']);
    expect(await page.evaluate(() => localStorage.getItem('docgen.tab.os'))).toBe('linux');
    // The Installing page's tabs of the group open on the choice.
    await page.goto(`${site.url}docs/guide/components`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => performance.getEntries().some((e) => e.name === 'docgen:tabs'));
    expect(await page.$eval('.tabs[data-group-id="os"] [role=tab][aria-selected="true"]', (t) => t.textContent)).toBe('Linux');
    // (The Installing page's component that throws in the browser on purpose says so: the test below.)
    expect(errors.filter((e) => !/no store in this page/.test(e))).toEqual([]);
    await closePage(page);
  });

  it("keeps a Docusaurus 2 tab group's choice (useTabGroupChoice) in step across the page's components, with the article's tabs of the group, and for the next page load", async () => {
    const { page, errors } = await openPage(site, 'docs/guide/widgets');
    await page.waitForFunction(() => performance.getEntries().some((e) => e.name === 'docgen:tabs'));
    const pressed = () => page.$$eval('.shell-picker', (ps) => ps.map((p) => p.querySelector('[aria-pressed="true"]')?.textContent).join());
    const articleOs = () => page.$eval('.tabs[data-group-id="os"] [role=tab][aria-selected="true"]', (t) => t.getAttribute('data-value'));
    expect(await pressed()).toBe('bash,bash,mac');
    /** Clicks button `n` of picker `p`, in view first: the article's blocks below the fold take their height as they come into view (content-visibility). */
    const click = async (p: number, n: number) => {
      const button = (await (await page.$$('.shell-picker'))[p].$$('button'))[n];
      await button.scrollIntoView();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await button.click();
    };
    await click(1, 1);
    await page.waitForFunction(() => [...document.querySelectorAll('.shell-picker [aria-pressed="true"]')].map((b) => b.textContent).join() === 'zsh,zsh,mac');
    expect(await page.evaluate(() => localStorage.getItem('docgen.tab.shell'))).toBe('zsh');
    // The os group: the article's tabs follow the component, and the component the article's tabs.
    await click(2, 1);
    await page.waitForFunction(() => document.querySelector('.tabs[data-group-id="os"] [role=tab][aria-selected="true"]')?.getAttribute('data-value') === 'linux');
    await page.click('.tabs[data-group-id="os"] [role=tab][data-value="mac"]');
    await page.waitForFunction(() => [...document.querySelectorAll('.shell-picker [aria-pressed="true"]')].map((b) => b.textContent).join() === 'zsh,zsh,mac');
    expect(await articleOs()).toBe('mac');
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => [...document.querySelectorAll('.shell-picker [aria-pressed="true"]')].map((b) => b.textContent).join() === 'zsh,zsh,mac');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  // Excalidraw's `jsx live` fences (theme-live-codeblock): docgen's Playground, with react-live.
  it('runs a live code block: the result of its code, redrawn as the reader edits it, an error where it breaks, Reset, Tab leaving the editor', async () => {
    const { page, errors } = await openPage(site, 'docs/guide/widgets');
    const editor = '[data-island="6"] .playground-editor pre';
    const preview = () => page.$eval('[data-island="6"] .playground-preview', (p) => p.textContent);
    // The result is drawn once the island is mounted (the chunk may still be arriving: wait however long that takes).
    await page.waitForFunction(() => document.querySelector('[data-island="6"] .playground-preview')?.textContent === 'Live: 5', { polling: 100, timeout: 30_000 });
    // The site's own component, from its scope (src/theme/ReactLiveScope), works: it counts.
    await page.click('[data-island="6"] .playground-preview button');
    expect(await preview()).toBe('Live: 6');
    // The noInline block's statements call render().
    expect(await page.$eval('[data-island="7"] .playground-preview', (p) => p.textContent)).toBe('Hello, widgets!');
    // A named, multi-line text box.
    expect(await page.$eval(editor, (e) => [e.getAttribute('role'), e.getAttribute('aria-label'), e.getAttribute('aria-multiline'), e.getAttribute('contenteditable')])).toEqual(['textbox', 'Live code editor', 'true', 'plaintext-only']);
    // Edited: the label's text changed where it is; the result follows.
    await page.evaluate((sel) => {
      const text = [...document.querySelector(sel)!.querySelectorAll('span')].find((s) => s.textContent === 'Live')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 4);
      range.collapse(true);
      (document.querySelector(sel) as HTMLElement).focus();
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    }, editor);
    await page.keyboard.type('ly');
    await page.waitForFunction(() => document.querySelector('[data-island="6"] .playground-preview')?.textContent === 'Lively: 5');
    expect(await page.$eval(editor, (e) => e.textContent!.trim())).toBe('<Counter start={5} label="Lively" />');
    // Code that does not compile: the error, in place of the result.
    await page.keyboard.type('"');
    await page.waitForSelector('[data-island="6"] .playground-error');
    expect(await page.$eval('[data-island="6"] .playground-error', (e) => e.textContent)).toMatch(/SyntaxError/);
    // Tab moves the focus on (to Reset of the next block), rather than indenting: no keyboard trap.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => [document.activeElement?.className, document.activeElement?.closest('[data-island]')?.getAttribute('data-island')])).toEqual(['playground-reset', '7']);
    // Reset: the code as written, and its result.
    await page.click('[data-island="6"] .playground-reset');
    await page.waitForFunction(() => document.querySelector('[data-island="6"] .playground-preview')?.textContent === 'Live: 5');
    expect(await page.$eval(editor, (e) => e.textContent!.trim())).toBe('<Counter start={5} label="Live" />');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('colours a live block\'s code with the theme\'s palette in each colour mode, and axe finds nothing serious', async () => {
    for (const [width, theme] of [[1280, 'light'], [1280, 'dark'], [390, 'light']] as const) {
      const { page } = await openPage(site, 'docs/guide/widgets', { width, storage: { theme } });
      await page.waitForFunction(() => !document.querySelector('.playground-loading'), { polling: 100, timeout: 30_000 });
      const colours = await page.$eval('[data-island="7"] .playground-editor', (e) => {
        const keyword = [...e.querySelectorAll('.token.keyword')].find((t) => t.textContent === 'const')!;
        const root = getComputedStyle(document.documentElement);
        const rgb = (c: string) => { const d = document.createElement('i'); d.style.color = c; document.body.append(d); const v = getComputedStyle(d).color; d.remove(); return v; };
        return { keyword: getComputedStyle(keyword).color, expected: rgb(root.getPropertyValue('--sh-keyword').trim()), pill: getComputedStyle(e.querySelector('.token.tag')!).borderTopWidth };
      });
      expect(colours.keyword, theme).toBe(colours.expected);
      // Prism's `tag` class is not the theme's tag pill.
      expect(colours.pill).toBe('0px');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth), `${width}`).toBe(0);
      await page.$eval('.playground', (p) => p.scrollIntoView());
      await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, `live-code-${width}-${theme}.png`) });
      expect(await axeProblems(page, { seriousOnly: true, include: '.playground' }), `${width} ${theme}`).toEqual([]);
      await closePage(page);
    }
  });

  it('hydrates a French page\'s components with the words the server gave them: the locale\'s code.json, no mismatch', async () => {
    const { page, errors, warnings } = await openPage(site, 'fr/');
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.hero [data-testid="like"]')?.click();
      return document.querySelector('.hero [data-testid="like"]')?.textContent === 'Liked';
    }, { polling: 200, timeout: 30_000 });
    expect(await page.$eval('.home-note', (p) => p.textContent)).toBe('Trois gadgets, 3 façons');
    // A translate() at the module's top: the French words on the server and in the browser (no mismatch below).
    expect(await page.$eval('.home-tagline', (p) => p.textContent)).toBe('Des gadgets pour tous');
    expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('loads no island chunk on other pages but the navbar\'s own item\'s, and the page\'s chunk after client navigation to a page with islands', async () => {
    const { page } = await openPage(site, 'docs/guide/setup');
    const navbar = await page.evaluate(() => (JSON.parse(document.getElementById('__docgen_data')!.textContent!) as { site: { siteIslands: { js: string } } }).site.siteIslands.js);
    await page.waitForFunction((js) => performance.getEntriesByType('resource').some((r) => r.name.endsWith(js)), {}, navbar);
    const before = await islandScripts(page);
    expect(before).toContain(navbar);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/widgets/docs/guide/widgets';
      a.id = 'to-widgets';
      a.textContent = 'widgets';
      document.querySelector('.markdown')!.append(a);
    });
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/widgets')), page.click('#to-widgets')]);
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('[data-island="0"] button')?.click();
      return Number(document.querySelector('[data-island="0"] .counter-value')?.textContent) > 2;
    }, { polling: 200, timeout: 30_000 });
    expect((await islandScripts(page)).length).toBeGreaterThan(before.length);
    await closePage(page);
  });

  // plugins/releases.js adds a page (addRoute) whose data it made (createData): in the chrome, hydrated, reached by
  // client navigation too.
  it('builds the page a site plugin adds: its component with the plugin\'s data, hydrated, after client navigation too; axe finds nothing serious', async () => {
    for (const [width, theme] of [[1280, 'light'], [1280, 'dark'], [390, 'light']] as const) {
      const { page, errors, warnings } = await openPage(site, 'releases', { width, storage: { theme } });
      expect(await page.title()).toBe('Releases | Widgets');
      expect(await page.$$eval('.release-list li', (li) => li.map((l) => l.textContent))).toEqual(['2.1.0, 2024-05-01']);
      // Hydrated once a press shows every release (the chunk may still be arriving: try until it does).
      await page.waitForFunction(() => {
        document.querySelector<HTMLButtonElement>('.release-list .show-more')?.click();
        return document.querySelectorAll('.release-list li').length === 2;
      }, { polling: 200, timeout: 30_000 });
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth), `${width}`).toBe(0);
      await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, `plugin-route-${width}-${theme}.png`) });
      expect(await axeProblems(page, { seriousOnly: true }), `${width} ${theme}`).toEqual([]);
      expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([]);
      expect(errors).toEqual([]);
      await closePage(page);
    }
    const { page, errors } = await openPage(site, 'docs/guide/setup');
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { href: '/widgets/releases', id: 'to-releases', textContent: 'releases' });
      document.querySelector('.markdown')!.append(a);
    });
    await Promise.all([page.waitForFunction(() => document.querySelector('.release-list h1')?.textContent === 'Releases (stable)'), page.click('#to-releases')]);
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.release-list .show-more')?.click();
      return document.querySelectorAll('.release-list li').length === 2;
    }, { polling: 200, timeout: 30_000 });
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('builds a React page in the chrome, hydrated; its state in the query string (useQueryString, useQueryStringList)', async () => {
    const { page, errors, warnings } = await openPage(site, '');
    expect(await page.$eval('.navbar', (n) => n !== null)).toBe(true);
    expect(await page.$eval('.hero-title', (h) => h.textContent)).toBe('Widgets');
    expect(await page.title()).toBe('Widgets · Widgets are cool');
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.hero [data-testid="like"]')?.click();
      return document.querySelector('.hero [data-testid="like"]')?.textContent === 'Liked';
    }, { polling: 200, timeout: 30_000 });
    expect(await page.evaluate(() => location.search)).toBe('?liked=yes&from=hero&from=home');
    expect(await page.$eval('.hero [data-testid="like"]', (b) => b.getAttribute('data-from'))).toBe('hero home');
    // Loaded with the query: the server's "Like", then the address's state once hydrated, without a mismatch.
    await page.goto(`${site.url}?liked=yes&from=x`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelector('.hero [data-testid="like"]')?.getAttribute('data-from') === 'x');
    expect(await page.$eval('.hero [data-testid="like"]', (b) => b.textContent)).toBe('Liked');
    expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  // typescript-eslint's playground: its options in the mobile menu on a phone (NavbarSecondaryMenuFiller), in the page on
  // a desktop; its Expander (theme-common's Collapsible).
  it('draws what a page puts in the mobile menu there on a phone, in the open menu only, and in the page on a desktop; folds a Collapsible', async () => {
    const { page, errors } = await openPage(site, '', { width: 390 });
    await page.waitForSelector('#mobile-menu .mobile-secondary-menu .page-options', { timeout: 30_000 });
    expect(await page.$$eval('main .page-options', (p) => p.length)).toBe(0);
    expect(await page.$eval('.mobile-secondary-menu', (m) => m.getBoundingClientRect().height)).toBe(0);
    await page.click('.navbar-menu-button');
    await page.waitForFunction(() => document.querySelector('.mobile-secondary-menu')!.getBoundingClientRect().height > 0);
    expect(await page.$eval('#mobile-menu .mobile-secondary-menu', (m) => m.textContent)).toBe('3 options');
    await page.setViewport({ width: 1280, height: 800 });
    await page.waitForFunction(() => !document.querySelector('.mobile-secondary-menu') && document.querySelector('main .page-options')?.textContent === '3 options');
    // A folded block (Collapsible, useCollapsible): empty and hidden until unfolded, then shown; folded again, hidden.
    const more = () => page.$eval('.more-body', (b) => ({ shown: b.getBoundingClientRect().height > 0, text: b.textContent, tag: b.tagName, toggle: document.querySelector('.more-toggle')!.textContent }));
    expect(await more()).toEqual({ shown: false, text: '', tag: 'SECTION', toggle: 'More' });
    expect(await page.$eval('.more', (m) => m.getAttribute('data-seen'))).toBe('no');
    await page.click('.more-toggle');
    // The storage slot set on this tab is read again at once (useStorageSlot).
    await page.waitForFunction(() => document.querySelector('.more')!.getAttribute('data-seen') === 'yes');
    await page.waitForFunction(() => document.querySelector('.more-body')!.getBoundingClientRect().height > 0);
    expect(await more()).toEqual({ shown: true, text: 'Widgets fold.', tag: 'SECTION', toggle: 'More (was folded)' });
    await page.click('.more-toggle');
    await page.waitForFunction(() => document.querySelector('.more-body')!.getBoundingClientRect().height === 0);
    expect(await more()).toEqual({ shown: false, text: 'Widgets fold.', tag: 'SECTION', toggle: 'More (was open)' });
    expect(errors).toEqual([]);
    await closePage(page);
  });

  // CrowdSec's home page: the theme's SearchBar under its title.
  it('draws the theme\'s SearchBar in a component as docgen\'s search box, in the server HTML, which finds and opens a page', async () => {
    const { page, errors } = await openPage(site, '');
    expect(await page.$eval('.home-search', (d) => d.querySelector('input.search-input')?.getAttribute('aria-label'))).toBe('Search this site');
    await page.type('.home-search input.search-input', 'sprockets');
    await page.waitForFunction(() => document.querySelectorAll('.home-search [role=option]').length > 0);
    expect(await page.$$eval('.home-search [role=option]', (os) => os.map((o) => new URL(o.getAttribute('href')!, location.href).pathname))).toEqual(['/widgets/events/2024/03/01/meetup']);
    await page.click('.home-search [role=option]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Widgets meetup in Lyon');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("lays the React page out with Infima's classes: a coloured hero, three columns side by side that stack when narrow, one main landmark and its hero the banner; axe finds nothing", async () => {
    for (const [width, theme] of [[1280, 'light'], [1280, 'dark'], [390, 'light']] as const) {
      const { page, errors } = await openPage(site, '', { width, storage: { theme } });
      const layout = await page.evaluate(() => {
        const hero = getComputedStyle(document.querySelector('.hero')!);
        const cols = [...document.querySelectorAll('.col--4')].map((c) => c.getBoundingClientRect());
        const primary = getComputedStyle(document.querySelector('.navbar')!).getPropertyValue('--c-primary').trim();
        const banner = document.querySelector('.home-banner')!;
        const like = getComputedStyle(document.querySelector('[data-testid="like"]')!).backgroundColor;
        const outline = getComputedStyle(document.querySelector('.button--outline.button--secondary')!).color;
        const large = getComputedStyle(document.querySelector('.button--lg')!);
        const lg = [large.fontSize, large.padding, large.borderTopWidth, large.borderRadius];
        const [first, second] = [...document.querySelectorAll('.team li')];
        const team = [getComputedStyle(second).marginTop, getComputedStyle(first.querySelector('.avatar__subtitle')!).color];
        return { lg, team, outline, text: getComputedStyle(document.body).color, like, banner: banner.getBoundingClientRect().width / banner.parentElement!.clientWidth, sideways: document.scrollingElement!.scrollWidth - innerWidth, heroBg: hero.backgroundColor, heroPadding: hero.paddingTop, subtitle: getComputedStyle(document.querySelector('.hero__subtitle')!).marginBottom, primary, tops: new Set(cols.map((r) => Math.round(r.top))).size, widths: cols.map((r) => Math.round(r.width)) };
      });
      const [r, g, b] = layout.heroBg.match(/\d+/g)!.map(Number);
      // The site's primary; in dark mode the hero's own (`[data-theme='dark'] .hero { --ifm-color-primary: … }`).
      expect(`#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`, theme).toBe(theme === 'dark' ? '#7fd9c4' : layout.primary);
      expect(layout.heroPadding).not.toBe('0px');
      // The site's customCss restyles Infima's class, and wins over it as in Docusaurus.
      expect(layout.subtitle).toBe('32px');
      // A column's long <pre> line wraps in its block rather than widening the page.
      expect(layout.sideways, `${width}`).toBe(0);
      // The page's CSS module wins over Infima's rule of the same weight (it comes after, as in Docusaurus).
      expect(layout.like, theme).toBe('rgb(120, 40, 160)');
      // A secondary outline button's text is the page's, as Infima draws it (its border colour is too light for text).
      expect(layout.outline, theme).toBe(layout.text);
      // A large button is Infima's button scaled by 1.35: its text, padding, border and corners as Docusaurus draws them.
      expect(layout.lg, theme).toEqual(['18.9px', '8.1px 32.4px', '1px', '6.4px']);
      expect(layout.team, theme).toEqual(['0px', 'rgb(255, 255, 255)']);
      // The site's class on an image (max-width: 50%) wins over docgen's own rule for images in an article.
      expect(layout.banner, `${width}`).toBeLessThanOrEqual(0.5);
      if (width === 1280) {
        expect(layout.tops, 'one row').toBe(1);
        for (const w of layout.widths) expect(Math.abs(w - layout.widths[0])).toBeLessThanOrEqual(1);
      } else expect(layout.tops, 'stacked').toBe(3);
      // The page's hero <header> sits before its own <main>, as in Docusaurus's template: it is the page's banner (the
      // navbar's <header> is none here, as Docusaurus's navbar is a <nav>), so axe finds nothing; one main landmark
      // (docgen's is a <div> here).
      expect(await axeProblems(page), `${width} ${theme}`).toEqual([]);
      expect(await page.$$eval('main, [role="main"]', (m) => m.length)).toBe(1);
      expect(await page.$$eval('header:not([role])', (h) => h.map((e) => e.className))).toEqual(['hero hero--primary']);
      // Its own layout, without the docs pages' back-to-top button (as in Docusaurus).
      expect(await page.$('.back-to-top')).toBeNull();
      expect(errors).toEqual([]);
      await closePage(page);
    }
  });

  // Ent's home page: the theme's Layout/Provider and Footer, its own navigation, no Layout.
  it('draws a page of its own layout without the navbar, but with the footer it renders; client navigation to a docs page and Back draw the chrome and take it away again', async () => {
    const { page, errors } = await openPage(site, 'standalone', { hydrate: false });
    await page.waitForFunction(() => performance.getEntriesByName('docgen:hydrate').length > 0);
    const chrome = () => page.evaluate(() => ({ navbar: !!document.querySelector('.navbar'), skip: !!document.querySelector('.skip-link'), footer: !!document.querySelector('footer.footer'), own: !!document.querySelector('.standalone-nav'), main: document.querySelectorAll('main, [role="main"]').length }));
    expect(await chrome()).toEqual({ navbar: false, skip: false, footer: true, own: true, main: 1 });
    expect(await axeProblems(page, { seriousOnly: true })).toEqual([]);
    // Its own link to the docs: client navigation (no page load), the chrome drawn.
    await page.evaluate(() => ((window as unknown as { loaded: boolean }).loaded = true));
    await page.click('.standalone-nav a[href$="/docs/intro"]');
    await page.waitForSelector('.navbar');
    expect({ ...(await chrome()), path: new URL(page.url()).pathname }).toEqual({ navbar: true, skip: true, footer: true, own: false, main: 1, path: '/widgets/docs/intro' });
    await page.goBack();
    await page.waitForFunction(() => !document.querySelector('.navbar') && !!document.querySelector('.standalone-nav'));
    expect(await chrome()).toEqual({ navbar: false, skip: false, footer: true, own: true, main: 1 });
    expect(await page.evaluate(() => (window as unknown as { loaded?: boolean }).loaded)).toBe(true);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('takes screenshots: light, dark and 390 px', async () => {
    for (const [route, name] of [['docs/guide/widgets', 'islands'], ['', 'react-page'], ['standalone', 'own-layout']] as const) {
      for (const mode of ['light', 'dark'] as const) {
        const { page } = await openPage(site, route, { storage: { theme: mode }, hydrate: route !== 'standalone' });
        await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, `${name}-${mode}.png`), fullPage: true });
        await closePage(page);
      }
      const { page } = await openPage(site, route, { width: 390, hydrate: route !== 'standalone' });
      await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, `${name}-390.png`), fullPage: true });
      await closePage(page);
    }
  });
});
