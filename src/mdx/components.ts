// A module of components every MDX page may use without importing them (`markdown.components`: a Docusaurus site's
// swizzled `src/theme/MDXComponents`) -> for each component's name, the statements that import it into a page's islands.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import type { EsmStatement } from './islands.js';
import { moduleFile } from '../config/import.js';

type Node = { type: string; [key: string]: any };

/**
 * The components of `file`'s default export, an object literal (or a constant holding one): those whose names start with
 * a capital letter. One the module imports is imported from where the module imports it; another (written in the module)
 * is taken from the module's default export. Spreads (the theme's own map, `...MDXComponents`) add nothing: docgen draws
 * those itself; but a spread of the site's own module's exports (`...icons`, `import * as icons from '../icons'`) adds
 * each. Throws with what is wrong when the file cannot be read or its default export is not such an object.
 */
export function readMdxComponents(file: string): Record<string, EsmStatement[]> {
  const { object, imported } = defaultObject(file);
  const dir = path.dirname(file);
  const from = (source: string) => JSON.stringify(source.startsWith('.') ? path.resolve(dir, source) : source);
  const out: Record<string, EsmStatement[]> = {};
  for (const p of object.properties as Node[]) {
    // A spread of the site's own module's exports (Intuition's `import * as icons from '../icons'`, `...icons`): each.
    const spread = p.type === 'SpreadElement' && p.argument.type === 'Identifier' ? imported.get(p.argument.name) : undefined;
    if (spread?.name === '*' && spread.source.startsWith('.')) {
      const module = moduleFile(path.resolve(dir, spread.source));
      for (const name of module ? exportedNames(module) : []) if (/^[A-Z][\w$]*$/.test(name)) out[name] = [{ source: `import { ${name} } from ${from(spread.source)};`, names: [name] }];
      continue;
    }
    if (p.type !== 'Property' || p.computed) continue;
    const name: string = p.key.type === 'Identifier' ? p.key.name : String(p.key.value);
    if (!/^[A-Z][\w$]*$/.test(name)) continue;
    const ref = p.value.type === 'Identifier' ? imported.get(p.value.name) : undefined;
    if (ref && ref.name !== '*') {
      const what = ref.name === 'default' ? name : `{ ${ref.name === name ? name : `${ref.name} as ${name}`} }`;
      out[name] = [{ source: `import ${what} from ${from(ref.source)};`, names: [name] }];
    } else {
      const all = 'DocgenMDXComponents';
      out[name] = [{ source: `import ${all} from ${JSON.stringify(file)};`, names: [all] }, { source: `const ${name} = ${all}[${JSON.stringify(name)}];`, names: [name] }];
    }
  }
  return out;
}

/**
 * The module that `file`'s map draws markdown's links with (`a: LocalLink`, imported from `../components/LocalLink`:
 * QuestDB's), as the import path it is imported from, made absolute when relative; undefined when it has none or cannot
 * be read.
 */
export function linkComponentSource(file: string): string | undefined {
  try {
    const { object, imported } = defaultObject(file);
    const p = (object.properties as Node[]).find((q) => q.type === 'Property' && !q.computed && (q.key.name ?? q.key.value) === 'a');
    const source = p?.value.type === 'Identifier' ? imported.get(p.value.name)?.source : undefined;
    return source?.startsWith('.') ? path.resolve(path.dirname(file), source) : source;
  } catch {
    return undefined;
  }
}

/**
 * The keys of a site's `@theme/Admonition/Types` module (its default export, an object literal) whose components are
 * the site's own: written in the module, or imported from the site's files (a relative path, `@site/`, a `@theme/X` that
 * `own` says is the site's). Not those taken from the theme (`...DefaultAdmonitionTypes`, `DefaultAdmonitionTypes.info`,
 * `@theme/Admonition/Type/Note` where docgen stands in for it). None when the module's export cannot be read so.
 */
