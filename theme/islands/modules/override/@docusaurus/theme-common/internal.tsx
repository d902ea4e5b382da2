// Stand-in for the theme's internal helpers that an ejected CodeBlock's parts use (SuperTokens' `Content/String`):
// the code block's title, language, line numbers, highlighted lines and word wrap; the providers an ejected
// Layout/Provider composes; the rest of the theme's common hooks.
import { Children, createContext, isValidElement, useCallback, useContext, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { storageKey, TAB_GROUP_EVENT } from '../../../../../mdx/tab-key.js';

export * from '../theme-common.js';
// Docusaurus 2 exported it from here (Apache Answer's swizzled Layout/Provider imports it so).
export { DocsPreferredVersionContextProvider } from '../plugin-content-docs/client.js';

/** The theme's own providers (colour mode, announcement bar, scroll, navbar…): docgen's shell does what they do. */
const Through = ({ children }: { children?: ReactNode }) => <>{children}</>;
export { Through as ColorModeProvider, Through as AnnouncementBarProvider, Through as ScrollControllerProvider, Through as PluginHtmlClassNameProvider, Through as NavbarProvider };

/** `title="a.js"` (or in single quotes) of a code block's meta string. */
export function parseCodeBlockTitle(metastring?: string): string {
  return /\btitle=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? '';
}

/** `js` of `language-js` among a code block's class names. */
export function parseLanguage(className?: string): string | undefined {
  return /\blanguage-(\S+)/.exec(className ?? '')?.[1];
}

/** Whether a code block's meta string asks for line numbers. */
export function containsLineNumbers(metastring?: string): boolean {
  return /\bshowLineNumbers\b/.test(metastring ?? '');
}

const HIGHLIGHTED = 'theme-code-block-highlighted-line';
/** A line that is only a comment naming a highlight directive, in the `//`, `#`, `--`, `<!-- -->` or `/* *\/` styles. */
const DIRECTIVE = /^\s*(?:\/\/|#|--|<!--|\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:-->|\*\/)?\s*$/;

/**
 * The code without its highlight directives (`highlight-next-line`, `highlight-start` … `highlight-end`), and the class
 * names of its lines (0-based) that they and the meta string's ranges (`{1,4-6}`, 1-based) highlight.
 */
export function parseLines(content: string, options: { metastring?: string; language?: string; magicComments?: unknown[] } = {}): { lineClassNames: Record<number, string[]>; code: string } {
  const kept: string[] = [];
  const marked = new Set<number>();
  let next = false;
  let open = false;
  for (const line of content.replace(/\n$/, '').split('\n')) {
    const directive = DIRECTIVE.exec(line)?.[1];
    if (directive === 'highlight-next-line') next = true;
    else if (directive === 'highlight-start') open = true;
    else if (directive === 'highlight-end') open = false;
    else {
      if (next || open) marked.add(kept.length);
      next = false;
      kept.push(line);
    }
  }
  const ranges = /\{([\d,\s-]+)\}/.exec(options.metastring ?? '')?.[1] ?? '';
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number(n.trim()));
    if (Number.isInteger(from) && Number.isInteger(to)) for (let n = from; n <= to; n++) marked.add(n - 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const n of marked) if (n >= 0 && n < kept.length) lineClassNames[n] = [HIGHLIGHTED];
  return { lineClassNames, code: kept.join('\n') };
}

/** Word wrap of a code block, off until the reader turns it on (docgen's own blocks scroll). */
export function useCodeWordWrap() {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setEnabled] = useState(false);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) code.style.whiteSpace = isEnabled ? '' : 'pre-wrap';
    setEnabled(!isEnabled);
  }, [isEnabled]);
  return { codeBlockRef, isEnabled, isCodeScrollable: false, toggle };
}

/** A prism-react-renderer theme's plain colours as the custom properties the theme's code blocks read. */
export function getPrismCssVariables(theme: { plain?: { color?: string; backgroundColor?: string } }): Record<string, string> {
  const vars: Record<string, string> = {};
  if (theme.plain?.color) vars['--prism-color'] = theme.plain.color;
  if (theme.plain?.backgroundColor) vars['--prism-background-color'] = theme.plain.backgroundColor;
  return vars;
}

/**
 * Docusaurus 2's tab group choices (its Tabs up to 2.2, the OpenAPI theme's tabs): `{ groupId: value }`, kept where
 * docgen's own tabs keep theirs, read once hydrated (the server knows none), and shared by every component that asks
 * and by the article's tabs (TAB_GROUP_EVENT, both ways).
 */
