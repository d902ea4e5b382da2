// A content folder in a git work tree -> each file's last (or first) commit (time and author), from one `git log` run.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Diagnostic, Page } from '../types.js';
import { CONFIG_FILE } from '../sidebars/check-navbar.js';

/** When a file was last committed (ms since 1970, committer time) and by whom (the commit's author name). */
export interface LastCommit {
  at: number;
  by: string;
}

/** Between commits in the log's output: a character no path or name holds. */
const RECORD = '\u001e';

/**
 * The newest commit of every file below `dir` that git tracks, by path relative to `dir` (forward slashes), or the
 * reason there are none (git is not installed, or `dir` is not in a work tree). One `git log` over the folder: a
 * command per file would take seconds on a large site.
 */
export function lastCommits(dir: string): Promise<{ commits: Map<string, LastCommit>; problem?: string }> {
  return fileCommits(dir, 'newest');
}

/** Each file's first commit below `dir` (see lastCommits): when it was added. */
export function firstCommits(dir: string): Promise<{ commits: Map<string, LastCommit>; problem?: string }> {
  return fileCommits(dir, 'oldest');
}

function fileCommits(dir: string, which: 'newest' | 'oldest'): Promise<{ commits: Map<string, LastCommit>; problem?: string }> {
  const commits = new Map<string, LastCommit>();
  if (!existsSync(dir)) return Promise.resolve({ commits });
  const args = ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', 'log', `--format=${RECORD}%ct,%an`, '--name-only', '--relative', '--', '.'];
  return new Promise((resolve) => {
    execFile('git', args, { cwd: dir, maxBuffer: 1 << 30, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        return resolve({ commits, problem: missing ? 'git is not installed' : `git log failed: ${(stderr || error.message).trim().split('\n')[0]}` });
      }
      // Newest first: a file's first appearance is its last commit, its last appearance its first.
      for (const record of stdout.split(RECORD)) {
        const [head, ...files] = record.split('\n');
        const m = /^(\d+),(.*)$/.exec(head);
        if (!m) continue;
        for (const file of files) if (file && (which === 'oldest' || !commits.has(file))) commits.set(file, { at: Number(m[1]) * 1000, by: m[2] });
      }
      resolve({ commits });
    });
  });
}

/**
 * Gives each docs page its file's last commit (`page.lastCommit`), for "Last updated on … by …": files from the
 * fallback folder (a locale's untranslated docs) have that folder's. A warning, at the config, when git cannot tell.
 */
export async function addLastCommits(pages: Page[], where: { contentDir: string; fallbackDir?: string; fallbacks?: Set<string> }): Promise<Diagnostic[]> {
  const [own, fallback] = await Promise.all([lastCommits(where.contentDir), where.fallbackDir ? lastCommits(where.fallbackDir) : undefined]);
  for (const page of pages) page.lastCommit = (where.fallbacks?.has(page.doc.path) ? fallback : own)?.commits.get(page.doc.path);
  const problem = own.problem ?? fallback?.problem;
  return problem ? [{ file: CONFIG_FILE, line: 1, column: 1, severity: 'warning', message: `docs.showLastUpdateTime / showLastUpdateAuthor: ${problem}, so pages show only the last_update of their frontmatter`, hint: 'build from a git clone of the site (with its history) to show when each page was last changed' }] : [];
}
