// `docgen version X`: content/ and the current sidebars -> versioned_docs/version-X, its sidebars file and versions.json.
import { existsSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { DocgenError } from '../errors.js';
import { displayPath, scan } from '../content/scan.js';
import { translatedDocsDir } from '../i18n/locales.js';
import { CURRENT, readVersionNames, versionDocsDir, versionNameProblem, versionSidebarsFile, VERSIONS_FILE } from './versions.js';

export interface SnapshotResult {
  /** versioned_docs/version-X */
  docsDir: string;
  sidebarsFile: string;
  /** How many markdown files were copied (of the default locale). */
  files: number;
  /** The locales whose translations were copied too. */
  locales: string[];
}

/** Snapshots the current docs as version `name`, newest in versions.json. */
export async function snapshotVersion(root: string, name: string): Promise<SnapshotResult> {
  const config = await loadConfig(root);
  const problem = versionNameProblem(name);
  if (problem) throw new DocgenError(`cannot create version "${name}": ${problem}`);
  const versions = await readVersionNames(config.root);
  const versionsFile = path.join(config.root, VERSIONS_FILE);
  if (versions.includes(name)) throw new DocgenError(`version "${name}" already exists in ${displayPath(versionsFile)}`, [{ file: displayPath(versionsFile), severity: 'error', message: `version "${name}" already exists`, hint: 'pick a new version name, or remove the old one from versions.json and versioned_docs/ first' }]);
  const docsDir = versionDocsDir(config.root, name);
  if (existsSync(docsDir)) throw new DocgenError(`${displayPath(docsDir)} already exists`, [{ file: displayPath(docsDir), severity: 'error', message: `the folder of version "${name}" already exists, though versions.json does not list it`, hint: 'remove the folder, or add the version to versions.json' }]);
  const files = existsSync(config.contentDir) ? (await scan(config.contentDir, { site: config.root, exclude: config.docs.exclude })).files : [];
  if (!files.length) throw new DocgenError(`cannot create version "${name}": there are no docs in ${displayPath(config.contentDir)}`, [{ file: displayPath(config.contentDir), severity: 'error', message: 'no markdown files to snapshot', hint: 'write the docs in content/ first' }]);
  await mkdir(path.dirname(docsDir), { recursive: true });
  await cp(config.contentDir, docsDir, { recursive: true });
  const locales: string[] = [];
  for (const locale of config.i18n.locales.filter((l) => l !== config.i18n.defaultLocale)) {
    const from = translatedDocsDir(config.root, locale, CURRENT);
    if (!existsSync(from)) continue;
    await cp(from, translatedDocsDir(config.root, locale, name), { recursive: true });
    locales.push(locale);
  }
  const sidebarsFile = versionSidebarsFile(config.root, name);
  await mkdir(path.dirname(sidebarsFile), { recursive: true });
  await writeFile(sidebarsFile, `${JSON.stringify(config.docs.sidebars, null, 2)}\n`);
  await writeFile(versionsFile, `${JSON.stringify([name, ...versions], null, 2)}\n`);
  return { docsDir, sidebarsFile, files: files.length, locales };
}
