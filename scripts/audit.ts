// A built site's pages -> what a reader would see wrong in them: raw MDX or directive syntax, unknown elements, a
// title shown twice, Mermaid shown as code, broken images. `npm run audit -- <build folder> [baseUrl]`; prints the share
// of pages with each, and a few examples. Used on real Docusaurus sites (issue 20); nothing here reads the site's sources.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const [outDir, baseUrl = '/'] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: npm run audit -- <build folder> [baseUrl]');
  process.exit(2);
}

/** Elements HTML knows (and SVG/MathML ones an article may carry): anything else in an article is unknown to readers' browsers. */
const KNOWN = new Set(
  'a abbr address article aside audio b bdi bdo blockquote br button caption cite code col colgroup data dd del details dfn div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i iframe img input ins kbd label legend li main mark nav noscript ol p picture pre q rp rt ruby s samp section small source span strong sub summary sup table tbody td template tfoot th thead time tr track u ul var video wbr center font big tt strike svg path g circle rect line polyline polygon ellipse text tspan defs use symbol marker clippath lineargradient radialgradient stop foreignobject title desc style math mi mo mn ms mtext mrow msup msub msubsup mfrac msqrt mroot mover munder munderover mtable mtr mtd mspace semantics annotation menclose mpadded mphantom mstyle merror form select option textarea fieldset output progress meter dialog slot image filter link fegaussianblur feoffset feblend fecolormatrix pattern mask'.split(' ')
);

const RAW: Array<[string, RegExp]> = [
  ['import/export line', /(?:^|\n|>)\s*(?:import\s+[\w{*][^\n<]*\sfrom\s+['"]|export\s+(?:const|default|function)\s)/],
  ['JSX tag as text', /&lt;\/?[A-Z][A-Za-z0-9.]*(?:\s|&gt;|\/)/],
  ['MDX comment', /\{\/\*/],
  ['directive', /(?:^|>|\n)\s*:::\s*[a-z]+/],
  ['expression', /\{(?:props|frontMatter|toc|siteConfig)\.|\b(?:className|style)=\{/]
];

const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'assets' && name !== '__data') walk(p);
    } else if (name.endsWith('.html') && name !== '404.html') files.push(p);
  }
};
walk(outDir);

const found = new Map<string, string[]>();
const note = (kind: string, file: string, what: string) => {
  const list = found.get(kind) ?? found.set(kind, []).get(kind)!;
  list.push(`${path.relative(outDir, file)}: ${what.replace(/\s+/g, ' ').slice(0, 100)}`);
};
let pages = 0;
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const article = /<article[^>]*>([^]*)<\/article>/.exec(html)?.[1];
  if (!article) continue;
  pages++;
  // Code is shown as written: only text outside it can be raw syntax.
  const prose = article.replace(/<pre[^]*?<\/pre>/g, '').replace(/<code[^]*?<\/code>/g, '').replace(/<script[^]*?<\/script>/g, '');
  const raw = RAW.find(([, re]) => re.test(prose));
  if (raw) note('raw MDX or directive syntax', file, `${raw[0]}: ${prose.match(raw[1])![0]}`);
  const unknown = [...article.replace(/="[^"]*"/g, '').matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1].toLowerCase()).find((t) => !KNOWN.has(t) && !t.includes('-'));
  if (unknown) note('unknown elements', file, `<${unknown}>`);
  // The title again as the next heading (an h1 in the body is a section, as Docusaurus shows it too).
  const headings = [...html.matchAll(/<h([1-3])[^>]*>([^]*?)<\/h\1>/g)].map((m) => m[2].replace(/<[^>]+>/g, '').replace(/#$/, '').trim());
  if (headings.length > 1 && headings[0] && headings[0] === headings[1]) note('a title shown twice', file, headings[0]);
  if (/data-lang="mermaid"|language-mermaid/.test(article)) note('Mermaid as code', file, 'a mermaid code block');
  for (const m of article.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)) {
    const src = m[1].replace(/&amp;/g, '&');
    if (/^(?:[a-z]+:)?\/\//i.test(src) || src.startsWith('data:')) continue;
    const local = src.startsWith(baseUrl) ? src.slice(baseUrl.length) : src.startsWith('/') ? null : path.relative(outDir, path.resolve(path.dirname(file), src));
    if (local === null || !existsSync(path.join(outDir, decodeURIComponent(local.split(/[?#]/)[0])))) {
      note('a broken image', file, src);
      break;
    }
  }
}

console.log(`${pages} pages with an article in ${outDir}`);
for (const kind of ['raw MDX or directive syntax', 'unknown elements', 'a title shown twice', 'Mermaid as code', 'a broken image']) {
  const list = found.get(kind) ?? [];
  console.log(`${kind}: ${list.length} pages (${((100 * list.length) / Math.max(pages, 1)).toFixed(2)}%)`);
  for (const line of list.slice(0, Number(process.env.AUDIT_EXAMPLES ?? 5))) console.log(`  ${line}`);
}
