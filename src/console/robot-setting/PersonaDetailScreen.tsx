import { Card } from 'antd';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { PERSONA_MSG, type PersonaDetail, personaEditBody, personaProfile } from '../../shared/api/personas';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { DraftButtons, SettingPage } from '../device-settings/SettingPage';
import { useSettingDraft } from '../device-settings/use-setting-draft';
import { parseProjectID } from '../project/project-id';
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
    <SettingPage
      frame={frame}
      row={row}
      noun="设备人设"
      nameRule={personaEditBody.shape.name}
      draft={draft}
      editable={editable}
    >
      <Card
        title="人设"
        extra={
          <DraftButtons draft={draft} flags={flags}>
            <TestChatButton projectId={frame.projectId} projectID={frame.projectID} personaId={row.id} />
          </DraftButtons>
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
    </SettingPage>
  );
}
