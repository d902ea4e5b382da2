// A site's Tailwind (its customCss with v3's `@tailwind` directives or `@import 'tailwindcss/base'`, or v4's
// `@import 'tailwindcss'` or its parts, run by a plugin's configurePostCss) -> the theme, components and utilities its
// markup uses, made by the site's own Tailwind and postcss, and its stylesheets' own rules with their `@apply` expanded.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

type Sheet = { file: string; text: string; files: string[]; raw?: string };

// v3's directives, or their files imported as its postcss-import setup has them (`@import 'tailwindcss/base';`: CrowdSec's).
const V3 = /@tailwind\s+[\w-]+\s*;|@import\s+(?:url\(\s*)?['"]tailwindcss\/(?:base|components|utilities|screens|variants)(?:\.css)?['"]\s*\)?\s*;/g;
// v4's: the whole (`@import 'tailwindcss'`), or its parts without the reset (`@import "tailwindcss/theme.css" layer(theme)`
// and `tailwindcss/utilities.css` in a layer: Ory's), which v3 does not have.
const V4 = /@import\s+(?:url\(\s*)?['"]tailwindcss(?:\/(?:theme|preflight)\.css)?['"]|@import\s+(?:url\(\s*)?['"]tailwindcss\/utilities\.css['"]\s*\)?\s*layer\(/;
export const TAILWIND_CONFIGS = ['tailwind.config.js', 'tailwind.config.cjs', 'tailwind.config.mjs', 'tailwind.config.ts'];

/** The site's Tailwind config file, the first of TAILWIND_CONFIGS in its folder; undefined for none. */
const tailwindConfig = (root: string): string | undefined => TAILWIND_CONFIGS.map((f) => path.join(root, f)).find((f) => existsSync(f));

/**
 * Run by Node in the site's folder (Tailwind finds the files it reads for class names from there, as where Docusaurus
 * runs), apart from docgen's process (Tailwind's PostCSS plugin is asynchronous, and keeps state). stdin
 * `{ config, sheets: [{ css, from, v4 }], nesting }` (`nesting`: the module of the nesting plugin the site runs before
 * v3); stdout `{ css, sheets }`: Tailwind's layers whole (its base layer's reset inside the site's components only:
 * `[data-island]`, at no more weight than its own; its custom properties for all), and each sheet's own rules; or
 * `{ error }`.
 */
const RUN = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
// stdout carries the result alone: what a plugin prints (daisyUI's banner, Chaos Mesh's) goes to stderr.
for (const k of ['log', 'info', 'debug']) console[k] = console.error;
const { config, sheets, nesting } = JSON.parse(readFileSync(0, 'utf8'));
const require = createRequire(process.cwd() + '/package.json');
const load = (name) => { try { return require(name); } catch (e) { if (e.code === 'MODULE_NOT_FOUND' && String(e.message).includes("'" + name + "'")) return undefined; throw e; } };
const scope = (layer) => layer.walkRules((rule) => {
  if (rule.nodes.every((d) => d.type === 'decl' && d.prop.startsWith('--'))) return;
  const selectors = rule.selectors.filter((s) => !/^(?:html|body|:host|:root)\\b/.test(s)).map((s) => ':where([data-island]) ' + s);
  if (selectors.length) rule.selectors = selectors;
  else rule.remove();
});
let out;
try {
  const postcss = load('postcss');
  const v3 = sheets.some((s) => !s.v4) && load('tailwindcss');
  const v4 = sheets.some((s) => s.v4) && load('@tailwindcss/postcss');
  const missing = [!postcss && 'postcss', sheets.some((s) => !s.v4) && !v3 && 'tailwindcss', sheets.some((s) => s.v4) && !v4 && '@tailwindcss/postcss'].filter(Boolean);
  if (missing.length) out = { missing };
  else {
    // The nesting plugin the site's PostCSS setup runs before v3 (tailwindcss/nesting), which v3 needs for an @apply in a nested rule.
    const nest = nesting && load(nesting);
    const withV3 = () => (nest ? [nest(), v3(config)] : [v3(config)]);
    const run = async (plugins, css, from) => (await postcss(plugins).process(css, { from })).root;
    const layers = [];
    const own = [];
    if (v3) {
      // A sheet's own \`@layer utilities { … }\` (ink!'s docs) goes where v3 puts it, in the layers made below: alone,
      // without its sheet's \`@tailwind\` directives, v3 stops on it.
      const layered = { base: [], components: [], utilities: [] };
      for (const s of sheets) {
        if (s.v4) continue;
        const root = postcss.parse(s.css, { from: s.from });
        root.each((node) => {
          if (node.type === 'atrule' && node.name === 'layer' && node.nodes && Object.hasOwn(layered, node.params)) {
            layered[node.params].push(node.toString());
            node.remove();
          }
        });
        s.css = root.toString();
      }
      const base = await run(withV3(), ['@tailwind base;', ...layered.base].join('\\n'), sheets[0].from);
      scope(base);
      layers.push(base.toString(), (await run(withV3(), ['@tailwind components;', '@tailwind utilities;', ...layered.components, ...layered.utilities].join('\\n'), sheets[0].from)).toString());
    }
    for (const s of sheets) {
      const root = await run(s.v4 ? [v4()] : withV3(), s.css, s.from);
      if (!s.v4) { own.push(root.toString()); continue; }
      const rest = [];
      root.each((node) => {
        if (node.type === 'atrule' && node.name === 'layer' && node.params === 'base') scope(node);
        // A statement (\`@layer a, b\`, \`@import\`) ends with its semicolon.
        const css = node.toString() + (node.type === 'atrule' && !node.nodes ? ';' : '');
        if (node.type === 'atrule' && (node.name === 'layer' || node.name === 'property')) layers.push(css);
        else if (node.type !== 'comment') rest.push(css);
      });
      own.push(rest.join('\\n'));
    }
    out = { css: layers.join('\\n'), sheets: own };
  }
} catch (e) {
  out = { error: String(e && e.message || e).split('\\n')[0] };
}
process.stdout.write(JSON.stringify(out));
`;

/**
 * Run as RUN is: stdin \`{ file, config }\`, a stylesheet of the site's components (a CSS module with \`@apply\`, and v4's
 * \`@reference\` to the customCss), through the site's Tailwind as its PostCSS setup runs it: v4's where the file
 * references a stylesheet or @tailwindcss/postcss is installed, else v3's with its tailwind.config; stdout \`{ css }\` or
 * \`{ error }\`.
 */
const RUN_ONE = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
for (const k of ['log', 'info', 'debug']) console[k] = console.error;
const { file, config } = JSON.parse(readFileSync(0, 'utf8'));
const require = createRequire(process.cwd() + '/package.json');
const load = (name) => { try { return require(name); } catch { return undefined; } };
let out;
try {
  const css = readFileSync(file, 'utf8');
  const postcss = load('postcss');
  const v4 = load('@tailwindcss/postcss');
  const plugin = v4 && (/@reference\\b/.test(css) || !load('tailwindcss/package.json')?.version?.startsWith('3')) ? v4() : load('tailwindcss')?.(config ? { config } : undefined);
  out = postcss && plugin ? { css: (await postcss([plugin]).process(css, { from: file })).css } : { error: 'Tailwind is not installed in the site folder' };
} catch (e) {
  out = { error: String(e && e.message || e).split('\\n')[0] };
}
process.stdout.write(JSON.stringify(out));
`;

/** Tailwind's at-rules in a component's stylesheet: `@apply`, v4's `@reference`, `@config`. */
export const TAILWIND_RULES = /@(?:apply|reference|config)\b/;

/**
 * A stylesheet of the site's components that uses Tailwind's at-rules (TAILWIND_RULES), as the site's PostCSS setup
 * makes it (Kuizuo's CSS modules: `@reference "../../css/custom.css"; .hero { @apply grid … }`), or why it cannot be.
 * Asynchronous: the bundler goes on meanwhile, and several such files compile side by side.
 */
export function compileTailwindFile(file: string, root: string): Promise<{ css?: string; error?: string }> {
  const config = tailwindConfig(root);
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', RUN_ONE], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      try {
        resolve(error ? { error: error.message.split('\n')[0] } : (JSON.parse(stdout) as { css?: string; error?: string }));
      } catch (e) {
        resolve({ error: String(e) });
      }
    });
    child.stdin?.end(JSON.stringify({ file, config }));
  });
}

