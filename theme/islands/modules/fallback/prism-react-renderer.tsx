// A stand-in for prism-react-renderer when the site has not installed it: <Highlight> hands its render function the
// code as plain text, one token a line, in the shape the package gives (its 1.x and 2.x exports). The code reads as
// written, uncoloured; docgen colours the site's own code blocks itself, at build time.
import type { CSSProperties, ReactNode } from 'react';

interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}
interface Theme {
  plain: CSSProperties;
  styles: Array<{ types: string[]; style: CSSProperties }>;
}
type Extra = { key?: unknown; className?: string; style?: CSSProperties; [name: string]: unknown };
interface RenderProps {
  className: string;
  style: CSSProperties;
  tokens: Token[][];
  getLineProps(input: Extra & { line: Token[] }): Record<string, unknown>;
  getTokenProps(input: Extra & { token: Token }): Record<string, unknown>;
}

const plainTheme: Theme = { plain: {}, styles: [] };
/** Every theme the package names (`themes.github`, `themes.dracula`…) is the plain one. */
export const themes: Record<string, Theme> = new Proxy({}, { get: () => plainTheme });
/** Sites add languages to it (`Prism.languages.x = …`): kept, unused. */
export const Prism = { languages: {} as Record<string, unknown> };
export const defaultProps = { Prism, theme: plainTheme };

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/** The code's lines, each one plain token (an empty line: one empty token, as the package gives). */
export const normalizeTokens = (code: string): Token[][] =>
  code
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line ? [{ types: ['plain'], content: line }] : [{ types: ['plain'], content: '\n', empty: true }]));

export function Highlight({ code, language, children }: { code: string; language?: string; theme?: Theme; prism?: unknown; children: (props: RenderProps) => ReactNode }) {
  return children({
    className: `prism-code language-${language ?? 'text'}`,
    style: {},
    tokens: normalizeTokens(code ?? ''),
    getLineProps: ({ line: _line, className, ...rest }) => ({ ...rest, className: join('token-line', className) }),
    getTokenProps: ({ token, className, ...rest }) => ({ ...rest, className: join('token', ...token.types, className), children: token.content })
  });
}

export default Highlight;
