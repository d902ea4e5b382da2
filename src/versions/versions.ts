// versions.json + docs options -> the docs versions to build: name, label, path, banner, content folder and sidebars.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config, Diagnostic, SidebarItemConfig } from '../types.js';
import { DocgenError } from '../errors.js';
import { displayPath } from '../content/scan.js';
import { SIDEBARS_SCHEMA, validate } from '../config/schema.js';
import { configError } from '../config/load.js';
import { parseJsonFile, stripBom } from '../json-file.js';
import { normalizeSidebars } from '../sidebars/normalize.js';
import { locateSidebarKey } from '../sidebars/locate.js';
import { positionAt } from '../text-position.js';

/** The name of the docs in `content/`, the version not yet released. */
export const CURRENT = 'current';
export const VERSIONS_FILE = 'versions.json';
export const VERSIONED_DOCS = 'versioned_docs';
export const VERSIONED_SIDEBARS = 'versioned_sidebars';

export interface VersionPlan {
  name: string;
  label: string;
  /** Below the base URL: `` for the last version, `next/` for the current one, `1.0/`. */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  isLast: boolean;
  contentDir: string;
  sidebars: Record<string, SidebarItemConfig[]>;
  /** Where the sidebars come from: the config file, a versioned sidebars file, or none. */
  sidebarsFile: string | null;
}

export const versionDocsDir = (root: string, name: string) => path.join(root, VERSIONED_DOCS, `version-${name}`);
export const versionSidebarsFile = (root: string, name: string) => path.join(root, VERSIONED_SIDEBARS, `version-${name}-sidebars.json`);

