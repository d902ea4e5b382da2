import { describe, expect, it } from 'vitest';
import { fileCandidates, looksLikeFile, pageCandidates, type LookupPlaces } from '../../../src/links/lookup.js';

const places: LookupPlaces = {
  sourceFile: '/site/docs/guide/page.md',
  contentRoots: ['/site/i18n/fr/docs/current', '/site/docs'],
  siteDir: '/site',
  staticDirs: ['/site/static', '/site/public']
};

describe('markdown page links are looked up as Docusaurus looks them up', () => {
  it('a bare path: the linking file\'s folder, then the content folders (translation first), then the site folder', () => {
    expect(pageCandidates('other.md', places)).toEqual(['/site/docs/guide/other.md', '/site/i18n/fr/docs/current/other.md', '/site/docs/other.md', '/site/other.md']);
    expect(pageCandidates('guide/other.mdx', places)).toEqual(['/site/docs/guide/guide/other.mdx', '/site/i18n/fr/docs/current/guide/other.mdx', '/site/docs/guide/other.mdx', '/site/guide/other.mdx']);
  });

  it('./ and ../: the linking file\'s folder only', () => {
    expect(pageCandidates('./other.md', places)).toEqual(['/site/docs/guide/other.md']);
    expect(pageCandidates('../intro.md', places)).toEqual(['/site/docs/intro.md']);
  });

  it('/x.md: the content folders, then the site folder, never the linking file\'s folder', () => {
    expect(pageCandidates('/intro.md', places)).toEqual(['/site/i18n/fr/docs/current/intro.md', '/site/docs/intro.md', '/site/intro.md']);
    expect(pageCandidates('/docs/intro.md', places)).toEqual(['/site/i18n/fr/docs/current/docs/intro.md', '/site/docs/docs/intro.md', '/site/docs/intro.md']);
  });

  it('@site/: the site folder only', () => {
    expect(pageCandidates('@site/docs/intro.md', places)).toEqual(['/site/docs/intro.md']);
  });

  it('a folder met twice is looked in once', () => {
    expect(pageCandidates('x.md', { ...places, sourceFile: '/site/docs/x-page.md', contentRoots: ['/site/docs'] })).toEqual(['/site/docs/x.md', '/site/x.md']);
  });
});

describe('images and linked files', () => {
  it('are next to the linking file, in the static folders (/…), or in the site folder (@site/…)', () => {
    expect(fileCandidates('./img/a.png', places)).toEqual({ from: 'here', files: ['/site/docs/guide/img/a.png'] });
    expect(fileCandidates('img/a.png', places)).toEqual({ from: 'here', files: ['/site/docs/guide/img/a.png'] });
    expect(fileCandidates('../assets/a.png', places)).toEqual({ from: 'here', files: ['/site/docs/assets/a.png'] });
    expect(fileCandidates('/img/a.png', places)).toEqual({ from: 'static', files: ['/site/static/img/a.png', '/site/public/img/a.png'] });
    expect(fileCandidates('@site/static/a.pdf', places)).toEqual({ from: 'site', files: ['/site/static/a.pdf'] });
  });

  it('a link is to a file when it has an extension other than .md, .mdx or .html, or starts with @site/', () => {
    for (const p of ['./a.pdf', '../x.zip', 'data.json', '@site/static/notes', './api.query']) expect(looksLikeFile(p), p).toBe(true);
    for (const p of ['./page.md', './page.MDX', './old.html', './setup', '../guide/', '.hidden/x']) expect(looksLikeFile(p), p).toBe(false);
  });
});
