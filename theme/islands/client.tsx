// A page's islands -> hydrated in place (each `[data-island]` element), their CSS added; roots whose element left the page
// are unmounted. On a site with a Root or Layout/Provider, every island is a portal of one tree inside them instead.
import { Component, createElement, useContext, useEffect, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Island, useMounted, Wrapped } from './context.js';
import type { IslandContext, IslandsData } from '../types.js';
import { mergeWrappers, SLOT_ATTRIBUTE } from './wrapper.js';
import { loadSiteGenerated } from './generated.js';

const roots = new Map<Element, Root>();
let watching = false;
/** Whether the site's islands were given their elements once: those of later calls are the client's, with no server HTML to hydrate. */
let siteSeen = false;

/**
 * The site's one tree (a site with a Root or Layout/Provider): the Root's island, hydrated in its element after the
 * page, renders every other island through a portal into that island's element, so that they all share the Root's and
 * provider's state, as the parts of a Docusaurus page do. `shown`: the islands, by element, each with the server's
 * nodes it replaces (portals do not hydrate: the island is rendered, and the nodes removed before the browser paints).
 */
const tree: { make?: () => ReactElement; context?: IslandContext; docPage?: true; el?: Element; root?: Root; hydrated?: boolean; waiting?: boolean; shown: Map<Element, { node: ReactElement; server: ChildNode[]; key: string }> } = { shown: new Map() };
let keys = 0;

function Replacing({ server, children }: { server: ChildNode[]; children: ReactNode }) {
  useLayoutEffect(() => {
    for (const node of server.splice(0)) node.remove();
  }, [server]);
  return children;
}

/**
 * Around each island: where its code throws in the browser (a component that needs a provider docgen does not draw, a
 * browser API missing), the HTML the build rendered for it is kept, not an empty place, and the error is logged.
 */
class KeepServerHtml extends Component<{ html: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('docgen: a component of this page failed in the browser; the HTML the build made for it is shown instead', error);
  }
  render() {
    return this.state.failed ? <div className="island-kept" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: this.props.html }} /> : this.props.children;
  }
}

/** The tree's top when the Root's island was left out: the islands alone. */
const Bare = () => <>{useContext(Wrapped)}</>;

function show(el: Element, node: ReactElement) {
  const had = tree.shown.get(el);
  if (had) had.node = node;
  else tree.shown.set(el, { node, server: [...el.childNodes], key: String(keys++) });
}

/**
 * The tree's top: hydrated as the server rendered the Root (without the islands), which come once it has. A change
 * before then waits for it (an update to a root still hydrating makes React give up hydrating it).
 */
function Top({ make, portals }: { make: () => ReactElement; portals: ReactNode[] }) {
  useEffect(() => {
    tree.hydrated = true;
    // The docs layout, which the server did not draw in the site's tree, once it is hydrated as the server drew it.
    if (tree.waiting || tree.docPage) renderTree();
  }, []);
  return <Wrapped.Provider value={useMounted() ? portals : undefined}>{createElement(make)}</Wrapped.Provider>;
}

function renderTree() {
  if (!tree.make || !tree.el) return;
  for (const el of tree.shown.keys()) if (!el.isConnected) tree.shown.delete(el);
  const portals = [...tree.shown].map(([el, { node, server, key }]) => createPortal(<Replacing server={server}>{node}</Replacing>, el, key));
  const app = (
    <Island.Provider value={tree.docPage && tree.hydrated ? { ...tree.context!, docPage: true } : tree.context!}>
      <Top make={tree.make} portals={portals} />
    </Island.Provider>
  );
  tree.waiting = !!tree.root && !tree.hydrated;
  if (tree.waiting) return;
  if (tree.root) tree.root.render(app);
  else tree.root = hydrateRoot(tree.el, app, { identifierPrefix: 'site-' });
}

/** The attributes each island's element was given last (wrapIslands), so that one the wrappers no longer have goes. */
const given = new WeakMap<Element, string[]>();
let wrapping: MutationObserver | undefined;

/**
 * Gives each island's element in the article the classes and data attributes of the elements the Root draws around its
 * children (theme/islands/wrapper.ts), as the server did, again whenever the Root changes them (a theme's colour mode)
 * and for a page client navigation brought.
 */
