// A locale's blog: translations laid over the posts file by file, the options.json messages, dates in the locale's words.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { overlayTranslations, scanBlog } from '../../../src/blog/sources.js';
import { localeBlog, translateBlogOptions } from '../../../src/blog/locale.js';
import { dateFormat } from '../../../src/blog/pages.js';
import { translatedBlogDir } from '../../../src/i18n/locales.js';
import type { Config } from '../../../src/types.js';

const file = (rel: string, from: string) => ({ rel, file: { path: `${from}/${rel}`, text: `${from} ${rel}` } });

describe('overlayTranslations', () => {
  it('puts each translation in place of the post of the same path, keeps the others, in the blog folder\'s order', () => {
    const { files, unmatched } = overlayTranslations(
      [file('2024-01-01-a.md', 'blog'), file('2024-02-01-b/index.md', 'blog'), file('2024-03-01-c.md', 'blog')],
      [file('2024-02-01-b/index.md', 'fr'), file('2024-03-01-c.md', 'fr')]
    );
    expect(files.map((f) => f.file.path)).toEqual(['blog/2024-01-01-a.md', 'fr/2024-02-01-b/index.md', 'fr/2024-03-01-c.md']);
    expect(unmatched).toEqual([]);
  });

  it('leaves out a translation of no post, and says which', () => {
    const { files, unmatched } = overlayTranslations([file('a.md', 'blog')], [file('b.md', 'fr'), file('sub/a.md', 'fr')]);
    expect(files.map((f) => f.file.path)).toEqual(['blog/a.md']);
    expect(unmatched.map((f) => f.rel)).toEqual(['b.md', 'sub/a.md']);
  });
});

describe('the blog options a locale translates', () => {
  const blog: Config['blog'] = { routeBasePath: 'blog/', showReadingTime: true, postsPerPage: 10, title: 'Blog', description: 'News', sidebarCount: 5, sidebarTitle: 'Recent posts' };
  it('takes title, description and sidebar title from options.json, and keeps what it leaves out', () => {
    expect(translateBlogOptions(blog, new Map([['title', 'Nouvelles']]))).toEqual({ ...blog, title: 'Nouvelles' });
    expect(translateBlogOptions(blog, new Map([['description', 'Les nouvelles'], ['sidebar.title', 'Récents'], ['other', 'x']]))).toEqual({ ...blog, description: 'Les nouvelles', sidebarTitle: 'Récents' });
    expect(translateBlogOptions(blog, new Map())).toBe(blog);
  });
});

describe('post dates', () => {
  it("are written in the locale's words, and in US English for a locale name Intl does not know", () => {
    const day = new Date('2024-02-20T00:00:00.000Z');
    expect(dateFormat('en').format(day)).toBe('February 20, 2024');
    expect(dateFormat('fr').format(day)).toBe('20 février 2024');
    expect(dateFormat('pt_BR').format(day)).toBe('February 20, 2024');
  });
});

describe('a locale\'s blog folder on disk', () => {
  const root = path.resolve(import.meta.dirname, '../../.tmp/unit-blog-i18n');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  const config = (locale?: string) => ({ root, blog: { routeBasePath: 'blog/', showReadingTime: true, postsPerPage: 10, title: 'Blog', description: 'News' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], dir: path.join(root, 'i18n'), localeConfigs: {} }, instance: locale ? { locale } : undefined }) as unknown as Config;

  it('is read for the instance\'s locale, the default one too, as Docusaurus reads i18n/<locale>/ for every locale', async () => {
    write('content/intro.md', '# Intro\n');
    write('blog/2024-01-01-a.md', 'A');
    write('blog/2024-01-02-b.md', 'B');
    write('blog/authors.yml', 'ada: {name: Ada}\n');
    write('i18n/fr/docusaurus-plugin-content-blog/2024-01-02-b.md', 'B en français');
    write('i18n/fr/docusaurus-plugin-content-blog/options.json', '{"title": {"message": "Nouvelles"}}');
    write('i18n/en/docusaurus-plugin-content-blog/options.json', '{"description": {"message": "Our news"}}');
    expect(translatedBlogDir(config(), 'fr')).toBe(path.join(root, 'i18n/fr/docusaurus-plugin-content-blog'));
    expect(translatedBlogDir(config(), 'fr', 'news')).toBe(path.join(root, 'i18n/fr/docusaurus-plugin-content-blog-news'));
    const fr = localeBlog(config('fr'));
    expect([fr.config.blog.title, fr.config.blog.description, fr.translatedDir]).toEqual(['Nouvelles', 'News', translatedBlogDir(config(), 'fr')]);
    expect(localeBlog(config()).config.blog.description).toBe('Our news');
    expect(localeBlog(config('de'))).toEqual({ config: config('de') });

    const scanned = (authorsMapPath = 'authors.yml') => scanBlog({ blogDir: path.join(root, 'blog'), translatedDir: fr.translatedDir, authorsMapPath, contentDir: path.join(root, 'content'), site: root });
    const sources = await scanned();
    expect(sources.files.map((f) => [f.path, f.text])).toEqual([
      ['../blog/2024-01-01-a.md', 'A'],
      ['../i18n/fr/docusaurus-plugin-content-blog/2024-01-02-b.md', 'B en français']
    ]);
    expect([...sources.relative.values()]).toEqual(['2024-01-01-a.md', '2024-01-02-b.md']);
    expect(sources.dirs).toEqual([fr.translatedDir, path.join(root, 'blog')]);
    // No authors.yml of its own: the blog's.
    expect(sources.authorsFile).toBe(path.join(root, 'blog/authors.yml'));
    write('i18n/fr/docusaurus-plugin-content-blog/authors.yml', 'ada: {name: Ada, title: Ingénieure}\n');
    expect((await scanned()).authorsFile).toBe(path.join(fr.translatedDir!, 'authors.yml'));
    // blog.authorsMapPath: another file (Kvrocks's authors.generated.yml), the translated blog's first too.
    expect((await scanned('people/authors.json')).authorsFile).toBe(path.join(root, 'blog/people/authors.json'));
    write('i18n/fr/docusaurus-plugin-content-blog/people/authors.json', '{"ada": {"name": "Ada"}}\n');
    expect((await scanned('people/authors.json')).authorsFile).toBe(path.join(fr.translatedDir!, 'people/authors.json'));
  });
});
