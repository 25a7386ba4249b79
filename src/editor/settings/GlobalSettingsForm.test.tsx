// @vitest-environment jsdom
import '../../console/components/test-support/jsdom-browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { produce } from 'immer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomepageSaved } from '../../shared/api/homepage';
import type { ScreenDocument } from '../../shared/screen/document';
import { ConflictError, RefusedError, type SaveRequest } from '../autosave/homepage-client';
import { editorDocument } from '../panels/test-support/editor-fixture';
import { GlobalSettingsForm } from './GlobalSettingsForm';

afterEach(cleanup);

const base = { id: 'c-1', name: '一楼大厅', version: 3, document: editorDocument() };
const saved: HomepageSaved = { version: 4, updatedAt: '2024-05-01T08:00:00Z', updatedBy: '张三' };

/** Stands in for the runtime's drawing: names the orientation it was asked to draw. */
const drawThumbnail = vi.fn(async (doc: ScreenDocument) => `data:image/png;base64,${doc.pages[0].ast.tag}`);

function renderForm(edit: (request: SaveRequest) => Promise<HomepageSaved>, readOnly: string | null = null) {
  const client = { edit: vi.fn(edit) };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <GlobalSettingsForm
          initial={base}
          projectId="p-1"
          client={client}
          drawThumbnail={drawThumbnail}
          readOnly={readOnly}
          onBack={() => {}}
        />
      </App>
    </QueryClientProvider>,
  );
  return { client, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: /保存设置/ });

describe('GlobalSettingsForm', () => {
  it('warns before switching to landscape and saves the converted document with its version', async () => {
    const { client, user } = renderForm(async () => saved);
    expect(screen.getByRole('radio', { name: /竖屏/ })).toBeChecked();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /横屏/ }));
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('屏幕将从竖屏切换为横屏');
    expect(warning).toHaveTextContent('主页：竖屏主页·经典 → 横屏主页·左右分栏');
    await user.click(saveButton());
    await waitFor(() => expect(client.edit).toHaveBeenCalledTimes(1));
    const request = client.edit.mock.calls[0][0];
    expect(request).toMatchObject({ id: 'c-1', version: 3, name: '一楼大厅' });
    expect(request.document.global.screenSize).toEqual({ width: 1920, height: 1080 });
    expect(request.document.pages[0].ast.tag).toBe('hmain-page-1');
    // The list's card follows the document: a picture of the landscape page goes with the save.
    expect(request.thumbnail).toBe('data:image/png;base64,hmain-page-1');
    expect(await screen.findByText('全局设置已保存')).toBeInTheDocument();
    expect(screen.getByText('一楼大厅 · 版本 4')).toBeInTheDocument();
    // Saved: the stored orientation is landscape now, so no more warning.
    expect(screen.queryByText(/屏幕将从/)).not.toBeInTheDocument();
  });

  it('says why a save was refused (403)', async () => {
    const { user } = renderForm(async () => {
      throw new RefusedError('您没有编辑项目「展厅」的权限');
    });
    await user.clear(screen.getByLabelText('唤醒词'));
    await user.type(screen.getByLabelText('唤醒词'), '小优小优');
    await user.click(saveButton());
    expect(await screen.findByText('您没有编辑项目「展厅」的权限')).toBeInTheDocument();
  });

  it('shows the settings of a view-only viewer with every field and save disabled, saying why', () => {
    const reason = '您没有编辑项目「展厅」的权限。如需权限，请联系项目管理员';
    renderForm(async () => saved, reason);
    expect(screen.getByRole('alert')).toHaveTextContent(`只读：${reason}`);
    expect(screen.getByLabelText('唤醒词')).toBeDisabled();
    expect(screen.getByRole('radio', { name: /横屏/ })).toBeDisabled();
    expect(saveButton()).toBeDisabled();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
  });

  it('keeps save disabled while a field is invalid and says why', async () => {
    const { user } = renderForm(async () => saved);
    const wakeWord = screen.getByLabelText('唤醒词');
    await user.clear(wakeWord);
    expect(screen.getByText('请输入唤醒词')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(wakeWord, '你好小安');
    expect(saveButton()).toBeEnabled();
  });

  it('on a 409 shows both versions and saves mine onto theirs when asked', async () => {
    const theirs = {
      ...saved,
      version: 7,
      name: '一楼大厅',
      document: produce(base.document, (draft) => {
        draft.global.wakeWord = '你好小美';
        draft.pages[1].name = '待机页';
      }),
    };
    let calls = 0;
    const { client, user } = renderForm(async () => {
      calls += 1;
      if (calls === 1) throw new ConflictError(theirs);
      return { ...saved, version: 8 };
    });
    const interval = screen.getByLabelText('页面停留时间');
    await user.clear(interval);
    await user.type(interval, '60');
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: '配置已被他人修改' });
    expect(within(dialog).getByText('你好小美')).toBeInTheDocument();
    expect(within(dialog).getByText('60 秒')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存我的设置' }));
    await waitFor(() => expect(client.edit).toHaveBeenCalledTimes(2));
    const retry = client.edit.mock.calls[1][0];
    expect(retry.version).toBe(7);
    expect(retry.document.global.pageInterval).toBe(60);
    // Their page edit survives; my unchanged wake word is mine (the form's value).
    expect(retry.document.pages[1].name).toBe('待机页');
    expect(await screen.findByText('一楼大厅 · 版本 8')).toBeInTheDocument();
  });

  it('on a 409 can take their settings instead', async () => {
    const theirs = {
      ...saved,
      version: 7,
      name: '一楼大厅',
      document: produce(base.document, (draft) => {
        draft.global.wakeWord = '你好小美';
      }),
    };
    const { client, user } = renderForm(async () => {
      throw new ConflictError(theirs);
    });
    await user.type(screen.getByLabelText('唤醒词'), '呀');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃我的修改' }));
    expect(screen.getByLabelText('唤醒词')).toHaveValue('你好小美');
    expect(screen.getByText('一楼大厅 · 版本 7')).toBeInTheDocument();
    expect(client.edit).toHaveBeenCalledTimes(1);
  });
});
