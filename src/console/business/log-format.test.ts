import { describe, expect, it } from 'vitest';
import { MAP_POINT_TYPE_INFO } from '../../shared/api/maps';
import { actionGroups, actionText, detailLines, editedFields, summaryLines } from './log-format';

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
    ).toEqual(['name：编辑', 'menuCodes：["PROJECT"] → []']);
  });

  it('offers the actions by area, in words, for the picker', () => {
    expect(actionGroups(['speaker.edit', 'tenant.role.create', 'tenant.role.edit', 'odd.thing'])).toEqual([
      { label: '发音人', options: [{ label: '修改', value: 'speaker.edit' }] },
      {
        label: '企业管理',
        options: [
          { label: '新建角色', value: 'tenant.role.create' },
          { label: '修改角色', value: 'tenant.role.edit' },
        ],
      },
      { label: 'odd', options: [{ label: 'odd.thing', value: 'odd.thing' }] },
    ]);
  });

  it('shows an edit as the fields it changed, in words, before and after', () => {
    const detail = {
      projectId: 'p-1',
      speakerId: 's-1',
      name: '前台迎宾',
      before: { name: '迎宾', volume: 80, enabled: true, deviceTags: [] },
      after: { name: '前台迎宾', volume: 60, enabled: false, deviceTags: ['大堂', '前台'] },
    };
    expect(editedFields(detail)).toEqual([
      { key: 'name', field: '名称', before: '迎宾', after: '前台迎宾' },
      { key: 'volume', field: '音量', before: '80', after: '60' },
      { key: 'enabled', field: '启用', before: '是', after: '否' },
      { key: 'deviceTags', field: '设备标签', before: '（无）', after: '大堂、前台' },
    ]);
    expect(summaryLines(detail)).toEqual([
      '名称：迎宾 → 前台迎宾',
      '音量：80 → 60',
      '启用：是 → 否',
      '设备标签：（无） → 大堂、前台',
    ]);
    expect(editedFields({ name: '迎宾' })).toEqual([]);
    expect(summaryLines({ projectId: 'p-1', name: '迎宾' })).toEqual(['名称：迎宾']);
    const logo = (hex: string) => `logo/${hex.repeat(64)}.png`;
    expect(editedFields({ before: { logoUrl: logo('a') }, after: { logoUrl: logo('b') } })).toEqual([
      { key: 'logoUrl', field: '企业标志', before: '图片', after: '图片（已更换）' },
    ]);
    expect(actionText('tenant.info.edit')).toBe('企业管理 · 修改企业信息');
  });

  it('names the codes a field stores as its form shows them', () => {
    const detail = {
      before: { purpose: 'STAFF', voice: 'xiaoxiao', menuCodes: ['PROJECT'], workDays: [1, 2, 3, 4, 5] },
      after: { purpose: 'VIP', voice: 'yunxi', menuCodes: ['PROJECT', 'KG_BASE'], workDays: [6, 7] },
    };
    expect(summaryLines(detail)).toEqual([
      '用途：员工 → VIP',
      '音色：晓晓 → 云希',
      '菜单权限：项目管理 → 项目管理、领域图谱',
      '工作日：周一、周二、周三、周四、周五 → 周六、周日',
    ]);
    expect(summaryLines({ before: { type: 'CHARGER' }, after: { type: 'SOMETHING_NEW' } })).toEqual([
      `类型：${MAP_POINT_TYPE_INFO.CHARGER.name} → SOMETHING_NEW`,
    ]);
  });

  it('names the fields of every area that logs an edit in words, a concept by its name', () => {
    const detail = {
      kgBaseId: 'b-1',
      pattern: '{实体}的门票多少钱',
      before: { name: '佚名', concept: '人物', aliases: [], dataType: 'TEXT', synonyms: ['门票'] },
      after: { name: '无名氏', concept: '展品', aliases: ['无名'], dataType: 'NUMBER', synonyms: [] },
    };
    expect(summaryLines(detail)).toEqual([
      '问法：{实体}的门票多少钱',
      '名称：佚名 → 无名氏',
      '所属概念：人物 → 展品',
      '别名：（无） → 无名',
      '数据类型：文本 → 数字',
      '同义词：门票 → （无）',
    ]);
    const fields = (keys: string[]) =>
      editedFields({
        before: Object.fromEntries(keys.map((key) => [key, 1])),
        after: Object.fromEntries(keys.map((key) => [key, 2])),
      }).map((row) => row.field);
    // QA, dictionary, intent, map, homepage and knowledge-graph templates: no column name shows.
    const logged = ['similarQuestions', 'answers', 'category', 'value', 'text', 'type', 'floor'];
    const more = ['screenWidth', 'screenHeight', 'parentConcept', 'linkConcept', 'targetConcept'];
    const template = ['kind', 'patterns', 'targets', 'domain', 'attributes', 'relations'];
    const facePeople = [
      'phone',
      'staffNumber',
      'validFrom',
      'validUntil',
      'workStart',
      'workEnd',
      'workDays',
    ];
    for (const field of fields([...logged, ...more, ...template, ...facePeople]))
      expect(field).toMatch(/^[\u4e00-\u9fa5]+$/);
  });
});
