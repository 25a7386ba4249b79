import { vi } from 'vitest';

/** A request as the stand-in server sees it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** What the request layer handed to fetch: a JSON string, URLSearchParams, FormData or nothing. */
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  /** A string goes as it is; anything else as JSON. */
  body: unknown;
  type?: string;
}

/**
 * Puts a stand-in server behind the global fetch for a unit test (the product's request layer
 * calls fetch by name); returns the requests it saw. `vi.unstubAllGlobals()` takes it away.
 */
export function stubFetch(server: (request: SeenRequest) => StubAnswer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url: new URL(input, 'http://console.test'),
      headers: new Headers(init.headers),
      body: init.body,
    };
    seen.push(request);
    const answer = server(request);
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': answer.type ?? 'application/json' },
    });
  });
  return seen;
}
