import type { Certification } from './api/uc';

/** Certification states of accounts spec section 4. */
export const isPersonalCertified = (c: Certification | null): boolean => c?.personal?.status === 'PASSED';

export const isEnterpriseCertified = (c: Certification | null): boolean =>
  !!c && c.enterprise.length > 0 && c.enterprise.every((item) => item.status === 'PASSED');

export const isEnterprisePending = (c: Certification | null): boolean =>
  !!c && c.enterprise.some((item) => item.status === 'PENDING');

export const isEnterpriseRefused = (c: Certification | null): boolean =>
  !!c && c.enterprise.some((item) => item.status === 'NO');
