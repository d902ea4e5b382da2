// What the OpenAPI theme's ApiItem (docusaurus-theme-openapi-docs, a docs plugin's `docItemComponent`) gives a page of an
// operation, for docgen's layout: its Redux store around every island of the page (its parameters, schemas and response
// samples read it), one store for the page, so that what one island picks the others see; and its ApiExplorer (the
// request form; ApiDemoPanel in the theme 1), the page's right column. Loaded with the ApiItem's folder as its place
// (src/islands/plugin.ts), so that `react-redux` and `pako` are the copies the theme's own components import.
import type { ReactNode } from 'react';
// Required, not imported: the theme's components require it, and a package's exports for `import` may be another copy
// of its code (react-redux 9's ES module build), whose Provider their hooks would not read.
// @ts-ignore -- resolved from the site's OpenAPI theme at bundle time
const { Provider } = require('react-redux');
// @ts-ignore -- resolved from the site's OpenAPI theme at bundle time
import { createStoreWithState } from '@theme/ApiItem/store';
// @ts-ignore -- the theme's modules that differ by its version (src/islands/plugin.ts)
import { createAuth, createPersistenceMiddleware, explorer, inflate, Skeleton } from 'docgen-api-item/parts';
// @ts-ignore -- as above (a theme before 5 has none: docgen's stand-in passes its children through)
import { SchemaExpansionProvider } from '@theme/SchemaExpansion';
// @ts-ignore -- docgen's stand-ins (modules/override), as for the site's components
import BrowserOnly from '@docusaurus/BrowserOnly';
// @ts-ignore -- as above
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// @ts-ignore -- as above
import { useDoc } from '@docusaurus/plugin-content-docs/client';

type Operation = {
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, unknown> };
  servers?: unknown[];
  parameters?: Array<{ in: string; schema?: { default?: unknown; example?: unknown }; example?: unknown; examples?: Record<string, { value?: unknown }> }>;
  security?: unknown;
  securitySchemes?: unknown;
};

/** The page's operation: its front matter's `api`, which the theme 5 writes as gzip in base64, the theme 2 to 4 as zlib's deflate. */
function operationOf(api: unknown): Operation | undefined {
  if (typeof api !== 'string') return api as Operation | undefined;
  try {
    const binary = atob(api);
    return JSON.parse(new TextDecoder().decode(inflate(Uint8Array.from(binary, (c) => c.charCodeAt(0))))) as Operation;
  } catch {
    return undefined;
  }
}

const inBrowser = typeof window !== 'undefined';

/**
 * The state the request form starts from, as the theme's ApiItem makes it: the media types of the 2xx responses, the
 * request body's, the servers (the one the reader chose last, from the browser's storage), the parameters by where they
 * go (each with its default or first example filled in), and the security schemes (in the browser).
 */
function initialState(api: Operation | undefined, options: Record<string, unknown> | undefined) {
  const accept = Object.entries(api?.responses ?? {}).flatMap(([code, r]) => (/20[0-9]|2[1-9][0-9]/.test(code) ? Object.keys(r.content ?? {}) : []));
  const contentType = Object.keys(api?.requestBody?.content ?? {});
  const params: Record<string, unknown[]> = { path: [], query: [], header: [], cookie: [] };
  for (const p of api?.parameters ?? []) {
    const example = p.examples && typeof p.examples === 'object' ? Object.values(p.examples)[0]?.value : undefined;
    const value = p.schema?.default ?? p.example ?? p.schema?.example ?? example;
    params[p.in]?.push(value === undefined ? p : { ...p, value });
  }
  const stored = inBrowser ? storageOf(options).getItem('server') : null;
  const server = stored ? (JSON.parse(stored) as { url?: string }) : undefined;
  return {
    accept: { value: accept[0], options: accept },
    contentType: { value: contentType[0], options: contentType },
    server: { value: server?.url ? server : undefined, options: api?.servers ?? [] },
    response: { value: undefined },
    body: { type: 'empty' },
    params,
    // Read from the reader's storage (the theme 1's always from sessionStorage): in the browser only, for the request
    // form, which is drawn there only; on the server, the slice's own start.
    auth: inBrowser ? createAuth({ security: api?.security, securitySchemes: api?.securitySchemes, options }) : undefined,
    schemaSelection: { selections: {} },
    encodingSelection: {}
  };
}

/** The storage the theme keeps the reader's choices in (`themeConfig.api.authPersistence`). */
function storageOf(options: Record<string, unknown> | undefined): Pick<Storage, 'getItem'> {
  const kind = options?.authPersistence ?? 'sessionStorage';
  return kind === 'localStorage' ? localStorage : kind === 'sessionStorage' ? sessionStorage : { getItem: () => null };
}

/** The store and operation of each page, by its route and operation: every island of the page gets the same. */
const pages = new Map<string, { store: unknown; api: Operation | undefined }>();

function usePage() {
  const { metadata, frontMatter } = useDoc();
  const options = (useDocusaurusContext().siteConfig.themeConfig as { api?: Record<string, unknown> }).api;
  // The operation as written too: the dev server renders a page again with the same module once it is edited.
  const key = `${metadata.permalink}\0${typeof frontMatter.api === 'string' ? frontMatter.api : JSON.stringify(frontMatter.api)}`;
  let page = pages.get(key);
  if (!page) {
    const api = operationOf(frontMatter.api);
    pages.set(key, (page = { store: createStoreWithState(initialState(api, options), [createPersistenceMiddleware(options)]), api }));
  }
  return { ...page, infoPath: frontMatter.info_path };
}

/** Around each island of an operation's page: the page's store, as the theme's ApiItem puts it around the page. */
export default function DocgenApiItem({ children }: { children?: ReactNode }) {
  return (
    <Provider store={usePage().store}>
      <SchemaExpansionProvider>{children}</SchemaExpansionProvider>
    </Provider>
  );
}

/** The request form, in the browser only (as the theme has it), in the page's store. */
export function DocgenApiExplorer() {
  const { store, api, infoPath } = usePage();
  return (
    <Provider store={store}>
      <BrowserOnly fallback={<Skeleton />}>
        {() => {
          // Required here: it reads the browser's as it loads.
          const ApiExplorer = explorer();
          return <ApiExplorer item={api} infoPath={infoPath} />;
        }}
      </BrowserOnly>
    </Provider>
  );
}
