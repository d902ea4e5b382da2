// Stand-in for the theme's own map of MDX components, which a site's swizzled `src/theme/MDXComponents` spreads into its
// own: the theme components docgen has stand-ins for, by the names MDX pages use.
import A from '../@theme/MDXComponents/A.js';
import Admonition from '../@theme/Admonition.js';
import CodeBlock from '../@theme/CodeBlock.js';
import Heading from '../@theme/Heading.js';
import TabItem from '../@theme/TabItem.js';
import Tabs from '../@theme/Tabs.js';

export default { a: A, Admonition, CodeBlock, Heading, TabItem, Tabs };
