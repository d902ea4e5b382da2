// An offset in a file's text -> its line and column, as diagnostics give them (both from 1).

export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
