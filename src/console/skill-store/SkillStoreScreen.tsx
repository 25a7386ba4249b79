import { SearchOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Flex, Input, Pagination, Row, Segmented, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StoreCatalogueRow } from '../../shared/api/store-skills';
import { ALL_LABELS, STORE_LABELS } from '../../shared/skill-store/catalogue';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { usePagedSearch } from '../project/list/use-paged-search';
import { PageContainer } from '../shell/PageContainer';
import { SkillIcon } from './SkillIcon';
import { skillStoreDetailPath } from './store-skill-paths';
import { useCataloguePage } from './store-skill-queries';

function CatalogueCard({ entry }: { entry: StoreCatalogueRow }) {
  return (
    <Link to={skillStoreDetailPath(entry.skillStoreCode)} aria-label={entry.name}>
      <Card hoverable style={{ height: '100%' }}>
        <Flex gap={14} align="flex-start">
          <SkillIcon icon={entry.icon} size={48} />
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Flex align="baseline" gap={8}>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {entry.name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                v{entry.version}
              </Typography.Text>
            </Flex>
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2 }}
              style={{ margin: 0, minHeight: 44 }}
            >
              {entry.summary}
            </Typography.Paragraph>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <span>
                {entry.labels.map((label) => (
                  <Tag key={label}>{label}</Tag>
                ))}
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {entry.addedCount > 0 ? `已添加到 ${entry.addedCount} 个项目` : entry.maker}
              </Typography.Text>
            </Flex>
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}

/** /home/skill-store — the catalogue that ships with the platform, by label and name, paged. */
export default function SkillStoreScreen() {
  const [labelName, setLabelName] = useState<string>(ALL_LABELS);
  const list = usePagedSearch();
  const page = useCataloguePage({
    labelName,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
  });
  const rows = page.data?.content ?? [];
  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="技能商店"
          summary="平台提供的现成技能：选一个看看它能做什么，再添加到项目，按项目的场地配置。"
          extra={
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="搜索技能名称"
              aria-label="搜索技能名称"
              maxLength={30}
              value={list.keyword}
              onChange={(event) => list.setKeyword(event.target.value)}
              style={{ width: 220 }}
            />
          }
        />
        <Segmented
          options={[ALL_LABELS, ...STORE_LABELS]}
          value={labelName}
          onChange={(value) => {
            setLabelName(String(value));
            list.setPage(0, list.pageSize);
          }}
          style={{ marginBottom: 16 }}
        />
        {page.isError && !page.data && <Alert type="error" showIcon title="技能列表加载失败" />}
        <Spin spinning={page.isLoading}>
          {page.data && rows.length === 0 ? (
            <EmptyPlaceholder variant="noResult" height={320} />
          ) : (
            <Row gutter={[16, 16]}>
              {rows.map((entry) => (
                <Col key={entry.skillStoreCode} xs={24} md={12} xl={8}>
                  <CatalogueCard entry={entry} />
                </Col>
              ))}
            </Row>
          )}
        </Spin>
        {(page.data?.totalElements ?? 0) > list.pageSize && (
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pagination
              current={list.pageNo + 1}
              pageSize={list.pageSize}
              total={page.data?.totalElements}
              onChange={(current, size) => list.setPage(current - 1, size)}
            />
          </Flex>
        )}
      </Card>
    </PageContainer>
  );
}
