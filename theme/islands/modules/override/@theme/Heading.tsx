// Stand-in for the theme's Heading: an h1-h6 with its id, and a `#` link to itself for h2-h6 (as the article's headings have).
import type { HTMLAttributes } from 'react';

type Props = HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' };

/** `<Heading as="h2" id="x">Title</Heading>`. */
export default function Heading({ as: Tag, id, children, ...rest }: Props) {
  return (
    <Tag id={id} {...rest}>
      {children}
      {id && Tag !== 'h1' && (
        <a className="hash-link" href={`#${id}`}>
          #
        </a>
      )}
    </Tag>
  );
}
