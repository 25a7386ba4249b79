import { BankOutlined, IdcardOutlined, RocketOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-store';
import { PageContainer } from '../shell/PageContainer';
import styles from './Certification.module.css';
import {
  type CertificationKind,
  currentEnterprise,
  firstKind,
  STANDING_COLOR,
  STANDING_TEXT,
  standingOf,
} from './certification-status';
import { EnterprisePanel } from './EnterprisePanel';
import { PersonalPanel } from './PersonalPanel';
import { useCertification } from './use-certification';

const KINDS: { kind: CertificationKind; title: string; text: string; icon: React.ReactNode }[] = [
  {
    kind: 'personal',
    title: '个人认证',
    text: '以个人身份使用平台，创建和管理自己的机器人项目。',
    icon: <IdcardOutlined />,
  },
  {
    kind: 'enterprise',
    title: '企业认证',
    text: '认证后成为企业管理员，开通成员账号与角色，和团队一起管理机器人。',
    icon: <BankOutlined />,
  },
];

/** /certification: personal and enterprise certification, their review status, and resubmission after a refusal. */
export default function CertificationScreen() {
  const { data: detail, isPending } = useCertification();
  const firstLogin = useSession((state) => state.userInfo?.loginTimes === 1);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<CertificationKind | null>(null);
  const kind = chosen ?? firstKind(detail);

  return (
    <PageContainer>
      {firstLogin && (
        <div className={styles.welcome}>
          <RocketOutlined className={styles.welcomeIcon} />
          <div className={styles.welcomeText}>
            <strong>欢迎加入机器人开放平台！</strong>
            <span>
              实名认证让账号更安全，企业认证后还可开通成员账号与角色。你也可以先创建项目、搭建机器人屏幕，稍后再来认证。
            </span>
          </div>
          <Button onClick={() => navigate('/home')}>暂时跳过</Button>
        </div>
      )}
      <Typography.Title level={4} style={{ margin: 0 }}>
        实名认证
      </Typography.Title>
      <Typography.Text type="secondary">认证信息仅用于核实身份，平台严格保密。</Typography.Text>
      <div className={styles.kinds} role="tablist" aria-label="认证类型">
        {KINDS.map((item) => {
          const standing = standingOf(detail, item.kind);
          return (
            <button
              key={item.kind}
              type="button"
              role="tab"
              aria-selected={kind === item.kind}
              className={`${styles.kind} ${kind === item.kind ? styles.kindActive : ''}`}
              onClick={() => setChosen(item.kind)}
            >
              <span className={styles.kindIcon} aria-hidden>
                {item.icon}
              </span>
              <span className={styles.kindBody}>
                <span className={styles.kindTitle}>
                  {item.title}
                  {detail && <Tag color={STANDING_COLOR[standing]}>{STANDING_TEXT[standing]}</Tag>}
                </span>
                <span className={styles.kindText}>{item.text}</span>
              </span>
            </button>
          );
        })}
      </div>
      <Card className={styles.panel}>
        {isPending || !detail ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : kind === 'personal' ? (
          <PersonalPanel key={detail.personal?.id ?? 'new'} submission={detail.personal} />
        ) : (
          <EnterprisePanel
            key={currentEnterprise(detail)?.id ?? 'new'}
            submission={currentEnterprise(detail)}
          />
        )}
      </Card>
    </PageContainer>
  );
}
