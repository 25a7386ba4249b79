import { useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../../shared/constants';

/** The state of a searchable, paged list: what is typed, what is searched, which page. */
export interface PagedSearch {
  /** The text in the search box, as typed. */
  keyword: string;
  /** The trimmed keyword once typing has paused for the spec's 300 ms: what the query sends. */
  search: string;
  /** Zero-based, as the server counts pages. */
  pageNo: number;
  pageSize: number;
  setKeyword(keyword: string): void;
  setPage(pageNo: number, pageSize: number): void;
}

/** A new search starts at the first page; so does a new page size. */
export function usePagedSearch(debounceMs = SEARCH_DEBOUNCE_MS): PagedSearch {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ search: '', pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });

  useEffect(() => {
    const search = keyword.trim();
    const timer = setTimeout(
      () => setQuery((current) => (current.search === search ? current : { ...current, search, pageNo: 0 })),
      debounceMs,
    );
    return () => clearTimeout(timer);
  }, [keyword, debounceMs]);

  return {
    keyword,
    ...query,
    setKeyword,
    setPage: (pageNo, pageSize) =>
      setQuery((current) => ({ ...current, pageNo: pageSize === current.pageSize ? pageNo : 0, pageSize })),
  };
}
