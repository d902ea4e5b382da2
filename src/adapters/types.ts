// What an adapter gives the config loader: another tool's config read as docgen's UserConfig, and what it left out.
import type { UserConfig } from '../config/schema.js';
import type { ClassRule, Diagnostic, UnbuiltRoute } from '../types.js';

/** `build` and `check` load a config for production, `serve` for development (configs choose their baseUrl by it). */
export type LoadMode = 'production' | 'development';

export interface Adapted {
  user: UserConfig;
  /** One line: which tool's config was read, how many of its options were taken and how many ignored. */
  summary: string;
  /** A warning for each plugin, theme or option docgen does not implement, at its line in the config. */
  notes: Diagnostic[];
  /** The files besides the config file whose contents the config took (a Docusaurus site's customCss): the dev server reloads it when one changes. */
  inputs: string[];
  /** CSS taken from the site's own stylesheets (a Docusaurus site's rules for its navbar items' classes), after the theme's. */
  css?: string;
  /** The files that CSS names (fonts, images beside the stylesheets or in their packages), by their path in the output. */
  cssFiles?: Record<string, string>;
  /** That CSS depends on the classes written in the site's source files (Tailwind's utilities): the dev server reads the config again when one changes. */
  readsSources?: true;
  /** The config as the framework's components read it (Docusaurus's `siteConfig`): its JSON, functions left out. */
  siteConfig?: Record<string, unknown>;
  /** The site's own component that draws the markdown's links (a Docusaurus site's `MDXComponents/A`), from its folder. */
  linksDrawnBy?: string;
  /** The site's stylesheet rules for classes its own code does not give, kept for the islands whose markup has them. */
  componentRules?: ClassRule[];
  /** The docs instances (`default`: the main docs) whose operation pages docgen draws as the OpenAPI theme's ApiItem does. */
  apiItem?: string[];
  /** The routes the site's plugins add that docgen does not build (see UnbuiltRoute). */
  unbuilt?: UnbuiltRoute[];
  /**
   * What the config is for each locale other than the default (a Docusaurus config that reads the locale it is built for
   * in `DOCUSAURUS_CURRENT_LOCALE`): the options that may differ, and its components' siteConfig.
   */
  locales?: Record<string, { user: Pick<UserConfig, LocaleOwnKey>; siteConfig?: Record<string, unknown> }>;
}

/** The options a locale's own reading of the config gives its pages (Gladys's `themeConfig.image`, a translated tagline). */
export const LOCALE_OWN_KEYS = ['title', 'tagline', 'themeConfig', 'customFields'] as const;
export type LocaleOwnKey = (typeof LOCALE_OWN_KEYS)[number];

export interface Adapter {
  /** The config file names it reads, in order of preference. */
  files: string[];
  load(root: string, file: string, mode: LoadMode): Promise<Adapted>;
}
