// <CodeBlock language title showLineNumbers>{`code`}</CodeBlock> -> the mdast `code` node a fence with that meta gives,
// so it is highlighted, titled and numbered as a fenced block is.
import { UNKNOWN, type Component, type MdxNode, type Scope } from '../node.js';
import { evaluate } from '../values.js';
import { unravel } from '../unravel.js';

interface Est {
  type: string;
  start?: number;
  end?: number;
  [key: string]: unknown;
}

/** The text of an expression's template literal, with each part that cannot be worked out kept as written (`${…}`). */
function templateText(template: Est, scope: Scope): { code: string; unknown: string[] } {
  const quasis = template.quasis as Array<{ value: { cooked: string } }>;
  const exprs = template.expressions as Est[];
  const unknown: string[] = [];
  let code = quasis[0].value.cooked;
  exprs.forEach((e, i) => {
    const v = evaluate(e, scope.values);
    const source = e.start !== undefined && e.end !== undefined ? scope.text.slice(e.start, e.end) : '…';
    if (v === UNKNOWN) unknown.push(source);
    code += (v === UNKNOWN ? `\${${source}}` : String(v)) + quasis[i + 1].value.cooked;
  });
  return { code, unknown };
}

/** The code a CodeBlock holds: its one expression's string, or its children's source text without their indentation. */
function codeOf(node: MdxNode, scope: Scope): string | undefined {
  const children = (node.children ?? []).flatMap((n) => unravel(n) ?? [n]).filter((c) => !(c.type === 'text' && String(c.value).trim() === ''));
  if (children.length === 1 && (children[0].type === 'mdxFlowExpression' || children[0].type === 'mdxTextExpression')) {
    const program = (children[0].data as { estree?: { body?: Array<{ expression?: Est }> } } | undefined)?.estree;
    const expr = program?.body?.length === 1 ? program.body[0].expression : undefined;
    const value = evaluate(program, scope.values);
    if (typeof value === 'string') return value;
    if (expr?.type === 'TemplateLiteral') {
      const { code, unknown } = templateText(expr, scope);
      scope.warn(children[0], `CodeBlock ${unknown.join()}`, `${unknown.map((u) => `\${${u}}`).join(', ')} in a <CodeBlock> cannot be worked out at build time: it is shown as written`, 'write the value in the code, or export it as a literal (`export const name = …`)');
      return code;
    }
    scope.warn(children[0], `CodeBlock {${String(children[0].value)}}`, `the code of <CodeBlock>{${String(children[0].value).trim().slice(0, 40)}}</CodeBlock> cannot be worked out at build time: the block is left out`, 'write the code in a template literal, {`…`}, or as a fenced code block');
    return undefined;
  }
  const start = children[0]?.position?.start.offset;
  const end = children[children.length - 1]?.position?.end?.offset;
  if (start === undefined || end === undefined) return '';
  const lines = scope.text.slice(start - (children[0].position!.start.column - 1), end).split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

/** A title for the meta string, quoted with whichever quote it does not hold. */
const quoted = (title: string) => (title.includes('"') ? `'${title}'` : `"${title}"`);

/**
 * <CodeBlock>: `language` (or `className="language-x"`), `title`, `showLineNumbers` (true, or the first line's
 * number) and `metastring` (highlighted lines `{1,3}` and the rest a fence's meta may hold).
 */
export const CodeBlock: Component = (node, scope) => {
  const props = scope.props(node);
  const code = codeOf(node, scope);
  if (code === undefined) return [];
  const fromClass = typeof props.className === 'string' ? /(?:^|\s)language-(\S+)/.exec(props.className)?.[1] : undefined;
  const lang = typeof props.language === 'string' && props.language ? props.language : fromClass;
  const meta: string[] = [];
  if (typeof props.metastring === 'string') meta.push(props.metastring);
  if (typeof props.title === 'string' && props.title) meta.push(`title=${quoted(props.title)}`);
  if (props.showLineNumbers === true) meta.push('showLineNumbers');
  else if (typeof props.showLineNumbers === 'number') meta.push(`showLineNumbers=${props.showLineNumbers}`);
  return [{ type: 'code', lang: lang ?? null, meta: meta.join(' ') || null, value: code.replace(/\n$/, ''), position: node.position }];
};
