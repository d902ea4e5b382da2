// A folder of fixture pages for the tests of the example checker and runner, and where their lines are.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function fixturePages(name: string) {
  const dir = path.resolve(import.meta.dirname, '../.tmp', `${name}-${process.pid}`);
  const fixtures: Record<string, string[]> = {};
  return {
    dir,
    /** An empty folder. */
    reset() {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
    /** Writes a fixture page of these lines. */
    page(file: string, lines: string[]) {
      fixtures[file] = lines;
      writeFileSync(path.join(dir, file), lines.join('\n') + '\n');
    },
    /** The page's path as the tools report it. */
    rel: (file: string) => path.relative(process.cwd(), path.join(dir, file)).split(path.sep).join('/'),
    /** The page's lines as written. */
    lines: (file: string) => fixtures[file],
    /** 1-based line of the first line of the page containing `needle`. */
    lineOf(file: string, needle: string) {
      const i = fixtures[file].findIndex((l) => l.includes(needle));
      if (i < 0) throw new Error(`${needle} not in ${file}`);
      return i + 1;
    }
  };
}
