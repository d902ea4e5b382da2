// Text -> search terms exactly as theme/search/tokenize gives them, remembering each word's terms for the build.
import { tokenize } from '../../theme/search/tokenize.js';

const cache = new Map<string, string[]>();
const CACHE_LIMIT = 100_000;

/**
 * tokenize, one whitespace-separated word at a time: its chunks never contain whitespace, so the
 * terms are the same, and the same words recur all through a site (working them out again was
 * about 8% of the parse). The browser keeps calling tokenize itself.
 */
export function tokenizeCached(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    let terms = cache.get(word);
    if (!terms) {
      terms = tokenize(word);
      if (cache.size < CACHE_LIMIT) cache.set(word, terms);
    }
    for (const term of terms) out.push(term);
  }
  return out;
}