export function ownAdmonitionTypes(file: string, own: (spec: string) => boolean): string[] {
  let parsed: ReturnType<typeof defaultObject>;
  try {
    parsed = defaultObject(file);
  } catch {
    return [];
  }
  const { object, imported, constants } = parsed;
  const ownSource = (source: string) => source.startsWith('.') || source.startsWith('@site/') || own(source);
  const keys = new Map<string, boolean>();
  const read = (o: Node, depth: number) => {
    for (const p of o.properties as Node[]) {
      // A spread of an object written in the module (`...admonitionTypes, ...aliases`): its keys, in their place.
      if (p.type === 'SpreadElement') {
        const spread = p.argument.type === 'Identifier' ? constants.get(p.argument.name) : undefined;
        if (spread?.type === 'ObjectExpression' && depth < 5) read(spread, depth + 1);
        else if (p.argument.type === 'Identifier' && imported.has(p.argument.name)) for (const k of keys.keys()) keys.set(k, false);
        continue;
      }
      if (p.type !== 'Property' || p.computed) continue;
      const key: string = p.key.type === 'Identifier' ? p.key.name : String(p.key.value);
      const value = p.value as Node;
      const ref = value.type === 'Identifier' ? imported.get(value.name) : undefined;
      const written = /Function|Arrow/.test(value.type) || (value.type === 'Identifier' && !ref && /Function|Arrow/.test(constants.get(value.name)?.type ?? ''));
      keys.set(key, written || (!!ref && ownSource(ref.source)));
    }
  };
  read(object, 0);
  return [...keys].filter(([, mine]) => mine).map(([key]) => key);
}

/** The names a module exports (`export const X`, `export function X`, `export { a as X }`), but its default; none when it cannot be read. */
function exportedNames(file: string): string[] {
  let program: { body: Node[] };
  try {
    program = parseModule(file);
  } catch {
    return [];
  }
  return program.body.flatMap((s) => {
    if (s.type !== 'ExportNamedDeclaration') return [];
    const d = s.declaration;
    const declared = d?.type === 'VariableDeclaration' ? d.declarations.map((v: Node) => v.id.name) : d?.id ? [d.id.name] : [];
    return [...declared, ...s.specifiers.map((x: Node) => x.exported.name ?? x.exported.value)].filter((n): n is string => typeof n === 'string' && n !== 'default');
  });
}

/** A module's program, its TypeScript and JSX compiled away by esbuild. */
function parseModule(file: string): { body: Node[] } {
  const ext = path.extname(file).slice(1);
  const loader = ext === 'ts' || ext === 'tsx' || ext === 'jsx' ? ext : 'jsx';
  const js = transformSync(readFileSync(file, 'utf8'), { loader, format: 'esm', jsx: 'automatic', sourcefile: file }).code;
  return parse(js, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as { body: Node[] };
}

/** A module's default export, when it is an object literal (or a constant holding one), with the module's imports and constants; else throws saying what it is. */
function defaultObject(file: string): { object: Node; imported: Map<string, { source: string; name: string }>; constants: Map<string, Node> } {
  let program: { body: Node[] };
  try {
    program = parseModule(file);
  } catch (err) {
    // esbuild's message with its place in the file; or the file could not be read.
    const e = (err as { errors?: Array<{ text: string; location?: { line: number; column: number } | null }> }).errors?.[0];
    throw new Error(e ? `${e.text}${e.location ? ` (line ${e.location.line}, column ${e.location.column + 1})` : ''}` : (err as Error).message);
  }
  const imported = new Map<string, { source: string; name: string }>();
  const constants = new Map<string, Node>();
  let exported: Node | undefined;
  for (const s of program.body) {
    if (s.type === 'ImportDeclaration') {
      for (const spec of s.specifiers) {
        const name = spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.type === 'ImportNamespaceSpecifier' ? '*' : (spec.imported.name ?? spec.imported.value);
        imported.set(spec.local.name, { source: String(s.source.value), name });
      }
    } else if (s.type === 'VariableDeclaration') {
      for (const d of s.declarations) if (d.id.type === 'Identifier' && d.init) constants.set(d.id.name, d.init);
    } else if (s.type === 'FunctionDeclaration' && s.id) constants.set(s.id.name, s);
    else if (s.type === 'ExportDefaultDeclaration') exported = s.declaration;
    // As esbuild writes `export default {…}`: `var stdin_default = {…}; export { stdin_default as default };`.
    else if (s.type === 'ExportNamedDeclaration' && !s.source) exported = s.specifiers.find((x: Node) => (x.exported.name ?? x.exported.value) === 'default')?.local ?? exported;
  }
  // A constant holding the object, as written or as esbuild writes `export default name` (`var x_default = name`).
  let object = exported;
  for (let hops = 0; object?.type === 'Identifier' && hops < 10; hops++) object = constants.get(object.name);
  if (object?.type !== 'ObjectExpression') {
    const kinds: Record<string, string> = { ArrayExpression: 'an array', CallExpression: 'the result of a call', ClassDeclaration: 'a class', ClassExpression: 'a class', Literal: 'a value' };
    const what = !exported ? 'it has none' : !object ? 'it is not one written in the module' : /Function/.test(object.type) ? 'it is a function' : `it is ${kinds[object.type] ?? 'not an object literal'}`;
    throw new Error(`its default export is not an object of components (${what})`);
  }
  return { object, imported, constants };
}
