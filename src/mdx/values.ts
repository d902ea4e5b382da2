// An MDX expression's estree -> its value at build time, when it is made of literals, known names and a few calls.
import { UNKNOWN } from './node.js';

/** An estree node as read here. */
interface Est {
  type: string;
  [key: string]: unknown;
}

/** Calls worked out at build time (`useBaseUrl('/img/a.png')`, `require('./a.png').default`), by callee name. */
export type Calls = Record<string, (args: unknown[]) => unknown>;

/**
 * The value of `expr` with `names` in scope, or UNKNOWN. Literals, templates, arrays, objects (with spreads), unary
 * `-`/`!`, `a.b` and `a[0]`, `a ?? b`, `a || b`, `cond ? a : b`, `a, b`, comparisons, `+`, `calls` and pure built-ins
 * (`s.trim()`, `JSON.stringify(x)`) are worked out; anything else is UNKNOWN.
 */
export function evaluate(expr: unknown, names: Map<string, unknown>, calls: Calls = {}): unknown {
  const e = expr as Est | null;
  if (!e) return UNKNOWN;
  const ev = (x: unknown) => evaluate(x, names, calls);
  switch (e.type) {
    case 'Program': {
      const body = e.body as Est[];
      return body.length === 1 && body[0].type === 'ExpressionStatement' ? ev(body[0].expression) : UNKNOWN;
    }
    case 'Literal':
      return e.regex ? UNKNOWN : e.value;
    case 'TemplateLiteral': {
      const quasis = e.quasis as Array<{ value: { cooked: string } }>;
      let out = quasis[0].value.cooked;
      const exprs = e.expressions as Est[];
      for (let i = 0; i < exprs.length; i++) {
        const v = ev(exprs[i]);
        if (v === UNKNOWN) return UNKNOWN;
        out += String(v) + quasis[i + 1].value.cooked;
      }
      return out;
    }
    case 'Identifier':
      if (e.name === 'undefined') return undefined;
      return names.has(e.name as string) ? names.get(e.name as string) : UNKNOWN;
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const el of e.elements as Array<Est | null>) {
        if (el?.type === 'SpreadElement') {
          const v = ev(el.argument);
          if (!Array.isArray(v)) return UNKNOWN;
          out.push(...(v as unknown[]));
          continue;
        }
        const v = ev(el);
        if (v === UNKNOWN) return UNKNOWN;
        out.push(v);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of e.properties as Est[]) {
        if (p.type === 'SpreadElement') {
          const v = ev(p.argument);
          if (!v || typeof v !== 'object') return UNKNOWN;
          Object.assign(out, v);
          continue;
        }
        const key = p.computed ? ev(p.key) : (p.key as Est).type === 'Identifier' ? (p.key as Est).name : (p.key as Est).value;
        const v = ev(p.value);
        if (key === UNKNOWN || v === UNKNOWN || p.kind !== 'init' || p.method) return UNKNOWN;
        out[String(key)] = v;
      }
      return out;
    }
    case 'UnaryExpression': {
      const v = ev(e.argument);
      if (v === UNKNOWN) return UNKNOWN;
      if (e.operator === '-') return -(v as number);
      if (e.operator === '!') return !v;
      return UNKNOWN;
    }
    case 'MemberExpression': {
      const object = ev(e.object);
      const key = e.computed ? ev(e.property) : (e.property as Est).name;
      if (object === UNKNOWN || key === UNKNOWN) return UNKNOWN;
      if (object == null) return e.optional ? undefined : UNKNOWN;
      return Object.prototype.hasOwnProperty.call(object, key as PropertyKey) ? (object as Record<string, unknown>)[key as string] : undefined;
    }
    case 'ChainExpression':
      return ev(e.expression);
    case 'LogicalExpression': {
      const left = ev(e.left);
      if (left === UNKNOWN) return UNKNOWN;
      if (e.operator === '??') return left ?? ev(e.right);
      if (e.operator === '||') return left || ev(e.right);
      return left && ev(e.right);
    }
    // Comparisons of known values (`props.warehouse != 'Redshift'`, Snowplow's partials), and `+` of strings or numbers.
    case 'BinaryExpression': {
      const left = ev(e.left);
      const right = ev(e.right);
      if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
      const compared = compare(e.operator as string, left, right);
      if (compared !== UNKNOWN) return compared;
      const plain = (v: unknown) => typeof v === 'string' || typeof v === 'number';
      return e.operator === '+' && plain(left) && plain(right) ? (left as string) + (right as string) : UNKNOWN;
    }
    // `{0,1}` in prose (Uniswap's Solidity docs): JavaScript's comma operator, the last value.
    case 'SequenceExpression': {
      const values = (e.expressions as Est[]).map(ev);
      return values.includes(UNKNOWN) ? UNKNOWN : values.at(-1);
    }
    case 'ConditionalExpression': {
      const test = ev(e.test);
      return test === UNKNOWN ? UNKNOWN : ev(test ? e.consequent : e.alternate);
    }
    case 'CallExpression': {
      const callee = e.callee as Est;
      const args = (e.arguments as Est[]).map(ev);
      if (args.includes(UNKNOWN)) return UNKNOWN;
      const call = callee.type === 'Identifier' && Object.hasOwn(calls, callee.name as string) ? calls[callee.name as string] : undefined;
      if (call) return call(args);
      const builtin = callee.type === 'MemberExpression' && !callee.computed ? builtinCall(callee, args, names, ev) : UNKNOWN;
      if (builtin !== UNKNOWN) return builtin;
      // A function a site module exports (`getBranchName()`): run, as the site's build would; not a React hook
      // (`useLatestTag(…)`, Ory's), which runs in a component only: React would print its misuse to the console.
      const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? (callee.property as Est).name : undefined;
      if (typeof name === 'string' && /^use[A-Z0-9]/.test(name)) return UNKNOWN;
      const fn = ev(callee);
      if (typeof fn !== 'function') return UNKNOWN;
      // One that calls a hook itself (Ory's getSdkUrl reads useDocusaurusContext) throws here: React's message about it
      // is not for the writer, whose expression the islands run.
      const error = console.error;
      console.error = (...a: unknown[]) => void (/Invalid hook call/.test(String(a[0])) || error(...a));
      try {
        return (fn as (...a: unknown[]) => unknown)(...args);
      } catch {
        return UNKNOWN;
      } finally {
        console.error = error;
      }
    }
    default:
      return UNKNOWN;
  }
}

