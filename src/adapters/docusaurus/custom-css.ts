// A Docusaurus site's customCss -> its link colour (Infima's --ifm-link-color or --ifm-color-primary), for docgen's themeConfig.colors.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseColour } from '../../render/colours.js';
import { compileSass, SASS_FILE } from '../../assets/sass.js';
import { TAILWIND_CONFIGS } from '../../assets/tailwind.js';
import { moduleFile } from '../../config/import.js';
import type { ClassRule } from '../../types.js';
import type { UserConfig } from '../../config/schema.js';
import { INFIMA_DARK } from '../../bundle/infima.js';

/** Infima's own primary colour: a Docusaurus site whose stylesheets set none shows it. */
export const INFIMA_PRIMARY = '#3578e5';

type Mode = 'light' | 'dark';

/** A stylesheet's text without its comments: CSS's, and the `//` lines of SCSS and Less. */
const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/[^\n]*/g, '$1');

/**
 * `:root`, `html`, `html:root`, `[data-theme='dark']`, `html[data-theme="dark"]`, `:root[data-theme=light]`,
 * `[data-theme=dark]:root`, `html[data-theme=dark]:root` -> the colour mode it styles; a list of them (CrowdSec's
 * `:root, [data-theme="dark"]`) -> each; undefined when one selector is another element's.
 */
function modesOf(prelude: string): Mode[] | undefined {
  const modes = new Set<Mode>();
  for (const selector of prelude.split(',')) {
    const m = /^(?=.)(?:html)?(?::root)?(?:\[data-theme=(light|dark)\](?::root)?)?$/.exec(selector.replace(/\s+|['"]/g, ''));
    if (!m) return undefined;
    modes.add((m[1] as Mode | undefined) ?? 'light');
  }
  return [...modes];
}

/**
 * The custom properties each colour mode's top-level rules set in these stylesheets (CSS, or SCSS and Less written
 * the same way), later ones winning as in the cascade. A rule inside `@layer` is top-level too (a layer always holds);
 * rules inside another at-rule (`@media`) or nested in another rule are not read: they hold only in some cases.
 */
function customProperties(sheets: string[]): Record<Mode, Map<string, string>> {
  const out = { light: new Map<string, string>(), dark: new Map<string, string>() };
  for (const sheet of sheets) {
    const text = stripComments(sheet);
    // The blocks open around the current position: a layer, a rule of colour modes', or anything else (null).
    const open: Array<Mode[] | 'layer' | null> = [];
    let start = 0;
    const readIn = (block: Mode[] | 'layer' | null | undefined, body: string) => {
      if (Array.isArray(block)) for (const mode of block) read(body, mode, out);
    };
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '{') {
        const top = open.every((b) => b === 'layer');
        const prelude = text.slice(start, i).trim();
        // A nested rule: what came before it in its parent's block is read, the nested block is not.
        readIn(open.at(-1), text.slice(start, i));
        open.push(top && /^@layer\b/.test(prelude) ? 'layer' : top ? (modesOf(prelude) ?? null) : null);
        start = i + 1;
      } else if (c === '}') {
        readIn(open.pop(), text.slice(start, i));
        start = i + 1;
      } else if (c === ';' && open.every((b) => b === 'layer')) start = i + 1;
    }
  }
  return out;
}

function read(block: string, mode: Mode, out: Record<Mode, Map<string, string>>): void {
  for (const m of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)) out[mode].set(m[1], m[2].replace(/!important/i, '').trim());
}

/**
 * The value a rule for `target` (its selector's end) gives `property` in each colour mode, as written: one after a
 * mode's selector (`html[data-theme='light'] .markdown a`, or nested in that mode's rule as SCSS writes it) for that
 * mode, one without for both (the mode's own wins, as it is more specific). Redux-Saga sets Infima's primary colour to
 * its light navbar's background (`#f9f9f9`) and colours its article's links with `.markdown a { color }`; tsdoc.org
 * paints its navbar with `nav.navbar { background: #108938 }`.
 */
