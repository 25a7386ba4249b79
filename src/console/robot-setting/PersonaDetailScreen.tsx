import { Button, Card, Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { PERSONA_MSG, type PersonaDetail, personaEditBody, personaProfile } from '../../shared/api/personas';
import { DetailHeader } from '../components/resource-kit/DetailHeader';
import { NameFormModal } from '../components/resource-kit/NameFormModal';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { TargetsField } from '../device-settings/TargetsField';
import { TargetsSummary } from '../device-settings/TargetsSummary';
import { useSettingDraft } from '../device-settings/use-setting-draft';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { parseProjectID } from '../project/project-id';
import { PageContainer } from '../shell/PageContainer';
import { TestChatButton } from '../test-chat/TestChatButton';
import { PersonaAnswerList } from './PersonaAnswerList';
import { PersonaProfileForm } from './PersonaProfileForm';
import { personaApi, personaBody } from './persona-api';
import { PERSONA_KIND } from './persona-kind';
import { PERSONA_KEYS, usePersonaDetail } from './persona-queries';

/** What the page edits of a persona besides whom it applies to. */
const personaDraft = z.object({ profile: personaProfile, answers: personaEditBody.shape.answers });
type PersonaDraft = z.output<typeof personaDraft>;

/**
 * /home/project-management/:projectID/robot-setting/:settingID — one device persona: its profile,
 * its personality answers and whom it applies to, saved together; the test chat answers as it.
 */
export default function PersonaDetailScreen() {
  const { settingID } = useParams();
  const { id } = parseProjectID(settingID);
  const frame = useResourceFrame(PERSONA_KIND, usePersonaDetail(id));
  const row = frame.row;
  const draft = useSettingDraft<PersonaDraft, PersonaDetail>({
    row,
    own: (loaded) => ({ profile: loaded.profile, answers: loaded.answers }),
    schema: personaDraft,
    save: (loaded, own, targets, name) => personaApi.edit(personaBody(loaded, { ...own, targets, name })),
    saved: PERSONA_MSG.saved,
    refreshKey: PERSONA_KEYS.all,
    onSaved: (saved) => (saved.name === row?.name ? frame.closeRename() : frame.renamed(saved)),
  });
  if (!row || !draft.own) return frame.placeholder;
  const own = draft.own;
  const flags = frame.flagsOf(row);
  const editable = flags.allows('editAuth');
  return (
    <PageContainer>
      <DetailHeader
        frame={frame}
        row={row}
        subtitle={<TargetsSummary targets={row.targets} deviceCount={row.deviceCount} />}
      />
      <Flex gap={16} align="flex-start" wrap>
        <Flex vertical gap={16} style={{ flex: '2 1 560px', minWidth: 0 }}>
          <Card
            title="人设"
            extra={
              <Flex gap={8}>
                <TestChatButton projectId={frame.projectId} projectID={frame.projectID} personaId={row.id} />
                <Button disabled={!draft.dirty} onClick={draft.reset}>
                  还原
                </Button>
                <FlaggedAction flags={flags} flag="editAuth">
                  <Button
                    type="primary"
                    disabled={!draft.dirty}
                    loading={draft.saving}
                    onClick={() => draft.save()}
                  >
                    保存
                  </Button>
                </FlaggedAction>
              </Flex>
            }
          >
            <PersonaProfileForm
              value={own.profile}
              onChange={(profile) => draft.setOwn({ ...own, profile })}
              disabled={!editable}
            />
          </Card>
          <Card title="人设问答" extra="项目知识答不上时、兜底之前，由这里回答">
            <PersonaAnswerList
              answers={own.answers}
              onChange={(answers) => draft.setOwn({ ...own, answers })}
              disabled={!editable}
            />
          </Card>
        </Flex>
        <Card title="应用于" style={{ flex: '1 1 320px', minWidth: 300 }}>
          <TargetsField
            projectId={frame.projectId}
            noun="设备人设"
            value={draft.targets}
            onChange={draft.setTargets}
            disabled={!editable}
          />
        </Card>
      </Flex>
      <NameFormModal
        open={frame.renaming}
        title="编辑设备人设信息"
        nameLabel="设备人设名称"
        nameRule={personaEditBody.shape.name}
        initial={row}
        saving={draft.saving}
        onClose={frame.closeRename}
        onSave={(fields) => draft.save(fields.name)}
      />
      {frame.shareDialog}
    </PageContainer>
  );
}
