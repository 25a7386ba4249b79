import { Pagination } from 'antd';
import { PAGE_SIZE_OPTIONS } from '../../../shared/constants';

export interface ListPaginationProps {
  /** Zero-based. */
  pageNo: number;
  pageSize: number;
  total: number;
  onChange(pageNo: number, pageSize: number): void;
}

/** Paging under a list: the spec's sizes 10, 20, 30, 40, 50, 100 and the total. */
export function ListPagination({ pageNo, pageSize, total, onChange }: ListPaginationProps) {
  if (total === 0) return null;
  return (
    <Pagination
      align="end"
      style={{ marginTop: 24 }}
      current={pageNo + 1}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
      showTotal={(count) => `共 ${count} 项`}
      onChange={(page, size) => onChange(page - 1, size)}
    />
  );
}
