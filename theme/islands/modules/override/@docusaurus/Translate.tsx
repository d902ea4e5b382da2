// Stand-in for Translate: the message as written (docgen does not translate a site's component strings), placeholders filled.
import type { ReactNode } from 'react';
import { interpolate } from './Interpolate.js';

/** `translate({message, id}, values)`: the message with its placeholders filled. */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message ?? id ?? '', values as Record<string, ReactNode>));
}

/** `<Translate id="x" values={{…}}>Message</Translate>`. */
export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
