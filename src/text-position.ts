// An offset in a file's text -> its line and column, as diagnostics give them (both from 1).

export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Where a quoted string is written (`'fr'`, `"fr"` or a template literal), at or after `from`. */
export function quotedAt(text: string, value: string, from = 0): { line: number; column: number } | undefined {
  const offsets = [`'${value}'`, `"${value}"`, `\`${value}\``].map((q) => text.indexOf(q, from)).filter((i) => i >= 0);
  return offsets.length ? positionAt(text, Math.min(...offsets)) : undefined;
}
