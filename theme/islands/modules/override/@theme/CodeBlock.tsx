// Stand-in for the theme's CodeBlock in a component: docgen's code block, its code highlighted as docgen highlights a
// fence when the page was built with it, its magic comments and line numbers too (the build renders the island again
// with the HTML, which the page data carries, so the browser hydrates the same markup); code the component makes only
// in the browser stays unhighlighted.
import type { ReactNode } from 'react';
import { codeKey, messageOf, useIsland } from '../../../context.js';

/** `<CodeBlock language="js" title="a.js" showLineNumbers metastring="{2}">code</CodeBlock>`. */
export default function CodeBlock({ children, language, title, className, metastring, showLineNumbers }: { children?: ReactNode; language?: string; title?: string; className?: string; metastring?: string; showLineNumbers?: boolean | number; [key: string]: unknown }) {
  const island = useIsland();
  // As Docusaurus's: the language given, else the class's, else the site's default (Crawlee's RunnableCodeBlock sets a class of its own).
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? island.defaultLanguage;
  const text = typeof children === 'string' ? children.replace(/\n$/, '') : undefined;
  // The fence's meta string it would have: the line ranges given, and the line numbers asked for (a number: the first's).
  const meta = [metastring, showLineNumbers === true ? 'showLineNumbers' : typeof showLineNumbers === 'number' ? `showLineNumbers=${showLineNumbers}` : ''].filter(Boolean).join(' ') || undefined;
  const key = lang && text !== undefined ? codeKey(lang, meta ? `${meta}\n${text}` : text) : undefined;
  const html = key && island.code?.[key];
  if (key && html === undefined && island.head) (island.head.code ??= {})[key] = { lang: lang!, code: text!, ...(meta ? { meta } : {}) };
  // With Docusaurus's class names beside docgen's, which a site's stylesheet may style (OpenDAL's code window wraps the
  // lines of its `.prism-code`, so that its landing page fits a phone).
  return (
    <div className="code-block theme-code-block" data-lang={lang}>
      {title && <div className="code-title">{title}</div>}
      <button type="button" className="copy-button" aria-label={messageOf('theme.CodeBlock.copyButtonAriaLabel') ?? 'Copy code to clipboard'}>
        {messageOf('theme.CodeBlock.copy') ?? 'Copy'}
      </button>
      <button type="button" className="wrap-button" aria-pressed="false" aria-label={messageOf('theme.CodeBlock.wordWrapToggle') ?? 'Toggle word wrap'} title={messageOf('theme.CodeBlock.wordWrapToggle') ?? 'Toggle word wrap'} />
      {/* Focusable, as docgen's own blocks are: a keyboard reader can scroll a long line. */}
      {html ? <pre className="shiki prism-code" tabIndex={0} dangerouslySetInnerHTML={{ __html: html.replaceAll('<span class="line', '<span class="token-line line') }} /> : (
        <pre className={`prism-code${lang ? ` language-${lang}` : ''}`} tabIndex={0}>
          <code>{text ?? children}</code>
        </pre>
      )}
    </div>
  );
}
