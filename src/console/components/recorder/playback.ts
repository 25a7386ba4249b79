/** Playback of a recording (project-areas spec section 9): progress every 500 ms, speed = step / 2. */
export const PLAYBACK_TICK_MS = 500;
export const PLAYBACK_SPEED_STEPS = [1, 2, 3, 4] as const;
export type PlaybackSpeedStep = (typeof PLAYBACK_SPEED_STEPS)[number];
/** Step 2 plays at normal speed. */
export const DEFAULT_SPEED_STEP: PlaybackSpeedStep = 2;

export const playbackRateFor = (step: PlaybackSpeedStep): number => step / 2;
