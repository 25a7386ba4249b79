import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RoleSummary } from '../../shared/api/enterprise-admin';
import { menuTitles } from '../../shared/menu-tree';
import { feedback } from '../app/feedback';
import { CardHeading } from '../components/CardHeading';
import { PageContainer } from '../shell/PageContainer';
import { usePromptFlags } from '../tutorial/use-prompt-flags';
import { businessApi } from './business-api';
import { RoleNameDialog } from './RoleNameDialog';

const TITLES = menuTitles();
export const ROLE_LIST_PATH = '/home/business-management/role';

type Naming = { kind: 'create' } | { kind: 'copy' | 'rename'; role: RoleSummary };

/** 角色管理: the enterprise's roles, what each opens and how many hold it. */
export default function RoleListScreen() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const prompts = usePromptFlags();
  const roles = useQuery({ queryKey: ['tenant-roles'], queryFn: businessApi.roles });
  const [naming, setNaming] = useState<Naming | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['tenant-roles'] });

  const submitName = async (name: string) => {
    if (!naming) return;
    if (naming.kind === 'create') {
      const created = await businessApi.createRole(name);
      navigate(`${ROLE_LIST_PATH}/${created.id}`);
    } else if (naming.kind === 'copy') {
      await businessApi.copyRole(naming.role.id, name);
      feedback.success('角色已复制');
    } else {
      const detail = await businessApi.role(naming.role.id);
      await businessApi.saveRole({ id: detail.id, name, menuCodes: detail.menuCodes, grants: detail.grants });
      feedback.success('角色已重命名');
    }
    await refresh();
  };

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="角色管理"
          summary="角色决定成员能看到哪些菜单、能对哪类资源做什么；修改在成员的下一次操作时生效。"
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setNaming({ kind: 'create' })}>
              新建角色
            </Button>
          }
        />
        {prompts.flags.roleListOtherCompanyPrompt && (
          <Alert
            style={{ marginBottom: 16 }}
            type="info"
            showIcon
            title="与合作企业协作"
            description="合作企业的人员请以本企业成员身份加入（在账号管理中用其手机号新建账号），再授予一个权限有限的角色；他们创建的内容属于本企业，离开时可移交给同事。"
            closable={{ onClose: () => prompts.set('roleListOtherCompanyPrompt') }}
          />
        )}
        <Table<RoleSummary>
          rowKey="id"
          loading={roles.isLoading}
          dataSource={roles.data ?? []}
          pagination={false}
          columns={[
            {
              title: '角色名称',
              dataIndex: 'name',
              render: (name: string, role) => (
                <Space>
                  <Link to={`${ROLE_LIST_PATH}/${role.id}`}>{name}</Link>
                  {role.administrator && <Tag color="gold">全部权限</Tag>}
                </Space>
              ),
            },
            {
              title: '可用功能',
              dataIndex: 'menuCodes',
              render: (codes: RoleSummary['menuCodes'], role) =>
                role.administrator
                  ? '全部功能'
                  : codes.length === 0
                    ? '暂无'
                    : `${codes
                        .slice(0, 3)
                        .map((code) => TITLES.get(code)?.split(' / ').at(-1))
                        .join('、')}${codes.length > 3 ? ` 等 ${codes.length} 项` : ''}`,
            },
            { title: '成员数', dataIndex: 'memberCount', width: 100 },
            {
              title: '操作',
              width: 260,
              render: (_, role) => (
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => navigate(`${ROLE_LIST_PATH}/${role.id}`)}>
                    功能权限
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    disabled={role.administrator}
                    onClick={() => setNaming({ kind: 'rename', role })}
                  >
                    重命名
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    disabled={role.administrator}
                    onClick={() => setNaming({ kind: 'copy', role })}
                  >
                    复制
                  </Button>
                  <Popconfirm
                    title={`删除角色「${role.name}」？`}
                    description="删除后不可恢复。"
                    onConfirm={async () => {
                      await businessApi.deleteRole(role.id);
                      feedback.success('角色已删除');
                      await refresh();
                    }}
                    disabled={role.administrator}
                  >
                    <Button type="link" size="small" danger disabled={role.administrator}>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <RoleNameDialog
        open={naming !== null}
        title={naming?.kind === 'copy' ? '复制角色' : naming?.kind === 'rename' ? '重命名角色' : '新建角色'}
        initialName={
          naming?.kind === 'copy'
            ? `${naming.role.name}（副本）`
            : naming?.kind === 'rename'
              ? naming.role.name
              : ''
        }
        onSubmit={submitName}
        onClose={() => setNaming(null)}
      />
    </PageContainer>
  );
}
