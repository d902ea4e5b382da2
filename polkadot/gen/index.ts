// `npm run gen`: writes the generated chain reference pages and the derives page into content/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAll } from './render.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function main(): void {
  const pages = renderAll();
  let bytes = 0;
  for (const [path, text] of pages) {
    const file = join(ROOT, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    bytes += Buffer.byteLength(text);
  }
  console.log(`wrote ${pages.size} pages (${Math.round(bytes / 1024)} KB)`);
}

main();
