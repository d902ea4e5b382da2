// URLs that run script: which schemes count, how the browser reads them, and raw HTML attributes removed.
import { describe, expect, it } from 'vitest';
import { decodeAttribute, unsafeScheme } from '../../../src/unsafe-url.js';
import { dropUnsafeAttributes } from '../../../src/unsafe-html.js';

describe('unsafeScheme', () => {
  it('finds javascript:, vbscript: and HTML data: URLs however the browser would still read them', () => {
    for (const [url, scheme] of [
      ['javascript:alert(1)', 'javascript:'],
      ['JaVaScRiPt:alert(1)', 'javascript:'],
      [' javascript:alert(1)', 'javascript:'],
      ['\u0001\u0010 javascript:alert(1)', 'javascript:'],
      ['java\tscript:alert(1)', 'javascript:'],
      ['java\nscr\ript:alert(1)', 'javascript:'],
      ['VBScript:msgbox(1)', 'vbscript:'],
      ['data:text/html,<script>alert(1)</script>', 'data:text/html'],
      ['DATA:Text/HTML;base64,PHNjcmlwdD4=', 'data:text/html'],
      ['data: text/html ,x', 'data:text/html'],
      ['data:text%2Fhtml,x', 'data:text/html'],
      ['data:application/xhtml+xml,x', 'data:application/xhtml+xml'],
      ['data:image/svg+xml,<svg onload=alert(1)>', 'data:image/svg+xml']
    ]) {
      expect(unsafeScheme(url), JSON.stringify(url)).toBe(scheme);
    }
  });

  it('leaves other URLs alone, and an SVG data: URL as an image source', () => {
    for (const url of ['https://example.com/javascript:x', '/docs/javascript:x', './javascript.md', '#javascript:x', 'mailto:a@b.c', 'data:image/png;base64,iVBOR', 'data:,hello', 'javascripts:x', 'java script:x', '%6Aavascript:x', 'java\u0000script:x', '']) {
      expect(unsafeScheme(url), JSON.stringify(url)).toBeUndefined();
    }
    expect(unsafeScheme('data:image/svg+xml,<svg/>', { image: true })).toBeUndefined();
    expect(unsafeScheme('data:text/html,x', { image: true })).toBe('data:text/html');
  });
});

describe('decodeAttribute', () => {
  it('decodes numeric references with or without ";", and the named ones of ASCII characters, in one pass', () => {
    expect(decodeAttribute('&#106;ava&#X73;cript&colon;x')).toBe('javascript:x');
    expect(decodeAttribute('&#0000106avascript:x')).toBe('javascript:x');
    expect(decodeAttribute('java&Tab;script&NewLine;:x')).toBe('java\tscript\n:x');
    expect(decodeAttribute('&amp;#106;')).toBe('&#106;');
    expect(decodeAttribute('&nbsp;&unknown;&#0;&#x110000;')).toBe('&nbsp;&unknown;\ufffd\ufffd');
  });
});

describe('dropUnsafeAttributes', () => {
  const drop = (html: string) => dropUnsafeAttributes(html);

  it('removes URL attributes that run script, and only those, naming each with its offset', () => {
    const r = drop('<a class="x" href="javascript:alert(1)" title="javascript: the good parts">t</a>');
    expect(r.html).toBe('<a class="x" title="javascript: the good parts">t</a>');
    expect(r.removed).toEqual([{ tagAt: 0, at: 13, end: 39, name: 'href', url: 'javascript:alert(1)', scheme: 'javascript:' }]);
  });

  it('covers href, src, formaction, action, xlink:href, object data, SVG animation values and meta refresh', () => {
    const html = [
      '<img src="javascript:alert(1)">',
      '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
      '<form action="javascript:alert(1)"><button formaction=JAVASCRIPT:alert(1)>b</button></form>',
      '<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>',
      '<object data="data:text/html,x"></object>',
      '<svg><a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="https://a;javascript:alert(1)"/></a></svg>',
      '<meta http-equiv="refresh" content="0; url=javascript:alert(1)">',
      '<a href=" &#106;ava&#x09;script&colon;alert(1)">x</a>'
    ].join('\n');
    const r = drop(html);
    expect(r.removed.map((a) => a.name)).toEqual(['src', 'src', 'action', 'formaction', 'xlink:href', 'data', 'to', 'values', 'content', 'href']);
    expect(r.html).not.toMatch(/javascript|data:text/i);
    expect(r.html).toContain('<img>');
    expect(r.html).toContain('<svg><a><set attributeName="href"/>');
  });

  it('keeps safe URLs, SVG images and HTML that only mentions a scheme', () => {
    const html = '<a href="https://example.com">x</a><img src="data:image/svg+xml,<svg/>"><p>javascript:alert(1)</p><a title="href=javascript:x">y</a>';
    expect(drop(html)).toEqual({ html, removed: [] });
  });

  it('reads a tag wherever one may start: in a comment, after "<!-->", inside another value', () => {
    for (const html of ['<!-- <a href="javascript:alert(1)"> -->', '<!--><a href="javascript:alert(1)">x</a>-->', '<!-- <x y=" --> <a href="javascript:alert(1)">x</a> <z w=" -->', '<svg><style><a href="javascript:alert(1)">x</a></style></svg>']) {
      const r = drop(html);
      expect(r.removed.map((a) => a.url), html).toEqual(['javascript:alert(1)']);
      expect(r.html).not.toContain('javascript');
    }
  });

  it('reads the result again when a removal takes a quote that another reading of the text needed', () => {
    // `<b>`'s src holds the `"` that closes `<a x="…`: without it, x would run on to a later quote.
    const r = drop('<a x="<b src=\'javascript:1"\'>">t</a> <i y="<c src=javascript:2>"></i>');
    expect(r.html).not.toContain('javascript');
    expect(r.tangled).toBeUndefined();
  });

  it('gives up on crafted HTML whose tags nest too deep to read in a few passes', () => {
    const r = drop('<a x="'.repeat(20_000));
    expect(r.tangled).toBe(true);
    expect(drop('<a<a<a'.repeat(20_000)).tangled).toBe(true);
    expect(drop('<p>'.repeat(20_000) + '<a href="javascript:x">').tangled).toBeUndefined();
  });
});
