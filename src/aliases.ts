// Import aliases (islands.aliases: `@site`, `@components`…, prefix -> absolute folder or file) -> the file a path names.

/**
 * The alias `spec` starts with (the whole of it, or before a `/`) and the path below its target; undefined for none.
 * `name/` is the target itself, as a package's main (`require('util/')` with `util` a fallback to its file).
 */
export function throughAlias(spec: string, aliases: Record<string, string>): { target: string; file: string } | undefined {
  const prefix = Object.keys(aliases).find((a) => spec === a || spec.startsWith(`${a}/`));
  if (prefix === undefined) return undefined;
  const rest = spec.slice(prefix.length);
  return { target: aliases[prefix], file: aliases[prefix] + (rest === '/' ? '' : rest) };
}
