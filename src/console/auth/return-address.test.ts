import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../shared/api/uc';
import { isAllowedReturnAddress, partnerConsoles, withSessionHandoff } from './return-address';

const OWN = 'https://console.robot.example';
const ALLOW = [`${OWN}/`, 'https://ops.partner.example/console/', 'http://localhost:9000/'];

describe('return-address allow-list', () => {
  it('accepts addresses under an allowed entry', () => {
    expect(isAllowedReturnAddress('https://ops.partner.example/console/robots?id=3', ALLOW, OWN)).toBe(true);
    expect(isAllowedReturnAddress('http://localhost:9000/', ALLOW, OWN)).toBe(true);
    expect(isAllowedReturnAddress('/home/project-management', ALLOW, OWN)).toBe(true);
  });

  it('refuses look-alike hosts, other paths, ports and schemes', () => {
    expect(isAllowedReturnAddress('https://ops.partner.example.evil.net/console/', ALLOW, OWN)).toBe(false);
    expect(isAllowedReturnAddress('https://ops.partner.example/other/', ALLOW, OWN)).toBe(false);
    expect(isAllowedReturnAddress('http://localhost:9001/', ALLOW, OWN)).toBe(false);
    expect(isAllowedReturnAddress('javascript:alert(1)', ALLOW, OWN)).toBe(false);
    expect(isAllowedReturnAddress('//evil.example/', ALLOW, OWN)).toBe(false);
  });

  it('takes the partner consoles from the setting, else four defaults', () => {
    expect(partnerConsoles(' https://a.example/ , https://b.example/')).toEqual([
      'https://a.example/',
      'https://b.example/',
    ]);
    expect(partnerConsoles(undefined)).toHaveLength(4);
  });

  it('appends subToken and subInfo', () => {
    const userInfo: UserInfo = {
      id: 'u1',
      account: '13800000001',
      nickname: '演示管理员',
      imageUrl: null,
      tenantId: 't1',
      tenantName: '示例科技',
      loginTimes: 3,
    };
    const href = new URL(
      withSessionHandoff('https://ops.partner.example/console/?a=1', OWN, 'tok', userInfo),
    );
    expect(href.searchParams.get('a')).toBe('1');
    expect(href.searchParams.get('subToken')).toBe('tok');
    expect(JSON.parse(href.searchParams.get('subInfo') ?? '{}')).toEqual(userInfo);
  });
});
