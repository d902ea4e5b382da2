// The theme's admonition parts a site's own admonition types draw with (its `src/theme/Admonition/Types` spreads the
// theme's types, and lays its own out with the theme's Layout and icons): docgen's box, as its markdown's admonitions are.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Types from '../../../theme/islands/modules/override/@theme-original/Admonition/Types.js';
import Layout from '../../../theme/islands/modules/override/@theme/Admonition/Layout.js';
import IconTip from '../../../theme/islands/modules/override/@theme/Admonition/Icon/Tip.js';

const html = (type: string, props: Record<string, unknown> = {}) => renderToStaticMarkup(createElement(Types[type], { type, ...props }, createElement('p', null, 'Body')));

describe("the theme's admonition types", () => {
  it('draw each keyword as docgen\'s box of its style, titled by its word unless given a title', () => {
    expect(html('tip')).toBe('<div class="admonition admonition-tip" role="note"><div class="admonition-title">tip</div><div class="admonition-content"><p>Body</p></div></div>');
    expect(html('caution', { title: 'Careful' })).toBe('<div class="admonition admonition-warning" role="note"><div class="admonition-title">Careful</div><div class="admonition-content"><p>Body</p></div></div>');
    // The older keywords, as the boxes they stand for, titled by their own names.
    expect(html('secondary')).toContain('class="admonition admonition-note" role="note"><div class="admonition-title">secondary</div>');
    expect(html('important')).toContain('class="admonition admonition-info" role="note"><div class="admonition-title">important</div>');
    expect(Object.keys(Types).sort()).toEqual(['caution', 'danger', 'important', 'info', 'note', 'secondary', 'success', 'tip', 'warning']);
  });

  it('draw a site\'s keyword given to one of them in that one\'s style, its own class kept', () => {
    expect(renderToStaticMarkup(createElement(Types.info, { type: 'example' }, 'x'))).toBe('<div class="admonition admonition-example admonition-info" role="note"><div class="admonition-title">info</div><div class="admonition-content">x</div></div>');
  });

  it('lay a site\'s own type out with its icon, title and classes, each class once', () => {
    const out = renderToStaticMarkup(createElement(Layout, { type: 'security', icon: createElement(IconTip), title: 'Security', className: 'alert alert--security admonition' }, 'x'));
    expect(out).toMatch(/^<div class="admonition admonition-security alert alert--security" role="note"><div class="admonition-title"><span class="admonition-icon"><svg [^>]*aria-hidden="true"[^>]*>.*<\/svg><\/span>Security<\/div><div class="admonition-content">x<\/div><\/div>$/);
  });
});
