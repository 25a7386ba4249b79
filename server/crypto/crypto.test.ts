import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordHash } from '../../src/shared/login-secret';
import { openPasswordHash, sealPasswordHash } from './password-vault';
import { deriveServerKeys, loadServerKey, parseServerKey } from './server-keys';

describe('password vault', () => {
  it('seals a password hash so that only the same key opens it', () => {
    const key = randomBytes(32);
    const hash = passwordHash('demo1234');
    const sealed = sealPasswordHash(key, hash);
    expect(sealed).not.toContain(hash);
    expect(sealPasswordHash(key, hash)).not.toBe(sealed);
    expect(openPasswordHash(key, sealed)).toBe(hash);
    expect(() => openPasswordHash(randomBytes(32), sealed)).toThrow();
  });
});

describe('server key', () => {
  it('is generated once into DATA_DIR/server.key, readable by the owner only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'key-'));
    try {
      const first = await loadServerKey(dir, undefined);
      expect(first).toHaveLength(32);
      expect((await stat(join(dir, 'server.key'))).mode & 0o777).toBe(0o600);
      expect(await loadServerKey(dir, undefined)).toEqual(first);
      expect((await readFile(join(dir, 'server.key'), 'utf8')).trim()).toBe(first.toString('hex'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('comes from SERVER_KEY as hex or base64 when set, and refuses other lengths', async () => {
    const key = randomBytes(32);
    expect(parseServerKey(key.toString('hex'))).toEqual(key);
    expect(parseServerKey(key.toString('base64'))).toEqual(key);
    expect(() => parseServerKey('short')).toThrow('SERVER_KEY must be 32 bytes');
  });

  it('derives different keys per purpose', () => {
    const keys = deriveServerKeys(randomBytes(32));
    expect(keys.passwordVault.equals(keys.loginSecretDigest)).toBe(false);
  });
});
