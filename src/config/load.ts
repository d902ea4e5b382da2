// site.config.ts (or another tool's config, through its adapter) -> Config: imported, validated, defaults filled.
import { pwaRegisterTag } from '../pwa.js';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config, Diagnostic, LocaleOwn } from '../types.js';
import { DocgenError } from '../errors.js';
import { validate, type UserConfig } from './schema.js';
import { resolveConfig } from './resolve.js';
import { outDirProblem } from './outdir.js';
import { normalizeSidebars } from '../sidebars/normalize.js';
import { readSidebarsFile, type SidebarsFile } from '../sidebars/load.js';
import { locateKeyPath } from '../sidebars/locate.js';
import { displayPath } from '../content/scan.js';
import { bundleHashes, bundleInputs, importModule, missingPackage, moduleFile } from './import.js';
import { registerSitePlugins } from '../markdown/site-plugins.js';
import { ownAdmonitionTypes, readMdxComponents } from '../mdx/components.js';
import { ADMONITIONS } from '../markdown/admonitions.js';
import { ADAPTERS, type Adapted, type LoadMode } from '../adapters/index.js';
import { LOCALE_OWN_KEYS, type LocaleOwnKey } from '../adapters/types.js';
import { analytics } from './analytics.js';
import { isCustomType } from './navbar.js';
import { throughAlias } from '../aliases.js';

const NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export interface LoadOptions {
  /** Overrides `outDir` (relative to the working directory). */
  outDir?: string;
  /** `development` for the dev server; default `production`. Another tool's config may choose its options by it (NODE_ENV). */
  mode?: LoadMode;
}

