// Component name -> its build-time renderer: the components Docusaurus's MDX pages use without a site of their own.
import type { Component } from '../node.js';
import { Admonition } from './admonition.js';
import { CodeBlock } from './code-block.js';
import { Details } from './details.js';
import { TabItem, Tabs } from './tabs.js';
import { Mermaid } from './mermaid.js';
import { ThemedImage } from './themed-image.js';
import { TOCInline } from './toc-inline.js';
import { Head } from './head.js';
import { Heading } from './heading.js';
import { DocCard, DocCardList } from './doc-card-list.js';
import { Link } from './link.js';
import { BrowserOnly } from './browser-only.js';
import { LiteYouTubeEmbed, YouTube } from './youtube.js';
import { FbInternalOnly, OssOnly } from './internal-only.js';
import { IdealImage } from './ideal-image.js';

/** The components docgen renders, by the name a page uses (`<Tabs>`); one file each in this folder. */
export const COMPONENTS: Record<string, Component> = {
  Tabs,
  TabItem,
  Details,
  Admonition,
  CodeBlock,
  ThemedImage,
  TOCInline,
  Head,
  Heading,
  DocCardList,
  DocCard,
  Link,
  BrowserOnly,
  YouTube,
  LiteYouTubeEmbed,
  Mermaid,
  // Meta's docs preset gives these to every page, in both spellings.
  FbInternalOnly,
  FBInternalOnly: FbInternalOnly,
  OssOnly,
  OSSOnly: OssOnly
};

/** HTML element names an MDX page renders with a component, as Docusaurus's MDX components do: `<head>` is `<Head>`. */
export const AS_COMPONENT: Record<string, keyof typeof COMPONENTS> = { head: 'Head' };

/**
 * The components docgen renders by the module a page imports them from, whatever name it gives them (`import Alert
 * from '@theme/Admonition'`, Homarr's; `import Image from '@theme/IdealImage'`): each module's default export.
 */
export const BY_SOURCE: Record<string, Component> = {
  '@theme/IdealImage': IdealImage,
  '@theme/Tabs': Tabs,
  '@theme/TabItem': TabItem,
  '@theme/Details': Details,
  '@theme/Admonition': Admonition,
  '@theme/CodeBlock': CodeBlock,
  '@theme/ThemedImage': ThemedImage,
  '@theme/TOCInline': TOCInline,
  '@theme/Heading': Heading,
  '@theme/DocCardList': DocCardList,
  '@theme/DocCard': DocCard,
  '@theme/Mermaid': Mermaid,
  '@docusaurus/Head': Head,
  '@docusaurus/Link': Link,
  '@docusaurus/BrowserOnly': BrowserOnly
};
