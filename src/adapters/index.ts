// The adapters for other tools' sites, tried in order when a folder has no site.config.*.
import type { Adapter } from './types.js';
import { docusaurus } from './docusaurus/index.js';

export const ADAPTERS: Adapter[] = [docusaurus];
export type { Adapted, Adapter, LoadMode } from './types.js';
