/** Sizes and defaults of robot screens (project-areas spec section 9). */

/** Design units: 750 units span the screen width (750 units = 100vw). */
export const DESIGN_WIDTH = 750;

/** A feature list shows its first 4 items. */
export const FEATURE_LIST_VISIBLE_ITEMS = 4;
/** Feature lists in column mode show 3 items per list and 2 lists. */
export const COLUMN_MODE_ITEMS_PER_LIST = 3;
export const COLUMN_MODE_LISTS = 2;

/** Default slide duration of a media swiper, in milliseconds. */
export const MEDIA_SWIPER_DURATION_MS = 5000;
/** Default period of the QA swiper (large on purpose: it practically never turns by itself). */
export const QA_SWIPER_PERIOD = 9999;
/** Volume shown in samples. */
export const SAMPLE_VOLUME = 36;

/** Template previews in the picker, in CSS pixels. */
export const TEMPLATE_PREVIEW_WIDTH = { horizontal: 225, vertical: 105 } as const;
/** The editor's live preview frame, in CSS pixels. */
export const EDITOR_FRAME_WIDTH = { horizontal: 700, vertical: 400 } as const;
/** Spacing of the template picker grid. */
export const TEMPLATE_SPACING = [25, 8, 6] as const;

/** Limits a stored document must respect (ours: the spec leaves them open). */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
export const MAX_TREE_DEPTH = 20;

/** Seconds of idleness before a secondary page returns to the main page (ours). */
export const DEFAULT_PAGE_INTERVAL_S = 30;
export const PAGE_INTERVAL_RANGE_S = { min: 5, max: 3600 } as const;
export const DEFAULT_WAKE_WORD = '小智小智';
export const DEFAULT_LOGO_URL = '/robot-ui/logo/logo-robot.svg';

/** Common robot screen sizes offered when a configuration is created. */
export const SCREEN_SIZE_PRESETS = [
  { width: 1080, height: 1920 },
  { width: 800, height: 1280 },
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
] as const;
