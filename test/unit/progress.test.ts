import { describe, expect, it } from 'vitest';
import { createProgressView } from '../../src/progress.js';

/** A view writing into a string, on a clock the test moves. */
function fake(tty: boolean) {
  let clock = 1000;
  let out = '';
  const view = createProgressView({ tty, write: (s) => (out += s), now: () => clock, interval: 100, columns: 120 });
  return { view, advance: (ms: number) => (clock += ms), out: () => out.replace(/\x1b\[2K/g, '<erase>').replace(/\r/g, '<cr>'), reset: () => (out = '') };
}

describe('the terminal progress line', () => {
  it('draws the stage, pages done out of total and the elapsed time, in place, at most every 100 ms', () => {
    const { view, advance, out, reset } = fake(true);
    view.update({ type: 'start', stage: 'parse' });
    expect(out()).toBe('<cr><erase>parse   0.0 s');
    reset();
    advance(30);
    view.update({ type: 'advance', stage: 'parse', done: 0, total: 40 });
    advance(30);
    view.update({ type: 'advance', stage: 'parse', done: 10, total: 40 });
    expect(out()).toBe(''); // throttled: 60 ms since the last draw
    advance(50);
    view.update({ type: 'advance', stage: 'parse', done: 20, total: 40 });
    expect(out()).toBe('<cr><erase>parse   [##########----------] 20/40 docs  0.1 s');
    reset();
    advance(500);
    view.tick(); // a long stage: the elapsed time moves without events
    expect(out()).toBe('<cr><erase>parse   [##########----------] 20/40 docs  0.6 s');
    reset();
    view.update({ type: 'end', stage: 'parse', ms: 610, total: 40 });
    view.update({ type: 'start', stage: 'render' });
    advance(1);
    view.update({ type: 'advance', stage: 'render', done: 3, total: 3 });
    expect(out()).toBe('<cr><erase>render  0.6 s');
    reset();
    advance(100);
    view.update({ type: 'advance', stage: 'render', done: 3, total: 3 });
    expect(out()).toBe('<cr><erase>render  [####################] 3/3 pages  0.7 s');
    reset();
    view.clear();
    view.clear();
    expect(out()).toBe('<cr><erase>');
  });

  it('cuts the line to the terminal width', () => {
    let out = '';
    const view = createProgressView({ tty: true, write: (s) => (out += s), now: () => 0, columns: 30 });
    view.update({ type: 'advance', stage: 'render', done: 5, total: 10 });
    expect(out).toBe('\r\x1b[2Krender  [##########----------');
  });
});

describe('progress without a terminal', () => {
  it('prints one line per finished stage with its time, and never erases', () => {
    const { view, out } = fake(false);
    view.update({ type: 'start', stage: 'config' });
    view.update({ type: 'end', stage: 'config', ms: 31 });
    view.update({ type: 'start', stage: 'parse' });
    view.update({ type: 'advance', stage: 'parse', done: 1, total: 2 });
    view.update({ type: 'end', stage: 'parse', ms: 1520, total: 2 });
    view.tick();
    view.clear();
    expect(out()).toBe('config     31 ms\nparse    1520 ms  2 docs\n');
  });
});
