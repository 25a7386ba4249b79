import {
  CONTROL_DEFINITIONS,
  type ControlDefinition,
  type ScreenControl,
} from '../../shared/screen/controls';
import type { PageType } from '../../shared/screen/document';

/** One row of the control list: the switch's state and, when it cannot be switched, why. */
export interface ControlRow {
  definition: ControlDefinition;
  checked: boolean;
  disabled: boolean;
  /** Why the switch is disabled, or where the control does not show. */
  note: string | null;
}

/**
 * The spec's rules: a locked control is always on and cannot be switched; a main-page-only
 * control does not show on other pages (its switch still sets it for the main page).
 */
export function controlRows(
  controls: readonly ScreenControl[],
  pageType: PageType | undefined,
): ControlRow[] {
  const onMainPage = pageType === 'MAIN';
  return CONTROL_DEFINITIONS.map((definition) => {
    const stored = controls.find((control) => control.id === definition.id);
    const checked = definition.locked || (stored?.valid ?? definition.defaultValid);
    let note: string | null = null;
    if (definition.locked) {
      note = definition.mainPageOnly
        ? `${definition.name}由机器人固定提供，仅在主页显示，不能关闭`
        : `${definition.name}由机器人固定提供，不能关闭`;
    } else if (definition.mainPageOnly && !onMainPage) {
      note = `${definition.name}仅在主页显示`;
    }
    return { definition, checked, disabled: definition.locked, note };
  });
}
