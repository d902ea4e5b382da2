import { describe, expect, it } from 'vitest';
import { chunkFile, docId, isIndexFile, normalizeRoute, redirectFile, routeFile, routeOf, routeProblem } from '../../../src/content/routes.js';

const docs = { routeBasePath: '', indexTrailingSlash: false, indexFileNames: ['index', 'readme', 'intro'] };
const cfg = { baseUrl: '/docs/', trailingSlash: undefined, docs };
const doc = (path: string, frontmatter = {}) => ({ path, frontmatter });

describe('routes', () => {
  it.each([
    ['intro.md', '/docs/'],
    ['api/index.md', '/docs/api'],
    ['api/start/README.md', '/docs/api/start'],
    ['api/api.md', '/docs/api'],
    ['api/start/api.query.md', '/docs/api/start/api.query'],
    ['api/FAQ.md', '/docs/api/FAQ'],
    ['01_guide/02_setup.md', '/docs/guide/setup'],
    ['01_guide/01_guide.md', '/docs/guide']
  ])('%s -> %s', (path, route) => {
    expect(routeOf(doc(path), cfg)).toBe(route);
  });

  it('uses absolute and relative slugs, keeping a trailing slash', () => {
    expect(routeOf(doc('api/examples/rxjs/simple_connect.md', { slug: '/api/examples/rxjs/simple_connect/' }), cfg)).toBe('/docs/api/examples/rxjs/simple_connect/');
    expect(routeOf(doc('api/start/x.md', { slug: 'other' }), cfg)).toBe('/docs/api/start/other');
    expect(routeOf(doc('api/start/x.md', { slug: '/' }), cfg)).toBe('/docs/');
  });

  it('puts the docs below docs.routeBasePath, routes index docs with a slash when asked, and uses id: as the last segment', () => {
    const ds = { baseUrl: '/', trailingSlash: undefined, docs: { routeBasePath: 'docs/', indexTrailingSlash: true, indexFileNames: ['index', 'readme'] } };
    expect(routeOf(doc('intro.md'), ds)).toBe('/docs/intro');
    expect(routeOf(doc('index.md'), ds)).toBe('/docs/');
    expect(routeOf(doc('guide/README.md'), ds)).toBe('/docs/guide/');
    expect(routeOf(doc('02-guide/02-guide.md'), ds)).toBe('/docs/guide/');
    expect(routeOf(doc('guide/Configuration.md', { id: 'configuration' }), ds)).toBe('/docs/guide/configuration');
    expect(routeOf(doc('guide/x.md', { slug: '/top' }), ds)).toBe('/docs/top');
    expect(routeOf(doc('guide/README.md'), { ...ds, trailingSlash: false })).toBe('/docs/guide');
  });

  it('applies the trailingSlash setting', () => {
    expect(routeOf(doc('a/b.md'), { baseUrl: '/docs/', trailingSlash: true, docs })).toBe('/docs/a/b/');
    expect(routeOf(doc('a/b.md', { slug: '/a/b/' }), { baseUrl: '/docs/', trailingSlash: false, docs })).toBe('/docs/a/b');
    expect(routeOf(doc('intro.md'), { baseUrl: '/docs/', trailingSlash: false, docs })).toBe('/docs/');
  });

  it('derives ids from paths, without number prefixes, with id: overriding the last part', () => {
    expect(docId(doc('api/start/index.md'))).toBe('api/start/index');
    expect(docId(doc('01_guide/02_setup.md'))).toBe('guide/setup');
    expect(docId(doc('api/start/x.md', { id: 'renamed' }))).toBe('api/start/renamed');
  });

  it('knows index files', () => {
    expect(isIndexFile('a/README.md')).toBe(true);
    expect(isIndexFile('a/a.md')).toBe(true);
    expect(isIndexFile('a/b.md')).toBe(false);
    // As Docusaurus: names as written, number prefixes included, in any case.
    expect(isIndexFile('Guides/guides.md')).toBe(true);
    expect(isIndexFile('02-guides/02-guides.md')).toBe(true);
    expect(isIndexFile('concepts/01-concepts.md')).toBe(false);
    expect(isIndexFile('02-guides/guides.md')).toBe(false);
    expect(isIndexFile('a/01-index.md')).toBe(false);
    expect(routeOf(doc('concepts/01-concepts.mdx'), { baseUrl: '/docs/', trailingSlash: undefined, docs })).toBe('/docs/concepts/concepts');
  });

  it('maps routes to output files and data chunks', () => {
    expect(routeFile('/docs/', '/docs/')).toBe('index.html');
    expect(routeFile('/docs/api/start', '/docs/')).toBe('api/start/index.html');
    expect(routeFile('/docs/api/examples/rxjs/simple_connect/', '/docs/')).toBe('api/examples/rxjs/simple_connect/index.html');
    expect(chunkFile('/docs/', '/docs/')).toBe('__data/_.json');
    // A page at /index has its own (Hasura's introduction).
    expect(chunkFile('/docs/index', '/docs/')).toBe('__data/index.json');
    expect(chunkFile('/docs/api/start/api.query', '/docs/')).toBe('__data/api/start/api.query.json');
    expect(routeFile('/docs/caf%C3%A9/', '/docs/')).toBe('café/index.html');
    expect(() => chunkFile('/docs/50%off', '/docs/')).toThrow('cannot map route "/docs/50%off" to a file: malformed %-escape');
  });

  // Butian's site (trailingSlash: false, on GitHub Pages): Docusaurus writes about.html, which Pages serves at /about.
  it('writes a route to a file of its name with trailingSlash: false, as Docusaurus does; the base URL and a route ending in / or .html as they are', () => {
    expect(routeFile('/docs/about', '/docs/', false)).toBe('about.html');
    expect(routeFile('/docs/blog/tags/news', '/docs/', false)).toBe('blog/tags/news.html');
    expect(routeFile('/docs/', '/docs/', false)).toBe('index.html');
    // A locale's root, as Docusaurus writes it (Butian's /en/).
    expect(routeFile('/docs/en/', '/docs/', false)).toBe('en/index.html');
    for (const slash of [undefined, true, false]) expect(routeFile('/docs/legacy/page.html', '/docs/', slash)).toBe('legacy/page.html');
    expect([undefined, true].map((slash) => routeFile('/docs/about', '/docs/', slash))).toEqual(['about/index.html', 'about/index.html']);
    // A redirect from an old path is a folder's index.html, as Docusaurus's client-redirects writes it; beside a page's
    // own about.html (trailingSlash: false), the redirect from /about.html is about.html.html.
    expect([undefined, true, false].map((slash) => redirectFile('/docs/about.html', '/docs/', slash))).toEqual(['about.html/index.html', 'about.html/index.html', 'about.html.html']);
    expect(redirectFile('/docs/old', '/docs/', false)).toBe('old/index.html');
  });

  it('maps every spelling of one path to one file: dot segments (also %-escaped), doubled slashes, a trailing slash', () => {
    for (const r of ['/docs/about', '/docs/about/', '/docs/blog/../about', '/docs/blog/%2e%2e/about', '/docs/./about', '/docs//about', '/docs/%61bout']) expect(routeFile(r, '/docs/'), r).toBe('about/index.html');
    for (const r of ['/docs/blog/..', '/docs/.', '/docs/tags/../']) expect(routeFile(r, '/docs/'), r).toBe('index.html');
    expect(chunkFile('/docs/blog/../about', '/docs/')).toBe('__data/about.json');
    expect(() => routeFile('/docs/%2e%2e/x', '/docs/')).toThrow('cannot map route "/docs/%2e%2e/x" to a file: it leaves the base URL');
  });

  it('normalizes the routes every source makes: dot segments and doubled slashes resolved, the trailing slash as configured', () => {
    expect(normalizeRoute('/docs/blog/../about', cfg)).toBe('/docs/about');
    expect(normalizeRoute('/docs/blog/..', cfg)).toBe('/docs/');
    expect(normalizeRoute('/docs/tags/..', { baseUrl: '/docs/', trailingSlash: false })).toBe('/docs/');
    expect(normalizeRoute('/docs/a//b/./c/', cfg)).toBe('/docs/a/b/c/');
    expect(normalizeRoute('/docs/a/b', { baseUrl: '/docs/', trailingSlash: true, docs })).toBe('/docs/a/b/');
    // What leaves the base URL stays as it is, for routeProblem to report.
    expect(normalizeRoute('/docs/blog/../../x', cfg)).toBe('/docs/../x');
    expect(routeProblem(normalizeRoute('/docs/blog/../../x', cfg), '/docs/')).toMatch(/outside the base URL/);
  });
});

