import { ArrowLeftOutlined, DeleteOutlined, ShareAltOutlined, StarOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Flex, Form, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { SPEAKER_MSG, type SpeakerTuning, voiceOf } from '../../shared/api/speakers';
import { formatDateTime } from '../../shared/format/date';
import { feedback } from '../app/feedback';
import { EnabledState } from '../components/resource-kit/RowOrigin';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import { parseProjectID } from '../project/project-id';
import { useSession } from '../session/session-store';
import { PageContainer } from '../shell/PageContainer';
import { SpeakerFields } from './SpeakerFields';
import { speakerApi } from './speaker-api';
import { DefaultMark, tuningText } from './speaker-columns';
import { SPEAKER_RULES, withRule } from './speaker-flags';
import { SPEAKER_KIND } from './speaker-kind';
import { SPEAKER_KEYS, useSpeakerDetail } from './speaker-queries';
import { VoiceLabel } from './VoiceLabel';

/**
 * /home/project-management/:projectID/speaker-management/:speakerID — one speaker: tune it with
 * the sliders and listen before saving; make it the default, disable, share or delete it as the
 * caller's flags allow.
 */
export default function SpeakerDetailScreen() {
  const { speakerID } = useParams();
  const { id } = parseProjectID(speakerID);
  const queryClient = useQueryClient();
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  const [form] = Form.useForm<SpeakerTuning>();
  const frame = useResourceFrame(SPEAKER_KIND, useSpeakerDetail(id));
  const { actions, row: speaker } = frame;
  const save = useMutation({
    mutationFn: (fields: SpeakerTuning) => speakerApi.edit(id, fields),
    onSuccess: (saved) => {
      feedback.success(SPEAKER_MSG.saved);
      queryClient.setQueryData(SPEAKER_KEYS.detail(useSession.getState().visitRole, id), saved);
      void queryClient.invalidateQueries({ queryKey: SPEAKER_KEYS.all });
    },
  });

  useEffect(() => {
    if (speaker) form.setFieldsValue(speaker);
  }, [speaker, form]);

  if (!speaker) return frame.placeholder;

  const flags = frame.flagsOf(speaker);
  const voice = voiceOf(speaker.voice);
  const editable = flags.allows('editAuth');
  return (
    <PageContainer>
      <Card style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex align="center" gap={12} wrap>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={frame.back}>
              返回发音人列表
            </Button>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {speaker.name}
            </Typography.Title>
            {speaker.isDefault && <DefaultMark />}
            <EnabledState enabled={speaker.enabled} />
          </Flex>
          <Flex gap={8} wrap>
            {!speaker.isDefault && (
              <FlaggedAction flags={withRule(flags, speaker, SPEAKER_RULES.canBeDefault)} flag="editAuth">
                <Button icon={<StarOutlined />} onClick={() => actions.call('default', speaker)}>
                  设为默认
                </Button>
              </FlaggedAction>
            )}
            <FlaggedAction flags={withRule(flags, speaker, SPEAKER_RULES.disablable)} flag="enableAuth">
              <Button onClick={() => actions.toggle(speaker)}>{speaker.enabled ? '停用' : '启用'}</Button>
            </FlaggedAction>
            {sharing && (
              <FlaggedAction flags={flags} flag="shareAuth">
                <Button icon={<ShareAltOutlined />} onClick={frame.share}>
                  共享
                </Button>
              </FlaggedAction>
            )}
            <FlaggedAction flags={withRule(flags, speaker, SPEAKER_RULES.deletable)} flag="deleteAuth">
              <Button danger icon={<DeleteOutlined />} onClick={() => actions.remove(speaker)}>
                删除
              </Button>
            </FlaggedAction>
          </Flex>
        </Flex>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={15}>
          <Card title="音色与参数">
            <Form<SpeakerTuning>
              form={form}
              layout="vertical"
              requiredMark={false}
              initialValues={speaker}
              onFinish={(fields) => save.mutate(fields)}
            >
              <SpeakerFields form={form} projectId={frame.projectId} disabled={!editable} />
              <Flex justify="flex-end" gap={8}>
                <Button disabled={!editable} onClick={() => form.setFieldsValue(speaker)}>
                  还原
                </Button>
                <FlaggedAction flags={flags} flag="editAuth">
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    保存
                  </Button>
                </FlaggedAction>
              </Flex>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title="当前生效">
            <Descriptions column={1} size="small" styles={{ label: { width: 88 } }}>
              <Descriptions.Item label="音色">
                {voice ? <VoiceLabel voice={voice} /> : speaker.voice}
              </Descriptions.Item>
              <Descriptions.Item label="参数">{tuningText(speaker)}</Descriptions.Item>
              <Descriptions.Item label="使用设备">
                {speaker.deviceTags.length ? speaker.deviceTags.join('、') : '全部设备'}
              </Descriptions.Item>
              <Descriptions.Item label="标签">
                {speaker.tags.length ? <ResourceTags tags={speaker.tags} /> : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="创建者">{speaker.ownerName ?? '系统预置'}</Descriptions.Item>
              <Descriptions.Item label="更新时间">{formatDateTime(speaker.updatedAt)}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 12, marginBottom: 0 }}>
              {speaker.isDefault
                ? '这是项目的默认发音人：机器人同步配置时获得它的音色与参数。'
                : '设为默认后，项目中的机器人在下次同步配置时改用这个声音。'}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      {frame.shareDialog}
    </PageContainer>
  );
}
