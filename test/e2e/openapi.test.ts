// An operation's page of a site drawn with the OpenAPI theme's ApiItem (`docItemComponent: '@theme/ApiItem'`), in
// Chromium: its request form in a column beside the content (below it on a phone), drawn in the browser, and what the
// form picks shown by the page's other islands (one store for the page, each island its own React root: the site has
// no Root); the theme's tabs subscribed with the router's history.listen. The theme is small (test/setup/openapi-theme.ts).
// And a partial given elements as props (Ory's getting-started pages), shown and hydrated.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';
import { installOpenApiTheme, writeOperationPages } from '../setup/openapi-theme.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-e2e-openapi-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const findings: string[] = [];
const site = servedSite(
  path.join(root, 'build'),
  async () => {
    const config = {
      title: 'Pets',
      url: 'https://pets.example.com',
      baseUrl: '/pets/',
      favicon: 'img/favicon.svg',
      presets: [['classic', { docs: { docItemComponent: '@theme/ApiItem' }, blog: false }]],
      themes: ['docusaurus-theme-openapi-docs'],
      themeConfig: { api: { authPersistence: 'localStorage' } }
    };
    writeFileSync(path.join(root, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(config, null, 2)};\n`);
    mkdirSync(path.join(root, 'docs'));
    mkdirSync(path.join(root, 'src/pages'), { recursive: true });
    writeFileSync(path.join(root, 'src/pages/index.md'), '# Pets\n');
    mkdirSync(path.join(root, 'static/img'), { recursive: true });
    writeFileSync(path.join(root, 'static/img/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    installOpenApiTheme(root);
    writeOperationPages(path.join(root, 'docs'));
    // Ory's getting-started pages: a partial given elements as props, which its text and its component show.
    writeFileSync(path.join(root, 'docs/_teaser.mdx'), "import Described from '@theme/Described';\n\nThis guide builds a {props.framework} app.\n\n<Described>{props.note}</Described>\n");
    writeFileSync(path.join(root, 'docs/go.mdx'), "import Teaser from './_teaser.mdx';\n\n# Go\n\n<Teaser framework={<a href=\"https://go.dev/\">Go</a>} note={<em>Quick to build.</em>} />\n");
    // QuestDB's download tabs: a markdown file a component renders with props of its state.
    mkdirSync(path.join(root, 'src/components'));
    writeFileSync(path.join(root, 'src/components/Download.jsx'), "import { useState } from 'react';\nimport Part from '@site/docs/_download.mdx';\nexport default function Download() {\n  const [file, setFile] = useState('pets-1.0.tgz');\n  return <div className=\"download\"><button type=\"button\" onClick={() => setFile('pets-2.0.tgz')}>Newer</button><Part href={`https://example.com/get/${file}`} label={file} /></div>;\n}\n");
    writeFileSync(path.join(root, 'docs/_download.mdx'), 'Get <a href={props.href}>{props.label}</a>.\n');
    writeFileSync(path.join(root, 'docs/download.mdx'), "import Download from '@site/src/components/Download';\n\n# Download\n\n<Download />\n");
    findings.push(...(await build({ root })).diagnostics.map((d) => `${d.file}: ${d.message}`));
  },
  '/pets/'
);

describe('a partial given code as props in Chromium', () => {
  it('shows and hydrates its islands that read them, in its text and in its component', async () => {
    const { page, errors, warnings } = await openPage(site, 'docs/go');
    expect(await page.$eval('.markdown p', (p) => p.innerHTML)).toMatch(/^This guide builds a <span data-island="\d+"><a href="https:\/\/go\.dev\/">Go<\/a><\/span> app\.$/);
    expect(await page.$eval('.markdown section.described', (s) => s.innerHTML)).toBe('<em>Quick to build.</em>');
    expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch|#418|#423/i.test(m))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('a markdown file a component renders with props, in Chromium', () => {
  it('fills in what the file reads of them, in the server HTML and as the component\'s state changes; React says nothing', async () => {
    const { page, errors, warnings } = await openPage(site, 'docs/download');
    const link = () => page.$eval('.download a', (a) => [a.getAttribute('href'), a.textContent]);
    expect(await link()).toEqual(['https://example.com/get/pets-1.0.tgz', 'pets-1.0.tgz']);
    // Hydrated once a click counts (the chunk may still be arriving: try until it does).
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.download button')!.click();
      return document.querySelector('.download a')?.textContent === 'pets-2.0.tgz';
    }, { polling: 200, timeout: 30_000 });
    expect(await link()).toEqual(['https://example.com/get/pets-2.0.tgz', 'pets-2.0.tgz']);
    expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch|#418|#423/i.test(m))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe("the OpenAPI theme's operation page in Chromium", () => {
  it('shows the request form beside the content, and the server it picks in the endpoint; on a phone below it; axe finds nothing serious', async () => {
    // The page without `api` has no store, as with the theme's own ApiItem.
    expect(findings).toEqual([expect.stringMatching(/docs\/pets\.mdx: component <MethodEndpoint> cannot be rendered/)]);
    const { page, errors } = await openPage(site, 'docs/add-pet');
    await page.waitForSelector('.openapi-right-panel__container form.explorer');
    expect(await page.$eval('.explorer p', (p) => p.textContent)).toBe('post /pets docs/pets bearer localStorage');
    const box = (selector: string) => page.$eval(selector, (e) => e.getBoundingClientRect().toJSON() as DOMRect);
    const [content, form] = [await box('.openapi-left-panel__container'), await box('.openapi-right-panel__container')];
    expect(form.left).toBeGreaterThanOrEqual(content.right - 1);
    expect(form.top).toBeLessThan(content.top + 50);
    expect(await page.$eval('.endpoint', (e) => e.textContent)).toBe('POST https://pets.example.com/pets');
    await page.click('.explorer button:nth-of-type(2)');
    await page.waitForFunction(() => document.querySelector('.endpoint')?.textContent === 'POST https://sandbox.example.com/pets');
    expect(await page.$eval('.query-tab', (e) => e.textContent)).toBe('tab none');
    // A heading in a component's own row (the theme's "Responses" beside its status codes) has no space above it and
    // no rule below, beside the codes; the article's own heading has both.
    const heading = (selector: string) => page.$eval(selector, (e) => ({ top: getComputedStyle(e).marginTop, rule: getComputedStyle(e).borderBottomWidth, middle: e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2 }));
    const [responses, codes, stored] = [await heading('h2#responses'), await heading('.response-header .codes'), await heading('h2#stored')];
    expect([responses.top, responses.rule]).toEqual(['0px', '0px']);
    expect(Math.abs(responses.middle - codes.middle)).toBeLessThan(4);
    expect(parseFloat(stored.top)).toBeGreaterThan(20);
    expect(stored.rule).toBe('1px');
    // A component's own class for its details wins over docgen's box (the theme's schema, drawn without one), as its
    // stylesheet comes after docgen's; the article's own details keep the box.
    await page.addStyleTag({ content: '.own-details { background-color: transparent; padding: 0; }' });
    const details = (selector: string) => page.$eval(selector, (e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).paddingTop]);
    expect(await details('details.own-details')).toEqual(['rgba(0, 0, 0, 0)', '0px']);
    expect(await details('.markdown details:not(.own-details)')).not.toEqual(['rgba(0, 0, 0, 0)', '0px']);
    expect(await axeProblems(page, { seriousOnly: true })).toEqual([]);
    expect(errors).toEqual([]);
    await page.setViewport({ width: 390, height: 800 });
    const [narrow, below] = [await box('.openapi-left-panel__container'), await box('.openapi-right-panel__container')];
    expect(below.top).toBeGreaterThanOrEqual(narrow.bottom - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await closePage(page);
  });

  it("keeps the theme's tab in step with the address when the reader goes back (history.listen)", async () => {
    const { page, errors } = await openPage(site, 'docs/add-pet?tab=b');
    await page.waitForFunction(() => document.querySelector('.query-tab')?.textContent === 'tab b');
    // Two tabs picked as the theme's tabs pick them (the address's query changed in place), then Back to the first.
    await page.evaluate(() => {
      history.pushState(history.state, '', '?tab=c');
      history.pushState(history.state, '', '?tab=d');
    });
    await page.goBack();
    await page.waitForFunction(() => location.search === '?tab=c');
    await page.waitForFunction(() => document.querySelector('.query-tab')?.textContent === 'tab c');
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
