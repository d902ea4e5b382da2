// npm run bench, search part: the relevance set (tuning) and the held-out set per class for docgen and MiniSearch (VitePress's options), and both indexes' sizes. Prints JSON.
import { gzipSync } from 'node:zlib';
import { CLASSES, docgenSearch, evaluate, heldOutSet, miniSearch, miniSearchIndex, siteIndex, type ClassScore } from '../test/search/evaluate.js';

const { index, file, texts, parents } = await siteIndex();
const docgen = docgenSearch(index);
const ms = miniSearchIndex(file, texts, parents);
const peerSearch = miniSearch(ms);
const ours = evaluate(docgen);
const peer = evaluate(peerSearch);
const heldOut = heldOutSet();
const oursHeld = evaluate(docgen, heldOut);
const peerHeld = evaluate(peerSearch, heldOut);
// VitePress ships MiniSearch's own JSON of the sections (the index and the stored fields).
const msJson = JSON.stringify(ms);
const row = (s: ClassScore) => ({ hit1: s.hit1, hit8: s.hit8, mrr8: s.mrr8, n: s.n });
console.log(JSON.stringify({
  classes: Object.fromEntries(CLASSES.map((c) => [c, { docgen: row(ours[c]), minisearch: row(peer[c]) }])),
  heldOut: Object.fromEntries(Object.keys(oursHeld).map((c) => [c, { docgen: row(oursHeld[c as keyof typeof oursHeld]), minisearch: row(peerHeld[c as keyof typeof peerHeld]) }])),
  minisearchIndex: { raw: msJson.length, gzip: gzipSync(msJson, { level: 9 }).length }
}));
