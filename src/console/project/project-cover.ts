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

/** FNV-1a over the id's characters: stable, and spreads consecutive ids apart. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function projectCover(id: string): string {
  return `/stock/illustrations/${COVER_ILLUSTRATIONS[hashOf(id) % COVER_ILLUSTRATIONS.length]}.svg`;
}
