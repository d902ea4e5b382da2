// A Docusaurus site's Tailwind (v3: `@tailwind` directives in its customCss, run by a plugin's configurePostCss) -> the
// components and utilities its markup uses, made by the site's own tailwindcss and postcss, and its stylesheets with
// their `@apply` expanded.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

type Sheet = { file: string; text: string; files: string[]; raw?: true };

const DIRECTIVES = /@tailwind\s+[\w-]+\s*;/g;
const CONFIGS = ['tailwind.config.js', 'tailwind.config.cjs', 'tailwind.config.mjs', 'tailwind.config.ts'];

/**
 * Run by Node in the site's folder (Tailwind's `content` globs are relative to it, as where Docusaurus runs), apart
 * from docgen's process (Tailwind's PostCSS plugin is asynchronous, and keeps state): stdin `{ config, inputs }`,
 * stdout each input's CSS, or `{ error }`.
 */
const RUN = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const { config, inputs } = JSON.parse(readFileSync(0, 'utf8'));
const require = createRequire(process.cwd() + '/package.json');
let tailwind, postcss, out;
try {
  tailwind = require('tailwindcss');
  postcss = require('postcss');
} catch {
  out = { error: 'missing' };
}
try {
  if (!out) out = { css: [] };
  for (const { css, from } of out.css ? inputs : []) out.css.push((await postcss([tailwind(config)]).process(css, { from })).css);
  if (out.css) {
    // The base layer: its custom properties' defaults (the utilities read them) for all; its reset for the site's own
    // components only (inside an island), at no more weight than its own.
    const base = (await postcss([tailwind(config)]).process('@tailwind base;', { from: inputs[0].from })).root;
    base.walkRules((rule) => {
      if (rule.nodes.every((d) => d.type === 'decl' && d.prop.startsWith('--'))) return;
      const selectors = rule.selectors.filter((s) => !/^(?:html|body|:host|:root)\\b/.test(s)).map((s) => ':where([data-island]) ' + s);
      if (selectors.length) rule.selectors = selectors;
      else rule.remove();
    });
    out.css[0] = base.toString() + '\\n' + out.css[0];
  }
} catch (e) {
  out = { error: String(e && e.message || e).split('\\n')[0] };
}
process.stdout.write(JSON.stringify(out));
`;

/**
 * The stylesheets with their `@tailwind` directives taken out and their `@apply` expanded, and `css`: the components
 * and utilities the site's files use (its tailwind.config's `content`), whole, after its base layer: that layer's reset
 * (preflight) holds inside the site's own components only, not in docgen's theme. `why`: the site's stylesheets use
 * Tailwind and it cannot be run (not installed, or a version whose PostCSS plugin is another package).
 */
export function runTailwind(sheets: Sheet[], root: string): { sheets: Sheet[]; css?: string; files: string[]; why?: string } | undefined {
  const uses = sheets.filter((s) => !s.raw && s.text.search(DIRECTIVES) >= 0);
  if (!uses.length) return undefined;
  const config = CONFIGS.map((f) => path.join(root, f)).find((f) => existsSync(f));
  const files = config ? [config] : [];
  const inputs = [{ css: '@tailwind components;\n@tailwind utilities;\n', from: path.join(root, 'tailwind.css') }, ...uses.map((s) => ({ css: s.text.replace(DIRECTIVES, ''), from: s.file }))];
  let out: { css?: string[]; error?: string };
  try {
    out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', RUN], { cwd: root, input: JSON.stringify({ config, inputs }), maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] }).toString()) as typeof out;
  } catch (e) {
    out = { error: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  }
  if (!out.css) {
    const why = out.error === 'missing' ? 'its stylesheets use Tailwind (`@tailwind`), but "tailwindcss" and "postcss" are not installed in the site\'s folder: install them to have its classes styled' : `its stylesheets use Tailwind, which could not be run: ${out.error}`;
    return { sheets, files, why };
  }
  const [css, ...expanded] = out.css;
  return { sheets: sheets.map((s) => (uses.includes(s) ? { ...s, text: expanded[uses.indexOf(s)] } : s)), css, files };
}
