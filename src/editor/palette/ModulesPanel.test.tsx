// @vitest-environment jsdom
import '../../console/components/test-support/jsdom-browser';
import { DndContext } from '@dnd-kit/core';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { editorStoreFor, renderInEditor } from '../panels/test-support/editor-fixture';
import { ModulesPanel } from './ModulesPanel';

afterEach(cleanup);

describe('ModulesPanel', () => {
  it('offers the spec’s scopes 模块 / 本页模块: every module to add, or the page’s own to select', async () => {
    const store = editorStoreFor();
    renderInEditor(
      <DndContext>
        <ModulesPanel />
      </DndContext>,
      store,
    );
    const user = userEvent.setup();
    const scopes = screen.getByRole('radiogroup', { name: '模块范围' });
    expect(within(scopes).getByRole('radio', { name: '模块' })).toBeChecked();
    expect(screen.queryByRole('list', { name: '本页模块' })).not.toBeInTheDocument();

    await user.click(within(scopes).getByText('本页模块'));
    const list = screen.getByRole('list', { name: '本页模块' });
    expect(within(list).getByText('卡片列表')).toBeInTheDocument();
    await user.click(within(list).getByText('图文卡片'));
    expect(store.getState().selection).toEqual(['intro']);
  });
});
