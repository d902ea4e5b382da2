// <Mermaid value="graph TD; A-->B" /> -> a ```mermaid code block, which markdown.mermaid draws as a fence's diagram.
import type { Component } from '../node.js';

/** The theme's Mermaid component (`import Mermaid from '@theme/Mermaid'`): its `value` (mdx-mermaid's `chart`) is the diagram's text. */
export const Mermaid: Component = (node, scope) => {
  const props = scope.props(node);
  const value = props.value ?? props.chart;
  if (typeof value !== 'string') {
    scope.warn(node, '<Mermaid>', '<Mermaid> needs a `value` known at build time: the diagram is left out', 'write value="…" or value={`…`} with the diagram\'s text');
    return [];
  }
  return [{ type: 'code', lang: 'mermaid', value, position: node.position }];
};
