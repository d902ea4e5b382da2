// Test helper: route, title and sections -> a Page as the route and parse stages make it, to build a search index from.
import type { Page, Section } from '../../../src/types.js';
import { tokenize } from '../../../theme/search/tokenize.js';

/** A page as the route stage makes it, with its sections as the parse stage makes them. */
export function page(route: string, title: string, sections: Array<Partial<Section>>, extra: Partial<Page> = {}): Page {
  return {
    id: route,
    route,
    title,
    sidebarLabel: title,
    breadcrumbs: [{ label: 'Guides' }, { label: title }],
    toc: [],
    html: '',
    doc: { path: `${route}.md`, hash: '', frontmatter: {}, headings: [], links: [], html: '', diagnostics: [], sections: sections.map((s) => ({ depth: 2, title: '', text: '', ...s, terms: tokenize(`${s.parent ?? ''} ${s.text ?? ''}`).join(' ') })) },
    ...extra
  } as Page;
}
