// argv -> one API call per verb; the only place that prints results and exits the process.
import path from 'node:path';
import v8 from 'node:v8';
import { Command, InvalidArgumentError } from 'commander';
import { build, check } from './build.js';
import { serve } from './serve/server.js';
import { snapshotVersion } from './versions/snapshot.js';
import { DocgenError, formatDiagnostic, formatError } from './errors.js';
import { consoleLogger, reportDiagnostics, type Logger } from './logger.js';
import { createProgressView } from './progress.js';

// V8 runs each regular expression's first match in its interpreter and compiles it to machine code from the second.
// Shiki's grammars hold hundreds of large patterns (TypeScript's run to thousands of characters), most of which run a
// few times a page, so a site with much TypeScript spent much of its highlighting in that interpreter. Compiled at
// once, cold builds (median of 8): Reselect's docs 19% faster, ts-jest's 7%, this site 5%; IBC-Go's (Go, little code
// highlighted) the same (BENCHMARKS.md, sixty-eighth session). Set for docgen's own process only: a program that calls
// build() keeps its own flags.
v8.setFlagsFromString('--no-regexp-tier-up');

// A pipe closed before the command ends (`docgen build 2>&1 | head`): what is left to print goes nowhere, and the
// command still does its work and exits as it would have.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

const debug = () => (process.env.DEBUG ?? '').split(',').includes('docgen');

// An error thrown where no code can catch it, or a promise's rejection nobody handles (a site plugin's child process
// without an 'error' listener: Flow's remark plugin spawns a `flow` that is not installed) is said, and the command goes
// on (the dev server keeps serving); what waited on that code fails where it is awaited, and a build or check that met
// one exits 1. Each message once.
const uncaught = new Set<string>();
process.on('uncaughtException', (error) => {
  process.exitCode = 1;
  const message = `error: an error nothing could catch (most likely in the site's own code): ${formatError(error, debug())}`;
  if (!uncaught.has(message)) console.error(message);
  uncaught.add(message);
});

function fail(error: unknown): never {
  if (error instanceof DocgenError) {
    for (const d of error.diagnostics) console.error(formatDiagnostic(d));
    console.error(`error: ${error.message}`);
  } else {
    console.error(`error: ${formatError(error, debug())}`);
    if (!debug()) console.error('(set DEBUG=docgen for a stack trace)');
  }
  process.exit(1);
}

const port = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535');
  return n;
};

const program = new Command('docgen').description('A fast static-site generator for developer documentation').showHelpAfterError();

program
  .command('build')
  .description('build the site into the out dir (build/ by default)')
  .argument('[root]', 'the site folder, holding site.config.ts and content/', '.')
  .option('-o, --out-dir <dir>', 'where to write the site')
  .option('--strict', 'fail on broken links, anchors and other findings')
  .option('--empty-out-dir', 'replace the out dir even if docgen did not make it (it has no .docgen-output file)')
  .option('-l, --locale <locale...>', 'build only these of the site\'s locales, the default one among them, or one alone at the site\'s root (all by default)')
  .action(async (root: string, opts: { outDir?: string; strict?: boolean; emptyOutDir?: boolean; locale?: string[] }) => {
    const t = performance.now();
    // A live line on a terminal; one line per stage (with its time) in CI and other pipes.
    const tty = Boolean(process.stderr.isTTY);
    const view = createProgressView({ tty, write: (s) => process.stderr.write(s), columns: process.stderr.columns });
    const timer = tty ? setInterval(view.tick, 100) : undefined;
    timer?.unref();
    const cleared = (print: (m: string) => void) => (m: string) => {
      view.clear();
      print(m);
    };
    const logger: Logger = { info: cleared(consoleLogger.info), warn: cleared(consoleLogger.warn), error: cleared(consoleLogger.error) };
    try {
      const result = await build({ root, outDir: opts.outDir, strict: opts.strict, emptyOutDir: opts.emptyOutDir, locales: opts.locale, logger, onProgress: view.update }).finally(() => {
        clearInterval(timer);
        view.clear();
      });
      const ms = Math.round(performance.now() - t);
      const pages = result.sites.reduce((n, s) => n + s.pages.length, 0);
      console.log(`built ${pages} pages (${result.files} files) into ${path.relative(process.cwd(), result.outDir) || '.'} in ${ms} ms`);
      if (debug()) console.log(`timings (ms): ${JSON.stringify(result.timings)}; parse: ${JSON.stringify(result.parse)}`);
    } catch (error) {
      fail(error);
    }
  });