function ruleValues(sheets: string[], target: RegExp, property: string): Partial<Record<Mode, string>> {
  const own: Partial<Record<Mode, string>> = {};
  let both: string | undefined;
  const declaration = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'g');
  const selected = new RegExp(`^(.*?)\\s*${target.source}$`);
  const valueOf = (body: string) => [...body.matchAll(declaration)].at(-1)?.[1].replace(/!important/i, '').trim();
  const take = (selectors: string[], body: string, within?: Mode[]) => {
    for (const selector of selectors) {
      const m = selected.exec(selector);
      const value = m && valueOf(body);
      if (!value) continue;
      const modes = m[1] ? (within ? undefined : modesOf(m[1])) : within;
      // Below `html` or `:root` without a mode (IBC-Go's nested `html { .navbar { … } }`): both modes', as with none.
      if (!within && (!m[1] || (modes && !/data-theme/.test(m[1])))) both = value;
      else for (const mode of modes ?? []) own[mode] = value;
    }
  };
  for (const sheet of sheets) {
    for (const b of blocksOf(stripComments(sheet))) {
      const modes = b.prelude.startsWith('@') ? undefined : modesOf(b.prelude);
      if (modes) for (const c of b.children) take(splitSelectors(c.prelude), c.body, modes);
      else if (!b.prelude.startsWith('@')) take(splitSelectors(b.prelude), b.body);
    }
  }
  return { light: own.light ?? both, dark: own.dark ?? both };
}

/**
 * The site's link colour in light mode and in dark mode, as its customCss files set it: the colour of a rule for the
 * article's links (`.markdown a`), else Infima's `--ifm-link-color`, else `--ifm-color-primary` (a `var(--other)` they
 * name is followed); Infima's own where they set none. `primaryDark` only where dark mode differs. And its navbar's own
 * colours, where it gives the navbar a background.
 */
export function brandColours(sheets: string[]): NonNullable<NonNullable<UserConfig['themeConfig']>['colors']> {
  const props = customProperties(sheets);
  const article = ruleValues(sheets, /\.markdown\s+a/, 'color');
  /** A colour as written, a `var(--x, fallback)` followed through the mode's properties; undefined for no colour. */
  const colour = (mode: Mode, written: string | undefined, seen = new Set<string>()): string | undefined => {
    const ref = written && /^var\(\s*(--[\w-]+)\s*(?:,\s*([^)]+))?\)$/.exec(written);
    if (ref) return (seen.has(ref[1]) ? undefined : value(mode, ref[1], false, seen)) ?? (ref[2] && parseColour(ref[2]) ? ref[2].trim() : undefined);
    return written && parseColour(written) ? written : undefined;
  };
  /** A property's colour: set in this mode (`own`), or also in light mode, which dark mode inherits. */
  const value = (mode: Mode, name: string, own: boolean, seen = new Set<string>()): string | undefined =>
    colour(mode, props[mode].get(name) ?? (mode === 'dark' && !own ? props.light.get(name) : undefined), seen.add(name));
  // Dark mode's own properties, or light mode's too where light mode's links have a rule of their own that dark mode's lack.
  const own = !(article.light && !article.dark);
  const link = (mode: Mode) => colour(mode, article[mode]) ?? value(mode, '--ifm-link-color', own) ?? value(mode, '--ifm-color-primary', own);
  const primary = link('light') ?? INFIMA_PRIMARY;
  const dark = link('dark');
  // The navbar's own colours: a rule's background for the navbar (`nav.navbar`, `.navbar`), else Infima's
  // `--ifm-navbar-background-color`; its links' `--ifm-navbar-link-color`. Dark mode keeps light mode's where it sets none.
  const bar = ruleValues(sheets, /(?:nav)?\.navbar/, 'background(?:-color)?');
  const background = (mode: Mode) => colour(mode, bar[mode]) ?? value(mode, '--ifm-navbar-background-color', false);
  const navbar = background('light');
  const navbarDark = background('dark');
  const text = value('light', '--ifm-navbar-link-color', false);
  const textDark = value('dark', '--ifm-navbar-link-color', false);
  const bars = navbar ? { navbar: { background: navbar, ...(text ? { text } : {}), ...(navbarDark && navbarDark !== navbar ? { backgroundDark: navbarDark } : {}), ...(textDark && textDark !== text ? { textDark } : {}) } } : {};
  return { primary, ...(dark && dark !== primary ? { primaryDark: dark } : {}), ...bars };
}

