// A JSX `style={{…}}` object -> the CSS text of an HTML style attribute, as React writes it.

/** Properties React writes without a unit when given a number (the rest get `px`). */
const UNITLESS = new Set([
  'animationIterationCount', 'aspectRatio', 'borderImageOutset', 'borderImageSlice', 'borderImageWidth', 'columnCount', 'columns', 'fillOpacity',
  'flex', 'flexGrow', 'flexShrink', 'flexPositive', 'flexNegative', 'flexOrder', 'floodOpacity', 'fontWeight', 'gridArea', 'gridColumn',
  'gridColumnEnd', 'gridColumnStart', 'gridRow', 'gridRowEnd', 'gridRowStart', 'lineClamp', 'lineHeight', 'opacity', 'order', 'orphans',
  'scale', 'stopOpacity', 'strokeDasharray', 'strokeDashoffset', 'strokeMiterlimit', 'strokeOpacity', 'strokeWidth', 'tabSize', 'widows',
  'zIndex', 'zoom'
]);

/** A value that could run script or leave the declaration: left out. */
const UNSAFE = /expression\s*\(|javascript:|vbscript:|[<>{}]|;/i;

/** `backgroundColor` -> `background-color`, `WebkitLineClamp` -> `-webkit-line-clamp`, `msFlex` -> `-ms-flex`; custom properties as written. */
export function cssName(key: string): string {
  if (key.startsWith('--')) return key;
  return key.replace(/^ms(?=[A-Z])/, '-ms').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The CSS text of a style object (`{maxWidth: 300, color: 'red'}` -> `max-width:300px;color:red`), or undefined
 * when it is not an object or has no declaration. Null, boolean and empty values are skipped, as React skips them;
 * values that could run script are left out and named in `dropped`.
 */
export function styleText(value: unknown): { css?: string; dropped: string[] } {
  const dropped: string[] = [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { dropped };
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === null || v === undefined || typeof v === 'boolean' || v === '') continue;
    if (typeof v !== 'string' && typeof v !== 'number') {
      dropped.push(key);
      continue;
    }
    // `WebkitLineClamp` is as unitless as `lineClamp`.
    const bare = key.replace(/^(?:Webkit|Moz|ms|O)([A-Z])/, (_, c: string) => c.toLowerCase());
    const text = typeof v === 'number' && v !== 0 && !UNITLESS.has(bare) && !key.startsWith('--') ? `${v}px` : String(v).trim();
    if (UNSAFE.test(text)) {
      dropped.push(key);
      continue;
    }
    parts.push(`${cssName(key)}:${text}`);
  }
  return { css: parts.length ? parts.join(';') : undefined, dropped };
}
