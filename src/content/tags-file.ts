// A tags file (`tags.yml` in a docs or blog folder, Docusaurus 3.4's) -> the tags it defines, with problems at file:line:col.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash.kebabcase';
import type { Diagnostic, ReportMode } from '../types.js';
import { positionAt, quotedAt } from '../text-position.js';
import { CONFIG_FILE } from '../sidebars/check-navbar.js';
import type { TagsSource } from './tags.js';
import { keyOffset, readYaml } from '../yaml-data.js';
import { nodeOffset } from '../blog/authors.js';

/** The file a docs or blog folder's tags are defined in, unless its `tags` option names another. */
export const TAGS_FILE = 'tags.yml';

/** A tag the tags file defines: shown as `label`, its page at `permalink` below the tags page, `description` on that page. */
export interface TagDefinition {
  label: string;
  permalink: string;
  description?: string;
}

/** The tags file's tags, by the key a page's front matter names them by. */
export type TagsFile = Map<string, TagDefinition>;

/** A tag's permalink from its label, as Docusaurus makes it (lodash's kebabCase: `Node.js` is `node-js`). */
export const tagSlug = (label: string): string => kebabCase(label);

/** `hello-world` -> `Hello-world`: the label of a tag the file defines without one (lodash's capitalize, as Docusaurus). */
const capitalize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();

const FIELDS = ['label', 'description', 'permalink'];
const HINT = 'a tags file maps each tag key to its label, permalink and description, each a string (all optional): `release: { label: Releases, permalink: /releases }`';

/**
 * Reads a tags file (YAML): `key: { label, permalink, description }` or `key:` alone. A tag without a label is labelled
 * by its key capitalized, without a permalink at `/{key in kebab case}`, as in Docusaurus; two tags at one permalink
 * are an error. `file` is how diagnostics name it.
 */
export function loadTagsFile(full: string, file: string): { tags: TagsFile; diagnostics: Diagnostic[] } {
  const tags: TagsFile = new Map();
  const text = readFileSync(full, 'utf8');
  const at = (offset: number) => positionAt(text, offset);
  const error = (offset: number, message: string, hint = HINT): Diagnostic => ({ file, ...at(offset), severity: 'error', message: `invalid ${path.basename(full)}: ${message}`, hint });
  const converted = readYaml(text);
  if ('problem' in converted) return { tags, diagnostics: [error(converted.offset, converted.problem)] };
  const { doc, data } = converted;
  if (data === null || data === undefined) return { tags, diagnostics: [] };
  if (typeof data !== 'object' || Array.isArray(data)) return { tags, diagnostics: [error(0, 'expected a map of tag keys to { label, permalink, description }')] };
  const diagnostics: Diagnostic[] = [];
  const byPermalink = new Map<string, string>();
  for (const [key, raw] of Object.entries(data as Record<string, unknown>)) {
    const where = (field?: string) => (field && nodeOffset(doc, [key, field])) || keyOffset(doc, key);
    if (raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
      diagnostics.push(error(where(), `tag "${key}" must be { label, permalink, description } or nothing`));
      continue;
    }
    const fields = (raw ?? {}) as Record<string, unknown>;
    const wrong = Object.keys(fields).find((f) => !FIELDS.includes(f) || typeof fields[f] !== 'string');
    if (wrong) {
      diagnostics.push(error(where(wrong), FIELDS.includes(wrong) ? `tag "${key}": ${wrong} must be a string` : `tag "${key}": unknown field "${wrong}"`));
      continue;
    }
    const { label, permalink, description } = fields as Partial<TagDefinition>;
    const tag: TagDefinition = { label: label || capitalize(key), permalink: permalink || `/${tagSlug(key)}`, ...(description ? { description } : {}) };
    const other = byPermalink.get(tag.permalink);
    if (other !== undefined) {
      diagnostics.push(error(where(permalink ? 'permalink' : undefined), `tags "${other}" and "${key}" have one permalink, ${tag.permalink}`, 'give each tag a permalink of its own'));
      continue;
    }
    byPermalink.set(tag.permalink, key);
    tags.set(key, tag);
  }
  return { tags, diagnostics };
}

/** Where a docs or blog folder's tags file is looked for, and what a tag it does not define is (see readTagsSource). */
export interface TagsOptions {
  /** The folder's `tags` option: the file's name relative to the folder; `false`: none; unset: `tags.yml` if there is one. */
  option: string | false | undefined;
  onInline: ReportMode;
  /** The option that sets onInline, for the hint: `docs.onInlineTags`. */
  onInlineOption: string;
  /** The folders to look in, first to last (a locale's translated folder, then the folder). */
  dirs: string[];
  /** Diagnostics name files relative to it. */
  contentDir: string;
  root: string;
  /** The config file's text: a missing file the option names is an error where it names it. */
  configSource: string;
}

/** A folder's tags file, read (see TagsOptions), as tagsOf takes it: none without a file. */
export function readTagsSource(o: TagsOptions): { source?: TagsSource; diagnostics: Diagnostic[] } {
  if (o.option === false) return { diagnostics: [] };
  const name = o.option ?? TAGS_FILE;
  const full = o.dirs.map((d) => path.join(d, name)).find((f) => existsSync(f));
  if (full) {
    const { tags, diagnostics } = loadTagsFile(full, path.relative(o.contentDir, full).split(path.sep).join('/'));
    return { source: { file: tags, name, onInline: o.onInline, option: o.onInlineOption }, diagnostics };
  }
  if (o.option === undefined) return { diagnostics: [] };
  const dirs = [...new Set(o.dirs.map((d) => path.relative(o.root, d).split(path.sep).join('/') || '.'))];
  return { diagnostics: [{ file: CONFIG_FILE, ...(quotedAt(o.configSource, name) ?? { line: 1, column: 1 }), severity: 'error', message: `no tags file "${name}" in ${dirs.join(' nor in ')}`, hint: 'write the file there, or leave out the tags option (a folder\'s tags.yml is then read if it has one)' }] };
}
