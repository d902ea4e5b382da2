// test/fixtures/autogen-sidebar built: the sidebars Docusaurus's docs describe, as HTML (order, category links, html
// and link items, classes) and as pages (generated index pages with cards, breadcrumbs, previous/next).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';
import type { PageData, SidebarItem } from '../../src/types.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/autogen-sidebar');
const out = path.resolve(import.meta.dirname, '../.tmp/build-autogen-sidebar');

beforeAll(async () => {
  await build({ root: fixture, outDir: out });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const html = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const data = (route: string) => JSON.parse(readFileSync(path.join(out, '__data', `${route || '_'}.json`), 'utf8')) as PageData;
/** The server-rendered sidebar of a page. */
const sidebarHtml = (route: string) => /<nav class="sidebar"[^]*?<\/nav>/.exec(html(route))![0];
/** A sidebar as an outline: a link's label, or `Label -> href [items]` for a category. */
type Outline = string | { [label: string]: Outline[] };
const outline = (items: SidebarItem[]): Outline[] =>
  items.map((i) => (i.type === 'link' ? i.label : i.type === 'html' ? `html: ${i.value}` : { [`${i.label}${i.href ? ` -> ${i.href}` : ''}`]: outline(i.items) }));
const sidebars = () => JSON.parse(/"sidebars":(\{.*?\}),"(search|colorMode)"/.exec(html(''))![1]) as Record<string, SidebarItem[]>;

describe('the autogen-sidebar fixture', () => {
  it('checks without errors or warnings', async () => {
    const { diagnostics } = await check({ root: fixture });
    expect(diagnostics).toEqual([]);
  });

  it('generates the docs sidebar from the folder: positions, number prefixes, category files, index docs', () => {
    expect(outline(sidebars().docs)).toEqual([
      'Introduction',
      { 'Tutorial - Basics -> /docs/category/tutorial---basics': ['Create a Page', 'Create a Document', 'Well done!'] },
      { 'Advanced -> /docs/advanced': ['A', 'B', { 'read-more': ['Resource 1', 'Resource 2'] }] },
      { 'All guides -> /docs/guides': ['Alpha', 'Zeta'] },
      'Nine',
      'Ten',
      { Extra: ['Linked', 'Plain', 'Short', 'Static'] },
      { api: ['API readme', 'Endpoints'] },
      'Only an index',
      'Last'
    ]);
  });

  it('keeps handwritten items around generated ones, the shorthand, and html and link items', () => {
    expect(outline(sidebars().reference)).toEqual([{ 'Reference -> /docs/category/reference': ['API readme', 'Endpoints'] }, 'Back to the intro', { 'Always open': ['Plain'] }]);
    expect(outline(sidebars().short)).toEqual([{ 'Short category': ['Short'] }]);
    expect(outline(sidebars().links)).toEqual(['Linked', 'html: <strong class="sidebar-title-text">Elsewhere</strong>', 'Home page', 'As written', 'Example site', 'html: <a class="menu__link" href="/docs/extra/plain">Plain, by hand</a>', { 'Static and linked -> /docs/extra/static': ['Example again'] }]);
  });

  it('draws classes, html, links and categories that cannot collapse in the HTML', () => {
    const docs = sidebarHtml('tutorial-basics/congratulations');
    expect(docs).toContain('<li class="green"><a class="sidebar-link active" href="/docs/tutorial-basics/congratulations" aria-current="page">Well done!</a></li>');
    // A category's link lies beside its summary (not in it: a control in a control), which names itself for the toggle.
    expect(docs).toContain('<li class="sidebar-category sidebar-category-linked red"><a class="sidebar-category-link" href="/docs/advanced">Advanced</a><details open=""><summary><span class="sidebar-category-sizer" aria-hidden="true">Advanced</span><span class="visually-hidden">Toggle the category Advanced</span></summary>');
    // The category of the current page is open; its label links to its generated index.
    expect(docs).toContain('<li class="sidebar-category sidebar-category-active sidebar-category-linked"><a class="sidebar-category-link" href="/docs/category/tutorial---basics">Tutorial - Basics</a><details open="">');
    expect(docs).toMatch(/<li class="sidebar-category"><details><summary>read-more<\/summary>/);
    const links = sidebarHtml('extra/linked');
    expect(links).toContain('<li class="sidebar-html sidebar-html-default sidebar-title"><strong class="sidebar-title-text">Elsewhere</strong></li>');
    expect(links).toContain('<li class="home-link"><a class="sidebar-link" href="/docs/">Home page</a></li>');
    expect(links).toContain('<a class="sidebar-link" href="/elsewhere">As written</a>');
    expect(links).toMatch(/<a class="sidebar-link" href="https:\/\/example.com\/" target="_blank" rel="noopener noreferrer">Example site<svg[^]*?<\/svg><span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/);
    const reference = sidebarHtml('extra/plain');
    expect(reference).toContain('<li class="sidebar-category sidebar-category-active always-open sidebar-category-static"><div class="sidebar-category-label">Always open</div><div class="sidebar-category-items">');
  });

  it('makes a generated index page for each generated-index link: title, description, keywords and cards', () => {
    const tutorial = data('category/tutorial---basics');
    expect([tutorial.title, tutorial.description, tutorial.sidebar]).toEqual(['Tutorial - Basics', '5 minutes to learn the most important concepts.', 'docs']);
    // The cards are the body's HTML, in the data chunk too (client navigation shows them as the server drew them).
    const cards = [...tutorial.html.matchAll(/<a class="doc-card" href="([^"]+)">.*?<\/svg>([^<]+)<\/h2>(?:<p class="doc-card-description" title="[^"]*">([^<]+)<\/p>)?/g)].map((m) => m.slice(1).filter(Boolean));
    expect(cards).toEqual([
      ['/docs/tutorial-basics/create-a-page', 'Create a Page', 'Add a page to the site.'],
      ['/docs/tutorial-basics/create-a-document', 'Create a Document', 'Documents are pages with a sidebar.'],
      // No description in its frontmatter: its first paragraph, as in Docusaurus.
      ['/docs/tutorial-basics/congratulations', 'Well done!', 'You made it.']
    ]);
    const page = html('category/tutorial---basics');
    expect(page).toContain('<h1 class="doc-title">Tutorial - Basics</h1><div class="markdown"><p class="generated-index-description">5 minutes to learn the most important concepts.</p><section class="doc-card-list">');
    expect(page).toContain('<article><a class="doc-card" href="/docs/tutorial-basics/create-a-page"><h2 class="doc-card-title" title="Create a Page"><svg class="doc-card-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 2h8l5 5v15H6zm8 1.5V8h4.5M9 12h7M9 15h7M9 18h5" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" stroke-linecap="round"></path></svg>Create a Page</h2><p class="doc-card-description" title="Add a page to the site.">Add a page to the site.</p></a></article>');
    const reference = data('category/reference');
    expect([reference.title, reference.description, reference.keywords, reference.sidebar]).toEqual(['All the reference', 'Everything about the API.', ['api', 'reference'], 'reference']);
    expect(html('category/reference')).toContain('<meta name="keywords" content="api, reference"');
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('/docs/category/tutorial---basics</loc>');
  });

  it('places pages: a generated index and a category\'s doc are read before its items; breadcrumbs link the home page and categories', () => {
    const place = (route: string) => {
      const d = data(route);
      return [d.sidebar, d.prev?.label, d.next?.label, d.breadcrumbs.map((b) => (b.href ? `${b.label} (${b.href})` : b.label)).join(' › ')];
    };
    expect(place('')).toEqual(['docs', undefined, 'Tutorial - Basics', 'Home page (/docs/) › Introduction']);
    expect(place('category/tutorial---basics')).toEqual(['docs', 'Introduction', 'Create a Page', 'Home page (/docs/) › Tutorial - Basics']);
    expect(place('tutorial-basics/congratulations')).toEqual(['docs', 'Create a Document', 'Advanced overview', 'Home page (/docs/) › Tutorial - Basics (/docs/category/tutorial---basics) › Well done!']);
    expect(place('advanced/read-more/resource1')).toEqual(['docs', 'B', 'Resource 2', 'Home page (/docs/) › Advanced (/docs/advanced) › read-more › Resource 1']);
    // The reference sidebar comes first and claims the api docs; its ref to the intro does not claim the intro.
    expect(place('api')).toEqual(['reference', 'Reference', 'Endpoints', 'Home page (/docs/) › Reference (/docs/category/reference) › API readme']);
    expect(place('extra/plain')).toEqual(['reference', 'Endpoints', undefined, 'Home page (/docs/) › Always open › Plain']);
    expect(place('extra/short')).toEqual(['docs', 'Plain', 'Static', 'Home page (/docs/) › Extra › Short']);
  });
});

