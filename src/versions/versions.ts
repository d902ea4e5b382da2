// A docs folder's versions file + version options -> the versions to build: name, label, path, banner, content folder and sidebars.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config, Diagnostic, SidebarItemConfig, VersionOptions } from '../types.js';
import { DocgenError } from '../errors.js';
import { displayPath } from '../content/scan.js';
import { SIDEBARS_SCHEMA, validate } from '../config/schema.js';
import { configError, locate } from '../config/load.js';
import { parseJsonFile, stripBom } from '../json-file.js';
import { normalizeSidebars } from '../sidebars/normalize.js';
import { locateKeyPath } from '../sidebars/locate.js';
import { positionAt } from '../text-position.js';
import { MAIN_DOCS, versionDocsDir, versionSidebarsFile, versionsFile, type DocsFolder } from './folders.js';

/** The name of the docs in `content/`, the version not yet released. */
export const CURRENT = 'current';

export interface VersionPlan {
  name: string;
  label: string;
  /** Below the folder's route base: `` for the last version, `next/` for the current one, `1.0/`. */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Whether its docs show "Version: {label}": as Docusaurus, by default when more than one version is built. */
  badge: boolean;
  /** Its docs ask search engines not to index them, and are left out of the sitemap. */
  noIndex: boolean;
  isLast: boolean;
  contentDir: string;
  sidebars: Record<string, SidebarItemConfig[]>;
  /** Where the sidebars come from: the config file, a versioned sidebars file, or none. */
  sidebarsFile: string | null;
}

