import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_STATE_NAMES,
  ACCOUNT_STATES,
  type AccountState,
  type AccountSummary,
} from '../../shared/api/enterprise-admin';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { feedback } from '../app/feedback';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { PageContainer } from '../shell/PageContainer';
import { usePromptFlags } from '../tutorial/use-prompt-flags';
import { AccountStateTag } from './AccountStateTag';
import { businessApi } from './business-api';
import { RemoveAccountDialog } from './RemoveAccountDialog';
import { useRoleOptions } from './use-roles';

export const ACCOUNT_LIST_PATH = '/home/business-management/account';

/** 账号管理: the enterprise's members, searched by phone or name, by role and state. */
export default function AccountListScreen() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const prompts = usePromptFlags();
  const roleOptions = useRoleOptions();
  const [filters, setFilters] = useState<{ keyword?: string; roleId?: string; state?: AccountState }>({});
  const [paging, setPaging] = useState({ pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [removing, setRemoving] = useState<AccountSummary | null>(null);
  const page = useQuery({
    queryKey: ['tenant-accounts', filters, paging],
    queryFn: () => businessApi.accounts({ ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['tenant-accounts'] });
  const filter = (next: typeof filters) => {
    setFilters({ ...filters, ...next });
    setPaging({ ...paging, pageNo: 0 });
  };
  const act = async (done: Promise<unknown>, message: string) => {
    await done;
    feedback.success(message);
    await refresh();
  };

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="账号管理"
          summary="为企业成员开设账号并分配角色；新成员会收到邀请短信，首次登录时设置密码。"
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(`${ACCOUNT_LIST_PATH}/create`)}
            >
              新建账号
            </Button>
          }
        />
        {prompts.flags.roleAccountPrompt && (
          <Alert
            style={{ marginBottom: 16 }}
            type="info"
            showIcon
            title="成员能做什么，由他的角色决定"
            description="在角色管理中配置角色的功能菜单与资源权限；在账号详情里可以查看某位成员对任一资源为什么能或不能操作。"
            closable={{ onClose: () => prompts.set('roleAccountPrompt') }}
          />
        )}
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder="搜索手机号或姓名"
            aria-label="搜索手机号或姓名"
            style={{ width: 240 }}
            onSearch={(keyword) => filter({ keyword: keyword.trim() || undefined })}
          />
          <Select
            allowClear
            placeholder="全部角色"
            aria-label="按角色筛选"
            style={{ width: 180 }}
            options={roleOptions}
            onChange={(roleId?: string) => filter({ roleId })}
          />
          <Select
            allowClear
            placeholder="全部状态"
            aria-label="按状态筛选"
            style={{ width: 140 }}
            options={ACCOUNT_STATES.map((state) => ({ label: ACCOUNT_STATE_NAMES[state], value: state }))}
            onChange={(state?: AccountState) => filter({ state })}
          />
        </Space>
        <Table<AccountSummary>
          rowKey="id"
          loading={page.isFetching && !page.data}
          dataSource={page.data?.content ?? []}
          locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={240} size="small" /> }}
          pagination={tablePaging(paging, page.data?.totalElements ?? 0, setPaging)}
          columns={[
            {
              title: '姓名',
              dataIndex: 'nickname',
              render: (nickname: string, account) => (
                <Link to={`${ACCOUNT_LIST_PATH}/${account.id}`}>{nickname}</Link>
              ),
            },
            { title: '手机号', dataIndex: 'account', width: 140 },
            {
              title: '角色',
              dataIndex: 'roles',
              render: (roles: AccountSummary['roles']) =>
                roles.length === 0 ? '—' : roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
            },
            {
              title: '状态',
              dataIndex: 'state',
              width: 100,
              render: (state: AccountState) => <AccountStateTag state={state} />,
            },
            {
              title: '最近登录',
              dataIndex: 'lastSignInAt',
              width: 170,
              render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '从未登录'),
            },
            {
              title: '操作',
              width: 230,
              render: (_, account) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => navigate(`${ACCOUNT_LIST_PATH}/${account.id}`)}
                  >
                    详情
                  </Button>
                  <Popconfirm
                    title={
                      account.state === 'DISABLED'
                        ? '启用后他可以重新登录。'
                        : '停用后他会立即退出登录，且不能再登录。'
                    }
                    onConfirm={() =>
                      act(
                        businessApi.setEnabled(account.id, account.state === 'DISABLED'),
                        account.state === 'DISABLED' ? '账号已启用' : '账号已停用',
                      )
                    }
                  >
                    <Button type="link" size="small">
                      {account.state === 'DISABLED' ? '启用' : '停用'}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title="重置后旧密码失效，他会收到新的邀请短信来设置密码。"
                    onConfirm={() =>
                      act(businessApi.resetPassword(account.id), `邀请短信已发送至 ${account.account}`)
                    }
                  >
                    <Button type="link" size="small">
                      重置密码
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" danger onClick={() => setRemoving(account)}>
                    移除
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <RemoveAccountDialog
        account={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          feedback.success('成员已移除');
          void refresh();
        }}
      />
    </PageContainer>
  );
}
