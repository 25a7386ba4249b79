import { describe, expect, it } from 'vitest';
import { actionText, detailLines } from './log-format';

describe('operation log texts', () => {
  it('names the area and shows what an edit changed', () => {
    expect(actionText('tenant.role.edit')).toBe('企业管理 · role.edit');
    expect(actionText('odd')).toBe('odd');
    expect(
      detailLines({
        name: '编辑',
        before: { name: '编辑', menuCodes: ['PROJECT'] },
        after: { name: '编辑', menuCodes: [] },
      }),
    ).toEqual(['name: 编辑', 'menuCodes: ["PROJECT"] → []']);
  });
});
