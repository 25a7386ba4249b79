import { SwapOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { EnterpriseCertificationDetail } from '../../shared/api/uc-account';
import { MSG } from '../../shared/messages';
import { useSession } from '../session/session-store';
import { switchVisitRole } from '../shell/switch-visit-role';
import { EnterpriseCertificationForm } from './EnterpriseCertificationForm';
import { SubmissionResult } from './SubmissionResult';

/**
 * The enterprise tab. After approval the user administers the new enterprise: offered here is
 * the switch to the enterprise role. A member of an enterprise certified before needs nothing.
 */
export function EnterprisePanel({ submission }: { submission: EnterpriseCertificationDetail | null }) {
  const userInfo = useSession((state) => state.userInfo);
  const visitRole = useSession((state) => state.visitRole);

  if (!submission && userInfo?.tenantId) {
    return (
      <Result
        status="success"
        title={`你已加入企业「${userInfo.tenantName ?? ''}」`}
        subTitle={MSG.enterpriseAlreadyJoined}
      />
    );
  }
  if (submission && submission.status !== 'NO') {
    const canSwitch = submission.status === 'PASSED' && !!userInfo?.tenantId && visitRole === 'personal';
    return (
      <SubmissionResult
        status={submission.status}
        subject="企业认证"
        submittedAt={submission.submittedAt}
        facts={[
          { key: 'name', label: '企业名称', children: submission.enterpriseName },
          { key: 'no', label: '营业执照注册号', children: submission.registrationNo },
        ]}
        extra={
          canSwitch && (
            <Button type="primary" icon={<SwapOutlined />} onClick={switchVisitRole}>
              {MSG.switchToEnterprise}
            </Button>
          )
        }
      />
    );
  }
  return <EnterpriseCertificationForm refused={submission} />;
}
