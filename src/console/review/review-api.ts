import type { Page } from '../../shared/api/paging';
import type { ReviewDecideBody, ReviewItem, ReviewPageQuery } from '../../shared/api/uc-account';
import { UC } from '../../shared/api/uc-paths';
import { http } from '../api/http';

/** The reviewer's calls (platform reviewers only; contract in shared/api/uc-account.ts). */
export const reviewApi = {
  page: (query: ReviewPageQuery) => http.get<Page<ReviewItem>>(UC.reviewPage, query),
  decide: (body: ReviewDecideBody) => http.put<unknown>(UC.reviewDecide, body),
};

export const REVIEW_KEYS = {
  all: ['review'] as const,
  page: (query: ReviewPageQuery) => ['review', 'page', query] as const,
};
