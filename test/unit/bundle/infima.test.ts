import { describe, expect, it } from 'vitest';
import { infimaCss, usesInfima } from '../../../src/bundle/infima.js';
import { withPageCss } from '../../../src/render/site.js';
import type { ClientAssets } from '../../../src/bundle/client.js';

describe("docgen's take on Infima's classes", () => {
  it('is linked by pages with an element of one of the classes, as a whole class name (not a code sample that writes one)', () => {
    for (const html of ['<div class="col col--4">', '<main class="x hero">', '<p class="padding-horiz--md">', '<p class="margin--sm">', '<div class="text--center">', '<a class="button">', '<div class="card">', '<div class="alert alert--warning">', '<div class="container">', '<div class="row">', '<button class="clean-btn x">', '<ul class="clean-list">', '<div class="avatar">', '<div class="card shadow--md">', '<span class="badge badge--success">', '<ul class="pills x">', '<div class="navbar__item dropdown dropdown--hoverable">', '<li role="tab" class="tabs__item openapi-tabs__response-code-item">'])
      expect(usesInfima(html), html).toBe(true);
    for (const html of ['<button class="copy-button">', '<h1 class="hero-title">', '<div class="doc-container">', '<aside class="sidebar-container">', '<div class="rows">', '<span class="text--">', '<code>&lt;div class="col"&gt;</code>', '<div class="card-list">', '<div class="avatar-list">', '<div class="shadow--">', '<span class="badges">', '<div class="pillset">', '<div class="dropdown-menu">', '<div class="tabs">', '<div class="tabs-list">'])
      expect(usesInfima(html), html).toBe(false);
  });

  it('has the grid, the spacing steps and the buttons', () => {
    const css = infimaCss();
    expect(css).toContain('.col.col--6 { flex: 0 0 50%; max-width: 50%; }');
    expect(css).toContain('.col--offset-3 { margin-left: 25%; }');
    expect(css).toContain('.padding-horiz--md { padding-left: 1rem !important; padding-right: 1rem !important; }');
    expect(css).toContain('.margin-top--xl { margin-top: 5rem !important; }');
    expect(css).toContain('.padding--none { padding: 0 !important; }');
    expect(css).toMatch(/\.button--primary \{[^}]*--button-bg: var\(--ifm-color-primary\)/);
    expect(css).toContain('.alert--warning { --alert-edge: #e6a700; }');
    expect(css).toMatch(/\.clean-btn \{[^}]*background: none;/);
    expect(css).toMatch(/\.avatar__photo \{[^}]*border-radius: 50%;/);
    // Infima's sizes, and a subtitle in the avatar's colour (JHipster's team cards: white on the primary colour).
    expect(css).toContain('.avatar__photo--xl { --avatar-size: 6rem; }');
    expect(css).toContain('.avatar__subtitle { margin-top: 0.25rem; }');
    // The OpenAPI theme's method badges.
    expect(css).toMatch(/\.badge \{[^}]*background: var\(--badge-bg/);
    expect(css).toContain('.badge--success { --badge-bg: #007a00; --badge-fg: #ffffff; }');
    // Jellyfin's downloads page: a row of pills, the chosen one marked.
    expect(css).toMatch(/\.pills \{[^}]*display: flex;/);
    // QuestDB's navbar item: a menu shown on hover or keyboard focus.
    expect(css).toMatch(/\.dropdown__menu \{[^}]*visibility: hidden;/);
    expect(css).toContain('.dropdown--hoverable:focus-within .dropdown__menu');
    expect(css).toMatch(/\.pills__item--active \{[^}]*color: var\(--c-on-primary\)/);
    // The OpenAPI theme's response codes: a row of tabs (a list of Infima's, not docgen's own `div.tabs`).
    expect(css).toMatch(/:where\(ul\.tabs\) \{[^}]*display: flex;/);
    expect(css).not.toMatch(/(^|[\s,}])\.tabs \{/);
    expect(css).toMatch(/:where\(\.tabs__item--active\) \{[^}]*border-bottom-color: var\(--ifm-tabs-color-active-border\)/);
  });

  // Yoga's playground draws its boxes in --ifm-color-gray-200…, its toolbar in --ifm-color-emphasis-300.
  it("has Infima's custom properties, as docgen's theme has them where it has one; the emphasis scale turns over in dark mode", () => {
    const [light, dark] = infimaCss().split('\n');
    // Of no weight: the site's own :root values win over them, wherever the page links the sheet.
    expect(light).toMatch(/^:where\(:root\) \{/);
    for (const p of ['--ifm-color-gray-200: #ebedf0;', '--ifm-color-emphasis-300: var(--ifm-color-gray-300);', '--ifm-color-primary: var(--c-primary);', '--ifm-background-color: var(--c-bg);', '--ifm-global-radius: 0.4rem;', '--ifm-transition-fast: 200ms;', '--ifm-font-family-monospace: var(--font-mono);', '--ifm-pre-padding: 1rem;', '--prism-background-color: var(--c-code-bg);', '--ifm-font-color-base-inverse: var(--ifm-color-content-inverse);', '--ifm-color-content-inverse: var(--ifm-color-emphasis-0);', '--ifm-tabs-color-active-border: var(--ifm-tabs-color-active);', '--ifm-hover-overlay: rgba(0, 0, 0, 0.05);']) expect(light).toContain(p);
    expect(dark).toMatch(/^html\[data-theme='dark'\] \{/);
    expect(dark).toContain('--ifm-color-emphasis-300: var(--ifm-color-gray-700);');
    expect(dark).toContain('--ifm-color-emphasis-0: var(--ifm-color-gray-1000);');
    // The surface (a plain hero's ground): the page's own in light mode, a step lighter in dark mode.
    expect(light).toContain('--ifm-background-surface-color: var(--c-bg);');
    expect(dark).toContain('--ifm-background-surface-color: var(--c-bg-soft);');
  });

  // QuestDB's navbar item of its own draws Infima's hoverable dropdown on every page.
  it('is linked by a page whose own HTML, or whose navbar items of the site\'s own, use the classes', () => {
    const assets = { infimaCss: '/assets/infima.css' } as ClientAssets;
    const linked = (html: string, siteHtml?: string[]) => withPageCss({ html }, assets, siteHtml).html.startsWith('<link rel="stylesheet" href="/assets/infima.css">');
    expect([linked('<p>Text</p>'), linked('<div class="row">'), linked('<p>Text</p>', ['<a class="navbar-link">x</a>']), linked('<p>Text</p>', ['<a>x</a>', '<div class="navbar__item dropdown dropdown--hoverable">'])]).toEqual([false, true, false, true]);
  });
});