/** Why `name` cannot be a version name, or undefined. It becomes a folder name and a URL segment. */
export function versionNameProblem(name: string): string | undefined {
  if (!name.trim()) return 'a version name cannot be empty';
  if (name === CURRENT) return `"${CURRENT}" names the docs in content/; pick another version name`;
  if (name === '.' || name === '..' || /[/\\?#%<>:"|*\0]/.test(name) || /\s/.test(name)) return `version name "${name}" cannot hold spaces, "/", "\\", "?", "#", "%", or be "." or ".."`;
  return undefined;
}

/** The versions in versions.json, newest first; [] when there is no such file. */
export async function readVersionNames(root: string): Promise<string[]> {
  const file = path.join(root, VERSIONS_FILE);
  if (!existsSync(file)) return [];
  const rel = displayPath(file);
  const text = await readFile(file, 'utf8');
  const names = parseJsonFile(text, rel, 'versions.json is an array of version names, newest first: ["2.0", "1.0"]');
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) {
    throw new DocgenError(`invalid ${rel}`, [{ file: rel, line: 1, column: 1, severity: 'error', message: 'versions.json must be an array of version names (strings)', hint: 'e.g. ["2.0", "1.0"], newest first' }]);
  }
  const seen = new Set<string>();
  (names as string[]).forEach((n, i) => {
    const problem = versionNameProblem(n) ?? (seen.has(n) ? `version "${n}" is listed twice` : undefined);
    if (problem) throw new DocgenError(`invalid ${rel}`, [{ file: rel, ...entryPosition(text, i), severity: 'error', message: problem, hint: 'fix or remove the entry' }]);
    seen.add(n);
  });
  return names as string[];
}

/** Where the `index`th name in versions.json is written: its entries are all strings by then, so the index-th string. */
function entryPosition(text: string, index: number): { line: number; column: number } {
  const body = stripBom(text);
  const entry = [...body.matchAll(/"(?:[^"\\]|\\.)*"/g)][index];
  return entry ? positionAt(body, entry.index) : { line: 1, column: 1 };
}

/** Whether the docs options ask for versioning even without a versions.json (a label or banner for `current`, say). */
export function usesVersionOptions(config: Config): boolean {
  const d = config.docs;
  return d.lastVersion !== undefined || d.onlyIncludeVersions !== undefined || !d.includeCurrentVersion || Object.keys(d.versions).length > 0;
}

/** The versions to build, newest first, checked against the options; errors name the config key. */
export async function planVersions(config: Config, names: string[]): Promise<VersionPlan[]> {
  const fail = (key: string, message: string, hint: string): never => {
    throw configError(config.configFile, key, message, hint);
  };
  const d = config.docs;
  const all = d.includeCurrentVersion ? [CURRENT, ...names] : names;
  const known = all.map((n) => `"${n}"`).join(', ');
  if (!all.length) fail('docs.includeCurrentVersion', 'is false, and versions.json lists no version: there are no docs to build', 'set it to true, or snapshot a version with `docgen version <name>`');
  for (const n of Object.keys(d.versions)) {
    if (!all.includes(n)) fail(`docs.versions.${n}`, `names an unknown version "${n}"`, `the versions are ${known}`);
  }
  const last = d.lastVersion ?? names[0] ?? CURRENT;
  if (!all.includes(last)) fail('docs.lastVersion', `names an unknown version "${last}"`, `the versions are ${known}`);
  let included = all;
  if (d.onlyIncludeVersions) {
    if (!d.onlyIncludeVersions.length) fail('docs.onlyIncludeVersions', 'is empty', 'list at least one version, or remove the option');
    for (const n of d.onlyIncludeVersions) if (!all.includes(n)) fail('docs.onlyIncludeVersions', `names an unknown version "${n}"`, `the versions are ${known}`);
    if (!d.onlyIncludeVersions.includes(last)) fail('docs.onlyIncludeVersions', `does not include the last version "${last}"`, 'add it, or set docs.lastVersion to one of the included versions');
    included = all.filter((n) => d.onlyIncludeVersions!.includes(n));
  }
  const lastIndex = all.indexOf(last);
  const paths = new Map<string, string>();
  const plans: VersionPlan[] = [];
  for (const name of included) {
    const options = d.versions[name] ?? {};
    const isLast = name === last;
    const written = options.path ?? (isLast ? '' : name === CURRENT ? 'next' : name);
    // A folder below the base URL, normalized as routes are (`a/./b/` is `a/b/`): its pages' files go there.
    const normalized = path.posix.normalize(`./${written}/`);
    if (normalized.startsWith('../') || /[?#%\\\0]/.test(written)) fail(`docs.versions.${name}.path`, `"${written}" is not a folder below the base URL`, 'use a path such as "1.x" or "legacy/1.0", without "..", "?", "#", "%" or "\\"');
    const dir = normalized === './' ? '' : normalized;
    const rel = dir.slice(0, -1);
    if (paths.has(dir)) fail(`docs.versions.${name}.path`, `"${rel}" is also the path of version "${paths.get(dir)}"`, 'give each version its own path');
    paths.set(dir, name);
    const banner = options.banner ?? (isLast ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained');
    const plan: VersionPlan = { name, label: options.label ?? (name === CURRENT ? 'Next' : name), path: dir, banner, isLast, contentDir: config.contentDir, sidebars: d.sidebars, sidebarsFile: config.configFile };
    if (name !== CURRENT) {
      plan.contentDir = versionDocsDir(config.root, name);
      if (!existsSync(plan.contentDir)) {
        const versionsFile = path.join(config.root, VERSIONS_FILE);
        throw new DocgenError(`missing docs of version "${name}"`, [{ file: displayPath(versionsFile), ...entryPosition(readFileSync(versionsFile, 'utf8'), names.indexOf(name)), severity: 'error', message: `versions.json lists "${name}", but ${displayPath(plan.contentDir)} does not exist`, hint: `remove "${name}" from versions.json, or snapshot it again with \`docgen version ${name}\`` }]);
      }
      const file = versionSidebarsFile(config.root, name);
      plan.sidebarsFile = existsSync(file) ? file : null;
      plan.sidebars = plan.sidebarsFile ? await readSidebars(plan.sidebarsFile) : {};
    }
    plans.push(plan);
  }
  return plans;
}

async function readSidebars(file: string): Promise<Record<string, SidebarItemConfig[]>> {
  const rel = displayPath(file);
  const text = await readFile(file, 'utf8');
  const value = normalizeSidebars(parseJsonFile(text, rel, 'a versioned sidebars file holds the docs.sidebars object of its version, as JSON'));
  const issues = validate(value, SIDEBARS_SCHEMA);
  if (issues.length) {
    const diagnostics: Diagnostic[] = issues.map((i) => ({ file: rel, ...locateSidebarKey(text, value, i.key), severity: 'error', message: `"${i.key}" ${i.message}`, hint: i.hint ?? 'a versioned sidebars file holds the docs.sidebars object of its version, as JSON' }));
    throw new DocgenError(`invalid ${rel}`, diagnostics);
  }
  return value as Record<string, SidebarItemConfig[]>;
}
