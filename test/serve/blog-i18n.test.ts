// docgen serve with a translated blog: an edit, a new translation and a changed options.json in the locale's blog folder are
// rebuilt; with --locale fr, French alone at the root.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { repoRoot, waitFor } from './helpers.js';

// Outside the repository, as a Docusaurus site is: no node_modules above it.
const site = mkdtempSync(path.join(os.tmpdir(), 'docgen-serve-blog-i18n-'));
const frBlog = path.join(site, 'i18n/fr/docusaurus-plugin-content-blog');
let server: DevServer;
/** Rebuilds are awaited by what is served, however long they take on a busy machine. */
const PATIENCE = 60_000;

beforeAll(async () => {
  cpSync(path.join(repoRoot, 'test/fixtures/docusaurus-classic'), site, { recursive: true });
  server = await serve({ root: site, port: 0, host: '127.0.0.1' });
}, PATIENCE);
afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

describe('serve with a translated blog', () => {
  it("rebuilds the locale's blog when its folder changes: an edited translation, a new one, and options.json", async () => {
    // The dev server serves at `/` (the fixture's config chooses its base URL by NODE_ENV, as Docusaurus sites do).
    await waitFor(server.url, '/fr/blog', (a) => a.status === 200 && a.body.includes('Widgets 2.0 est sorti'), PATIENCE);
    const post = path.join(frBlog, '2024-02-20-release/index.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('deux fois plus vite', 'trois fois plus vite'));
    await waitFor(server.url, '/fr/blog/2024/02/20/release', (a) => a.body.includes('trois fois plus vite'), PATIENCE);
    await waitFor(server.url, '/fr/blog/rss.xml', (a) => a.body.includes('trois fois plus vite'), PATIENCE);
    writeFileSync(path.join(frBlog, '2024-01-15-welcome.md'), '---\ntitle: Bienvenue\nauthors: [ada]\n---\n\nLe premier billet.\n');
    await waitFor(server.url, '/fr/blog/2024/01/15/welcome', (a) => a.body.includes('Le premier billet.'), PATIENCE);
    writeFileSync(path.join(frBlog, 'options.json'), JSON.stringify({ title: { message: 'Le blog des widgets' } }));
    await waitFor(server.url, '/fr/blog', (a) => a.body.includes('<title>Le blog des widgets | Widgets</title>') && a.body.includes('>Bienvenue</a>'), PATIENCE);
    // The English blog keeps its own posts.
    await waitFor(server.url, '/blog', (a) => a.body.includes('>Welcome</a>') && !a.body.includes('Bienvenue'), PATIENCE);
  }, 5 * PATIENCE);
});

describe('serve --locale fr', () => {
  it('serves that locale alone at the site\'s root, as Docusaurus\'s start --locale does; an unknown one is refused', async () => {
    const one = await serve({ root: site, port: 0, host: '127.0.0.1', locales: ['fr'] });
    try {
      await waitFor(one.url, '/blog', (a) => a.status === 200 && a.body.includes('Widgets 2.0 est sorti') && a.body.includes('<html lang="fr'), PATIENCE);
      await waitFor(one.url, '/fr/blog', (a) => a.status === 404, PATIENCE);
    } finally {
      await one.close();
    }
    await expect(serve({ root: site, port: 0, host: '127.0.0.1', locales: ['xx'] })).rejects.toMatchObject({ diagnostics: [expect.objectContaining({ message: expect.stringMatching(/^--locale "xx": the site has no such locale/) })] });
  }, 5 * PATIENCE);
});
