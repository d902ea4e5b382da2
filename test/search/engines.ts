// A packed index (as the build makes it, or read back from a built site) -> a search engine on it, with every shard loaded or each fetched from memory as a query needs it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PackedIndex } from '../../src/search/pack.js';
import type { SearchHead } from '../../theme/search/format.js';
import lunr from 'lunr';
import { loadEngine, postingsOf, put, weight, type Engine } from '../../theme/search/engine.js';

/** Each index's head as JSON, written once: every engine reads a copy of its own, as a page fetches it. */
const heads = new WeakMap<PackedIndex, string>();

/** An engine whose shards come from `index` when a query asks for them; `loads` lists each name asked for. */
export function lazyEngine(index: PackedIndex, loads: string[] = []): Engine {
  let head = heads.get(index);
  if (head === undefined) heads.set(index, (head = JSON.stringify(index.head)));
  return loadEngine(JSON.parse(head), async (name) => {
    loads.push(name);
    const bytes = index.shards.get(name);
    if (bytes === undefined) throw Object.assign(new Error(`no shard ${name}`), { retryAt: Date.now() });
    return JSON.parse(Buffer.from(bytes).toString()) as unknown;
  });
}

/** An engine with every shard loaded: synchronous search() finds everything. */
export function fullEngine(index: PackedIndex): Engine {
  const engine = lazyEngine(index);
  for (const [name, bytes] of index.shards) put(engine, name, JSON.parse(Buffer.from(bytes).toString()));
  return engine;
}

/** A built site's index, read back from the out dir: the head at `head` (a path below `outDir`) and its shards. */
export function readBuiltIndex(outDir: string, head: string): PackedIndex {
  const folder = path.join(outDir, head.replace(/\.json$/, ''));
  const shards = new Map(readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name)) as Uint8Array]));
  return { head: JSON.parse(readFileSync(path.join(outDir, head), 'utf8')) as SearchHead, shards };
}

/** Every word an index holds, decoded, one field a line: its pages, terms, section titles and anchors, and excerpts. */
export function indexText(index: PackedIndex): string {
  const { file, terms } = fullEngine(index);
  return [JSON.stringify(file.pages), ...terms, ...file.documents.map((d) => `${d[2]}\n${d[1]}`), ...file.excerpts].join('\n');
}

/**
 * An engine with every shard loaded, as a lunr index: its postings, and its BM25 weights as field vectors. lunr's
 * Builder makes the same index from the same documents (unit/search/engine.test.ts), and lunr's own syntax runs on it.
 */
export function lunrView(engine: Engine): lunr.Index {
  const invertedIndex: Record<string, Record<string, unknown>> = {};
  const elements = new Map<string, number[]>();
  engine.terms.forEach((term, t) => {
    const posting: Record<string, unknown> = { _index: t };
    engine.fields.forEach((field, f) => {
      const refs: Record<string, object> = {};
      const found = engine.fieldFreq[f][t] ? postingsOf(engine, f, t) : undefined;
      for (let i = found?.postings.offsets[found.at] ?? 0; found && i < found.postings.offsets[found.at + 1]; i++) {
        const doc = found.postings.docs[i];
        refs[doc] = {};
        const ref = `${field}/${doc}`;
        if (!elements.has(ref)) elements.set(ref, []);
        elements.get(ref)!.push(t, weight(engine, f, t, doc, found.postings.tfs[i]));
      }
      posting[field] = refs;
    });
    invertedIndex[term] = posting;
  });
  const fieldVectors = Object.fromEntries(engine.fields.flatMap((field) => engine.file.documents.map((_, doc) => [`${field}/${doc}`, new lunr.Vector(elements.get(`${field}/${doc}`) ?? [])])));
  const tokenSet = (lunr.TokenSet as unknown as { fromArray(terms: string[]): lunr.TokenSet }).fromArray(engine.terms);
  return new lunr.Index({ invertedIndex, fieldVectors, tokenSet, fields: engine.fields, pipeline: new lunr.Pipeline() } as never);
}
