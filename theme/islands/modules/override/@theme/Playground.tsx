// Stand-in for the live code theme's Playground: a ```jsx live fence as an editor the reader can change and the result
// of its code, run in the browser by react-live. The result is drawn once the island is mounted (the code may need a
// window); its place says so until then. Tokens have classes only, coloured by docgen's palette in both colour modes.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import { useMounted } from '../../../context.js';
import ReactLiveScope from './ReactLiveScope.js';
import Translate from '../@docusaurus/Translate.js';
import './Playground.css';

const CLASSES_ONLY = { plain: {}, styles: [] };

/**
 * The scope without the names code cannot take as parameters (react-live passes each as one): `default`, which React
 * imported as a module namespace has, and any other reserved word or name that is no identifier.
 */
function usable(scope: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(scope).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && !RESERVED.has(name)));
}
const RESERVED = new Set('break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await arguments eval'.split(' '));
const LANGUAGES = new Set(['jsx', 'tsx', 'javascript', 'typescript', 'js', 'ts']);

interface Props {
  /** The code, as the theme's CodeBlock hands it (or `code`). */
  children?: ReactNode;
  code?: string;
  scope?: Record<string, unknown>;
  /** The code is statements that call `render(…)`; else it is one expression. Also read from `metastring`. */
  noInline?: boolean;
  metastring?: string;
  transformCode?: (code: string) => string | Promise<string>;
  language?: string;
  /** docgen's: where the result goes, `bottom` (below the editor, default) or `top`. */
  position?: 'top' | 'bottom';
  className?: string;
}

/** The editor's code element as a named, multi-line text box (react-live gives it none), with a visible focus ring. */
function Editor({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pre = ref.current?.querySelector('pre');
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-label', label);
  });
  // Tab moves the focus on, as everywhere else on the page: indenting with it would trap a keyboard reader here.
  return (
    <div ref={ref} className="playground-editor">
      <LiveEditor tabMode="focus" />
    </div>
  );
}

export default function Playground({ children, code, scope, noInline, metastring, transformCode, language, position = 'bottom', className }: Props) {
  const source = String(typeof children === 'string' ? children : (code ?? '')).replace(/\n$/, '');
  const lang = language && LANGUAGES.has(language) ? language : /language-(\w+)/.exec(className ?? '')?.[1] ?? 'jsx';
  // Reset draws a new provider: the editor and the result from the code as written.
  const [run, setRun] = useState(0);
  const mounted = useMounted();
  const names = useMemo(() => usable(scope ?? ReactLiveScope), [scope]);
  const editor = (
    <>
      <div className="playground-header">
        {/* The theme's ids: a site's code.json translates them. */}
        <span>
          <Translate id="theme.Playground.liveEditor">Live Editor</Translate>
        </span>
        <button type="button" className="playground-reset" title="Reset" aria-label="Reset code to original" onClick={() => setRun((n) => n + 1)}>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true"><path fill="currentColor" d="M8 2.5a5.5 5.5 0 1 1-5.2 3.7l1.4.5A4 4 0 1 0 8 4v2L4.8 3.2 8 .5z" /></svg>
          <Translate id="theme.Playground.buttons.reset">Reset</Translate>
        </button>
      </div>
      <Editor label="Live code editor" />
    </>
  );
  const result = (
    <>
      <div className="playground-header">
        <Translate id="theme.Playground.result">Result</Translate>
      </div>
      <div className="playground-preview">
        {mounted ? (
          <>
            <LivePreview />
            <LiveError className="playground-error" />
          </>
        ) : (
          <div className="playground-loading">Loading…</div>
        )}
      </div>
    </>
  );
  return (
    <div className="playground">
      <LiveProvider
        key={run}
        code={source}
        scope={names}
        noInline={noInline ?? /\bnoInline\b/.test(metastring ?? '')}
        language={lang}
        theme={CLASSES_ONLY}
        transformCode={transformCode ?? ((c: string) => `${c};`)}
      >
        {position === 'top' ? <>{result}{editor}</> : <>{editor}{result}</>}
      </LiveProvider>
    </div>
  );
}
