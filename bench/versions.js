// Writes a synthetic site with 3 docs versions and 2 locales, for the build benchmark.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeSynthetic } from './synth.js';

/**
 * `n` pages per version: the current docs and versions 2.0 and 1.0 (each version's text differs, so
 * nothing is shared through the parse cache), and French translations of every other page; the rest
 * fall back to English. Returns how many pages it builds: 3 versions × 2 locales × (n + 1).
 */
export function writeVersioned(root, n) {
  writeSynthetic(root, n);
  const content = path.join(root, 'content');
  const files = readdirSync(content, { recursive: true }).filter((f) => f.endsWith('.md'));
  const copyAs = (to, edit) => {
    for (const f of files) {
      const target = path.join(to, f);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, edit(readFileSync(path.join(content, f), 'utf8')));
    }
  };
  for (const v of ['2.0', '1.0']) copyAs(path.join(root, 'versioned_docs', `version-${v}`), (t) => t.replace(/\n\n/, `\n\nVersion ${v} of this page.\n\n`));
  writeFileSync(path.join(root, 'versions.json'), '["2.0", "1.0"]\n');
  for (const v of ['current', 'version-2.0', 'version-1.0']) {
    const from = v === 'current' ? content : path.join(root, 'versioned_docs', v);
    const to = path.join(root, 'i18n/fr/docusaurus-plugin-content-docs', v);
    files.forEach((f, i) => {
      if (i % 2) return;
      mkdirSync(path.dirname(path.join(to, f)), { recursive: true });
      cpSync(path.join(from, f), path.join(to, f));
      writeFileSync(path.join(to, f), readFileSync(path.join(to, f), 'utf8').replace(/\n\n/, '\n\nTraduction française.\n\n'));
    });
  }
  writeFileSync(path.join(root, 'site.config.ts'), "export default { title: 'Synthetic', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n");
  return 6 * (n + 1);
}
