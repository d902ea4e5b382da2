// The relevance set -> hit@1, hit@8 and MRR@8 per query class, for docgen's search and for MiniSearch as VitePress runs it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { loadConfig } from '../../src/config/load.js';
import { loadSite } from '../../src/site.js';
import { buildSearchIndex, searchableSections, searchPages } from '../../src/search/build.js';
import { expandDocument, type SearchIndexFile } from '../../theme/search/format.js';
import { search } from '../../theme/search/run.js';
import type { PackedIndex } from '../../src/search/pack.js';
import { fullEngine } from './engines.js';

export interface Query {
  q: string;
  class: 'title' | 'identifier' | 'prefix' | 'typo' | 'question';
  expect: string[];
}

/** A query of the held-out set (heldout.json: written blind, for reporting, never for tuning). */
export interface HeldOutQuery {
  q: string;
  class: (typeof HELD_OUT_CLASSES)[number];
  expect: string[];
}

export const HELD_OUT_CLASSES = ['question', 'concept', 'partial', 'identifier', 'typo', 'word'] as const;

export interface ClassScore {
  n: number;
  hit1: number;
  hit8: number;
  mrr8: number;
  /** Queries whose expected sections are not in the first 8. */
  misses: string[];
}

export const CLASSES = ['title', 'identifier', 'prefix', 'typo', 'question'] as const;

/** The targets of issue 7, per class: which figure, and its minimum. */
export const TARGETS: Record<Query['class'], { figure: 'hit1' | 'hit8' | 'mrr8'; min: number }> = {
  title: { figure: 'hit1', min: 0.95 },
  identifier: { figure: 'hit8', min: 0.95 },
  prefix: { figure: 'mrr8', min: 0.85 },
  typo: { figure: 'mrr8', min: 0.75 },
  question: { figure: 'hit8', min: 0.85 }
};

/** The queries of a set file in this folder. */
const readSet = <Q>(file: string): Q[] => (JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8')) as { queries: Q[] }).queries;

export const relevanceSet = () => readSet<Query>('relevance.json');
/** The held-out set (see test/search/README.md). */
export const heldOutSet = () => readSet<HeldOutQuery>('heldout.json');
/** The second tuning set: questions and concepts only (see test/search/README.md). */
export const secondTuningSet = () => readSet<HeldOutQuery>('tuning2.json');

/** Scores a search function (query -> section routes, best first) on a set: the relevance set unless given. */
export function evaluate(run: (q: string) => string[]): Record<Query['class'], ClassScore>;
export function evaluate<C extends string>(run: (q: string) => string[], queries: Array<{ q: string; class: C; expect: string[] }>): Record<C, ClassScore>;
export function evaluate(run: (q: string) => string[], queries: Array<{ q: string; class: string; expect: string[] }> = relevanceSet()): Record<string, ClassScore> {
  const out: Record<string, ClassScore> = {};
  for (const c of new Set(queries.map((q) => q.class))) out[c] = { n: 0, hit1: 0, hit8: 0, mrr8: 0, misses: [] };
  for (const query of queries) {
    const routes = run(query.q).slice(0, 8);
    const rank = routes.findIndex((r) => query.expect.includes(r));
    const s = out[query.class];
    s.n++;
    if (rank === 0) s.hit1++;
    if (rank >= 0) {
      s.hit8++;
      s.mrr8 += 1 / (rank + 1);
    } else s.misses.push(query.q);
  }
  for (const s of Object.values(out)) {
    s.hit1 /= s.n;
    s.hit8 /= s.n;
    s.mrr8 /= s.n;
  }
  return out;
}

/**
 * This site's search index, built as `docgen build` builds it (`index`: its head and shards), its pages and sections
 * (`file`), and each section's full text and parent headings.
 */
export async function siteIndex(root = path.resolve(import.meta.dirname, '../..')): Promise<{ index: PackedIndex; file: SearchIndexFile; texts: string[]; parents: string[] }> {
  const config = await loadConfig(root);
  const site = await loadSite(config, { prune: false });
  const pages = searchPages(site);
  const index = buildSearchIndex(pages, config.search);
  const file = fullEngine(index).file;
  const sections = pages.flatMap((p) => searchableSections(p).map((s) => ({ text: s.text, parents: [p.title, s.parent ?? ''].join(' ') })));
  return { index, file, texts: sections.map((s) => s.text), parents: sections.map((s) => s.parents) };
}

export function docgenSearch(index: PackedIndex): (q: string) => string[] {
  const engine = fullEngine(index);
  return (q) => search([engine], q).hits.map((h) => h.document.sectionRoute);
}

/**
 * VitePress's local search on the same sections: MiniSearch with its fields (title, titles: the
 * parent headings, text), options (fuzzy 0.2, prefix) and boosts (title 4, text 2, titles 1).
 * It stores the title, parent titles and route, as VitePress stores what its results show.
 */
export function miniSearchIndex(file: SearchIndexFile, texts: string[], parents: string[]): MiniSearch {
  const ms = new MiniSearch(MINISEARCH_OPTIONS);
  ms.addAll(miniSearchDocuments(file, texts, parents));
  return ms;
}

const MINISEARCH_OPTIONS = {
  fields: ['title', 'titles', 'text'],
  storeFields: ['title', 'titles', 'route'],
  searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } }
};

