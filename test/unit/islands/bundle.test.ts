// The bundling step of islands: page modules -> server files and browser chunks, an island that cannot be bundled left
// out with esbuild's reason, docgen's stand-ins for the framework's modules, SVG files as components.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleIslands } from '../../../src/islands/bundle.js';
import { moduleSource, relativeTemplateImports, svgComponent, type PageModule } from '../../../src/islands/plugin.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

describe('bundleIslands', () => {
  it('bundles each page module for the server and the browser; an island that cannot be bundled is left out, with why', async () => {
    put('src/components/Hello.js', "import Link from '@docusaurus/Link';\nimport clsx from 'clsx';\nimport Logo from './logo.svg';\nexport default function Hello() { return <Link className={clsx('a', false && 'b')} to=\"/x\"><Logo /></Link>; }\n");
    put('src/components/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" class="logo"><circle r="4"/></svg>');
    put('docs/page.mdx', '');
    const page: PageModule = {
      key: 'p1',
      dir: path.join(dir, 'docs'),
      statements: [
        { source: "import Hello from '@site/src/components/Hello';", names: ['Hello'] },
        { source: "import Gone from 'not-a-package-anywhere';", names: ['Gone'] }
      ],
      jsx: ['<Hello />', '<Gone />']
    };
    const bundled = await bundleIslands(new Map([['p1', page]]), { aliases: { '@site': dir }, publicPath: '/base/assets/', outdir: path.join(dir, 'out') });
    expect([...bundled.failed.get('p1')!.entries()].map(([i, e]) => [i, e.text])).toEqual([[1, 'cannot import "not-a-package-anywhere": the package "not-a-package-anywhere" is not installed, and docgen has no stand-in for it']]);
    const entry = bundled.entries.get('p1')!;
    expect(entry.js).toMatch(/^island-\w+\.js$/);
    expect(bundled.client.has(entry.js)).toBe(true);
    expect(bundled.server.has(entry.server)).toBe(true);
    expect(bundled.runtime).toBe('runtime.js');
    // The site's files it read, for the cache and the watcher: not docgen's own.
    expect(bundled.inputs).toEqual([path.join(dir, 'src/components/Hello.js'), path.join(dir, 'src/components/logo.svg')]);
  });

  // SuperTokens' API pages: `import(\`@site/static/${apiName}.json\`)` loads the OpenAPI document the page names.
  it("bundles each file a dynamic import of a template through an alias may name, as webpack does, the site's JavaScript read as JSX", async () => {
    put('static/api/cdi.json', '{"name":"cdi"}');
    put('static/api/fdi.json', '{"name":"fdi"}');
    put('static/api/v2/cdi.json', '{"name":"cdi v2"}');
    put('src/hooks/useApi.js', "export async function load(name) {\n  const m = await import(`@site/static/api/${name}.json`);\n  return <b>{m.default.name}</b>;\n}\n");
    const page: PageModule = { key: 'api', dir: path.join(dir, 'docs'), statements: [{ source: "import { load } from '@site/src/hooks/useApi';", names: ['load'] }], jsx: ['<p>{String(typeof load)}</p>'] };
    const bundled = await bundleIslands(new Map([['api', page]]), { aliases: { '@site': dir }, publicPath: '/assets/', outdir: path.join(dir, 'out-api') });
    expect(bundled.failed.size).toBe(0);
    expect(bundled.inputs).toEqual(expect.arrayContaining(['static/api/cdi.json', 'static/api/fdi.json', 'static/api/v2/cdi.json'].map((f) => path.join(dir, f))));
    const chunks = [...bundled.client.values()].map((c) => new TextDecoder().decode(c)).join('\n');
    expect(chunks).toContain('cdi v2');
    expect(relativeTemplateImports("const a = import(`@site/static/${x}.json`);\nconst b = require( `@site/data/${y}`);\nconst c = import(`./own/${z}.js`);\nconst d = import(`@other/${w}`);", path.join(dir, 'src/hooks/useApi.js'), { '@site': dir })).toBe("const a = import(`../../static/${x}.json`);\nconst b = require( `../../data/${y}`);\nconst c = import(`./own/${z}.js`);\nconst d = import(`@other/${w}`);");
    expect(relativeTemplateImports('const c = import(`./own/${z}.js`);', path.join(dir, 'a.js'), { '@site': dir })).toBeUndefined();
    // An image of a static folder named by a template (Hasura's Thumbnail: `require(\`@site/static${src}\`).default`):
    // its URL below the site's base, where the build copies it; a JSON file there is still bundled, and an SVG (a component,
    // as an import of one is).
    const statics = { dirs: [path.join(dir, 'static')], base: '/docs/3.0/' };
    expect(relativeTemplateImports("const a = require(`@site/static${src}`).default;\nconst b = import(`@site/static/img/${name}.png`);\nconst c = require(`@site/static/img/pre-${n}.webp`);\nconst d = import(`@site/static/${x}.json`);\nconst e = require(`@site/static/icons/${n}.svg`);", path.join(dir, 'src/hooks/useApi.js'), { '@site': dir }, statics)).toBe(
      "const a = ({ __esModule: true, default: `/docs/3.0${src}` }).default;\nconst b = Promise.resolve({ __esModule: true, default: `/docs/3.0/img/${name}.png` });\nconst c = ({ __esModule: true, default: `/docs/3.0/img/pre-${n}.webp` });\nconst d = import(`../../static/${x}.json`);\nconst e = require(`../../static/icons/${n}.svg`);"
    );
  });

  it('writes a page module with each island on lines of its own, and null for one left out', () => {
    expect(moduleSource({ key: 'k', dir: '/', statements: [{ source: "import A from 'a';", names: ['A'] }], jsx: ['<A />', null] })).toBe("import A from 'a';\nexport default [\n() => (<>\n<A />\n</>),\nnull\n];\n");
  });

  it('makes an SVG file a component with its root\'s attributes as props', () => {
    const code = svgComponent('<?xml version="1.0"?><svg class="x" stroke-width="2" style="fill: red; stroke-linecap: round" viewBox="0 0 1 1"><path d="M0 0"/></svg>');
    expect(code).toContain('{"className":"x","strokeWidth":"2","style":{"fill":"red","strokeLinecap":"round"},"viewBox":"0 0 1 1"}');
    expect(code).toContain('"<path d=\\"M0 0\\"/>"');
  });
});
