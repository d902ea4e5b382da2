// `gtag` and `googleTagManager` -> the tags every built page carries and the client module that counts a move to
// another page, as Docusaurus's plugin-google-gtag and plugin-google-tag-manager write them; none in the dev server.
import path from 'node:path';
import type { Config, SiteHeadTag } from '../types.js';
import { docgenRoot } from './resolve.js';

/** A value as a JavaScript string literal that cannot end the `<script>` it is in. */
const jsString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The tags and client modules of the site's analytics (Config.gtag, Config.googleTagManager), for a build. */
export function analytics(config: Pick<Config, 'gtag' | 'googleTagManager'>): { headTags: SiteHeadTag[]; preBodyTags: SiteHeadTag[]; clientModules: string[] } {
  const headTags: SiteHeadTag[] = [];
  const preBodyTags: SiteHeadTag[] = [];
  const clientModules: string[] = [];
  const { gtag, googleTagManager } = config;
  if (gtag) {
    const ids = typeof gtag.trackingID === 'string' ? [gtag.trackingID] : gtag.trackingID;
    const options = gtag.anonymizeIP ? "{ 'anonymize_ip': true }" : '{}';
    headTags.push(
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
      // One gtag.js for the first id; each id configured on it, as Google asks.
      { tagName: 'script', attributes: { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0])}` } },
      { tagName: 'script', innerHTML: `window.dataLayer = window.dataLayer || [];\nfunction gtag(){dataLayer.push(arguments);}\ngtag('js', new Date());\n${ids.map((id) => `gtag('config', ${jsString(id)}, ${options});`).join('\n')}` }
    );
    clientModules.push(path.join(docgenRoot(), 'theme/analytics/gtag.ts'));
  }
  if (googleTagManager) {
    const id = googleTagManager.containerId;
    headTags.push(
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
      { tagName: 'script', innerHTML: 'window.dataLayer = window.dataLayer || [];' },
      { tagName: 'script', innerHTML: `(function (w, d, s, l, i) {\n  w[l] = w[l] || [];\n  w[l].push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });\n  var f = d.getElementsByTagName(s)[0], j = d.createElement(s), dl = l != 'dataLayer' ? '&l=' + l : '';\n  j.async = true;\n  j.src = 'https://www.googletagmanager.com/gtm.js?id=' + i + dl;\n  f.parentNode.insertBefore(j, f);\n})(window, document, 'script', 'dataLayer', ${jsString(id)});` }
    );
    preBodyTags.push({ tagName: 'noscript', innerHTML: `<iframe src="https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(id)}" height="0" width="0" style="display:none;visibility:hidden"></iframe>` });
  }
  return { headTags, preBodyTags, clientModules };
}
