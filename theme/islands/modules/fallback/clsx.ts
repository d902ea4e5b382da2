// A stand-in for the clsx package when the site has not installed it: class names joined, falsy ones left out.
type Value = string | number | boolean | null | undefined | Record<string, unknown> | Value[];

/** `clsx('a', {b: true}, ['c'])` -> `a b c`. */
export function clsx(...values: Value[]): string {
  const out: string[] = [];
  for (const v of values) {
    if (!v) continue;
    if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
    else if (Array.isArray(v)) out.push(clsx(...v));
    else if (typeof v === 'object') for (const [k, on] of Object.entries(v)) if (on) out.push(k);
  }
  return out.filter(Boolean).join(' ');
}

export default clsx;
