// A page's title and the site's -> the document title (`<title>`), the same on the server and after client navigation.

/** `Page | Site`; the site's title alone when the page has none or the page's title is the site's (a home page). */
export function documentTitle(title: string | undefined, site: { title: string; titleDelimiter: string }): string {
  const own = title?.trim();
  return !own || own === site.title ? site.title : `${own} ${site.titleDelimiter} ${site.title}`;
}
