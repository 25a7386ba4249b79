import { describe, expect, it } from 'vitest';
import { SPEAKER_MSG, type SpeakerSummary } from '../../shared/api/speakers';
import { RESOURCE_FLAGS, type ResourceFlag, type ResourcePermissions } from '../../shared/permissions';
import { resourceFlags } from '../permissions/resource-flags';
import { SPEAKER_RULES, speakerFlags, withRule } from './speaker-flags';

const holding = (...flags: ResourceFlag[]) =>
  Object.fromEntries(RESOURCE_FLAGS.map((flag) => [flag, flags.includes(flag)])) as ResourcePermissions;

const speaker = (changes: Partial<SpeakerSummary> = {}): SpeakerSummary => ({
  id: 's1',
  projectId: 'p1',
  name: '展厅讲解员',
  voice: 'xiaoxiao',
  speed: 1,
  pitch: 0,
  volume: 80,
  sampleText: '',
  deviceTags: [],
  enabled: true,
  isDefault: false,
  ownerName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  permissions: holding(...RESOURCE_FLAGS),
  tags: [],
  sharedWithMe: null,
  ...changes,
});

describe('speakerFlags', () => {
  it('needs editAuth on the project for every change, and names the project when it is missing', () => {
    const viewOnlyProject = resourceFlags('PROJECT', holding('accessAuth'), '展厅项目');
    const flags = speakerFlags(viewOnlyProject, speaker());
    expect(flags.allows('accessAuth')).toBe(true);
    expect(flags.allows('editAuth')).toBe(false);
    expect(flags.reason('deleteAuth')).toContain('您没有编辑项目「展厅项目」的权限');
  });

  it('names the speaker when its own flag is missing', () => {
    const project = resourceFlags('PROJECT', holding(...RESOURCE_FLAGS), '展厅项目');
    const flags = speakerFlags(project, speaker({ permissions: holding('accessAuth', 'editAuth') }));
    expect(flags.allows('editAuth')).toBe(true);
    expect(flags.reason('enableAuth')).toContain('您没有启用或停用发音人「展厅讲解员」的权限');
  });

  it('keeps the default from being deleted or disabled, and a disabled speaker from becoming it', () => {
    const project = resourceFlags('PROJECT', holding(...RESOURCE_FLAGS));
    const theDefault = speaker({ isDefault: true });
    const flags = speakerFlags(project, theDefault);
    expect(withRule(flags, theDefault, SPEAKER_RULES.deletable).reason('deleteAuth')).toBe(
      SPEAKER_MSG.defaultNotDeletable,
    );
    expect(withRule(flags, theDefault, SPEAKER_RULES.disablable).allows('enableAuth')).toBe(false);
    const disabled = speaker({ enabled: false });
    expect(withRule(flags, disabled, SPEAKER_RULES.canBeDefault).reason('editAuth')).toBe(
      SPEAKER_MSG.disabledNotDefault,
    );
    expect(withRule(flags, speaker(), SPEAKER_RULES.deletable).allows('deleteAuth')).toBe(true);
  });
});
