import { describe, expect, it } from 'vitest';
import { applyMarkdownHooks, defaultParseFrontMatter } from '../../../src/markdown/hooks.js';
import { DocgenError } from '../../../src/errors.js';

const file = (text: string) => ({ path: 'guide/a.md', text, abs: '/site/docs/guide/a.md' });

describe('the site\'s markdown.preprocessor and markdown.parseFrontMatter', () => {
  it('reads the front matter as Docusaurus\'s default does: YAML, js-yaml 3\'s leniency, none', async () => {
    expect(await defaultParseFrontMatter({ filePath: 'a.md', fileContent: '---\ntitle: A\ntags: [x]\n---\n\n# Body\n' })).toEqual({ frontMatter: { title: 'A', tags: ['x'] }, content: '# Body' });
    expect((await defaultParseFrontMatter({ filePath: 'a.md', fileContent: '---\nauthors: [ann] tags: [news]\n---\nBody' })).frontMatter).toEqual({ authors: ['ann'], tags: ['news'] });
    expect(await defaultParseFrontMatter({ filePath: 'a.md', fileContent: 'No front matter.\n' })).toEqual({ frontMatter: {}, content: 'No front matter.' });
    await expect(defaultParseFrontMatter({ filePath: 'a.md', fileContent: '---\ntitle: [\n---\n' })).rejects.toThrow();
  });

  // Apache Ozone's parseFrontMatter checks each file's front matter against a JSON schema whose `date` is an object.
  it('gives a timestamp as a Date, as gray-matter does; a hook that changes the front matter leaves docgen the date as text', async () => {
    const text = '---\ntitle: Released\ndate: 2025-04-30\n---\nBody';
    expect((await defaultParseFrontMatter({ filePath: 'a.md', fileContent: text })).frontMatter).toEqual({ title: 'Released', date: new Date('2025-04-30T00:00:00Z') });
    const [checked, changed] = await applyMarkdownHooks([file(text), { ...file(`${text}\n`), path: 'b.md', abs: '/site/docs/b.md' }], {
      contentDir: '/site/docs',
      markdownHooks: {
        parseFrontMatter: async (params) => {
          const result = await params.defaultParseFrontMatter(params);
          if (!(result.frontMatter.date instanceof Date)) throw new Error('date must be object');
          return params.filePath.endsWith('b.md') ? { ...result, frontMatter: { ...result.frontMatter, tags: ['release'] } } : result;
        }
      }
    });
    expect(checked.frontmatter).toBeUndefined();
    expect(changed.frontmatter).toEqual({ title: 'Released', date: '2025-04-30', tags: ['release'] });
  });

  it('gives each file the text the preprocessor returns, and the front matter parseFrontMatter returns only where it differs', async () => {
    const seen: string[] = [];
    const [changed, same] = await applyMarkdownHooks([file('---\ntitle: A\n---\nHello {{who}}'), { ...file('---\ntitle: B\n---\nPlain'), path: 'b.md', abs: '/site/docs/b.md' }], {
      contentDir: '/site/docs',
      markdownHooks: {
        preprocessor: ({ fileContent }) => fileContent.replace('{{who}}', 'world'),
        parseFrontMatter: async ({ filePath, fileContent, defaultParseFrontMatter: read }) => {
          seen.push(filePath);
          const result = await read({ filePath, fileContent });
          return filePath.endsWith('a.md') ? { ...result, frontMatter: { ...result.frontMatter, sidebar_label: 'Given' } } : result;
        }
      }
    });
    expect(seen).toEqual(['/site/docs/guide/a.md', '/site/docs/b.md']);
    expect(changed).toMatchObject({ text: '---\ntitle: A\n---\nHello world', frontmatter: { title: 'A', sidebar_label: 'Given' } });
    expect(same.frontmatter).toBeUndefined();
    expect(same.text).toBe('---\ntitle: B\n---\nPlain');
  });

  it('stops at the file whose function throws or returns what is not text, naming the function', async () => {
    const failing = (markdownHooks: Parameters<typeof applyMarkdownHooks>[1]['markdownHooks']) => applyMarkdownHooks([file('Text')], { contentDir: '/site/docs', markdownHooks }).catch((e: unknown) => e as DocgenError);
    const thrown = await failing({ parseFrontMatter: () => { throw new Error('bad data'); } });
    expect(thrown).toBeInstanceOf(DocgenError);
    expect(thrown.diagnostics[0]).toMatchObject({ line: 1, column: 1, severity: 'error', message: 'markdown.parseFrontMatter failed: bad data' });
    expect((await failing({ preprocessor: () => undefined as unknown as string })).diagnostics[0].message).toBe("markdown.preprocessor failed: it returned undefined, not the file's text");
    expect((await failing({ parseFrontMatter: async () => ({}) as never })).diagnostics[0].message).toBe('markdown.parseFrontMatter failed: it returned no { frontMatter } object');
  });
});
