import { BookOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { GENERAL_LIBRARY_ID, type TemplateLibrarySummary } from '../../shared/api/knowledge-graph-templates';
import { formatDateTime } from '../../shared/format/date';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { usePagedSearch } from '../project/list/use-paged-search';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { LibraryFormModal } from './LibraryFormModal';
import { templateApi } from './template-api';
import { templatePaths } from './template-paths';
import { TEMPLATE_KEYS, useLibrary, useLibraryPage } from './template-queries';

/**
 * /home/project-management/:projectID/graph-template — 问答模版库: the general library the platform
 * ships, and the project's own libraries (search, paging, create, edit, delete with confirmation).
 */
export default function TemplateLibraryListScreen() {
  const { projectID, projectId, flags } = useProjectFlags();
  const paths = templatePaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const list = usePagedSearch();
  const general = useLibrary(GENERAL_LIBRARY_ID, projectId);
  const libraries = useLibraryPage({
    projectId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
  });
  const [editing, setEditing] = useState<{ open: boolean; library: TemplateLibrarySummary | null }>({
    open: false,
    library: null,
  });
  const canEdit = flags.allows('editAuth');
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.all });
  const remove = useMutation({
    mutationFn: (library: TemplateLibrarySummary) => templateApi.removeLibrary(library.id),
    onSuccess: () => {
      message.success('删除成功');
      void refresh();
    },
  });
  const page = libraries.data;
  const total = page?.totalElements ?? 0;
  const empty = page !== undefined && total === 0 && list.search === '';
  const createButton = canEdit ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, library: null })}>
      新建模版库
    </Button>
  ) : null;

  return (
    <PageContainer>
      <Flex vertical gap={16}>
        <Card>
          <Flex justify="space-between" align="center" gap={24} wrap>
            <Flex gap={16} align="center">
              <div
                style={{
                  width: 48,
                  height: 48,
                  borderRadius: 12,
                  background: 'linear-gradient(135deg, #e6f4ff, #bae0ff)',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 22,
                  color: '#1677ff',
                }}
              >
                <BookOutlined />
              </div>
              <div>
                <Space size={8}>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    通用模版库
                  </Typography.Title>
                  <Tag color="blue">平台提供</Tag>
                  {general.data && <Tag>{general.data.templateCount} 个模版</Tag>}
                </Space>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                  {general.data?.description ?? '博物馆·展馆、政务服务大厅、银行网点、校园等场景的常用问法'}
                </Typography.Paragraph>
                {general.data && general.data.usedBy.length > 0 && (
                  <Typography.Text type="secondary">
                    使用中：{general.data.usedBy.map((base) => base.name).join('、')}
                  </Typography.Text>
                )}
              </div>
            </Flex>
            <Button onClick={() => navigate(paths.general)}>查看通用模版</Button>
          </Flex>
        </Card>
        <Card>
          <CardHeading
            title="项目模版库"
            summary="项目自己的问答模版：把问法映射到图谱查询；在知识图谱中选择使用哪些模版库。"
            extra={
              <Flex gap={8} wrap>
                {!empty && (
                  <Input
                    allowClear
                    prefix={<SearchOutlined />}
                    placeholder="搜索模版库名称"
                    aria-label="搜索模版库名称"
                    value={list.keyword}
                    onChange={(event) => list.setKeyword(event.target.value)}
                    style={{ width: 220 }}
                  />
                )}
                {!empty && createButton}
              </Flex>
            }
          />
          {libraries.isError && !page && (
            <Alert type="error" showIcon title="模版库列表加载失败" description={libraries.error.message} />
          )}
          {empty ? (
            <EmptyPlaceholder height={320}>{createButton}</EmptyPlaceholder>
          ) : (
            <Table<TemplateLibrarySummary>
              rowKey="id"
              loading={libraries.isLoading || remove.isPending}
              dataSource={page?.content ?? []}
              locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={240} /> }}
              pagination={tablePaging(list, total, ({ pageNo, pageSize }) => list.setPage(pageNo, pageSize))}
              columns={[
                {
                  title: '模版库名称',
                  dataIndex: 'name',
                  render: (name: string, library) => <Link to={paths.library(library)}>{name}</Link>,
                },
                {
                  title: '描述',
                  dataIndex: 'description',
                  ellipsis: true,
                  render: (text: string) => text || '—',
                },
                { title: '模版数', dataIndex: 'templateCount', width: 90 },
                {
                  title: '使用中的图谱',
                  dataIndex: 'usedBy',
                  render: (bases: TemplateLibrarySummary['usedBy']) =>
                    bases.length === 0 ? (
                      <Typography.Text type="secondary">未使用</Typography.Text>
                    ) : (
                      bases.map((base) => <Tag key={base.id}>{base.name}</Tag>)
                    ),
                },
                {
                  title: '更新时间',
                  dataIndex: 'updatedAt',
                  width: 180,
                  render: (value: string) => formatDateTime(value),
                },
                {
                  title: '操作',
                  key: 'actions',
                  width: 170,
                  render: (_, library) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => navigate(paths.library(library))}>
                        查看
                      </Button>
                      {canEdit && (
                        <Button type="link" size="small" onClick={() => setEditing({ open: true, library })}>
                          编辑
                        </Button>
                      )}
                      {canEdit && (
                        <Popconfirm
                          title={`删除模版库「${library.name}」？`}
                          description="其中的模版一并删除，使用它的知识图谱不再匹配这些问法。"
                          okText="删除"
                          okButtonProps={{ danger: true }}
                          cancelText="取消"
                          onConfirm={() => remove.mutate(library)}
                        >
                          <Button type="link" size="small" danger>
                            删除
                          </Button>
                        </Popconfirm>
                      )}
                    </Space>
                  ),
                },
              ]}
            />
          )}
        </Card>
      </Flex>
      <LibraryFormModal
        projectId={projectId}
        library={editing.library}
        open={editing.open}
        onClose={() => setEditing({ open: false, library: null })}
        onSaved={(saved) => {
          const created = editing.library === null;
          setEditing({ open: false, library: null });
          void refresh();
          if (created) navigate(paths.library(saved));
        }}
      />
    </PageContainer>
  );
}
