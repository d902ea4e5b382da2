// Stand-in for Interpolate: `{name}` placeholders in a string filled with values (strings or elements).
import { Fragment, type ReactNode } from 'react';

/** The parts of `text` with each `{name}` replaced by `values[name]`. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g).map((p) => (/^\{\w+\}$/.test(p) && p.slice(1, -1) in values ? values[p.slice(1, -1)] : p));
  return parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

/** `<Interpolate values={{name}}>Hello {name}</Interpolate>`. */
export default function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}
