// docgen serve on a Docusaurus site whose customCss uses Tailwind: a class first written in a page after the server
// started gets its utility, as Tailwind is run again (it reads the site's files for class names).
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATIENCE, repoRoot, request, servedDocusaurus, waitFor } from './helpers.js';

const served = servedDocusaurus('tailwind', (dir) => {
  const css = path.join(dir, 'src/css/custom.css');
  writeFileSync(css, `@tailwind base;\n@tailwind components;\n@tailwind utilities;\n${readFileSync(css, 'utf8')}`);
  writeFileSync(path.join(dir, 'tailwind.config.js'), "module.exports = { content: ['./src/**/*.{js,jsx}', './docs/**/*.{md,mdx}'] };\n");
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  for (const p of ['tailwindcss', 'postcss']) symlinkSync(path.join(repoRoot, 'node_modules', p), path.join(dir, 'node_modules', p), 'dir');
});

/** The stylesheet the page at `route` links, as served now. */
async function styleOf(route: string): Promise<string> {
  const html = (await request(served.server.url, route)).body;
  const href = /href="\/(assets\/style-[\w-]+\.css)"/.exec(html)?.[1];
  return href ? (await request(served.server.url, `/${href}`)).body : '';
}

describe('serve with Tailwind', () => {
  it('styles a class first written in a page once the page is saved', async () => {
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.status === 200, PATIENCE);
    expect(await styleOf('/docs/guide/widgets')).not.toContain('.text-amber-700');
    const page = path.join(served.dir, 'docs/guide/widgets.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n<span className="text-amber-700">Amber</span>\n`);
    await waitFor(served.server.url, '/docs/guide/widgets', (a) => a.body.includes('text-amber-700'), PATIENCE);
    const deadline = Date.now() + PATIENCE;
    let style = '';
    while (!(style = await styleOf('/docs/guide/widgets')).includes('.text-amber-700') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(style).toMatch(/\.text-amber-700\{--tw-text-opacity: ?1;color:rgb\(180 83 9/);
  }, 3 * PATIENCE);
});
