import { describe, expect, it } from 'vitest';
import { applyBrokenPolicy } from '../../../src/links/severity.js';
import type { Diagnostic } from '../../../src/types.js';

const at = (broken: Diagnostic['broken'], message: string): Diagnostic => ({ file: 'a.md', line: 1, column: 1, severity: 'warning', message, broken });
const found = [at('link', 'broken link: no page at "/x"'), at('anchor', 'broken anchor "#y" on this page'), at('markdown-link', 'broken link: no page for "b.md"'), at('image', 'broken image: no file "c.png"'), at(undefined, 'unknown code language "z"')];

describe('applyBrokenPolicy', () => {
  it('keeps every finding as a warning by default', () => {
    const policies = { onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onBrokenImages: 'warn' } as const;
    expect(applyBrokenPolicy(found, policies)).toEqual(found);
  });

  it('makes each kind an error or leaves it out by its own option; other findings stay', () => {
    const out = applyBrokenPolicy(found, { onBrokenLinks: 'ignore', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'throw', onBrokenImages: 'ignore' });
    expect(out.map((d) => [d.broken, d.severity])).toEqual([['anchor', 'error'], ['markdown-link', 'error'], [undefined, 'warning']]);
  });

  it('never makes a warn-only finding an error, but leaves it out with ignore', () => {
    const jsx = { ...at('link', 'broken link: no page at "/z"'), warnOnly: true as const };
    expect(applyBrokenPolicy([jsx], { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onBrokenImages: 'warn' })).toEqual([jsx]);
    expect(applyBrokenPolicy([jsx], { onBrokenLinks: 'ignore', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onBrokenImages: 'warn' })).toEqual([]);
  });
});
