import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Flex,
  Result,
  Segmented,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ReviewItem, ReviewPageQuery } from '../../shared/api/uc-account';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import type { VerificationStatus } from '../../shared/permissions';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { useSession } from '../session/session-store';
import { PageContainer } from '../shell/PageContainer';
import { ReviewDrawer } from './ReviewDrawer';
import { REVIEW_KEYS, reviewApi } from './review-api';
import { KIND_VIEW, REVIEW_STATUS_VIEW, submissionSubject } from './review-view';

type Filter = VerificationStatus | 'ALL';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'PENDING', label: '待审核' },
  { value: 'PASSED', label: '已通过' },
  { value: 'NO', label: '已驳回' },
  { value: 'ALL', label: '全部' },
];

/** One row is enough to learn how many wait. */
const PENDING_COUNT: ReviewPageQuery = { pageNo: 0, pageSize: 1, status: 'PENDING' };

const columns = (open: (item: ReviewItem) => void): TableColumnsType<ReviewItem> => [
  {
    title: '类型',
    dataIndex: 'kind',
    width: 110,
    render: (kind: ReviewItem['kind']) => <Tag color={KIND_VIEW[kind].color}>{KIND_VIEW[kind].text}</Tag>,
  },
  {
    title: '认证信息',
    key: 'subject',
    render: (_, item) => {
      const subject = submissionSubject(item);
      return (
        <Flex vertical>
          <Typography.Text strong>{subject.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {subject.code}
          </Typography.Text>
        </Flex>
      );
    },
  },
  {
    title: '申请人',
    key: 'submitter',
    render: (_, item) => (
      <Flex vertical>
        <span>{item.submitter.nickname}</span>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {item.submitter.account}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '提交时间',
    dataIndex: 'submittedAt',
    width: 170,
    render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: VerificationStatus, item) => (
      <Tooltip title={item.reason && `驳回原因：${item.reason}`}>
        <Tag color={REVIEW_STATUS_VIEW[status].color}>{REVIEW_STATUS_VIEW[status].text}</Tag>
      </Tooltip>
    ),
  },
  {
    title: '操作',
    key: 'action',
    width: 90,
    render: (_, item) => (
      <Button type="link" style={{ padding: 0 }} onClick={() => open(item)}>
        {item.status === 'PENDING' ? '审核' : '查看'}
      </Button>
    ),
  },
];

/** /review: the platform reviewer's queue of certification submissions, pending ones first. */
export default function ReviewScreen() {
  const isReviewer = useSession((state) => !!state.userInfo?.isReviewer);
  const [filter, setFilter] = useState<Filter>('PENDING');
  const [paging, setPaging] = useState({ pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [opened, setOpened] = useState<ReviewItem | null>(null);
  const query: ReviewPageQuery = { ...paging, ...(filter === 'ALL' ? {} : { status: filter }) };
  const page = useQuery({
    queryKey: REVIEW_KEYS.page(query),
    queryFn: () => reviewApi.page(query),
    enabled: isReviewer,
    placeholderData: keepPreviousData,
  });
  const total = page.data?.totalElements ?? 0;
  // The queue's length, whichever filter is shown: what the reviewer has left to do.
  const pending = useQuery({
    queryKey: REVIEW_KEYS.page(PENDING_COUNT),
    queryFn: () => reviewApi.page(PENDING_COUNT),
    enabled: isReviewer,
  }).data?.totalElements;
  const options = FILTERS.map((option) =>
    option.value === 'PENDING' && pending !== undefined
      ? { ...option, label: `${option.label}（${pending}）` }
      : option,
  );

  if (!isReviewer) {
    return (
      <PageContainer>
        <Card>
          <Result
            status="403"
            title="仅平台审核员可以访问"
            subTitle="认证审核由平台审核员处理，如需帮助请联系平台管理员。"
          />
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="认证审核"
          summary="核对申请人提交的资料与证件照片；通过企业认证将创建企业并让申请人成为企业管理员。"
          extra={
            <Segmented<Filter>
              options={options}
              value={filter}
              onChange={(value) => {
                setFilter(value);
                setPaging({ ...paging, pageNo: 0 });
              }}
            />
          }
        />
        <Table<ReviewItem>
          rowKey="id"
          columns={columns(setOpened)}
          dataSource={page.data?.content ?? []}
          loading={page.isFetching && !page.data}
          locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={360} /> }}
          pagination={tablePaging(paging, total, setPaging)}
        />
      </Card>
      <ReviewDrawer item={opened} onClose={() => setOpened(null)} />
    </PageContainer>
  );
}