const miniSearchDocuments = (file: SearchIndexFile, texts: string[], parents: string[]) =>
  file.documents.map((_, id) => {
    const d = expandDocument(file, id);
    return { id, title: d.title, titles: parents[id], text: texts[id], route: d.sectionRoute };
  });

export function miniSearch(ms: MiniSearch): (q: string) => string[] {
  return (q) => ms.search(q).slice(0, 8).map((r) => r.route as string);
}

/** Where keptMiniSearch keeps MiniSearch's answers (its first 8 sections' ids, by query) and the hash they belong to. */
const KEPT = path.join(import.meta.dirname, 'minisearch-answers.json');

/**
 * MiniSearch's answers as miniSearch gives them, kept in minisearch-answers.json under the hash of everything that
 * decides them: its version, the options above and every section's fields. They change only when the content or the
 * query sets do, and computing them costs about 16 s of CPU in each run of the suite (fuzzy matching of long questions).
 * A query the file lacks, or every query once the hash differs, is answered by MiniSearch itself; `save` writes the
 * file when that happened.
 */
export function keptMiniSearch(file: SearchIndexFile, texts: string[], parents: string[]): { run: (q: string) => string[]; save: () => void } {
  const docs = miniSearchDocuments(file, texts, parents);
  const version = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../node_modules/minisearch/package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha1').update(JSON.stringify([version, MINISEARCH_OPTIONS, docs])).digest('hex');
  let kept: { key: string; answers: Record<string, number[]> } = { key, answers: {} };
  try {
    const read = JSON.parse(readFileSync(KEPT, 'utf8')) as typeof kept;
    if (read.key === key) kept = read;
  } catch {
    // None kept yet: every answer is MiniSearch's own.
  }
  let ms: MiniSearch | undefined;
  let changed = false;
  const run = (q: string) => {
    if (!Object.hasOwn(kept.answers, q)) {
      ms ??= miniSearchIndex(file, texts, parents);
      kept.answers[q] = ms.search(q).slice(0, 8).map((r) => r.id as number);
      changed = true;
    }
    return kept.answers[q].map((id) => docs[id].route);
  };
  const save = () => {
    if (!changed) return;
    const lines = Object.entries(kept.answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([q, ids]) => `    ${JSON.stringify(q)}: ${JSON.stringify(ids)}`);
    writeFileSync(KEPT, `{\n  "key": ${JSON.stringify(key)},\n  "answers": {\n${lines.join(',\n')}\n  }\n}\n`);
  };
  return { run, save };
}
