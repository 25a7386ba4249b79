// @vitest-environment jsdom
import '../../console/components/test-support/jsdom-browser';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlList } from './ControlList';
import { controlRows } from './control-rules';
import { editorStoreFor, renderInEditor } from './test-support/editor-fixture';

afterEach(cleanup);

describe('control rules', () => {
  it('keeps the spec’s disabled controls on and unswitchable, and says why', () => {
    const rows = controlRows([], 'MAIN');
    const locked = rows.filter((row) => row.disabled).map((row) => row.definition.name);
    expect(locked).toEqual(['音量调节', '机器人识别字幕', '问答图片弹窗']);
    expect(rows.every((row) => !row.disabled || (row.checked && row.note))).toBe(true);
    expect(rows.find((row) => row.definition.id === 'recognitionSubtitle')?.note).toBe(
      '机器人识别字幕由机器人固定提供，仅在主页显示，不能关闭',
    );
  });

  it('lists the seven controls in the spec’s order', () => {
    expect(controlRows([], 'SLEEP').map((row) => row.definition.name)).toEqual([
      '暂停/继续',
      '音量调节',
      '机器人识别字幕',
      '机器人说话字幕',
      '抽屉',
      '问答图片弹窗',
      '强推荐',
    ]);
  });
});

describe('ControlList', () => {
  it('switches a control for the configuration, undoably', async () => {
    const store = editorStoreFor();
    renderInEditor(<ControlList />, store);
    const user = userEvent.setup();
    const drawer = screen.getByRole('switch', { name: '抽屉' });
    expect(drawer).toBeChecked();
    await user.click(drawer);
    expect(store.getState().doc.controls.find((control) => control.id === 'drawer')?.valid).toBe(false);
    expect(drawer).not.toBeChecked();
    act(() => store.commands.undo());
    expect(screen.getByRole('switch', { name: '抽屉' })).toBeChecked();
  });

  it('starts 强推荐 off and disables the locked switches', () => {
    renderInEditor(<ControlList />);
    expect(screen.getByRole('switch', { name: '强推荐' })).not.toBeChecked();
    for (const name of ['音量调节', '机器人识别字幕', '问答图片弹窗']) {
      expect(screen.getByRole('switch', { name })).toBeDisabled();
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
    expect(screen.getByRole('switch', { name: '暂停/继续' })).toBeEnabled();
  });
});
