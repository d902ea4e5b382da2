// ```mermaid fences (markdown.mermaid) -> SVG diagrams drawn at build time, in the theme's colours in both colour modes.
import type { Root } from 'mdast';
import type { Diagnostic } from '../types.js';
import { mermaidModules } from './extras.js';
import { escapeHtml } from '../html.js';
import { readableOn } from '../render/colours.js';

/** The diagram kinds the renderer draws, by their first word; other kinds stay code blocks, with a warning. */
const DRAWN = /^(?:graph|flowchart|sequenceDiagram|classDiagram|stateDiagram(?:-v2)?|erDiagram|xychart(?:-beta)?)\b/;

/**
 * The colours come from the theme's variables, so a diagram follows the colour mode with no script (the fallbacks
 * are the default theme's light colours, for a theme without them).
 */
const COLOURS = { bg: 'var(--c-bg, #fff)', fg: 'var(--c-text, #1c1e21)', transparent: true };

type CodeNode = { type: string; lang?: string | null; value?: string; position?: { start: { line: number; column: number } }; children?: CodeNode[] };

/** Mermaid's YAML front block (`---\ntitle: …\n---`), its text in group 1. */
const FRONT = /^\s*---\n([\s\S]*?)\n---[ \t]*\n/;

/** Mermaid text without its `%%{init: …}%%` directives and `%%` comments, and its first word (the diagram's kind). */
function kindOf(text: string): string {
  const body = text.replace(/%%\{[\s\S]*?\}%%/g, '').replace(/^\s*%%.*$/gm, '');
  // A YAML front block (`---\ntitle: …\n---`) may come first.
  const rest = body.replace(FRONT, '').trim();
  return /^[\w-]+/.exec(rest)?.[0] ?? '';
}

/**
 * One diagram's HTML: the renderer's SVG with its element ids and CSS scoped to `id` (diagrams share the page), its web
 * font import left out (the page's font is used, and nothing is fetched from another site), and the SVG scaled down to
 * the column's width. Throws the renderer's error for text it cannot read.
 */
