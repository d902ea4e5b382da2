// The OpenAPI docs theme (docusaurus-theme-openapi-docs) as a site installs it, small: the modules docgen's ApiItem reads
// (the ApiItem's store, the explorer's auth and persistence), its ApiExplorer and SkeletonLoader, and two components of
// an operation's page that read the store; with react-redux beside it. CommonJS, as the real ones are, with their module
// names and exports. And pako, real (a link to docgen's own), which reads a page's operation as the theme writes it.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { writeFiles } from './files.js';

const ESM = "Object.defineProperty(exports, '__esModule', { value: true });\nconst React = require('react');\n";

const FILES: Record<string, string> = {
  'docusaurus-theme-openapi-docs/package.json': JSON.stringify({ name: 'docusaurus-theme-openapi-docs', main: 'lib/index.js' }),
  'docusaurus-theme-openapi-docs/lib/index.js': "const path = require('path');\nmodule.exports = function theme() { return { name: 'docusaurus-theme-openapi-docs', getThemePath: () => path.join(__dirname, 'theme') }; };\n",
  // The theme's ApiItem, which docgen stands in for: the theme 5's reads a page's operation with pako.
  'docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js': "const { ungzip } = require('pako');\n",
  // A store of the state it is given, whose one action picks the server.
  'docusaurus-theme-openapi-docs/lib/theme/ApiItem/store.js': [
    'exports.createStoreWithState = (state, middlewares) => {',
    '  const listeners = new Set();',
    '  return {',
    '    middlewares,',
    '    getState: () => state,',
    '    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),',
    "    dispatch: (action) => { state = { ...state, server: { ...state.server, value: action.server } }; listeners.forEach((l) => l()); }",
    '  };',
    '};',
    ''
  ].join('\n'),
  'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice.js': 'exports.createAuth = ({ security, options }) => ({ schemes: Object.keys(security?.[0] ?? {}), persistence: options?.authPersistence });\n',
  'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/persistenceMiddleware.js': "exports.createPersistenceMiddleware = (options) => 'kept in ' + options?.authPersistence;\n",
  // The request form: it picks a server, which the page's endpoint shows.
  'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/index.js': `${ESM}const { useDispatch, useSelector } = require('react-redux');\nexports.default = ({ item, infoPath }) => {\n  const servers = useSelector((s) => s.server.options);\n  const dispatch = useDispatch();\n  return React.createElement('form', { className: 'explorer', 'aria-label': 'Send a request' }, React.createElement('p', null, item.method + ' ' + item.path + ' ' + infoPath + ' ' + useSelector((s) => s.auth.schemes.join() + ' ' + s.auth.persistence)), servers.map((s) => React.createElement('button', { type: 'button', key: s.url, onClick: () => dispatch({ server: s }) }, 'Use ' + s.url)));\n};\n`,
  'docusaurus-theme-openapi-docs/lib/theme/SkeletonLoader/index.js': `${ESM}exports.default = ({ size }) => React.createElement('div', { className: 'skeleton-' + size });\n`,
  // The endpoint, with the server picked (else the first).
  'docusaurus-theme-openapi-docs/lib/theme/MethodEndpoint/index.js': `${ESM}const { useSelector } = require('react-redux');\nexports.default = ({ method, path }) => React.createElement('pre', { className: 'endpoint' }, method + ' ' + useSelector((s) => (s.server.value ?? s.server.options[0]).url) + path);\n`,
  // What the store holds besides: the middleware, the 2xx responses' media types.
  'docusaurus-theme-openapi-docs/lib/theme/Security/index.js': `${ESM}const { useSelector, useStore } = require('react-redux');\nexports.default = () => React.createElement('p', { className: 'security' }, useSelector((s) => useStore().middlewares.join() + ' ' + s.accept.options.join()));\n`,
  // A box of markdown (the theme's tabs of responses hold the responses' descriptions so).
  'docusaurus-theme-openapi-docs/lib/theme/Described/index.js': `${ESM}exports.default = ({ children }) => React.createElement('section', { className: 'described' }, children);\n`,
  // The theme's response codes beside their heading (StatusCodes): a heading in a component's own row.
  'docusaurus-theme-openapi-docs/lib/theme/ResponseHeader/index.js': `${ESM}exports.default = () => React.createElement('div', { className: 'response-header', style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' } }, React.createElement('h2', { id: 'responses' }, 'Responses'), React.createElement('ul', { className: 'codes' }, React.createElement('li', null, '200')), React.createElement('details', { className: 'own-details', open: true }, React.createElement('summary', null, 'Schema'), 'Fields'));\n`,
  // The theme's tabs keep their choice in the query string, subscribed to with the router's history.listen.
  'docusaurus-theme-openapi-docs/lib/theme/QueryTabs/index.js': `${ESM}const { useHistory } = require('@docusaurus/router');\nexports.default = () => {\n  const history = useHistory();\n  const tab = React.useSyncExternalStore(history.listen, () => new URLSearchParams(window.location.search).get('tab') ?? 'none', () => 'none');\n  return React.createElement('p', { className: 'query-tab' }, 'tab ' + tab);\n};\n`,
  'react-redux/package.json': JSON.stringify({ name: 'react-redux', main: 'index.js' }),
  'react-redux/index.js': [
    "const React = require('react');",
    'const Store = React.createContext(null);',
    'exports.Provider = ({ store, children }) => React.createElement(Store.Provider, { value: store }, children);',
    "exports.useStore = () => { const store = React.useContext(Store); if (!store) throw new Error('no store above'); return store; };",
    'exports.useSelector = (f) => { const store = exports.useStore(); return React.useSyncExternalStore(store.subscribe, () => f(store.getState()), () => f(store.getState())); };',
    'exports.useDispatch = () => exports.useStore().dispatch;',
    ''
  ].join('\n')
};

