import { describe, expect, it } from 'vitest';
import { RESOURCE_FLAGS, type ResourceFlag } from '../../src/shared/permissions';
import {
  type CallerRights,
  grantsSight,
  mayCreate,
  NO_PERMISSIONS,
  rowPermissions,
  typePermissions,
} from './resource-rules';

const ME = 'me';
const member = (granted: ResourceFlag[] = [], extra: Partial<CallerRights> = {}): CallerRights =>
  ({
    scope: 'enterprise',
    userId: ME,
    holdsMenu: true,
    administrator: false,
    granted: new Set(granted),
    ...extra,
  }) as CallerRights;
const administrator = member([], { administrator: true } as Partial<CallerRights>);
const person: CallerRights = { scope: 'personal', userId: ME, holdsMenu: true };
const colleagueRow = { ownerId: 'someone-else', share: null };
const ownRow = { ownerId: ME, share: null };
const NO_FOOTING = { ownsSome: false, editSharedSome: false };

/** The flags that are true, for short expectations. */
const held = (permissions: Record<ResourceFlag, boolean>) =>
  RESOURCE_FLAGS.filter((flag) => permissions[flag]);

describe('resource rules', () => {
  it('gives the administrator every flag on every row, and the owner every flag on their own', () => {
    expect(held(rowPermissions(administrator, colleagueRow))).toEqual([...RESOURCE_FLAGS]);
    expect(held(rowPermissions(member(), ownRow))).toEqual(RESOURCE_FLAGS.filter((f) => f !== 'createAuth'));
    expect(rowPermissions(member(['createAuth']), ownRow).createAuth).toBe(true);
  });

  it('lets a member without grant see nothing of a colleague unless it is shared', () => {
    expect(rowPermissions(member(), colleagueRow)).toEqual(NO_PERMISSIONS);
    expect(held(rowPermissions(member(), { ...colleagueRow, share: 'VIEW' }))).toEqual(['accessAuth']);
    expect(held(rowPermissions(member(), { ...colleagueRow, share: 'EDIT' }))).toEqual([
      'editAuth',
      'accessAuth',
      'batchTagAuth',
    ]);
  });

  it('applies grants to every row of the type; any grant but createAuth also lets one see', () => {
    expect(held(rowPermissions(member(['editAuth']), colleagueRow))).toEqual(['editAuth', 'accessAuth']);
    expect(rowPermissions(member(['createAuth']), colleagueRow)).toEqual(NO_PERMISSIONS);
    expect(grantsSight(member(['createAuth']))).toBe(false);
    expect(grantsSight(member(['deleteAuth']))).toBe(true);
    // A grant and a share add up.
    expect(held(rowPermissions(member(['deleteAuth']), { ...colleagueRow, share: 'EDIT' }))).toEqual([
      'editAuth',
      'accessAuth',
      'deleteAuth',
      'batchTagAuth',
    ]);
  });

  it('gives the person everything in the personal scope but sharing', () => {
    expect(held(rowPermissions(person, { ownerId: null, share: null }))).toEqual(
      RESOURCE_FLAGS.filter((flag) => flag !== 'shareAuth' && flag !== 'batchShareAuth'),
    );
    expect(typePermissions(person, NO_FOOTING)).toEqual({
      createAuth: true,
      batchTagAuth: true,
      batchShareAuth: false,
    });
  });

  it('gives nothing at all without the menu of the type, whatever else holds', () => {
    for (const rights of [
      { ...person, holdsMenu: false },
      { ...administrator, holdsMenu: false },
      { ...member(['editAuth']), holdsMenu: false },
    ] as CallerRights[]) {
      expect(rowPermissions(rights, { ownerId: ME, share: 'EDIT' })).toEqual(NO_PERMISSIONS);
      expect(mayCreate(rights)).toBe(false);
      expect(typePermissions(rights, { ownsSome: true, editSharedSome: true })).toEqual({
        createAuth: false,
        batchTagAuth: false,
        batchShareAuth: false,
      });
    }
  });

  it('offers the batch operations to whoever may hold their flag on some row', () => {
    expect(typePermissions(administrator, NO_FOOTING)).toEqual({
      createAuth: true,
      batchTagAuth: true,
      batchShareAuth: true,
    });
    expect(typePermissions(member(), NO_FOOTING)).toEqual({
      createAuth: false,
      batchTagAuth: false,
      batchShareAuth: false,
    });
    expect(typePermissions(member(), { ownsSome: false, editSharedSome: true })).toEqual({
      createAuth: false,
      batchTagAuth: true,
      batchShareAuth: false,
    });
    expect(typePermissions(member(), { ownsSome: true, editSharedSome: false })).toEqual({
      createAuth: false,
      batchTagAuth: true,
      batchShareAuth: true,
    });
    expect(typePermissions(member(['createAuth']), NO_FOOTING).batchShareAuth).toBe(true);
    expect(typePermissions(member(['batchShareAuth']), NO_FOOTING)).toEqual({
      createAuth: false,
      batchTagAuth: false,
      batchShareAuth: true,
    });
  });
});
