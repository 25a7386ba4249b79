import { describe, expect, it } from 'vitest';
import { RESOURCE_FLAGS, type ResourceFlag } from '../../src/shared/permissions';
import { explainFlags } from './explain-rules';
import { type CallerRights, type RowFacts, rowPermissions } from './resource-rules';

const member = (granted: ResourceFlag[], holdsMenu = true): CallerRights => ({
  scope: 'enterprise',
  userId: 'me',
  holdsMenu,
  administrator: false,
  granted: new Set(granted),
});

const ROWS: (RowFacts | null)[] = [
  null,
  { ownerId: 'me', share: null },
  { ownerId: 'other', share: 'VIEW' },
  { ownerId: 'other', share: 'EDIT' },
  { ownerId: 'other', share: null },
];
const RIGHTS: CallerRights[] = [
  member([]),
  member(['createAuth']),
  member(['editAuth']),
  member([...RESOURCE_FLAGS]),
  member(['accessAuth'], false),
  { ...member([]), administrator: true } as CallerRights,
];

describe('the permission explanation', () => {
  it('gives the rule set’s own verdict for every caller, row and flag', () => {
    for (const rights of RIGHTS) {
      for (const row of ROWS) {
        const verdict = rowPermissions(rights, row ?? { ownerId: null, share: null });
        const explained = explainFlags(rights, { type: 'PROJECT', row, roles: [], sharedBy: null });
        expect(Object.fromEntries(explained.map((one) => [one.flag, one.allowed]))).toEqual(verdict);
        for (const one of explained)
          if (!one.allowed) expect(['none', 'menuMissing']).toContain(one.reason.rule);
      }
    }
  });

  it('names the deciding rule: menu, owner, role, sight through a role, share', () => {
    const reason = (rights: CallerRights, row: RowFacts | null, flag: ResourceFlag) =>
      explainFlags(rights, {
        type: 'PROJECT',
        row,
        roles: [{ name: '编辑', flags: [...(rights.scope === 'enterprise' ? rights.granted : [])] }],
        sharedBy: '演示管理员',
      }).find((one) => one.flag === flag)?.reason;
    expect(reason(member([], false), null, 'accessAuth')).toEqual({
      rule: 'menuMissing',
      menuCode: 'PROJECT',
    });
    expect(reason(member([]), { ownerId: 'me', share: null }, 'deleteAuth')).toEqual({ rule: 'owner' });
    expect(reason(member(['editAuth']), null, 'editAuth')).toEqual({ rule: 'roleGrant', roles: ['编辑'] });
    expect(reason(member(['editAuth']), null, 'accessAuth')).toEqual({ rule: 'roleSight', roles: ['编辑'] });
    expect(reason(member([]), { ownerId: 'other', share: 'EDIT' }, 'editAuth')).toEqual({
      rule: 'share',
      level: 'EDIT',
      sharedBy: '演示管理员',
    });
  });
});
