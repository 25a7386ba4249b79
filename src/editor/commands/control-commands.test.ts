import { describe, expect, it } from 'vitest';
import { CONTROL_DEFINITIONS, controlDefinition } from '../../shared/screen/controls';
import { switchControl } from './control-commands';
import { openEditor } from './test-editor';

describe('control commands', () => {
  it('switches a control for the whole configuration as one named step', () => {
    const { store } = openEditor();
    const pause = controlDefinition('pauseContinue');
    const valid = () => store.getState().doc.controls.find((control) => control.id === pause.id)?.valid;
    const before = valid();
    switchControl(store.commands, pause, !before);
    expect(valid()).toBe(!before);
    store.commands.undo();
    expect(valid()).toBe(before);
  });

  it('refuses to switch off a locked control and says why', () => {
    const { store, problems } = openEditor();
    const locked = CONTROL_DEFINITIONS.find((definition) => definition.locked)!;
    expect(switchControl(store.commands, locked, false)).toBe(false);
    expect(problems).toEqual([`关闭${locked.name}失败：${locked.name}不能关闭`]);
  });
});
