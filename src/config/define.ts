// What esbuild's `define` may put in place of a name: JSON, or another name (`window.config`).

/** Whether `code` is a value esbuild's define takes: JSON, or a name with its members. */
export function defineValue(code: string): boolean {
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(code)) return true;
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}
