import { CERTIFICATION_IMAGE_MAX_BYTES } from '../../shared/api/uc-account';
import { MSG } from '../../shared/messages';

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png']);
const ALLOWED_NAME = /\.(jpe?g|png)$/i;

/**
 * What an account picture upload (certification photo, avatar) accepts before sending: jpg or
 * png, at most 2 MB. The server checks the bytes too.
 */
export function accountPictureProblem(file: { name: string; type: string; size: number }): string | null {
  if (!ALLOWED_TYPES.has(file.type) || !ALLOWED_NAME.test(file.name)) return MSG.certificationImageType;
  if (file.size > CERTIFICATION_IMAGE_MAX_BYTES) return MSG.certificationImageTooLarge;
  return null;
}

export const ACCOUNT_PICTURE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
