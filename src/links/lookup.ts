// A file path as a markdown link or image writes it -> the files it may name, in the order they are looked up.
import path from 'node:path';

/** Where a page's file links are looked up from. All paths absolute. */
export interface LookupPlaces {
  /** The markdown file holding the link. */
  sourceFile: string;
  /**
   * The content folders of the page's kind, first the one it was read from: a docs version's (a locale's
   * translation first, then the default locale's), the blog's, or the standalone pages'.
   */
  contentRoots: string[];
  /** The site's folder (where `@site/` starts). */
  siteDir: string;
  /** The static folders, in order. */
  staticDirs: string[];
}

const SITE_ALIAS = '@site/';

/** A link path that starts at the site folder: `@site/docs/intro.md`. */
export const isSiteAliased = (p: string) => p.startsWith(SITE_ALIAS);

/** Joined the way a file path is (`/x.md` below a folder is that folder's `x.md`). */
const join = (dir: string, p: string) => path.join(dir, p);

/**
 * The folders a link to a markdown page (`x.md`, `./x.md`, `/x.md`, `@site/docs/x.md`; decoded, without
 * query or hash) is looked up in, first match wins, and the path to look for there:
 * - `@site/…`: the site folder only;
 * - `/…`: the content folders, then the site folder (never the linking file's folder);
 * - `./…` and `../…`: the linking file's folder only;
 * - anything else: the linking file's folder, then the content folders, then the site folder.
 */
export function pageLookup(linkPath: string, places: LookupPlaces): { dirs: string[]; rel: string } {
  if (isSiteAliased(linkPath)) return { dirs: [places.siteDir], rel: linkPath.slice(SITE_ALIAS.length) };
  const here = path.dirname(places.sourceFile);
  if (linkPath.startsWith('/')) return { dirs: unique([...places.contentRoots, places.siteDir]), rel: linkPath };
  if (linkPath.startsWith('./') || linkPath.startsWith('../')) return { dirs: [here], rel: linkPath };
  return { dirs: unique([here, ...places.contentRoots, places.siteDir]), rel: linkPath };
}

/** The files a link to a markdown page may mean, in the order of pageLookup. */
export function pageCandidates(linkPath: string, places: LookupPlaces): string[] {
  const { dirs, rel } = pageLookup(linkPath, places);
  return unique(dirs.map((d) => join(d, rel)));
}

/**
 * The files an image or a link to another file (`./a.png`, `/img/a.png`, `@site/assets/a.pdf`; decoded,
 * without query or hash) may mean, first match wins: `@site/…` in the site folder, `/…` in the static
 * folders, anything else next to the linking file.
 */
export function fileCandidates(linkPath: string, places: LookupPlaces): { from: 'site' | 'static' | 'here'; files: string[] } {
  if (isSiteAliased(linkPath)) return { from: 'site', files: [join(places.siteDir, linkPath.slice(SITE_ALIAS.length))] };
  if (linkPath.startsWith('/')) return { from: 'static', files: unique(places.staticDirs.map((d) => join(d, linkPath))) };
  return { from: 'here', files: [join(path.dirname(places.sourceFile), linkPath)] };
}

/**
 * Whether a link (decoded path, without query or hash) is to a file to copy rather than a page: written
 * with `@site/`, or with an extension that is not `.md`, `.mdx` or `.html`. A route's last segment can
 * hold a dot too (`api.query`): such a link is a file only if the file exists, which the caller checks.
 */
export function looksLikeFile(linkPath: string): boolean {
  if (isSiteAliased(linkPath)) return true;
  const ext = path.posix.extname(linkPath);
  return ext !== '' && ext !== '.' && !/^\.(?:mdx?|html)$/i.test(ext);
}

/** Whether a link (decoded path, without query or hash) names a markdown file. */
export const isMarkdownPath = (linkPath: string) => /\.mdx?$/i.test(linkPath);

function unique(paths: string[]): string[] {
  return [...new Set(paths)];
}
