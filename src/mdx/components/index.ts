// Component name -> its build-time renderer: the components Docusaurus's MDX pages use without a site of their own.
import type { Component } from '../node.js';
import { Mermaid } from './mermaid.js';

/** The components docgen renders, by the name a page uses (`<Tabs>`); one file each in this folder. */
export const COMPONENTS: Record<string, Component> = {
  Mermaid
};