/** Loads the config of the site in `root`; a site without a config file gets the defaults. */
export async function loadConfig(root: string, options: LoadOptions = {}): Promise<Config> {
  root = path.resolve(root);
  let file = NAMES.map((n) => path.join(root, n)).find((f) => existsSync(f)) ?? null;
  let adapted: Adapted | undefined;
  if (!file) {
    for (const adapter of ADAPTERS) {
      const found = adapter.files.map((n) => path.join(root, n)).find((f) => existsSync(f));
      if (!found) continue;
      adapted = await adapter.load(root, found, options.mode ?? 'production');
      file = found;
      break;
    }
  }
  // A Docusaurus 1 site (MobX's `website/`): its own format, which docgen does not read; not a site without a config.
  const v1 = path.join(root, 'siteConfig.js');
  if (!file && existsSync(v1) && existsSync(path.join(root, 'sidebars.json'))) {
    throw new DocgenError('a Docusaurus 1 site', [{ file: displayPath(v1), line: 1, column: 1, severity: 'error', message: 'this is a Docusaurus 1 site (siteConfig.js, sidebars.json), which docgen does not read: it reads Docusaurus 2 and 3 sites (docusaurus.config.js) and its own (site.config.ts)', hint: 'migrate it to Docusaurus 2 first, `npx @docusaurus/migrate migrate <this folder> <a new folder>` (https://docusaurus.io/docs/migration/v2), then run docgen in the new folder' }]);
  }
  const user = adapted ? adapted.user : file ? ((await importModule(file)) as UserConfig) : {};
  const fail = (key: string, message: string, hint: string) => configError(file, key, message, hint);
  // The files the sidebars are written in, by the key of their sidebars: messages about them point into the file.
  const sidebarsFiles: Array<{ prefix: string; file: SidebarsFile; holder: { sidebars?: unknown } }> = [];
  const instances = Array.isArray(user.docsInstances) ? user.docsInstances : [];
  for (const [key, holder] of [['docs', user.docs], ...instances.map((d, n) => [`docsInstances[${n}]`, d] as const)] as const) {
    const file = await readSidebarsFile(holder, key, root, fail);
    if (file) sidebarsFiles.push({ prefix: `${key}.sidebars.`, file, holder: holder! });
  }
  if (user.docs?.sidebars) user.docs.sidebars = normalizeSidebars(user.docs.sidebars) as typeof user.docs.sidebars;
  for (const d of instances) if (d?.sidebars) d.sidebars = normalizeSidebars(d.sidebars) as typeof d.sidebars;
  if (file) {
    const source = await readFile(file, 'utf8');
    const issues = validate(user);
    if (issues.length) {
      const rel = displayPath(file);
      const diagnostics: Diagnostic[] = issues.map((i) => {
        const message = i.exact ? i.message : `config "${i.key}" ${i.message}`;
        const hint = i.hint ?? 'see the UserConfig type in docgen for every option';
        // A sidebar's problem is found by its path through the sidebars, in the file that writes them.
        const inFile = sidebarsFiles.find((f) => i.key.startsWith(f.prefix));
        if (inFile) return { file: displayPath(inFile.file.file), ...locateKeyPath(inFile.file.text, inFile.holder.sidebars, i.key.slice(inFile.prefix.length)), severity: 'error', message, hint };
        if (!i.key.startsWith('docs.sidebars.')) return { file: rel, ...locate(source, i.key, i.value), severity: 'error', message, hint };
        return { file: rel, ...locateKeyPath(source, user, i.key), severity: 'error', message, hint };
      });
      throw new DocgenError(`invalid config in ${rel}`, diagnostics);
    }
  }
  const config = resolveConfig(root, file, user);
  const plugins = sitePlugins(user, file);
  if (plugins) config.markdown.sitePlugins = plugins;
  const own = file ? bundleInputs.get(file)?.filter((f) => f !== file) : undefined;
  if (own?.length) config.configInputs = own;
  // Analytics count readers of the built site, not the writer's previews in the dev server (as Docusaurus's plugins).
  if (options.mode !== 'development') {
    const added = analytics(config);
    config.headTags.push(...added.headTags);
    config.preBodyTags.unshift(...added.preBodyTags);
    config.clientModules.push(...added.clientModules);
    if (config.pwa) config.postBodyTags.push(pwaRegisterTag(config, config.pwa.strategies));
  }
  // Each locale's own options, resolved as the site's are.
  const locales = adapted?.locales && Object.fromEntries(Object.entries(adapted.locales).map(([locale, own]) => [locale, localeOwn(resolveConfig(root, file, { ...user, ...own.user }), own.siteConfig)]));
  if (adapted) config.adapted = { ...(locales ? { locales } : {}), summary: adapted.summary, notes: adapted.notes, inputs: adapted.inputs, ...(adapted.css ? { css: adapted.css } : {}), ...(adapted.cssFiles ? { cssFiles: adapted.cssFiles } : {}), ...(adapted.readsSources ? { readsSources: true as const } : {}), ...(adapted.siteConfig ? { siteConfig: adapted.siteConfig } : {}), ...(adapted.linksDrawnBy ? { linksDrawnBy: adapted.linksDrawnBy } : {}), ...(adapted.componentRules?.length ? { componentRules: adapted.componentRules } : {}), ...(adapted.apiItem ? { apiItem: adapted.apiItem } : {}), ...(adapted.unbuilt ? { unbuilt: adapted.unbuilt } : {}) };
  const folders = [...(['blogDir', 'pagesDir'] as const).map((key) => [key, config[key]] as const), ...config.blogInstances.map((b, i) => [`blogInstances[${i}].path`, b.dir] as const)];
  for (const [key, dir] of folders) {
    if (!dir) continue;
    const rel = path.relative(config.contentDir, dir);
    if (existsSync(dir) && !rel.startsWith('..') && !path.isAbsolute(rel)) throw configError(file, key, `must be a folder outside contentDir (${displayPath(config.contentDir)}): the docs would take its files as docs pages too`);
  }
  if (user.markdown?.components !== undefined) {
    const module = moduleFile(path.resolve(root, user.markdown.components));
    if (!module) throw configError(file, 'markdown.components', `no file ${user.markdown.components} (nor with .js, .jsx, .ts or .tsx, nor its index)`, 'name the module of components, relative to the config file');
    try {
      config.markdown.components = readMdxComponents(module);
    } catch (err) {
      throw configError(file, 'markdown.components', `cannot read ${path.relative(root, module).split(path.sep).join('/')}: ${(err as Error).message}`, 'export default an object of components: export default { ...MDXComponents, Highlight }');
    }
  }
  // The site's own admonition types: docgen's keywords among them drawn by components of its own are drawn so.
  const types = throughAlias('@theme/Admonition/Types', config.islands.aliases);
  const typesModule = types && moduleFile(path.resolve(root, types.file));
  if (typesModule) {
    const drawn = ownAdmonitionTypes(typesModule, (spec) => Object.hasOwn(config.islands.aliases, spec)).filter((k) => (ADMONITIONS as readonly string[]).includes(k));
    if (drawn.length) config.markdown.admonitionTypes = drawn;
  }
  if (user.markdown?.prismLanguages !== undefined) await readPrismLanguages(config, user.markdown.prismLanguages);
  for (const [key, hint] of [['navbarItems', "name the module of navbar item components, relative to the config file: export default { 'custom-chat': Chat }"], ['root', "name the module of the site's Root, relative to the config file: export default function Root({ children }) { … }"], ['provider', "name the module of the component around the site's components, relative to the config file: export default function Provider({ children }) { … }"], ['docLayout', "name the module of the component around each docs page's components, relative to the config file: export default function DocLayout({ children }) { … }"], ['mdxContent', "name the module of the component around each page's article, relative to the config file: export default function Wrapper(props) { return <MDXContent {...props} />; }"], ['docFooter', "name the module of each doc's footer, relative to the config file: export default function Footer() { … }"], ['docPaginator', "name the module of each doc's paginator, relative to the config file: export default function Paginator({ previous, next }) { … }"]] as const) {
    const given = user.islands?.[key];
    if (given === undefined) continue;
    const module = moduleFile(path.resolve(root, throughAlias(given, config.islands.aliases)?.file ?? given));
    if (!module) throw configError(file, `islands.${key}`, `no file ${given} (nor with .js, .jsx, .ts or .tsx, nor its index)`, hint);
    config.islands[key] = module;
  }
  for (const [name, given] of Object.entries(user.islands?.loaders ?? {})) {
    const module = moduleFile(path.resolve(root, given));
    if (!module) throw configError(file, `islands.loaders.${name}`, `no file ${given} (nor with .js, .jsx, .ts or .tsx, nor its index)`, "name the loader's module, relative to the config file: its default export is the loader function");
    config.islands.loaders[name] = module;
  }
  for (const [i, r] of (user.islands?.replace ?? []).entries()) {
    const module = moduleFile(config.islands.replace[i].file);
    if (!module) throw configError(file, `islands.replace[${i}].with`, `no file ${r.with} (nor with .js, .jsx, .ts or .tsx, nor its index)`, 'name the module that takes the place of those `test` matches, relative to the config file');
    config.islands.replace[i].file = module;
  }
  for (const [i, given] of (user.islands?.sassResources ?? []).entries()) {
    if (!/\.scss$/i.test(given)) throw configError(file, `islands.sassResources[${i}]`, `${given} is not an SCSS file (.scss)`, 'name the SCSS files the components\' .scss files start with, relative to the config file');
    if (!existsSync(config.islands.sassResources[i])) throw configError(file, `islands.sassResources[${i}]`, `no file ${given}`, 'name the SCSS files the components\' .scss files start with, relative to the config file');
  }
  for (const [name, [spec]] of Object.entries(config.islands.provide)) {
    const missing = missingPackage(spec, root, config.islands.aliases);
    if (missing) throw configError(file, `islands.provide.${name}`, `the package "${missing}" that "${spec}" is in is not installed`, `install it in the site's folder (npm install ${missing}), or leave the global "${name}" out`);
  }
  const custom = config.themeConfig.navbar.items.findIndex((i) => isCustomType(i.type));
  if (custom >= 0 && !config.islands.navbarItems) {
    const type = config.themeConfig.navbar.items[custom].type!;
    throw configError(file, `themeConfig.navbar.items[${custom}].type`, `"${type}" needs islands.navbarItems, the module of the site's navbar item components`, `set islands.navbarItems to a module whose default export has it: export default { '${type}': MyItem }`, type);
  }
  const ids = ['default', ...config.docsInstances.map((d) => d.id)];
  for (const item of config.themeConfig.navbar.items.flatMap((i) => [i, ...(i.items ?? [])])) {
    if (item.docsPluginId !== undefined && !ids.includes(item.docsPluginId)) throw configError(file, 'docsPluginId', `"${item.docsPluginId}" names no docs instance (they are: ${ids.map((i) => `"${i}"`).join(', ')})`, 'give the id of one of docsInstances, or leave docsPluginId out for the main docs');
  }
  if (config.blog.postsPerPage < 1) throw configError(file, 'blog.postsPerPage', 'must be 1 or more');
  // The feeds' links are absolute: a blog without the site's url would publish http://localhost links.
  if (user.url === undefined && config.blogDir && existsSync(config.blogDir)) throw configError(file, 'url', `is required when the site has a blog (${displayPath(config.blogDir)}): the RSS and Atom feeds link to the posts by absolute URL`, "set url to the site's origin, e.g. url: 'https://example.com'");
  if (options.outDir) config.outDir = path.resolve(options.outDir);
  const unsafe = outDirProblem(config);
  if (unsafe && options.outDir) {
    throw new DocgenError(`refusing --out-dir ${options.outDir}`, [{ file: displayPath(config.outDir), severity: 'error', message: `the output folder ${unsafe}`, hint: 'pick a folder of its own, such as build/' }]);
  }
  if (unsafe) throw configError(file, 'outDir', unsafe, "pick a folder of its own, such as 'build'");
  return config;
}

