// The dev server's parse thread must not change V8's process-wide flags. It used to set --no-regexp-tier-up;
// the main thread's regexes compiled before then crashed the process (SIGSEGV) when they ran again, as a
// re-render runs them. Run in a child process, so that a crash is seen as one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { fixtureCopy, repoRoot } from './helpers.js';

const site = fixtureCopy('threads-flags');
afterAll(() => rmSync(site, { recursive: true, force: true }));

// Regexes compiled and run in the main thread (every one on a short subject, half of them on a long one); then
// `docgen serve` (the compiled dist/) builds the site, its pages parsed in a thread; then the same regexes run again.
// With the flag changed between the two runs this crashed in 3 of 3 tries; without, it takes under a second.
const script = `
import { serve } from ${JSON.stringify(path.join(repoRoot, 'dist/index.js'))};
const patterns = [];
for (let i = 0; i < 300; i++) patterns.push(new RegExp('(a|b' + (i % 50) + ')+c[^x]*?d' + i + '|\\\\w+' + i + '\\\\s*(?:foo|bar)+', i % 2 ? 'g' : 'gu'));
const short = 'ab1 foo bar ';
const long = 'ab'.repeat(80) + 'c' + 'y'.repeat(120) + 'd7 word7 foo';
let n = 0;
for (const p of patterns) { p.lastIndex = 0; n += p.test(short) ? 1 : 0; }
for (const p of patterns.slice(0, 150)) { p.lastIndex = 0; n += p.test(long) ? 1 : 0; }
const server = await serve({ root: ${JSON.stringify(site)}, port: 0, host: '127.0.0.1' });
const page = await (await fetch(server.url)).text();
if (!page.includes('</html>')) throw new Error('no page served');
for (let k = 0; k < 10; k++) for (const p of patterns) { p.lastIndex = 0; n += p.test(short + long) ? 1 : 0; n += (short + long).replace(p, 'z').length; }
await server.close();
console.log('done', n > 0);
`;

it("a site parsed in the dev server's thread leaves the main thread's compiled regexes working", () => {
  // A file, not `node -e`: run with -e, the same script did not crash before the fix.
  const file = path.join(site, 'check.mjs');
  writeFileSync(file, script);
  const r = spawnSync(process.execPath, [file], { cwd: repoRoot, encoding: 'utf8' });
  expect({ signal: r.signal, status: r.status, stderr: r.stderr }).toEqual({ signal: null, status: 0, stderr: '' });
  expect(r.stdout.trim()).toBe('done true');
});
