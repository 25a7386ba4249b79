// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESOURCE_FLAGS, type ResourcePermissions } from '../../shared/permissions';
import { BatchActionBar } from './BatchActionBar';
import { FlaggedAction } from './FlaggedAction';
import { resourceFlags } from './resource-flags';

afterEach(cleanup);

const only = (...held: string[]) =>
  Object.fromEntries(RESOURCE_FLAGS.map((flag) => [flag, held.includes(flag)])) as ResourcePermissions;
const viewOnly = resourceFlags('PROJECT', only('accessAuth'), '展厅导览');

describe('resource flags in the console', () => {
  it('says which action is missing on which resource, and whom to ask', () => {
    expect(viewOnly.allows('accessAuth')).toBe(true);
    expect(viewOnly.reason('accessAuth')).toBeNull();
    expect(viewOnly.reason('editAuth')).toBe(
      '您没有编辑项目「展厅导览」的权限。如需此权限，请联系资源的创建者或企业管理员',
    );
  });

  it('keeps an allowed action as is, disables a forbidden one with its reason, or hides it', async () => {
    const click = vi.fn();
    render(
      <>
        <FlaggedAction flags={viewOnly} flag="accessAuth">
          <Button onClick={click}>查看</Button>
        </FlaggedAction>
        <FlaggedAction flags={viewOnly} flag="editAuth">
          <Button onClick={click}>编辑</Button>
        </FlaggedAction>
        <FlaggedAction flags={viewOnly} flag="deleteAuth" whenForbidden="hide">
          <Button onClick={click}>删除</Button>
        </FlaggedAction>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /查\s?看/ }));
    expect(click).toHaveBeenCalledTimes(1);
    const edit = screen.getByRole('button', { name: /编\s?辑/ });
    expect(edit).toBeDisabled();
    // The reason is read out beside the disabled button, and shown on hover.
    expect(edit.parentElement).toHaveTextContent('您没有编辑项目「展厅导览」的权限');
    fireEvent.mouseEnter(edit.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('您没有编辑项目「展厅导览」的权限');
    expect(screen.queryByRole('button', { name: /删\s?除/ })).not.toBeInTheDocument();
  });

  it('offers the batch operations only for selections that hold their flags on every row', () => {
    const onTag = vi.fn();
    const rows = [
      { id: 'a', name: '一号', permissions: only('accessAuth', 'editAuth', 'batchTagAuth') },
      { id: 'b', name: '二号', permissions: only('accessAuth') },
    ];
    const bar = (selected: typeof rows) => (
      <BatchActionBar
        type="PROJECT"
        selected={selected}
        canTag
        canShare
        onTag={onTag}
        onShare={() => {}}
        onExit={() => {}}
      />
    );
    const { rerender } = render(bar(rows.slice(0, 1)));
    expect(screen.getByText(/已选择/)).toHaveTextContent('已选择 1 个项目');
    fireEvent.click(screen.getByRole('button', { name: /批量标签/ }));
    expect(onTag).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /批量共享/ })).toBeDisabled();

    rerender(bar(rows));
    expect(screen.getByRole('button', { name: /批量标签/ })).toBeDisabled();
    expect(screen.getByRole('toolbar')).toHaveTextContent('您没有为项目「二号」添加标签的权限');
  });
});
