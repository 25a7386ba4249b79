import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  LOG_AREA_NAMES,
  LOG_EXPORT_MAX,
  type LogEntry,
  type OperationLogQuery,
} from '../../shared/api/enterprise-admin';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { saveFile } from '../components/save-file';
import { tablePaging } from '../components/table-paging';
import { PageContainer } from '../shell/PageContainer';
import { businessApi } from './business-api';
import { LogChanges } from './LogChanges';
import { actionGroups, actionText, editedFields, summaryLines } from './log-format';

type Filters = Omit<OperationLogQuery, 'pageNo' | 'pageSize'>;

/** 操作日志: every change made in the enterprise, by person, area, action and period; exported as xlsx. */
export default function OperationLogScreen() {
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const people = useQuery({
    queryKey: ['tenant-accounts', 'log-people'],
    queryFn: () => businessApi.accounts({ pageNo: 0, pageSize: 100 }),
  });
  const actions = useQuery({
    queryKey: ['operation-log', 'actions'],
    queryFn: businessApi.operationLogActions,
  });
  const page = useQuery({
    queryKey: ['operation-log', filters, paging],
    queryFn: () => businessApi.operationLog({ ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });
  const filter = (next: Filters) => {
    setFilters({ ...filters, ...next });
    setPaging({ ...paging, pageNo: 0 });
  };
  const exportLog = async () => {
    setExporting(true);
    try {
      saveFile(await businessApi.exportLog(filters), `操作日志-${dayjs().format('YYYY-MM-DD')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };
  const total = page.data?.totalElements ?? 0;

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="操作日志"
          summary="追溯企业成员在平台上的每一次操作：谁、何时、从哪里、改了什么。"
          extra={
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportLog}>
              导出
            </Button>
          }
        />
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="全部成员"
            aria-label="按成员筛选"
            style={{ width: 200 }}
            options={(people.data?.content ?? []).map((one) => ({
              label: `${one.nickname}（${one.account}）`,
              value: one.id,
            }))}
            onChange={(userId?: string) => filter({ userId })}
          />
          <Select
            allowClear
            placeholder="全部功能"
            aria-label="按功能筛选"
            style={{ width: 160 }}
            options={Object.entries(LOG_AREA_NAMES).map(([value, label]) => ({ label, value }))}
            // An action of another area would find nothing: the picker follows the area.
            onChange={(area?: string) =>
              filter({
                area,
                action: area && !filters.action?.startsWith(`${area}.`) ? undefined : filters.action,
              })
            }
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="全部操作"
            aria-label="按操作筛选"
            style={{ width: 200 }}
            value={filters.action}
            options={actionGroups(
              (actions.data ?? []).filter((action) => !filters.area || action.split('.')[0] === filters.area),
            )}
            onChange={(action?: string) => filter({ action })}
          />
          <DatePicker.RangePicker
            showTime
            aria-label="按时间筛选"
            onChange={(range) => {
              const [from, to] = (range ?? []) as [Dayjs | null, Dayjs | null];
              filter({ from: from?.toISOString(), to: to?.toISOString() });
            }}
          />
        </Space>
        <Table<LogEntry>
          rowKey="id"
          size="middle"
          loading={page.isFetching && !page.data}
          dataSource={page.data?.content ?? []}
          locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={240} size="small" /> }}
          pagination={tablePaging(paging, total, setPaging)}
          expandable={{
            rowExpandable: (entry) => editedFields(entry.detail).length > 0,
            expandedRowRender: (entry) => <LogChanges fields={editedFields(entry.detail)} />,
          }}
          columns={[
            {
              title: '时间',
              dataIndex: 'at',
              width: 170,
              render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
            },
            {
              title: '成员',
              dataIndex: 'nickname',
              width: 160,
              render: (nickname: string | null, entry) => nickname ?? entry.account ?? '—',
            },
            { title: '操作', dataIndex: 'action', width: 220, render: actionText },
            {
              title: '详情',
              dataIndex: 'detail',
              render: (detail: LogEntry['detail']) => (
                <Typography.Paragraph
                  style={{ margin: 0 }}
                  ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}
                >
                  {summaryLines(detail).join('；') || '—'}
                </Typography.Paragraph>
              ),
            },
            {
              title: '来源地址',
              dataIndex: 'address',
              width: 140,
              render: (address: string | null) => address ?? '—',
            },
          ]}
        />
        {page.data?.totalCapped && (
          <Typography.Text type="secondary">
            匹配的记录超过 {total} 条，请缩小时间范围；导出最多包含最近 {LOG_EXPORT_MAX} 条。
          </Typography.Text>
        )}
      </Card>
    </PageContainer>
  );
}
