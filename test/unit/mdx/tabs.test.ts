// <Tabs>/<TabItem> at build time: the tab list and panels (ids unique on the page), which tab shows first as the
// theme picks it, `values` over the TabItems' own props, and the theme's errors at the element's line and column.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { tempDirs } from '../../setup/files.js';

const tempDir = tempDirs('docgen-tabs-');

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const parse = (text: string) => parseDoc({ path: 'a.mdx', text }, h);
const messages = (text: string) => parse(text).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`);
/** Each tab as `label=value`, `*` when selected; each panel as its text, `(hidden)` when hidden. */
function shape(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<button [^>]*role="tab"[^>]*data-value="([^"]*)"[^>]*>([^<]*)<\/button>|<div role="tabpanel"[^>]*?( hidden)?>(.*?)<\/div>/g)) {
    if (m[1] !== undefined) out.push(`${m[2]}=${m[1]}${/aria-selected="true"/.test(m[0]) ? '*' : ''}`);
    else out.push(`${m[4].replace(/<[^>]+>/g, '')}${m[3] ? ' (hidden)' : ''}`);
  }
  return out;
}

describe('<Tabs>', () => {
  it('renders a WAI-ARIA tab list: one tab stop, each tab controlling its panel and naming it, the others hidden', () => {
    const doc = parse('<Tabs>\n  <TabItem value="apple" label="Apple">\n\n  An **apple**.\n\n  </TabItem>\n  <TabItem value="orange" label="Orange">\n\n  An orange.\n\n  </TabItem>\n</Tabs>\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toBe(
      '<div class="tabs"><div role="tablist" class="tabs-list">' +
        '<button type="button" role="tab" id="tab-1.0" aria-selected="true" aria-controls="panel-1.0" tabindex="0" class="tabs-tab" data-value="apple">Apple</button>' +
        '<button type="button" role="tab" id="tab-1.1" aria-selected="false" aria-controls="panel-1.1" tabindex="-1" class="tabs-tab" data-value="orange">Orange</button></div>' +
        '<div role="tabpanel" id="panel-1.0" aria-labelledby="tab-1.0" tabindex="0" class="tabs-panel" data-label="Apple"><p>An <strong>apple</strong>.</p></div>' +
        '<div role="tabpanel" id="panel-1.1" aria-labelledby="tab-1.1" tabindex="0" class="tabs-panel" data-label="Orange" hidden><p>An orange.</p></div></div>'
    );
  });

  it('shows first the defaultValue, else the TabItem marked default, else the first; a label defaults to the value', () => {
    const items = '<TabItem value="a">A</TabItem>\n<TabItem value="b" default>B</TabItem>\n<TabItem value="c">C</TabItem>\n</Tabs>\n';
    expect(shape(parse(`<Tabs>\n${items}`).html)).toEqual(['a=a', 'b=b*', 'c=c', 'A (hidden)', 'B', 'C (hidden)']);
    expect(shape(parse(`<Tabs defaultValue="c">\n${items}`).html)).toEqual(['a=a', 'b=b', 'c=c*', 'A (hidden)', 'B (hidden)', 'C']);
    expect(shape(parse('<Tabs>\n<TabItem value="a">A</TabItem>\n<TabItem value="b">B</TabItem>\n</Tabs>\n').html)).toEqual(['a=a*', 'b=b', 'A', 'B (hidden)']);
  });

  it('takes the tabs from `values` (an exported constant too) over the TabItems\' labels and default', () => {
    const text = "export const langs = [{label: 'Java', value: 'java'}, {label: 'Kotlin', value: 'kotlin', attributes: {className: 'kt', title: 'K', 'data-x': 1}}];\n\n<Tabs values={langs}>\n<TabItem value=\"kotlin\" label=\"Ignored\" default>K</TabItem>\n<TabItem value=\"java\">J</TabItem>\n</Tabs>\n";
    const doc = parse(text);
    expect(doc.diagnostics).toEqual([]);
    expect(shape(doc.html)).toEqual(['Java=java*', 'Kotlin=kotlin', 'J', 'K (hidden)']);
    expect(doc.html).toContain('class="tabs-tab kt" data-value="kotlin" title="K" data-x="1">Kotlin</button>');
  });

  it('reads TabItems written on one line each, and keeps a TabItem\'s className on its panel and the Tabs\' on the box', () => {
    const doc = parse('<Tabs className="fruit" block lazy>\n  <TabItem value="a" label="A" className="red">Apple</TabItem>\n  <TabItem value="b" label="B">Banana</TabItem>\n</Tabs>\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toMatch(/^<div class="tabs tabs-block fruit">/);
    expect(doc.html).toContain('class="tabs-panel red" data-label="A">Apple</div>');
  });

  it('gives every tab list on the page its own ids, nested ones too, and puts a group and a query key on the box', () => {
    const doc = parse('<Tabs groupId="os" queryString>\n<TabItem value="a">\n\n<Tabs queryString="pm">\n<TabItem value="npm">npm</TabItem>\n</Tabs>\n\n</TabItem>\n</Tabs>\n\n<Tabs>\n<TabItem value="x">X</TabItem>\n</Tabs>\n');
    expect(doc.diagnostics).toEqual([]);
    const ids = [...doc.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['tab-1.0', 'panel-1.0', 'tab-2.0', 'panel-2.0', 'tab-3.0', 'panel-3.0']);
    expect(doc.html).toContain('<div class="tabs" data-group-id="os" data-query-key="os">');
    expect(doc.html).toContain('<div class="tabs" data-query-key="pm">');
  });

  it('keeps ids unique on the page when a partial inlined into it has tab lists too', () => {
    const site = tempDir();
    writeFileSync(path.join(site, '_install.mdx'), '<Tabs>\n<TabItem value="npm">npm</TabItem>\n</Tabs>\n');
    const text = "import Install from './_install.mdx';\n\n<Tabs>\n<TabItem value=\"a\">A</TabItem>\n</Tabs>\n\n<Install />\n\n<Install />\n";
    const doc = parseDoc({ path: 'page.mdx', text, abs: path.join(site, 'page.mdx'), site }, h);
    expect(doc.diagnostics).toEqual([]);
    expect([...doc.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])).toEqual(['tab-1.0', 'panel-1.0', 'tab-2.0', 'panel-2.0', 'tab-3.0', 'panel-3.0']);
  });

  // Snowplow's partials: `{props.warehouse != 'Redshift' && (<TabItem …>)}` among the TabItems, failed its build.
  it('takes the TabItem an expression among its children gives where its conditions are known, none where they are false; one it cannot work out is a warning', () => {
    const site = tempDir();
    writeFileSync(
      path.join(site, '_clouds.mdx'),
      '<Tabs>\n  <TabItem value="aws" label="AWS">\n\n  On AWS with {props.warehouse}.\n\n  </TabItem>\n  {props.warehouse != \'Redshift\' && (<TabItem value="gcp" label="GCP">\n    On GCP.\n  </TabItem>)}\n  {props.warehouse === \'Snowflake\' ? <TabItem value="azure" label="Azure">On Azure.</TabItem> : null}\n</Tabs>\n'
    );
    const page = (warehouse: string) => parseDoc({ path: 'page.mdx', text: `import Clouds from './_clouds.mdx';\n\n<Clouds warehouse="${warehouse}" />\n`, abs: path.join(site, 'page.mdx'), site }, h);
    for (const [warehouse, tabs] of [['Snowflake', ['AWS=aws*', 'GCP=gcp', 'Azure=azure', 'On AWS with Snowflake.', 'On GCP. (hidden)', 'On Azure. (hidden)']], ['Redshift', ['AWS=aws*', 'On AWS with Redshift.']], ['BigQuery', ['AWS=aws*', 'GCP=gcp', 'On AWS with BigQuery.', 'On GCP. (hidden)']]] as const) {
      const doc = page(warehouse);
      expect(doc.diagnostics, warehouse).toEqual([]);
      expect(shape(doc.html), warehouse).toEqual(tabs);
    }
    expect(messages('<Tabs>\n<TabItem value="a">A</TabItem>\n{window.ok && <TabItem value="b">B</TabItem>}\n</Tabs>\n')).toEqual(['3:1 warning an expression in <Tabs> that cannot be worked out at build time is left out: its tabs are not shown']);
  });

  it('keeps the panels\' headings in the TOC and their code highlighted; search reads every panel but not the labels', () => {
    const doc = parse('## Install\n\n<Tabs>\n<TabItem value="npm" label="NPM">\n\n### With npm\n\n```js\nconst a = 1;\n```\n\n</TabItem>\n<TabItem value="yarn" label="YARN">\n\nYarn text.\n\n</TabItem>\n</Tabs>\n');
    expect(doc.headings.map((x) => `${x.depth} ${x.id}`)).toEqual(['2 install', '3 with-npm']);
    expect(doc.html).toContain('<span class="sh-keyword">const</span>');
    expect(doc.sections[1].text).toBe('With npm const a = 1; Yarn text.');
  });

  // The OpenAPI theme's pages (agenta's API reference): its SchemaTabs hold TabItems.
  it('draws a component it does not know whose children are TabItems as <Tabs>, with a warning; a TabItem elsewhere is an error', () => {
    const doc = parse('<SchemaTabs className="schemes">\n<TabItem label="API key" value="key">\n\nSend the key.\n\n</TabItem>\n<TabItem value="oauth">OAuth</TabItem>\n</SchemaTabs>\n');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual(['1:1 warning component <SchemaTabs> is drawn as <Tabs>: its children are <TabItem>s']);
    expect(shape(doc.html)).toEqual(['API key=key*', 'oauth=oauth', 'Send the key.', 'OAuth (hidden)']);
    expect(doc.html).toContain('class="tabs schemes"');
    expect(messages('<Box>\n\nText <TabItem value="a">A</TabItem>\n\n</Box>\n')).toEqual(['1:1 warning component <Box> is not rendered: its content is shown in its place', '3:6 warning <TabItem> outside <Tabs>: its content is shown as it is, with no tab']);
  });

  it('reports the theme\'s errors at the element, and still shows the tabs; a TabItem its values leave out is a warning (Docusaurus builds the page)', () => {
    expect(messages('<Tabs>\n<TabItem value="a">A</TabItem>\n<TabItem value="a">B</TabItem>\n</Tabs>\n')).toEqual(['1:1 error duplicate values "a" in <Tabs>: every tab needs a unique value']);
    expect(messages('<Tabs defaultValue="z">\n<TabItem value="a">A</TabItem>\n</Tabs>\n')).toEqual(['1:1 error <Tabs> has defaultValue "z" but no tab has that value']);
    const doc = parse('<Tabs defaultValue="z">\n<TabItem value="a">A</TabItem>\n</Tabs>\n');
    expect(doc.diagnostics[0].hint).toBe('use one of the values "a"');
    expect(shape(doc.html)).toEqual(['a=a*', 'A']);
    expect(messages('Text.\n\n<Tabs queryString>\n<TabItem value="a">A</TabItem>\n</Tabs>\n')).toEqual(['3:1 error <Tabs queryString> needs a groupId: it names the URL parameter that holds the choice']);
    expect(messages('<Tabs>\n\nLoose text.\n\n<TabItem value="a">A</TabItem>\n<div>x</div>\n</Tabs>\n')).toEqual([
      '3:1 error content directly in <Tabs> is not shown: every child of <Tabs> must be a <TabItem>',
      '6:1 error <div> in <Tabs> has no value: every child of <Tabs> must be a <TabItem> with a unique "value"'
    ]);
    expect(messages('<Tabs>\n</Tabs>\n')).toEqual(['1:1 error <Tabs> has no tabs: it needs at least one <TabItem value="…">']);
    expect(messages("<Tabs values={[{label: 'A', value: 'a'}]}>\n<TabItem value=\"a\">A</TabItem>\n<TabItem value=\"b\">B</TabItem>\n</Tabs>\n")).toEqual(['3:1 warning <TabItem value="b"> is not one of the "values" of its <Tabs>: it is never shown']);
  });

  it('reads the tabs from the TabItems, with one warning, when `values` or `defaultValue` cannot be worked out', () => {
    const doc = parse("import constants from '@site/core/TabsConstants';\n\n<Tabs groupId=\"pm\" queryString defaultValue={constants.defaultPackageManager} values={constants.packageManagers}>\n<TabItem value=\"npm\">N</TabItem>\n<TabItem value=\"yarn\">Y</TabItem>\n</Tabs>\n\n<Tabs values={constants.packageManagers}>\n<TabItem value=\"npm\">N</TabItem>\n</Tabs>\n");
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      '3:1 warning the "values" of <Tabs> cannot be worked out at build time: the tabs and labels are read from its TabItems',
      '3:1 warning the "defaultValue" of <Tabs> cannot be worked out at build time: the tab marked default (or the first) is shown first'
    ]);
    expect(shape(doc.html)).toEqual(['npm=npm*', 'yarn=yarn', 'N', 'Y (hidden)', 'npm=npm*', 'N']);
  });
});

describe('<TabItem> outside <Tabs>', () => {
  it('is a warning at its line (Docusaurus draws it as a panel with no tabs, and builds), with its content in place; each one is said', () => {
    const doc = parse('Intro.\n\n<TabItem value="a">\n\nAlone.\n\n</TabItem>\n\n<TabItem value="b">Also.</TabItem>\n');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message} | ${d.hint}`)).toEqual([
      '3:1 warning <TabItem> outside <Tabs>: its content is shown as it is, with no tab | put it inside <Tabs>…</Tabs>, or remove the TabItem tags around its content',
      '9:1 warning <TabItem> outside <Tabs>: its content is shown as it is, with no tab | put it inside <Tabs>…</Tabs>, or remove the TabItem tags around its content'
    ]);
    expect(doc.html).toBe('<p>Intro.</p>\n<p>Alone.</p>\nAlso.');
  });
});

describe('a paragraph of JSX elements only', () => {
  it('is unwrapped into blocks, as MDX does; one with text around its elements stays a paragraph', () => {
    expect(parse('<details>\n  <summary>Why?</summary>\n\nBecause.\n</details>\n').html).toBe('<details><summary>Why?</summary><p>Because.</p></details>');
    expect(parse('Press <kbd>Ctrl</kbd> now.\n').html).toBe('<p>Press <kbd>Ctrl</kbd> now.</p>');
  });
});
