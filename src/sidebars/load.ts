// `docs.sidebarPath` -> the sidebars it holds (when the config gives none) and its text, for messages at its lines.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UserConfig } from '../config/schema.js';
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
 * Reads the file `docs.sidebarPath` names (relative to the site folder `root`). Without `docs.sidebars`, its content
 * becomes them: JSON, or a module's default export (`importModule` loads it as the config is loaded). With them, they
 * are that file's content already read (a caller that loads the file its own way), and only its text is kept. A
 * missing file is `fail`'s error, at the config's key.
 */
export async function readSidebarsFile(user: UserConfig, root: string, fail: (key: string, message: string, hint: string) => DocgenError): Promise<SidebarsFile | undefined> {
  const written = user.docs?.sidebarPath;
  if (typeof written !== 'string') return undefined;
  const file = path.resolve(root, written);
  if (!existsSync(file)) throw fail('docs.sidebarPath', `names ${displayPath(file)}, which does not exist`, 'give the path of the sidebars file relative to the site folder, or leave sidebarPath out');
  const text = await readFile(file, 'utf8');
  if (user.docs!.sidebars === undefined) {
    const value = /\.json$/i.test(file) ? parseJsonFile(text, displayPath(file), HINT) : await importModule(file);
    user.docs!.sidebars = value as NonNullable<UserConfig['docs']>['sidebars'];
  }
  return { file, text };
}
