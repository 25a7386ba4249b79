import { AuditOutlined, DownOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Flex, type MenuProps, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../shared/messages';
import { logout } from '../session/session-actions';
import { useSession } from '../session/session-store';
import { maskPhone } from './mask-phone';
import { switchVisitRole } from './switch-visit-role';
import { UserAvatar } from './UserAvatar';
import { useEnterpriseLogo } from './use-enterprise-logo';

/** On hover: personal center, role switch (only with an enterprise), exit. */
export function UserMenu() {
  const userInfo = useSession((state) => state.userInfo);
  const visitRole = useSession((state) => state.visitRole);
  const navigate = useNavigate();
  const hasEnterprise = !!userInfo?.tenantId;

  const items: MenuProps['items'] = [
    { key: 'my-center', icon: <UserOutlined />, label: '个人中心', onClick: () => navigate('/my-center') },
    // Platform reviewers keep their queue one hover away.
    ...(userInfo?.isReviewer
      ? [{ key: 'review', icon: <AuditOutlined />, label: '认证审核', onClick: () => navigate('/review') }]
      : []),
    ...(hasEnterprise
      ? [
          {
            key: 'switch-role',
            icon: <SwapOutlined />,
            label: visitRole === 'enterprise' ? MSG.switchToPersonal : MSG.switchToEnterprise,
            onClick: switchVisitRole,
          },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void logout() },
  ];

  const name = userInfo?.nickname || maskPhone(userInfo?.account ?? '');
  // In the enterprise role, which enterprise the data belongs to.
  const enterpriseName = visitRole === 'enterprise' && hasEnterprise ? userInfo?.tenantName : null;
  const enterpriseLogo = useEnterpriseLogo(enterpriseName ? (userInfo?.tenantId ?? null) : null);

  return (
    <Dropdown
      menu={{ items }}
      placement="bottomRight"
      trigger={['hover']}
      // Inside the fixed header, not the page: a page scrolled while the menu is open would carry
      // it away until it is placed again, and a click meant for an item would land elsewhere.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Flex
        align="center"
        gap={10}
        style={{ cursor: 'pointer', padding: '0 4px', height: 64 }}
        data-testid="user-menu"
        data-tour="user-menu"
      >
        <UserAvatar path={userInfo?.imageUrl ?? null} />
        <Flex vertical style={{ lineHeight: 1.3 }}>
          <Typography.Text strong style={{ maxWidth: 140 }} ellipsis>
            {name}
          </Typography.Text>
          <span>
            <Tag
              color={visitRole === 'enterprise' ? 'blue' : 'green'}
              style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px' }}
            >
              {visitRole === 'enterprise' ? '企业身份' : '个人身份'}
            </Tag>
            {enterpriseLogo && (
              <Avatar
                shape="square"
                size={16}
                src={enterpriseLogo}
                alt="企业标志"
                style={{ marginLeft: 6, verticalAlign: 'text-bottom' }}
              />
            )}
            {enterpriseName && (
              <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: enterpriseLogo ? 4 : 6 }}>
                {enterpriseName}
              </Typography.Text>
            )}
          </span>
        </Flex>
        <DownOutlined style={{ fontSize: 10, color: 'var(--ant-color-text-tertiary)' }} />
      </Flex>
    </Dropdown>
  );
}
