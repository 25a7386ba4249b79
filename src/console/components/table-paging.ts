import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS } from '../../shared/constants';

export interface Paging {
  /** Zero-based, as the server counts. */
  pageNo: number;
  pageSize: number;
}

/** A table's paging with the spec's sizes (10–100) and the total; none while the list is empty. */
export function tablePaging(
  paging: Paging,
  total: number,
  onChange: (paging: Paging) => void,
): TablePaginationConfig | false {
  if (total === 0) return false;
  return {
    current: paging.pageNo + 1,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (count) => `共 ${count} 条`,
    onChange: (current, pageSize) => onChange({ pageNo: current - 1, pageSize }),
  };
}
