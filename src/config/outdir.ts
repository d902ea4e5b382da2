// Config -> why its output folder is unsafe to replace: the site itself, a folder holding it, or one of its inputs.
import path from 'node:path';
import type { Config } from '../types.js';
import { isInside, realOrSelf } from '../content/walk.js';

/** The folders and files a build reads, each named as a message says it. */
function inputs(config: Config): Array<[string, string]> {
  const at = (f: string) => path.join(config.root, f);
  const list: Array<[string | undefined, string]> = [
    [config.configFile ?? at('site.config.ts'), 'the config file'],
    [config.contentDir, 'the content folder'],
    ...config.staticDirs.map((d): [string, string] => [d, 'the static folder']),
    [config.blogDir, 'the blog folder'],
    [config.pagesDir, 'the pages folder'],
    [config.themeDir, 'the theme folder'],
    [config.i18n.dir, 'the translations folder'],
    ...Object.values(config.i18n.localeConfigs).map((c): [string, string] => [c.dir, 'a locale\'s translations folder']),
    [at('versioned_docs'), 'the versioned docs folder'],
    [at('versioned_sidebars'), 'the versioned sidebars folder'],
    [at('versions.json'), 'versions.json'],
    [at('node_modules'), 'node_modules/'],
    [at('package.json'), 'package.json']
  ];
  return list.filter((entry): entry is [string, string] => entry[0] !== undefined);
}

/**
 * Why `config.outDir` must not be written (each build replaces it whole), or undefined when it is safe. Paths are
 * compared where they really are, so a symlink to the site is no way around it.
 */
export function outDirProblem(config: Config): string | undefined {
  const out = realOrSelf(config.outDir);
  const root = realOrSelf(config.root);
  if (isInside(out, root)) return out === root ? 'is the site folder itself: each build replaces its output folder whole' : `holds the site folder ${root}: each build replaces its output folder whole`;
  for (const [input, name] of inputs(config)) {
    const real = realOrSelf(input);
    if (isInside(out, real)) return `${out === real ? 'is' : 'holds'} ${name} (${real}): each build replaces its output folder whole`;
    if (isInside(real, out)) return `is inside ${name} (${real}): the build's output would be read back as input, or lost`;
  }
  return undefined;
}
