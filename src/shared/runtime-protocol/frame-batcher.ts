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

/**
 * Hands items over at most once per animation frame, without making the first one wait: the
 * first item of a frame goes at once (a key press reaches the canvas in the same frame), the
 * ones that follow it before the next frame go together when that frame begins.
 */
export function createFrameBatcher<T>(
  deliver: (items: T[]) => void,
  scheduler = animationFrames,
): FrameBatcher<T> {
  let items: T[] = [];
  /** A delivery happened since the last frame began: the next one waits for the next frame. */
  let handle: number | null = null;
  const send = () => {
    const batch = items;
    items = [];
    deliver(batch);
  };
  const onFrame = () => {
    handle = null;
    if (items.length === 0) return;
    send();
    handle = scheduler.request(onFrame);
  };
  return {
    push(item) {
      items.push(item);
      if (handle !== null) return;
      send();
      handle = scheduler.request(onFrame);
    },
    flush() {
      if (items.length > 0) send();
    },
    drop() {
      items = [];
    },
  };
}
