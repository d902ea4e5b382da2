// The theme's words in each locale from i18n/<locale>/code.json, on a Docusaurus site with a French locale whose docs
// are untranslated (parsed once, shown in both): admonition titles, the copy button, the shell, the blog, tags,
// version banners, generated index cards, "Last updated", dates and the 404 page; and admonition attributes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import fr from '../../src/i18n/builtin/fr.js';
import type { Diagnostic } from '../../src/types.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-labels');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the fixture in the system's temp folder (no node_modules above it), built. */
async function built(edit?: (root: string) => void): Promise<{ result: BuildResult; read: (file: string) => string }> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-labels-'));
  made.push(root);
  cpSync(fixture, root, { recursive: true });
  edit?.(root);
  const result = await build({ root });
  return { result, read: (file) => readFileSync(path.join(result.outDir, file), 'utf8') };
}

/** The page data inlined in a page. */
const inlineData = (html: string) => JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as { site: { labels?: Record<string, string> } };
/** The client bundle's text. */
const bundle = (out: string) => readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(out, 'assets', f), 'utf8')).join('\n');

let site: Awaited<ReturnType<typeof built>>;
beforeAll(async () => {
  site = await built();
});

describe('the theme\'s words per locale', () => {
  it('builds without errors or broken links, the id of an admonition being a link target', () => {
    const { diagnostics } = site.result;
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(diagnostics.filter((d) => /broken/.test(d.message))).toEqual([]);
  });

  it('gives an untranslated doc\'s admonitions the default titles of the reader\'s locale; written titles stay', () => {
    const en = site.read('docs/intro/index.html');
    const fr = site.read('fr/docs/intro/index.html');
    const titles = (html: string) => [...html.matchAll(/<div class="admonition-title">(.*?)<\/div>/g)].map((m) => m[1]);
    expect(titles(en)).toEqual(['Note', 'Tip', 'Mind the gap', 'From the attribute', 'Danger']);
    expect(titles(fr)).toEqual(['Remarque', 'Astuce', 'Mind the gap', 'From the attribute', 'Danger']);
    expect(titles(site.read('fr/docs/1.0/intro/index.html'))).toEqual(['Prudence']);
    expect(fr).not.toContain('docgen-label');
  });

  it('puts an admonition\'s id and classes on its box, and no other attribute', () => {
    const fr = site.read('fr/docs/intro/index.html');
    expect(fr).toContain('<div id="keep-going" class="admonition admonition-tip tip-extra" role="note">');
    expect(fr).toContain('<div class="admonition admonition-info" role="note"><div class="admonition-title">From the attribute</div>');
    expect(fr).not.toMatch(/onclick|alert\(1\)|color:red/);
  });

  // As its plugin remark-github-admonitions-to-directives draws it (not installed here: docgen knows it by name).
  it('draws a GitHub alert as the admonition the site\'s markdown plugin makes of it', () => {
    expect(site.read('docs/intro/index.html')).toContain('<div class="admonition admonition-danger" role="note"><div class="admonition-title">Danger</div><div class="admonition-content">\n<p>GitHub\'s alert syntax');
  });

  it('labels the copy button and the wrap toggle in the locale', () => {
    expect(site.read('fr/docs/intro/index.html')).toContain('<button type="button" class="copy-button" aria-label="Copier le code">Copier</button><button type="button" class="wrap-button" aria-pressed="false" aria-label="Replier les lignes ou non" title="Replier les lignes ou non"></button>');
    expect(site.read('docs/intro/index.html')).toContain('<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button>');
  });

  it('draws the shell in the locale\'s words, and gives the page data only the translated labels', () => {
    const fr = site.read('fr/docs/intro/index.html');
    for (const s of [
      '<a class="skip-link" href="#main">Aller au contenu principal</a>',
      '<header class="navbar"><nav class="navbar-inner" aria-label="Principale">',
      'title="Basculer entre le mode sombre et clair" aria-label="Basculer entre le mode sombre et clair"',
      'aria-label="Rechercher" aria-expanded="false"',
      'placeholder="Rechercher"',
      '<nav class="sidebar" aria-label="Barre latérale de la documentation">',
      '<nav class="toc theme-doc-toc-desktop" aria-label="Sur cette page"><details><summary>Sur cette page</summary><div class="toc-title">Sur cette page</div>',
      'Éditer cette page</a>',
      '<nav class="pagination" aria-label="Pages de documentation">',
      '<span class="pagination-sub">Suivant</span>',
      // docgen's own French where the locale's code.json has no message; the home page is the locale's.
      '<a href="/fr/" class="breadcrumbs-home">Page d&#x27;accueil</a>',
      'class="back-to-top back-to-top-scroll theme-back-to-top-button" aria-label="Revenir en haut de la page"'
    ]) {
      expect(fr).toContain(s);
    }
    expect(inlineData(fr).site.labels).toMatchObject({ search: 'Rechercher', noResults: 'Aucun résultat trouvé', copy: 'Copier', copied: 'Copié', colorMode: 'Basculer entre le mode sombre et clair' });
    const en = site.read('docs/intro/index.html');
    expect(en).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(en).toContain('placeholder="Search"');
    expect(en).toContain('<a href="/" class="breadcrumbs-home">Home page</a>');
    expect(inlineData(en).site.labels).toBeUndefined();
  });

  it('says when a page was last updated in the locale\'s words and date format', () => {
    expect(site.read('fr/docs/intro/index.html')).toContain('<div class="last-updated">Dernière mise à jour le <b><time datetime="2024-01-15T00:00:00.000Z">15 janv. 2024</time></b> par <b>Ann Author</b></div>');
    expect(site.read('fr/docs/next/index.html')).toContain('<div class="last-updated">Dernière mise à jour le <b><time datetime="2024-02-01T00:00:00.000Z">1 févr. 2024</time></b></div>');
    expect(site.read('docs/intro/index.html')).toContain('<div class="last-updated">Last updated on <b><time datetime="2024-01-15T00:00:00.000Z">Jan 15, 2024</time></b> by <b>Ann Author</b></div>');
  });

  it('words the version banner and a category card\'s count in the locale', () => {
    expect(site.read('fr/docs/1.0/intro/index.html')).toContain('<div class="version-banner" role="note"><p>Ceci est la documentation de Labels 1.0, qui n&#x27;est plus activement maintenue.</p><p>Pour une documentation à jour, consultez la <a href="/fr/docs/intro"><b>dernière version</b></a> (Next).</p></div>');
    expect(site.read('docs/1.0/intro/index.html')).toContain('<p>This is documentation for Labels 1.0, which is no longer actively maintained.</p><p>For up-to-date documentation, see the <a href="/docs/intro"><b>latest version</b></a> (Next).</p>');
    expect(site.read('fr/docs/category/more/index.html')).toContain('<p class="doc-card-description" title="1 élément">1 élément</p>');
    expect(site.read('docs/category/more/index.html')).toContain('<p class="doc-card-description" title="1 item">1 item</p>');
  });

  it('words the blog, its dates, reading times and tag pages in the locale', () => {
    const list = site.read('fr/blog/index.html');
    expect(list).toContain('<time datetime="2024-01-15T00:00:00.000Z">15 janvier 2024</time> · <span class="blog-reading-time">Une minute de lecture</span>');
    expect(list).toContain('<div class="tags-row"><b>Tags :</b>');
    expect(list).toContain('<p class="blog-read-more"><a href="/fr/blog/2024/01/15/welcome" aria-label="En savoir plus sur Welcome">Lire plus</a></p>');
    const tag = site.read('fr/blog/tags/news/index.html');
    expect(tag).toContain('<title>Un article tagués avec « news » | Labels</title>');
    expect(tag).toContain('<p><a href="/fr/blog/tags">Voir tous les tags</a></p>');
    const en = site.read('blog/index.html');
    expect(en).toContain('<time datetime="2024-01-15T00:00:00.000Z">January 15, 2024</time> · <span class="blog-reading-time">1 min read</span>');
    expect(en).toContain('aria-label="Read more about Welcome">Read more</a>');
    expect(site.read('blog/tags/news/index.html')).toContain('<title>One post tagged with &quot;news&quot; | Labels</title>');
  });

  it('writes a not-found page for each locale, in its words', () => {
    const fr = site.read('fr/404.html');
    expect(fr).toContain('<title>Page introuvable | Labels</title>');
    expect(fr).toContain(`<article class="doc-article not-found"><h1>Page introuvable</h1><p>Nous n'avons pas trouvé ce que vous recherchez.</p><p>Veuillez contacter`);
    expect(fr).toContain('<html lang="fr-FR"');
    const en = site.read('404.html');
    expect(en).toContain('<article class="doc-article not-found"><h1>Page Not Found</h1><p>We could not find what you were looking for.</p><p>The link that brought you here may be out of date. Try the <a href="/">documentation home</a>, or search for the page.</p></article>');
  });

  it('builds the label reading into the client bundle only for a site that translates a label the theme draws', async () => {
    expect(bundle(site.result.outDir)).toMatch(/\.copied\b/);
    // Dutch, which docgen has no words of its own for.
    const plain = await built((root) => {
      renameSync(path.join(root, 'i18n/fr'), path.join(root, 'i18n/nl'));
      const config = path.join(root, 'docusaurus.config.js');
      writeFileSync(config, readFileSync(config, 'utf8').replace("locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR' } }", "locales: ['en', 'nl'], localeConfigs: { nl: { label: 'Nederlands' } }"));
      writeFileSync(path.join(root, 'i18n/nl/code.json'), JSON.stringify({ 'theme.admonition.note': { message: 'Opmerking' } }));
    });
    expect(bundle(plain.result.outDir)).not.toMatch(/\.copied\b/);
    // Admonition titles are written on the server: they need no label in the page.
    expect(plain.read('nl/docs/intro/index.html')).toContain('<div class="admonition-title">Opmerking</div>');
    expect(inlineData(plain.read('nl/docs/intro/index.html')).site.labels).toBeUndefined();
  });

  it('reads a config that names the locale it is built for once per locale: each locale\'s navbar title, social card and siteConfig', async () => {
    const own = await built((root) => {
      const config = path.join(root, 'docusaurus.config.js');
      const text = readFileSync(config, 'utf8')
        .replace("title: 'Labels',", "title: 'Labels',\n  tagline: locale === 'fr' ? 'Les mots du thème' : 'The theme\\'s words',\n  customFields: { greeting: locale === 'fr' ? 'Bonjour' : 'Hello' },\n  onBrokenAnchors: locale === 'fr' ? 'ignore' : 'warn',")
        .replace("navbar: {\n      title: 'Labels',", "image: `img/card-${locale}.png`,\n    navbar: {\n      title: locale === 'fr' ? 'Étiquettes' : 'Labels',");
      writeFileSync(config, `// Docusaurus reads the config once for each locale it builds, named in DOCUSAURUS_CURRENT_LOCALE.\nconst locale = process.env.DOCUSAURUS_CURRENT_LOCALE;\n${text}`);
      writeFileSync(
        path.join(root, 'src/pages/greeting.jsx'),
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Greeting() {\n  const { siteConfig } = useDocusaurusContext();\n  return <main><h1>{siteConfig.customFields.greeting}</h1><p>{siteConfig.tagline}</p></main>;\n}\n"
      );
    });
    expect(own.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // An option that is not a locale's own: the default locale's, and said.
    expect(own.result.site.config.adapted!.notes.filter((d) => /config read for locale/.test(d.message)).map((d) => `${d.line}: ${d.message}`)).toEqual(['9: the config read for locale "fr" differs in "onBrokenAnchors": docgen builds every locale with the default locale\'s (a locale\'s own are its title, tagline, themeConfig, customFields)']);
    const [en, fr] = [own.read('docs/intro/index.html'), own.read('fr/docs/intro/index.html')];
    expect(en).toContain('<meta property="og:image" content="https://labels.example.com/img/card-en.png">');
    expect(fr).toContain('<meta property="og:image" content="https://labels.example.com/img/card-fr.png">');
    expect(en).toMatch(/class="navbar-title">Labels</);
    expect(fr).toMatch(/class="navbar-title">Étiquettes</);
    expect(own.read('greeting/index.html')).toContain("<h1>Hello</h1><p>The theme&#x27;s words</p>");
    expect(own.read('fr/greeting/index.html')).toContain('<h1>Bonjour</h1><p>Les mots du thème</p>');
  });

  it('takes a static file named below a locale\'s base in its pages for the file itself, as Docusaurus copies the static folder into each locale', async () => {
    const own = await built((root) => {
      const dir = path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'next.md'), '# Suite\n\n![icône](/fr/img/favicon.svg)\n\n<img src="/fr/img/favicon.svg" alt="icône" />\n\n[Le fichier](/fr/img/favicon.svg), [absent](/fr/img/absent.svg)\n');
    });
    const page = own.read('fr/docs/next/index.html');
    expect(page.match(/<img src="[^"]*"/g)).toEqual(['<img src="/img/favicon.svg"', '<img src="/img/favicon.svg"']);
    expect(page).toContain('<a href="/img/favicon.svg">Le fichier</a>');
    const broken = own.result.diagnostics.filter((d) => /broken/.test(d.message));
    expect(broken.map((d) => d.message)).toEqual(['broken link: no page at "/fr/img/absent.svg" (link "/fr/img/absent.svg")']);
  });

  it('lists the versions a version dropdown names (`versions`), in its order and with its labels; one is a link; an unknown name is an error at it', async () => {
    const withVersions = (versions: string) => (root: string) => {
      const config = path.join(root, 'docusaurus.config.js');
      writeFileSync(config, readFileSync(config, 'utf8').replace("{ type: 'docsVersionDropdown', position: 'right' }", `{ type: 'docsVersionDropdown', position: 'right', versions: ${versions} }`));
    };
    const menu = (html: string) => /<div class="navbar-dropdown version-dropdown">.*?<\/ul>/.exec(html)?.[0].match(/data-to="[^"]*"[^>]*>[^<]*/g);
    const mapped = await built(withVersions("{ '1.0': { label: 'One' }, current: {} }"));
    expect(mapped.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(menu(mapped.read('docs/intro/index.html'))).toEqual(['data-to="/docs/1.0/intro">One', 'data-to="/docs/intro" aria-current="true">Next']);
    expect(menu(mapped.read('fr/docs/1.0/intro/index.html'))).toEqual(['data-to="/fr/docs/1.0/intro" aria-current="true">One', 'data-to="/fr/docs/intro">Next']);
    const one = await built(withVersions("['1.0']"));
    expect(menu(one.read('docs/intro/index.html'))).toBeUndefined();
    expect(one.read('docs/intro/index.html')).toMatch(/<a class="navbar-link[^"]*" href="\/docs\/1\.0\/intro"[^>]*>1\.0<\/a>/);
    // '2.0' named earlier in the config too (a field of the site's own), and by a second dropdown: each finding is at
    // its own item's.
    const failed = (await built((root) => {
      withVersions("['1.0', '2.0'] },\n      { type: 'docsVersionDropdown', position: 'left', versions: ['2.0']")(root);
      const config = path.join(root, 'docusaurus.config.js');
      writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Labels',", "title: 'Labels',\n  customFields: { nextRelease: '2.0' },"));
    }).catch((e: unknown) => e)) as { diagnostics: Diagnostic[] };
    expect(failed.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file.split('/').pop()}:${d.line} ${d.message}; ${d.hint}`)).toEqual([25, 26].map((line) => `docusaurus.config.js:${line} the version dropdown lists version "2.0", which its docs do not have; its versions are "current", "1.0"`));
  });

  it('shows docgen\'s own words for a language it has them for, where the locale\'s code.json has none', async () => {
    const own = await built((root) => rmSync(path.join(root, 'i18n/fr/code.json')));
    const page = own.read('fr/docs/intro/index.html');
    expect(page).toContain(`<div class="admonition-title">${fr['theme.admonition.note']}</div>`);
    expect(page).toContain(fr['theme.common.editThisPage']);
    expect(inlineData(page).site.labels).toMatchObject({ toc: fr['theme.TOCCollapsible.toggleButtonLabel'], next: fr['theme.docs.paginator.next'] });
    expect(bundle(own.result.outDir)).toMatch(/\.copied\b/);
    // The English pages keep docgen's English.
    expect(own.read('docs/intro/index.html')).toContain('<div class="admonition-title">Note</div>');
    const notFound = own.read('fr/404.html');
    expect(notFound).toContain(`<h1>${fr['theme.NotFound.title']}</h1>`);
    expect(notFound).toContain(`>${fr['theme.NotFound.homeLink']}</a>`);
  });
});
