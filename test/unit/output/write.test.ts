import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { assertInside, writeAtomic, writeFiles } from '../../../src/output/write.js';

const tmp = path.resolve(import.meta.dirname, '../../.tmp/write');
const out = path.join(tmp, 'out');

beforeEach(() => {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'index.html'), 'previous');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the writer refuses paths outside the output folder', () => {
  it.each(['../escape.html', '__data/../../escape.json', 'a/../../escape.html', '/etc/escape', '', '.', 'a\0b'])('%j', async (file) => {
    await expect(writeAtomic(out, new Map([['ok.html', 'ok'], [file, 'x']]))).rejects.toThrow(/^refusing to write ".*": it is outside the output folder /);
    await expect(writeFiles(out, new Map([[file, 'x']]))).rejects.toThrow(/outside the output folder/);
    expect(existsSync(path.join(tmp, 'escape.html'))).toBe(false);
    expect(existsSync(path.join(tmp, 'escape.json'))).toBe(false);
    expect(existsSync(path.join(out, 'ok.html'))).toBe(false);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
  });

  it('writes paths that stay inside, also through ..', async () => {
    await writeAtomic(out, new Map([['a/../b/index.html', 'b'], ['index.html', 'new']]));
    expect(readFileSync(path.join(out, 'b/index.html'), 'utf8')).toBe('b');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(() => assertInside(out, 'x/y.json')).not.toThrow();
  });
});
