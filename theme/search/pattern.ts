// A `*` or `~N` query term -> the index terms it stands for: the commonest few, found without lunr's
// automaton. lunr walked a bare `*` through all 17,000 terms of this site and then every posting
// of each (seconds, minutes with `+*`); here a pattern costs one pass over the sorted terms at most.

/** How many index terms one `*` or `~N` term stands for at most: the ones most documents hold. */
export const PATTERN_TERMS = 48;
/**
 * As many for a required one (`+key*`): lunr unites the documents of a required clause's terms
 * one term at a time, copying the union so far each time, so its work grows as the square of them.
 */
export const REQUIRED_PATTERN_TERMS = 12;
/** The longest term the index holds (tokenize.ts keeps none longer): a longer pattern matches nothing. */
export const MAX_TERM_LENGTH = 40;

/** What a pattern needs of an engine: its sorted terms and how many documents (and titles) hold each. */
export interface TermTable {
  terms: string[];
  docFreq: Int32Array;
  titleFreq: Int32Array;
}

export function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether `text` matches `pattern`, whose `*` stands for any run of characters (lunr's meaning).
 * Greedy, going back only to the last `*`: at most pattern × text steps, where a regular
 * expression of many `*`s backtracks exponentially.
 */
export function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else return false;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

// Two rows back, the last row and this one of withinEdits' table, kept between calls: it runs once per term.
const rows = [0, 1, 2].map(() => new Int32Array(MAX_TERM_LENGTH + 8));

/** Whether a and b are at most `max` insertions, deletions, substitutions or transpositions apart (optimal string alignment). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (b.length >= rows[0].length) return false;
  let [before, prev, row] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    // Every cell of a row only grows below it: once all exceed max, so does the answer.
    if (best > max) return false;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length] <= max;
}

/** Per term list, the indexes of its terms by length: a typo or `~N` looks only at terms of about its length. */
const byLength = new WeakMap<string[], Int32Array[]>();
export function termsOfLength(terms: string[], length: number): Int32Array {
  let lists = byLength.get(terms);
  if (!lists) {
    const groups: number[][] = [];
    terms.forEach((t, i) => (groups[t.length] ??= []).push(i));
    lists = Array.from(groups, (g) => Int32Array.from(g ?? []));
    byLength.set(terms, lists);
  }
  return lists[length] ?? new Int32Array(0);
}

/**
 * The indexes of the terms a `*` pattern or a term with `~editDistance` stands for, the ones most
 * documents hold first, at most `limit`. In the title field alone, terms no title holds are left out.
 */
export function patternTerms(table: TermTable, term: string, editDistance = 0, titleOnly = false, limit = PATTERN_TERMS): number[] {
  const { terms } = table;
  const freq = titleOnly ? table.titleFreq : table.docFreq;
  const pattern = term.replace(/\*+/g, '*');
  const wild = pattern.includes('*');
  const literal = pattern.replace(/\*/g, '').length;
  // Nothing longer than the longest term can match; an edit distance on a pattern adds nothing to its `*`s.
  if (literal > MAX_TERM_LENGTH + (wild ? 0 : editDistance)) return [];
  if (!wild && !editDistance) {
    const i = lowerBound(terms, pattern);
    return terms[i] === pattern && freq[i] > 0 ? [i] : [];
  }
  const found: number[] = [];
  if (wild) {
    // A pattern that starts with letters only looks at the terms that start with them.
    const head = pattern.slice(0, pattern.indexOf('*'));
    for (let i = lowerBound(terms, head); i < terms.length && terms[i].startsWith(head); i++) if (freq[i] > 0 && globMatch(pattern, terms[i])) found.push(i);
  } else {
    for (let length = Math.max(1, pattern.length - editDistance); length <= pattern.length + editDistance; length++) {
      for (const i of termsOfLength(terms, length)) if (freq[i] > 0 && withinEdits(terms[i], pattern, editDistance)) found.push(i);
    }
  }
  return found.sort((x, y) => freq[y] - freq[x] || x - y).slice(0, limit);
}
