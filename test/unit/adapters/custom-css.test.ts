import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandColours, codeClasses, componentClassRules, siteVariableUses, importedPackageSheets, INFIMA_PRIMARY, ownClassRules, packageRules, readCustomCss, variablesFor } from '../../../src/adapters/docusaurus/custom-css.js';
import { mapConfig } from '../../../src/adapters/docusaurus/map.js';
import { tempDirs } from '../../setup/files.js';

const tempDir = tempDirs('docgen-css-');

describe("a Docusaurus site's brand colour from its customCss", () => {
  it('reads --ifm-color-primary for light and dark mode, as the classic template writes them', () => {
    const css = `/* You can override the default Infima variables here. */
:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-code-font-size: 95%;
}

/* For readability concerns, you should choose a lighter palette in dark mode. */
[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
}`;
    expect(brandColours([css])).toEqual({ primary: '#2e8555', primaryDark: '#25c2a0' });
  });

  it('takes the other selectors of the html element, the later sheet winning, !important and var() read', () => {
    expect(brandColours(['html { --ifm-color-primary: #111111; }', 'html[data-theme="light"] { --brand: rgb(1 2 3); --ifm-color-primary: var(--brand) !important }'])).toEqual({ primary: 'rgb(1 2 3)' });
    expect(brandColours([':root[data-theme=dark] { --ifm-color-primary: var(--missing, #abcdef); }'])).toEqual({ primary: INFIMA_PRIMARY, primaryDark: '#abcdef' });
    // The same colour in both modes is one colour.
    expect(brandColours([':root { --ifm-color-primary: #123456 } [data-theme=dark] { --ifm-color-primary: #123456 }'])).toEqual({ primary: '#123456' });
    // Selectors in the other order (Testing Library's).
    expect(brandColours(["[data-theme='dark']:root { --ifm-color-primary: #7fa8f1; }"])).toEqual({ primary: INFIMA_PRIMARY, primaryDark: '#7fa8f1' });
    // `html:root`, made stronger than Infima's `:root` (typescript-eslint's), and the same in dark mode.
    expect(brandColours(["html:root { --ifm-link-color: #1b43d4; }\nhtml[data-theme='dark']:root { --ifm-link-color: #889dfa; }"])).toEqual({ primary: '#1b43d4', primaryDark: '#889dfa' });
    // Not the html element: not read.
    expect(brandColours(['body { --ifm-color-primary: #111111; } html .x { --ifm-color-primary: #222222; } :root:hover { --ifm-color-primary: #333333; }'])).toEqual({ primary: INFIMA_PRIMARY });
  });

  // Redux-Saga's primary colour is its light navbar's background (#f9f9f9); its article's links have a colour of their own.
  it("takes the colour of a rule for the article's links before Infima's properties, in its colour mode or in both", () => {
    const saga = ":root { --saga-green: #86d46b; }\nhtml[data-theme=\"light\"] {\n  --ifm-color-primary: #f9f9f9;\n  .markdown a {\n    color: var(--saga-green);\n    font-weight: bold;\n  }\n}\nhtml[data-theme=\"dark\"] { --ifm-color-primary: var(--saga-green); }";
    expect(brandColours([saga])).toEqual({ primary: '#86d46b' });
    // As Sass compiles it; a mode's own rule wins over one for both; the other mode keeps Infima's properties.
    expect(brandColours([":root { --ifm-color-primary: #f9f9f9; }\nhtml[data-theme='light'] .markdown a { color: #2e8555; }"])).toEqual({ primary: '#2e8555', primaryDark: '#f9f9f9' });
    expect(brandColours([".markdown a { color: #111111 }\n[data-theme='dark'] .markdown a, .x { color: #eeeeee !important }"])).toEqual({ primary: '#111111', primaryDark: '#eeeeee' });
    // Not the article's links, or no colour: Infima's properties, as before.
    expect(brandColours([":root { --ifm-color-primary: #123456; }\n.markdown a:hover { color: red; }\n.footer .markdown a { color: red }\n.markdown a { color: inherit; }"])).toEqual({ primary: '#123456' });
  });

  it("takes the navbar's own colours: a rule's background for the navbar, else Infima's property, and its link colour", () => {
    // tsdoc.org: green, white links, a dark navbar of its own in dark mode.
    const tsdoc = ":root { --ifm-color-primary: #108938; --ifm-navbar-link-color: #ffffff; }\nnav.navbar { background: #108938; }\nhtml[data-theme='dark'] nav.navbar { background: rgb(48, 48, 48); }";
    expect(brandColours([tsdoc])).toEqual({ primary: '#108938', navbar: { background: '#108938', text: '#ffffff', backgroundDark: 'rgb(48, 48, 48)' } });
    // Infima's property, set once: dark mode keeps it, as Infima's dark mode does not set it again.
    expect(brandColours([':root { --ifm-navbar-background-color: var(--brand); --brand: #1e293b; }'])).toEqual({ primary: '#3578e5', navbar: { background: '#1e293b' } });
    // IBC-Go's, below `html` (Tailwind's nesting flattened), in a property each mode sets: each mode's.
    expect(brandColours([':root { --ifm-background-color: #ffffff; } html[data-theme="dark"] { --ifm-background-color: #0f0f0f; } html .navbar { background-color: var(--ifm-background-color); }'])).toEqual({ primary: '#3578e5', navbar: { background: '#ffffff', backgroundDark: '#0f0f0f' } });
    // Not the navbar itself, or no colour: none.
    expect(brandColours(['.navbar .x { background: red } .navbar { background: url(a.png) } .navbar__link { background-color: red }'])).toEqual({ primary: '#3578e5' });
  });

  // Stencil's custom.scss puts its :root inside a cascade layer, which always applies.
  it('reads the rules inside @layer as top-level rules', () => {
    expect(brandColours(["@layer base, local;\n@layer local {\n  @import 'chart';\n  :root { --ifm-color-primary: #4c48ff; }\n  @media (min-width: 1px) { :root { --ifm-color-primary: #ff0000; } }\n}\n"])).toEqual({ primary: '#4c48ff' });
  });

  it('prefers the link colour, which Infima takes from the primary colour unless a site sets it', () => {
    const css = `:root { --ifm-color-primary: #f9f9f9; --ifm-color-primary-darker: #333333; --ifm-link-color: var(--ifm-color-primary-darker); }
[data-theme='dark'] { --ifm-color-primary: #86d46b; }`;
    // Dark mode: its own primary colour comes before light mode's link colour.
    expect(brandColours([css])).toEqual({ primary: '#333333', primaryDark: '#86d46b' });
    expect(brandColours([':root { --ifm-link-color: var(--nowhere); --ifm-color-primary: #2e8555 }'])).toEqual({ primary: '#2e8555' });
  });

  it('leaves out what holds only sometimes, what is not the html element, and what is not a colour', () => {
    const css = `@media (prefers-color-scheme: dark) { :root { --ifm-color-primary: #ff0000; } }
.hero :root { --ifm-color-primary: #00ff00; }
.navbar { --ifm-color-primary: #0000ff; }
:root { --ifm-color-primary: $brand; .inner { --ifm-color-primary: #ff00ff; } }
// :root { --ifm-color-primary: #00ffff; }
[data-theme='dark'] { --ifm-color-primary: var(--a); --a: var(--ifm-color-primary); }`;
    expect(brandColours([css])).toEqual({ primary: INFIMA_PRIMARY });
    expect(brandColours([])).toEqual({ primary: INFIMA_PRIMARY });
  });

  it('reads the files that exist, a path or a list of them, relative to the site', () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'src/css'), { recursive: true });
    writeFileSync(path.join(root, 'src/css/custom.css'), ':root { --ifm-color-primary: #398ccb; }');
    expect(readCustomCss('./src/css/custom.css', root)).toHaveLength(1);
    expect(readCustomCss([path.join(root, 'src/css/custom.css'), 'react-tweet/theme.css', './src/css', 42], root)).toHaveLength(1);
    expect(readCustomCss(undefined, root)).toEqual([]);
  });

  // CrowdSec's custom.css: its tokens, typography and components in files it imports beside it.
  it('reads the site\'s own stylesheets a file imports in their place, theirs in turn, each once, their url()s from the file; not a package\'s, a remote one or one under a condition', () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'src/css/parts'), { recursive: true });
    writeFileSync(path.join(root, 'src/css/tokens.css'), ':root { --ifm-color-primary: #f9b124; }\n');
    writeFileSync(path.join(root, 'src/css/parts/cards.css'), "@import url('../tokens.css');\n.card { background: url(img/card.png) no-repeat, url('/img/abs.png'), url(data:image/png;base64,AA); }\n");
    writeFileSync(path.join(root, 'src/css/print.css'), '.print { color: black; }\n');
    // WebdriverIO's `@import url(navbar.css);`, the URL not quoted.
    writeFileSync(path.join(root, 'src/css/navbar.css'), '.header-github-link { font-size: 0; }\n');
    writeFileSync(path.join(root, 'src/css/custom.css'), "@import url(\"https://fonts.example/x.css\");\n/* @import './gone.css'; */\n@import url(\"tokens.css\"); /* tokens */\n@import './parts/cards.css';\n@import url( navbar.css );\n@import '~kit/a.css';\n@import 'print.css' print;\n.own { color: red; }\n");
    const [sheet] = readCustomCss('./src/css/custom.css', root);
    expect(sheet.text).toBe("@import url(\"https://fonts.example/x.css\");\n\n:root { --ifm-color-primary: #f9b124; }\n \n\n.card { background: url(parts/img/card.png) no-repeat, url('/img/abs.png'), url(data:image/png;base64,AA); }\n\n.header-github-link { font-size: 0; }\n\n@import '~kit/a.css';\n@import 'print.css' print;\n.own { color: red; }\n");
    expect(sheet.files.map((f) => path.relative(root, f))).toEqual(['src/css/custom.css', 'src/css/tokens.css', 'src/css/parts/cards.css', 'src/css/navbar.css']);
    expect(brandColours([sheet.text])).toEqual({ primary: '#f9b124' });
  });
});

