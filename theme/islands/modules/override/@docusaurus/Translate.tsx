// Stand-in for Translate: the locale's message (its code.json), else the message as written; placeholders filled.
import type { ReactNode } from 'react';
import { interpolate } from './Interpolate.js';
import { messageOf } from '../../../context.js';

/** `translate({message, id}, values)`: the message with its placeholders filled (without an id, the message is the id). */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(messageOf(id ?? message) ?? message ?? id ?? '', values as Record<string, ReactNode>));
}

/** `<Translate id="x" values={{…}}>Message</Translate>`. */
export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(messageOf(id ?? children) ?? children ?? id ?? '', values)}</>;
}
