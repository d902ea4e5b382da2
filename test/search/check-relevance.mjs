// Checks a relevance set against a built site: every expected sectionRoute must be a page in
// build/sitemap.xml and, when it has an anchor, an h2/h3 with that id on that page. Also checks
// duplicates and the class minimums of the set.
// Usage: npm run build && node test/search/check-relevance.mjs [buildDir] [--set heldout]
//   default set: relevance.json (the tuning set); --set tuning2: tuning2.json (the second tuning set); --set heldout: heldout.json (the held-out set).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
let setName = 'relevance';
const positional = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--set') setName = args[++i];
  else if (args[i].startsWith('--set=')) setName = args[i].slice('--set='.length);
  else positional.push(args[i]);
}

// Per set: its file, its class minimums, and whether it gets the stricter checks of the held-out set
// (duplicate query text across classes, duplicate expectations, typo queries one edit from `correct`).
const sets = {
  relevance: { file: 'relevance.json', minimum: { title: 50, identifier: 50, prefix: 40, typo: 40, question: 40 }, strict: false },
  heldout: { file: 'heldout.json', minimum: { question: 70, concept: 60, partial: 15, identifier: 15, typo: 10, word: 10 }, strict: true },
  tuning2: { file: 'tuning2.json', minimum: { question: 120, concept: 80 }, strict: true }
};
const set = sets[setName];
if (!set) {
  console.error(`unknown set "${setName}": use ${Object.keys(sets).join(' or ')}`);
  process.exit(2);
}

const buildDir = path.resolve(positional[0] ?? path.join(here, '../../build'));
const { queries } = JSON.parse(fs.readFileSync(path.join(here, set.file), 'utf8'));

const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const routes = new Set([...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]));

const headingIds = new Map(); // route -> Set of h2/h3 ids
function idsOf(route) {
  if (!headingIds.has(route)) {
    const file = path.join(buildDir, route.replace(/^\/docs\/?/, ''), 'index.html');
    const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    headingIds.set(route, html && new Set([...html.matchAll(/<h[23][^>]*\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return headingIds.get(route);
}

// Optimal string alignment distance (insertions, deletions, substitutions, adjacent transpositions).
function osa(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

// A typo query must differ from its correct form in exactly one word, of five or more letters,
// by exactly one edit.
function typoProblem(q, correct) {
  if (typeof correct !== 'string') return 'no "correct" form given';
  const qw = q.split(/\s+/);
  const cw = correct.split(/\s+/);
  if (qw.length !== cw.length) return `"${correct}" has another number of words`;
  const changed = qw.map((w, i) => [w, cw[i]]).filter(([w, c]) => w !== c);
  if (changed.length !== 1) return `${changed.length} words differ from "${correct}", expected 1`;
  const [[w, c]] = changed;
  if (c.length < 5) return `the misspelt word "${c}" has fewer than five letters`;
  if (osa(w, c) !== 1) return `"${w}" is ${osa(w, c)} edits from "${c}", expected 1`;
  return null;
}

const minimum = set.minimum;
const failures = [];
const counts = {};
const seen = new Set();
for (const { q, class: cls, expect, correct } of queries) {
  counts[cls] = (counts[cls] ?? 0) + 1;
  if (!(cls in minimum)) failures.push(`${q}: unknown class ${cls}`);
  if (typeof q !== 'string' || !q.trim()) failures.push(`empty query`);
  const key = set.strict ? String(q).trim().toLowerCase() : `${cls}\0${q}`;
  if (seen.has(key)) failures.push(`${q}: duplicate`);
  seen.add(key);
  if (!Array.isArray(expect) || expect.length === 0) failures.push(`${q}: no expectations`);
  if (set.strict && Array.isArray(expect) && new Set(expect).size !== expect.length) failures.push(`${q}: an expectation is listed twice`);
  if (set.strict && cls === 'typo') {
    const problem = typoProblem(q, correct);
    if (problem) failures.push(`${q}: typo: ${problem}`);
  }
  for (const target of expect ?? []) {
    const [route, anchor] = target.split('#');
    if (!routes.has(route)) { failures.push(`${q}: ${target}: no page ${route}`); continue; }
    const ids = idsOf(route);
    if (!ids) failures.push(`${q}: ${target}: no built file for ${route}`);
    else if (anchor !== undefined && !ids.has(anchor)) failures.push(`${q}: ${target}: no h2/h3 with id "${anchor}"`);
  }
}
for (const [cls, min] of Object.entries(minimum)) {
  if ((counts[cls] ?? 0) < min) failures.push(`class ${cls}: ${counts[cls] ?? 0} queries, need ${min}`);
}
const targets = queries.reduce((n, x) => n + x.expect.length, 0);
console.log(`${setName === 'relevance' ? '' : `${set.file}: `}${queries.length} queries (${Object.entries(counts).map(([c, n]) => `${c} ${n}`).join(', ')}), ${targets} expected sections`);
if (failures.length) {
  console.log(`${failures.length} failures:\n` + failures.join('\n'));
  process.exitCode = 1;
} else console.log('all expected sections exist');
