// The shell's React, lent to the islands (the shell's entry, theme/client.tsx, sets it): their browser chunks import these modules from the shell (plugin.ts) instead
// of carrying a second React (about 60 KB gzip) on every page that has one.

/** The global the shell sets, once, before any island loads. */
export const SHARED_REACT = '__docgenReact';

/** The modules lent, by import path. */
export const SHARED_MODULES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] as const;

export type SharedReact = Record<(typeof SHARED_MODULES)[number], object>;
