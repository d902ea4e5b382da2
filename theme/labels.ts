// The theme's own words, by Docusaurus's translation ids: a locale's `i18n/<locale>/code.json` replaces them.

/** Translated labels by id (SiteData.labels), absent for a site that translates none. */
export type Labels = Record<string, string> | undefined;

/** The label `id` in the reader's locale, else `text`. */
export const label = (labels: Labels, id: string, text: string): string => labels?.[id] ?? text;