/**
 * `markdown.prismLanguages`: the module bundled and run once on a Prism (src/markdown/prism.ts). A module that cannot
 * be read is an error of the config; in a Docusaurus site (its swizzled prism-include-languages) a warning, since
 * Docusaurus's build would have the packages it needs installed: its blocks are then shown as plain text.
 */
async function readPrismLanguages(config: Config, given: string): Promise<void> {
  const key = 'markdown.prismLanguages';
  const module = moduleFile(path.resolve(config.root, given));
  const rel = module && displayPath(module);
  const hint = 'its default export must add languages to the Prism it is given, as Docusaurus\'s prism-include-languages does; a package it requires must be installed in the site\'s folder (Prism\'s own language files, prismjs/components/…, are docgen\'s where the site has none)';
  try {
    if (!module) throw new Error(`no file ${given} (nor with .js, .jsx, .ts or .tsx, nor its index)`);
    const [{ preparePrism }, { bundleForNode }] = await Promise.all([import('../markdown/prism.js'), import('../bundle/client-modules.js')]);
    config.markdown.prism = await preparePrism(module, config.cacheDir, (source) => bundleForNode(config, source));
  } catch (error) {
    // Node's require stack and esbuild's list of errors are for another reader: the first line says what failed.
    const reason = ((error as { errors?: Array<{ text: string }> }).errors?.[0]?.text ?? (error as Error).message).split('\n')[0];
    if (!config.adapted || !module) throw configError(config.configFile, key, module ? `cannot load the Prism languages of ${rel}: ${reason}` : reason, hint);
    config.adapted.notes.push({ file: rel!, severity: 'warning', message: `cannot load the site's Prism languages: ${reason}; the code blocks in them are shown as plain text`, hint });
  }
}

