// Findings + the config's `onBroken*` options -> the same findings at the severity the config asks for.
import type { Broken, Config, Diagnostic } from '../types.js';

/** What a broken link, anchor or image does: stop the build, warn (the default), or nothing. */
export type BrokenPolicy = 'throw' | 'warn' | 'ignore';

type Policies = Pick<Config, 'onBrokenLinks' | 'onBrokenAnchors' | 'onBrokenMarkdownLinks' | 'onBrokenImages' | 'onBrokenComponents'>;

const OPTION: Record<Broken, keyof Policies> = { link: 'onBrokenLinks', anchor: 'onBrokenAnchors', 'markdown-link': 'onBrokenMarkdownLinks', image: 'onBrokenImages', component: 'onBrokenComponents' };

/** Broken links, anchors and images as the config asks: errors with `throw`, left out with `ignore`. Other findings are kept. */
export function applyBrokenPolicy(diagnostics: Diagnostic[], config: Policies): Diagnostic[] {
  return diagnostics.flatMap((d) => {
    const p = d.broken && config[OPTION[d.broken]];
    if (p === 'ignore') return [];
    return p === 'throw' && !d.warnOnly ? [{ ...d, severity: 'error' as const }] : [d];
  });
}
