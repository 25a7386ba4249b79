// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ComponentGallery from './ComponentGallery';

afterEach(cleanup);

const renderGallery = () =>
  render(
    <MemoryRouter initialEntries={['/dev/components']}>
      <App>
        <ComponentGallery />
      </App>
    </MemoryRouter>,
  );

describe('ComponentGallery', () => {
  it('shows every component family with its demos', () => {
    renderGallery();
    for (const title of [
      '校验器 Validators',
      '数字输入 NumberInput',
      '单选 / 多选（含「其他」）',
      '远程搜索选择 RemoteSelect',
      '录音 Recorder',
      '空状态 EmptyPlaceholder',
      '路由链接 RouteLink',
      '格式化 Formatting',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('机器人星球空空如也')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '消息中心' })).toHaveAttribute('href', '/home/message-center');
    expect(screen.getByText('1.2万')).toBeInTheDocument();
  });

  it('checks citizen IDs live, with the spec message and the derived facts', async () => {
    renderGallery();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: '身份证号' });
    await user.type(field, '110105194912310021');
    expect(await screen.findByText('身份证号最后一位检验位错误')).toBeInTheDocument();
    await user.clear(field);
    expect(await screen.findByText('身份证号不能为空')).toBeInTheDocument();
    await user.click(screen.getAllByText('15 位', { selector: '.ant-tag' })[0]);
    expect(field).toHaveValue('130503670401001');
    expect(await screen.findByText('130503196704010016')).toBeInTheDocument();
    expect(screen.getByText('1967-04-01')).toBeInTheDocument();
    expect(screen.getByText('男')).toBeInTheDocument();
  });
});
