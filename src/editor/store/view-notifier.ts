/**
 * How the editor's React views hear of store changes. While it is held, their notifications wait
 * and go out once, together, on `release` or at the latest after `maxHoldMs`.
 */
export interface ViewNotifier {
  subscribe(listener: () => void): () => void;
  /** The store changed: tells the views now, or when the hold ends. */
  notify(): void;
  /** Holds the notifications from now on; a hold already on keeps its deadline. */
  hold(): void;
  release(): void;
}

export function createViewNotifier(maxHoldMs: number): ViewNotifier {
  const listeners = new Set<() => void>();
  let deadline: ReturnType<typeof setTimeout> | null = null;
  let missed = false;
  const deliver = () => {
    for (const listener of [...listeners]) listener();
  };
  const release = () => {
    if (deadline === null) return;
    clearTimeout(deadline);
    deadline = null;
    if (missed) {
      missed = false;
      deliver();
    }
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      if (deadline === null) deliver();
      else missed = true;
    },
    hold() {
      deadline ??= setTimeout(release, maxHoldMs);
    },
    release,
  };
}
