// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenSizePicker } from './ScreenSizePicker';
import type { ScreenSizeValue } from './screen-size-choice';

afterEach(cleanup);

/** The picker as a form holds it: the value it reports comes back to it. */
function Controlled({
  initial,
  changed,
}: {
  initial: ScreenSizeValue;
  changed: (value: ScreenSizeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ScreenSizePicker
      value={value}
      onChange={(next) => {
        changed(next);
        setValue(next);
      }}
    />
  );
}

function renderPicker(initial: ScreenSizeValue) {
  const changes = vi.fn();
  render(
    <App>
      <Controlled initial={initial} changed={changes} />
    </App>,
  );
  return { changes, user: userEvent.setup() };
}

describe('ScreenSizePicker', () => {
  it('offers portrait, landscape and custom, and keeps the custom size while a preset is chosen', async () => {
    const { changes, user } = renderPicker({ choice: 'portrait', custom: { width: 1280, height: 800 } });
    expect(screen.getByRole('radio', { name: /^竖屏1080 × 1920/ })).toBeChecked();
    expect(screen.queryByLabelText('屏幕宽度')).not.toBeInTheDocument();
    await user.click(screen.getByText('横屏', { exact: true }));
    expect(changes).toHaveBeenLastCalledWith({ choice: 'landscape', custom: { width: 1280, height: 800 } });
    expect(screen.getByRole('radio', { name: /^横屏/ })).toBeChecked();
  });

  it('asks for width and height in pixels for a custom screen and names its orientation', async () => {
    const { changes, user } = renderPicker({ choice: 'landscape', custom: { width: 1280, height: 800 } });
    await user.click(screen.getByRole('radio', { name: /^自定义/ }));
    expect(screen.getByLabelText('屏幕宽度')).toHaveValue('1280');
    expect(screen.getByText('像素 · 横屏')).toBeInTheDocument();
    const height = screen.getByLabelText('屏幕高度');
    await user.clear(height);
    await user.type(height, '2000');
    await user.tab();
    expect(changes).toHaveBeenLastCalledWith({ choice: 'custom', custom: { width: 1280, height: 2000 } });
    expect(screen.getByText('像素 · 竖屏')).toBeInTheDocument();
  });
});
