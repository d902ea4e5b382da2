// The pages folder's React pages (`help.js`, `team/index.tsx`) -> docs whose body is one island: the page's default export.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, Diagnostic, Doc, Page } from '../types.js';
import { locate } from '../config/load.js';
import { moduleFile } from '../config/import.js';
import { CONFIG_FILE } from '../sidebars/check-navbar.js';
import { walkFiles } from '../content/walk.js';
import { DEFAULT_EXCLUDE, pageFilter } from '../content/exclude.js';
import { PARSER_VERSION } from '../markdown/doc.js';

/** A React page's file name. */
export const REACT_PAGE = /\.[jt]sx?$/;


/**
 * The React pages below `pagesDir`, each a doc routed like a markdown page there (`help.js` at `help`, `team/index.js` at
 * `team/`), its path relative to the content folder as standalone pages have; the page shows no title of its own (its
 * Layout's `title` names it).
 */
export function reactPageDocs(pagesDir: string, options: { contentDir: string; site: string; exclude?: string[]; include?: string[] }): Doc[] {
  const prefix = path.relative(options.contentDir, pagesDir).split(path.sep).join('/');
  const { files } = walkFiles(pagesDir, { inside: options.site, keep: (name, isDir) => (isDir ? !name.startsWith('.') && name !== 'node_modules' : REACT_PAGE.test(name)) });
  const isPage = pageFilter(options.exclude ?? DEFAULT_EXCLUDE, options.include);
  return files
    .filter((f) => isPage(f.rel) && !/\.d\.ts$/.test(f.rel))
    .sort((a, b) => a.rel.localeCompare(b.rel))
    .map((f) => {
      const text = readFileSync(f.real, 'utf8');
      return islandPage(f.real, { docPath: `${prefix}/${f.rel}`, slug: reactPageSlug(f.rel), hashed: `${PARSER_VERSION}\0react\0${f.rel}\0${text}`, statements: pageStatements(f.real) });
    });
}

/** A React page's route below the base URL, from its path in the pages folder: `help.js` at `/help`, `team/index.js` at `/team/`. */
export function reactPageSlug(rel: string): string {
  const bare = rel.replace(REACT_PAGE, '');
  return `/${bare === 'index' ? '' : bare.endsWith('/index') ? `${bare.slice(0, -'index'.length)}` : bare}`;
}

/**
 * The components of `islands.routes`, each a doc at its own route (its `slug`), as a React page of the pages folder is:
 * its path is the component's file relative to `contentDir`. A component with no file is an error at its config key.
 */
export function routeDocs(config: Pick<Config, 'islands' | 'contentDir' | 'root'>, configSource: string): { docs: Doc[]; diagnostics: Diagnostic[] } {
  const docs: Doc[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [i, route] of config.islands.routes.entries()) {
    const file = moduleFile(route.component);
    if (!file) {
      const key = `islands.routes[${i}].component`;
      diagnostics.push({ file: CONFIG_FILE, ...locate(configSource, key), severity: 'error', message: `config "${key}": no file ${path.relative(config.root, route.component).split(path.sep).join('/')} (nor with .js, .jsx, .ts or .tsx, nor its index)`, hint: 'name the component\'s file, relative to the config file' });
      continue;
    }
    const props = JSON.stringify(route.props ?? {});
    const docPath = path.relative(config.contentDir, file).split(path.sep).join('/');
    docs.push(islandPage(file, { docPath, slug: route.path, hashed: `${PARSER_VERSION}\0route\0${route.path}\0${props}\0${readFileSync(file, 'utf8')}`, statements: pageStatements(file, props), route: i }));
  }
  return { docs, diagnostics };
}

/**
 * A doc whose body is one island, the component of `file` (as `statements` import it), at `slug`; it shows no title of
 * its own (its Layout's `title` names it). `hashed`: what the doc is made from.
 */
function islandPage(file: string, { docPath, slug, hashed, statements, route }: { docPath: string; slug: string; hashed: string; statements: Array<{ source: string; names: string[] }>; route?: number }): Doc {
  return {
    path: docPath,
    hash: createHash('sha1').update(hashed).digest('hex'),
    frontmatter: { slug, hide_title: true, custom_edit_url: null },
    headings: [],
    links: [],
    html: '<div data-island="0"></div>',
    sections: [],
    diagnostics: [],
    islands: { statements, items: [{ name: path.basename(file), jsx: '<DocgenPage />', line: 1, column: 1 }], file, ...(route === undefined ? {} : { route }) }
  };
}

/**
 * A React page's module: its default export, given the site's config as its `config` prop, as the framework gives a
 * page; a route's component gets its props instead (`props`, JSON).
 */
function pageStatements(file: string, props?: string): Array<{ source: string; names: string[] }> {
  return [
    { source: `import Page from ${JSON.stringify(file)};`, names: ['Page'] },
    ...(props === undefined
      ? [
          { source: "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';", names: ['useDocusaurusContext'] },
          { source: 'const DocgenPage = () => <Page config={useDocusaurusContext().siteConfig} />;', names: ['DocgenPage'] }
        ]
      : [
          { source: `const routeProps = JSON.parse(${JSON.stringify(props)});`, names: ['routeProps'] },
          { source: 'const DocgenPage = () => <Page {...routeProps} />;', names: ['DocgenPage'] }
        ])
  ];
}

/** A page made by a React component of the pages folder (`src/pages/index.js`) or of `islands.routes`, not from markdown. */
export const isReactPage = (page: Page) => page.kind === 'page' && /\.[jt]sx?$/.test(page.doc.path);
