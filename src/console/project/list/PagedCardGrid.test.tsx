// @vitest-environment jsdom
import '../../components/test-support/jsdom-browser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { PagedCardGrid, type PagedCardGridProps } from './PagedCardGrid';
import type { PagedSearch } from './use-paged-search';

afterEach(cleanup);

type Item = { id: string; name: string };

const list = (search = ''): PagedSearch => ({
  keyword: search,
  search,
  pageNo: 0,
  pageSize: 10,
  setKeyword: () => {},
  setPage: () => {},
});

const pageOf = (content: Item[], totalElements = content.length) => ({
  content,
  totalElements,
  size: 10,
  number: 0,
});

function renderGrid(props: Partial<PagedCardGridProps<Item>>) {
  return render(
    <PagedCardGrid<Item>
      list={list()}
      page={undefined}
      fetching={false}
      gridClassName="grid"
      skeleton={<div data-testid="placeholder" />}
      createButton={<button type="button">新建项目</button>}
      renderCard={(item) => <article>{item.name}</article>}
      {...props}
    />,
  );
}

describe('PagedCardGrid', () => {
  it('shows placeholder cards until the first page arrives', () => {
    const { container } = renderGrid({});
    expect(screen.getAllByTestId('placeholder')).toHaveLength(8);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('offers the create button on an empty list, and says 暂无相关结果 for a search without result', () => {
    renderGrid({ page: pageOf([]) });
    expect(screen.getByRole('status')).toHaveTextContent(MSG.emptyRobotPlanet);
    expect(screen.getByRole('button', { name: '新建项目' })).toBeInTheDocument();
    cleanup();
    renderGrid({ page: pageOf([]), list: list('展厅') });
    expect(screen.getByRole('status')).toHaveTextContent(MSG.emptyResult);
    expect(screen.queryByRole('button', { name: '新建项目' })).not.toBeInTheDocument();
  });

  it('shows the cards and the paging with the total', () => {
    renderGrid({
      page: pageOf(
        [
          { id: 'a', name: '迎宾屏' },
          { id: 'b', name: '讲解屏' },
        ],
        12,
      ),
    });
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(['迎宾屏', '讲解屏']);
    expect(screen.getByText('共 12 项')).toBeInTheDocument();
  });
});
