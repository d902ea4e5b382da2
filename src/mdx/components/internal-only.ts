// Meta's docs preset's <FbInternalOnly> and <OssOnly> (docusaurus-plugin-internaldocs-fb): what a public build shows.
import type { Component } from '../node.js';

/**
 * Content for Meta's internal site only: left out, and not read (the partials it shows live in `fb/` folders that are
 * not in the public repository).
 */
export const FbInternalOnly: Component = () => [];

/** Content for the public site: shown in its place. */
export const OssOnly: Component = (node, scope) => scope.lower(node);
