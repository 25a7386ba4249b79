// `npm start`: build the console when its sources are newer than dist/, then run the server.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from './run-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_INPUTS = ['src', 'public', 'index.html', 'runtime.html', 'vite.config.ts', 'package.json'];

/** Newest modification time under a file or directory (0 when it does not exist). */
function newestChange(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = newestChange(join(root, 'dist', 'index.html'));
const sourcesChangedAt = Math.max(...BUILD_INPUTS.map((input) => newestChange(join(root, input))));
if (builtAt < sourcesChangedAt) {
  console.log(
    builtAt === 0 ? 'Building the console (dist/ is missing)…' : 'Building the console (sources changed)…',
  );
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.exit(await runServer(process.env, { cwd: root }));
