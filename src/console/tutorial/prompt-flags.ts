/**
 * The one-time prompts of accounts spec section 3. Each flag starts true (the prompt shows);
 * setting a flag by name turns it off, or to an explicit value.
 */
export const PROMPT_FLAG_NAMES = [
  'operationPlatformMarkPrompt',
  'revealTagModifyPrompt',
  'QAKeywordPrompt',
  'faceAttendancePrompt',
  'roleListOtherCompanyPrompt',
  'roleAddAccountPrompt',
  'roleAccountPrompt',
  'roleOtherCompanyPrompt',
] as const;
export type PromptFlagName = (typeof PROMPT_FLAG_NAMES)[number];
export type PromptFlags = Readonly<Record<PromptFlagName, boolean>>;

export const INITIAL_PROMPT_FLAGS: PromptFlags = Object.fromEntries(
  PROMPT_FLAG_NAMES.map((name) => [name, true]),
) as Record<PromptFlagName, boolean>;

export function withPromptFlag(flags: PromptFlags, name: PromptFlagName, value = false): PromptFlags {
  return flags[name] === value ? flags : { ...flags, [name]: value };
}

/** Flags read back from storage: known names with a boolean value count, anything else is as new. */
export function promptFlagsFrom(stored: unknown): PromptFlags {
  if (typeof stored !== 'object' || stored === null) return INITIAL_PROMPT_FLAGS;
  const record = stored as Record<string, unknown>;
  return Object.fromEntries(
    PROMPT_FLAG_NAMES.map((name) => [name, typeof record[name] === 'boolean' ? record[name] : true]),
  ) as Record<PromptFlagName, boolean>;
}
