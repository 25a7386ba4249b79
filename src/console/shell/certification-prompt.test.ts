import { describe, expect, it } from 'vitest';
import type { Certification } from '../../shared/api/uc';
import { certificationPrompt } from './certification-prompt';

const personal = (status: 'PASSED' | 'PENDING' | 'NO') => ({ status, reason: null, realName: '张三' });
const enterprise = (status: 'PASSED' | 'PENDING' | 'NO') => ({
  status,
  reason: null,
  enterpriseName: '示例科技',
});

describe('certification prompt', () => {
  it('is absent when both certifications passed', () => {
    const both: Certification = { personal: personal('PASSED'), enterprise: [enterprise('PASSED')] };
    expect(certificationPrompt(both)).toBeNull();
  });

  it('asks for certification when nothing is certified', () => {
    expect(certificationPrompt({ personal: null, enterprise: [] })?.text).toContain('还没有完成实名认证');
    // Projects and devices are open to uncertified users (the server creates them): never promised as a reward.
    expect(certificationPrompt({ personal: null, enterprise: [] })?.text).not.toMatch(/创建项目|开通设备/);
    expect(certificationPrompt(null)?.tone).toBe('warning');
  });

  it('invites a certified person to certify an enterprise', () => {
    expect(certificationPrompt({ personal: personal('PASSED'), enterprise: [] })?.text).toContain(
      '完成企业认证',
    );
  });

  it('tells about a pending or refused enterprise review', () => {
    expect(
      certificationPrompt({ personal: personal('PASSED'), enterprise: [enterprise('PENDING')] })?.text,
    ).toContain('审核中');
    expect(certificationPrompt({ personal: personal('PASSED'), enterprise: [enterprise('NO')] })?.tone).toBe(
      'warning',
    );
  });
});