/**
 * The classic theme's `customCss` (a path or a list of paths, relative to the site) -> the files that exist, with their
 * CSS: a Sass file's compiled by the site's Sass (docusaurus-plugin-sass), or its own text, marked `raw` with why it
 * could not be compiled (its custom properties still read). `files`: what each read, its Sass partials too.
 */
export function readCustomCss(value: unknown, root: string, sassResources: string[] = []): Array<{ file: string; text: string; files: string[]; raw?: string }> {
  const files = (Array.isArray(value) ? value : [value]).filter((f): f is string => typeof f === 'string');
  return files.map((f) => path.resolve(root, f)).filter((f) => existsSync(f) && statSync(f).isFile()).map((file) => {
    const sass = SASS_FILE.test(file) ? compileSass(file, { '@site': root }, sassResources) : undefined;
    if (sass?.css !== undefined) return { file, text: sass.css, files: sass.files };
    if (sass) return { file, text: readFileSync(file, 'utf8'), files: sass.files, raw: sass.error };
    const read = [file];
    return { file, text: withOwnImports(readFileSync(file, 'utf8'), file, read), files: read };
  });
}

/** An `@import`'s stylesheet: `"a.css"`, `'a.css'`, or in `url()`, quoted or not (WebdriverIO's `url(navbar.css)`). */
const IMPORT = String.raw`@import\s+(?:url\(\s*(?:"([^"]+)"|'([^']+)'|([^"'()\s]+))\s*\)|"([^"]+)"|'([^']+)')`;
const importSpec = (groups: unknown[]) => groups.slice(0, 5).find((g): g is string => typeof g === 'string')!;

/**
 * A stylesheet with the site's own stylesheets it `@import`s (a path relative to it: `url("tokens.css")`,
 * `'./a.css'`) in their place, as css-loader puts them (CrowdSec's tokens and components), theirs in turn, each once
 * (`files`: the ones read); their relative `url()`s written from the importing file. A package's (`~pkg/a.css`, or
 * one not beside it), a remote one, or one with a media query or layer stays an import.
 */
