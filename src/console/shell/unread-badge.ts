import { UNREAD_CAP } from '../../shared/constants';

/** The bell's count (accounts spec section 4): hidden at 0, 99+ above 99. */
export const unreadBadgeText = (count: number): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(Math.floor(count));
};
