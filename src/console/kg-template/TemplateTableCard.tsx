import { SearchOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Input, Segmented, Table } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  type QaTemplate,
  TEMPLATE_DOMAIN_NAMES,
  TEMPLATE_DOMAINS,
  type TemplateDomain,
} from '../../shared/api/knowledge-graph-templates';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { usePagedSearch } from '../project/list/use-paged-search';
import { templateColumns } from './template-columns';
import { useTemplatePage } from './template-queries';

/** A library's templates: filter by scene, search the patterns, page; actions where editable. */
export function TemplateTableCard({
  libraryId,
  projectId,
  extra,
  actions,
}: {
  libraryId: string;
  projectId: string;
  extra?: ReactNode;
  actions?: Parameters<typeof templateColumns>[0];
}) {
  const list = usePagedSearch();
  const [domain, setDomain] = useState<TemplateDomain | 'all'>('all');
  const templates = useTemplatePage(libraryId, {
    projectId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { keyword: list.search } : {}),
    ...(domain !== 'all' ? { domain } : {}),
  });
  const page = templates.data;
  const total = page?.totalElements ?? 0;
  return (
    <Card
      title="问答模版"
      extra={
        <Flex gap={8} wrap>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="搜索问法或属性"
            aria-label="搜索问法或属性"
            value={list.keyword}
            onChange={(event) => list.setKeyword(event.target.value)}
            style={{ width: 200 }}
          />
          {extra}
        </Flex>
      }
    >
      <Segmented<TemplateDomain | 'all'>
        value={domain}
        onChange={(value) => {
          setDomain(value);
          list.setPage(0, list.pageSize);
        }}
        options={[
          { value: 'all', label: '全部' },
          ...TEMPLATE_DOMAINS.map((value) => ({ value, label: TEMPLATE_DOMAIN_NAMES[value] })),
        ]}
        style={{ marginBottom: 16 }}
      />
      {templates.isError && !page && (
        <Alert type="error" showIcon title="模版加载失败" description={templates.error.message} />
      )}
      <Table<QaTemplate>
        rowKey="id"
        loading={templates.isLoading}
        dataSource={page?.content ?? []}
        columns={templateColumns(actions)}
        scroll={{ x: 900 }}
        locale={{
          emptyText: (
            <EmptyPlaceholder
              variant={list.search || domain !== 'all' ? 'noResult' : 'planet'}
              height={260}
            />
          ),
        }}
        pagination={tablePaging(list, total, ({ pageNo, pageSize }) => list.setPage(pageNo, pageSize))}
      />
    </Card>
  );
}
