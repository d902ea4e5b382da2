// The site's own functions over its markdown files, as Docusaurus's `markdown.preprocessor` and `markdown.parseFrontMatter`.
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Config, SourceFile } from '../types.js';
import { DocgenError } from '../errors.js';
import { displayPath } from '../content/scan.js';
import { jsYamlData, undate } from './yaml-lenient.js';
import { splitFrontmatter } from './frontmatter.js';
import { resolveImport } from '../mdx/partials.js';
import { readFileSync } from 'node:fs';

export type FrontMatterResult = { frontMatter: Record<string, unknown>; content: string };
export type ParseFrontMatterParams = { filePath: string; fileContent: string };
/** `markdown.preprocessor`: a file's text -> the text docgen reads (run before the page is parsed). */
export type Preprocessor = (params: ParseFrontMatterParams) => string;
/** `markdown.parseFrontMatter`: a file's front matter, given docgen's own reading of it (`defaultParseFrontMatter`). */
export type ParseFrontMatter = (params: ParseFrontMatterParams & { defaultParseFrontMatter: (params: ParseFrontMatterParams) => Promise<FrontMatterResult> }) => FrontMatterResult | Promise<FrontMatterResult>;

/**
 * A file's front matter and the text below it, as Docusaurus's default reads them (js-yaml 3, through gray-matter: its
 * leniency, and a timestamp as a Date: Apache Ozone's hook checks `date` is an object).
 */
export async function defaultParseFrontMatter({ fileContent }: ParseFrontMatterParams): Promise<FrontMatterResult> {
  const { yaml, body } = splitFrontmatter(fileContent);
  if (yaml === undefined) return { frontMatter: {}, content: body.trim() };
  let data: unknown;
  try {
    data = jsYamlData(yaml) ?? {};
  } catch {
    // What YAML 1.2 takes and js-yaml 3 does not still builds, as docgen reads a page itself.
    data = parseYaml(yaml) ?? {};
  }
  return { frontMatter: data && typeof data === 'object' && !Array.isArray(data) ? { ...(data as object) } : {}, content: body.trim() };
}

/**
 * Each file through the site's `preprocessor` (its text) and `parseFrontMatter` (its front matter, carried beside the
 * text when it differs from docgen's own reading; the text's YAML gives the positions of the keys it keeps). As in
 * Docusaurus, the front matter is read from the file as written, the preprocessor gives the text the page is made of,
 * and the text of each partial it imports (`partials`). A function that throws stops the build at the file, with its
 * message.
 */
export async function applyMarkdownHooks(files: SourceFile[], config: Pick<Config, 'markdownHooks' | 'contentDir'> & { markdown?: Pick<Config['markdown'], 'aliases'> }): Promise<SourceFile[]> {
  const hooks = config.markdownHooks;
  if (!hooks?.preprocessor && !hooks?.parseFrontMatter) return files;
  const partialsOf = hooks.preprocessor ? importedPartials(hooks.preprocessor, config.markdown?.aliases) : undefined;
  return Promise.all(
    files.map(async (file) => {
      const filePath = file.abs ?? path.join(config.contentDir, file.path);
      const fail = (name: string, error: unknown): never => {
        const message = `markdown.${name} failed: ${error instanceof Error ? error.message : String(error)}`;
        throw new DocgenError(message, [{ file: displayPath(filePath), line: 1, column: 1, severity: 'error', message, hint: `the site's markdown.${name} function (in its config) failed on this file` }]);
      };
      let out = file;
      if (hooks.parseFrontMatter) {
        const params = { filePath, fileContent: file.text };
        let mine: FrontMatterResult;
        let theirs: FrontMatterResult;
        try {
          [mine, theirs] = await Promise.all([defaultParseFrontMatter(params), hooks.parseFrontMatter({ ...params, defaultParseFrontMatter })]);
        } catch (error) {
          return fail('parseFrontMatter', error);
        }
        const frontMatter = theirs?.frontMatter;
        if (!frontMatter || typeof frontMatter !== 'object') return fail('parseFrontMatter', new Error('it returned no { frontMatter } object'));
        // Its dates as the text docgen's own reading keeps.
        if (JSON.stringify(frontMatter) !== JSON.stringify(mine.frontMatter)) out = { ...out, frontmatter: undate(frontMatter) as Record<string, unknown> };
      }
      if (hooks.preprocessor) {
        let text: unknown;
        try {
          text = hooks.preprocessor({ filePath, fileContent: file.text });
        } catch (error) {
          return fail('preprocessor', error);
        }
        if (typeof text !== 'string') return fail('preprocessor', new Error(`it returned ${text === null ? 'null' : typeof text}, not the file's text`));
        if (text !== file.text) out = { ...out, text };
        // The partials it imports (and theirs), through the preprocessor too: the parse threads read them from here.
        const partials = partialsOf!(file);
        if (partials) out = { ...out, partials };
      }
      return out;
    })
  );
}

/** An import of a markdown file (a partial) in a page's text. */
const PARTIAL_IMPORT = /^import\s+[\w$]+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm;

/**
 * The markdown files a page imports, and those they import, each as the preprocessor gives it (by absolute path), or
 * undefined when it imports none. Each file is read and preprocessed once for the whole site; one that cannot be read
 * is left to the parse, which says so at the import.
 */
function importedPartials(preprocessor: Preprocessor, aliases?: Record<string, string>): (file: SourceFile) => Record<string, string> | undefined {
  const done = new Map<string, string | null>();
  const textOf = (abs: string): string | null => {
    if (!done.has(abs)) {
      let text: string | null = null;
      try {
        text = preprocessor({ filePath: abs, fileContent: readFileSync(abs, 'utf8') });
      } catch {
        // Not there, or the function throws on it: the parse reads the file as written, and says what is wrong.
      }
      done.set(abs, typeof text === 'string' ? text : null);
    }
    return done.get(abs)!;
  };
  return (page) => {
    const found: Record<string, string> = {};
    const visit = (file: SourceFile, text: string) => {
      for (const m of text.matchAll(PARTIAL_IMPORT)) {
        const abs = resolveImport(file, m[1]!, aliases);
        if (!abs || abs in found) continue;
        const partial = textOf(abs);
        if (partial === null) continue;
        found[abs] = partial;
        visit({ ...file, abs, path: abs }, partial);
      }
    };
    visit(page, page.text);
    return Object.keys(found).length ? found : undefined;
  };
}
