// Checks test/search/relevance.json against a built site: every expected sectionRoute must be a page in
// build/sitemap.xml and, when it has an anchor, an h2/h3 with that id on that page. Also checks the class
// minimums. Usage: npm run build && node test/search/check-relevance.mjs [buildDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(process.argv[2] ?? path.join(here, '../../build'));
const { queries } = JSON.parse(fs.readFileSync(path.join(here, 'relevance.json'), 'utf8'));

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

const minimum = { title: 50, identifier: 50, prefix: 40, typo: 40, question: 40 };
const failures = [];
const counts = {};
const seen = new Set();
for (const { q, class: cls, expect } of queries) {
  counts[cls] = (counts[cls] ?? 0) + 1;
  if (!(cls in minimum)) failures.push(`${q}: unknown class ${cls}`);
  if (typeof q !== 'string' || !q.trim()) failures.push(`empty query`);
  if (seen.has(`${cls}\0${q}`)) failures.push(`${q}: duplicate`);
  seen.add(`${cls}\0${q}`);
  if (!Array.isArray(expect) || expect.length === 0) failures.push(`${q}: no expectations`);
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
console.log(`${queries.length} queries (${Object.entries(counts).map(([c, n]) => `${c} ${n}`).join(', ')}), ${targets} expected sections`);
if (failures.length) {
  console.log(`${failures.length} failures:\n` + failures.join('\n'));
  process.exitCode = 1;
} else console.log('all expected sections exist');
