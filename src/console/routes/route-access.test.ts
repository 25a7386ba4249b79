import { describe, expect, it } from 'vitest';
import { MENU_CODES, type MenuCode } from '../../shared/permissions';
import { codesToOpen, mayOpen } from './route-access';

const project = `/home/project-management/${encodeURIComponent('7_展厅')}`;

describe('route access', () => {
  it('reads what an address needs from the route table, parents included', () => {
    expect(codesToOpen(`${project}/device-management`)).toEqual(['PROJECT', 'DEVICE_RELATED', 'DEVICE']);
    expect(codesToOpen(`${project}/ui-configuration`)).toEqual(['PROJECT']);
    expect(codesToOpen(`/home/operation-platform/visitor/${encodeURIComponent('7_展厅')}`)).toEqual([
      'OPERATION',
      'VISIT_RECORD',
    ]);
  });

  it('lets a user open what their codes cover, and not what they miss', () => {
    const held = new Set<MenuCode>(['PROJECT', 'OVERVIEW']);
    expect(mayOpen(`${project}/overview`, held)).toBe(true);
    expect(mayOpen(`${project}/aq-library`, held)).toBe(false);
    expect(mayOpen(`${project}/aq-library`, new Set(MENU_CODES))).toBe(true);
  });
});
