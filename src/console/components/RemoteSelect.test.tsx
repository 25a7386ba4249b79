// @vitest-environment jsdom
import './test-support/jsdom-browser';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchRemoteOptions, type RemoteOption, RemoteSelect } from './RemoteSelect';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A server whose answers the test releases one by one, in any order. */
const controlledServer = () => {
  const pending: { keyword: string; answer: (options: RemoteOption[]) => void; fail: () => void }[] = [];
  const fetchOptions = vi.fn<FetchRemoteOptions>(
    (keyword) =>
      new Promise((resolve, reject) =>
        pending.push({ keyword, answer: resolve, fail: () => reject(new Error('down')) }),
      ),
  );
  const answer = async (keyword: string, options: RemoteOption[]) => {
    await act(async () => pending.find((p) => p.keyword === keyword)?.answer(options));
  };
  const fail = async (keyword: string) => {
    await act(async () => pending.find((p) => p.keyword === keyword)?.fail());
  };
  return { fetchOptions, answer, fail };
};

const setup = () => {
  const server = controlledServer();
  const onChange = vi.fn();
  render(
    <RemoteSelect
      aria-label="设备型号"
      fetchOptions={server.fetchOptions}
      onChange={onChange}
      virtual={false}
    />,
  );
  const input = screen.getByRole('combobox', { name: '设备型号' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { ...server, onChange, input, type };
};

const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);
const spinner = () => document.querySelector('.ant-select-dropdown [aria-busy="true"]');

describe('RemoteSelect', () => {
  it('loads the options for an empty keyword when opened', async () => {
    const { fetchOptions, input, answer } = setup();
    fireEvent.mouseDown(input);
    expect(fetchOptions).toHaveBeenCalledWith('', expect.any(AbortSignal));
    await answer('', [{ label: '招待机器人', value: 1 }]);
    expect(screen.getByText('招待机器人')).toBeInTheDocument();
  });

  it('waits for 300 ms of quiet before searching, with the last keyword only', async () => {
    const { fetchOptions, input, type } = setup();
    fireEvent.mouseDown(input);
    fetchOptions.mockClear();
    type('导');
    act(() => vi.advanceTimersByTime(200));
    type('导览');
    act(() => vi.advanceTimersByTime(299));
    expect(fetchOptions).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fetchOptions).toHaveBeenCalledTimes(1);
    expect(fetchOptions).toHaveBeenCalledWith('导览', expect.any(AbortSignal));
  });

  it('shows a spinner while loading, then the options, and selects one', async () => {
    const { input, type, answer, onChange } = setup();
    fireEvent.mouseDown(input);
    await answer('', []);
    type('巡');
    act(() => vi.advanceTimersByTime(300));
    expect(spinner()).not.toBeNull();
    await answer('巡', [
      { label: '巡逻机器人', value: 'patrol' },
      { label: '巡检机器人', value: 'inspect' },
    ]);
    expect(spinner()).toBeNull();
    expect(screen.getByText('巡逻机器人')).toBeInTheDocument();
    fireEvent.click(screen.getByText('巡检机器人'));
    expect(onChange).toHaveBeenCalledWith('inspect', expect.objectContaining({ label: '巡检机器人' }));
  });

  it('never lets an older, slower answer overwrite a newer one', async () => {
    const { fetchOptions, input, type, answer } = setup();
    fireEvent.mouseDown(input);
    await answer('', []);
    type('机');
    act(() => vi.advanceTimersByTime(300));
    type('机器');
    act(() => vi.advanceTimersByTime(300));
    expect(fetchOptions.mock.calls.at(-2)?.[1].aborted).toBe(true);
    await answer('机器', [{ label: '机器人新品', value: 2 }]);
    await answer('机', [{ label: '过期的结果', value: 1 }]);
    expect(optionTexts()).toEqual(['机器人新品']);
    expect(spinner()).toBeNull();
  });

  it('shows 暂无相关结果 when nothing matches or the search fails', async () => {
    const { input, type, answer, fail } = setup();
    fireEvent.mouseDown(input);
    await answer('', []);
    expect(screen.getByText('暂无相关结果')).toBeInTheDocument();
    type('x');
    act(() => vi.advanceTimersByTime(300));
    await fail('x');
    expect(screen.getByText('暂无相关结果')).toBeInTheDocument();
  });
});
