// Files a test writes into a folder of its own (a site's packages, its pages), each with its folders made.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes each file, by its path below `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}
