/** Business constants and limits (accounts spec section 9, project-areas spec section 9). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const CERTIFICATION_UPLOAD_TIMEOUT_MS = 60_000;
export const HOMEPAGE_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100] as const;
export const MEDIA_DIALOG_PAGE_SIZE = 120;

export const SMS_COUNTDOWN_FIRST = 120;
export const SMS_COUNTDOWN_RESTART = 60;
export const QR_POLL_INTERVAL_MS = 1000;
export const IMAGE_CODE_WIDTH = 120;
export const IMAGE_CODE_HEIGHT = 60;
export const IMAGE_CODE_LENGTH = 5;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const PHONE_LENGTH = 11;

export const UNREAD_CAP = 99;
export const MESSAGE_SUBSCRIPTION = 15;
export const SEARCH_DEBOUNCE_MS = 300;

export const MEDIA_DIALOG_WIDTH = 820;
export const PASSWORD_DIALOG_WIDTH = 570;
export const TUTORIAL_OFFSETS = [10, 8, 10, 8] as const;
export const TOAST_SECONDS = 3;

/** Server-side lifetimes and limits (ours; the spec leaves them open). */
export const IMAGE_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const LOGIN_TIMESTAMP_SKEW_MS = 5 * 60_000;
export const TOKEN_TTL_MS = 7 * 24 * 3600_000;
