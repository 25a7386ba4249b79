export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

const animationFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export interface FrameBatcher<T> {
  push(item: T): void;
  /** Sends what is queued now (before a page switch or a close). */
  flush(): void;
  /** Forgets what is queued (an `init` with the whole state replaces it). */
  drop(): void;
}

/** Collects items and hands them over once per animation frame, however many arrive. */
export function createFrameBatcher<T>(
  deliver: (items: T[]) => void,
  scheduler = animationFrames,
): FrameBatcher<T> {
  let items: T[] = [];
  let handle: number | null = null;
  const flush = () => {
    if (handle !== null) scheduler.cancel(handle);
    handle = null;
    if (items.length === 0) return;
    const batch = items;
    items = [];
    deliver(batch);
  };
  return {
    push(item) {
      items.push(item);
      if (handle === null) handle = scheduler.request(flush);
    },
    flush,
    drop() {
      if (handle !== null) scheduler.cancel(handle);
      handle = null;
      items = [];
    },
  };
}