export function diagramHtml(text: string, id: string): string {
  // A YAML front block (`---\ntitle: …\nconfig: …\n---`, Cloud Posse's) is Mermaid's, not the renderer's: its title shows above.
  const front = FRONT.exec(text);
  const body = front ? text.slice(front[0].length) : text;
  const title = front && /^title:[ \t]*(?:(["'])(.*)\1|(.*))$/m.exec(front[1]);
  const caption = title ? `<div class="mermaid-title" style="font-weight:600;margin-bottom:0.5em">${escapeHtml((title[2] ?? title[3]).trim())}</div>` : '';
  const kind = kindOf(body);
  const sequence = kind === 'sequenceDiagram';
  const drawn = readableLabels(mermaidModules().renderMermaidSVG(/^(?:graph|flowchart)$/.test(kind) ? flowchartStatements(body) : sequence ? sequenceActors(body.replace(AUTONUMBER_LINE, '')) : body, COLOURS));
  const svg = sequence ? numberMessages(drawn, messageNumbers(body)) : drawn;
  const scoped = svg
    .replace(/@import url\([^)]*\);\s*/g, '')
    .replace(/(<style>)([\s\S]*?)(<\/style>)/, (_, open: string, css: string, close: string) => open + scopeCss(css, id) + close)
    .replace(/(\s)id="([^"]+)"/g, (_, space: string, name: string) => `${space}id="${id}-${name}"`)
    .replace(/url\(#([^)]+)\)/g, (_, name: string) => `url(#${id}-${name})`)
    .replace(/\bhref="#([^"]+)"/g, (_, name: string) => `href="#${id}-${name}"`)
    .replace(/^<svg /, `<svg id="${id}" role="img" aria-label="${kindOf(text)} diagram" `)
    .replace(/(<svg[^>]*?style=")/, '$1max-width:100%;height:auto;');
  // No scrolling box (it would need a tab stop): the SVG is scaled to the column.
  return `<div class="mermaid-diagram" style="margin:0 0 1.2em;text-align:center">${caption}${scoped}</div>`;
}

/**
 * A node the diagram fills with a colour of its own (`style A fill:#e1f5fe`, a classDef) keeps its label readable in
 * both colour modes: dark on a light fill, white on a dark one, where the label has the theme's text colour (which is
 * light in dark mode). A label given its own colour (`color:`) is left as it is.
 */
function readableLabels(svg: string): string {
  return svg.replace(/<g class="node"[^>]*>[\s\S]*?<\/g>/g, (node) => {
    const fill = /<(?:rect|polygon|circle|ellipse|path)\b[^>]*\sfill="(#[0-9a-fA-F]{3,8}|rgba?\([^"]*\))"/.exec(node)?.[1];
    const text = readableOn(fill);
    return text ? node.replace(/(<text\b[^>]*\sfill=")var\(--_text\)"/g, `$1${text}"`) : node;
  });
}

/**
 * A flowchart with one statement a line: Mermaid ends a statement at `;` too (Dagger's `graph LR;`, `A --> B; B --> C`),
 * the renderer at the line's end only. A `;` in a label (quoted, bracketed, between pipes) stays. A header with no
 * direction gets Mermaid's default, `TD`.
 */
export function flowchartStatements(text: string): string {
  const CLOSE: Record<string, string> = { '"': '"', '[': ']', '(': ')', '{': '}', '|': '|' };
  return text
    .split('\n')
    .flatMap((line) => {
      if (/^\s*%%/.test(line)) return [line];
      const indent = /^\s*/.exec(line)![0];
      const parts: string[] = [];
      const open: string[] = [];
      let start = 0;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (open.length && c === CLOSE[open[open.length - 1]]) open.pop();
        else if (open.at(-1) !== '"' && c in CLOSE) open.push(c);
        else if (c === ';' && !open.length) {
          parts.push(line.slice(start, i));
          start = i + 1;
        }
      }
      if (!parts.length) return [line];
      parts.push(line.slice(start));
      return parts.map((p) => p.trim()).filter(Boolean).map((p) => indent + p);
    })
    .join('\n')
    // A header without its direction is top-down, as Mermaid reads it (developer.overheid.nl's `flowchart`); the renderer needs it said.
    .replace(/^(\s*(?:graph|flowchart))[ \t]*$/m, '$1 TD');
}

/** A sequence diagram's message: from, arrow, activation mark, to, text. */
const MESSAGE = /^(\s*)([^:\n]+?)\s*(<<-{1,2}>>|-{1,2}>>|-{1,2}>|-{1,2}x|-{1,2}\))\s*([+-]?)\s*([^:\n]+?)\s*:(.*)$/;
const DECLARATION = /^(\s*)((?:create\s+)?(?:participant|actor)\s+)(.+?)(?:\s+as\s+(.+?))?\s*$/;
const NOTE = /^(\s*)(note\s+(?:left of|right of|over)\s+)([^:\n]+?)\s*:(.*)$/i;
const ACTIVATION = /^(\s*)((?:activate|deactivate|destroy)\s+)(.+?)\s*$/;

/**
 * A sequence diagram whose actors have spaces in their names (IBC-Go's `Chain A ->> Chain B: Forward`), which Mermaid
 * reads and the renderer draws as no diagram at all: each such actor gets an id, declared as `participant <id> as
 * <name>` where it first appears, so the actors keep their order and their names.
 */
export function sequenceActors(text: string): string {
  const ids = new Map<string, string>();
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const before: string[] = [];
    const indent = /^\s*/.exec(line)![0];
    // The id of a name with a space; declared first where the line does not declare it.
    const id = (raw: string, declare = true) => {
      const name = raw.trim();
      if (!/\s/.test(name)) return name;
      let known = ids.get(name);
      if (!known) {
        ids.set(name, (known = `docgenActor${ids.size + 1}`));
        if (declare) before.push(`${indent}participant ${known} as ${name}`);
      }
      return known;
    };
    let m: RegExpExecArray | null;
    let mapped = line;
    if ((m = DECLARATION.exec(line))) mapped = /\s/.test(m[3].trim()) ? `${m[1]}${m[2]}${id(m[3], false)} as ${m[4] ?? m[3].trim()}` : line;
    else if ((m = MESSAGE.exec(line))) mapped = `${m[1]}${id(m[2])}${m[3]}${m[4]}${id(m[5])}:${m[6]}`;
    else if ((m = NOTE.exec(line))) mapped = `${m[1]}${m[2]}${m[3].split(',').map((n) => id(n)).join(',')}:${m[4]}`;
    else if ((m = ACTIVATION.exec(line))) mapped = `${m[1]}${m[2]}${id(m[3])}`;
    out.push(...before, mapped);
  }
  return ids.size ? out.join('\n') : text;
}