// EventMesh's events sidebar: Docusaurus's docs' example, the default items reversed.
describe('docs.sidebarItemsGenerator', () => {
  const tmp = path.resolve(import.meta.dirname, '../.tmp/build-autogen-generator');
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  /** The fixture with `generator` (its source) as docs.sidebarItemsGenerator; the folder. */
  const withGenerator = (name: string, generator: string) => {
    const root = path.join(tmp, name);
    cpSync(fixture, root, { recursive: true, filter: (f) => !f.includes('node_modules') });
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('  docs: {\n', `  docs: {\n    sidebarItemsGenerator: ${generator},\n`));
    return root;
  };
  const reverse = 'const reverse = (items) => items.map((i) => (i.type === "category" ? { ...i, items: reverse(i.items) } : i)).reverse();';

  it('makes each autogenerated item\'s items with the site\'s function, given the default items, the folder, the docs and the version', async () => {
    const seen = path.join(tmp, 'seen.json');
    mkdirSync(tmp, { recursive: true });
    // The api folder's items reversed; the whole folder's from the default generator asked for fewer docs.
    const root = withGenerator('reverse', `async ({ defaultSidebarItemsGenerator, ...args }) => {
      ${reverse}
      require('node:fs').appendFileSync(${JSON.stringify(seen)}, JSON.stringify([args.item, args.version.versionName, args.docs.length, args.docs.find((d) => d.id === 'intro')?.source, args.numberPrefixParser('02-guides'), args.isCategoryIndex({ fileName: 'index', directories: ['api'], extension: '.md' })]) + '\\n');
      if (args.item.dirName === 'api') return reverse(await defaultSidebarItemsGenerator(args));
      return defaultSidebarItemsGenerator({ ...args, docs: args.docs.filter((d) => !d.id.startsWith('extra/')) });
    }`);
    const out = path.join(root, 'out');
    const result = await build({ root, outDir: out });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const built = JSON.parse(/"sidebars":(\{.*?\}),"(search|colorMode)"/.exec(readFileSync(path.join(out, 'index.html'), 'utf8'))![1]) as Record<string, SidebarItem[]>;
    expect(outline(built.reference)).toEqual([{ 'Reference -> /docs/category/reference': ['Endpoints', 'API readme'] }, 'Back to the intro', { 'Always open': ['Plain'] }]);
    expect(outline(built.docs).map((o) => (typeof o === 'string' ? o : Object.keys(o)[0]))).not.toContain('Extra');
    expect(readFileSync(seen, 'utf8').trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      [{ type: 'autogenerated', dirName: 'api' }, 'current', expect.any(Number), '@site/content/intro.md', { filename: 'guides', numberPrefix: 2 }, true],
      [{ type: 'autogenerated', dirName: '.' }, 'current', expect.any(Number), '@site/content/intro.md', { filename: 'guides', numberPrefix: 2 }, true]
    ]);
  });

  it('reports a function that throws or gives what is no sidebar items at its line, and keeps the default items', async () => {
    const errors = async (name: string, generator: string) => {
      const root = withGenerator(name, generator);
      const line = readFileSync(path.join(root, 'site.config.ts'), 'utf8').split('\n').findIndex((l) => l.includes('sidebarItemsGenerator')) + 1;
      const { diagnostics } = await check({ root });
      return { line, found: diagnostics.filter((d) => d.severity === 'error').map((d) => `${path.basename(d.file)}:${d.line} ${d.message}`) };
    };
    const thrown = await errors('throws', "() => { throw new Error('no sidebar today'); }");
    expect(thrown.found).toEqual([
      `site.config.ts:${thrown.line} docs.sidebarItemsGenerator threw: no sidebar today for the autogenerated items of "api"; the default items are used`,
      `site.config.ts:${thrown.line} docs.sidebarItemsGenerator threw: no sidebar today for the autogenerated items of "."; the default items are used`
    ]);
    const wrong = await errors('wrong', "() => [{ label: 'no type' }]");
    expect(wrong.found[0]).toBe(`site.config.ts:${wrong.line} docs.sidebarItemsGenerator returned what is not a list of sidebar items (items[0].type is required: an item is a doc id, an object with a "type", or a category shorthand { Label: [items] }) for the autogenerated items of "api"; the default items are used`);
  });
});

