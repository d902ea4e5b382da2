// Config -> every docs folder (the main docs, then each docs instance) in one shape, with the names of its version files.
import path from 'node:path';
import type { Config, EditUrlFunction, SidebarItemConfig, VersionOptions } from '../types.js';
import { configError } from '../config/load.js';

/** The id of the main docs, as navbar items' `docsPluginId` and search tags name them. */
export const MAIN_DOCS = 'default';

/** A navbar item's `docsPluginId` as instances name their docs (`DocsInstance.plugin`): undefined for the main docs. */
export const pluginOf = (docsPluginId?: string) => (docsPluginId === MAIN_DOCS ? undefined : docsPluginId);

/** One docs folder: the main docs or a `docsInstances` entry, each versioned the same way. */
export interface DocsFolder extends VersionOptions {
  /** `default` for the main docs, else the instance's id. */
  id: string;
  /** Where its options are written in the config, for messages: `docs`, `docsInstances[0]`. */
  key: string;
  /** Its current docs. */
  contentDir: string;
  /** Its route below the base URL, as resolveConfig stores it (`community/`, or ``). */
  routeBasePath: string;
  sidebars: Record<string, SidebarItemConfig[]>;
  /** The file its current sidebars are written in, when not the config file. */
  sidebarPath?: string;
  editUrl?: string | EditUrlFunction;
  editCurrentVersion: boolean;
  editLocalizedFiles: boolean;
  sidebarItemsGenerator?: Config['docs']['sidebarItemsGenerator'];
  numberPrefixParser?: Config['docs']['numberPrefixParser'];
  /** Its tags file option (docs.tags): an instance's own, not the main docs'. */
  tags?: string | false;
  /** The main docs' options an instance sets for itself (none for the main docs). */
  own: Config['docsInstances'][number]['own'];
}

/** The main docs, then each docs instance; an instance id that could not name its files, or names two, is an error. */
export function docsFolders(config: Config): DocsFolder[] {
  const d = config.docs;
  const main: DocsFolder = { id: MAIN_DOCS, key: 'docs', contentDir: config.contentDir, routeBasePath: d.routeBasePath, sidebars: d.sidebars, sidebarPath: d.sidebarPath, editUrl: d.editUrl, editCurrentVersion: d.editCurrentVersion, editLocalizedFiles: d.editLocalizedFiles, sidebarItemsGenerator: d.sidebarItemsGenerator, numberPrefixParser: d.numberPrefixParser, tags: d.tags, lastVersion: d.lastVersion, versions: d.versions, onlyIncludeVersions: d.onlyIncludeVersions, includeCurrentVersion: d.includeCurrentVersion, own: {} };
  const seen = new Set([MAIN_DOCS]);
  const more = config.docsInstances.map((i, n): DocsFolder => {
    const key = `docsInstances[${n}]`;
    const fail = (message: string, hint: string): never => {
      throw configError(config.configFile, `${key}.id`, message, hint);
    };
    if (i.id === MAIN_DOCS) fail(`"${MAIN_DOCS}" names the main docs (docs, contentDir)`, 'give the instance another id');
    // The id starts its version files' names (`community_versions.json`) and its search tags.
    if (!/^[\w-]+$/.test(i.id)) fail(`"${i.id}" must be letters, digits, "_" and "-" only: it names the instance's files (${i.id}_versions.json)`, 'e.g. "community" or "api-v2"');
    if (seen.has(i.id)) fail(`"${i.id}" is the id of another docs instance too`, 'give each docs instance its own id');
    seen.add(i.id);
    return { ...i, key };
  });
  return [main, ...more];
}

/** What the folder's version files' names start with: `` for the main docs (`versions.json`), `community_` for docs `community`. */
const prefix = (id: string) => (id === MAIN_DOCS ? '' : `${id}_`);

/** `versions.json`, `community_versions.json`. */
export const versionsFile = (root: string, id: string) => path.join(root, `${prefix(id)}versions.json`);

/** `versioned_docs/version-1.0`, `community_versioned_docs/version-1.0`. */
export const versionDocsDir = (root: string, id: string, name: string) => path.join(root, `${prefix(id)}versioned_docs`, `version-${name}`);

/** `versioned_sidebars/version-1.0-sidebars.json`, `community_versioned_sidebars/version-1.0-sidebars.json`. */
export const versionSidebarsFile = (root: string, id: string, name: string) => path.join(root, `${prefix(id)}versioned_sidebars`, `version-${name}-sidebars.json`);

/** The files and folders besides its current docs that hold a folder's versions (for the dev server to watch). */
export const versionInputs = (root: string, id: string) => [versionsFile(root, id), path.join(root, `${prefix(id)}versioned_docs`), path.join(root, `${prefix(id)}versioned_sidebars`)];
