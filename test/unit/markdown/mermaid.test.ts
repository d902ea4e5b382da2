import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDocLoading } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { loadExtras } from '../../../src/markdown/extras.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../../src/markdown/magic-comments.js';
import { flowchartStatements, messageNumbers, sequenceActors } from '../../../src/markdown/mermaid.js';
import type { MarkdownOptions } from '../../../src/types.js';

const markdown: MarkdownOptions = { magicComments: DEFAULT_MAGIC_COMMENTS, mermaid: true };
let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
  await loadExtras(markdown);
});
const parse = (text: string, path = 'a/page.md', options: MarkdownOptions = markdown) => parseDocLoading({ path, text }, h, undefined, options);

const FLOW = '```mermaid\nflowchart LR\n  A[Start] --> B{Ready?}\n  B -- yes --> C[Ship]\n```\n';
const SEQUENCE = '```mermaid\nsequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice: Hi\n```\n';

describe('mermaid diagrams (markdown.mermaid)', () => {
  it('draws a flowchart and a sequence diagram as SVG, in the theme colours, with ids and CSS scoped to each', async () => {
    const doc = await parse(`# T\n\n${FLOW}\n${SEQUENCE}`);
    expect(doc.diagnostics).toEqual([]);
    const svgs = doc.html.match(/<svg [^>]*>/g)!;
    expect(svgs).toHaveLength(2);
    expect(svgs[0]).toMatch(/id="mermaid-1" role="img" aria-label="flowchart diagram"/);
    expect(svgs[1]).toMatch(/id="mermaid-2" role="img" aria-label="sequenceDiagram diagram"/);
    expect(svgs[0]).toContain('var(--c-bg, #fff)');
    expect(doc.html).toContain('>Start</text>');
    expect(doc.html).toContain('>Alice</text>');
    // Nothing fetched from another site, and no rule that reaches outside its diagram.
    expect(doc.html).not.toContain('@import');
    expect(doc.html).not.toContain('googleapis');
    for (const css of doc.html.match(/<style>[\s\S]*?<\/style>/g)!) {
      for (const [, selector] of css.replace('<style>', '').matchAll(/([^{};]+)\{/g)) expect(selector.trim()).toMatch(/^#mermaid-\d+\b/);
    }
    const ids = [...doc.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of doc.html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it('indexes the diagram\'s labels, not its source', async () => {
    const doc = await parse(`## Flow\n\n${FLOW}`);
    expect(doc.sections[1].text).toContain('Start');
    expect(doc.sections[1].text).not.toContain('-->');
  });

  // Dagger's docs: `graph LR;`, which Mermaid reads and the renderer did not.
  it('reads a flowchart whose statements end with `;`, and several on a line; a `;` in a label stays', async () => {
    const doc = await parse('```mermaid\ngraph LR;\n  A[Start] --> B;B --> C["x; y"]\n  C -->|a;b| D;\n```\n');
    expect(doc.diagnostics).toEqual([]);
    for (const label of ['Start', 'x; y', 'a;b', 'D']) expect(doc.html).toContain(`>${label}</text>`);
    expect(flowchartStatements('graph LR;\n  A --> B; B --> C\n%% a; comment\n  C -->|a;b| D[";"];')).toBe('graph LR\n  A --> B\n  B --> C\n%% a; comment\n  C -->|a;b| D[";"]');
  });

  // developer.overheid.nl's `flowchart` and `graph` with no direction: top-down, as Mermaid reads them.
  it('draws a flowchart whose header gives no direction top-down', async () => {
    const doc = await parse('```mermaid\nflowchart\n  A[Ask] --> B[Answer]\n```\n\n```mermaid\ngraph;\n  C --> D\n```\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html.match(/<svg /g)).toHaveLength(2);
    expect(flowchartStatements('%% note\nflowchart\n  A --> B')).toBe('%% note\nflowchart TD\n  A --> B');
  });

  it("numbers a sequence diagram's messages as autonumber says, each on a disc where its arrow starts, as Mermaid counts them", async () => {
    const text = 'sequenceDiagram\n  autonumber\n  A->>B: one\n  loop Again\n  B-->>A: two\n  end\n  Note over A: no number\n  A->>A: self\n  autonumber off\n  A-)B: not shown\n  autonumber 10 5\n  B->>A: ten\n  B-xA: fifteen';
    // Every message moves the count on, shown or not; a start and a step set it from there.
    expect(messageNumbers(text)).toEqual([1, 2, 3, undefined, 10, 15]);
    expect(messageNumbers('sequenceDiagram\n  A->>B: hi')).toEqual([undefined]);
    expect(messageNumbers('sequenceDiagram\n  A->>B: before\n  autonumber\n  A->>B: after')).toEqual([undefined, 2]);
    const doc = await parse('```mermaid\n' + text + '\n```\n');
    expect(doc.diagnostics).toEqual([]);
    const discs = [...doc.html.matchAll(/<g class="message"[^>]*>[\s\S]*?<\/g>/g)].map((g) => {
      const start = /<line\b[^>]*\sx1="([\d.]+)"[^>]*\sy1="([\d.]+)"|<polyline\b[^>]*\spoints="([\d.]+),([\d.]+)/.exec(g[0])!;
      const disc = /<circle class="sequence-number" cx="([\d.]+)" cy="([\d.]+)"[^>]*\/><text[^>]*>(\d+)<\/text>/.exec(g[0]);
      return disc && { n: disc[3], atStart: disc[1] === (start[1] ?? start[3]) && disc[2] === (start[2] ?? start[4]) };
    });
    expect(discs).toEqual([{ n: '1', atStart: true }, { n: '2', atStart: true }, { n: '3', atStart: true }, null, { n: '10', atStart: true }, { n: '15', atStart: true }]);
    // Without autonumber, no disc.
    expect((await parse(`# T\n\n${SEQUENCE}`)).html).not.toContain('sequence-number');
  });

  // IBC-Go's `Chain A ->> Chain B: Forward`: Mermaid reads actors named with spaces, the renderer drew an empty diagram.
  it('draws a sequence diagram whose actors have spaces in their names, in their order, with their names', async () => {
    const doc = await parse('```mermaid\nsequenceDiagram\n    autonumber\n    Chain A ->> Chain B: Send\n    Note over Chain A,Chain B: on: the way\n    loop Every minute\n    Chain C --x Chain B: Timeout\n    end\n```\n');
    expect(doc.diagnostics).toEqual([]);
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(doc.html)!;
    expect(Number(viewBox[1])).toBeGreaterThan(300);
    const labels = [...doc.html.matchAll(/>([^<>\n]+)<\/text>/g)].map((m) => m[1]);
    for (const label of ['Send', 'on: the way', 'Timeout']) expect(labels).toContain(label);
    expect(labels.filter((l) => l.startsWith('Chain'))).toEqual(['Chain A', 'Chain B', 'Chain C']);
    expect(labels.join(' ')).not.toContain('docgenActor');
    expect(doc.sections.map((x) => x.text).join(' ')).not.toContain('docgenActor');
    // Each such actor declared where it first appears (a declaration of one with a space too); others as they are.
    expect(sequenceActors('sequenceDiagram\n  participant Relay Bot\n  A ->> Relay Bot: hi\n  activate Relay Bot\n  Relay Bot -->>+ Chain B: ok')).toBe(
      'sequenceDiagram\n  participant docgenActor1 as Relay Bot\n  A->>docgenActor1: hi\n  activate docgenActor1\n  participant docgenActor2 as Chain B\n  docgenActor1-->>+docgenActor2: ok'
    );
    expect(sequenceActors(SEQUENCE)).toBe(SEQUENCE);
  });

  // Buck2's diagrams fill their nodes with pastels: in dark mode the theme's light text would not read on them.
  it("gives a node the diagram fills itself a label that reads on its fill, and leaves the others' and a label's own colour", async () => {
    const doc = await parse('```mermaid\ngraph TD\n  A[Pale] --> B[Deep]\n  B --> C[Plain]\n  A --> D[Own]\n  style A fill:#e1f5fe\n  style B fill:#1a237e\n  style D fill:#e1f5fe,color:#c00\n```\n');
    const label = (name: string) => new RegExp(`<text[^>]*fill="([^"]+)"[^>]*>${name}</text>`).exec(doc.html)?.[1];
    expect([label('Pale'), label('Deep'), label('Plain')]).toEqual(['#1c1e21', '#ffffff', 'var(--_text)']);
    expect(label('Own')).toBe('#c00');
  });

  // Cloud Posse's diagrams: Mermaid's YAML front block, with a title and config.
  it('draws a diagram with a YAML front block, its title above it', async () => {
    const doc = await parse('```mermaid\n---\ntitle: "OIDC & AWS"\nconfig:\n  theme: base\n---\nsequenceDiagram\n  A->>B: hi\n```\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<div class="mermaid-title" style="font-weight:600;margin-bottom:0.5em">OIDC &amp; AWS</div><svg ');
  });

  it('keeps a mermaid fence as code without the option', async () => {
    const doc = await parse(FLOW, 'a/page.md', { magicComments: DEFAULT_MAGIC_COMMENTS });
    expect(doc.html).toContain('class="code-block" data-lang="mermaid"');
    expect(doc.html).not.toContain('<svg');
  });

  it('shows a diagram the renderer cannot read as code, with a warning at its fence (it skips lines it cannot read)', async () => {
    const doc = await parse('Intro\n\n```mermaid\nflowchart XY\n  A --> B\n```\n');
    expect(doc.diagnostics).toHaveLength(1);
    expect(doc.diagnostics[0]).toMatchObject({ file: 'a/page.md', line: 3, column: 1, severity: 'warning' });
    expect(doc.diagnostics[0].message).toMatch(/^mermaid: .*shown as code$/);
    expect(doc.html).toContain('data-lang="mermaid"');
  });

  it('says which kinds it cannot draw, and shows them as code', async () => {
    const doc = await parse('```mermaid\ngantt\n  title Plan\n```\n');
    expect(doc.diagnostics[0].message).toMatch(/mermaid diagram "gantt" is shown as code/);
    expect(doc.html).toContain('data-lang="mermaid"');
  });

  it('draws class, state and ER diagrams, and reads %%{init}%% directives and comments', async () => {
    for (const text of ['classDiagram\n  Animal <|-- Dog', 'stateDiagram-v2\n  [*] --> Idle\n  Idle --> [*]', 'erDiagram\n  A ||--o{ B : has', '%%{init: {"theme": "dark"}}%%\n%% a comment\ngraph TD\n  A --> B']) {
      const doc = await parse(`\`\`\`mermaid\n${text}\n\`\`\`\n`);
      expect(doc.diagnostics, text).toEqual([]);
      expect(doc.html, text).toContain('<svg');
    }
  });

  it('draws fences inside MDX and the <Mermaid value> component', async () => {
    // `chart` is mdx-mermaid's name of the prop, which some sites pass to the theme's component.
    const doc = await parse(`import Mermaid from '@theme/Mermaid';\n\n${FLOW}\n<Mermaid value={\`graph TD\n  X --> Y\`} />\n\n<Mermaid chart="graph LR; P --> Q" />\n`, 'a/page.mdx');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html.match(/<svg /g)).toHaveLength(3);
    expect(doc.html).toContain('>Q</text>');
    expect(doc.html).toContain('>Y</text>');
  });
});
