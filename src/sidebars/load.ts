// `docs.sidebarPath` (or a docs instance's) -> the sidebars it holds (when the config gives none) and its text, for messages at its lines.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { parseJsonFile } from '../json-file.js';
import { displayPath } from '../content/scan.js';
import { importModule } from '../config/import.js';

/** The file the sidebars are written in, and its text. */
export interface SidebarsFile {
  file: string;
  text: string;
}

const HINT = 'a sidebars file holds the sidebars object ({ name: [items] }): as JSON, or as the default export (module.exports) of a module';

/**
 * Reads the file a `sidebarPath` names (relative to the site folder `root`): the main docs' (`docs.sidebarPath`) or a
 * docs instance's (`docsInstances[n].sidebarPath`, `key` its key). Without `sidebars` beside it, its content becomes
 * them: JSON, or a module's default export (`importModule` loads it as the config is loaded). With them, they are that
 * file's content already read (a caller that loads the file its own way), and only its text is kept. A missing file is
 * `fail`'s error, at the config's key.
 */
export async function readSidebarsFile(holder: { sidebars?: unknown; sidebarPath?: unknown } | undefined, key: string, root: string, fail: (key: string, message: string, hint: string) => DocgenError): Promise<SidebarsFile | undefined> {
  const written = holder?.sidebarPath;
  if (typeof written !== 'string') return undefined;
  const file = path.resolve(root, written);
  if (!existsSync(file)) throw fail(`${key}.sidebarPath`, `names ${displayPath(file)}, which does not exist`, 'give the path of the sidebars file relative to the site folder, or leave sidebarPath out');
  const text = await readFile(file, 'utf8');
  if (holder!.sidebars === undefined) holder!.sidebars = /\.json$/i.test(file) ? parseJsonFile(text, displayPath(file), HINT) : await importModule(file);
  return { file, text };
}
