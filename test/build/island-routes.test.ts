// The config's `islands.routes`: a component of the site's rendered as a page at a route of its own, with its props; a
// component with no file, and a path that is not a route, refused at their line; two pages at one route stop the build.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { DocgenError } from '../../src/errors.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'docgen-island-routes-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const LIST = "export default function List({ title, items }) {\n  return <main className=\"list\"><h1>{title}</h1><ul>{items.map((i) => <li key={i}>{i}</li>)}</ul></main>;\n}\n";

/** The basic fixture with src/List.jsx and `islands` set to `option` (its source text) in its config; the site's folder. */
function site(name: string, option: string): string {
  const root = path.join(tmp, name);
  cpSync(fixture, root, { recursive: true, filter: (f) => !f.includes('node_modules') });
  mkdirSync(path.join(root, 'src/list'), { recursive: true });
  writeFileSync(path.join(root, 'src/list/index.jsx'), LIST);
  const config = path.join(root, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("url: 'https://fixture.example',", `url: 'https://fixture.example',\n  islands: ${option},`));
  return root;
}

/** The findings of the error a build stops on, as `file:line:col message`. */
async function refused(root: string): Promise<string[]> {
  const error = await build({ root }).then(() => undefined, (e: DocgenError) => e);
  expect(error).toBeDefined();
  return (error?.diagnostics ?? []).filter((d) => d.severity === 'error').map((d) => `${[path.basename(d.file), d.line, d.column].filter((x) => x !== undefined).join(':')} ${d.message}`);
}

describe('islands.routes', () => {
  it('renders each component at its route below the base URL with its props, one per route; a page links to it', async () => {
    const root = site('routes', "{ aliases: { '@site': '.' }, routes: [{ path: '/lists/fruit', component: '@site/src/list', props: { title: 'Fruit', items: ['apple', 'pear'] } }, { path: '/lists/veg/', component: './src/list/index.jsx', props: { title: 'Veg', items: ['leek'] } }] }");
    writeFileSync(path.join(root, 'content/intro.md'), '# Intro\n\nThe [fruit](/docs/lists/fruit) and the [veg](/docs/lists/veg/).\n');
    const result = await build({ root });
    const html = (route: string) => readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8');
    expect(html('lists/fruit')).toContain('<main class="list"><h1>Fruit</h1><ul><li>apple</li><li>pear</li></ul></main>');
    expect(html('lists/veg')).toContain('<main class="list"><h1>Veg</h1><ul><li>leek</li></ul></main>');
    // In the chrome, hydrated by its chunk; the links to them are not broken.
    expect(html('lists/veg')).toMatch(/<nav class="navbar/);
    expect(result.site.diagnostics.filter((d) => /broken/.test(d.message))).toEqual([]);
    expect(result.site.pages.filter((p) => p.route.startsWith('/docs/lists/')).map((p) => [p.route, p.islands?.js !== undefined])).toEqual([['/docs/lists/fruit', true], ['/docs/lists/veg/', true]]);
  });

  it('draws a route\'s page in the chrome (but the footer its Layout\'s noFooter leaves out); with `chrome: \'layout\'` only in what the page renders of the theme\'s Layout, Navbar and Footer', async () => {
    writeFileSync(path.join(tmp, 'Plain.jsx'), 'export default function Plain() { return <p>Plain</p>; }\n');
    writeFileSync(path.join(tmp, 'Footless.jsx'), "import Layout from '@theme/Layout';\nexport default function Footless() { return <Layout noFooter><p>No footer</p></Layout>; }\n");
    const routes = `routes: [{ path: '/plain', component: '${path.join(tmp, 'Plain.jsx')}' }, { path: '/footless', component: '${path.join(tmp, 'Footless.jsx')}' }]`;
    const drawn = async (option: string) => {
      const { outDir } = await build({ root: site(`chrome-${option.length}`, option) });
      return ['plain', 'footless'].map((route) => {
        const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
        return [/<nav class="navbar/.test(html), /<footer class="footer/.test(html)];
      });
    };
    expect(await drawn(`{ ${routes} }`)).toEqual([[true, true], [true, false]]);
    expect(await drawn(`{ chrome: 'layout', ${routes} }`)).toEqual([[false, false], [true, false]]);
    expect(await refused(site('chrome-bad', "{ chrome: 'never' }"))).toEqual([expect.stringMatching(/^site\.config\.ts:6:\d+ config "islands\.chrome" must be one of "always", "layout"/)]);
  });

  it('refuses a component with no file and a path that is not a route, at their line; two pages at one route stop the build', async () => {
    expect(await refused(site('missing', "{ routes: [{ path: '/x', component: './src/nothing' }] }"))).toEqual(['site.config.ts:6:37 config "islands.routes[0].component": no file src/nothing (nor with .js, .jsx, .ts or .tsx, nor its index)']);
    expect(await refused(site('relative', "{ routes: [{ path: 'x', component: './src/list' }] }"))).toEqual(['site.config.ts:6:25 config "islands.routes[0].path" must start with "/" (a route below the base URL), got "x"']);
    const twice = await refused(site('twice', "{ routes: [{ path: '/guide/setup', component: './src/list', props: { title: 'T', items: [] } }] }"));
    expect(twice).toEqual([expect.stringMatching(/^site\.config\.ts route "\/docs\/guide\/setup" is used by both .*content\/guide\/setup\.md and the page of islands\.routes\[0\] \(.*src\/list\/index\.jsx\)$/)]);
  });
});
