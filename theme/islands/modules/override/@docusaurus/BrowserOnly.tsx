// Stand-in for BrowserOnly: the fallback on the server and while hydrating, then the children function's result.
import type { ReactNode } from 'react';
import { useMounted } from '../../../context.js';

/**
 * `children` is called in the browser only, once the island is mounted, as a component of its own: the hooks it calls
 * (WebdriverIO's `useColorMode()` in it) are its own, not those of BrowserOnly, whose first render did not call it.
 */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useMounted() ? <Drawn render={children} /> : (fallback ?? null)}</>;
}

const Drawn = ({ render }: { render: () => ReactNode }) => <>{render()}</>;
