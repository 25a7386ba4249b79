import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { FaceGroupSummary } from '../../shared/api/face-groups';
import { FACE_PERSON_MSG, type FacePerson } from '../../shared/api/face-people';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { feedback } from '../app/feedback';
import { FacePersonDrawer } from './FacePersonDrawer';
import { FacePhotoThumb } from './FacePhotoThumb';
import { FACE_PEOPLE_KEYS, facePersonApi } from './face-person-api';
import { GreetingText } from './GreetingText';

const validity = (person: FacePerson) =>
  !person.validFrom && !person.validUntil
    ? '长期'
    : `${person.validFrom ?? '不限'} 至 ${person.validUntil ?? '不限'}`;

/** The 人员 card of a face group: its people with their photos, searched by name, added and edited here. */
export function FacePeopleCard({ projectId, group }: { projectId: string; group: FaceGroupSummary }) {
  const [name, setName] = useState('');
  const [pageNo, setPageNo] = useState(0);
  const [drawer, setDrawer] = useState<{ editing: FacePerson | null } | null>(null);
  const queryClient = useQueryClient();
  const canEdit = group.permissions.editAuth;
  const people = useQuery({
    queryKey: [...FACE_PEOPLE_KEYS.all, group.id, pageNo, name],
    queryFn: () =>
      facePersonApi.page(group.id, { pageNo, pageSize: DEFAULT_PAGE_SIZE, name: name || undefined }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: facePersonApi.remove,
    onSuccess: () => {
      feedback.success(FACE_PERSON_MSG.removed);
      void queryClient.invalidateQueries({ queryKey: FACE_PEOPLE_KEYS.all });
    },
  });
  const columns: ColumnsType<FacePerson> = [
    {
      title: '照片',
      key: 'photos',
      width: 200,
      render: (_, person) =>
        person.photos.length ? (
          <Flex gap={6} wrap>
            {person.photos.slice(0, 3).map((photo) => (
              <FacePhotoThumb key={photo.id} photo={photo} size={48} />
            ))}
          </Flex>
        ) : (
          <Typography.Text type="warning">未上传照片，无法识别</Typography.Text>
        ),
    },
    { title: '姓名', dataIndex: 'name', key: 'name' },
    {
      title: '手机号 / 工号',
      key: 'contact',
      render: (_, person) => [person.phone, person.staffNumber].filter(Boolean).join(' / ') || '—',
    },
    {
      title: '问候语',
      key: 'greeting',
      ellipsis: true,
      render: (_, person) =>
        person.greeting ? (
          <GreetingText greeting={person.greeting} />
        ) : (
          <Typography.Text type="secondary">用人脸库的</Typography.Text>
        ),
    },
    { title: '有效期', key: 'valid', render: (_, person) => validity(person) },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, person: FacePerson) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setDrawer({ editing: person })}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除 ${person.name}？`}
                  description="TA的照片一并删除，机器人不再认出TA。"
                  onConfirm={() => remove.mutateAsync(person.id)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      title="人员"
      extra={
        <Space>
          <Input.Search
            placeholder="搜索姓名"
            allowClear
            onSearch={(value) => {
              setName(value.trim());
              setPageNo(0);
            }}
            style={{ width: 200 }}
          />
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ editing: null })}>
              新增人员
            </Button>
          )}
        </Space>
      }
    >
      <Table<FacePerson>
        rowKey="id"
        columns={columns}
        dataSource={people.data?.content}
        loading={people.isFetching}
        locale={{ emptyText: name ? '暂无相关结果' : '还没有人员：添加人员并上传照片后，机器人就能认出TA' }}
        pagination={{
          current: pageNo + 1,
          pageSize: DEFAULT_PAGE_SIZE,
          total: people.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (page) => setPageNo(page - 1),
        }}
      />
      <FacePersonDrawer
        projectId={projectId}
        groupId={group.id}
        groupGreeting={group.greeting}
        open={drawer !== null}
        editing={drawer?.editing ?? null}
        onClose={() => setDrawer(null)}
      />
    </Card>
  );
}
