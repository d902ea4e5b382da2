// The search text of raw HTML: what a reader sees, never the CSS or script inside it.
import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { extractSections } from '../../../src/search/sections.js';

describe('search sections', () => {
  it('keep the visible text of raw HTML and drop style, script, template and noscript contents', () => {
    const md = [
      'Intro words.',
      '',
      '<style>',
      '.styled-box { background: rgb(1, 2, 3); }',
      '</style>',
      '',
      '<script>window.highlightprobe = 1;</script>',
      '',
      '<div class="styled-box">Boxed <b>text</b><template>unseen</template><noscript>fallback</noscript></div>',
      '',
      '<script type="module">',
      'const leftOpen = true;'
    ].join('\n');
    const [intro] = extractSections(fromMarkdown(md));
    expect(intro.text).toBe('Intro words. Boxed text');
    expect(intro.terms).not.toMatch(/background|highlightprobe|unseen|fallback|leftopen/i);
  });
});
