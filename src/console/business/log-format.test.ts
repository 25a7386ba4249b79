import { describe, expect, it } from 'vitest';
import { actionText, detailLines } from './log-format';

describe('operation log texts', () => {
  it('says what was done in words, never in the code that logged it', () => {
    expect(actionText('user.login')).toBe('账号与登录 · 登录');
    expect(actionText('faceGroup.person.create')).toBe('人脸库 · 新建人员');
    expect(actionText('storeSkill.disable')).toBe('商店技能 · 停用');
    expect(actionText('qa.pair.batch.delete')).toBe('问答库 · 批量删除问答');
    expect(actionText('kg.base.build')).toBe('知识图谱 · 构建图谱');
    // A word not known yet still shows, rather than nothing.
    expect(actionText('map.point.teleport')).toBe('地图 · point.teleport');
  });

  it('names the area and shows what an edit changed', () => {
    expect(actionText('tenant.role.edit')).toBe('企业管理 · 修改角色');
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
