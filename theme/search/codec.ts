// Numbers, postings and lists of strings <-> compact strings of characters JSON needs no escape for (build and browser).

/** 64 characters that need no escaping in JSON; the upper 32 mark a group with more to come. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;

/** Writes a number in 5-bit groups, lowest first, one character each: most numbers of an index take one or two. */
export function writeNumber(n: number, out: string[]): void {
  while (n >= 32) {
    out.push(DIGITS[32 + (n & 31)]);
    n = Math.floor(n / 32);
  }
  out.push(DIGITS[n]);
}

/** A list of numbers as one string (see writeNumber). */
export function writeNumbers(numbers: ArrayLike<number>): string {
  const out: string[] = [];
  for (let i = 0; i < numbers.length; i++) writeNumber(numbers[i], out);
  return out.join('');
}

/** Reads the numbers written by writeNumbers: `count` of them, or all. */
export function readNumbers(s: string, count = s.length): Int32Array {
  const out = new Int32Array(count);
  let n = 0;
  let scale = 1;
  let k = 0;
  for (let at = 0; at < s.length && k < count; at++) {
    const v = VALUE[s.charCodeAt(at)];
    if (v >= 32) {
      n += (v - 32) * scale;
      scale *= 32;
      continue;
    }
    out[k++] = n + v * scale;
    n = 0;
    scale = 1;
  }
  return k < count ? out.slice(0, k) : out;
}

/**
 * Writes one term's postings: [document, frequency] pairs in document order. Each document is a gap from the
 * previous one (the first from -1), written as gap * 2, plus 1 when the frequency follows (otherwise it is 1);
 * the term's postings end with `,`.
 */
export function writePostings(pairs: ArrayLike<number>, out: string[]): void {
  let prev = -1;
  for (let i = 0; i < pairs.length; i += 2) {
    const gap = pairs[i] - prev;
    prev = pairs[i];
    writeNumber(gap * 2 + (pairs[i + 1] > 1 ? 1 : 0), out);
    if (pairs[i + 1] > 1) writeNumber(pairs[i + 1], out);
  }
  out.push(',');
}

/** Postings decoded: term t's entries are docs/tfs[offsets[t]] up to offsets[t + 1]. */
export interface Postings {
  offsets: Int32Array;
  docs: Int32Array;
  tfs: Int32Array;
}

/** Decodes the postings of `count` consecutive terms (see writePostings). */
export function readPostings(s: string, count: number): Postings {
  const offsets = new Int32Array(count + 1);
  // Every entry takes at least one character: the string's length bounds their number.
  const docs = new Int32Array(s.length);
  const tfs = new Int32Array(s.length);
  let at = 0;
  let k = 0;
  for (let t = 0; t < count; t++) {
    offsets[t] = k;
    let doc = -1;
    let tf = 0;
    let n = 0;
    let scale = 1;
    for (let c = s.charCodeAt(at++); c !== 44; c = s.charCodeAt(at++)) {
      const v = VALUE[c];
      if (v >= 32) {
        n += (v - 32) * scale;
        scale *= 32;
        continue;
      }
      n += v * scale;
      if (tf > 0) {
        // The frequency that the gap announced.
        tfs[k - 1] = n;
        tf = 0;
      } else {
        doc += Math.floor(n / 2);
        docs[k] = doc;
        tfs[k++] = 1;
        tf = n % 2;
      }
      n = 0;
      scale = 1;
    }
  }
  offsets[count] = k;
  return { offsets, docs, tfs };
}

/** Sorted terms, one a line, each as how many characters it shares with the one before (one digit) and the rest. */
export function writeTerms(sorted: string[]): string {
  let prev = '';
  return sorted
    .map((term) => {
      let same = 0;
      while (same < 31 && same < prev.length && same < term.length && prev[same] === term[same]) same++;
      prev = term;
      return DIGITS[same] + term.slice(same);
    })
    .join('\n');
}

/** Reads the terms written by writeTerms: one pass, no array of lines in between. */
export function readTerms(s: string): string[] {
  const terms: string[] = [];
  let prev = '';
  for (let at = 0; at < s.length; ) {
    let end = s.indexOf('\n', at);
    if (end < 0) end = s.length;
    const same = VALUE[s.charCodeAt(at)];
    prev = same ? prev.slice(0, same) + s.slice(at + 1, end) : s.slice(at + 1, end);
    terms.push(prev);
    at = end + 1;
  }
  return terms;
}

/**
 * Strings (section titles), one a line; a run of lines equal to an earlier run is written `\<from>.<length>` (base
 * 36): the same pallet items recur on every chain, further apart than gzip looks back. A backslash or line break in a
 * string is escaped.
 */
export function writeLines(items: string[]): string {
  const seen = new Map<string, number[]>();
  const out: string[] = [];
  const note = (i: number) => {
    const list = seen.get(items[i]);
    if (list) list.push(i);
    else seen.set(items[i], [i]);
  };
  for (let i = 0; i < items.length; ) {
    let best = 0;
    let from = -1;
    // The latest few places of the same string are enough to find the chains' long runs.
    for (const j of (seen.get(items[i]) ?? []).slice(-16)) {
      let n = 0;
      while (i + n < items.length && j + n < i && items[j + n] === items[i + n]) n++;
      if (n > best) [best, from] = [n, j];
    }
    if (best >= MIN_RUN) {
      out.push(`\\${from.toString(36)}.${best.toString(36)}`);
      for (let k = 0; k < best; k++) note(i + k);
      i += best;
    } else {
      out.push(items[i].replace(/[\\\n]/g, (c) => (c === '\n' ? '\\n' : '\\\\')));
      note(i++);
    }
  }
  return out.join('\n');
}

/** Runs shorter than this are written out: a reference takes about as many characters. */
const MIN_RUN = 3;

/** Reads the `count` strings written by writeLines. */
export function readLines(s: string, count: number): string[] {
  const items: string[] = [];
  if (!count) return items;
  for (const line of s.split('\n')) {
    const run = /^\\([0-9a-z]+)\.([0-9a-z]+)$/.exec(line);
    if (run) {
      const from = parseInt(run[1], 36);
      for (let k = 0, n = parseInt(run[2], 36); k < n; k++) items.push(items[from + k]);
    } else items.push(line.includes('\\') ? line.replace(/\\([\\n])/g, (_, c: string) => (c === 'n' ? '\n' : '\\')) : line);
  }
  return items;
}
