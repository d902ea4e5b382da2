// Stand-in for the theme's CodeBlock in a component: the code unhighlighted, in docgen's code block frame.
import type { ReactNode } from 'react';

/** `<CodeBlock language="js" title="a.js">code</CodeBlock>`. */
export default function CodeBlock({ children, language, title, className }: { children?: ReactNode; language?: string; title?: string; className?: string; [key: string]: unknown }) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  return (
    <div className="code-block">
      {title && <div className="code-title">{title}</div>}
      {/* Focusable, as docgen's own blocks are: a keyboard reader can scroll a long line. */}
      <pre className={lang ? `language-${lang}` : undefined} tabIndex={0}>
        <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
      </pre>
    </div>
  );
}
