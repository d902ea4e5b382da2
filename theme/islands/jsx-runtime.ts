// The islands' JSX runtime: React's, but a <title> whose children are strings and numbers gets them as one string.
// React 19's server renderer writes a <title> of more than one child empty and its client writes them all (Olympus's
// `<svg><title>Open {action.title}</title></svg>`), so the page's hydration failed; React 17 and 18, which sites were
// written for, wrote the text on both sides. Also the import source's own `createElement`, which the automatic runtime
// calls for an element whose `key` comes after a spread (`<Card {...project} key={…} />`), and the development
// runtime's `jsxDEV`, for a site whose tsconfig asks for it.
import { createElement as reactCreateElement } from 'react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';

type Props = { children?: unknown } | null | undefined;

const text = (children: unknown[]) => children.every((c) => typeof c === 'string' || typeof c === 'number');
const joined = (type: unknown, props: Props): Props => (type === 'title' && Array.isArray(props?.children) && text(props.children) ? { ...props, children: props.children.join('') } : props);

export const jsx = (type: never, props: Props, key?: string) => reactJsx(type, joined(type, props) as never, key);
export const jsxs = (type: never, props: Props, key?: string) => reactJsxs(type, joined(type, props) as never, key);
export const jsxDEV = (type: never, props: Props, key?: string) => reactJsx(type, joined(type, props) as never, key);
export const createElement = (type: never, props: never, ...children: unknown[]) => (type === 'title' && children.length > 1 && text(children) ? reactCreateElement(type, props, children.join('')) : reactCreateElement(type, props, ...(children as never[])));
export { Fragment };