function wrapIslands() {
  if (!tree.el) return;
  if (!wrapping) (wrapping = new MutationObserver(wrapIslands)).observe(tree.el, { attributes: true, childList: true, subtree: true });
  const chain: Array<Array<[string, string]>> = [];
  for (let el = tree.el.querySelector(`[${SLOT_ATTRIBUTE}]`)?.parentElement; el && el !== tree.el; el = el.parentElement) chain.unshift([...el.attributes].map((a) => [a.name, a.value]));
  const attributes = mergeWrappers(chain);
  for (const el of document.querySelectorAll('.markdown [data-island]')) {
    // The server's: every attribute but the island's number.
    for (const name of given.get(el) ?? el.getAttributeNames().filter((n) => n !== 'data-island')) if (!attributes.some(([n]) => n === name)) el.removeAttribute(name);
    for (const [name, value] of attributes) if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    given.set(el, attributes.map(([n]) => n));
  }
}

/** Unmounts the islands of a page that client navigation has replaced, so their effects stop; wraps the new page's. */
function sweep() {
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    roots.delete(el);
    root.unmount();
  }
  if ([...tree.shown.keys()].some((el) => !el.isConnected)) renderTree();
  // A page client navigation brought: its islands' elements wrapped before it is painted, not once its islands load.
  wrapIslands();
}

/** The loads of the site's islands' generated data, by file. */
const generatedLoads = new Map<string, { done: boolean; promise: Promise<void> }>();

/**
 * Hydrates `islands[i]` into `[data-island="i"]` inside the article (null: one that did not render at build time). The
 * site's own on every page (a context with `navbarItems`: its navbar items and Root) go into `[data-site-island="i"]`,
 * which stay from page to page: hydrated on the first page, then rendered again with each page's context (its route);
 * made anew where the client drew the navbar again. With a Root or provider (SiteIslands.root, IslandsData.tree), all
 * are rendered in the site's tree, once it has come.
 */
export function hydrateIslands(islands: Array<(() => ReactElement) | null>, data: IslandsData & { root?: number }): void {
  // The site's islands' generated data, loaded first (once: later pages find it loaded, or wait for it too).
  const url = data.context.generatedUrl;
  if (url) {
    let load = generatedLoads.get(url);
    if (!load) {
      const made = { done: false, promise: loadSiteGenerated(url).then(() => void (made.done = true)) };
      generatedLoads.set(url, (load = made));
    }
    if (!load.done) return void load.promise.then(() => hydrateIslands(islands, data));
  }
  for (const href of data.css) {
    if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
  sweep();
  if (!watching) {
    watching = true;
    new MutationObserver(sweep).observe(document.body, { childList: true, subtree: true });
  }
  const own = data.context.navbarItems !== undefined;
  const inTree = own ? data.root !== undefined : data.tree;
  const hydrate = !own || !siteSeen;
  if (own) siteSeen = true;
  if (own && inTree) {
    tree.make = islands[data.root!] ?? (() => <Bare />);
    tree.context = data.context;
    tree.el ??= document.querySelector(`[data-site-island="${data.root}"]`) ?? undefined;
  }
  // A docs page's islands are in the site's docs layout (islands.docLayout), as the server rendered them.
  if (!own && inTree) tree.docPage = data.context.docPage;
  islands.forEach((make, i) => {
    if (own && i === data.root) return;
    const el = document.querySelector(own ? `[data-site-island="${i}"]` : `.markdown [data-island="${i}"]`);
    if (!make || !el) return;
    const island = (
      <KeepServerHtml html={el.innerHTML}>
        <Island.Provider value={data.context}>{createElement(make)}</Island.Provider>
      </KeepServerHtml>
    );
    // The site's MDXContent holds the article and the other islands' elements: hydrated, it leaves them in place.
    if (inTree && i !== data.article) return show(el, island);
    const options = { identifierPrefix: `${own ? 'site' : 'island'}${i}-` };
    if (own && roots.has(el)) roots.get(el)!.render(island);
    else if (!roots.has(el) && hydrate && !data.browserOnly?.includes(i)) roots.set(el, hydrateRoot(el, island, options));
    // The navbar drawn again by the client (after a page without it), and an island the server could not render: rendered anew.
    else if (!roots.has(el)) roots.set(el, createRoot(el, options)).get(el)!.render(island);
  });
  if (inTree) {
    renderTree();
    wrapIslands();
  }
}
