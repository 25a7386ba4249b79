export interface AfterPaint {
  /** Asks for the callback after the next frame; asks made before it is drawn share one call. */
  schedule(): void;
  cancel(): void;
}

/**
 * Runs `callback` just after the next frame is drawn: from a task the frame's animation callback
 * posts, so it sees the frame's layout and costs the frame nothing.
 */
export function afterPaint(callback: () => void): AfterPaint {
  let frame: number | null = null;
  const drawn = new MessageChannel();
  drawn.port1.onmessage = () => {
    frame = null;
    callback();
  };
  return {
    schedule() {
      frame ??= requestAnimationFrame(() => drawn.port2.postMessage(null));
    },
    cancel() {
      if (frame !== null) cancelAnimationFrame(frame);
      drawn.port1.close();
    },
  };
}
