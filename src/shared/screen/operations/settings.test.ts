import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { isControlShown } from '../controls';
import { setControlValid, updateGlobal } from './settings';
import { sampleDocument } from './test-fixtures';

describe('settings', () => {
  it('changes global settings', () => {
    const next = produce(sampleDocument(), (d) =>
      updateGlobal(d, { wakeWord: '你好小白', screenSize: { width: 1920, height: 1080 } }),
    );
    expect(next.global).toMatchObject({
      wakeWord: '你好小白',
      screenSize: { width: 1920, height: 1080 },
      pageInterval: 30,
    });
  });

  it('switches controls, except the locked ones', () => {
    const next = produce(sampleDocument(), (d) => {
      setControlValid(d, 'drawer', false);
      setControlValid(d, 'forcedRecommendation', true);
    });
    expect(isControlShown(next.controls, 'drawer', true)).toBe(false);
    expect(isControlShown(next.controls, 'forcedRecommendation', true)).toBe(true);
    expect(() => produce(sampleDocument(), (d) => setControlValid(d, 'volumeControl', false))).toThrow(
      '音量调节不能关闭',
    );
  });

  it('shows the recognition subtitle on the main page only', () => {
    const { controls } = sampleDocument();
    expect(isControlShown(controls, 'recognitionSubtitle', true)).toBe(true);
    expect(isControlShown(controls, 'recognitionSubtitle', false)).toBe(false);
    expect(isControlShown(controls, 'speechSubtitle', false)).toBe(true);
  });
});
