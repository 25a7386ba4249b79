import { Card, Tabs, Typography } from 'antd';
import { PageContainer } from '../shell/PageContainer';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { LoginHistoryTable } from './LoginHistoryTable';
import styles from './MyCenter.module.css';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';

const TABS = [
  { key: 'profile', label: '基本资料', children: <ProfileForm /> },
  { key: 'password', label: '修改密码', children: <ChangePasswordForm /> },
  { key: 'phone', label: '更换手机号', children: <ChangePhoneForm /> },
  { key: 'history', label: '登录记录', children: <LoginHistoryTable /> },
];

/** /my-center: the profile at the left, the account's settings and sign-in history at the right. */
export default function MyCenterScreen() {
  return (
    <PageContainer>
      <Typography.Title level={4} style={{ margin: '0 0 16px' }}>
        个人中心
      </Typography.Title>
      <div className={styles.layout}>
        <ProfileCard />
        <Card className={styles.settings}>
          <Tabs items={TABS} destroyOnHidden />
        </Card>
      </div>
    </PageContainer>
  );
}
