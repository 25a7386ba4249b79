import type { ReviewItem } from '../../shared/api/uc-account';
import type { VerificationStatus } from '../../shared/permissions';

export const REVIEW_STATUS_VIEW: Record<VerificationStatus, { text: string; color: string }> = {
  PENDING: { text: '待审核', color: 'processing' },
  PASSED: { text: '已通过', color: 'success' },
  NO: { text: '已驳回', color: 'error' },
};

export const KIND_VIEW = {
  personal: { text: '个人认证', color: 'cyan' },
  enterprise: { text: '企业认证', color: 'geekblue' },
} as const;

/** The one line naming what a submission certifies: a person's name and ID, or an enterprise and its number. */
export function submissionSubject(item: ReviewItem): { name: string; code: string } {
  return item.kind === 'personal'
    ? { name: item.realName, code: item.citizenId }
    : { name: item.enterpriseName, code: item.registrationNo };
}
