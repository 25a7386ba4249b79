import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../session/session-store';
import {
  INITIAL_PROMPT_FLAGS,
  type PromptFlagName,
  type PromptFlags,
  promptFlagsFrom,
  withPromptFlag,
} from './prompt-flags';
import { readUserRecord, writeUserRecord } from './user-storage';

const PREFIX = 'pf';
const loaded = new Map<string, PromptFlags>();
const listeners = new Set<() => void>();

/** The user's flags, read from storage once per page life. */
export function promptFlagsOf(userId: string): PromptFlags {
  let flags = loaded.get(userId);
  if (!flags) {
    flags = promptFlagsFrom(readUserRecord(PREFIX, userId));
    loaded.set(userId, flags);
  }
  return flags;
}

/** Turns a prompt off for the user (or sets it to `value`), keeps it, and tells every screen. */
export function setPromptFlag(userId: string, name: PromptFlagName, value = false): void {
  const next = withPromptFlag(promptFlagsOf(userId), name, value);
  loaded.set(userId, next);
  writeUserRecord(PREFIX, userId, next);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in user's prompt flags and the way to set one. */
export function usePromptFlags(): {
  flags: PromptFlags;
  set: (name: PromptFlagName, value?: boolean) => void;
} {
  const userId = useSession((state) => state.userInfo?.id ?? null);
  const flags = useSyncExternalStore(subscribe, () =>
    userId ? promptFlagsOf(userId) : INITIAL_PROMPT_FLAGS,
  );
  const set = useCallback(
    (name: PromptFlagName, value?: boolean) => {
      if (userId) setPromptFlag(userId, name, value);
    },
    [userId],
  );
  return { flags, set };
}
