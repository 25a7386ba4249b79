import { describe, expect, it } from 'vitest';
import { editorRuntimeUrl, playerRuntimeUrl, readRuntimeUrl } from './runtime-url';
import { createSessionToken } from './token';

const locate = (url: string) => {
  const parsed = new URL(url, 'https://console.example');
  return { search: parsed.search, hash: parsed.hash, origin: parsed.origin };
};

describe('runtime address', () => {
  it('carries the token in the fragment and trusts only its own origin', () => {
    const token = createSessionToken();
    const url = editorRuntimeUrl(token);
    expect(url).toMatch(/^\/runtime\.html\?mode=editor#token=/);
    expect(url.split('#')[0]).not.toContain(token);
    expect(readRuntimeUrl(locate(url))).toEqual({
      mode: 'editor',
      editorOrigin: 'https://console.example',
      token,
    });
  });

  it('opens the player on a document address', () => {
    const url = playerRuntimeUrl('/manager/v1/homepage/released?projectId=7&x=a b');
    expect(readRuntimeUrl(locate(url))).toEqual({
      mode: 'player',
      src: '/manager/v1/homepage/released?projectId=7&x=a b',
    });
  });

  it('is invalid without a token or a player source', () => {
    expect(readRuntimeUrl(locate('/runtime.html'))).toEqual({ mode: 'invalid' });
    expect(readRuntimeUrl(locate('/runtime.html?mode=player'))).toEqual({ mode: 'invalid' });
  });

  it('makes a new unguessable token each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, createSessionToken));
    expect(tokens.size).toBe(50);
    expect([...tokens][0]).toMatch(/^[\w-]{22}$/);
  });
});
