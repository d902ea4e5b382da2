// The markdown.magicComments option: validated, and replacing the default highlight comments when set.
import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/config/schema.js';
import { resolveConfig } from '../../../src/config/resolve.js';

const issues = (magicComments: unknown) => validate({ markdown: { magicComments } });

describe('markdown.magicComments', () => {
  it('takes kinds with a line directive, a block, or both; an empty list too', () => {
    expect(issues([{ className: 'code-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }, { className: 'err one', line: 'error-next-line' }, { className: 'x', block: { start: 'x-start', end: 'x-end' } }])).toEqual([]);
    expect(issues([])).toEqual([]);
  });

  it('names what is wrong with a kind', () => {
    expect(issues({ className: 'x' })).toEqual([{ key: 'markdown.magicComments', message: 'must be an array, got an object' }]);
    expect(issues([{ line: 'a' }])).toEqual([{ key: 'markdown.magicComments[0].className', message: 'is required' }]);
    expect(issues([{ className: 'x' }])).toEqual([{ key: 'markdown.magicComments[0]', message: 'needs "line" or "block" (or both)' }]);
    expect(issues([{ className: 'x', block: { start: 'a' } }])).toEqual([{ key: 'markdown.magicComments[0].block.end', message: 'is required' }]);
    expect(issues([{ className: 'x', block: ['a', 'b'] }])).toEqual([{ key: 'markdown.magicComments[0].block', message: 'must be an object, got an array' }]);
    expect(issues([{ className: 'x', line: 'a', color: 'red' }])).toEqual([{ key: 'markdown.magicComments[0].color', message: 'is not a known option', unknown: true }]);
    expect(issues([{ className: 'x', block: { start: 'a', end: 'a' } }])).toEqual([{ key: 'markdown.magicComments[0].block', message: 'start and end must differ' }]);
    expect(issues([{ className: '"><b>', line: 'a' }])).toEqual([{ key: 'markdown.magicComments[0].className', value: '"><b>', message: 'must be CSS class names separated by spaces, got "\\"><b>"' }]);
    expect(issues([{ className: 'x', line: ' ' }, { className: 'y', line: 'a\nb' }])).toEqual([
      { key: 'markdown.magicComments[0].line', value: ' ', message: 'must be a comment\'s text on one line, got " "' },
      { key: 'markdown.magicComments[1].line', value: 'a\nb', message: 'must be a comment\'s text on one line, got "a\\nb"' }
    ]);
    expect(validate({ markdown: { magicComment: [] } })).toEqual([{ key: 'markdown.magicComment', message: 'is not a known option (did you mean "magicComments"?)', unknown: true }]);
  });

  it('defaults to the highlight comments, and a site\'s list replaces them', () => {
    expect(resolveConfig('/site', null, {}).markdown.magicComments).toEqual([{ className: 'code-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]);
    const own = [{ className: 'err', line: 'error-next-line' }];
    expect(resolveConfig('/site', null, { markdown: { magicComments: own } }).markdown.magicComments).toEqual(own);
  });
});

describe('markdown.liveCodeBlocks', () => {
  it('takes true or { playgroundPosition, scope }, and resolves the scope from the site folder', () => {
    expect(validate({ markdown: { liveCodeBlocks: true } })).toEqual([]);
    expect(validate({ markdown: { liveCodeBlocks: { playgroundPosition: 'top', scope: './src/scope.js' } } })).toEqual([]);
    expect(resolveConfig('/site', null, {}).markdown.liveCode).toBeUndefined();
    expect(resolveConfig('/site', null, { markdown: { liveCodeBlocks: false } }).markdown.liveCode).toBeUndefined();
    expect(resolveConfig('/site', null, { markdown: { liveCodeBlocks: true } }).markdown.liveCode).toEqual({ position: 'bottom' });
    expect(resolveConfig('/site', null, { markdown: { liveCodeBlocks: { playgroundPosition: 'top', scope: 'src/scope.js' } } }).markdown.liveCode).toEqual({ position: 'top', scope: '/site/src/scope.js' });
  });

  it('names what is wrong', () => {
    expect(validate({ markdown: { liveCodeBlocks: { playgroundPosition: 'left' } } })).toEqual([{ key: 'markdown.liveCodeBlocks.playgroundPosition', message: 'must be one of "top", "bottom", got string "left"' }]);
    expect(validate({ markdown: { liveCodeBlocks: { scope: 3 } } })[0].key).toBe('markdown.liveCodeBlocks.scope');
    expect(validate({ markdown: { liveCodeBlocks: 'yes' } })).toEqual([{ key: 'markdown.liveCodeBlocks', message: 'must be true, or { playgroundPosition, scope }, got string "yes"' }]);
  });
});

describe('markdown.strippedImports', () => {
  it('is given to the parse as data (each expression\'s source and flags), and is absent when not set', () => {
    expect(resolveConfig('/site', null, { markdown: { strippedImports: [/\/fb\//i] } }).markdown.strippedImports).toEqual([{ source: '\\/fb\\/', flags: 'i' }]);
    expect(resolveConfig('/site', null, {}).markdown.strippedImports).toBeUndefined();
  });
});
