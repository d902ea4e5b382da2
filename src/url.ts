// Percent-encoded text -> decoded text, or undefined for a malformed escape (`%`, `%zz`, a lone surrogate).

/** `decodeURI` that returns undefined where it would throw `URI malformed`. */
export function tryDecodeURI(s: string): string | undefined {
  try {
    return decodeURI(s);
  } catch {
    return undefined;
  }
}

/** `decodeURIComponent` that returns undefined where it would throw `URI malformed`. */
export function tryDecodeURIComponent(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}

/** True when `encodeURI` can encode the text (no unpaired surrogate). */
export function isEncodable(s: string): boolean {
  try {
    encodeURI(s);
    return true;
  } catch {
    return false;
  }
}
