// The islands' JSX runtime: React's, but a <title> whose children are strings and numbers gets them as one string.
// React 19's server renderer writes a <title> of more than one child empty and its client writes them all (Olympus's
// `<svg><title>Open {action.title}</title></svg>`), so the page's hydration failed; React 17 and 18, which sites were
// written for, wrote the text on both sides.
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';

type Props = { children?: unknown } | null | undefined;

const joined = (type: unknown, props: Props): Props =>
  type === 'title' && Array.isArray(props?.children) && props.children.every((c) => typeof c === 'string' || typeof c === 'number') ? { ...props, children: props.children.join('') } : props;

export const jsx = (type: never, props: Props, key?: string) => reactJsx(type, joined(type, props) as never, key);
export const jsxs = (type: never, props: Props, key?: string) => reactJsxs(type, joined(type, props) as never, key);
export { Fragment };