/** `autonumber`, `autonumber <start>`, `autonumber <start> <step>` or `autonumber off`, a line of its own. */
const AUTONUMBER = /^\s*autonumber(?:\s+(off)|\s+(\d+)(?:\s+(\d+))?)?\s*$/;
const AUTONUMBER_LINE = new RegExp(AUTONUMBER.source, 'gm');

/**
 * The number Mermaid shows beside each message of a sequence diagram, in order, or undefined where `autonumber` is not
 * on: as Mermaid counts, every message moves the count on, numbered or not; `autonumber` turns the numbers on (from
 * where the count is, 1 at first), with a start and a step if it gives them; `autonumber off` turns them off.
 */
export function messageNumbers(text: string): Array<number | undefined> {
  const numbers: Array<number | undefined> = [];
  let next = 1;
  let step = 1;
  let on = false;
  for (const line of text.split('\n')) {
    const auto = AUTONUMBER.exec(line);
    if (auto) {
      on = !auto[1];
      if (auto[2]) next = Number(auto[2]);
      if (auto[3]) step = Number(auto[3]);
    } else if (MESSAGE.test(line)) {
      numbers.push(on ? next : undefined);
      next += step;
    }
  }
  return numbers;
}

/**
 * The renderer's sequence diagram with `autonumber`'s numbers, which it does not draw: each in a disc where its message's
 * arrow starts, as Mermaid draws them. Left as it is when the renderer drew another count of messages than the text has.
 */
function numberMessages(svg: string, numbers: Array<number | undefined>): string {
  if (!numbers.some((n) => n !== undefined) || (svg.match(/<g class="message"/g)?.length ?? 0) !== numbers.length) return svg;
  let k = 0;
  return svg.replace(/(<g class="message"[^>]*>)([\s\S]*?)(<\/g>)/g, (whole, open: string, inner: string, close: string) => {
    const n = numbers[k++];
    const start = /<line\b[^>]*\sx1="([\d.]+)"[^>]*\sy1="([\d.]+)"/.exec(inner) ?? /<polyline\b[^>]*\spoints="([\d.]+),([\d.]+)/.exec(inner);
    if (n === undefined || !start) return whole;
    const [, x, y] = start;
    const disc = `<circle class="sequence-number" cx="${x}" cy="${y}" r="8" fill="var(--_text)" /><text x="${x}" y="${y}" dy="3.2" font-size="9" font-weight="600" text-anchor="middle" fill="var(--bg)">${n}</text>`;
    return open + inner + disc + close;
  });
}

/** The renderer's CSS with each rule scoped to the diagram: `svg` is the diagram itself, any other selector inside it. */
function scopeCss(css: string, id: string): string {
  return css
    .replace(/([^{};]+)\{/g, (_, selector: string) => {
      const lead = /^\s*/.exec(selector)![0];
      const s = selector.trim();
      return `${lead}${s === 'svg' ? `#${id}` : `#${id} ${s}`} {`;
    })
    .replace(/font-family:[^;}]*;?/g, 'font-family: inherit;');
}

/**
 * Replaces each ```mermaid code block in the tree with its diagram. One the renderer cannot read, or of a kind it does
 * not draw, stays a code block, with a warning at its fence.
 */
export function renderDiagrams(tree: Root, file: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let n = 0;
  const walk = (node: CodeNode) => {
    const children = node.children ?? [];
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child.type !== 'code' || child.lang !== 'mermaid') {
        if (child.children) walk(child);
        continue;
      }
      const at = child.position?.start ?? { line: 1, column: 1 };
      const result = diagram(child.value ?? '', `mermaid-${++n}`);
      if ('html' in result) children[i] = { type: 'html', value: result.html };
      else diagnostics.push({ file, line: at.line, column: at.column, severity: 'warning', ...result.problem });
    }
  };
  walk(tree as unknown as CodeNode);
  return diagnostics;
}

/** A diagram's HTML, or why it is shown as code. */
export function diagram(text: string, id: string): { html: string } | { problem: { message: string; hint: string } } {
  const kind = kindOf(text);
  if (!DRAWN.test(kind)) {
    return { problem: { message: `mermaid diagram "${kind || '(empty)'}" is shown as code: docgen draws flowcharts, sequence, class, state and ER diagrams and XY charts`, hint: 'draw it as one of those kinds, or as an image' } };
  }
  try {
    return { html: diagramHtml(text, id) };
  } catch (error) {
    return { problem: { message: `mermaid: ${(error as Error).message}; the diagram is shown as code`, hint: 'check the diagram in the Mermaid live editor (mermaid.live)' } };
  }
}
