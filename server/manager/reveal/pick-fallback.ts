/**
 * The matcher's way to the fallback answer (H6): the pure pick lives in src/shared so the
 * console's preview (下一条回答) gives the very answer a robot would.
 */
export { pickFallback } from '../../../src/shared/fallback/pick-fallback';
