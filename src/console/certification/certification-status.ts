import type { CertificationDetail, EnterpriseCertificationDetail } from '../../shared/api/uc-account';
import type { VerificationStatus } from '../../shared/permissions';

export type CertificationKind = 'personal' | 'enterprise';
/** A kind's standing: nothing submitted yet, or its submission's status. */
export type Standing = 'none' | VerificationStatus;

export const STANDING_TEXT: Record<Standing, string> = {
  none: '未认证',
  PENDING: '审核中',
  PASSED: '已通过',
  NO: '未通过',
};
export const STANDING_COLOR: Record<Standing, string> = {
  none: 'default',
  PENDING: 'processing',
  PASSED: 'success',
  NO: 'error',
};

/** The enterprise submission that counts: the one passed (the user's enterprise), else the latest. */
export function currentEnterprise(
  detail: CertificationDetail | undefined,
): EnterpriseCertificationDetail | null {
  const items = detail?.enterprise ?? [];
  return items.find((item) => item.status === 'PASSED') ?? items.at(-1) ?? null;
}

export function standingOf(detail: CertificationDetail | undefined, kind: CertificationKind): Standing {
  const submission = kind === 'personal' ? detail?.personal : currentEnterprise(detail);
  return submission?.status ?? 'none';
}

/** Which form to open first: the personal one, unless it has passed and the enterprise one is still to do. */
export function firstKind(detail: CertificationDetail | undefined): CertificationKind {
  return standingOf(detail, 'personal') === 'PASSED' && standingOf(detail, 'enterprise') !== 'PASSED'
    ? 'enterprise'
    : 'personal';
}
