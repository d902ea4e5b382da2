// npm run bench, search part: the relevance set per class for docgen and MiniSearch (VitePress's options), and both indexes' sizes. Prints JSON.
import { gzipSync } from 'node:zlib';
import { CLASSES, docgenSearch, evaluate, miniSearch, miniSearchIndex, siteIndex } from '../test/search/evaluate.js';

const { index, file, texts, parents } = await siteIndex();
const ours = evaluate(docgenSearch(index));
const ms = miniSearchIndex(file, texts, parents);
const peer = evaluate(miniSearch(ms));
// VitePress ships MiniSearch's own JSON of the sections (the index and the stored fields).
const msJson = JSON.stringify(ms);
const row = (s: (typeof ours)['title']) => ({ hit1: s.hit1, hit8: s.hit8, mrr8: s.mrr8, n: s.n });
console.log(JSON.stringify({
  classes: Object.fromEntries(CLASSES.map((c) => [c, { docgen: row(ours[c]), minisearch: row(peer[c]) }])),
  minisearchIndex: { raw: msJson.length, gzip: gzipSync(msJson, { level: 9 }).length }
}));
