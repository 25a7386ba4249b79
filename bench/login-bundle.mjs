#!/usr/bin/env node
// First-load JavaScript of /login: the console entry chunk named by the built dist/index.html plus
// every chunk it imports statically (transitively). Lazy chunks (import()) are not counted: they
// load only when a screen that needs them opens. Prints gzip sizes against the 300 KB budget.
// Usage: npx vite build && node bench/login-bundle.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 300;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('dist/index.html is missing: run `npx vite build` first.');
  process.exit(2);
}

const html = readFileSync(indexHtml, 'utf8');
const entry = html.match(/<script type="module"[^>]*\bsrc="([^"]+)"/)?.[1];
if (!entry) {
  console.error('no module entry script in dist/index.html');
  process.exit(2);
}

// Static forms only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`.
// `import("./a.js")` has a parenthesis right after `import` and never matches.
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
const RE_EXPORT = /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g;

function staticImports(url, code) {
  const found = [...code.matchAll(STATIC_IMPORT), ...code.matchAll(RE_EXPORT)].map((match) => match[1]);
  return found.map((spec) => (spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec)));
}

const chunks = new Map();
const queue = [entry];
while (queue.length > 0) {
  const url = queue.shift();
  if (chunks.has(url)) continue;
  const code = readFileSync(join(dist, url));
  chunks.set(url, { raw: code.length, gzip: gzipSync(code).length });
  queue.push(...staticImports(url, code.toString('utf8')));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let rawTotal = 0;
let gzipTotal = 0;
console.log('first-load JavaScript of /login (entry + static imports):');
for (const [url, size] of [...chunks].sort((a, b) => b[1].gzip - a[1].gzip)) {
  rawTotal += size.raw;
  gzipTotal += size.gzip;
  console.log(`  ${url.padEnd(48)} ${kb(size.raw).padStart(8)} KB  gzip ${kb(size.gzip).padStart(7)} KB`);
}

// Vite preloads exactly the entry's static closure; a mismatch means the walk above missed a form.
const preloaded = new Set([
  entry,
  ...[...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
]);
const missed = [...preloaded].filter((url) => !chunks.has(url));
if (missed.length > 0) console.log(`  note: preloaded but not reached by the walk: ${missed.join(', ')}`);

const verdict = gzipTotal / 1024 <= BUDGET_KB ? 'within' : 'OVER';
console.log(
  `total: ${kb(rawTotal)} KB raw, ${kb(gzipTotal)} KB gzip — ${verdict} the ${BUDGET_KB} KB budget`,
);
process.exit(verdict === 'OVER' ? 1 : 0);
