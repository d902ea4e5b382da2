// Component name -> its build-time renderer: the components Docusaurus's MDX pages use without a site of their own.
import type { Component } from '../node.js';
import { Admonition } from './admonition.js';
import { CodeBlock } from './code-block.js';
import { Details } from './details.js';
import { TabItem, Tabs } from './tabs.js';

/** The components docgen renders, by the name a page uses (`<Tabs>`); one file each in this folder. */
export const COMPONENTS: Record<string, Component> = {
  Tabs,
  TabItem,
  Details,
  Admonition,
  CodeBlock
};
