// npm run bench -- --peer <site> [--pairs N]: a Docusaurus site built cold by Docusaurus (installed in the site) and by
// docgen, one after the other, N pairs; prints each pair's wall time, peak memory and ratio.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One command's wall time and, where /usr/bin/time exists, its peak memory (the largest process of its tree). */
function timed(command, args, cwd) {
  const time = existsSync('/usr/bin/time');
  const t = performance.now();
  const r = spawnSync(time ? '/usr/bin/time' : command, time ? ['-f', 'DOCGEN-PEAK %M', command, ...args] : args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${(r.stderr || r.stdout).slice(-2000)}`);
  const peak = /DOCGEN-PEAK (\d+)/.exec(r.stderr)?.[1];
  return { ms, peakMB: peak ? Math.round(Number(peak) / 1024) : undefined };
}

export function benchPeer({ root, site, pairs, report }) {
  const docusaurus = path.join(site, 'node_modules/.bin/docusaurus');
  if (!existsSync(docusaurus)) throw new Error(`--peer: ${site} has no node_modules/.bin/docusaurus; run npm install in the site first`);
  const out = mkdtempSync(path.join(os.tmpdir(), 'docgen-peer-'));
  const mem = (r) => (r.peakMB ? `, ${r.peakMB} MB` : '');
  try {
    for (let i = 1; i <= pairs; i++) {
      // Cold: neither keeps a cache from the run before (Docusaurus's webpack cache and docgen's parse cache live here).
      rmSync(path.join(site, 'node_modules/.cache'), { recursive: true, force: true });
      rmSync(path.join(site, '.docusaurus'), { recursive: true, force: true });
      const d = timed(docusaurus, ['build', '--out-dir', path.join(out, 'docusaurus')], site);
      rmSync(path.join(site, 'node_modules/.cache'), { recursive: true, force: true });
      const g = timed(process.execPath, [path.join(root, 'bin/docgen.js'), 'build', '-o', path.join(out, 'docgen')], site);
      report(`${path.resolve(site).split(path.sep).slice(-2).join('/')}, cold, pair ${i}: Docusaurus against docgen`, `${(d.ms / 1000).toFixed(1)} s${mem(d)} against ${(g.ms / 1000).toFixed(2)} s${mem(g)}: ${(d.ms / g.ms).toFixed(1)}× faster`, '≥ 10×');
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
