// @vitest-environment jsdom
import '../../../console/components/test-support/jsdom-browser';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { produce } from 'immer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyPanel } from '../PropertyPanel';
import { editorDocument, editorStoreFor, nodeOf, renderInEditor } from '../test-support/editor-fixture';

afterEach(() => {
  cleanup();
  // jsdom has no scrollIntoView; the test that needs one lends it.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** The test page with a feature list first in its content: two groups of three features. */
function withFeatureList() {
  const doc = produce(editorDocument(), (draft) => {
    draft.pages[0].ast.children[0].children.unshift(nodeOf('rb-feature-list', 'features'));
  });
  const store = editorStoreFor(doc);
  store.commands.select(['features']);
  return store;
}

describe('the property panel opens the list entry the panel config names', () => {
  it('inside a list of lists: the 3rd feature of the first group, scrolled into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const store = withFeatureList();
    store.commands.setPanel({ name: 'dataSource.0', dataIndex: 2, scrollIntoView: true });
    renderInEditor(<PropertyPanel />, store);
    expect(screen.getByDisplayValue('便民服务')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('展馆导览')).not.toBeInTheDocument();
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    const target = scrolled.mock.contexts[0] as Element;
    expect(target).toHaveAttribute('data-panel-entry', '2');
    expect(target.closest('[data-panel-list]')).toHaveAttribute('data-panel-list', 'dataSource.0');
    expect(store.getState().panel.scrollIntoView).toBe(false);
  });

  it('follows the designer opening entries in the panel, at either level', async () => {
    const store = withFeatureList();
    renderInEditor(<PropertyPanel />, store);
    const user = userEvent.setup();
    await user.click(screen.getByText('功能分组 2'));
    expect(store.getState().panel).toMatchObject({ name: 'dataSource', dataIndex: 1 });
    const group = screen.getByText('功能分组 2').closest('.ant-collapse-item') as HTMLElement;
    await user.click(within(group).getByText('功能 3'));
    expect(store.getState().panel).toMatchObject({ name: 'dataSource.1', dataIndex: 2 });
    expect(screen.getByDisplayValue('联系我们')).toBeInTheDocument();
  });
});
