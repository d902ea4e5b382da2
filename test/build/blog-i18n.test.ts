// A locale's blog built: translated posts replace the originals file by file, untranslated ones stay, and the blog's
// options, authors, feeds and dates are the locale's (the docusaurus-classic fixture, French).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check, type BuildResult } from '../../src/build.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the fixture in the system's temp folder (no node_modules above it), with `files` written into it. */
function copy(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-blog-i18n-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const FR_BLOG = 'i18n/fr/docusaurus-plugin-content-blog';

describe('the French blog of the docusaurus-classic fixture', () => {
  let result: BuildResult;
  const read = (file: string) => readFileSync(path.join(result.outDir, file), 'utf8');
  beforeAll(async () => {
    result = await build({ root: copy() });
  });

  it('lists the translated post with its translated title and the untranslated one as it is, under the translated blog title', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error' || /^broken/.test(d.message))).toEqual([]);
    const fr = read('fr/blog/index.html');
    expect(fr).toContain('<title>Nouvelles des widgets | Widgets</title>');
    expect(fr).toContain('<meta name="description" content="Les nouvelles du projet Widgets">');
    expect(fr).toMatch(/<h1[^>]*>Nouvelles des widgets<\/h1>/);
    expect([...fr.matchAll(/<h2 class="blog-preview-title"><a href="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['/widgets/fr/blog/2024/02/20/release', 'Widgets 2.0 est sorti'],
      ['/widgets/fr/blog/2024/01/15/welcome', 'Welcome']
    ]);
    // The excerpt is the translation's, its image the translation's own.
    expect(fr).toContain('Widgets 2.0 dessine deux fois plus vite.');
    // The English blog is untouched by the translation.
    const en = read('blog/index.html');
    expect(en).toContain('<title>Widget news | Widgets</title>');
    expect(en).toContain('>Widgets 2.0 is out</a>');
    expect(en).not.toContain('Nouvelles');
  });

  it("resolves a translated post's relative image and links against its own file, and names the original file in its edit link", () => {
    const post = read('fr/blog/2024/02/20/release/index.html');
    const src = /<img src="([^"]*)" alt="Vitesse de 1\.0 et 2\.0">/.exec(post)?.[1];
    expect(src).toMatch(/^\/widgets\/assets\/images\/vitesse-[0-9a-f]+\.svg$/);
    expect(read(src!.slice('/widgets/'.length))).toContain('2.0 (rapide)');
    expect(read('blog/2024/02/20/release/index.html')).toMatch(/<img src="\/widgets\/assets\/images\/speed-[0-9a-f]+\.svg" alt="Speed of 1\.0 and 2\.0">/);
    // A link to a post that is not translated: that post in this locale.
    expect(post).toContain('<a href="/widgets/fr/blog/2024/01/15/welcome">premier billet</a>');
    // As Docusaurus without editLocalizedFiles: the edit link is the original post's.
    expect(post).toContain('href="https://github.com/example/widgets/tree/main/website/blog/2024-02-20-release/index.md"');
    expect(read('fr/blog/2024/01/15/welcome/index.html')).toContain('href="https://github.com/example/widgets/tree/main/website/blog/2024-01-15-welcome.md"');
  });

  it("shows the locale's authors.yml, its date format, its sidebar title and the locale's feed links", () => {
    const post = read('fr/blog/2024/02/20/release/index.html');
    expect(post).toContain('<div class="sidebar-category-label">Billets récents</div>');
    expect(read('blog/2024/02/20/release/index.html')).toContain('<div class="sidebar-category-label">Recent posts</div>');
    expect(post).toContain('<small class="blog-author-title">Ingénieure</small>');
    expect(post).toContain('<time datetime="2024-02-20T00:00:00.000Z">20 février 2024</time>');
    // The feeds are titled by the site, as Docusaurus's are without feedOptions.title.
    expect(post).toContain('<link rel="alternate" type="application/rss+xml" href="/widgets/fr/blog/rss.xml" title="Widgets RSS Feed">');
    const en = read('blog/2024/02/20/release/index.html');
    expect(en).toContain('<small class="blog-author-title">Engineer</small>');
    expect(en).toContain('>February 20, 2024</time>');
  });

  it("writes each locale's feeds with its posts, title and URLs", () => {
    const rss = read('fr/blog/rss.xml');
    expect(rss).toContain('<title>Widgets</title>\n<link>https://widgets.example.com/widgets/fr/blog</link>');
    expect(rss).toContain('<description>Widgets Blog</description>');
    expect(rss).toContain('<language>fr</language>');
    expect([...rss.matchAll(/<item>\n<title>([^<]*)<\/title>\n<link>([^<]*)<\/link>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['Widgets 2.0 est sorti', 'https://widgets.example.com/widgets/fr/blog/2024/02/20/release'],
      ['Welcome', 'https://widgets.example.com/widgets/fr/blog/2024/01/15/welcome']
    ]);
    expect(rss).toContain('https://widgets.example.com/widgets/assets/images/vitesse-');
    const atom = read('fr/blog/atom.xml');
    expect(atom).toContain('<title type="text">Widgets</title>');
    expect(atom).toContain('<link rel="self" href="https://widgets.example.com/widgets/fr/blog/atom.xml"/>');
    const en = read('blog/rss.xml');
    expect(en).toContain('<title>Widgets</title>\n<link>https://widgets.example.com/widgets/blog</link>');
    expect(en).toContain('<language>en</language>');
    expect(en).toContain('<title>Widgets 2.0 is out</title>');
    expect(en).not.toContain('/widgets/fr/');
  });
});

