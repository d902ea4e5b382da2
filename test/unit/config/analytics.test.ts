// gtag and googleTagManager -> the tags and client module Docusaurus's analytics plugins give every built page.
import { describe, expect, it } from 'vitest';
import { analytics } from '../../../src/config/analytics.js';

describe('analytics', () => {
  it('writes gtag.js for the first tracking id and configures each, anonymizing when asked, with the page-view client module', () => {
    const { headTags, preBodyTags, clientModules } = analytics({ gtag: { trackingID: ['G-ONE', 'G-TWO'], anonymizeIP: true } });
    expect(headTags.slice(0, 3)).toEqual([
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
      { tagName: 'script', attributes: { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-ONE' } }
    ]);
    expect(headTags[3].innerHTML).toContain(`gtag('config', "G-ONE", { 'anonymize_ip': true });\ngtag('config', "G-TWO", { 'anonymize_ip': true });`);
    expect(preBodyTags).toEqual([]);
    expect(clientModules).toEqual([expect.stringMatching(/theme[/\\]analytics[/\\]gtag\.ts$/)]);
  });

  it("writes Google Tag Manager's snippet in the head and its frame for readers without script at the start of the body", () => {
    const { headTags, preBodyTags, clientModules } = analytics({ googleTagManager: { containerId: 'GTM-ABC' } });
    expect(headTags.map((t) => t.tagName)).toEqual(['link', 'script', 'script']);
    expect(headTags[2].innerHTML).toMatch(/gtm\.js\?id=' \+ i \+ dl;[^]*'dataLayer', "GTM-ABC"\);$/);
    expect(preBodyTags).toEqual([{ tagName: 'noscript', innerHTML: '<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC" height="0" width="0" style="display:none;visibility:hidden"></iframe>' }]);
    expect(clientModules).toEqual([]);
  });

  it('cannot end its script or its attribute with what an id holds (the schema refuses such ids too)', () => {
    const { headTags } = analytics({ gtag: { trackingID: 'G-1"</script><script>alert(1)</script>' } });
    expect(headTags[2].attributes?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-1%22%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(headTags[3].innerHTML).not.toContain('</script>');
    expect(analytics({}).headTags).toEqual([]);
  });
});
