import { hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_BYTES = 32;

/** Purpose-bound keys derived from the one server key, so no two uses share a key. */
export interface ServerKeys {
  passwordVault: Buffer;
  loginSecretDigest: Buffer;
}

export function deriveServerKeys(serverKey: Buffer): ServerKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), purpose, KEY_BYTES));
  return { passwordVault: derive('password-vault'), loginSecretDigest: derive('login-secret-digest') };
}

/** SERVER_KEY as 64 hex digits or base64 of 32 bytes. */
export function parseServerKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('SERVER_KEY must be 32 bytes: 64 hex digits or base64');
  return key;
}

/**
 * The key sealing password hashes at rest: SERVER_KEY when set (several servers on one
 * database must share it), otherwise DATA_DIR/server.key, generated once with mode 600.
 */
export async function loadServerKey(dataDir: string, fromEnvironment: string | undefined): Promise<Buffer> {
  if (fromEnvironment) return parseServerKey(fromEnvironment);
  const file = join(dataDir, 'server.key');
  try {
    return parseServerKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // 'wx' never overwrites a key another process wrote meanwhile.
  await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  return key;
}
