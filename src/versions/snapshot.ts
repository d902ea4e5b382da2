// `docgen version X [--instance id]`: a docs folder's current docs and sidebars -> its versioned docs, sidebars file and versions file.
import { existsSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { DocgenError } from '../errors.js';
import { displayPath, scan } from '../content/scan.js';
import { translatedDocsDir } from '../i18n/locales.js';
import { CURRENT, readVersionNames, versionNameProblem } from './versions.js';
import { docsFolders, MAIN_DOCS, versionDocsDir, versionSidebarsFile, versionsFile } from './folders.js';

export interface SnapshotResult {
  /** versioned_docs/version-X (community_versioned_docs/version-X for docs instance `community`) */
  docsDir: string;
  sidebarsFile: string;
  /** How many markdown files were copied (of the default locale). */
  files: number;
  /** The locales whose translations were copied too. */
  locales: string[];
}

/** Snapshots the current docs of the main docs (or of the docs instance `instance`) as version `name`, newest in its versions file. */
export async function snapshotVersion(root: string, name: string, instance = MAIN_DOCS): Promise<SnapshotResult> {
  const config = await loadConfig(root);
  const folders = docsFolders(config);
  const folder = folders.find((f) => f.id === instance);
  if (!folder) throw new DocgenError(`cannot create version "${name}": no docs instance has the id "${instance}"`, [{ file: config.configFile ? displayPath(config.configFile) : 'site.config.ts', severity: 'error', message: `no docs instance "${instance}"`, hint: `the docs are ${folders.map((f) => `"${f.id}"`).join(', ')}` }]);
  if (config.noDocs && instance === MAIN_DOCS) throw new DocgenError(`cannot create version "${name}": the site has no docs`, [{ file: config.configFile ? displayPath(config.configFile) : 'site.config.ts', severity: 'error', message: 'the site has no docs to snapshot (contentDir: false, or Docusaurus\'s docs: false)', hint: 'versions are of docs: give the site a docs folder first' }]);
  const problem = versionNameProblem(name);
  if (problem) throw new DocgenError(`cannot create version "${name}": ${problem}`);
  const versions = await readVersionNames(config.root, folder.id);
  const file = versionsFile(config.root, folder.id);
  const fileName = path.basename(file);
  if (versions.includes(name)) throw new DocgenError(`version "${name}" already exists in ${displayPath(file)}`, [{ file: displayPath(file), severity: 'error', message: `version "${name}" already exists`, hint: `pick a new version name, or remove the old one from ${fileName} and its versioned docs first` }]);
  const docsDir = versionDocsDir(config.root, folder.id, name);
  if (existsSync(docsDir)) throw new DocgenError(`${displayPath(docsDir)} already exists`, [{ file: displayPath(docsDir), severity: 'error', message: `the folder of version "${name}" already exists, though ${fileName} does not list it`, hint: `remove the folder, or add the version to ${fileName}` }]);
  const files = existsSync(folder.contentDir) ? (await scan(folder.contentDir, { site: config.root, exclude: config.docs.exclude, include: config.docs.include })).files : [];
  if (!files.length) throw new DocgenError(`cannot create version "${name}": there are no docs in ${displayPath(folder.contentDir)}`, [{ file: displayPath(folder.contentDir), severity: 'error', message: 'no markdown files to snapshot', hint: `write the docs in ${displayPath(folder.contentDir)} first` }]);
  await mkdir(path.dirname(docsDir), { recursive: true });
  await cp(folder.contentDir, docsDir, { recursive: true });
  const locales: string[] = [];
  const plugin = folder.id === MAIN_DOCS ? undefined : folder.id;
  for (const locale of config.i18n.locales.filter((l) => l !== config.i18n.defaultLocale)) {
    const from = translatedDocsDir(config, locale, CURRENT, plugin);
    if (!existsSync(from)) continue;
    await cp(from, translatedDocsDir(config, locale, name, plugin), { recursive: true });
    locales.push(locale);
  }
  const sidebarsFile = versionSidebarsFile(config.root, folder.id, name);
  await mkdir(path.dirname(sidebarsFile), { recursive: true });
  await writeFile(sidebarsFile, `${JSON.stringify(folder.sidebars, null, 2)}\n`);
  await writeFile(file, `${JSON.stringify([name, ...versions], null, 2)}\n`);
  return { docsDir, sidebarsFile, files: files.length, locales };
}
