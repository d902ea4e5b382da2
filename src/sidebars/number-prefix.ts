// A file or folder name -> the name without its number prefix (`02-guides` -> `guides`) and the number, for order.

/** Names that start like a version or a date (`1.2-notes`, `2021-11-release`): their digits are not an order. */
const VERSION_OR_DATE = /^\d+[-_.]\d+/;
/** Digits, then one or more of `-`, `_` and `.` (spaces around allowed), then a name that does not start with one. */
const PREFIXED = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/**
 * Splits a number prefix off a name: `01-intro` -> `{ name: 'intro', position: 1 }`, `003 - End` -> `End`, 3.
 * A name without one (or that reads as a version or date) comes back whole, with no position.
 */
export function parseNumberPrefix(name: string): { name: string; position?: number } {
  if (VERSION_OR_DATE.test(name)) return { name };
  const m = PREFIXED.exec(name);
  return m ? { name: m[2], position: Number.parseInt(m[1], 10) } : { name };
}

/** `docs.numberPrefixParser` (Docusaurus's option): `false` keeps names whole, a function splits them its own way. */
export type NumberPrefixOption = false | ((filename: string) => { filename: string; numberPrefix?: number });

/** The way names are split for the docs `config` describes: docgen's (Docusaurus's default), none, or the site's own. */
export function prefixParser(config?: { docs: { numberPrefixParser?: NumberPrefixOption } }): (name: string) => { name: string; position?: number } {
  const option = config?.docs.numberPrefixParser;
  if (option === undefined) return parseNumberPrefix;
  if (option === false) return (name) => ({ name });
  return (name) => {
    const { filename, numberPrefix } = option(name);
    return { name: filename, ...(typeof numberPrefix === 'number' ? { position: numberPrefix } : {}) };
  };
}
