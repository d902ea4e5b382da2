// markdown.components (a Docusaurus site's swizzled src/theme/MDXComponents): the components every MDX page may use
// without importing them, read from the module's default export, and the islands a page makes of them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { readMdxComponents } from '../../../src/mdx/components.js';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { neededCode } from '../../../src/mdx/islands.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-mdx-components-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const module = (name: string, text: string) => {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};

describe('readMdxComponents', () => {
  it('imports each component from where the module imports it; one written in the module from the module itself; spreads and lower-case names add nothing', () => {
    const file = module('theme/MDXComponents/index.tsx', [
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import Admonition from '@theme/Admonition';",
      "import { PackageLink } from './PackageLink';",
      "import { Link as Go } from '@docusaurus/Link';",
      "import Badge from '../Badge';",
      "import type { ReactNode } from 'react';",
      'const Note = ({ children }: { children: ReactNode }) => <aside>{children}</aside>;',
      'export default { ...MDXComponents, a: Go, Admonition, PackageLink, Go, Badge, Note, "Quoted": Badge };'
    ].join('\n'));
    const at = (p: string) => JSON.stringify(path.join(dir, p));
    expect(readMdxComponents(file)).toEqual({
      Admonition: [{ source: "import Admonition from \"@theme/Admonition\";", names: ['Admonition'] }],
      PackageLink: [{ source: `import { PackageLink } from ${at('theme/MDXComponents/PackageLink')};`, names: ['PackageLink'] }],
      Go: [{ source: 'import { Link as Go } from "@docusaurus/Link";', names: ['Go'] }],
      Badge: [{ source: `import Badge from ${at('theme/Badge')};`, names: ['Badge'] }],
      Note: [{ source: `import DocgenMDXComponents from ${JSON.stringify(file)};`, names: ['DocgenMDXComponents'] }, { source: 'const Note = DocgenMDXComponents["Note"];', names: ['Note'] }],
      Quoted: [{ source: `import Quoted from ${at('theme/Badge')};`, names: ['Quoted'] }]
    });
  });

  // Intuition's MDXComponents: `import * as icons from '../icons'` and `...icons`, every icon a page's element.
  it('takes each component a spread of the site\'s own module\'s exports gives; a package\'s namespace adds nothing', () => {
    module('icons/index.tsx', "import { memo } from 'react';\nexport const SdkIcon = memo(() => <svg />);\nexport function StarIcon() { return <svg />; }\nconst Feed = () => <svg />;\nexport { Feed as FeedIcon };\nexport const size = 24;\nexport default SdkIcon;\n");
    const file = module('theme/MDXComponents.js', "import MDXComponents from '@theme-original/MDXComponents';\nimport * as icons from '../icons';\nimport * as lucide from 'lucide-react';\nimport Badge from './Badge';\nexport default { ...MDXComponents, ...icons, ...lucide, Badge };\n");
    const icon = (n: string) => [{ source: `import { ${n} } from ${JSON.stringify(path.join(dir, 'icons'))};`, names: [n] }];
    expect(readMdxComponents(file)).toEqual({ SdkIcon: icon('SdkIcon'), StarIcon: icon('StarIcon'), FeedIcon: icon('FeedIcon'), Badge: [{ source: `import Badge from ${JSON.stringify(path.join(dir, 'theme/Badge'))};`, names: ['Badge'] }] });
  });

  it('reads a constant that holds the object; says what is wrong with a module whose default export is something else', () => {
    expect(Object.keys(readMdxComponents(module('held.js', "import Card from './Card';\nconst components = { Card };\nexport default components;\n")))).toEqual(['Card']);
    expect(() => readMdxComponents(module('fn.js', 'export default function components() { return {}; }\n'))).toThrow('its default export is not an object of components (it is a function)');
    expect(() => readMdxComponents(module('none.js', 'export const Card = 1;\n'))).toThrow('its default export is not an object of components (it has none)');
    expect(() => readMdxComponents(module('broken.js', 'export default {\n'))).toThrow('Expected identifier but found end of file (line 2, column 1)');
  });
});

describe('a page using them', () => {
  let h: Highlighter;
  beforeAll(async () => {
    h = await getHighlighter();
  });
  const components = { Badge: [{ source: 'import Badge from "/site/src/theme/Badge";', names: ['Badge'] }], Tabs: [{ source: 'import Tabs from "/site/src/theme/Tabs";', names: ['Tabs'] }], Card: [{ source: 'import Card from "/site/src/Card";', names: ['Card'] }], CardGrid: [{ source: 'import CardGrid from "/site/src/CardGrid";', names: ['CardGrid'] }] };
  const parse = (text: string) => parseDoc({ path: 'a.mdx', text }, h, { markdown: { components } as never });

  it('makes an island of one it neither imports nor declares, its import in the code the island needs; the page\'s own import wins, and docgen\'s own components stay docgen\'s', () => {
    const doc = parse('# Page\n\n<Badge tone="new">Fresh</Badge>\n\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n\nAgain: <Badge>Twice</Badge>\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.islands!.items.map((i) => i.name)).toEqual(['Badge', 'Badge']);
    expect(doc.islands!.statements.map((s) => s.source)).toEqual(['import Badge from "/site/src/theme/Badge";']);
    expect(neededCode([doc.islands!.items[0].jsx], doc.islands!.statements)).toBe('import Badge from "/site/src/theme/Badge";');
    expect(doc.html).toContain('class="tabs');
    const own = parse("import Badge from './MyBadge';\n\n<Badge />\n");
    expect(own.islands!.statements.map((s) => s.source)).toEqual(["import Badge from './MyBadge';"]);
    // Without the option, the name is unknown: its content shows, with a warning.
    const plain = parseDoc({ path: 'a.mdx', text: '<Badge>Fresh</Badge>\n' }, h);
    expect(plain.islands).toBeUndefined();
    expect(plain.diagnostics.map((d) => d.message)).toEqual(['component <Badge> is not rendered: its content is shown in its place']);
  });

  it('imports the ones an island\'s children use too (Miden\'s <Card>s in a <CardGrid>)', () => {
    const doc = parse('<CardGrid cols={2}>\n  <Card title="A">\n    Text.\n  </Card>\n</CardGrid>\n');
    expect(doc.islands!.items.map((i) => i.name)).toEqual(['CardGrid']);
    expect(neededCode([doc.islands!.items[0].jsx], doc.islands!.statements)).toBe('import CardGrid from "/site/src/CardGrid";\nimport Card from "/site/src/Card";');
  });

  it('stays an island in the page after a partial that used it put its import in the page\'s code (Arbitrum\'s banner partial, then a note)', () => {
    module('docs/_banner.mdx', '<Badge tone="info">From the partial</Badge>\n');
    const text = "import Banner from './_banner.mdx';\n\n<Banner />\n\n<Badge>In the page</Badge>\n";
    const doc = parseDoc({ path: 'page.mdx', text, abs: path.join(dir, 'docs/page.mdx'), site: dir }, h, { markdown: { components } as never });
    expect(doc.diagnostics).toEqual([]);
    expect(doc.islands!.items.map((i) => i.name)).toEqual(['Badge', 'Badge']);
    expect(doc.islands!.statements.map((s) => s.source)).toEqual(['import Badge from "/site/src/theme/Badge";']);
  });
});