describe('findings about a translated blog', () => {
  it("reports a translated post's broken image at its own file and line, and an untranslated post's links against the original", async () => {
    const root = copy({
      [`${FR_BLOG}/2024-02-20-release/index.md`]: '---\ntitle: Sorti\n---\n\nTexte.\n\n![Absente](./absente.svg)\n',
      // The original's folder has speed.svg: the untranslated post finds it, in every locale.
      'blog/2024-01-15-welcome.md': '---\ntitle: Welcome\n---\n\n![Speed](./2024-02-20-release/speed.svg)\n'
    });
    const { diagnostics } = await check({ root });
    // `check` fails on every finding: the broken image is the only one.
    const shown = diagnostics.filter((d) => /^broken/.test(d.message)).map((d) => `${d.file.split(path.sep).join('/').replace(/^.*?(?=i18n\/|blog\/)/, '')}:${d.line}: ${d.message}`);
    expect(shown).toEqual([expect.stringMatching(/^i18n\/fr\/docusaurus-plugin-content-blog\/2024-02-20-release\/index\.md:7: .*absente\.svg/)]);
  });

  it('warns about a translation of a post the blog does not have, and does not build it', async () => {
    const root = copy({ [`${FR_BLOG}/2024-03-01-orphan.md`]: '---\ntitle: Orphelin\n---\n\nSans original.\n' });
    const result = await build({ root });
    const warning = result.diagnostics.find((d) => /translation of no post/.test(d.message));
    expect(warning?.file.split(path.sep).join('/')).toMatch(/i18n\/fr\/docusaurus-plugin-content-blog\/2024-03-01-orphan\.md$/);
    expect(warning?.message).toBe('translation of no post: "blog/2024-03-01-orphan.md" does not exist, so this file is not built');
    expect(warning?.hint).toMatch(/path of the post it translates/);
    const routes = result.sites.flatMap((s) => s.pages.map((p) => p.route));
    expect(routes.filter((r) => r.includes('orphan'))).toEqual([]);
  });

  it("keeps the blog's options and authors where the locale's folder has no options.json or authors.yml", async () => {
    const root = copy();
    rmSync(path.join(root, FR_BLOG, 'options.json'));
    rmSync(path.join(root, FR_BLOG, 'authors.yml'));
    const result = await build({ root });
    const fr = readFileSync(path.join(result.outDir, 'fr/blog/index.html'), 'utf8');
    expect(fr).toContain('<title>Widget news | Widgets</title>');
    expect(fr).toContain('<small class="blog-author-title">Engineer</small>');
    expect(fr).toContain('>Widgets 2.0 est sorti</a>');
  });

  // Chaos Mesh's blog: `editLocalizedFiles: true`, so a translated post edits its translation.
  it("with editLocalizedFiles, names a translated post's own file in its edit link, an untranslated one the original's", async () => {
    const root = copy();
    const config = path.join(root, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8');
    writeFileSync(config, text.replace("editUrl: 'https://github.com/example/widgets/tree/main/website/',\n          blogTitle", "editUrl: 'https://github.com/example/widgets/tree/main/website/', editLocalizedFiles: true,\n          blogTitle"));
    expect(readFileSync(config, 'utf8')).not.toBe(text);
    const result = await build({ root });
    const read = (file: string) => readFileSync(path.join(result.outDir, file), 'utf8');
    expect(read('fr/blog/2024/02/20/release/index.html')).toContain(`href="https://github.com/example/widgets/tree/main/website/${FR_BLOG}/2024-02-20-release/index.md"`);
    expect(read('fr/blog/2024/01/15/welcome/index.html')).toContain('href="https://github.com/example/widgets/tree/main/website/blog/2024-01-15-welcome.md"');
    expect(read('blog/2024/02/20/release/index.html')).toContain('href="https://github.com/example/widgets/tree/main/website/blog/2024-02-20-release/index.md"');
  });
});

// Docusaurus 3.9's `translate: false`: the French locale built from the English blog and docs, as Docusaurus builds it.
describe('a locale of translate: false', () => {
  it('lists the English posts under the English blog title, and shows the English docs', async () => {
    const root = copy();
    const config = path.join(root, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8');
    const edited = text.replace("fr: { label: 'Français' }", "fr: { label: 'Français', translate: false }");
    expect(edited).not.toBe(text);
    writeFileSync(config, edited);
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => /localeConfigs/.test(d.message))).toEqual([]);
    const fr = readFileSync(path.join(result.outDir, 'fr/blog/index.html'), 'utf8');
    expect(fr).toMatch(/<h1[^>]*>Widget news<\/h1>/);
    expect(fr).not.toContain('Nouvelles des widgets');
  });
});

// Docusaurus's `localeConfigs.<locale>.calendar`: the dates of the locale's posts in that calendar.
describe('a locale of its own calendar', () => {
  it('writes the French posts\' dates in the Buddhist calendar; a calendar Intl does not know is left out, said at its key', async () => {
    const root = copy();
    const config = path.join(root, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8');
    writeFileSync(config, text.replace("fr: { label: 'Français' }", "fr: { label: 'Français', calendar: 'buddhist' }"));
    const result = await build({ root });
    expect(readFileSync(path.join(result.outDir, 'fr/blog/2024/01/15/welcome/index.html'), 'utf8')).toContain('15 janvier 2567');
    expect(readFileSync(path.join(result.outDir, 'blog/2024/01/15/welcome/index.html'), 'utf8')).toContain('January 15, 2024');
    writeFileSync(config, text.replace("fr: { label: 'Français' }", "fr: { label: 'Français', calendar: 'lunar-ish' }"));
    const lines: string[] = [];
    await check({ root, logger: { info: () => {}, warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } });
    expect(lines.join('\n')).toMatch(/docusaurus\.config\.js:\d+:\d+: warning: ignored "i18n\.localeConfigs\.fr\.calendar": must be a calendar Intl knows/);
  });
});
