// Plugin packages as a Docusaurus site installs them (in its node_modules), for the tests that run them: a CommonJS one
// named by its short name (`hello`) that injects a tag and gives a client module reading `@generated/docusaurus.config`,
// and one that probes for Yarn PnP with an optional require (image zoom's peer check does); an ES module one that uses
// `__dirname` (as docusaurus-plugin-image-zoom's does, which Docusaurus's loader allows).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function write(root: string, file: string, text: string) {
  const at = path.join(root, 'node_modules', file);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, text);
}

/**
 * Installs the packages in `root`; returns its docusaurus.config.js text (`config`, else read) naming them, with a
 * themeConfig key of theirs, for the caller to write.
 */
export function installPluginPackages(root: string, config = readFileSync(path.join(root, 'docusaurus.config.js'), 'utf8')): string {
  write(root, 'docusaurus-plugin-hello/package.json', JSON.stringify({ name: 'docusaurus-plugin-hello', version: '1.0.0', main: 'index.js' }));
  write(
    root,
    'docusaurus-plugin-hello/index.js',
    `const path = require('path');
let pnp;
try { pnp = require('pnpapi'); } catch {}
module.exports = function hello(context, options) {
  if (pnp) throw new Error('run as if under Yarn PnP');
  return {
    name: 'docusaurus-plugin-hello',
    getClientModules() { return [path.resolve(__dirname, './client')]; },
    injectHtmlTags() { return { headTags: [{ tagName: 'meta', attributes: { name: 'hello', content: options.word + ' from ' + context.baseUrl } }] }; }
  };
};
`
  );
  write(
    root,
    'docusaurus-plugin-hello/client.js',
    `import siteConfig from '@generated/docusaurus.config';
document.documentElement.dataset.hello = siteConfig.themeConfig.hello.word;
export function onRouteDidUpdate({ location }) { document.documentElement.dataset.helloRoute = location.pathname; }
`
  );
  write(root, '@acme/docusaurus-plugin-esm/package.json', JSON.stringify({ name: '@acme/docusaurus-plugin-esm', version: '1.0.0', type: 'module', main: 'lib/index.js' }));
  write(root, '@acme/docusaurus-plugin-esm/lib/index.js', `import path from 'path';\nexport default function () { return { name: 'esm', getClientModules() { return [path.resolve(__dirname, './mark')]; } }; }\n`);
  write(root, '@acme/docusaurus-plugin-esm/lib/mark.js', `export default (function () { if (typeof window !== 'undefined') document.documentElement.dataset.esm = 'ran'; return null; })();\n`);
  const changed = config.replace("'@docusaurus/plugin-ideal-image',", "'@docusaurus/plugin-ideal-image', ['hello', { word: 'hi' }], '@acme/esm', 'docusaurus-plugin-not-installed',").replace('    ({\n      navbar: {', "    ({\n      hello: { word: 'bonjour' },\n      navbar: {");
  if (!changed.includes("hello: { word: 'bonjour' }") || !changed.includes("'@acme/esm'")) throw new Error('the fixture config changed: the plugin packages cannot be named in it');
  return changed;
}
