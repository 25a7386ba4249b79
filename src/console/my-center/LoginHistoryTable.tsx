import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { LoginMethod, LoginRecord } from '../../shared/api/uc-account';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { myCenterApi } from './my-center-api';
import { describeUserAgent } from './user-agent';

const METHOD_TEXT: Record<LoginMethod, string> = { password: '账号密码', qrcode: '微信扫码' };

const columns: TableColumnsType<LoginRecord> = [
  {
    title: '时间',
    dataIndex: 'at',
    width: 180,
    render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
  },
  { title: '方式', dataIndex: 'method', width: 110, render: (method: LoginMethod) => METHOD_TEXT[method] },
  {
    title: '结果',
    dataIndex: 'result',
    width: 90,
    render: (result: LoginRecord['result']) =>
      result === 'SUCCESS' ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>,
  },
  { title: 'IP 地址', dataIndex: 'address', width: 150, render: (address: string | null) => address ?? '—' },
  {
    title: '设备',
    dataIndex: 'userAgent',
    ellipsis: { showTitle: false },
    render: (userAgent: string | null) => (
      <Tooltip title={userAgent} placement="topLeft">
        {describeUserAgent(userAgent)}
      </Tooltip>
    ),
  },
];

/** 登录记录: the account's sign-ins, newest first, successful or not. */
export function LoginHistoryTable() {
  const [paging, setPaging] = useState({ pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });
  const page = useQuery({
    queryKey: ['login-history', paging],
    queryFn: () => myCenterApi.loginHistory(paging),
    placeholderData: keepPreviousData,
  });
  const total = page.data?.totalElements ?? 0;
  return (
    <Table<LoginRecord>
      rowKey={(record) => `${record.at}-${record.method}-${record.result}`}
      size="middle"
      columns={columns}
      dataSource={page.data?.content ?? []}
      loading={page.isFetching && !page.data}
      locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={240} size="small" /> }}
      pagination={tablePaging(paging, total, setPaging)}
    />
  );
}
