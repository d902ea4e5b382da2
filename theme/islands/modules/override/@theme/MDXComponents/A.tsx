// Stand-in for the theme's MDX `a`: the link of a markdown link, as docgen's Link stand-in makes it.
import type { ComponentProps } from 'react';
import Link from '../../@docusaurus/Link.js';

export default function MDXA(props: ComponentProps<typeof Link>) {
  return <Link {...props} />;
}
