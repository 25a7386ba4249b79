import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Divider, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { isEnterpriseCertified, isPersonalCertified } from '../../shared/certification';
import { useSession } from '../session/session-store';
import { maskPhone } from '../shell/mask-phone';
import { AvatarUpload } from './AvatarUpload';
import styles from './MyCenter.module.css';

/** Who the user is at a glance: avatar, name, phone, role, enterprise and certification. */
export function ProfileCard() {
  const userInfo = useSession((state) => state.userInfo);
  const visitRole = useSession((state) => state.visitRole);
  const certification = useSession((state) => state.certification);
  if (!userInfo) return null;
  const personal = isPersonalCertified(certification);
  const enterprise = isEnterpriseCertified(certification);

  return (
    <Card className={styles.profile}>
      <Flex vertical align="center" gap={8}>
        <AvatarUpload />
        <Typography.Title level={4} style={{ margin: '8px 0 0' }} data-testid="profile-nickname">
          {userInfo.nickname}
        </Typography.Title>
        <Typography.Text type="secondary">{maskPhone(userInfo.account)}</Typography.Text>
        <Flex gap={6} wrap justify="center">
          <Tag color={visitRole === 'enterprise' ? 'blue' : 'green'}>
            {visitRole === 'enterprise' ? '企业身份' : '个人身份'}
          </Tag>
          {(personal || enterprise) && (
            <Tag color="success" icon={<SafetyCertificateOutlined />}>
              {enterprise ? '企业已认证' : '个人已认证'}
            </Tag>
          )}
        </Flex>
      </Flex>
      <Divider style={{ margin: '20px 0 16px' }} />
      <dl className={styles.facts}>
        <dt>所属企业</dt>
        <dd>{userInfo.tenantName ?? '未加入企业'}</dd>
        <dt>实名认证</dt>
        <dd>{personal || enterprise ? '已完成' : <Link to="/certification">去认证</Link>}</dd>
        <dt>累计登录</dt>
        <dd>{userInfo.loginTimes} 次</dd>
      </dl>
    </Card>
  );
}
