// The server for end-to-end tests: the built console, a fresh embedded PostgreSQL in a temporary
// directory (removed on exit), demo mode, NODE_ENV=test, PORT from the environment (8190).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from './run-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PREFIX = 'robot-e2e-';

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

// A run killed outright (Playwright's default is SIGKILL to the group) could not clean up.
for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(PREFIX))) {
  const dir = join(tmpdir(), name);
  let owner = Number.NaN;
  try {
    owner = Number(readFileSync(join(dir, 'owner.pid'), 'utf8'));
  } catch {}
  if (!isAlive(owner)) rmSync(dir, { recursive: true, force: true });
}

const dataDir = mkdtempSync(join(tmpdir(), PREFIX));
writeFileSync(join(dataDir, 'owner.pid'), String(process.pid));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.PORT ?? '8190',
  NODE_ENV: 'test',
  // Every test comes from one address: the per-address limits would otherwise refuse them.
  IMAGE_CODES_PER_MINUTE: '1000',
  SMS_SENDS_PER_MINUTE: '1000',
  // The offline alarm within seconds of a robot going quiet (the demo robots beat every 10 s).
  ALARM_OFFLINE_SECONDS: '15',
  ALARM_SWEEP_SECONDS: '2',
};
// Demo mode on a database of its own, whatever the calling shell has configured.
for (const name of ['DATABASE_URL', 'SMS_PROVIDER_URL', 'SMS_PROVIDER_TOKEN', 'SERVER_KEY']) delete env[name];

const code = await runServer(env, { cwd: root });
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
