// Stand-in for BrowserOnly: the fallback on the server and while hydrating, then the children function's result.
import type { ReactNode } from 'react';
import { useMounted } from '../../../context.js';

/** `children` is called in the browser only, once the island is mounted. */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useMounted() ? children() : (fallback ?? null)}</>;
}
