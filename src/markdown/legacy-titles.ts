// Markdown text -> the same text with Docusaurus's legacy admonition titles (`:::tip My title`) written as labels (`:::tip[My title]`).
import { ADMONITIONS } from './admonitions.js';

const OPENING = new RegExp(`^( {0,3}:{3,})(${ADMONITIONS.join('|')})[ \\t]+(?![\\[{])(\\S.*?)[ \\t]*$`);
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Docusaurus still reads a title written after the keyword, as its writers did before labels existed;
 * micromark's directive syntax takes only `[label]` there, so the line would be a paragraph. Lines in
 * fenced code stay as they are. A page without such a line is returned as it is, at the cost of one search.
 */
export function withLegacyTitles(text: string): string {
  if (!/^ {0,3}:{3,}[a-z]+[ \t]+[^\s[{]/m.test(text)) return text;
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = undefined;
        return line;
      }
      if (f) {
        fence = f[1];
        return line;
      }
      const m = OPENING.exec(line.replace(/\r$/, ''));
      return m ? `${m[1]}${m[2]}[${m[3].replace(/[[\]\\]/g, '\\$&')}]${line.endsWith('\r') ? '\r' : ''}` : line;
    })
    .join('\n');
}