// pnpm.io's navbar: icon links its stylesheet draws, and items shown above or below 1040 px.
describe("a Docusaurus site's rules for its navbar items' classes", () => {
  const css = `:root { --ifm-color-primary: #f69220; }
.header-github-link::before { content: ""; width: 24px; height: 24px; display: flex; background: url("data:image/svg+xml;charset=utf-8,%3Csvg%3E{}%3C/svg%3E") no-repeat; }
/* a comment { with braces } */
@media only screen and (max-width: 1040px) {
  .header-long-screen { display: none; }
  .navbar__item { padding: 0; }
}
html[data-theme="dark"] .header-github-link::before, .header-long-screen:hover { filter: invert(1); }
.navbar__link, .header-long-screen { color: red; }
.markdown h2 { color: red; }
@font-face { font-family: X; src: url(x.woff2); }
.header-nested { .inner { color: red; } }`;

  it('takes the rules whose every selector names one of the classes, in @media too, and says which classes an icon draws', () => {
    const { css: taken, drawn } = ownClassRules([{ text: css }], new Set(['header-github-link', 'header-long-screen', 'header-nested']));
    expect(taken).toBe(
      '.header-github-link::before { content: ""; width: 24px; height: 24px; display: flex; background: url("data:image/svg+xml;charset=utf-8,%3Csvg%3E{}%3C/svg%3E") no-repeat; }\n' +
        '@media only screen and (max-width: 1040px) {\n.header-long-screen { display: none; }\n}\n' +
        'html[data-theme="dark"] .header-github-link::before, .header-long-screen:hover { filter: invert(1); }'
    );
    expect([...drawn]).toEqual(['header-github-link']);
  });

  // OpenDAL's language logos before its sidebar categories' labels, and a doc link's badge.
  it("writes Infima's sidebar rows in a rule for an item's own class as docgen's: a category's link or summary, a doc's link", () => {
    const sheet = '.sidebar-lang > .menu__list-item-collapsible > .menu__link::before { content: ""; width: 1em; }\n.sidebar-lang-rust > .menu__list-item-collapsible > .menu__link--sublist.menu__link--active { color: red; }\n.new-doc > .menu__link::after { content: "new"; }\n.menu__link { padding: 0; }';
    expect(ownClassRules([{ text: sheet }], new Set(['sidebar-lang', 'sidebar-lang-rust', 'new-doc'])).css).toBe(
      [
        '.sidebar-lang > :is(.sidebar-category-link, details:first-child > summary, .sidebar-category-label)::before { content: ""; width: 1em; }',
        '.sidebar-lang-rust > :is(.sidebar-category-link, details:first-child > summary, .sidebar-category-label).active { color: red; }',
        '.new-doc > :is(.menu__link, .sidebar-link)::after { content: "new"; }'
      ].join('\n')
    );
  });

  // QuestDB's `.navbar__item.mobile-only { display: none }`: its desktop items hidden, those of the mobile menu shown.
  it('writes Infima\'s navbar item classes in a rule for an item\'s own class as docgen\'s desktop items\' classes', () => {
    const sheet = '.navbar__item.mobile-only { display: none; }\n.navbar__link.mobile-only:hover, .navbar__items .mobile-only { color: red; }';
    expect(ownClassRules([{ text: sheet }], new Set(['mobile-only'])).css).toBe(
      ':is(.navbar-link, .navbar-item, .navbar-dropdown).mobile-only { display: none; }\n.navbar-link.mobile-only:hover, .navbar__items .mobile-only { color: red; }'
    );
    // An item picked by its address (MikroORM's dark-mode icons); Infima's link alone is not the site's.
    const byHref = 'html[data-theme="dark"] .navbar .navbar__link[href*=github]:before { background-image: none; }\n.navbar .navbar__link:hover { color: red; }';
    expect(ownClassRules([{ text: byHref }], new Set(['mobile-only'])).css).toBe('html[data-theme="dark"] .navbar .navbar-link[href*=github]:before { background-image: none; }');
  });

  // Flipper's home page: its screenshots slide in (`animation: … slideIn forwards`) and take turns (`slideshow2`).
  it('keeps the @keyframes of the animations the rules it takes run, and not the others', () => {
    const sheet = '@keyframes slideIn { 0% { opacity: 0; } 100% { opacity: 1; } }\n@-webkit-keyframes slideIn { to { opacity: 1; } }\n@keyframes spin { to { transform: rotate(1turn); } }\n@keyframes turn2 { 50% { opacity: 1; } }\n.slideshow { animation: 0.6s ease-out 0.2s 1 slideIn forwards; }\n.shot:nth-child(2) { animation-name: turn2; }\n.navbar__brand { animation: spin 1s; }';
    expect(ownClassRules([{ text: sheet }], new Set(['slideshow', 'shot'])).css).toBe(
      '.slideshow { animation: 0.6s ease-out 0.2s 1 slideIn forwards; }\n.shot:nth-child(2) { animation-name: turn2; }\n@keyframes slideIn { 0% { opacity: 0; } 100% { opacity: 1; } }\n@-webkit-keyframes slideIn { to { opacity: 1; } }\n@keyframes turn2 { 50% { opacity: 1; } }'
    );
  });

  // A package's carousel the site's stylesheet animates: the animation comes with the rule, on the pages that have it.
  it('keeps with a rule for a component\'s markup the @keyframes of the animation it runs, as a rule of the same classes', () => {
    const sheet = '@keyframes fade { from { opacity: 0; } }\n@keyframes spin { to { transform: rotate(1turn); } }\n.carousel-item, .slide { animation: fade 1s; }\n.dots { color: red; }';
    expect(componentClassRules([{ text: sheet }], new Set(), new Set(['navbar']), (v) => v)).toEqual([
      { selectors: [['carousel-item'], ['slide']], css: '.carousel-item, .slide { animation: fade 1s; }' },
      { selectors: [['dots']], css: '.dots { color: red; }' },
      { selectors: [['carousel-item'], ['slide']], css: '@keyframes fade { from { opacity: 0; } }' }
    ]);
  });

  // MikroORM's icon links keep their labels at font-size 0 and hide the theme's arrow by its CSS module class.
  it('takes a rule for the theme\'s external-link arrow as one for docgen\'s, in the navbar, the sidebar or both', () => {
    const sheet = '.navbar svg[class*=iconExternalLink],\naside svg[class*="iconExternalLink"] { display: none; }\n[class^=iconExternalLink_] { opacity: .5; }\n.menu__link [class*=iconExternalLink] { margin: 0; }\n.footer svg[class*=iconExternalLink], .navbar svg[class*=iconExternalLink] { display: none; }';
    expect(ownClassRules([{ text: sheet }], new Set()).css).toBe('.navbar .navbar-external-icon, aside .navbar-external-icon { display: none; }\n.navbar-external-icon { opacity: .5; }\naside .navbar-external-icon { margin: 0; }');
  });

  it('gives the adapter those rules for the classes of the navbar\'s items, and leaves an icon alone in view of a link with no label: drawn by them, or by a package\'s icon font', () => {
    const root = tempDir();
    // Apache Answer's links: Bootstrap Icons' glyphs, drawn at the size its own rule gives the links.
    writeFileSync(path.join(root, 'custom.css'), `@import 'glyphs/font.css';\n${css}\n.icon-link { font-size: 24px; }\n`);
    mkdirSync(path.join(root, 'node_modules/glyphs'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/glyphs/font.css'), '.gl::before { font-family: glyphs; }\n.gl-chat::before { content: "\\f101"; }\n');
    const items = [
      // DocSearch's: no label and no aria-label either (docgen names it "GitHub", which stays its accessible name).
      { href: 'https://github.com/x/x', position: 'right', className: 'header-github-link' },
      { label: 'More', items: [{ to: '/faq', label: 'FAQ', className: 'header-long-screen' }] },
      { href: 'https://discord.gg/x', position: 'right', className: 'gl gl-chat icon-link' },
      // Labelled, or with no icon drawn: its label is its text.
      { href: 'https://chat.example/x', label: 'Chat', className: 'gl gl-chat' },
      { href: 'https://forum.example/x', className: 'icon-link' }
    ];
    const m = mapConfig({ title: 'T', presets: [['classic', { theme: { customCss: path.join(root, 'custom.css') } }]], themeConfig: { navbar: { items } } }, root);
    expect(m.css).toContain('.header-long-screen { display: none; }');
    expect(m.css).toContain('.icon-link { font-size: 24px; }');
    expect(m.css).not.toMatch(/navbar__|markdown|font-face|font-size: 0/);
    const made = (m.user.themeConfig!.navbar!.items as Array<Record<string, unknown>>).map(({ label, html }) => ({ label, html }));
    expect(made).toEqual([{ label: 'GitHub', html: '' }, { label: 'More', html: undefined }, { label: 'Discord', html: '' }, { label: 'Chat', html: undefined }, { label: 'forum.example', html: undefined }]);
    // Without the items, the rules for their classes are not the site's: the package's for its own classes are.
    expect(mapConfig({ title: 'T', presets: [['classic', { theme: { customCss: path.join(root, 'custom.css') } }]] }, root).css).toBe('.gl::before { font-family: glyphs; }\n.gl-chat::before { content: "\\f101"; }');
  });
});

// Jest's home: its sections are styled by global classes in its customCss, with its own custom properties.
describe("a Docusaurus site's rules for the classes of its own React code", () => {
  it('finds the classes its pages and components give, less those docgen\'s theme styles', () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'src/pages'), { recursive: true });
    mkdirSync(path.join(root, 'src/components/Hero'), { recursive: true });
    writeFileSync(path.join(root, 'src/pages/index.js'), `export default () => <div className="jest-hand wide">{x}<a className={clsx('jest-button', on && "is-on", \`card-\${n} fixed\`)} /><p className={styles.local} /></div>;`);
    writeFileSync(path.join(root, 'src/components/Hero/index.tsx'), `export const Hero = () => <header className='hero hero--primary navbar' />;`);
    writeFileSync(path.join(root, 'src/components/Hero/styles.css'), `.not-code { }`);
    // React Native's versions page: its Layout's wrapper class.
    writeFileSync(path.join(root, 'src/pages/versions.tsx'), `export default () => <Layout title="Versions" wrapperClassName="versions-page" />;`);
    // A markdown page of src/pages.
    writeFileSync(path.join(root, 'src/pages/about.md'), '# About\n\n<div class="about-team">x</div>\n');
    expect([...codeClasses(root, '.navbar { } .wide:hover { }')].sort()).toEqual(['about-team', 'card-', 'fixed', 'hero', 'hero--primary', 'is-on', 'jest-button', 'jest-hand', 'versions-page']);
    // The theme's comments are not its selectors: an apostrophe in one is no quote that hides the classes after it.
    expect([...codeClasses(root, "/* the navbar's items */ .navbar { } .fixed { } /* a tab's */ .wide:hover { }")].sort()).toEqual(['about-team', 'card-', 'hero', 'hero--primary', 'is-on', 'jest-button', 'jest-hand', 'versions-page']);
  });

  it('finds the classes of the site\'s own theme components docgen draws (its admonition types\', a constant\'s class list too, its MDXContent\'s), not of those it stands in for', () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'src/theme/Admonition/Type'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/Admonition/Type/Security.tsx'), "const infimaClassName = 'alert alert--security';\nexport default (p) => <Layout {...p} className={clsx(infimaClassName, p.className)} />;\n");
    writeFileSync(path.join(root, 'src/theme/Admonition/Types.js'), "import Security from './Type/Security';\nexport default { security: Security };\n");
    // The theme's navbar, which docgen draws itself: not the site's code.
    mkdirSync(path.join(root, 'src/theme/Navbar'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/Navbar/index.js'), 'export default () => <nav className="navbar-swizzled" />;\n');
    // Its MDXContent, which docgen draws around each doc (Upbound's copy button).
    mkdirSync(path.join(root, 'src/theme/MDXContent'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/MDXContent/index.js'), "export default (p) => {\n  const buttonClasses = ['copy-markdown-button', p.copied ? 'copied' : ''].filter(Boolean).join(' ');\n  return <><button className={buttonClasses}>Copy</button><MDXContent {...p} /></>;\n};\n");
    const custom = path.join(root, 'custom.css');
    writeFileSync(custom, '.alert--security { --ifm-alert-border-color: #d4351c; }\n.navbar-swizzled { color: red; }\n.copy-markdown-button { float: right; }\n');
    expect(mapConfig({ title: 'T', presets: [['classic', { theme: { customCss: custom } }]] }, root).css).toBe('.alert--security { --ifm-alert-border-color: #d4351c; }\n.copy-markdown-button { float: right; }');
  });

  it('finds the classes the docs and posts give: className, a tab\'s attributes and HTML\'s class (socket.io\'s `display-none`)', () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'docs/guide'), { recursive: true });
    mkdirSync(path.join(root, 'posts'), { recursive: true });
    writeFileSync(path.join(root, 'docs/guide/a.md'), `<TabItem value="a" attributes={{ className: 'display-none' }}>\n\n<div className="wide note">x</div>\n`);
    writeFileSync(path.join(root, 'posts/b.mdx'), '<p class="lead">x</p>');
    writeFileSync(path.join(root, 'docs/c.txt'), '<p class="not-markdown">x</p>');
    // A component the docs import from beside them (Redux's docs/components/DetailedExplanation.jsx).
    mkdirSync(path.join(root, 'docs/components'));
    writeFileSync(path.join(root, 'docs/components/Detail.jsx'), 'export const Detail = () => <details className="detailed-explanation" />;');
    // A folder named like a source file (Astar's `wallet/polkadot.js/`) is a folder: its files are read, not it.
    mkdirSync(path.join(root, 'docs/polkadot.js'));
    writeFileSync(path.join(root, 'docs/polkadot.js/index.md'), '<p class="lead">x</p>');
    expect([...codeClasses(root, '.wide { }', ['docs', 'posts', 'missing'])].sort()).toEqual(['detailed-explanation', 'display-none', 'lead', 'note']);
    expect([...codeClasses(root, '.wide { }')]).toEqual([]);
    // The config's docs and blog folders are the ones read, a docs plugin's versions' too.
    writeFileSync(path.join(root, 'custom.css'), '.display-none { display: none; }\n.lead { font-size: 1.2rem; }\n.unused { color: red; }');
    const css = (options: Record<string, unknown>) => mapConfig({ title: 'T', presets: [['classic', { ...options, theme: { customCss: path.join(root, 'custom.css') } }]] }, root).css;
    expect(css({ docs: { path: 'docs' }, blog: { path: 'posts' } })).toBe('.display-none { display: none; }\n.lead { font-size: 1.2rem; }');
    expect(css({ docs: { path: 'elsewhere' }, blog: false })).toBeUndefined();
  });

  // typescript-eslint's hero: a CSS module of its home page, coloured by `var(--color-blurple)` of its customCss's `html:root`.
  it('defines the custom properties its own code uses (stylesheets, inline styles, tailwind.config), with no rule of the customCss taken; a selector list of html\'s sets them in each mode', () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'src/pages'), { recursive: true });
    mkdirSync(path.join(root, 'src/css'), { recursive: true });
    mkdirSync(path.join(root, 'docs'), { recursive: true });
    mkdirSync(path.join(root, 'node_modules/kit'), { recursive: true });
    writeFileSync(path.join(root, 'src/pages/styles.module.css'), '.hero { background: linear-gradient(var(--color-blurple), var(--color-blurple-shadow)); }');
    writeFileSync(path.join(root, 'docs/note.scss'), '.note { border-color: var(--note-border); }');
    writeFileSync(path.join(root, 'node_modules/kit/kit.css'), '.kit { color: var(--unused); }');
    // CrowdSec's: an inline style's gradient and its tailwind.config's colours, its tokens set by a selector list.
    writeFileSync(path.join(root, 'src/pages/index.tsx'), "export default () => <h1><span style={{ background: 'linear-gradient(var(--cs-ink), var(--cs-orange))' }}>tool</span></h1>;\n");
    writeFileSync(path.join(root, 'tailwind.config.js'), "module.exports = { theme: { extend: { colors: { 'cs-teal': 'var(--cs-teal)' } } } };\n");
    writeFileSync(path.join(root, 'src/css/custom.css'), "html:root { --color-blurple: #2656c7; --color-blurple-shadow: #111e80; --note-border: #ccc; --unused: red; }\nhtml[data-theme='dark']:root { --color-blurple-shadow: #000; }\n:root,\n[data-theme=\"dark\"] { --cs-ink: #f1f5f9; --cs-orange: #f9b124; --cs-teal: #34d399; }\n[data-theme='light'] { --cs-ink: #0f172a; }\n");
    expect(siteVariableUses(root, ['docs']).split('\n')).toContain('var(--note-border');
    const css = (options: Record<string, unknown>) => mapConfig({ title: 'T', presets: [['classic', { ...options, theme: { customCss: path.join(root, 'src/css/custom.css') } }]] }, root).css;
    expect(css({ docs: { path: 'docs' } })).toBe(":root { --color-blurple: #2656c7; --color-blurple-shadow: #111e80; --note-border: #ccc; --cs-ink: #0f172a; --cs-orange: #f9b124; --cs-teal: #34d399; }\nhtml[data-theme='dark'] { --color-blurple-shadow: #000; --cs-ink: #f1f5f9; }");
  });

  it('defines the custom properties the rules taken use, in both modes, not the theme\'s own', () => {
    const sheets = [':root { --red: #c21325; --shade: var(--grey3); --grey3: #545454; --c-text: red; --unused: 1px; }', "html[data-theme='dark'] { --red: #df162b; --grey3: #545454; }"];
    expect(variablesFor(sheets, 'a.jest-button { background: var(--red); color: var(--shade); border-color: var(--c-text); }', new Set(['--c-text']))).toBe(
      ":root { --red: #c21325; --shade: var(--grey3); --grey3: #545454; }\nhtml[data-theme='dark'] { --red: #df162b; }"
    );
    // Apache Ozone's warm page colour, set on :root for its Swagger UI's wrapper: Infima sets it again in dark mode, so
    // the site's holds in light mode only; one the site sets for dark mode too is the site's there.
    const ozone = [':root { --ifm-background-color: #f5f5f0; --ifm-code-background: #eee; }', "html[data-theme='dark'] { --ifm-code-background: #222; }"];
    expect(variablesFor(ozone, '.wrapper { background: var(--ifm-background-color); } code { background: var(--ifm-code-background); }', new Set())).toBe(
      ":root { --ifm-background-color: #f5f5f0; --ifm-code-background: #eee; }\nhtml[data-theme='dark'] { --ifm-background-color: var(--c-bg); --ifm-code-background: #222; }"
    );
  });
});


