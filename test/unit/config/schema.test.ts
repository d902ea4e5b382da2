import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/config/schema.js';

describe('config validation', () => {
  it('accepts a full valid config', () => {
    expect(validate({ title: 'T', baseUrl: '/docs/', themeConfig: { navbar: { items: [{ label: 'A', to: '/a', position: 'left' }] } }, docs: { sidebars: { s: ['a', { type: 'category', label: 'C', items: ['b'] }] } } })).toEqual([]);
  });

  it('names an unknown key and suggests the near one', () => {
    expect(validate({ themeConfig: { navbar: { hideOnScrol: true } } })).toEqual([{ key: 'themeConfig.navbar.hideOnScrol', message: 'is not a known option (did you mean "hideOnScroll"?)', unknown: true }]);
  });

  it('names a wrong type', () => {
    expect(validate({ baseUrl: 3 })).toEqual([{ key: 'baseUrl', message: 'must be a string, got number 3' }]);
    expect(validate({ themeConfig: { colorMode: { defaultMode: 'blue' } } })[0]).toEqual({ key: 'themeConfig.colorMode.defaultMode', message: 'must be one of "light", "dark", got string "blue"' });
    expect(validate({ themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', dropdownActiveClassDisabled: 'yes' as never }] } } })[0]).toMatchObject({ key: 'themeConfig.navbar.items[0].dropdownActiveClassDisabled', message: 'must be a boolean, got string "yes"' });
    // A version dropdown's versions: names, or names to { label }.
    expect(validate({ themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', versions: ['1.0'] }, { type: 'docsVersionDropdown', versions: { '1.0': { label: 'One' } } }] } } })).toEqual([]);
    expect(validate({ themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', versions: ['1.0', 2 as never] }, { type: 'docsVersionDropdown', versions: { '1.0': 'One' as never } }, { type: 'docsVersionDropdown', versions: 'all' as never }] } } }).map((i) => `${i.key}: ${i.message}`)).toEqual([
      'themeConfig.navbar.items[0].versions[1]: must be a version name (a string), got number 2',
      'themeConfig.navbar.items[1].versions.1.0: must be { label: string } (the version\'s label in the dropdown), got string "One"',
      'themeConfig.navbar.items[2].versions: must be an array of version names, or an object of them to { label }, got string "all"'
    ]);
    expect(validate({ docs: { rootLinks: 'docs' as never } })[0]).toEqual({ key: 'docs.rootLinks', message: 'must be one of "version", "site", got string "docs"' });
    expect(validate({ docs: { sidebars: { s: [42] } } })[0].key).toBe('docs.sidebars.s[0]');
  });

  it('takes themeConfig.metadata as <meta> attributes, and names what is not', () => {
    expect(validate({ themeConfig: { metadata: [{ name: 'twitter:card', content: 'summary' }, { property: 'og:site_name', content: 'S' }] } })).toEqual([]);
    expect(validate({ themeConfig: { metadata: [{ name: 'x', content: 3 as never }, 'y' as never, { 'bad name': 'z' }] } }).map((i) => i.key)).toEqual(['themeConfig.metadata[0].content', 'themeConfig.metadata[1]', 'themeConfig.metadata[2].bad name']);
  });

  it('takes islands.define values esbuild can put in a name\'s place, and the markdown hooks as functions', () => {
    expect(validate({ islands: { define: { 'process.env.API': '"https://api.example"', __DEV__: 'false', CONFIG: 'window.config' } }, markdown: { preprocessor: ({ fileContent }: { fileContent: string }) => fileContent, parseFrontMatter: async (p: never) => p } })).toEqual([]);
    expect(validate({ islands: { define: { SUM: '1 + 1', N: 3 as never } } })).toEqual([
      { key: 'islands.define.SUM', message: 'must be JSON or a name (esbuild\'s define), got "1 + 1"' },
      { key: 'islands.define.N', message: 'must be a string, got number 3' }
    ]);
    expect(validate({ markdown: { preprocessor: 'x' as never } })[0]).toMatchObject({ key: 'markdown.preprocessor' });
  });

  it('takes islands.textFiles and markdown.strippedImports as regular expressions, and names what is not one', () => {
    expect(validate({ islands: { textFiles: [/\.ya?ml$/] }, markdown: { strippedImports: [/\/private\//] } })).toEqual([]);
    expect(validate({ islands: { textFiles: ['.yaml' as never] }, markdown: { strippedImports: ['fb/' as never] } })).toEqual([
      { key: 'islands.textFiles[0]', message: 'must be a regular expression, such as /\\.ya?ml$/, got ".yaml"' },
      { key: 'markdown.strippedImports[0]', message: 'must be a regular expression, such as /\\/private\\//, got "fb/"' }
    ]);
  });

  it('takes islands.provide as globals given a module or a module and its export, and names what is not', () => {
    expect(validate({ islands: { provide: { Buffer: ['buffer', 'Buffer'], process: 'process/browser' } } })).toEqual([]);
    expect(validate({ islands: { provide: { N: 3 as never, E: [], 'not-a-name': 'x' } } })).toEqual([
      { key: 'islands.provide.N', message: 'must be a global\'s name given a module ("process/browser") or a module and its export (["buffer", "Buffer"]), got 3' },
      { key: 'islands.provide.E', message: 'must be a global\'s name given a module ("process/browser") or a module and its export (["buffer", "Buffer"]), got []' },
      { key: 'islands.provide.not-a-name', message: 'must be a global\'s name given a module ("process/browser") or a module and its export (["buffer", "Buffer"]), got "x"' }
    ]);
  });

  it('takes themeConfig.colors as colours, and names a value that is not one', () => {
    expect(validate({ themeConfig: { colors: { primary: '#2e8555', primaryDark: 'hsl(166 68% 45%)' } } })).toEqual([]);
    expect(validate({ themeConfig: { colors: { primary: 'green', primaryDark: 42 as never } } })).toEqual([
      { key: 'themeConfig.colors.primary', message: '"green" is not a colour docgen reads: write it as #rrggbb, #rgb, rgb(r g b) or hsl(h s% l%)' },
      { key: 'themeConfig.colors.primaryDark', message: 'must be a string, got number 42' }
    ]);
    expect(validate({ themeConfig: { colors: { primaryDark: '#fff' } as never } })[0]).toMatchObject({ key: 'themeConfig.colors.primary' });
    // The navbar's own colours: a background at least.
    expect(validate({ themeConfig: { colors: { primary: '#2e8555', navbar: { background: '#108938', text: '#fff', backgroundDark: 'rgb(48, 48, 48)', textDark: '#eee' } } } })).toEqual([]);
    expect(validate({ themeConfig: { colors: { primary: '#2e8555', navbar: { text: 'white' } as never } } }).map((i) => i.key)).toEqual(['themeConfig.colors.navbar.background', 'themeConfig.colors.navbar.text']);
  });

  it('takes blog.feed.xslt as a boolean or by feed, each a boolean, null or a file, and names anything else', () => {
    expect(validate({ blog: { feed: { xslt: true } } })).toEqual([]);
    expect(validate({ blog: { feed: { xslt: { rss: 'feed.xsl', atom: null } } } })).toEqual([]);
    expect(validate({ blog: { feed: { xslt: { rss: 3 as never } } } })).toEqual([{ key: 'blog.feed.xslt.rss', message: 'must be true, false, null or the path of an .xsl file, got number 3' }]);
    expect(validate({ blog: { feed: { xslt: 'feed.xsl' as never } } }).map((e) => e.key)).toEqual(['blog.feed.xslt']);
  });

  it('takes pwa with its offline mode\'s strategies, and names one that is none', () => {
    expect(validate({ pwa: {} })).toEqual([]);
    expect(validate({ pwa: { offlineModeActivationStrategies: ['appInstalled', 'always'] } })).toEqual([]);
    expect(validate({ pwa: { offlineModeActivationStrategies: ['online' as never] } }).map((e) => e.key)).toEqual(['pwa.offlineModeActivationStrategies[0]']);
  });

  it('takes docs.editUrl as a URL or a function, and names anything else', () => {
    expect(validate({ docs: { editUrl: 'https://e/' }, docsInstances: [{ id: 'c', path: 'c', editUrl: () => 'https://e/c' }] })).toEqual([]);
    expect(validate({ docs: { editUrl: ({ docPath }: { docPath: string }) => `https://e/${docPath}` } })).toEqual([]);
    expect(validate({ docs: { editCurrentVersion: true }, docsInstances: [{ id: 'c', path: 'c', editCurrentVersion: false }] })).toEqual([]);
    expect(validate({ docs: { editCurrentVersion: 'yes' as never } }).map((e) => e.key)).toEqual(['docs.editCurrentVersion']);
    expect(validate({ docs: { editUrl: 42 as never } })).toEqual([{ key: 'docs.editUrl', message: expect.stringMatching(/a URL, or a function of the page that returns one/) }]);
  });

  it('takes the docs options of page-level markdown: exclude globs and the last-update switches', () => {
    expect(validate({ docs: { exclude: ['**/_*'], showLastUpdateTime: true, showLastUpdateAuthor: false } })).toEqual([]);
    expect(validate({ docs: { exclude: [3], showLastUpdateTime: 'yes' } })).toEqual([
      { key: 'docs.exclude[0]', message: 'must be a string, got number 3' },
      { key: 'docs.showLastUpdateTime', message: 'must be a boolean, got string "yes"' }
    ]);
  });

  it('names a missing required key', () => {
    expect(validate({ themeConfig: { announcementBar: { id: 'x' } } } as never)).toEqual([{ key: 'themeConfig.announcementBar.content', message: 'is required' }]);
    // The bar's id is not: it defaults to "announcement-bar", as in Docusaurus.
    expect(validate({ themeConfig: { announcementBar: { content: 'x' } } })).toEqual([]);
  });

  it('takes every navbar item type, the logo target and size, the navbar style and a footer logo', () => {
    const items = [
      { label: 'A', to: '/a', className: 'x' },
      { html: '<b>H</b>', href: 'https://h.example' },
      { type: 'doc', docId: 'a', docsPluginId: 'default' },
      { type: 'docSidebar', sidebarId: 's', position: 'left' },
      { type: 'dropdown', label: 'D', items: [{ label: 'B', href: 'https://b.example' }, { type: 'html', value: '<hr>' }, { type: 'doc', docId: 'b' }] },
      { type: 'dropdown', label: 'E', to: '/e', items: [{ label: 'B', to: '/b' }] },
      { type: 'dropdown', label: 'F', href: 'https://f.example', items: [{ label: 'B', to: '/b' }] },
      { type: 'html', value: '<b>x</b>' },
      { type: 'search', position: 'left' },
      { type: 'localeDropdown' },
      { type: 'docsVersion', label: 'v' },
      { type: 'docsVersionDropdown' }
    ];
    const logo = { src: 'l.svg', srcDark: 'd.svg', alt: 'L', href: '/x', width: 32, height: 32, style: { 'border-radius': '5px', opacity: 0.8 } };
    expect(validate({ themeConfig: { navbar: { style: 'primary', logo: { ...logo, target: '_self' }, items }, footer: { logo, links: [] } } })).toEqual([]);
    expect(validate({ themeConfig: { navbar: { style: 'red' } } })[0].key).toBe('themeConfig.navbar.style');
    expect(validate({ themeConfig: { navbar: { items: [{ to: '/a' }, { to: '/b', html: 1 }] } } })).toEqual([
      { key: 'themeConfig.navbar.items[0].label', message: 'is required for a "default" navbar item (or "html")' },
      { key: 'themeConfig.navbar.items[1].html', message: 'must be a string, got number 1' }
    ]);
    expect(validate({ themeConfig: { footer: { logo: { ...logo, target: '_blank' } } } })[0]).toEqual({ key: 'themeConfig.footer.logo.target', message: 'is not a known option', unknown: true });
    // A footer link's title, aria-* and data-* keys are its attributes (in a column and in a flat footer), strings; others stay unknown.
    expect(validate({ themeConfig: { footer: { links: [{ title: 'Docs', items: [{ label: 'A', to: '/a', title: 'T', 'aria-label': 'L', 'data-x': 'y' }] }] } } })).toEqual([]);
    expect(validate({ themeConfig: { footer: { links: [{ label: 'A', href: 'https://a.example', 'data-x': 'y' }] } } })).toEqual([]);
    // A className: a link's, or an html item's (its only other key).
    expect(validate({ themeConfig: { footer: { links: [{ label: 'A', href: 'https://a.example', className: 'a b' }, { items: [{ label: 'B', to: '/b', className: 'b' }, { html: '<i>x</i>', className: 'x' }] }] } } })).toEqual([]);
    // An html item in a footer without columns (Ory's consent button), as in a column.
    expect(validate({ themeConfig: { footer: { links: [{ label: 'A', href: 'https://a.example' }, { html: '<button>Consent</button>' }] } } })).toEqual([]);
    // A target and a rel of its own (this tab, say), as the navbar's.
    expect(validate({ themeConfig: { footer: { links: [{ label: 'A', href: 'https://a.example', target: '_self', rel: 'me' }] } } })).toEqual([]);
    expect(validate({ themeConfig: { footer: { links: [{ items: [{ label: 'A', href: 'https://a.example', target: 'new' }] }] } } })).toEqual([{ key: 'themeConfig.footer.links[0].items[0].target', message: 'must be one of "_blank", "_self", got string "new"' }]);
    expect(validate({ themeConfig: { footer: { links: [{ items: [{ html: '<i>x</i>', to: '/x', title: 'X' }] }] } } })).toEqual([
      { key: 'themeConfig.footer.links[0].items[0].to', message: 'is not taken by an html item (it has html and className only): write the link in its html, or make the item a link' },
      { key: 'themeConfig.footer.links[0].items[0].title', message: 'is not taken by an html item (it has html and className only): write the link in its html, or make the item a link' }
    ]);
    expect(validate({ themeConfig: { footer: { links: [{ items: [{ label: 'A', to: '/a', 'data-x': {}, prependBaseUrlToHref: true }] }] } } })).toEqual([
      { key: 'themeConfig.footer.links[0].items[0].data-x', message: "must be a string (the link's data-x attribute), got an object" },
      { key: 'themeConfig.footer.links[0].items[0].prependBaseUrlToHref', message: 'is not a known option', unknown: true }
    ]);
    expect(validate({ themeConfig: { navbar: { logo: { src: 'l.svg', style: { border: { width: 1 } } } } } })).toEqual([{ key: 'themeConfig.navbar.logo.style.border', message: 'must be a CSS value, got an object' }]);
    // A className the version and locale dropdowns draw; the search box takes none, so one is refused, not ignored.
    expect(validate({ themeConfig: { navbar: { items: [{ type: 'localeDropdown', className: 'bi' }, { type: 'docsVersionDropdown', className: 'v' }] } } })).toEqual([]);
    expect(validate({ themeConfig: { navbar: { items: [{ type: 'search', className: 'x' }] } } })).toEqual([expect.objectContaining({ key: 'themeConfig.navbar.items[0].className' })]);
  });

  it('takes themeConfig.docs as Docusaurus writes it, and names a wrong value', () => {
    expect(validate({ themeConfig: { docs: { versionPersistence: 'none', sidebar: { hideable: true, autoCollapseCategories: false } } } })).toEqual([]);
    expect(validate({ themeConfig: { docs: { versionPersistence: 'session', sidebar: { hideable: 'yes', collapsed: true } } } })).toEqual([
      { key: 'themeConfig.docs.versionPersistence', message: 'must be one of "localStorage", "none", got string "session"' },
      { key: 'themeConfig.docs.sidebar.hideable', message: 'must be a boolean, got string "yes"' },
      { key: 'themeConfig.docs.sidebar.collapsed', message: 'is not a known option', unknown: true }
    ]);
  });

  it('takes scripts, stylesheets and headTags as Docusaurus writes them, and says what is wrong in one', () => {
    const ok = { scripts: ['https://a.example/x.js', { src: '/y.js', async: true, 'data-id': 'y' }], stylesheets: ['/s.css', { href: '/t.css', media: 'print' }], headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://f.example' } }, { tagName: 'script', innerHTML: 'window.x = 1' }] };
    expect(validate(ok)).toEqual([]);
    expect(validate({ scripts: [{ async: true }, 3], stylesheets: [{ href: '/s.css', media: 1 }], headTags: [{ tagName: 'a b', attribute: {} }] } as never)).toEqual([
      { key: 'scripts[0].src', message: 'is required' },
      { key: 'scripts[1]', message: "must be an object of the tag's attributes, with src" },
      { key: 'stylesheets[0].media', message: 'must be a string, or true for an attribute with no value' },
      { key: 'headTags[0].attribute', message: 'is not a known option (tagName, attributes, innerHTML)', unknown: true },
      { key: 'headTags[0].tagName', message: "must be a tag name such as 'link', 'meta' or 'script'" }
    ]);
    // The tags at the start and end of the body take the same form.
    expect(validate({ preBodyTags: [{ tagName: 'div', attributes: { id: 'top' } }], postBodyTags: [{ tagName: 'noscript', innerHTML: '<img alt="">' }] })).toEqual([]);
    // A string is HTML as written (what a plugin's injectHtmlTags may give); what is neither is said.
    expect(validate({ postBodyTags: ['<p>raw</p>'], headTags: ['<meta name="x" content="y">'] })).toEqual([]);
    expect(validate({ postBodyTags: [42] } as never)).toEqual([{ key: 'postBodyTags[0]', message: "must be an object such as { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } }" }]);
  });

  it('takes clientModules as a list of paths', () => {
    expect(validate({ clientModules: ['./src/analytics.ts'] })).toEqual([]);
    expect(validate({ clientModules: './src/analytics.ts' } as never).map((i) => i.key)).toEqual(['clientModules']);
    expect(validate({ clientModules: ['./a.ts', 3] } as never).map((i) => i.key)).toEqual(['clientModules[1]']);
  });

  it('takes redirects (a path or several, to a path or a URL) and a createRedirects function', () => {
    expect(validate({ redirects: [{ from: '/a', to: '/b' }, { from: ['/c', '/d'], to: 'https://e.example' }], createRedirects: (p: string) => `/old${p}` })).toEqual([]);
    expect(validate({ redirects: [{ from: 1, to: '/b' }, { to: '/b' }], createRedirects: '/x' } as never).map((i) => i.key)).toEqual(['redirects[0].from', 'redirects[1].from', 'createRedirects']);
  });

  it('an unknown navbar item type gets the spec\'s message, standing alone', () => {
    expect(validate({ themeConfig: { navbar: { items: [{ type: 'sidebar', sidebarId: 's' }] } } })).toEqual([
      expect.objectContaining({ key: 'themeConfig.navbar.items[0].type', value: 'sidebar', exact: true, message: 'No NavbarItem component found for type "sidebar".' })
    ]);
    expect(validate({ themeConfig: { navbar: { items: [{ type: 3 }] } } })[0].message).toBe('No NavbarItem component found for type "3".');
  });

  it('the default locale and the locale configs must be among the locales', () => {
    expect(validate({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français' } } } })).toEqual([]);
    expect(validate({ i18n: { defaultLocale: 'fr', locales: ['en'] } })).toEqual([{ key: 'i18n.defaultLocale', value: 'fr', message: '"fr" is not one of i18n.locales ("en")' }]);
    expect(validate({ i18n: { defaultLocale: 'fr' } })[0].key).toBe('i18n.defaultLocale');
    expect(validate({ i18n: { localeConfigs: { de: { label: 'Deutsch' } } } })).toEqual([{ key: 'i18n.localeConfigs.de', message: 'is for a locale not in i18n.locales ("en")' }]);
  });
});
