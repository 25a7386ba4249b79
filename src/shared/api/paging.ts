import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';

/** Request paging: pageNo is zero-based (spec accounts section 3). */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...PAGE_SIZE_OPTIONS, 120))
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Page response: size, number (zero-based), totalElements, content. */
export interface Page<T> {
  content: T[];
  size: number;
  number: number;
  totalElements: number;
}

export function pageOf<T>(content: T[], query: PageQuery, totalElements: number): Page<T> {
  return { content, size: query.pageSize, number: query.pageNo, totalElements };
}