program
  .command('check')
  .description('report broken links and anchors, duplicate routes, unknown sidebar ids and invalid frontmatter; exit 1 on any')
  .argument('[root]', 'the site folder', '.')
  .option('--format <format>', 'text or json', 'text')
  .action(async (root: string, opts: { format: string }) => {
    if (!['text', 'json'].includes(opts.format)) fail(new DocgenError(`unknown --format "${opts.format}": use text or json`));
    try {
      const { sites, diagnostics } = await check({ root, logger: { info: consoleLogger.warn, warn: consoleLogger.warn, error: consoleLogger.error } });
      const pages = sites.reduce((n, s) => n + s.pages.length, 0);
      const all = diagnostics.map((d) => ({ ...d, severity: 'error' as const }));
      if (opts.format === 'json') {
        process.stdout.write(`${JSON.stringify({ pages, diagnostics: all }, null, 2)}\n`);
      } else if (all.length) {
        reportDiagnostics(consoleLogger, all);
      } else {
        console.log(`checked ${pages} pages: no problems found.`);
      }
      process.exitCode = all.length ? 1 : 0;
    } catch (error) {
      if (opts.format !== 'json') fail(error);
      // JSON output is always one document: what failed goes inside it, never only to stderr.
      const diagnostics = error instanceof DocgenError ? error.diagnostics : [];
      const message = error instanceof DocgenError ? error.message : formatError(error, debug());
      process.stdout.write(`${JSON.stringify({ pages: 0, diagnostics, error: { message } }, null, 2)}\n`);
      process.exitCode = 1;
    }
  });

program
  .command('serve')
  .description('build, serve at http://localhost:3000/docs/, rebuild on changes and reload the browser')
  .argument('[root]', 'the site folder', '.')
  .option('-p, --port <port>', 'port', port, 3000)
  .option('--host <host>', 'host to listen on', 'localhost')
  .option('-l, --locale <locale...>', 'serve only these of the site\'s locales, as build does: one alone at the site\'s root (all by default)')
  .action(async (root: string, opts: { port: number; host: string; locale?: string[] }) => {
    try {
      const server = await serve({ root, port: opts.port, host: opts.host, logger: consoleLogger, locales: opts.locale });
      console.log(`serving ${server.url} (watching for changes; Ctrl+C to stop)`);
      const stop = () => server.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    } catch (error) {
      fail(error);
    }
  });

program
  .command('version')
  .description('snapshot content/ and the current sidebars as docs version <name> (versioned_docs/, versioned_sidebars/, versions.json)')
  .argument('<name>', 'the version name, e.g. 1.0')
  .argument('[root]', 'the site folder', '.')
  .option('--instance <id>', 'snapshot the docs instance <id> instead (<id>_versioned_docs/, <id>_versioned_sidebars/, <id>_versions.json)')
  .action(async (name: string, root: string, opts: { instance?: string }) => {
    try {
      const r = await snapshotVersion(root, name, opts.instance);
      const rel = (p: string) => path.relative(process.cwd(), p) || '.';
      console.log(`created version ${name}: ${r.files} docs in ${rel(r.docsDir)}, sidebars in ${rel(r.sidebarsFile)}${r.locales.length ? `, translations for ${r.locales.join(', ')}` : ''}`);
    } catch (error) {
      fail(error);
    }
  });

program.parseAsync().catch(fail);