describe('routeProblem', () => {
  it('accepts routes below the base URL, also with .. that stays inside', () => {
    for (const r of ['/docs/', '/docs', '/docs/a/b', '/docs/caf%C3%A9', '/docs/a/%2e%2e/b', '/docs/..x/y']) expect(routeProblem(r, '/docs/'), r).toBeUndefined();
    expect(routeOf(doc('x.md', { slug: '/a/../b/' }), cfg)).toBe('/docs/b/');
    expect(routeOf(doc('a/x.md', { slug: '..' }), cfg)).toBe('/docs/');
  });

  it('rejects routes that leave the base URL or do not decode', () => {
    expect(routeOf(doc('x.md', { slug: '../../notes' }), cfg)).toBe('/docs/../../notes');
    expect(routeProblem('/docs/../../notes', '/docs/')).toBe('route "/docs/../../notes" is outside the base URL "/docs/"');
    expect(routeProblem(routeOf(doc('x.md', { slug: '/../../package' }), cfg), '/docs/')).toMatch(/outside the base URL/);
    expect(routeProblem('/docs/a/%2E%2E/%2e%2e/x', '/docs/')).toMatch(/outside the base URL/);
    expect(routeProblem('/docs/50%off', '/docs/')).toBe('malformed %-escape in route "/docs/50%off"');
    expect(routeProblem('/docs/\ud800', '/docs/')).toMatch(/malformed/);
    expect(routeProblem('/docs/a%00b', '/docs/')).toMatch(/NUL/);
    expect(routeProblem('/other/x', '/docs/')).toMatch(/outside the base URL/);
  });
});
