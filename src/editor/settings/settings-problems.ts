import type { ScreenGlobal } from '../../shared/screen/document';
import { globalSettingsSchema } from './settings-schema';

export type SettingsField = 'screenSize' | 'pageInterval' | 'logoUrl' | 'wakeWord';

/** The first problem of each settings field, in the schema's Chinese words. */
export function settingsProblems(values: ScreenGlobal): Partial<Record<SettingsField, string>> {
  const result = globalSettingsSchema.safeParse(values);
  if (result.success) return {};
  const problems: Partial<Record<SettingsField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SettingsField;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** Whether two settings differ (the save button is enabled only when they do). */
export function settingsChanged(a: ScreenGlobal, b: ScreenGlobal): boolean {
  return (
    a.screenSize.width !== b.screenSize.width ||
    a.screenSize.height !== b.screenSize.height ||
    a.pageInterval !== b.pageInterval ||
    a.logoUrl !== b.logoUrl ||
    a.wakeWord !== b.wakeWord
  );
}
