import type { PersonalCertificationDetail } from '../../shared/api/uc-account';
import { PersonalCertificationForm } from './PersonalCertificationForm';
import { SubmissionResult } from './SubmissionResult';

/** The personal tab: the form, the submission under review or passed, or the refusal with its reason and the form again. */
export function PersonalPanel({ submission }: { submission: PersonalCertificationDetail | null }) {
  if (submission && submission.status !== 'NO') {
    return (
      <SubmissionResult
        status={submission.status}
        subject="个人认证"
        submittedAt={submission.submittedAt}
        facts={[
          { key: 'name', label: '真实姓名', children: submission.realName },
          { key: 'id', label: '身份证号', children: submission.citizenId },
        ]}
      />
    );
  }
  return <PersonalCertificationForm refused={submission} />;
}
