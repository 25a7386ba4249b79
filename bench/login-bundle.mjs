#!/usr/bin/env node
// First-load JavaScript of /login: the entry scripts named by the built dist/index.html plus every
// chunk they import statically (transitively). Lazy chunks (import()) are not counted: they load
// only when a screen that needs them opens. Prints gzip sizes against the 250 KB budget,
// beside a floor built in the same run: React and antd's themed sign-in form alone
// (bench/login-floor), so the figure reads as a ratio on any machine and any library version.
// Usage: npx vite build && node bench/login-bundle.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('dist/index.html is missing: run `npx vite build` first.');
  process.exit(2);
}

const html = readFileSync(indexHtml, 'utf8');
const entries = [...html.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
if (entries.length === 0) {
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

/** Every chunk the entries load before anything shows, with its raw and gzip size. */
function firstLoad(root, entryUrls) {
  const found = new Map();
  const queue = [...entryUrls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (found.has(url)) continue;
    const code = readFileSync(join(root, url));
    found.set(url, { raw: code.length, gzip: gzipSync(code).length });
    queue.push(...staticImports(url, code.toString('utf8')));
  }
  return found;
}

const chunks = firstLoad(dist, entries);

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
  ...entries,
  ...[...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
]);
const missed = [...preloaded].filter((url) => !chunks.has(url));
if (missed.length > 0) console.log(`  note: preloaded but not reached by the walk: ${missed.join(', ')}`);

const verdict = gzipTotal / 1024 <= BUDGET_KB ? 'within' : 'OVER';
console.log(
  `total: ${kb(rawTotal)} KB raw, ${kb(gzipTotal)} KB gzip — ${verdict} the ${BUDGET_KB} KB budget`,
);

const floorRoot = join(dirname(fileURLToPath(import.meta.url)), 'login-floor');
const floorOut = join(dirname(fileURLToPath(import.meta.url)), 'out', 'login-floor');
const { build } = await import('vite');
await build({
  root: floorRoot,
  configFile: false,
  logLevel: 'silent',
  plugins: [(await import('@vitejs/plugin-react')).default()],
  build: { outDir: floorOut, emptyOutDir: true },
});
const floorHtml = readFileSync(join(floorOut, 'index.html'), 'utf8');
const floorEntries = [...floorHtml.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
const floorGzip = [...firstLoad(floorOut, floorEntries).values()].reduce((sum, size) => sum + size.gzip, 0);
console.log(
  `floor (React + antd ConfigProvider, App, Form, Input, Checkbox, Button): ${kb(floorGzip)} KB gzip; ` +
    `/login is ${(gzipTotal / floorGzip).toFixed(2)}× the floor`,
);
process.exit(verdict === 'OVER' ? 1 : 0);
