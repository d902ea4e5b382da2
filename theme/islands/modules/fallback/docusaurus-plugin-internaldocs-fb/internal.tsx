// A stand-in for Meta's docs preset's helpers (docusaurus-plugin-internaldocs-fb/internal) when the site has not
// installed it: what a public build gives, as the config's stand-in does (src/config/import.ts).
import type { ReactNode } from 'react';

export const isInternal = () => false;

/** `external` (called, if a function); `[]` when it has none. */
export function fbContent(args?: { internal?: unknown; external?: unknown }): unknown {
  if (!args || !('external' in args)) return [];
  return typeof args.external === 'function' ? (args.external as () => unknown)() : args.external;
}

export const fbInternalOnly = (_internal: unknown) => [];

/** Content for the public build only: shown. */
export const OssOnly = ({ children }: { children?: ReactNode }) => <>{children}</>;
/** Content for Meta's internal build only: left out. */
export const FbInternalOnly = (_props: { children?: ReactNode }) => null;
export { OssOnly as OSSOnly, FbInternalOnly as FBInternalOnly };
