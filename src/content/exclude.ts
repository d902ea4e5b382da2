// Exclude globs (`**/_*/**`) -> a test of a file's path below its content folder: true when it is not a page.

/**
 * Files that are not pages by default: partials (`_name.md`, anything below a `_folder/`) and tests. Only markdown
 * is scanned, so the script patterns only matter to a site that shares its exclude list with other tools.
 */
export const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** A glob part (no `/`) -> regex source: `*` and `?` stay inside a name and skip a leading dot, `{a,b}`, `[a-z]`. */
function partSource(part: string): string {
  let out = '';
  for (let i = 0; i < part.length; i++) {
    const c = part[i];
    if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const end = part.indexOf(']', i + 2);
      if (end < 0) out += '\\[';
      else {
        const body = part.slice(i + 1, end);
        out += `[${body.startsWith('!') ? `^${body.slice(1)}` : body.replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else if (c === '{') {
      const end = part.indexOf('}', i);
      if (end < 0) out += '\\{';
      else {
        out += `(?:${part.slice(i + 1, end).split(',').map(partSource).join('|')})`;
        i = end;
      }
    } else out += c.replace(/[.+^$()|\\]/g, '\\$&');
  }
  // Like the glob libraries: a wildcard at the start of a name does not match a dot file.
  return /^[*?[]/.test(part) ? `(?!\\.)${out}` : out;
}

/** One glob -> a regex over a whole relative path (`**` is any number of folders, none included). */
export function globRegex(glob: string): RegExp {
  const parts = glob.replace(/^\.\//, '').split('/');
  let source = '';
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    if (part === '**') source += last ? '(?:[^/]+(?:/[^/]+)*)?' : '(?:[^/]+/)*';
    else source += partSource(part) + (last ? '' : '/');
  });
  return new RegExp(`^${source}$`);
}

/** Whether a path relative to its folder is a page: one `include` matches (when given) and no `exclude` glob does. */
export function pageFilter(exclude: string[], include?: string[]): (rel: string) => boolean {
  const excluded = excluder(exclude);
  const included = include ? excluder(include) : () => true;
  return (rel) => included(rel) && !excluded(rel);
}

/** A test of a path relative to the content folder (forward slashes): whether one of the globs matches it. */
export function excluder(globs: string[]): (rel: string) => boolean {
  const regexes = globs.map(globRegex);
  return (rel) => regexes.some((r) => r.test(rel));
}
