// @vitest-environment jsdom
import './test-support/jsdom-browser';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './NumberInput';

afterEach(cleanup);

const setup = (props: NumberInputProps = {}) => {
  const onChange = vi.fn();
  render(
    <App>
      <NumberInput aria-label="数量" onChange={onChange} {...props} />
    </App>,
  );
  return { onChange, field: screen.getByRole('textbox', { name: '数量' }), user: userEvent.setup() };
};

describe('NumberInput', () => {
  it('starts at min 0 and steps by 1', async () => {
    const { field, onChange, user } = setup();
    expect(field).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: '增加' }));
    expect(field).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('warns 最小值为 0 and stays at 0 when stepping below the default min', async () => {
    const { field, onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: '减少' }));
    expect(await screen.findByText('最小值为 0')).toBeInTheDocument();
    expect(field).toHaveValue('0');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('warns 最大值为 {max} and takes back the character that went past max', async () => {
    const { field, onChange, user } = setup({ max: 100 });
    await user.clear(field);
    await user.type(field, '1000');
    expect(await screen.findByText('最大值为 100')).toBeInTheDocument();
    expect(field).toHaveValue('100');
    expect(onChange).toHaveBeenLastCalledWith(100);
  });

  it('keeps the default max of 99999999', async () => {
    const { field, user } = setup();
    await user.clear(field);
    await user.type(field, '999999999');
    expect(await screen.findByText('最大值为 99999999')).toBeInTheDocument();
    expect(field).toHaveValue('99999999');
  });

  it('clamps a step above max to max with the same warning', async () => {
    const { field, onChange, user } = setup({ defaultValue: 98, step: 5, max: 100 });
    await user.click(screen.getByRole('button', { name: '增加' }));
    expect(await screen.findByText('最大值为 100')).toBeInTheDocument();
    expect(field).toHaveValue('100');
    expect(onChange).toHaveBeenLastCalledWith(100);
  });

  it('clamps a step below min to min with 最小值为 {min}', async () => {
    const { field, onChange, user } = setup({ defaultValue: 12, step: 5, min: 10 });
    await user.click(screen.getByRole('button', { name: '减少' }));
    expect(await screen.findByText('最小值为 10')).toBeInTheDocument();
    expect(field).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('clamps a typed value below min when the field is left', async () => {
    const { field, onChange, user } = setup({ min: 5 });
    await user.clear(field);
    await user.type(field, '3');
    await user.tab();
    expect(await screen.findByText('最小值为 5')).toBeInTheDocument();
    expect(field).toHaveValue('5');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('counts a non-numeric value as 0', async () => {
    const { field, onChange, user } = setup({ defaultValue: 7 });
    await user.clear(field);
    await user.type(field, 'abc');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.tab();
    expect(field).toHaveValue('0');
  });

  it('steps with the arrow keys, keeping the step’s decimals', async () => {
    const { field, user } = setup({ defaultValue: 0.2, step: 0.1, max: 1 });
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveValue('0.3');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveValue('0.1');
  });

  it('works as an antd Form control', async () => {
    const onFinish = vi.fn();
    render(
      <App>
        <Form onFinish={onFinish} initialValues={{ volume: 36 }}>
          <Form.Item name="volume" label="音量">
            <NumberInput max={100} />
          </Form.Item>
          <Button htmlType="submit">保存</Button>
        </Form>
      </App>,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: '音量' });
    expect(field).toHaveValue('36');
    await user.click(screen.getByRole('button', { name: '增加' }));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ volume: 37 }));
  });
});
