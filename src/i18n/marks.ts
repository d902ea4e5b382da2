// Parsed HTML with label marks (`<!--docgen-label:theme.admonition.note-->`) -> the HTML with the words of a locale in their place.
import { escapeHtml } from '../html.js';
import { ENGLISH, type TextId } from './english.js';
import type { ThemeText } from './labels.js';

/**
 * How a mark starts. A parsed page is shared by every locale that shows it (an untranslated doc
 * falls back to the default locale's file, parsed once), so the parser writes a mark where a word
 * of the theme goes, and each locale's pages fill it in when their HTML is made (see loadSite).
 */
export const LABEL_MARK = '<!--docgen-label:';
const MARKS = /<!--docgen-label:([\w.-]+)-->/g;

/** The mark of a word, for text or an attribute value of the parsed HTML; always filled in before the page is written. */
export const labelMark = (id: TextId): string => `${LABEL_MARK}${id}-->`;

/** The HTML with every mark replaced by its word in `text`'s locale (escaped for text and attribute values alike). */
export function fillLabels(html: string, text: Pick<ThemeText, 't'>): string {
  if (!html.includes(LABEL_MARK)) return html;
  return html.replace(MARKS, (mark, id: string) => (id in ENGLISH ? escapeHtml(text.t(id as TextId)) : mark));
}