function withOwnImports(text: string, file: string, files: string[]): string {
  if (!text.includes('@import')) return text;
  return stripComments(text).replace(new RegExp(`${IMPORT}\\s*;`, 'g'), (whole, ...groups: unknown[]) => {
    const spec = importSpec(groups);
    const target = path.resolve(path.dirname(file), spec);
    if (/^(?:[a-z][\w+.-]*:|\/\/|~|\/)/i.test(spec) || !existsSync(target) || !statSync(target).isFile() || SASS_FILE.test(target)) return whole;
    if (files.includes(target)) return '';
    files.push(target);
    const inner = withOwnImports(readFileSync(target, 'utf8'), target, files);
    const from = path.dirname(target);
    return path.dirname(file) === from ? inner : inner.replace(/url\(\s*(["']?)(?![a-z][\w+.-]*:|\/|#|data:)([^"')]+)\1\s*\)/gi, (_, quote: string, url: string) => `url(${quote}${path.relative(path.dirname(file), path.join(from, url)).split(path.sep).join('/')}${quote})`);
  });
}

/** A stylesheet's blocks: `prelude { body }`, nested ones read as children; comments (CSS and `//` lines) left out. */
interface Block {
  prelude: string;
  body: string;
  children: Block[];
}

function blocksOf(text: string): Block[] {
  const root: Block = { prelude: '', body: '', children: [] };
  const stack: Array<{ block: Block; start: number }> = [{ block: root, start: 0 }];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      i = end < 0 ? text.length : end;
    } else if (c === '{') {
      const block: Block = { prelude: text.slice(start, i).trim(), body: '', children: [] };
      stack.at(-1)!.block.children.push(block);
      stack.push({ block, start: i + 1 });
      start = i + 1;
    } else if (c === '}' && stack.length > 1) {
      const { block, start: from } = stack.pop()!;
      block.body = text.slice(from, i);
      start = i + 1;
    } else if (c === ';') start = i + 1;
  }
  return root.children;
}

/** The class names a stylesheet's selectors name (its comments left out: an apostrophe in one is no quote). */
export const stylesheetClasses = (css: string) => new Set(classesIn(stripComments(css)));

/** The class names a selector names (`.a.b:hover .c::before` -> a, b, c). */
export const classesIn = (selector: string) => [...selector.replace(/"[^"]*"|'[^']*'|\[[^\]]*\]/g, '').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]);

/**
 * Infima's classes of the navbar's items on a desktop, as docgen's navbar draws them: a rule for an item's own class
 * written with them (QuestDB's `.navbar__item.mobile-only { display: none }`) styles docgen's item (not the one in the
 * mobile menu, as in Docusaurus).
 */
const INFIMA_NAVBAR: Record<string, string> = { navbar__item: ':is(.navbar-link, .navbar-item, .navbar-dropdown)', navbar__link: '.navbar-link' };
const INFIMA_NAVBAR_CLASS = /\.(navbar__item|navbar__link)(?![\w-])/g;

/**
 * Infima's sidebar markup, as docgen's sidebar draws it: a category's row (`.menu__list-item-collapsible >
 * .menu__link`) is its link, else the `<summary>` of one without a link (a category that never collapses: its label),
 * and a doc's link (`.menu__link`) docgen's: a rule for an item's own class written with them (OpenDAL's language
 * logos, `.sidebar-lang-rust > .menu__list-item-collapsible > .menu__link::before`) styles docgen's row.
 */
const INFIMA_SIDEBAR: Array<[RegExp, string]> = [
  [/\.menu__list-item-collapsible\s*>\s*\.menu__link(?:--sublist(?:-caret)?)*(?![\w-])/g, ':is(.sidebar-category-link, details:first-child > summary, .sidebar-category-label)'],
  [/\.menu__link--active(?![\w-])/g, '.active'],
  [/\.menu__link(?![\w-])/g, ':is(.menu__link, .sidebar-link)']
];

/** A kept rule's selectors with Infima's classes of the navbar and sidebar written as docgen's. */
const asDocgenMarkup = (prelude: string) => INFIMA_SIDEBAR.reduce((s, [re, to]) => s.replace(re, to), prelude.replace(INFIMA_NAVBAR_CLASS, (_, c: string) => INFIMA_NAVBAR[c]));

/**
 * The classic theme's external-link arrow (a CSS module class, `iconExternalLink_nPIU`), which sites hide where their
 * links are icons (MikroORM's `.navbar svg[class*=iconExternalLink] { display: none }`), in the navbar, the sidebar
 * (`aside`, `.menu`) or both: docgen's arrow in the same place. The selector -> docgen's, or undefined.
 */
function externalIconSelector(selector: string): string | undefined {
  const m = /^(?:(\.navbar(?:__item|__link|__items)?|aside|nav|\.menu(?:__link|__list)?|\.theme-doc-sidebar-container)\s+)?(?:svg)?\[class\s*[*^]=\s*["']?iconExternalLink[\w-]*["']?\]$/.exec(selector);
  if (!m) return undefined;
  const place = !m[1] || m[1] === 'nav' ? '' : m[1].startsWith('.navbar') ? '.navbar ' : 'aside ';
  return `${place}.navbar-external-icon`;
}

/** Adds to `drawn` the classes (`classesOf` a selector) that a rule's `::before` or `::after` with `content` draws something for. */
function addDrawn(drawn: Set<string>, body: string, selectors: string[], classesOf: (selector: string) => string[]): void {
  if (!/(?:^|;)\s*content\s*:/.test(body)) return;
  for (const s of selectors) if (/::?(?:before|after)\b/.test(s)) for (const c of classesOf(s)) drawn.add(c);
}

/**
 * The rules of the stylesheets that style the site's own classes only (those its navbar items are given, `classes`):
 * rules whose every selector names one of them, at the top level or in `@media`, as written (but Infima's classes of
 * navbar items and sidebar rows, INFIMA_NAVBAR and INFIMA_SIDEBAR). Docusaurus's sites draw
 * icon links and switch navbar items at a width with such rules (pnpm.io's `.header-github-link::before`,
 * `.header-long-screen`); the rest of their stylesheets style Infima's markup, which docgen's theme does not have.
 * `drawn`: the classes a `::before` or `::after` with `content` draws something for (an icon in place of a label).
 * `url(…)`s go through `url` (with the sheet's file), which gives the URL the page uses, or undefined: `none` then.
 * A rule for the theme's external-link arrow is kept too (externalIconSelector), and one for Infima's navbar link with an
 * `[href…]` (an item picked by its address). The `@keyframes` of the animations the kept rules run are kept after them.
 */
export function ownClassRules(sheets: Array<{ text: string; file?: string }>, classes: Set<string>, url: (value: string, file?: string) => string | undefined = (v) => v): { css: string; drawn: Set<string> } {
  const drawn = new Set<string>();
  const rule = (b: Block, file?: string): string | undefined => {
    if (b.children.length || b.prelude.startsWith('@')) return undefined;
    const selectors = b.prelude.split(',').map((s) => s.trim());
    const icons = selectors.map(externalIconSelector);
    if (icons.every(Boolean)) return `${icons.join(', ')} {${b.body}}`;
    // Infima's navbar link picked by its address is one of the site's own items too (MikroORM's dark-mode icons,
    // `html[data-theme=dark] .navbar__link[href*=github]::before`).
    const own = (s: string) => classesIn(s).some((c) => classes.has(c)) || /\.navbar__(?:link|item)\[href\s*[*^$]?=/.test(s);
    if (!selectors.every(own)) return undefined;
    addDrawn(drawn, b.body, selectors, (s) => classesIn(s).filter((c) => classes.has(c)));
    return `${asDocgenMarkup(b.prelude)} {${withUrls(b.body, url, file)}}`;
  };
  const out: string[] = [];
  for (const { text: sheet, file } of sheets) {
    const text = stripComments(sheet);
    for (const b of blocksOf(text)) {
      if (/^@media\b/.test(b.prelude)) {
        const kept = b.children.map((c) => rule(c, file)).filter((r): r is string => r !== undefined);
        if (kept.length) out.push(`${b.prelude} {\n${kept.join('\n')}\n}`);
      } else {
        const kept = rule(b, file);
        if (kept) out.push(kept);
      }
    }
  }
  // The animations those rules run, from the same stylesheets (Flipper's home page slides its screenshots in).
  const css = out.join('\n');
  const used = animationsIn(css);
  const animations = [...keyframesOf(sheets, url)].filter(([name]) => used.has(name)).map(([, block]) => block);
  return { css: [css, ...animations].filter(Boolean).join('\n'), drawn };
}

/** The `@keyframes` blocks of the stylesheets, by name (a name's vendor-prefixed blocks together), their `url(…)`s as `url` gives them. */
function keyframesOf(sheets: Array<{ text: string; file?: string }>, url: (value: string, file?: string) => string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const { text, file } of sheets) {
    for (const b of blocksOf(stripComments(text))) {
      const name = /^@(?:-[a-z]+-)?keyframes\s+([\w-]+)/.exec(b.prelude)?.[1];
      if (name) out.set(name, [out.get(name), `${b.prelude} {${withUrls(b.body, url, file)}}`].filter(Boolean).join('\n'));
    }
  }
  return out;
}

/** The names of the animations CSS runs (`animation: 1s ease slideIn`, `animation-name: turn`): each word of those values. */
const animationsIn = (css: string) => new Set([...css.matchAll(/animation(?:-name)?\s*:([^;}]*)/g)].flatMap((m) => m[1].match(/[\w-]+/g) ?? []));

/**
 * The rules of the site's stylesheets that ownClassRules leaves out (`classes`: those it keeps them for) whose every
 * selector names a class that is not docgen's theme's (`theme`): kept for the markup the site's components render
 * from packages (Lexicon's react-bootstrap Carousel, styled by its customCss), when a page's islands give those classes
 * (componentCss in src/islands/index.ts). Each rule on its own, inside its @media; the `@keyframes` of the animations
 * they run as rules of their own, kept with any rule that runs them.
 */
export function componentClassRules(sheets: Array<{ text: string; file?: string }>, classes: Set<string>, theme: Set<string>, url: (value: string, file?: string) => string | undefined): ClassRule[] {
  const out: ClassRule[] = [];
  const rule = (b: Block, file: string | undefined, media?: string) => {
    if (b.children.length || b.prelude.startsWith('@')) return;
    const selectors = b.prelude.split(',').map(classesIn);
    // A selector whose every class is docgen's may match docgen's own markup (`.active`): not one with a class of its own.
    if (selectors.some((cs) => cs.every((c) => theme.has(c))) || selectors.every((cs) => cs.some((c) => classes.has(c)))) return;
    const css = `${b.prelude} {${withUrls(b.body, url, file)}}`;
    out.push({ selectors, css: media ? `${media} {\n${css}\n}` : css });
  };
  for (const { text, file } of sheets) {
    for (const b of blocksOf(stripComments(text))) {
      if (/^@media\b/.test(b.prelude)) for (const c of b.children) rule(c, file, b.prelude);
      else rule(b, file);
    }
  }
  // An animation they run comes with them: its `@keyframes` kept where one of the rules that run it is.
  for (const [name, block] of keyframesOf(sheets, url)) {
    const runs = out.filter((r) => animationsIn(r.css).has(name));
    if (runs.length) out.push({ selectors: runs.flatMap((r) => r.selectors), css: block });
  }
  return out;
}

/** A rule's body with each `url(…)` as `url` gives it (the pages' URL of a static file), `none` where it gives none. */
const withUrls = (body: string, url: (value: string, file?: string) => string | undefined, file?: string) =>
  body.replace(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g, (_, d?: string, s?: string, bare?: string) => {
    const target = url(d ?? s ?? bare ?? '', file);
    return target === undefined ? 'none' : `url(${JSON.stringify(target)})`;
  });

/** Code and markdown: src/pages holds markdown pages too, and a docs folder the components its MDX imports (Redux's `docs/components`). */
const SOURCE = /\.(?:[cm]?[jt]sx?|mdx?)$/;

/**
 * The class names a site's own markup gives, less those docgen's theme styles itself (`theme`: its stylesheet's
 * text): in its React pages and components (`src/pages`, `src/components`: `className="a b"`, Layout's
 * `wrapperClassName="a"`, the strings in
 * `className={clsx('a', b && 'c')}`, and its markdown pages' too) and in the markdown and code of `pages` (its docs and
 * blog folders: those, a tab's `attributes={{className: 'a'}}` and HTML's `class="a"`). customCss rules for them style the site's own markup
 * (a home page's sections, a class a doc gives), not docgen's.
 */
export function codeClasses(root: string, theme: string, pages: string[] = []): Set<string> {
  const own = stylesheetClasses(theme);
  const out = new Set<string>();
  for (const text of siteTexts(root, ['src/pages', 'src/components', ...pages], SOURCE)) {
    // `className="…"`, `wrapperClassName`, or a constant that holds a class list (`const infimaClassName = 'alert alert--security'`).
    // Or a list of them (Upbound's `const buttonClasses = ['copy-markdown-button', copied ? 'copied' : '']`).
    for (const m of text.matchAll(/\b(?:class|\w*[cC]lassName|\w*[cC]lasses)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|\{((?:[^{}]|\{[^{}]*\})*)\}|\[([^\]]*)\])|:\s*(?:"([^"]*)"|'([^']*)'))/g)) {
      // In an expression or a list: its string literals, and a template's text around its `${…}`s.
      const code = m[3] ?? m[4];
      const strings = code === undefined ? [m[1] ?? m[2] ?? m[5] ?? m[6]] : [...code.replace(/\$\{[^{}]*\}/g, ' ').matchAll(/"([^"]*)"|'([^']*)'|`([^`]*)`/g)].map((s) => s[1] ?? s[2] ?? s[3]);
      for (const c of strings.join(' ').split(/\s+/)) if (/^-?[A-Za-z_][\w-]*$/.test(c) && !own.has(c)) out.add(c);
    }
  }
  return out;
}

/**
 * The texts of the files below these folders of the site whose names `test` matches, outside node_modules; a module
 * named without its extension (`src/theme/Admonition/Types`) is its file's.
 */
function* siteTexts(root: string, dirs: string[], test: RegExp): Generator<string> {
  for (const dir of dirs.map((d) => path.resolve(root, d))) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      const file = moduleFile(dir);
      if (file && test.test(file)) yield readFileSync(file, 'utf8');
      continue;
    }
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      // A folder may be named like a file (Astar's docs have `…/wasm/ink.md/`).
      if (!test.test(file) || file.split(path.sep).includes('node_modules') || !statSync(path.join(dir, file), { throwIfNoEntry: false })?.isFile()) continue;
      yield readFileSync(path.join(dir, file), 'utf8');
    }
  }
}

