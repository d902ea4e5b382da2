// The blog folder and a locale's translated blog folder -> the posts to build, each read from its translation when there is one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic, SourceFile } from '../types.js';
import { scanSource } from '../content/scan.js';

/** A blog's posts, ready to parse and route. */
export interface BlogSources {
  /** The posts, with paths relative to the content folder: `../blog/2024-01-15-hello.md`, or its translation's path. */
  files: SourceFile[];
  diagnostics: Diagnostic[];
  /** Each post's path below its blog folder (`2024-01-15-hello.md`), by its path in `files`: a post and its translation share it. */
  relative: Map<string, string>;
  /** Where the posts' file links are looked up after their own folder, first to last: the translated blog, then the blog. */
  dirs: string[];
  /** The file that names the authors (`blog.authorsMapPath`): the translated blog's when it has one, else the blog's. */
  authorsFile: string;
}

export interface BlogFolders {
  blogDir: string;
  /** A locale's translated blog folder (see translatedBlogDir), when it exists. */
  translatedDir?: string;
  /** The authors file, relative to the blog folder (`blog.authorsMapPath`). */
  authorsMapPath: string;
  contentDir: string;
  /** The site's folder: symlinks are followed only inside it, and messages name files from it. */
  site: string;
  /** Globs of the files below the folders that may be posts, and of those that are not (`blog.include`, `blog.exclude`). */
  include?: string[];
  exclude?: string[];
}

/** A scanned file with its path below the folder it was scanned in. */
export interface BlogFile {
  rel: string;
  file: SourceFile;
}

/**
 * The blog's posts with its translations in place: a translation replaces the post of the same path below the blog
 * folder, and untranslated posts stay. A translation of no post is not built (the blog folder decides which posts
 * there are); it comes back in `unmatched`.
 */
export function overlayTranslations(originals: BlogFile[], translations: BlogFile[]): { files: BlogFile[]; unmatched: BlogFile[] } {
  const byRel = new Map(translations.map((t) => [t.rel, t]));
  const have = new Set(originals.map((o) => o.rel));
  return { files: originals.map((o) => byRel.get(o.rel) ?? o), unmatched: translations.filter((t) => !have.has(t.rel)) };
}

/** The blog's posts (see overlayTranslations), each with its path below its folder, and where its links and authors are read. */
export async function scanBlog(folders: BlogFolders): Promise<BlogSources> {
  const { blogDir, translatedDir, contentDir, site, include, exclude } = folders;
  const [original, translated] = await Promise.all([scanSource(blogDir, { contentDir, site, include, exclude }), translatedDir ? scanSource(translatedDir, { contentDir, site, include, exclude }) : undefined]);
  const below = (dir: string, files: SourceFile[]): BlogFile[] => {
    const prefix = path.relative(contentDir, dir).split(path.sep).join('/');
    return files.map((file) => ({ rel: file.path.slice(prefix.length + 1), file }));
  };
  const { files, unmatched } = overlayTranslations(below(blogDir, original.files), translated ? below(translatedDir!, translated.files) : []);
  const shown = (rel: string) => path.relative(site, path.join(blogDir, rel)).split(path.sep).join('/');
  const diagnostics: Diagnostic[] = [
    ...original.diagnostics,
    ...(translated?.diagnostics ?? []),
    ...unmatched.map((u): Diagnostic => ({
      file: u.file.path,
      severity: 'warning',
      message: `translation of no post: "${shown(u.rel)}" does not exist, so this file is not built`,
      hint: "a locale's blog folder translates the blog folder's posts file by file: give the translation the path of the post it translates"
    }))
  ];
  const translatedAuthors = translatedDir && path.join(translatedDir, folders.authorsMapPath);
  const authorsFile = translatedAuthors && existsSync(translatedAuthors) ? translatedAuthors : path.join(blogDir, folders.authorsMapPath);
  return { files: files.map((f): SourceFile => ({ ...f.file, post: true })), diagnostics, relative: new Map(files.map((f) => [f.file.path, f.rel])), dirs: translatedDir ? [translatedDir, blogDir] : [blogDir], authorsFile };
}
