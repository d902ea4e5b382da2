// Stand-in for the theme's Admonition in a component, and the island of an admonition of the site's own keyword
// (`:::premium`): the component of its type in `@theme/Admonition/Types` (the site's own, if it has one), else info's.
import type { ComponentType } from 'react';
import type { Props } from './Admonition/Layout.js';
// @ts-expect-error: a bare path the islands bundler resolves (plugin.ts): the site's own types (the adapter's alias of
// `@theme/Admonition/Types`), or docgen's stand-in.
import Types from '@theme/Admonition/Types';

export type { Props };

/** `<Admonition type="tip" title="Hint">…</Admonition>`. */
export default function Admonition(props: Props) {
  const type = props.type ?? 'note';
  const types = Types as Record<string, ComponentType<Props>>;
  let Type = types[type];
  if (!Type) {
    // As Docusaurus's theme does.
    console.warn(`No admonition component found for admonition type "${type}". Using Info as fallback.`);
    Type = types.info;
  }
  return <Type {...props} type={type} />;
}