/**
 * Where the site's own code uses custom properties (`var(--x)`), which its customCss sets on the html element: its
 * components' stylesheets (CSS modules, Sass: typescript-eslint's hero, coloured by `var(--color-blurple)`), its
 * components' inline styles and Tailwind classes (CrowdSec's `var(--cs-ink)` gradient, `bg-[var(--cs-orange)]`) and
 * its tailwind.config's colours (`'cs-ink': 'var(--cs-ink)'`). The islands' bundles carry those, not docgen's customCss.
 */
export function siteVariableUses(root: string, pages: string[] = []): string {
  const texts = [...siteTexts(root, ['src', ...pages], /\.(?:css|s[ac]ss|less)$/), ...siteTexts(root, ['src'], SOURCE)];
  for (const name of TAILWIND_CONFIGS) if (existsSync(path.join(root, name))) texts.push(readFileSync(path.join(root, name), 'utf8'));
  return texts.flatMap((t) => t.match(/var\(\s*--[\w-]+/g) ?? []).join('\n');
}

/**
 * The custom properties the rules `css` use (`var(--red)`, and the ones their values use in turn), as the stylesheets
 * set them on the html element in light and dark mode; not those in `reserved` (docgen's theme's own), whose values
 * the theme sets.
 */
export function variablesFor(sheets: string[], css: string, reserved: Set<string>): string {
  const props = customProperties(sheets);
  const names = new Set<string>();
  const add = (text: string) => {
    for (const m of text.matchAll(/var\(\s*(--[\w-]+)/g)) {
      if (names.has(m[1]) || reserved.has(m[1])) continue;
      names.add(m[1]);
      for (const mode of ['light', 'dark'] as const) add(props[mode].get(m[1]) ?? '');
    }
  };
  add(css);
  // One Infima sets again in dark mode that the site sets for light only: Infima's in dark mode.
  const dark = (n: string) => props.dark.get(n) ?? (props.light.has(n) && Object.hasOwn(INFIMA_DARK, n) ? INFIMA_DARK[n] : undefined);
  const value = (n: string, mode: Mode) => (mode === 'light' ? props.light.get(n) : dark(n));
  const block = (selector: string, mode: Mode) => {
    const decls = [...names].filter((n) => value(n, mode) !== undefined && (mode === 'light' || dark(n) !== props.light.get(n))).map((n) => `${n}: ${value(n, mode)};`);
    return decls.length ? `${selector} { ${decls.join(' ')} }` : '';
  };
  return [block(':root', 'light'), block("html[data-theme='dark']", 'dark')].filter(Boolean).join('\n');
}

/** Whether a stylesheet is a package's: in a `node_modules` folder. */
export const isPackageSheet = (file: string) => file.split(/[/\\]/).includes('node_modules');

/**
 * The stylesheets of packages: those the customCss lists (FoalTS's `./node_modules/remixicon/fonts/remixicon.css`), and
 * those its files `@import` (Radix Themes' `@radix-ui/themes/components.css`, as SuperTokens' `radix.css` imports it),
 * as the site's bundler finds them: a path relative to the importing file when it is there, else a package in a
 * `node_modules` folder above it (a `~` before it as css-loader reads it). The stylesheets those import in turn too,
 * once each; remote URLs (web fonts) are not read.
 */
export function importedPackageSheets(sheets: Array<{ text: string; file: string }>): Array<{ file: string; text: string }> {
  const out: Array<{ file: string; text: string }> = [];
  const seen = new Set(sheets.map((s) => path.resolve(s.file)));
  const visit = (text: string, file: string, inPackage: boolean) => {
    for (const m of stripComments(text).matchAll(new RegExp(`${IMPORT}[^;]*;`, 'g'))) {
      const spec = importSpec(m.slice(1)).replace(/^~/, '');
      if (/^(?:[a-z][\w+.-]*:|\/\/)/i.test(spec)) continue;
      const dir = path.dirname(file);
      let found = [path.resolve(dir, spec)].find((f) => existsSync(f) && statSync(f).isFile());
      const fromPackage = !found || inPackage;
      for (let d = dir; !found && !spec.startsWith('.'); d = path.dirname(d)) {
        const candidate = path.join(d, 'node_modules', spec);
        if (existsSync(candidate) && statSync(candidate).isFile()) found = candidate;
        if (path.dirname(d) === d) break;
      }
      if (!found || seen.has(found)) continue;
      seen.add(found);
      const imported = readFileSync(found, 'utf8');
      // Its own imports first, as the cascade has them; a site's own file it imports is read as the site's (not here).
      visit(imported, found, fromPackage);
      if (fromPackage) out.push({ file: found, text: imported });
    }
  };
  for (const s of sheets) {
    const own = isPackageSheet(s.file);
    visit(s.text, s.file, own);
    if (own) out.push({ file: s.file, text: s.text });
  }
  return out;
}


/** A selector list split at its top-level commas (not those in `:where(a, b)` or `[x="a,b"]`). */
function splitSelectors(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(prelude.slice(start).trim());
  return out.filter(Boolean);
}

/** The class name prefixes a selector's attribute selectors test (`[class^="ri-"]`, `[class*=" ri-"]`: `ri-`). */
const classPrefixesIn = (selector: string) => [...selector.matchAll(/\[\s*class\s*[*^]=\s*["']?\s?(-?[A-Za-z_][\w-]*)["']?\s*\]/g)].map((m) => m[1]);

/**
 * The rules of packages' stylesheets (importedPackageSheets) that style their own classes: a selector is kept when it
 * names a class docgen's theme does not use (`theme`), or tests classes by a prefix none of its classes has (an icon
 * font's `[class^="ri-"]`), so a component library's styles reach the site's components and nothing of docgen's own
 * markup; a rule that sets custom properties only is kept whatever it selects (the
 * package's design tokens: Radix's on `:root` and `[data-accent-color='orange']`), less the properties docgen's theme
 * sets (`reserved`), which are all its stylesheet reads. `@media`, `@supports`, `@layer` and
 * `@container` are read inside; `@keyframes` and `@font-face` are kept as they are. `url(…)`s go through `url`, as in
 * ownClassRules. `classes`: the classes the kept rules name, whose rules in the site's own stylesheets are its too;
 * `drawn`: those a `::before` or `::after` with `content` draws something for (an icon font's glyph).
 */
export function packageRules(sheets: Array<{ text: string; file: string }>, theme: Set<string>, reserved: Set<string>, url: (value: string, file?: string) => string | undefined): { css: string; classes: Set<string>; drawn: Set<string> } {
  const classes = new Set<string>();
  const drawn = new Set<string>();
  const themeList = [...theme];
  const blocks = (list: Block[], file: string): string[] => list.flatMap((b) => {
    if (/^@(?:media|supports|layer|container)\b/.test(b.prelude)) {
      const inner = blocks(b.children, file);
      return inner.length ? [`${b.prelude} {\n${inner.join('\n')}\n}`] : [];
    }
    if (/^@(?:-[a-z]+-)?keyframes\b|^@font-face\b/.test(b.prelude)) return [`${b.prelude} {${withUrls(b.body, url, file)}}`];
    if (b.prelude.startsWith('@')) return [];
    const foreign = (s: string) => classesIn(s).filter((c) => !theme.has(c));
    const foreignPrefix = (s: string) => classPrefixesIn(s).some((p) => !themeList.some((c) => c.startsWith(p)));
    const declarations = b.children.length ? [] : b.body.split(';').map((d) => d.trim()).filter(Boolean);
    const tokensOnly = !b.children.length && declarations.every((d) => /^--[\w-]+\s*:/.test(d));
    const tokens = tokensOnly ? declarations.filter((d) => !reserved.has(d.split(':')[0].trim())) : [];
    const kept = splitSelectors(b.prelude).filter((s) => (tokensOnly ? tokens.length : foreign(s).length || foreignPrefix(s)));
    if (!kept.length) return [];
    for (const s of kept) for (const c of foreign(s)) classes.add(c);
    addDrawn(drawn, b.body, kept, foreign);
    const body = tokensOnly ? ` ${tokens.join('; ')}; ` : b.body;
    return [`${kept.join(', ')} {${withUrls(body, url, file)}}`];
  });
  const css = sheets.flatMap((s) => blocks(blocksOf(stripComments(s.text)), s.file)).join('\n');
  return { css, classes, drawn };
}
