// Every instance's findings -> the same, with a warning that recurs block after block (an unknown code language) said once, with a count.
import type { Diagnostic } from './types.js';

/** Warnings that one cause repeats in every block that has it: a site's own fence language (`SnackPlayer`) can be thousands. */
const FOLDED = /^unknown code language "/;

/** Keeps the first of each folded warning, at its place, and says how many more blocks have it. Other findings stay as they are. */
export function foldRepeated(diagnostics: Diagnostic[]): Diagnostic[] {
  const first = new Map<string, { d: Diagnostic; more: number }>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const seen = d.severity === 'warning' && FOLDED.test(d.message) ? first.get(d.message) : undefined;
    if (seen) {
      seen.more++;
      continue;
    }
    const copy = { ...d };
    if (d.severity === 'warning' && FOLDED.test(d.message)) first.set(d.message, { d: copy, more: 0 });
    out.push(copy);
  }
  for (const { d, more } of first.values()) if (more) d.message += ` (and ${more} more block${more === 1 ? '' : 's'})`;
  return out;
}
