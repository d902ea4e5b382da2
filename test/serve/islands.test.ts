// docgen serve with an island that cannot be bundled: it renders once what it missed is there (a package installed, no
// file of the site edited), seen by the dev server's periodic check of the folders it would be in; and a markdown file
// a component imports, shown anew when saved; the site's own plugin run again when its module is saved.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATIENCE, request, servedDocusaurus, waitFor } from './helpers.js';

const served = servedDocusaurus('islands', (dir) => {
  const page = path.join(dir, 'docs/guide/widgets.mdx');
  writeFileSync(page, readFileSync(page, 'utf8').replace('import Counter', "import Sparkles from 'widget-sparkles';\nimport Counter") + '\n<Sparkles />\n');
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

  it('runs the site\'s own plugin again when its module is saved, and shows the data it gives now', async () => {
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.status === 200 && a.body.includes('stable<!-- --> release'), PATIENCE);
    const file = path.join(site, 'plugins/releases.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace('channel: options.channel', "channel: 'nightly'"));
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.body.includes('nightly<!-- --> release'), PATIENCE);
  }, 2 * PATIENCE);
});
