// docgen serve with a blog: editing a post or a standalone page rebuilds the post, the list pages and the feeds.
import { rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { fixtureCopy, waitFor } from './helpers.js';

let site: string;
let server: DevServer;

beforeAll(async () => {
  site = fixtureCopy('serve-blog', 'blog');
  server = await serve({ root: site, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

describe('serve with a blog', () => {
  it('an edited post shows on its page, in the list and in the feed; an edited standalone page on its page', async () => {
    await waitFor(server.url, '/docs/blog', (a) => a.status === 200);
    const post = path.join(site, 'blog/2024-04-01-newest.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('The newest post, at a slug', 'The freshly edited post, at a slug'));
    await waitFor(server.url, '/docs/blog/newest', (a) => a.body.includes('freshly edited'));
    await waitFor(server.url, '/docs/blog', (a) => a.body.includes('freshly edited'));
    await waitFor(server.url, '/docs/blog/rss.xml', (a) => a.body.includes('freshly edited'));
    writeFileSync(path.join(site, 'pages/about.md'), '# About again\n\nNew words.\n');
    await waitFor(server.url, '/docs/about', (a) => a.body.includes('About again'));
  });
});
