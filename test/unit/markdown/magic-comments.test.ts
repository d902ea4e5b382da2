// Magic comments: each language's comment syntaxes, line and block directives, a site's own kinds, and unpaired ones.
import { describe, expect, it } from 'vitest';
import { commentSyntaxes, DEFAULT_MAGIC_COMMENTS, stripMagicComments } from '../../../src/markdown/magic-comments.js';
import type { MagicComment } from '../../../src/types.js';

const HL = 'code-highlighted-line';
const strip = (lang: string, code: string, comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS) => stripMagicComments(code, commentSyntaxes([lang]), comments);

describe('magic comments in each comment syntax', () => {
  // [language, a next-line comment, a block start, a block end]
  const cases: Array<[string, string, string, string]> = [
    ['js', '// highlight-next-line', '/* highlight-start */', '//highlight-end'],
    ['ts', '  /*highlight-next-line*/  ', '// highlight-start', '/* highlight-end */'],
    ['jsx', '{/* highlight-next-line */}', '{ /*highlight-start*/ }', '// highlight-end'],
    ['tsx', '// highlight-next-line', '{/* highlight-start */}', '{/* highlight-end */}'],
    ['html', '<!-- highlight-next-line -->', '<!--highlight-start-->', '// highlight-end'],
    ['python', '# highlight-next-line', '#highlight-start', '  # highlight-end'],
    ['py', '# highlight-next-line', '# highlight-start', '# highlight-end'],
    ['bash', '# highlight-next-line', '# highlight-start', '# highlight-end'],
    ['md', '<!-- highlight-next-line -->', '{/* highlight-start */}', '# highlight-end'],
    ['lua', '-- highlight-next-line', '-- highlight-start', '-- highlight-end'],
    ['haskell', '-- highlight-next-line', '-- highlight-start', '-- highlight-end'],
    ['sql', '-- highlight-next-line', '/* highlight-start */', '-- highlight-end'],
    ['latex', '% highlight-next-line', '% highlight-start', '%highlight-end'],
    ['matlab', '% highlight-next-line', '% highlight-start', '% highlight-end'],
    ['wasm', ';; highlight-next-line', ';; highlight-start', ';; highlight-end'],
    ['clojure', ';; highlight-next-line', '; highlight-start', ';;; highlight-end'],
    ['vb', "' highlight-next-line", 'REM highlight-start', '’ highlight-end'],
    ['vbnet', "_ ' highlight-next-line", 'rem highlight-start', "' highlight-end"],
    ['batch', 'REM highlight-next-line', 'Rem highlight-start', 'rem highlight-end'],
    ['basic', '! highlight-next-line', 'REM highlight-start', '! highlight-end'],
    ['fsharp', '// highlight-next-line', '(* highlight-start *)', '(*highlight-end*)'],
    ['ocaml', '(* highlight-next-line *)', '(* highlight-start *)', '(* highlight-end *)'],
    ['fortran', '! highlight-next-line', '! highlight-start', '! highlight-end'],
    ['cobol', '*> highlight-next-line', '*> highlight-start', '*> highlight-end'],
    // Any other language: the common syntaxes.
    ['rust', '// highlight-next-line', '# highlight-start', '<!-- highlight-end -->'],
    ['yaml', '# highlight-next-line', '# highlight-start', '# highlight-end'],
    ['text', '// highlight-next-line', '/* highlight-start */', '{/* highlight-end */}']
  ];

  it.each(cases)('%s: the comment lines go, the next line and the block are highlighted', (lang, next, start, end) => {
    const code = ['a', next, 'b', 'c', start, 'd', 'e', end, 'f'].join('\n');
    expect(strip(lang, code)).toEqual({ code: 'a\nb\nc\nd\ne\nf', lines: { 1: HL, 3: HL, 4: HL }, problems: [] });
  });

  it('leaves comments in another language\'s syntax, and comments with more on their line, as code', () => {
    for (const [lang, line] of [
      ['js', '# highlight-next-line'],
      ['python', '// highlight-next-line'],
      ['html', '# highlight-next-line'],
      ['lua', '# highlight-next-line'],
      ['js', 'x(); // highlight-next-line'],
      ['js', '// highlight-next-line please'],
      ['js', '// highlight-next-lines']
    ]) {
      expect(strip(lang, `${line}\nx`), `${lang}: ${line}`).toEqual({ code: `${line}\nx`, lines: {}, problems: [] });
    }
  });

  it('takes the fence name first, then the Shiki id, for the syntaxes', () => {
    expect(commentSyntaxes(['hs', 'haskell'])).toEqual(['dashes']);
    expect(commentSyntaxes(['py', 'python'])).toEqual(['hash']);
    expect(commentSyntaxes(['bash', 'shellscript'])).toEqual(['hash']);
    // `sh` is not listed (nor is shellscript): the common syntaxes, # among them.
    expect(commentSyntaxes(['sh', 'shellscript'])).toContain('hash');
    expect(commentSyntaxes(['PYTHON'])).toEqual(['hash']);
  });

  it('highlights nested and repeated directives once per line, and one line directive for each comment line', () => {
    const code = ['// highlight-start', 'a', '// highlight-start', 'b', '// highlight-end', 'c', '// highlight-end', '// highlight-next-line', '// highlight-next-line', 'd', '// highlight-next-line'].join('\n');
    // The last next-line comment has no line after it: nothing to highlight.
    expect(strip('js', code)).toEqual({ code: 'a\nb\nc\nd', lines: { 0: HL, 1: HL, 2: HL, 3: HL }, problems: [] });
  });

  it('reports an end without a start and a start without an end, at their lines, and highlights neither', () => {
    expect(strip('js', 'a\n// highlight-end\nb\n// highlight-start\nc')).toEqual({
      code: 'a\nb\nc',
      lines: {},
      problems: [
        { line: 1, message: '"highlight-end" has no "highlight-start" before it', hint: expect.stringContaining('highlight-start') },
        { line: 3, message: '"highlight-start" has no "highlight-end" after it', hint: expect.stringContaining('highlight-end') }
      ]
    });
  });

  it('takes a site\'s own kinds: several classes on a line, and no default ones when they are replaced', () => {
    const comments: MagicComment[] = [
      { className: 'error-line', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } },
      { className: 'added', line: 'add-next-line' },
      { className: 'focus', block: { start: 'focus(', end: ')focus' } }
    ];
    const code = ['# error-start', '# add-next-line', 'a', '# error-end', '// focus(', 'b', '// )focus', '# highlight-next-line', 'c'].join('\n');
    expect(strip('rust', code, comments)).toEqual({ code: 'a\nb\n# highlight-next-line\nc', lines: { 0: 'added error-line', 1: 'focus' }, problems: [] });
    // No kinds at all: nothing is a magic comment.
    expect(strip('js', '// highlight-next-line\na', [])).toEqual({ code: '// highlight-next-line\na', lines: {}, problems: [] });
  });

  it('keeps Windows line ends out of the way', () => {
    expect(strip('js', 'a\r\n// highlight-next-line\r\nb\r\nc')).toEqual({ code: 'a\r\nb\r\nc', lines: { 1: HL }, problems: [] });
  });
});
