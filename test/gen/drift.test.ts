// The committed pages are exactly what the generator renders now.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAll } from '../../polkadot/gen/render.js';
import { ROOT, readPage } from './helpers.js';

/** The first test's render, which the second compares a new one with. */
let rendered: Map<string, string> | undefined;

describe('generated pages', () => {
  it('are committed as rendered (36 pages)', { timeout: 120_000 }, () => {
    const pages = (rendered = renderAll());
    expect(pages.size).toBe(36);
    const stale: string[] = [];
    for (const [file, text] of pages) {
      if (!existsSync(path.join(ROOT, file)) || readPage(file) !== text) stale.push(file);
    }
    expect(stale, `generated pages differ from the metadata: run \`npm run gen\` and commit content/ (${stale.join(', ')})`).toEqual([]);
  });

  it('render deterministically', { timeout: 120_000 }, () => {
    const a = rendered ?? renderAll();
    const b = renderAll();
    expect([...b.entries()]).toEqual([...a.entries()]);
  });
});
