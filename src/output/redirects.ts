// The site's redirects (config `redirects`, `createRedirects`, `fromExtensions` and `toExtensions`, as Docusaurus's
// client-redirects plugin takes them)
// -> a small page at each old path that sends the reader on to the page that replaced it, query and hash kept.
import type { Config, Diagnostic } from '../types.js';
import { redirectFile, routeKey, routeProblem } from '../content/routes.js';
import { escapeHtml } from '../html.js';
import { htmlLangOf } from '../i18n/labels.js';
import { quotedAt } from '../text-position.js';
import { CONFIG_FILE } from '../sidebars/check-navbar.js';
import { locate } from '../config/load.js';

type Position = { line?: number; column?: number };

/** Another site's URL: a redirect may send the reader there (not to `javascript:` or any other scheme). */
const EXTERNAL = /^https?:\/\//i;

/**
 * The redirect pages of one locale, whose base URL is `base` and whose pages are at `routes`, each by its file below
 * the out dir, and the findings: a redirect to a path no page has is an error (as in Docusaurus), one from a page's own
 * path or a file the site already has is left out with a warning. `from` and `to` are below the locale's base URL
 * (`/old`, not `/docs/old`), as Docusaurus, which builds each locale on its own, gives them.
 */
export function redirectPages(config: Config, base: string, routes: string[], taken: (file: string) => boolean, configSource: string): { files: Map<string, string>; diagnostics: Diagnostic[] } {
  const paths = new Map(routes.map((r) => [routeKey(r.slice(base.length - 1) || '/'), r.slice(base.length - 1) || '/']));
  // Each with what asked for it, as messages name it, and where that is in the config.
  const wanted: Array<{ from: unknown; to: string; origin: string; at: Position }> = [];
  const quoted = (text: string): Position => quotedAt(configSource, text) ?? {};
  for (const { from, to } of config.redirects) for (const f of Array.isArray(from) ? from : [from]) wanted.push({ from: f, to, origin: `redirect from "${String(f)}"`, at: quoted(String(f)) });
  const add = (from: unknown, to: string, by: string, at: Position) => wanted.push({ from, to, origin: `${by} gave "${String(from)}", whose redirect`, at });
  const dotted = (extensions: string[]) => extensions.map((e) => `.${e}`);
  for (const to of paths.values()) {
    const created = config.createRedirects?.(to);
    for (const f of created === null || created === undefined ? [] : [created].flat()) add(f, to, `createRedirects("${to}")`, quoted(to));
    // The old paths with an extension (not for a folder's path, nor one that has one already), and the one without.
    if (!to.endsWith('/') && !dotted(config.fromExtensions).some((e) => to.endsWith(e))) for (const e of config.fromExtensions) add(`${to}.${e}`, to, `fromExtensions "${e}"`, locate(configSource, 'fromExtensions'));
    const own = dotted(config.toExtensions).find((e) => to.endsWith(e) && to.length > e.length + 1);
    if (own) add(to.slice(0, -own.length), to, `toExtensions "${own.slice(1)}"`, locate(configSource, 'toExtensions'));
  }
  const files = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  const report = (severity: Diagnostic['severity'], at: Position, message: string, hint: string) => diagnostics.push({ file: CONFIG_FILE, ...at, severity, message, hint });
  const seen = new Map<string, string>();
  // The same path with the base URL, as a hint's wrong example: none where the base URL is `/`.
  const notBase = (example: string) => (base === '/' ? '' : `, not "${base}${example}"`);
  for (const { from, to, origin, at } of wanted) {
    if (typeof from !== 'string' || !/^\/[^?#]*$/.test(from)) {
      report('error', at, `${origin}: "from" must be a path below the base URL, starting with / (no query or hash)`, `write it as the path without the base URL: "/old-page"${notBase('old-page')}`);
      continue;
    }
    const target = to.replace(/[?#].*$/, '');
    if (!EXTERNAL.test(to) && !paths.has(routeKey(target))) {
      report('error', quoted(to), `${origin} goes to "${to}", which no page has`, `"to" is a page's path below the base URL ("/intro"${notBase('intro')}), or another site's http(s) URL`);
      continue;
    }
    const route = base + from.slice(1);
    const problem = routeProblem(route, base);
    if (problem) {
      report('error', at, `${origin}: ${problem}`, 'write the old path below the base URL, without ".." or malformed %-escapes');
      continue;
    }
    const file = redirectFile(route, config.baseUrl, config.trailingSlash);
    if (paths.has(routeKey(from)) || taken(file)) {
      report('warning', at, `${origin} is left out: the site has a page or file at "${from}"`, 'remove the redirect, or the page it would replace');
      continue;
    }
    const before = seen.get(file);
    if (before !== undefined) {
      if (before !== to) report('warning', at, `${origin} is left out: "${from}" already redirects to "${before}"`, 'keep one redirect from each old path');
      continue;
    }
    seen.set(file, to);
    files.set(file, redirectPage(EXTERNAL.test(to) ? to : base + to.slice(1), config));
  }
  return { files, diagnostics };
}

/**
 * A page that sends the reader on at once: a script that keeps the query and hash and leaves no history entry, a
 * refresh for a browser without script (only there: on a busy machine the refresh, run once the page has loaded, could
 * win over the script's navigation and lose the query and hash), a canonical link for search engines, and a link for
 * a person.
 */
function redirectPage(url: string, config: Config): string {
  const href = escapeHtml(url);
  // A string in a script: `<` escaped, so no `</script>` in a URL can end the script.
  const js = JSON.stringify(url).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${escapeHtml(htmlLangOf(config))}">
<head>
<meta charset="utf-8">
<title>Redirecting</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${href}">
<noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript>
<script>location.replace(${js} + location.search + location.hash);</script>
</head>
<body>
<p>This page has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}
