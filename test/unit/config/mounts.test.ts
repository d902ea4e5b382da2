import { describe, expect, it } from 'vitest';
import { blogBase, docsBase, instanceBase, routeBasePath } from '../../../src/mounts.js';
import { translateSidebars, translateTheme } from '../../../src/i18n/translations.js';
import type { ThemeConfig } from '../../../src/types.js';

describe('mounts', () => {
  it('stores a route base as joined after a base URL', () => {
    expect(['docs', '/docs/', '/', '', 'a/b/'].map(routeBasePath)).toEqual(['docs/', 'docs/', '', '', 'a/b/']);
  });

  it('joins the base URL, the locale, the docs route base and the version in Docusaurus\'s order', () => {
    expect(instanceBase('/fr/', 'docs/', '1.0/')).toEqual({ baseUrl: '/fr/docs/1.0/', routeBasePath: '' });
    expect(instanceBase('/fr/', 'docs/', '')).toEqual({ baseUrl: '/fr/', routeBasePath: 'docs/' });
    // Without a docs route base the version is below the base URL, as before.
    expect(instanceBase('/docs/', '', 'next/')).toEqual({ baseUrl: '/docs/next/', routeBasePath: '' });
    expect(docsBase({ baseUrl: '/fr/', docs: { routeBasePath: 'docs/' } } as never)).toBe('/fr/docs/');
    expect(blogBase({ baseUrl: '/', blog: { routeBasePath: 'blog/' } } as never)).toBe('/blog');
    expect(blogBase({ baseUrl: '/site/', blog: { routeBasePath: '' } } as never)).toBe('/site');
    expect(blogBase({ baseUrl: '/', blog: { routeBasePath: '' } } as never)).toBe('/');
  });
});

describe('translations', () => {
  const m = (o: Record<string, string>) => new Map(Object.entries(o));
  it('translates navbar items (in dropdowns too), the footer and the copyright by their labels', () => {
    const theme = {
      navbar: { title: 'Site', hideOnScroll: false, items: [{ label: 'Docs', to: '/docs' }, { type: 'dropdown', label: 'More', items: [{ label: 'Blog', to: '/blog' }] }] },
      footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/intro' }] }], copyright: 'C' }
    } as unknown as ThemeConfig;
    const t = translateTheme(theme, m({ title: 'Site FR', 'item.label.Docs': 'Documents', 'item.label.Blog': 'Carnet' }), m({ 'link.title.Docs': 'Documents', 'link.item.label.Intro': 'Début', copyright: 'D' }));
    expect(t.navbar.title).toBe('Site FR');
    expect(t.navbar.items.map((i) => i.label)).toEqual(['Documents', 'More']);
    expect(t.navbar.items[1].items![0].label).toBe('Carnet');
    expect(t.footer).toMatchObject({ copyright: 'D', links: [{ title: 'Documents', items: [{ label: 'Début' }] }] });
  });

  it('names an item by its key in the translations, where it has one', () => {
    const sidebars = { main: [{ type: 'category', label: 'Problems', key: 'problems-dns', items: [{ type: 'link', label: 'Site', key: 'site-dns', href: 'https://x' }] }, { type: 'category', label: 'Problems', items: ['a'] }] } as never;
    const t = translateSidebars(sidebars, m({ 'sidebar.main.category.problems-dns': 'Problèmes DNS', 'sidebar.main.link.site-dns': 'Le site DNS', 'sidebar.main.category.Problems': 'Problèmes' })) as unknown as { main: Array<{ label: string; items: Array<{ label?: string }> }> };
    expect(t.main.map((c) => [c.label, c.items[0].label])).toEqual([['Problèmes DNS', 'Le site DNS'], ['Problèmes', undefined]]);
  });

  it('translates sidebar categories, links and labelled docs, by sidebar', () => {
    const sidebars = { main: [{ type: 'category', label: 'Guides', items: ['a', { type: 'link', label: 'Site', href: 'https://x' }, { type: 'doc', id: 'b', label: 'B' }] }] } as never;
    expect(translateSidebars(sidebars, m({ 'sidebar.main.category.Guides': 'Guides FR', 'sidebar.main.link.Site': 'Le site', 'sidebar.main.doc.B': 'Bé' }))).toEqual({
      main: [{ type: 'category', label: 'Guides FR', items: ['a', { type: 'link', label: 'Le site', href: 'https://x' }, { type: 'doc', id: 'b', label: 'Bé' }] }]
    });
  });
});
