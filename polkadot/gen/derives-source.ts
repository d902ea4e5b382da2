// Reads the derives of @polkadot/api-derive from its shipped .d.ts files with the TypeScript
// compiler: every function of every section of `derive`, its JSDoc, parameters and return type.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

export interface DeriveParamDoc {
  name: string;
  type?: string;
  description?: string;
}

export interface DeriveInfo {
  section: string;
  name: string;
  /** Parameters as declared: `address: AccountId | string`. */
  params: string[];
  returns: string;
  description?: string;
  paramDocs: DeriveParamDoc[];
  returnsDoc?: string;
  example?: string;
}

const require = createRequire(import.meta.url);
const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

function jsDocText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string | undefined {
  const text = ts.getTextOfJSDocComment(comment)?.trim();
  return text ? text : undefined;
}

/** The code of the first fenced block of an @example, without `<BR>` and fence lines. */
function exampleCode(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const m = /```[a-z]*\n([\s\S]*?)```/.exec(text);
  const code = (m ? m[1] : text.replace(/<BR>/gi, '')).replace(/\s+$/, '');
  return code.trim() ? code : undefined;
}

function docsOf(decl: ts.Node): Pick<DeriveInfo, 'description' | 'paramDocs' | 'returnsDoc' | 'example'> {
  const tags = ts.getJSDocTags(decl);
  const jsDoc = ts.getJSDocCommentsAndTags(decl).find(ts.isJSDoc);
  const tagText = (prefix: string) => jsDocText(tags.find((t) => t.tagName.text.startsWith(prefix))?.comment);
  const paramDocs = tags.filter(ts.isJSDocParameterTag).map((t) => ({
    name: t.name.getText(),
    type: t.typeExpression?.type.getText().trim(),
    description: jsDocText(t.comment)
  }));
  return {
    description: tagText('descri') ?? jsDocText(jsDoc?.comment),
    paramDocs,
    returnsDoc: tagText('return'),
    example: exampleCode(tagText('example'))
  };
}

/** The declaration carrying the JSDoc: the variable statement's declaration or the function. */
function docNode(symbol: ts.Symbol): ts.Node | undefined {
  return symbol.declarations?.[0];
}

function signatureOf(checker: ts.TypeChecker, symbol: ts.Symbol, at: ts.Node): Pick<DeriveInfo, 'params' | 'returns'> {
  const outer = checker.getTypeOfSymbolAtLocation(symbol, at).getCallSignatures()[0];
  const inner = outer?.getReturnType().getCallSignatures()[0];
  if (!inner) throw new Error(`derive ${symbol.name}: not a (instanceId, api) => fn`);
  const params = inner.getParameters().map((p) => {
    const decl = p.valueDeclaration;
    if (decl && ts.isParameter(decl)) return decl.getText().replace(/\s+/g, ' ');
    return `${p.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, at), undefined, FLAGS)}`;
  });
  const decl = inner.getDeclaration();
  const returns = decl?.type ? decl.type.getText().replace(/\s+/g, ' ') : checker.typeToString(inner.getReturnType(), undefined, FLAGS);
  return { params, returns };
}

/** All derives, in the order of the `derive` object (the tests sort as the page does). */
export function loadDerives(): DeriveInfo[] {
  const root = dirname(require.resolve('@polkadot/api-derive/package.json'));
  const entry = join(root, 'derive.d.ts');
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  if (!file) throw new Error(`cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(file)!;
  const deriveSymbol = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'derive');
  if (!deriveSymbol) throw new Error('@polkadot/api-derive: no `derive` export');
  const out: DeriveInfo[] = [];
  const deriveType = checker.getTypeOfSymbolAtLocation(deriveSymbol, file);
  for (const sectionSymbol of deriveType.getProperties()) {
    const sectionType = checker.getTypeOfSymbolAtLocation(sectionSymbol, file);
    for (const prop of sectionType.getProperties()) {
      const symbol = prop.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(prop) : prop;
      const node = docNode(symbol);
      if (!node) continue;
      out.push({ section: sectionSymbol.name, name: prop.name, ...signatureOf(checker, symbol, node), ...docsOf(node) });
    }
  }
  return out;
}

/** Whether an example parses as JavaScript, so it can be fenced as a `js fragment`. */
export function parsesAsJs(code: string): boolean {
  const { diagnostics } = ts.transpileModule(code, { fileName: 'example.js', reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, allowJs: true } });
  return !diagnostics?.length;
}
