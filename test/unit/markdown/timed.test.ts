import { describe, expect, it } from 'vitest';
import { runWithin, TimeLimitError } from '../../../src/markdown/timed.js';

describe('runWithin: a time limit in the calling thread', () => {
  it('returns what the function returns, and passes its errors on', () => {
    expect(runWithin(1000, () => 42)).toBe(42);
    expect(() => runWithin(1000, () => JSON.parse('{'))).toThrow(SyntaxError);
  });

  it('stops a function that runs past the limit, even one that catches everything', () => {
    const spin = () => {
      for (;;) {
        try {
          JSON.parse('{');
        } catch {
          // A catch inside does not keep it alive.
        }
      }
    };
    expect(() => runWithin(50, spin)).toThrow(TimeLimitError);
    // The thread goes on as before.
    expect(runWithin(1000, () => 'after')).toBe('after');
  });

  it('stops a regex that backtracks without end', () => {
    expect(() => runWithin(50, () => /^(a+)+$/.test(`${'a'.repeat(40)}b`))).toThrow(TimeLimitError);
  });

  it('a call inside a call keeps the outer one\'s function', () => {
    expect(runWithin(1000, () => runWithin(1000, () => 1) + 1)).toBe(2);
  });
});
