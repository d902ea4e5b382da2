// npm run bench, search part: the relevance set per class for docgen and MiniSearch (VitePress's options), and both indexes' sizes. Prints JSON.
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { CLASSES, docgenSearch, evaluate, miniSearch, siteIndex } from '../test/search/evaluate.js';
import { expandDocument } from '../theme/search/format.js';

const { file, texts, parents } = await siteIndex();
const ours = evaluate(docgenSearch(file));
const peer = evaluate(miniSearch(file, texts, parents));
// VitePress ships MiniSearch's own JSON of the same sections (titles, parent titles and text).
const ms = new MiniSearch({ fields: ['title', 'titles', 'text'], storeFields: ['title', 'titles'] });
ms.addAll(file.documents.map((_, id) => ({ id, title: expandDocument(file, id).title, titles: parents[id], text: texts[id] })));
const msJson = JSON.stringify(ms);
const row = (s: (typeof ours)['title']) => ({ hit1: s.hit1, hit8: s.hit8, mrr8: s.mrr8, n: s.n });
console.log(JSON.stringify({
  classes: Object.fromEntries(CLASSES.map((c) => [c, { docgen: row(ours[c]), minisearch: row(peer[c]) }])),
  minisearchIndex: { raw: msJson.length, gzip: gzipSync(msJson, { level: 9 }).length }
}));
