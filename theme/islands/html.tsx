// An island's markdown children -> the HTML the page made of them, in place (the element adds no box of its own).
import { createElement, isValidElement, type ReactNode } from 'react';
import { MARKDOWN_ELEMENTS } from './elements.js';

/** The HTML `html`, as is: the same on the server and when hydrated. */
function DocgenHtml({ html, inline }: { html: string; inline?: boolean }) {
  const Tag = inline ? 'span' : 'div';
  return <Tag className="island-children" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A markdown child that is one element (`<DocgenHtml.h2 id="x">`, src/mdx/islands.ts): that element, its content the
 * HTML the page made. Its type is named as the tag, as the theme's MDX components are in Docusaurus, so that a component
 * that tells its children apart (`child.type.name === 'h2'`) or takes a heading's `props.children` sees them as there.
 */
function element(tag: string) {
  const Element = ({ children, ...props }: { children?: ReactNode }) =>
    isValidElement<{ html: string }>(children) && children.type === DocgenHtml
      ? createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: children.props.html } })
      : createElement(tag, props, children);
  return Object.defineProperty(Element, 'name', { value: tag });
}

export default Object.assign(DocgenHtml, Object.fromEntries(MARKDOWN_ELEMENTS.map((t) => [t, element(t)])) as Record<(typeof MARKDOWN_ELEMENTS)[number], ReturnType<typeof element>>);
