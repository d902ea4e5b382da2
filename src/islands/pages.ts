// The pages folder's React pages (`help.js`, `team/index.tsx`) -> docs whose body is one island: the page's default export.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Doc, Page } from '../types.js';
import { walkFiles } from '../content/walk.js';
import { PARSER_VERSION } from '../markdown/doc.js';

/** A React page's file name. */
export const REACT_PAGE = /\.[jt]sx?$/;

/** Files of the pages folder that are not pages: partials and helpers (`_x.js`, `_dir/`), tests. */
const NOT_PAGE = /(^|\/)_|\.(test|spec)\.[jt]sx?$|(^|\/)__tests__\//;

/**
 * The React pages below `pagesDir`, each a doc routed like a markdown page there (`help.js` at `help`, `team/index.js` at
 * `team/`), its path relative to the content folder as standalone pages have; the page shows no title of its own (its
 * Layout's `title` names it).
 */
export function reactPageDocs(pagesDir: string, options: { contentDir: string; site: string }): Doc[] {
  const prefix = path.relative(options.contentDir, pagesDir).split(path.sep).join('/');
  const { files } = walkFiles(pagesDir, { inside: options.site, keep: (name, isDir) => (isDir ? !name.startsWith('.') && name !== 'node_modules' : REACT_PAGE.test(name)) });
  return files
    .filter((f) => !NOT_PAGE.test(f.rel) && !/\.d\.ts$/.test(f.rel))
    .sort((a, b) => a.rel.localeCompare(b.rel))
    .map((f) => {
      const text = readFileSync(f.real, 'utf8');
      const bare = f.rel.replace(REACT_PAGE, '');
      const slug = `/${bare === 'index' ? '' : bare.endsWith('/index') ? `${bare.slice(0, -'index'.length)}` : bare}`;
      return {
        path: `${prefix}/${f.rel}`,
        hash: createHash('sha1').update(`${PARSER_VERSION}\0react\0${f.rel}\0${text}`).digest('hex'),
        frontmatter: { slug, hide_title: true, custom_edit_url: null },
        headings: [],
        links: [],
        html: '<div data-island="0"></div>',
        sections: [],
        diagnostics: [],
        islands: { statements: pageStatements(f.real), items: [{ name: path.posix.basename(f.rel), jsx: '<DocgenPage />', line: 1, column: 1 }], file: f.real }
      };
    });
}

/** A React page's module: its default export, given the site's config as its `config` prop, as the framework gives a page. */
function pageStatements(file: string): Array<{ source: string; names: string[] }> {
  return [
    { source: `import Page from ${JSON.stringify(file)};`, names: ['Page'] },
    { source: "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';", names: ['useDocusaurusContext'] },
    { source: 'const DocgenPage = () => <Page config={useDocusaurusContext().siteConfig} />;', names: ['DocgenPage'] }
  ];
}

/** A page made by a React component of the pages folder (`src/pages/index.js`), not from markdown. */
export const isReactPage = (page: Page) => page.kind === 'page' && /\.[jt]sx?$/.test(page.doc.path);
