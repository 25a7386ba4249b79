import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { type ComponentType, useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { STORE_SKILL_MSG, type StoreSkillDetail } from '../../shared/api/store-skills';
import {
  isStoreSkillCode,
  STORE_SKILL_CONFIGURATIONS,
  type StoreSkillCode,
} from '../../shared/skill-store/skill-configurations';
import { feedback } from '../app/feedback';
import { DetailHeader } from '../components/resource-kit/DetailHeader';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { PageContainer } from '../shell/PageContainer';
import { ApplicationForm } from './forms/ApplicationForm';
import { ChargeForm } from './forms/ChargeForm';
import { GuideForm } from './forms/GuideForm';
import { InterestAnswerForm } from './forms/InterestAnswerForm';
import { NavigateForm } from './forms/NavigateForm';
import { PatrolForm } from './forms/PatrolForm';
import { QuestionnaireForm } from './forms/QuestionnaireForm';
import { SleepReportForm } from './forms/SleepReportForm';
import { VolumeControlForm } from './forms/VolumeControlForm';
import { QuestionnaireResultsCard } from './QuestionnaireResultsCard';
import { SkillIcon } from './SkillIcon';
import { StoreSkillByCode } from './StoreSkillByCode';
import { storeSkillApi } from './store-skill-api';
import { STORE_SKILL_KIND } from './store-skill-kind';
import { STORE_SKILL_KEYS, useStoreSkillDetail } from './store-skill-queries';

/** Each skill's configuration fields; the frame around them is the same for all nine. */
const FORMS: Record<StoreSkillCode, ComponentType> = {
  patrol: PatrolForm,
  volumeControl: VolumeControlForm,
  sleepReport: SleepReportForm,
  navigate: NavigateForm,
  guide: GuideForm,
  charge: ChargeForm,
  application: ApplicationForm,
  interestAnswer: InterestAnswerForm,
  questionnaire: QuestionnaireForm,
};

/** The configuration of one store skill: checked with the skill's shared schema, saved by version. */
function ConfigurationCard({ skill, editable }: { skill: StoreSkillDetail; editable: boolean }) {
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const code = skill.skillStoreCode;
  useEffect(() => form.setFieldsValue(skill.definition), [form, skill.definition]);
  const save = useMutation({
    mutationFn: (definition: unknown) => storeSkillApi.edit(skill.id, skill.configurationVersion, definition),
    onSuccess: () => {
      feedback.success(STORE_SKILL_MSG.saved);
      void queryClient.invalidateQueries({ queryKey: STORE_SKILL_KEYS.all });
    },
  });
  const submit = () => {
    const checked = STORE_SKILL_CONFIGURATIONS[code].safeParse(form.getFieldsValue(true));
    if (checked.success) return save.mutate(checked.data);
    const [issue] = checked.error.issues;
    // The field the schema names shows the refusal; the toast says it for fields drawn without a label.
    form.setFields([{ name: issue.path as (string | number)[], errors: [issue.message] }]);
    feedback.error(issue.message);
  };
  const Fields = FORMS[code];
  return (
    <Card
      title="技能配置"
      extra={<Typography.Text type="secondary">保存后，项目中在线的机器人会立即收到新配置</Typography.Text>}
    >
      <Form form={form} layout="vertical" initialValues={skill.definition as object} disabled={!editable}>
        <Fields />
      </Form>
      <Flex justify="flex-end">
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={save.isPending}
          disabled={!editable}
          onClick={submit}
        >
          保存配置
        </Button>
      </Flex>
    </Card>
  );
}

/** /home/project-management/:projectID/skill-store/:code/:storeSkillConfigureId — one skill's page. */
export default function StoreSkillConfigScreen() {
  const { storeSkillConfigureId = '' } = useParams();
  const code = useLocation().pathname.split('/skill-store/')[1]?.split('/')[0] ?? '';
  if (storeSkillConfigureId === '' && isStoreSkillCode(code)) return <StoreSkillByCode code={code} />;
  return <StoreSkillConfiguration id={storeSkillConfigureId} />;
}

function StoreSkillConfiguration({ id }: { id: string }) {
  const frame = useResourceFrame(STORE_SKILL_KIND, useStoreSkillDetail(id));
  const skill = frame.row;
  if (!skill || !isStoreSkillCode(skill.skillStoreCode)) return frame.placeholder;
  const flags = frame.flagsOf(skill);
  return (
    <PageContainer>
      <DetailHeader
        frame={frame}
        row={skill}
        renamable={false}
        marks={<SkillIcon icon={skill.icon} size={28} />}
        subtitle={`${skill.summary}（v${skill.version}）`}
      />
      <ConfigurationCard key={skill.id} skill={skill} editable={flags.allows('editAuth')} />
      {skill.skillStoreCode === 'questionnaire' && <QuestionnaireResultsCard skill={skill} />}
      {frame.shareDialog}
    </PageContainer>
  );
}
