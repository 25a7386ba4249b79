/**
 * The address of the runtime page. The session token travels in the fragment (never sent to a
 * server nor leaked in a Referer). The runtime trusts only messages from its own origin: the
 * editor is served by the same server, so no page elsewhere can drive it.
 */

export const RUNTIME_PATH = '/runtime.html';

export function editorRuntimeUrl(token: string): string {
  return `${RUNTIME_PATH}?mode=editor#${new URLSearchParams({ token })}`;
}

/**
 * The robot-facing player: fetches a released document from `src` and shows its main page, or
 * `page` when given (the remote view shows the page a robot reports).
 */
export function playerRuntimeUrl(src: string, page?: string): string {
  return `${RUNTIME_PATH}?${new URLSearchParams({ mode: 'player', src, ...(page ? { page } : {}) })}`;
}

export type RuntimeLaunch =
  | { mode: 'editor'; editorOrigin: string; token: string }
  | { mode: 'player'; src: string; page?: string }
  | { mode: 'invalid' };

export function readRuntimeUrl(location: { search: string; hash: string; origin: string }): RuntimeLaunch {
  const query = new URLSearchParams(location.search);
  if (query.get('mode') === 'player') {
    const src = query.get('src');
    const page = query.get('page') ?? undefined;
    return src ? { mode: 'player', src, ...(page ? { page } : {}) } : { mode: 'invalid' };
  }
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  return token ? { mode: 'editor', editorOrigin: location.origin, token } : { mode: 'invalid' };
}
