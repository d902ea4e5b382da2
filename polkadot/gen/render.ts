// Renders every generated page in memory: content path -> markdown. Pure and deterministic.
import { CHAINS, PAGE_KINDS, type PageKind } from './chains.js';
import { type Chain, loadChain } from './metadata.js';
import { constantsPage } from './pages/constants.js';
import { derivesPage } from './pages/derives.js';
import { errorsPage } from './pages/errors.js';
import { eventsPage } from './pages/events.js';
import { extrinsicsPage } from './pages/extrinsics.js';
import { rpcPage } from './pages/rpc.js';
import { runtimePage } from './pages/runtime.js';
import { storagePage } from './pages/storage.js';

const RENDERERS: Record<PageKind, (chain: Chain) => string> = {
  constants: constantsPage,
  errors: errorsPage,
  events: eventsPage,
  extrinsics: extrinsicsPage,
  rpc: rpcPage,
  runtime: runtimePage,
  storage: storagePage
};

/** The path below the repository root of a chain page. */
export function chainPagePath(chainId: string, kind: PageKind): string {
  return `content/${chainId}/${kind}.md`;
}

export const DERIVES_PATH = 'content/derives.md';

/** All 36 pages, keyed by their path below the repository root, in a stable order. */
export function renderAll(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const source of CHAINS) {
    const chain = loadChain(source);
    for (const kind of PAGE_KINDS) pages.set(chainPagePath(source.id, kind), RENDERERS[kind](chain));
  }
  pages.set(DERIVES_PATH, derivesPage());
  return pages;
}