// SuperTokens' radix.css: `@import "@radix-ui/themes/components.css"` in its customCss styles the Radix components its
// own components draw (`rt-Button`), with the design tokens Radix sets on `:root` and `[data-accent-color]`.
describe("the stylesheets of packages a Docusaurus site's customCss imports", () => {
  const site = () => {
    const root = tempDir();
    const put = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    put('node_modules/ui-kit/tokens.css', ":root { --kit-space: 8px; --c-text: red; }\n[data-accent-color='orange'] { --kit-accent: orange; }\n.dark { --c-text: white; }\n");
    put('node_modules/ui-kit/components.css', [
      "@import './tokens.css';",
      '/* a comment, { with a brace */',
      ".kit-reset:where(body, blockquote, p) { margin: 0; }",
      '.kit-Button, button, .navbar { padding: var(--kit-space); background: var(--kit-accent); }',
      'body { font-family: Comic Sans; }',
      '* { box-sizing: content-box; }',
      '@media (min-width: 600px) { .kit-Button { padding: 12px; } h1 { color: red; } }',
      '@supports (display: grid) { @layer kit { .kit-Grid { display: grid; } } }',
      '@keyframes kit-spin { from { rotate: 0deg; } to { rotate: 360deg; } }',
      "@font-face { font-family: Kit; src: url('./kit.woff2'); }",
      '.kit-Icon { background: url(https://example.com/i.svg); }'
    ].join('\n'));
    put('src/css/more.css', "@import '~ui-kit/more.css';\n.site-own { color: blue; }\n");
    put('node_modules/ui-kit/more.css', '.kit-More { color: green; }\n');
    put('src/css/custom.css', "@import url('https://fonts.example.com/font.css');\n@import \"ui-kit/components.css\";\n@import './more.css';\n@import 'not-installed/x.css';\n.kit-Button { border-radius: 4px; }\n");
    return root;
  };

  it('are found as the bundler finds them: a package below node_modules, its own imports first, a site file\'s imports too, once each', () => {
    const root = site();
    const sheets = readCustomCss('./src/css/custom.css', root);
    const found = importedPackageSheets([...sheets, ...sheets]).map((s) => path.relative(root, s.file));
    expect(found).toEqual(['node_modules/ui-kit/tokens.css', 'node_modules/ui-kit/components.css', 'node_modules/ui-kit/more.css']);
  });

  it('keep the rules for the package\'s own classes and its design tokens, not those for elements or docgen\'s classes', () => {
    const root = site();
    const sheets = importedPackageSheets(readCustomCss('./src/css/custom.css', root));
    const { css, classes } = packageRules(sheets, new Set(['navbar']), new Set(['--c-text']), (v) => (v.startsWith('https:') ? v : undefined));
    expect(css.split('\n').map((l) => l.trim())).toEqual([
      ':root { --kit-space: 8px; }',
      "[data-accent-color='orange'] { --kit-accent: orange; }",
      '.kit-reset:where(body, blockquote, p) { margin: 0; }',
      '.kit-Button { padding: var(--kit-space); background: var(--kit-accent); }',
      '@media (min-width: 600px) {',
      '.kit-Button { padding: 12px; }',
      '}',
      '@supports (display: grid) {',
      '@layer kit {',
      '.kit-Grid { display: grid; }',
      '}',
      '}',
      '@keyframes kit-spin { from { rotate: 0deg; } to { rotate: 360deg; } }',
      '@font-face { font-family: Kit; src: none; }',
      '.kit-Icon { background: url("https://example.com/i.svg"); }',
      '.kit-More { color: green; }'
    ]);
    expect([...classes].sort()).toEqual(['kit-Button', 'kit-Grid', 'kit-Icon', 'kit-More', 'kit-reset']);
  });

  it('give the adapter the package\'s rules before the site\'s own rules for its classes and the custom properties they set', () => {
    const root = site();
    const m = mapConfig({ title: 'T', presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] }, root);
    const css = m.css!;
    expect(css.indexOf('.kit-Button { padding: var(--kit-space)')).toBeGreaterThanOrEqual(0);
    // The site's rule for the package's class, after the package's.
    expect(css.indexOf('.kit-Button { border-radius: 4px; }')).toBeGreaterThan(css.indexOf('.kit-Button { padding: var(--kit-space)'));
    expect(css).not.toMatch(/Comic Sans|box-sizing|\.navbar|--c-text/);
    expect(m.inputs).toEqual(expect.arrayContaining([path.join(root, 'node_modules/ui-kit/components.css'), path.join(root, 'node_modules/ui-kit/tokens.css')]));
    expect(m.ignored.find((i) => i.key === 'presets[0].theme.customCss')?.why).toMatch(/, and the rules of the packages' stylesheets they import for those packages' own classes \(ui-kit\/tokens\.css, ui-kit\/components\.css, ui-kit\/more\.css\)$/);
  });

  // FoalTS's customCss lists `./node_modules/remixicon/fonts/remixicon.css`, whose font is set for its classes by prefix.
  it("read a package's stylesheet the customCss lists as one it imports, its rules for its classes by their prefix too", () => {
    const root = site();
    writeFileSync(path.join(root, 'node_modules/ui-kit/icons.css'), "@import './icons-base.css';\n.kit-i-star::before { content: '*'; }\n");
    writeFileSync(path.join(root, 'node_modules/ui-kit/icons-base.css'), "@font-face { font-family: kit-icons; src: none; }\n[class^=\"kit-i-\"], [class*=\" kit-i-\"] { font-family: kit-icons !important; }\n[class*='navbar'] { color: red; }\n");
    const m = mapConfig({ title: 'T', presets: [['classic', { theme: { customCss: ['./node_modules/ui-kit/icons.css', './src/css/more.css'] } }]], themeConfig: { navbar: { items: [{ href: 'https://x.example', className: 'kit-i-star', 'aria-label': 'Star' }] } } }, root);
    const css = m.css!;
    expect(css).toContain('@font-face { font-family: kit-icons; src: none; }');
    expect(css).toContain('[class^="kit-i-"], [class*=" kit-i-"] { font-family: kit-icons !important; }');
    expect(css).toContain(".kit-i-star::before { content: '*'; }");
    // (Its relative import read into it, as the site's own files' are.) A prefix of docgen's own classes is not the package's.
    expect(css).not.toContain('navbar');
    expect(m.ignored.find((i) => i.key === 'presets[0].theme.customCss')?.why).toMatch(/\(ui-kit\/icons\.css, ui-kit\/more\.css\)$/);
  });
});
