import type { ControlDefinition } from '../../shared/screen/controls';
import { setControlValid } from '../../shared/screen/operations/settings';
import type { EditorCommands } from '../store/editor-store';

/** Switches a screen control (返回按钮, 字幕…) on or off for the whole configuration: 开启返回按钮. */
export function switchControl(
  commands: Pick<EditorCommands, 'edit'>,
  definition: Pick<ControlDefinition, 'id' | 'name'>,
  valid: boolean,
): boolean {
  return commands.edit(`${valid ? '开启' : '关闭'}${definition.name}`, (draft) =>
    setControlValid(draft, definition.id, valid),
  );
}
