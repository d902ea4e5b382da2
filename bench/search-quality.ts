// npm run bench, search part: the tuning sets (relevance.json, tuning2.json) and the held-out set per class for docgen and MiniSearch (VitePress's options), and both indexes' sizes. Prints JSON.
import { gzipSync } from 'node:zlib';
import { CLASSES, docgenSearch, evaluate, heldOutSet, miniSearch, miniSearchIndex, secondTuningSet, siteIndex, type ClassScore } from '../test/search/evaluate.js';

const { index, file, texts, parents } = await siteIndex();
const docgen = docgenSearch(index);
const ms = miniSearchIndex(file, texts, parents);
const peerSearch = miniSearch(ms);
const ours = evaluate(docgen);
const peer = evaluate(peerSearch);
const row = (s: ClassScore) => ({ hit1: s.hit1, hit8: s.hit8, mrr8: s.mrr8, n: s.n });
const bySet = (queries: ReturnType<typeof heldOutSet>) => {
  const a = evaluate(docgen, queries);
  const b = evaluate(peerSearch, queries);
  return Object.fromEntries(Object.keys(a).map((c) => [c, { docgen: row(a[c as keyof typeof a]), minisearch: row(b[c as keyof typeof b]) }]));
};
// VitePress ships MiniSearch's own JSON of the sections (the index and the stored fields).
const msJson = JSON.stringify(ms);
console.log(JSON.stringify({
  classes: Object.fromEntries(CLASSES.map((c) => [c, { docgen: row(ours[c]), minisearch: row(peer[c]) }])),
  tuning2: bySet(secondTuningSet()),
  heldOut: bySet(heldOutSet()),
  minisearchIndex: { raw: msJson.length, gzip: gzipSync(msJson, { level: 9 }).length }
}));
