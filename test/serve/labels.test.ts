// docgen serve with a translated locale: a missing page below the locale gets the locale's 404 page, and an edit to
// its code.json is rebuilt, the new words shown on the untranslated docs it falls back to.
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