/**
 * The stylesheets that use Tailwind with their own rules only (its directives and layers taken out, `@apply`
 * expanded), and `css`: Tailwind's layers whole (the utilities its files use; v3's from its tailwind.config's
 * `content`). `why`: the site's stylesheets use Tailwind and it cannot be run (a package not installed, an error).
 */
export function runTailwind(sheets: Sheet[], root: string, nesting?: string): { sheets: Sheet[]; css?: string; files: string[]; why?: string } | undefined {
  const uses = sheets.filter((s) => !s.raw && (s.text.search(V3) >= 0 || V4.test(s.text)));
  if (!uses.length) return undefined;
  const config = tailwindConfig(root);
  const files = config ? [config] : [];
  const input = { config, nesting, sheets: uses.map((s) => (V4.test(s.text) ? { css: s.text, from: s.file, v4: true } : { css: s.text.replace(V3, ''), from: s.file })) };
  let out: { css?: string; sheets?: string[]; missing?: string[]; error?: string };
  try {
    out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', RUN], { cwd: root, input: JSON.stringify(input), maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] }).toString()) as typeof out;
  } catch (e) {
    out = { error: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  }
  if (out.css === undefined || !out.sheets) {
    const why = out.missing ? `its stylesheets use Tailwind, but ${out.missing.map((m) => `"${m}"`).join(' and ')} ${out.missing.length > 1 ? 'are' : 'is'} not installed in the site's folder: install ${out.missing.length > 1 ? 'them' : 'it'} to have its classes styled` : `its stylesheets use Tailwind, which could not be run: ${out.error}`;
    return { sheets, files, why };
  }
  const own = out.sheets;
  return { sheets: sheets.map((s) => (uses.includes(s) ? { ...s, text: own[uses.indexOf(s)] } : s)), css: out.css, files };
}
