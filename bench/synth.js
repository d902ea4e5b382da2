// Writes a synthetic docs site of N pages (headings, prose, code, links) for the build benchmark.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const WORDS = 'the api returns a promise that resolves when the node answers with storage value block hash extrinsic event account balance runtime metadata query subscription transaction signer keyring'.split(' ');

function prose(seed, words) {
  let s = '';
  for (let i = 0; i < words; i++) s += WORDS[(seed * 7 + i * 13) % WORDS.length] + (i % 17 === 16 ? '. ' : ' ');
  return s.trim() + '.';
}

/** One page of about 3 KB: five sections, a code block, links to neighbours and an anchor. */
function page(i, n) {
  const next = (i + 1) % n;
  const prev = (i + n - 1) % n;
  const dir = (k) => `section-${Math.floor(k / 100)}`;
  const rel = (k) => (dir(k) === dir(i) ? `./page-${k}.md` : `../${dir(k)}/page-${k}.md`);
  let md = `---\ntitle: Page ${i}\ndescription: Synthetic page ${i}.\n---\n\n${prose(i, 60)}\n\nSee [the next page](${rel(next)}) and [the previous one](${rel(prev)}#usage).\n\n`;
  for (const [k, h] of ['Overview', 'Usage', 'Options', 'Examples', 'Troubleshooting'].entries()) {
    md += `## ${h}\n\n${prose(i + k, 70)}\n\n### ${h} details\n\n- ${prose(i, 10)}\n- ${prose(k, 12)} \`api.query.system.account\`\n\n`;
    if (k === 3) md += '```ts\nimport { ApiPromise } from \'@polkadot/api\';\n\nconst api = await ApiPromise.create();\nconst hash = await api.rpc.chain.getBlockHash(' + i + ');\nconsole.log(hash.toHex());\n```\n\n';
  }
  return md;
}

export function writeSynthetic(root, n) {
  rmSync(root, { recursive: true, force: true });
  for (let i = 0; i < n; i++) {
    const dir = path.join(root, 'content', `section-${Math.floor(i / 100)}`);
    if (i % 100 === 0) mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `page-${i}.md`), page(i, n));
  }
  writeFileSync(path.join(root, 'content', 'intro.md'), '---\ntitle: Synthetic\n---\n\nA synthetic site.\n');
  writeFileSync(path.join(root, 'site.config.ts'), "export default { title: 'Synthetic' };\n");
}
