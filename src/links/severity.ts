// Findings + `onBrokenLinks` / `onBrokenAnchors` -> the same findings at the severity the config asks for.
import type { Config, Diagnostic } from '../types.js';

/** What a broken link or anchor does: stop the build, warn (the default), or nothing. */
export type BrokenPolicy = 'throw' | 'warn' | 'ignore';

/** Broken links and anchors as the config asks: errors with `throw`, left out with `ignore`. Other findings are kept. */
export function applyBrokenPolicy(diagnostics: Diagnostic[], config: Pick<Config, 'onBrokenLinks' | 'onBrokenAnchors'>): Diagnostic[] {
  const policy = (d: Diagnostic): BrokenPolicy | undefined => (/^broken link/.test(d.message) ? config.onBrokenLinks : /^broken anchor/.test(d.message) ? config.onBrokenAnchors : undefined);
  return diagnostics.flatMap((d) => {
    const p = policy(d);
    if (p === 'ignore') return [];
    return p === 'throw' ? [{ ...d, severity: 'error' as const }] : [d];
  });
}