/** Why `name` cannot be a version name, or undefined. It becomes a folder name and a URL segment. */
export function versionNameProblem(name: string): string | undefined {
  if (!name.trim()) return 'a version name cannot be empty';
  if (name === CURRENT) return `"${CURRENT}" names the docs in content/; pick another version name`;
  if (name === '.' || name === '..' || /[/\\?#%<>:"|*\0]/.test(name) || /\s/.test(name)) return `version name "${name}" cannot hold spaces, "/", "\\", "?", "#", "%", or be "." or ".."`;
  return undefined;
}

/**
 * The versions in the folder's versions file (`versions.json`, `community_versions.json`), newest first; [] when there is
 * none. It may list `current` to place the current docs among them (tRPC: `["current", "10.x", "9.x"]`), as Docusaurus allows.
 */
export async function readVersionNames(root: string, id = MAIN_DOCS): Promise<string[]> {
  const file = versionsFile(root, id);
  if (!existsSync(file)) return [];
  const rel = displayPath(file);
  const name = path.basename(file);
  const text = await readFile(file, 'utf8');
  const names = parseJsonFile(text, rel, `${name} is an array of version names, newest first: ["2.0", "1.0"]`);
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) {
    throw new DocgenError(`invalid ${rel}`, [{ file: rel, line: 1, column: 1, severity: 'error', message: `${name} must be an array of version names (strings)`, hint: 'e.g. ["2.0", "1.0"], newest first' }]);
  }
  const seen = new Set<string>();
  (names as string[]).forEach((n, i) => {
    const problem = (n === CURRENT ? undefined : versionNameProblem(n)) ?? (seen.has(n) ? `version "${n}" is listed twice` : undefined);
    if (problem) throw new DocgenError(`invalid ${rel}`, [{ file: rel, ...entryPosition(text, i), severity: 'error', message: problem, hint: 'fix or remove the entry' }]);
    seen.add(n);
  });
  return names as string[];
}

/** Where the `index`th name in a versions file is written: its entries are all strings by then, so the index-th string. */
function entryPosition(text: string, index: number): { line: number; column: number } {
  const body = stripBom(text);
  const entry = [...body.matchAll(/"(?:[^"\\]|\\.)*"/g)][index];
  return entry ? positionAt(body, entry.index) : { line: 1, column: 1 };
}

/**
 * Whether a folder's options ask for versioning even without a versions file (a banner or path for `current`, say). A
 * label alone for `current` does not: a site with one version shows it (see versionsData in render/data.ts).
 */
export function usesVersionOptions(o: VersionOptions): boolean {
  const labelOnly = (name: string) => name === CURRENT && Object.keys(o.versions[name]).every((k) => k === 'label');
  return o.lastVersion !== undefined || o.onlyIncludeVersions !== undefined || !o.includeCurrentVersion || Object.keys(o.versions).some((name) => !labelOnly(name));
}

/**
 * The versions of one docs folder to build, newest first, checked against its options (the same checks for every folder);
 * errors name the option's key (`docs.lastVersion`, `docsInstances[0].versions.1.0.path`).
 */
export async function planVersions(config: Config, folder: DocsFolder, names: string[]): Promise<VersionPlan[]> {
  const fail = (key: string, message: string, hint: string, value?: string): never => {
    const error = configError(config.configFile, `${folder.key}.${key}`, message, hint);
    // With its value the option's line is found among several folders' options of the same name.
    const file = config.configFile;
    if (value !== undefined && file && existsSync(file)) Object.assign(error.diagnostics[0], locate(readFileSync(file, 'utf8'), key, value));
    throw error;
  };
  const o = folder;
  const fileName = path.basename(versionsFile(config.root, folder.id));
  const snapshot = `docgen version <name>${folder.id === MAIN_DOCS ? '' : ` --instance ${folder.id}`}`;
  // The current docs come first unless the versions file places them.
  const all = !o.includeCurrentVersion ? names.filter((n) => n !== CURRENT) : names.includes(CURRENT) ? names : [CURRENT, ...names];
  const known = all.map((n) => `"${n}"`).join(', ');
  if (!all.length) fail('includeCurrentVersion', `is false, and ${fileName} lists no version: there are no docs to build`, `set it to true, or snapshot a version with \`${snapshot}\``);
  for (const n of Object.keys(o.versions)) {
    if (!all.includes(n)) fail(`versions.${n}`, `names an unknown version "${n}"`, `the versions are ${known}`);
  }
  if (o.lastVersion !== undefined && !all.includes(o.lastVersion)) fail('lastVersion', `names an unknown version "${o.lastVersion}"`, `the versions are ${known}`, o.lastVersion);
  let included = all;
  if (o.onlyIncludeVersions) {
    if (!o.onlyIncludeVersions.length) fail('onlyIncludeVersions', 'is empty', 'list at least one version, or remove the option');
    for (const n of o.onlyIncludeVersions) if (!all.includes(n)) fail('onlyIncludeVersions', `names an unknown version "${n}"`, `the versions are ${known}`);
    if (o.lastVersion !== undefined && !o.onlyIncludeVersions.includes(o.lastVersion)) fail('onlyIncludeVersions', `does not include the last version "${o.lastVersion}"`, `add it, or set ${folder.key}.lastVersion to one of the included versions`);
    included = all.filter((n) => o.onlyIncludeVersions!.includes(n));
  }
  // Without lastVersion: the newest released version that is built, else the current docs (so onlyIncludeVersions: [current] needs no lastVersion).
  const last = o.lastVersion ?? included.find((n) => n !== CURRENT) ?? CURRENT;
  const lastIndex = all.indexOf(last);
  const paths = new Map<string, string>();
  const plans: VersionPlan[] = [];
  for (const name of included) {
    const options = o.versions[name] ?? {};
    const isLast = name === last;
    const written = options.path ?? (isLast ? '' : name === CURRENT ? 'next' : name);
    // A folder below the route base, normalized as routes are (`a/./b/` is `a/b/`): its pages' files go there.
    const normalized = path.posix.normalize(`./${written}/`);
    if (normalized.startsWith('../') || /[?#%\\\0]/.test(written)) fail(`versions.${name}.path`, `"${written}" is not a folder below the base URL`, 'use a path such as "1.x" or "legacy/1.0", without "..", "?", "#", "%" or "\\"', written);
    const dir = normalized === './' ? '' : normalized;
    const rel = dir.slice(0, -1);
    if (paths.has(dir)) fail(`versions.${name}.path`, `"${rel}" is also the path of version "${paths.get(dir)}"`, 'give each version its own path', options.path);
    paths.set(dir, name);
    const banner = options.banner ?? (isLast ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained');
    const plan: VersionPlan = { name, label: options.label ?? (name === CURRENT ? 'Next' : name), path: dir, banner, badge: options.badge ?? included.length !== 1, noIndex: options.noIndex ?? false, isLast, contentDir: folder.contentDir, sidebars: folder.sidebars, sidebarsFile: config.configFile };
    if (name !== CURRENT) {
      plan.contentDir = versionDocsDir(config.root, folder.id, name);
      if (!existsSync(plan.contentDir)) {
        const file = versionsFile(config.root, folder.id);
        throw new DocgenError(`missing docs of version "${name}"`, [{ file: displayPath(file), ...entryPosition(readFileSync(file, 'utf8'), names.indexOf(name)), severity: 'error', message: `${fileName} lists "${name}", but ${displayPath(plan.contentDir)} does not exist`, hint: `remove "${name}" from ${fileName}, or snapshot it again with \`${snapshot.replace('<name>', name)}\`` }]);
      }
      const sidebars = versionSidebarsFile(config.root, folder.id, name);
      plan.sidebarsFile = existsSync(sidebars) ? sidebars : null;
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
    const diagnostics: Diagnostic[] = issues.map((i) => ({ file: rel, ...locateKeyPath(text, value, i.key), severity: 'error', message: `"${i.key}" ${i.message}`, hint: i.hint ?? 'a versioned sidebars file holds the docs.sidebars object of its version, as JSON' }));
    throw new DocgenError(`invalid ${rel}`, diagnostics);
  }
  return value as Record<string, SidebarItemConfig[]>;
}
