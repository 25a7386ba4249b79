// @vitest-environment jsdom
import './test-support/jsdom-browser';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../shared/messages';
import { CheckboxGroupWithOther, RadioGroupWithOther } from './ChoiceGroupWithOther';
import { otherChoiceRule } from './other-option';

afterEach(cleanup);

const submitButton = () => screen.getByRole('button', { name: /提\s?交/ });

const renderForm = (group: React.ReactNode, onFinish = vi.fn()) => {
  render(
    <App>
      <Form onFinish={onFinish}>
        <Form.Item name="purpose" label="用途" rules={[otherChoiceRule]}>
          {group}
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>
    </App>,
  );
  return { onFinish, user: userEvent.setup() };
};

describe('RadioGroupWithOther', () => {
  it('adds 其他 last and shows its input, with a 20-character counter, only when chosen', async () => {
    const { user } = renderForm(<RadioGroupWithOther options={['展厅', '政务']} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '展厅',
      '政务',
      '其他',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('其他'));
    const input = screen.getByRole('textbox', { name: '其他内容' });
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
    await user.type(input, '社区服务中心');
    expect(screen.getByText('6 / 20')).toBeInTheDocument();
    await user.type(input, '一二三四五六七八九十一二三四五');
    expect(input).toHaveValue('社区服务中心一二三四五六七八九十一二三四');
    expect(screen.getByText('20 / 20')).toBeInTheDocument();
  });

  it('refuses 其他 with an empty or blank input, and submits label plus input once filled', async () => {
    const { user, onFinish } = renderForm(<RadioGroupWithOther options={['展厅', '政务']} />);
    await user.click(screen.getByLabelText('其他'));
    await user.click(submitButton());
    expect(await screen.findByText(MSG.otherOptionBlank)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '其他内容' }), '   ');
    await user.click(submitButton());
    expect(await screen.findByText(MSG.otherOptionBlank)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: '其他内容' }), '党建');
    await user.click(submitButton());
    await vi.waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ purpose: { label: '其他', input: '   党建' } }),
    );
  });

  it('submits a plain option without input', async () => {
    const { user, onFinish } = renderForm(<RadioGroupWithOther options={['展厅', '政务']} />);
    await user.click(screen.getByLabelText('政务'));
    await user.click(submitButton());
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ purpose: { label: '政务', input: '' } }));
  });

  it('lays four or more options out at 25% width', () => {
    const { unmount } = render(<RadioGroupWithOther options={['一', '二', '三']} />);
    for (const radio of screen.getAllByRole('radio'))
      expect(radio.closest('label')).toHaveStyle({ width: '25%' });
    unmount();
    render(<RadioGroupWithOther options={['一', '二']} />);
    for (const radio of screen.getAllByRole('radio'))
      expect(radio.closest('label')).not.toHaveStyle({ width: '25%' });
  });
});

describe('CheckboxGroupWithOther', () => {
  it('keeps every chosen label and the 其他 text, and refuses a blank 其他', async () => {
    const { user, onFinish } = renderForm(<CheckboxGroupWithOther options={['导览', '讲解', '巡逻']} />);
    await user.click(screen.getByLabelText('导览'));
    await user.click(screen.getByLabelText('其他'));
    await user.click(submitButton());
    expect(await screen.findByText(MSG.otherOptionBlank)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '其他内容' }), '迎宾');
    expect(screen.getByText('2 / 20')).toBeInTheDocument();
    await user.click(submitButton());
    await vi.waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ purpose: { label: ['导览', '其他'], input: '迎宾' } }),
    );
  });

  it('drops the 其他 text when 其他 is unticked', async () => {
    const { user, onFinish } = renderForm(<CheckboxGroupWithOther options={['导览']} />);
    await user.click(screen.getByLabelText('其他'));
    await user.type(screen.getByRole('textbox', { name: '其他内容' }), '迎宾');
    await user.click(screen.getByLabelText('其他'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(submitButton());
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ purpose: { label: [], input: '' } }));
  });
});
