import { readUserRecord, userKey, writeUserRecord } from './user-storage';

/** The editor tutorial's per-user record in localStorage: true once finished or skipped. */
const PREFIX = 'et';

/** The storage key of a user's record (tests pre-finish the tutorial through it). */
export const editorTutorialKey = (userId: string): string => userKey(PREFIX, userId);

export const editorTutorialDone = (userId: string): boolean => readUserRecord(PREFIX, userId) === true;

export const rememberEditorTutorialDone = (userId: string): void => writeUserRecord(PREFIX, userId, true);
