// fromExtensions and toExtensions: the old path of each page with or without an extension leads to it; not for a
// folder's path, nor over a page; a bad extension refused by the schema.
import { describe, expect, it } from 'vitest';
import { redirectPages } from '../../../src/output/redirects.js';
import { resolveConfig } from '../../../src/config/resolve.js';
import { validate } from '../../../src/config/schema.js';
import type { UserConfig } from '../../../src/config/schema.js';

const ROUTES = ['/docs/', '/docs/intro', '/docs/guide/', '/docs/legacy.html', '/docs/data.json', '/docs/old'];
const TEXT = 'fromExtensions: [...], toExtensions: [...]';

/** The redirect pages of a site at /docs/ with ROUTES, as `old path -> page`, and the findings as `line:col message`. */
function redirects(user: UserConfig) {
  const { files, diagnostics } = redirectPages(resolveConfig('/site', null, user), '/docs/', ROUTES, () => false, TEXT);
  return { made: [...files].map(([file, html]) => `${file} -> ${/location\.replace\("([^"]+)"/.exec(html)![1]}`), found: diagnostics.map((d) => `${d.line}:${d.column} ${d.severity}: ${d.message}`) };
}

describe('fromExtensions and toExtensions', () => {
  it('lead each page\'s old path with the extension to it, but not a folder\'s path or one that has it already', () => {
    expect(redirects({ fromExtensions: ['html', 'htm'] }).made).toEqual(['intro.html/index.html -> /docs/intro', 'intro.htm/index.html -> /docs/intro', 'data.json.html/index.html -> /docs/data.json', 'data.json.htm/index.html -> /docs/data.json', 'old.html/index.html -> /docs/old', 'old.htm/index.html -> /docs/old']);
  });

  it('lead the path without the extension to a page that has it; a page already there keeps its place, said at the option', () => {
    const { made, found } = redirects({ toExtensions: ['html', 'json'] });
    expect(made).toEqual(['legacy/index.html -> /docs/legacy.html', 'data/index.html -> /docs/data.json']);
    expect(redirects({ toExtensions: ['html'], fromExtensions: ['json'] }).found).toEqual([]);
    const over = redirectPages(resolveConfig('/site', null, { toExtensions: ['html'] }), '/docs/', [...ROUTES, '/docs/legacy'], () => false, TEXT);
    expect(over.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['1:24 toExtensions "html" gave "/legacy", whose redirect is left out: the site has a page or file at "/legacy"']);
    expect(found).toEqual([]);
  });

  it('are extensions without a dot, a slash or what a URL escapes', () => {
    expect(validate({ fromExtensions: ['html'], toExtensions: ['php5'] })).toEqual([]);
    expect(validate({ fromExtensions: ['.html', 'a/b', ''] }).map((i) => i.key)).toEqual(['fromExtensions[0]', 'fromExtensions[1]', 'fromExtensions[2]']);
    expect(validate({ toExtensions: 'html' })).toEqual([{ key: 'toExtensions', message: expect.stringMatching(/^must be/) }]);
  });
});

describe('a redirect to no page', () => {
  it('is an error whose hint shows the path with the base URL as the wrong form, only where the base URL is not /', () => {
    const hints = (base: string) => redirectPages(resolveConfig('/site', null, { redirects: [{ from: '/old', to: '/gone' }] }), base, ROUTES.map((r) => base + r.slice('/docs/'.length)), () => false, "redirects: [{ from: '/old', to: '/gone' }]").diagnostics.map((d) => `${d.severity}: ${d.message} | ${d.hint}`);
    expect(hints('/docs/')).toEqual(['error: redirect from "/old" goes to "/gone", which no page has | "to" is a page\'s path below the base URL ("/intro", not "/docs/intro"), or another site\'s http(s) URL']);
    expect(hints('/')).toEqual(['error: redirect from "/old" goes to "/gone", which no page has | "to" is a page\'s path below the base URL ("/intro"), or another site\'s http(s) URL']);
  });
});
