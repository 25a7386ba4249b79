import type { Certification } from '../../shared/api/uc';
import {
  isEnterpriseCertified,
  isEnterprisePending,
  isEnterpriseRefused,
  isPersonalCertified,
} from '../../shared/certification';

export interface CertificationPrompt {
  tone: 'info' | 'warning';
  text: string;
}

/**
 * The shell's certification prompt: shown while personal or enterprise certification is
 * missing (accounts spec section 2), worded for where the user stands.
 */
export function certificationPrompt(certification: Certification | null): CertificationPrompt | null {
  const personal = isPersonalCertified(certification);
  const enterprise = isEnterpriseCertified(certification);
  if (personal && enterprise) return null;
  if (isEnterpriseRefused(certification)) {
    return { tone: 'warning', text: '企业认证未通过，请根据审核意见修改资料后重新提交。' };
  }
  if (isEnterprisePending(certification)) {
    return { tone: 'info', text: '企业认证资料正在审核中，审核通过后即可使用企业的全部功能。' };
  }
  const personalStatus = certification?.personal?.status;
  if (personalStatus === 'NO')
    return { tone: 'warning', text: '个人认证未通过，请根据审核意见修改资料后重新提交。' };
  if (personalStatus === 'PENDING')
    return { tone: 'info', text: '个人认证资料正在审核中，请耐心等待审核结果。' };
  if (!personal && !enterprise) {
    return {
      tone: 'warning',
      text: '你还没有完成实名认证，完成个人认证或企业认证后账号更安全；企业认证后还可开通成员账号与角色。',
    };
  }
  if (!personal) return { tone: 'info', text: '你还没有完成个人实名认证，完成后账号将获得更高的安全等级。' };
  return { tone: 'info', text: '完成企业认证，即可开通企业账号与角色管理，和团队一起管理机器人。' };
}