export function useTabGroupChoice(): { tabGroupChoices: Record<string, string>; setTabGroupChoices: (group: string, value: string) => void } {
  const [choices, setChoices] = useState<Record<string, string>>({});
  useEffect(() => {
    const prefix = storageKey('');
    const stored: Record<string, string> = {};
    try {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (key?.startsWith(prefix)) stored[key.slice(prefix.length)] = localStorage.getItem(key) ?? '';
      }
    } catch {
      // No storage: no choices from before.
    }
    setChoices((c) => ({ ...stored, ...c }));
    const onChoice = (e: Event) => {
      const { group, value } = (e as CustomEvent<{ group: string; value: string }>).detail;
      setChoices((c) => (c[group] === value ? c : { ...c, [group]: value }));
    };
    window.addEventListener(TAB_GROUP_EVENT, onChoice);
    return () => window.removeEventListener(TAB_GROUP_EVENT, onChoice);
  }, []);
  const setTabGroupChoices = useCallback((group: string, value: string) => {
    try {
      localStorage.setItem(storageKey(group), value);
    } catch {
      // Not remembered: the choice still holds on this page.
    }
    window.dispatchEvent(new CustomEvent(TAB_GROUP_EVENT, { detail: { group, value } }));
  }, []);
  return { tabGroupChoices: choices, setTabGroupChoices };
}

/** A tab as Docusaurus's tabs helpers describe it: from a `values` entry or a TabItem's props. */
interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
  default?: boolean;
}
interface TabsContextValue {
  selectedValue: string;
  selectValue: (value: string) => void;
  tabValues: readonly TabValue[];
  lazy: boolean;
  block: boolean;
}

/** A Tabs' children as its TabItems: what is not an element (whitespace, `false`, `null`) left out. */
export function sanitizeTabsChildren(children: ReactNode): ReactNode {
  return Children.toArray(children).filter((c) => isValidElement(c));
}

/**
 * Docusaurus 3.10's tabs state (the OpenAPI theme 5's tabs): the tabs of `values` or of the TabItems, the one chosen
 * first (`defaultValue`, a TabItem marked default, else the first), a group's choice where there is one, as
 * useTabGroupChoice keeps it.
 */
export function useTabsContextValue(props: { children?: ReactNode; values?: readonly TabValue[]; defaultValue?: string | null; groupId?: string; lazy?: boolean; block?: boolean }): TabsContextValue {
  const items = Children.toArray(props.children).filter((c): c is ReactElement<TabValue> => isValidElement(c));
  const tabValues = props.values ?? items.map(({ props: { value, label, attributes, default: isDefault } }) => ({ value, label, attributes, default: isDefault }));
  const first = props.defaultValue ?? tabValues.find((t) => t.default)?.value ?? tabValues[0]?.value ?? '';
  const [own, setOwn] = useState(first);
  const { tabGroupChoices, setTabGroupChoices } = useTabGroupChoice();
  const grouped = props.groupId === undefined ? undefined : tabGroupChoices[props.groupId];
  const selectedValue = grouped !== undefined && tabValues.some((t) => t.value === grouped) ? grouped : own;
  const selectValue = useCallback((value: string) => {
    setOwn(value);
    if (props.groupId !== undefined) setTabGroupChoices(props.groupId, value);
  }, [props.groupId, setTabGroupChoices]);
  return { selectedValue, selectValue, tabValues, lazy: props.lazy ?? false, block: props.block ?? false };
}

const TabsContext = createContext<TabsContextValue | null>(null);

/** Gives a Tabs' state to its parts (useTabs). */
export function TabsProvider({ value, children }: { value: TabsContextValue; children: ReactNode }) {
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}

/**
 * The state of the Tabs around: throws outside one, as Docusaurus's does. Given a Tabs' props (Docusaurus up to 3.9's
 * `useTabs(props)`, which the OpenAPI theme 4's ApiTabs calls), their own state, as it was.
 */
export function useTabs(props?: Parameters<typeof useTabsContextValue>[0]): TabsContextValue {
  const value = useContext(TabsContext);
  if (props) return useTabsContextValue(props);
  if (!value) throw new Error('useTabs() is used outside of a <TabsProvider>');
  return value;
}

/** Docusaurus 2's tabs keep the tab clicked where it was on screen while the panels above change height. */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (el: HTMLElement) => void } {
  const blockElementScrollPositionUntilNextRender = useCallback((el: HTMLElement) => {
    const top = el.getBoundingClientRect().top;
    requestAnimationFrame(() => window.scrollBy(0, el.getBoundingClientRect().top - top));
  }, []);
  return { blockElementScrollPositionUntilNextRender };
}
