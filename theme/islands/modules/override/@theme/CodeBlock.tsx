// Stand-in for the theme's CodeBlock in a component: docgen's code block, its code highlighted as docgen highlights a
// fence when the page was built with it (the build renders the island again with the HTML, which the page data carries,
// so the browser hydrates the same markup); code the component makes only in the browser stays unhighlighted.
import type { ReactNode } from 'react';
import { codeKey, messageOf, useIsland } from '../../../context.js';

/** `<CodeBlock language="js" title="a.js">code</CodeBlock>`. */
export default function CodeBlock({ children, language, title, className }: { children?: ReactNode; language?: string; title?: string; className?: string; [key: string]: unknown }) {
  const island = useIsland();
  // As Docusaurus's: the language given, else the class's, else the site's default (Crawlee's RunnableCodeBlock sets a class of its own).
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? island.defaultLanguage;
  const text = typeof children === 'string' ? children.replace(/\n$/, '') : undefined;
  const key = lang && text !== undefined ? codeKey(lang, text) : undefined;
  const html = key && island.code?.[key];
  if (key && html === undefined && island.head) (island.head.code ??= {})[key] = { lang: lang!, code: text! };
  return (
    <div className="code-block" data-lang={lang}>
      {title && <div className="code-title">{title}</div>}
      <button type="button" className="copy-button" aria-label={messageOf('theme.CodeBlock.copyButtonAriaLabel') ?? 'Copy code to clipboard'}>
        {messageOf('theme.CodeBlock.copy') ?? 'Copy'}
      </button>
      {/* Focusable, as docgen's own blocks are: a keyboard reader can scroll a long line. */}
      <pre className={html ? 'shiki' : lang ? `language-${lang}` : undefined} tabIndex={0}>
        {html ? <code dangerouslySetInnerHTML={{ __html: html }} /> : <code>{text ?? children}</code>}
      </pre>
    </div>
  );
}
