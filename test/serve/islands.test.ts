// docgen serve with an island that cannot be bundled: it renders once what it missed is there (a package installed, no
// file of the site edited), seen by the dev server's periodic check of the folders it would be in; and a markdown file
// a component imports, shown anew when saved; a navbar item's component, on every page; the site's own remark plugin
// and plugin run again when their modules are saved.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { PATIENCE, repoRoot, request, servedDocusaurus, waitFor } from './helpers.js';

const served = servedDocusaurus('islands', (dir) => {
  const page = path.join(dir, 'docs/guide/widgets.mdx');
  writeFileSync(page, readFileSync(page, 'utf8').replace('import Counter', "import Sparkles from 'widget-sparkles';\nimport Counter") + '\n<Sparkles />\n');
  // A remark plugin of the site's own, whose words come from a file of its own.
  writeFileSync(path.join(dir, 'plugins/stamp.js'), "module.exports = 'Stamped once';\n");
  writeFileSync(path.join(dir, 'plugins/remark-stamp.js'), "const stamp = require('./stamp');\nmodule.exports = () => (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: stamp }] }); };\n");
  const config = path.join(dir, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace('remarkPlugins: [math,', "remarkPlugins: [require('./plugins/remark-stamp'), math,"));
});
const site = served.dir;

describe('serve with an island that cannot be bundled', () => {
  it('renders it once the package it imports is installed', async () => {
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.status === 200 && a.body.includes('Live code'), PATIENCE);
    expect((await request(served.server.url, '/docs/guide/widgets')).body).not.toContain('sparkles, installed');
    const pkg = path.join(site, 'node_modules/widget-sparkles');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), '{"name":"widget-sparkles","type":"module","main":"index.js"}');
    writeFileSync(path.join(pkg, 'index.js'), "export default function Sparkles() { return 'sparkles, installed'; }\n");
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.body.includes('sparkles, installed'), PATIENCE);
  }, 3 * PATIENCE);

  it('shows the new text of a markdown file a component imports once it is saved', async () => {
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.status === 200 && a.body.includes('First cut'), PATIENCE);
    const file = path.join(site, 'src/components/_releases.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('First cut', 'The very first cut'));
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.body.includes('The very first cut'), PATIENCE);
  }, 2 * PATIENCE);

  it('shows a navbar item of the site\'s own component anew, on every page, once its module is saved', async () => {
    await waitFor(served.server.url, '/docs/guide/setup', (a) => a.status === 200 && a.body.includes('aria-label="News seen: 0"'), PATIENCE);
    const file = path.join(site, 'src/components/NavbarItems/News.jsx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('News seen:', 'News read:'));
    for (const route of ['/docs/guide/setup', '/docs/intro']) await waitFor(served.server.url, route, (a) => a.body.includes('aria-label="News read: 0"'), PATIENCE);
  }, 3 * PATIENCE);

  it('runs the site\'s own remark plugin anew once a file it imports is saved', async () => {
    await waitFor(served.server.url, '/docs/intro', (a) => a.status === 200 && a.body.includes('<p>Stamped once</p>'), PATIENCE);
    writeFileSync(path.join(site, 'plugins/stamp.js'), "module.exports = 'Stamped twice';\n");
    await waitFor(served.server.url, '/docs/intro', (a) => a.body.includes('<p>Stamped twice</p>'), PATIENCE);
  }, 2 * PATIENCE);

  it('runs the site\'s own plugin again when its module is saved, and shows the data it gives now', async () => {
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.status === 200 && a.body.includes('stable<!-- --> release'), PATIENCE);
    const file = path.join(site, 'plugins/releases.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace('channel: options.channel', "channel: 'nightly'"));
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.body.includes('nightly<!-- --> release'), PATIENCE);
  }, 2 * PATIENCE);
});

// A site of one docs folder, where an edit in the content folder renders only the pages that changed: the navbar's own
// item (its module there) is on all of them.
describe('serve with a navbar item of its own component', () => {
  let dir: string;
  let server: DevServer;
  beforeAll(async () => {
    // Outside the repository: the islands' inputs that are docgen's own files are not watched.
    dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-navbar-island-'));
    cpSync(path.join(repoRoot, 'test/fixtures/basic'), dir, { recursive: true });
    const config = path.join(dir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Fixture',", "title: 'Fixture',\n  islands: { navbarItems: './content/_navbar-items.jsx' },").replace("{ href: 'https://example.com', label: 'Out' }", "{ href: 'https://example.com', label: 'Out' }, { type: 'custom-hello', name: 'reader' }"));
    writeFileSync(path.join(dir, 'content/_navbar-items.jsx'), "function Hello({ name, mobile }) {\n  return mobile ? <li>Hello, {name}</li> : <span className=\"hello\">Hello, {name}</span>;\n}\nexport default { 'custom-hello': Hello };\n");
    server = await serve({ root: dir, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows it anew on every page once its module is saved', async () => {
    const routes = ['/docs/', '/docs/guide'];
    for (const route of routes) await waitFor(server.url, route, (a) => a.status === 200 && a.body.includes('<span class="hello">Hello, <!-- -->reader</span>'), PATIENCE);
    const file = path.join(dir, 'content/_navbar-items.jsx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Hello, {name}</span>', 'Welcome, {name}</span>'));
    for (const route of routes) await waitFor(server.url, route, (a) => a.body.includes('<span class="hello">Welcome, <!-- -->reader</span>'), PATIENCE);
  }, 3 * PATIENCE);
});