// datahub's and yytypescript's books: `numberPrefixParser: false` keeps `01-linux/sudo` in ids and URLs.
describe('docs.numberPrefixParser', () => {
  const tmp = path.resolve(import.meta.dirname, '../.tmp/build-number-prefix');
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const built = async (name: string, option: string) => {
    const root = path.join(tmp, name);
    cpSync(fixture, root, { recursive: true, filter: (f) => !f.includes('node_modules') });
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('  docs: {\n', `  docs: {\n    numberPrefixParser: ${option},\n`));
    const result = await build({ root, outDir: path.join(root, 'out') });
    const routes = result.site.pages.filter((p) => (p.kind ?? 'docs') === 'docs' && !p.doc.path.startsWith('api/') && !p.doc.path.startsWith('extra/')).map((p) => [p.id, p.route]);
    const docs = JSON.parse(/"sidebars":(\{.*?\}),"(search|colorMode)"/.exec(readFileSync(path.join(root, 'out/index.html'), 'utf8'))![1]).docs as SidebarItem[];
    return { errors: result.diagnostics.filter((d) => d.severity === 'error'), routes, top: outline(docs).map((o) => (typeof o === 'string' ? o : Object.keys(o)[0])) };
  };

  it('false keeps number prefixes in ids, routes and sidebar labels, and orders by name', async () => {
    const { errors, routes, top } = await built('off', 'false');
    expect(errors).toEqual([]);
    expect(routes).toEqual(expect.arrayContaining([['02-tutorial-basics/01-create-a-page', '/docs/02-tutorial-basics/01-create-a-page'], ['10-ten', '/docs/10-ten'], ['9-nine', '/docs/9-nine']]));
    // Positions from prefixes are gone: sidebar_position and category files still order, then names as written.
    expect(top.filter((t) => t === 'Ten' || t === 'Nine')).toEqual(['Ten', 'Nine']);
  });

  it('a function splits names its own way', async () => {
    const { routes } = await built('own', "(name) => { const m = /^0(\\d)-(.*)$/.exec(name); return m ? { filename: m[2], numberPrefix: Number(m[1]) } : { filename: name }; }");
    expect(routes).toEqual(expect.arrayContaining([['tutorial-basics/create-a-page', '/docs/tutorial-basics/create-a-page'], ['10-ten', '/docs/10-ten'], ['9-nine', '/docs/9-nine']]));
  });
});
