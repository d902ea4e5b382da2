// An island's markdown children -> the HTML the page made of them, in place (the element adds no box of its own).

/** The HTML `html`, as is: the same on the server and when hydrated. */
export default function DocgenHtml({ html, inline }: { html: string; inline?: boolean }) {
  const Tag = inline ? 'span' : 'div';
  return <Tag className="island-children" dangerouslySetInnerHTML={{ __html: html }} />;
}
