// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActionScreenConfiguration } from '../../shared/api/actions';
import { ACTION_KEYS } from '../action/action-queries';
import { useSession } from '../session/session-store';
import { ShownPageName } from './ShownPageName';

afterEach(cleanup);

const CONFIGURATIONS: ActionScreenConfiguration[] = [
  {
    homepageId: 'h-1',
    homepageName: '展厅迎宾屏',
    pages: [
      { id: '6oodv0iyb2fz', name: '主页', type: 'MAIN' },
      { id: 'k2wake', name: '唤醒页', type: 'SLEEP' },
    ],
  },
];

/** The project's screen pages as the test chat reads them, already known. */
function renderName(homepageId: string, pageId: string) {
  const client = new QueryClient();
  client.setQueryData(ACTION_KEYS.screenPages(useSession.getState().visitRole, 'p-1'), CONFIGURATIONS);
  render(
    <QueryClientProvider client={client}>
      <span data-testid="name">
        <ShownPageName projectId="p-1" homepageId={homepageId} pageId={pageId} />
      </span>
    </QueryClientProvider>,
  );
  return screen.getByTestId('name');
}

describe('the page an answer shows', () => {
  it('is named by its configuration and page, not by its id', () => {
    expect(renderName('h-1', '6oodv0iyb2fz')).toHaveTextContent('展厅迎宾屏 · 主页');
  });

  it('says so when the page is gone', () => {
    expect(renderName('h-1', 'deleted-page')).toHaveTextContent('（页面已不存在）');
  });
});
