// docgen serve with a translated locale: a missing page below the locale gets the locale's 404 page, and an edit to
// its code.json is rebuilt, the new words shown on the untranslated docs it falls back to; so is an edit to its customCss.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { repoRoot, request, waitFor } from './helpers.js';

let site: string;
let server: DevServer;

beforeAll(async () => {
  // In the system's temp folder: its CommonJS config is no module of this repository's package.
  site = mkdtempSync(path.join(os.tmpdir(), 'docgen-serve-labels-'));
  cpSync(path.join(repoRoot, 'test/fixtures/docusaurus-labels'), site, { recursive: true });
  // A stylesheet for its colour (see the last test).
  writeFileSync(path.join(site, 'src/custom.css'), ':root { --ifm-color-primary: #1d4ed8; }\n');
  const config = path.join(site, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace('blog: { showReadingTime: true },', "blog: { showReadingTime: true },\n        theme: { customCss: './src/custom.css' },"));
  server = await serve({ root: site, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

it('answers a missing page below a locale with that locale\'s 404 page, and others with the default one', async () => {
  const fr = await request(server.url, '/fr/docs/nothing');
  expect(fr.status).toBe(404);
  expect(fr.body).toContain('<title>Page introuvable | Labels</title>');
  const en = await request(server.url, '/docs/nothing');
  expect(en.status).toBe(404);
  expect(en.body).toContain('<title>Page Not Found | Labels</title>');
});

it('rebuilds after an edit to code.json', async () => {
  expect((await request(server.url, '/fr/docs/intro')).body).toContain('<div class="admonition-title">Remarque</div>');
  const file = path.join(site, 'i18n/fr/code.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"Remarque"', '"Nota bene"').replace('"Rechercher"', '"Chercher"'));
  await waitFor(server.url, '/fr/docs/intro', (a) => a.body.includes('<div class="admonition-title">Nota bene</div>') && a.body.includes('placeholder="Chercher"'), 30_000);
});

it('rebuilds after an edit to the customCss the config took its colour from', async () => {
  const style = async () => {
    const page = (await request(server.url, '/docs/intro')).body;
    const href = /<link rel="stylesheet" href="([^"]+style-[^"]+\.css)"/.exec(page)![1];
    return { href, css: (await request(server.url, href)).body };
  };
  const before = await style();
  expect(before.css).toContain('--c-primary: #1d4ed8;');
  writeFileSync(path.join(site, 'src/custom.css'), ':root { --ifm-color-primary: #0b6e4f; }\n');
  await waitFor(server.url, '/docs/intro', (a) => !a.body.includes(before.href), 30_000);
  expect((await style()).css).toContain('--c-primary: #0b6e4f;');
});
