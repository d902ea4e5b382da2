// Public API of docgen: build, check, serve, defineConfig and the types.
import type { UserConfig } from './config/schema.js';

export { build, check, type BuildOptions, type BuildResult, type CheckResult } from './build.js';
export { serve, type ServeOptions, type DevServer } from './serve/server.js';
export { loadConfig } from './config/load.js';
export { DocgenError, formatDiagnostic } from './errors.js';
export type { UserConfig } from './config/schema.js';
export type * from './types.js';

/** Identity function that gives `site.config.ts` its types. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
