import { Card } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { Page } from '../../../shared/api/paging';
import { EmptyPlaceholder } from '../../components/EmptyPlaceholder';
import { ListPagination } from './ListPagination';
import type { PagedSearch } from './use-paged-search';

const SKELETON_CARDS = 8;

export interface PagedCardGridProps<Item extends { id: string }> {
  list: PagedSearch;
  /** Undefined until the first page arrives. */
  page: Page<Item> | undefined;
  fetching: boolean;
  /** The grid's layout (column widths differ between lists). */
  gridClassName: string;
  /** One placeholder card, shown several times while the first page loads. */
  skeleton: ReactNode;
  /** The list's 新建 button, offered again by the empty state (none when the caller may not create). */
  createButton: ReactNode;
  /** What the empty state says instead of the spec's default (e.g. when one may not create). */
  emptyText?: ReactNode;
  /** A filter besides the search box narrows the list (an empty page then means no result). */
  filtered?: boolean;
  renderCard: (item: Item) => ReactNode;
}

/**
 * The body of a searchable card list: placeholders while loading, the spec's empty texts (no
 * result for a search, or nothing yet with the create button), else the cards and the paging.
 */
export function PagedCardGrid<Item extends { id: string }>({
  list,
  page,
  fetching,
  gridClassName,
  skeleton,
  createButton,
  emptyText,
  filtered = false,
  renderCard,
}: PagedCardGridProps<Item>) {
  if (!page) {
    return (
      <div className={gridClassName} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Fragment key={index}>{skeleton}</Fragment>
        ))}
      </div>
    );
  }
  if (page.content.length === 0) {
    return (
      <Card>
        {list.search || filtered ? (
          <EmptyPlaceholder variant="noResult" height={420} />
        ) : (
          <EmptyPlaceholder height={420} text={emptyText}>
            {createButton}
          </EmptyPlaceholder>
        )}
      </Card>
    );
  }
  return (
    <>
      <div className={gridClassName} aria-busy={fetching}>
        {page.content.map((item) => (
          <Fragment key={item.id}>{renderCard(item)}</Fragment>
        ))}
      </div>
      <ListPagination
        pageNo={list.pageNo}
        pageSize={list.pageSize}
        total={page.totalElements}
        onChange={list.setPage}
      />
    </>
  );
}