/** `a === b`, `a != b`, `a < b`…: equality of any values, order of two numbers or two strings; UNKNOWN for other operators. */
function compare(operator: string, a: unknown, b: unknown): boolean | typeof UNKNOWN {
  if (operator === '===') return a === b;
  if (operator === '!==') return a !== b;
  if (operator === '==') return a == b;
  if (operator === '!=') return a != b;
  const ordered = (typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string');
  if (!ordered) return UNKNOWN;
  const [x, y] = [a as number, b as number];
  return operator === '<' ? x < y : operator === '>' ? x > y : operator === '<=' ? x <= y : operator === '>=' ? x >= y : UNKNOWN;
}

/** The methods of strings, numbers and arrays worked out on known values: they read their value and return a new one. */
const PURE_METHODS: Record<string, string[]> = {
  string: ['toString', 'trim', 'trimStart', 'trimEnd', 'toUpperCase', 'toLowerCase', 'slice', 'substring', 'split', 'replace', 'replaceAll', 'padStart', 'padEnd', 'startsWith', 'endsWith', 'includes', 'indexOf', 'at', 'concat'],
  number: ['toString', 'toFixed', 'toPrecision'],
  array: ['join', 'slice', 'includes', 'indexOf', 'at', 'concat', 'flat']
};

/** Globals whose functions are pure: `JSON.stringify(config, null, 2)` (Flare's code blocks), `Object.keys(x)`. */
const PURE_GLOBALS: Record<string, Record<string, (...a: unknown[]) => unknown>> = {
  JSON: { stringify: JSON.stringify as (...a: unknown[]) => unknown },
  Object: { keys: Object.keys as (...a: unknown[]) => unknown, values: Object.values as (...a: unknown[]) => unknown, entries: Object.entries as (...a: unknown[]) => unknown }
};

/** `text.toString()`, `JSON.stringify(data, null, 2)`: a pure built-in called on known values, or UNKNOWN. */
function builtinCall(callee: Est, args: unknown[], names: Map<string, unknown>, ev: (x: unknown) => unknown): unknown {
  const object = callee.object as Est;
  const method = (callee.property as Est).name as string;
  const global = object.type === 'Identifier' && !names.has(object.name as string) ? PURE_GLOBALS[object.name as string] : undefined;
  const run = (fn: () => unknown) => {
    try {
      return fn();
    } catch {
      return UNKNOWN;
    }
  };
  if (global) return Object.hasOwn(global, method) ? run(() => global[method](...args)) : UNKNOWN;
  const value = ev(object);
  const kind = Array.isArray(value) ? 'array' : typeof value;
  if (!PURE_METHODS[kind]?.includes(method) || args.some((a) => typeof a === 'function')) return UNKNOWN;
  return run(() => (value as Record<string, (...a: unknown[]) => unknown>)[method](...args));
}