/**
 * The theme 1's names: its request form is ApiDemoPanel, whose persistence is spelt `persistance`; it has no
 * SkeletonLoader, and its ApiItem no pako (nor is pako installed).
 */
function asVersion1(file: string, text: string): [string, string] | undefined {
  if (file.endsWith('/SkeletonLoader/index.js')) return undefined;
  if (file.endsWith('/ApiItem/index.js')) return [file, "require('@theme/ApiDemoPanel');\n"];
  return [file.replace('/ApiExplorer/', '/ApiDemoPanel/').replace('persistenceMiddleware', 'persistanceMiddleware'), text.replace('createPersistenceMiddleware', 'createPersistanceMiddleware')];
}

/**
 * The theme 2 to 4's names: its request form is ApiExplorer, its persistence still spelt `persistance` (Flagsmith's
 * 4.2); its ApiItem reads a page's operation with Node's zlib.
 */
function asVersion4(file: string, text: string): [string, string] {
  if (file.endsWith('/ApiItem/index.js')) return [file, "const zlib = require('zlib');\nconst read = (api) => JSON.parse(zlib.inflateSync(Buffer.from(api, 'base64')).toString());\n"];
  return [file.replace('persistenceMiddleware', 'persistanceMiddleware'), text.replace('createPersistenceMiddleware', 'createPersistanceMiddleware')];
}

const PAKO = path.dirname(createRequire(import.meta.url).resolve('pako/package.json'));

/**
 * Installs them in `root`'s node_modules (`version` 1 or 4: the theme 1's names, the theme 4's), with pako: the theme
 * 5's own, and the theme 4's in webpack's stand-in for Node's zlib (browserify-zlib) only.
 */
export function installOpenApiTheme(root: string, version = 5): void {
  const files = version === 1 ? Object.entries(FILES).map((entry) => asVersion1(...entry)).filter((e): e is [string, string] => e !== undefined) : version === 4 ? Object.entries(FILES).map((entry) => asVersion4(...entry)) : Object.entries(FILES);
  const modules = path.join(root, 'node_modules');
  writeFiles(modules, Object.fromEntries(files));
  if (version === 1) return;
  if (version === 4) writeFiles(modules, { 'browserify-zlib/package.json': JSON.stringify({ name: 'browserify-zlib', main: 'index.js' }), 'browserify-zlib/index.js': '' });
  const pako = path.join(modules, version === 4 ? 'browserify-zlib/node_modules/pako' : 'pako');
  mkdirSync(path.dirname(pako), { recursive: true });
  symlinkSync(PAKO, pako);
}

/**
 * An operation's page (`api` in its front matter as the theme `version` writes it: the theme 5 as gzip in base64, the
 * theme 2 to 4 as zlib's deflate, the theme 1 as an object), a schema's, and a page of neither.
 */
export function writeOperationPages(docs: string, version = 5): void {
  const operation = { method: 'post', path: '/pets', servers: [{ url: 'https://pets.example.com' }, { url: 'https://sandbox.example.com' }], security: [{ bearer: [] }], responses: { 200: { content: { 'application/json': {} } }, 400: { content: { 'text/plain': {} } } } };
  const api = version === 1 ? JSON.stringify(operation) : (version === 4 ? deflateSync : gzipSync)(JSON.stringify(operation)).toString('base64');
  const imports = "import MethodEndpoint from '@theme/MethodEndpoint';\nimport Security from '@theme/Security';\nimport QueryTabs from '@theme/QueryTabs';\nimport Described from '@theme/Described';\nimport ResponseHeader from '@theme/ResponseHeader';\n";
  writeFileSync(path.join(docs, 'add-pet.api.mdx'), `---\nid: add-pet\napi: ${api}\ninfo_path: docs/pets\n---\n${imports}\n# Add a pet\n\n<MethodEndpoint method="POST" path="/pets" />\n\nStores a new pet.\n\n<Security />\n\n<QueryTabs />\n\n<Described>\n\nThe pet, **stored**.\n\n</Described>\n\n## Stored\n\nKept for good.\n\n<details>\n<summary>More</summary>\n\nFor ever.\n\n</details>\n\n<ResponseHeader />\n`);
  writeFileSync(path.join(docs, 'pets.mdx'), `${imports}\n# Pets\n\n<MethodEndpoint method="GET" path="/" />\n`);
  // A schema's page (the theme 2 on, `showSchemas`): its sample shown beside it.
  writeFileSync(path.join(docs, 'pet.schema.mdx'), `---\nid: pet-schema\ntitle: Pet\nschema: true\nsample: {"name":"Rex","tags":["good"]}\n---\n${imports}\n<Described>\n\nA pet, **as stored**.\n\n</Described>\n`);
}
