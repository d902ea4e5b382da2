/**
 * Where a tab group's choice is remembered: localStorage `docgen.tab.<groupId>` (the value of the tab chosen), by the
 * article's tabs (tabs.ts) and by a site component's (Docusaurus 2's useTabGroupChoice, the islands' stand-in).
 */
export const storageKey = (group: string) => `docgen.tab.${group}`;

/** Told when a tab group's choice changes (`{ group, value }`): the article's tabs and the site components' follow it. */
export const TAB_GROUP_EVENT = 'docgen:tab-group';
