// Pages and category files as the sidebar stages receive them, made from paths and frontmatter (no parse, no disk).
import { docId } from '../../../src/content/routes.js';
import type { Frontmatter, Page, SourceFile } from '../../../src/types.js';

/** A docs page of `path` (relative to the content folder): its id as docgen gives it, its title from `title` or its h1. */
export function page(path: string, frontmatter: Frontmatter = {}, h1?: string): Page {
  const doc = { path, hash: path, frontmatter, h1, headings: [], links: [], html: '', sections: [], diagnostics: [] };
  const id = docId(doc);
  const title = frontmatter.title ?? h1 ?? id.split('/').pop()!;
  return { doc, id, route: `/docs/${id}`, title, sidebarLabel: frontmatter.sidebar_label ?? title, description: frontmatter.description, breadcrumbs: [], toc: [], html: '' };
}

/** Pages for paths, all without frontmatter. */
export const pages = (...paths: string[]) => paths.map((p) => page(p));

/** A category file's source: JSON for an object, the text itself for a string (YAML). */
export const categoryFile = (path: string, content: object | string): SourceFile => ({ path, text: typeof content === 'string' ? content : JSON.stringify(content, null, 2) });
