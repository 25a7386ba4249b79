import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Row, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AccountDetail } from '../../shared/api/enterprise-admin';
import { RESOURCE_TYPE_NAMES } from '../../shared/api/resource-permissions';
import { RESOURCE_TYPES, type ResourceType } from '../../shared/permissions';
import { feedback } from '../app/feedback';
import { PermissionExplanation } from '../permissions/PermissionExplanation';
import { PageContainer } from '../shell/PageContainer';
import { AccountStateTag } from './AccountStateTag';
import { businessApi } from './business-api';
import { LoadingScreen } from './LoadingScreen';
import { useRoleOptions } from './use-roles';

/** 账号详情: the member's roles (editable), what they created, their sign-ins, and why they may or may not act. */
export default function AccountScreen() {
  const { userid = '' } = useParams();
  const client = useQueryClient();
  const roleOptions = useRoleOptions();
  const account = useQuery({
    queryKey: ['tenant-account', userid],
    queryFn: () => businessApi.account(userid),
  });
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [explained, setExplained] = useState<ResourceType>('PROJECT');
  useEffect(() => {
    if (account.data) setRoleIds(account.data.roles.map((role) => role.id));
  }, [account.data]);

  if (!account.data) return <LoadingScreen />;
  const detail: AccountDetail = account.data;
  const saveRoles = async () => {
    await businessApi.setRoles(detail.id, roleIds);
    feedback.success('角色已更新，他的下一次操作即按新权限生效');
    await client.invalidateQueries({ queryKey: ['tenant-account', userid] });
    await client.invalidateQueries({ queryKey: ['explain', detail.id] });
  };

  return (
    <PageContainer>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={detail.nickname}>
          <Descriptions column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="手机号">{detail.account}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <AccountStateTag state={detail.state} />
            </Descriptions.Item>
            <Descriptions.Item label="加入时间">
              {dayjs(detail.createdAt).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <span>角色</span>
            <Select
              mode="multiple"
              aria-label="成员的角色"
              style={{ minWidth: 320 }}
              value={roleIds}
              options={roleOptions}
              onChange={setRoleIds}
            />
            <Button type="primary" onClick={saveRoles}>
              保存角色
            </Button>
          </Space>
        </Card>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Card title="权限说明" style={{ height: '100%' }}>
              <Space style={{ marginBottom: 8 }}>
                <span>资源类型</span>
                <Select
                  aria-label="资源类型"
                  style={{ width: 160 }}
                  value={explained}
                  onChange={setExplained}
                  options={RESOURCE_TYPES.map((type) => ({ label: RESOURCE_TYPE_NAMES[type], value: type }))}
                />
              </Space>
              <PermissionExplanation userId={detail.id} resourceType={explained} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="他创建的资源" style={{ marginBottom: 16 }}>
              {detail.owned.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有创建资源" />
              ) : (
                <Space wrap>
                  {detail.owned.map((entry) => (
                    <Tag key={entry.resourceType}>
                      {RESOURCE_TYPE_NAMES[entry.resourceType]} × {entry.count}
                    </Tag>
                  ))}
                </Space>
              )}
            </Card>
            <Card title="登录记录">
              <Table
                rowKey={(row) => `${row.at}-${row.result}`}
                size="small"
                pagination={false}
                dataSource={detail.signIns}
                locale={{ emptyText: <Typography.Text type="secondary">从未登录</Typography.Text> }}
                columns={[
                  {
                    title: '时间',
                    dataIndex: 'at',
                    render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
                  },
                  {
                    title: 'IP 地址',
                    dataIndex: 'address',
                    render: (address: string | null) => address ?? '—',
                  },
                  {
                    title: '结果',
                    dataIndex: 'result',
                    render: (result: string) =>
                      result === 'SUCCESS' ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>,
                  },
                ]}
              />
            </Card>
          </Col>
        </Row>
      </Space>
    </PageContainer>
  );
}
