import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Input, List, Row, Space, Tree, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { RoleDetail } from '../../shared/api/enterprise-admin';
import { MENU_TREE, type MenuNode, menuTitles, toggleMenu } from '../../shared/menu-tree';
import type { MenuCode } from '../../shared/permissions';
import { feedback } from '../app/feedback';
import { PageContainer } from '../shell/PageContainer';
import { ACCOUNT_LIST_PATH } from './AccountListScreen';
import { businessApi } from './business-api';
import { GrantMatrix } from './GrantMatrix';
import { LoadingScreen } from './LoadingScreen';

interface TreeEntry {
  key: MenuCode;
  title: string;
  children?: TreeEntry[];
}
const treeData = (nodes: MenuNode[]): TreeEntry[] =>
  nodes.map((node) => ({
    key: node.code,
    title: node.title,
    children: node.children && treeData(node.children),
  }));
const TREE = treeData(MENU_TREE);
const ALL_KEYS = [...menuTitles().keys()];

/** 功能权限 of one role: its name, the menus it opens (a tree), its grants per resource type, its members. */
export default function RoleScreen() {
  const { role: roleId = '' } = useParams();
  const client = useQueryClient();
  const role = useQuery({ queryKey: ['tenant-role', roleId], queryFn: () => businessApi.role(roleId) });
  const [draft, setDraft] = useState<RoleDetail | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (role.data) setDraft(role.data);
  }, [role.data]);

  if (!draft) return <LoadingScreen rows={10} />;

  const fixed = draft.administrator;
  const save = async () => {
    setSaving(true);
    try {
      await businessApi.saveRole({
        id: draft.id,
        name: draft.name,
        menuCodes: draft.menuCodes,
        grants: draft.grants,
      });
      feedback.success('角色已保存，成员的下一次操作即按新权限生效');
      await client.invalidateQueries({ queryKey: ['tenant-role', roleId] });
      await client.invalidateQueries({ queryKey: ['tenant-roles'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageContainer>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {fixed && <Alert type="info" showIcon title="企业管理员拥有全部功能和全部资源的权限，不能修改。" />}
        <Card
          title={
            <Space>
              <span>角色名称</span>
              <Input
                aria-label="角色名称"
                value={draft.name}
                disabled={fixed}
                maxLength={20}
                style={{ width: 240 }}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            </Space>
          }
          extra={
            <Button type="primary" onClick={save} loading={saving} disabled={fixed || !draft.name.trim()}>
              保存
            </Button>
          }
        >
          <Row gutter={24}>
            <Col xs={24} lg={8}>
              <Typography.Title level={5}>功能菜单</Typography.Title>
              <Typography.Paragraph type="secondary">
                勾选子功能时会同时勾选它所在的上级菜单。
              </Typography.Paragraph>
              <Tree
                checkable
                checkStrictly
                defaultExpandAll
                selectable={false}
                disabled={fixed}
                treeData={TREE}
                checkedKeys={fixed ? ALL_KEYS : draft.menuCodes}
                onCheck={(_, info) =>
                  setDraft({
                    ...draft,
                    menuCodes: toggleMenu(draft.menuCodes, info.node.key as MenuCode, info.checked),
                  })
                }
              />
            </Col>
            <Col xs={24} lg={16}>
              <Typography.Title level={5}>资源权限</Typography.Title>
              <Typography.Paragraph type="secondary">
                授予后，成员可对企业内该类的全部资源执行对应操作；未授予时，成员只能操作自己创建的和同事共享给他的资源。
              </Typography.Paragraph>
              <GrantMatrix
                grants={draft.grants}
                menuCodes={fixed ? ALL_KEYS : draft.menuCodes}
                disabled={fixed}
                onChange={(grants) => setDraft({ ...draft, grants })}
              />
            </Col>
          </Row>
        </Card>
        <Card title={`成员（${draft.members.length}）`}>
          {draft.members.length === 0 ? (
            <Empty description="还没有成员持有这个角色，可在账号管理中为成员分配" />
          ) : (
            <List
              dataSource={draft.members}
              renderItem={(member) => (
                <List.Item>
                  <Link to={`${ACCOUNT_LIST_PATH}/${member.userId}`}>{member.nickname}</Link>
                  <Typography.Text type="secondary">{member.account}</Typography.Text>
                </List.Item>
              )}
            />
          )}
        </Card>
      </Space>
    </PageContainer>
  );
}