/**
 * The site's own remark and rehype plugins, registered in this thread (site-plugins.ts): their key. A plugin that
 * extends markdown's syntax, or throws when given its options, is the config's error.
 */
function sitePlugins(user: UserConfig, file: string | null): string | undefined {
  const remark = user.markdown?.remarkPlugins ?? [];
  const rehype = user.markdown?.rehypePlugins ?? [];
  if (!remark.length && !rehype.length) return undefined;
  const registered = registerSitePlugins(remark, rehype, (file && bundleHashes.get(file)) ?? '');
  if ('key' in registered) return registered.key;
  throw configError(file, `markdown.${registered.list}[${registered.at}]`, registered.why, /syntax/.test(registered.why) ? 'docgen reads GFM, directives, MDX and math (markdown.math) itself; remove the plugin' : 'check the options the config gives the plugin');
}

/** The error for a config key, at its line in the config file (`file`: the config's path, null without one). */
export function configError(file: string | null, key: string, message: string, hint?: string, value?: string): DocgenError {
  const rel = file ? displayPath(file) : 'site.config.ts';
  const at = file && existsSync(file) ? locate(readFileSync(file, 'utf8'), key, value) : {};
  return new DocgenError(`invalid config in ${rel}`, [{ file: rel, ...at, severity: 'error', message: `config "${key}" ${message}`, hint }]);
}

/**
 * Finds where a dotted key such as `themeConfig.navbar.hideOnScrol` is written, for `file:line:col`:
 * with its value if that is known (`type: 'dropdwn'`), else the first place the key is written.
 */
export function locate(source: string, key: string, value?: string): { line?: number; column?: number } {
  const last = (key.replace(/\[\d+\]/g, '').split('.').pop() ?? '').replace(/[$]/g, '\\$');
  const name = `(^|[\\s{,])['"]?${last}['"]?\\s*:`;
  const quoted = value?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = (quoted !== undefined && new RegExp(`${name}\\s*['"\`]${quoted}['"\`]`, 'm').exec(source)) || new RegExp(name, 'm').exec(source);
  if (!m) return {};
  const offset = m.index + m[1].length;
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** A locale's own options (see LocaleOwn), from the config resolved with them. */
function localeOwn(resolved: Config, siteConfig: Record<string, unknown> | undefined): LocaleOwn {
  return { ...(Object.fromEntries(LOCALE_OWN_KEYS.map((k) => [k, resolved[k]])) as Pick<Config, LocaleOwnKey>), ...(siteConfig ? { siteConfig } : {}) };
}
