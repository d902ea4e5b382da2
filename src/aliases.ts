// Import aliases (islands.aliases: `@site`, `@components`…, prefix -> absolute folder or file) -> the file a path names.

/** The alias `spec` starts with (the whole of it, or before a `/`) and the path below its target; undefined for none. */
export function throughAlias(spec: string, aliases: Record<string, string>): { target: string; file: string } | undefined {
  const prefix = Object.keys(aliases).find((a) => spec === a || spec.startsWith(`${a}/`));
  return prefix === undefined ? undefined : { target: aliases[prefix], file: aliases[prefix] + spec.slice(prefix.length) };
}
