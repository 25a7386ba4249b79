import { stringHash } from '../../shared/string-hash';

/**
 * A project's card cover: one of the light stock scene illustrations (the night scenes would
 * stand out of the list), picked from its id so a project keeps its cover for good and
 * neighbouring projects rarely share one.
 */
export const COVER_ILLUSTRATIONS = [
  'exhibition-guide',
  'reception-desk',
  'government-hall',
  'robot-greeting',
  'welcome-banner',
  'voice-chat',
  'floor-guide',
  'airport-service',
  'bank-lobby',
  'hospital-lobby',
  'library',
  'science-kids',
  'conference',
  'queue-number',
  'face-checkin',
  'delivery-robot',
  'elevator-ride',
  'robot-charging',
  'thank-you',
  'party-reading-room',
] as const;

export function projectCover(id: string): string {
  return `/stock/illustrations/${COVER_ILLUSTRATIONS[stringHash(id) % COVER_ILLUSTRATIONS.length]}.svg`;
}
