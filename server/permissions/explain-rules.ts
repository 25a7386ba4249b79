import type { FlagExplanation, FlagReason } from '../../src/shared/api/enterprise-admin';
import { RESOURCE_FLAGS, type ResourceFlag, type ResourceType } from '../../src/shared/permissions';
import { type CallerRights, grantsSight, type RowFacts, rowPermissions, SHARE_FLAGS } from './resource-rules';

/** One role of the person explained, by name, with what it grants on the type. */
export interface RoleGrant {
  name: string;
  flags: readonly ResourceFlag[];
}

export interface ExplainFacts {
  type: ResourceType;
  /** The resource, or null to explain a colleague's resource of the type that is not shared. */
  row: RowFacts | null;
  roles: readonly RoleGrant[];
  /** Who shared the resource with the person (their name), when it is shared. */
  sharedBy: string | null;
}

const ANY_COLLEAGUES_ROW: RowFacts = { ownerId: null, share: null };

/**
 * Each of the eight flags with the rule that decided it. The verdict is rowPermissions' own (the
 * rule set every server check uses); this only names the first source that gives the flag, in
 * the rule set's order: menu, administrator, owner, a role's grant, a share.
 */
export function explainFlags(rights: CallerRights, facts: ExplainFacts): FlagExplanation[] {
  const row = facts.row ?? ANY_COLLEAGUES_ROW;
  const verdict = rowPermissions(rights, row);
  const rolesGranting = (test: (flags: readonly ResourceFlag[]) => boolean) =>
    facts.roles.filter((role) => test(role.flags)).map((role) => role.name);

  const reasonFor = (flag: ResourceFlag): FlagReason => {
    if (!rights.holdsMenu) return { rule: 'menuMissing', menuCode: facts.type };
    if (!verdict[flag] || rights.scope === 'personal') return { rule: verdict[flag] ? 'owner' : 'none' };
    if (rights.administrator) return { rule: 'administrator' };
    if (flag === 'createAuth')
      return { rule: 'roleGrant', roles: rolesGranting((flags) => flags.includes(flag)) };
    if (row.ownerId === rights.userId) return { rule: 'owner' };
    if (rights.granted.has(flag))
      return { rule: 'roleGrant', roles: rolesGranting((flags) => flags.includes(flag)) };
    if (flag === 'accessAuth' && grantsSight(rights))
      return {
        rule: 'roleSight',
        roles: rolesGranting((flags) => flags.some((one) => one !== 'createAuth')),
      };
    if (row.share && SHARE_FLAGS[row.share].includes(flag))
      return { rule: 'share', level: row.share, sharedBy: facts.sharedBy };
    return { rule: 'none' };
  };

  return RESOURCE_FLAGS.map((flag) => ({ flag, allowed: verdict[flag], reason: reasonFor(flag) }));
}
