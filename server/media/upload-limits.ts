import type { SizeLimits } from '../../src/shared/media/upload-rules';

const MB = 1024 * 1024;

/**
 * The server's own ceilings per kind. A dialog's field limit (2 MB by default, settable per
 * field) is checked in the browser; the server, which trusts nothing the browser says, refuses
 * anything above the largest a field may be set to.
 */
export const SERVER_UPLOAD_LIMITS: SizeLimits = { image: 10 * MB, video: 200 * MB, audio: 20 * MB };

export const largestLimit = (limits: SizeLimits): number => Math.max(...Object.values(limits));
