import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form } from 'antd';
import { SPEAKER_MSG, type SpeakerSummary, type SpeakerTuning } from '../../shared/api/speakers';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { NEW_SPEAKER, SpeakerFields } from './SpeakerFields';
import { speakerApi } from './speaker-api';
import { SPEAKER_KEYS } from './speaker-queries';

export interface SpeakerCreateDrawerProps {
  projectId: string;
  open: boolean;
  onClose(): void;
  onCreated(speaker: SpeakerSummary): void;
}

/** 新建发音人: pick a voice, tune it, listen, save. */
export function SpeakerCreateDrawer({ projectId, open, onClose, onCreated }: SpeakerCreateDrawerProps) {
  const [form] = Form.useForm<SpeakerTuning>();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (fields: SpeakerTuning) => speakerApi.create(projectId, fields),
    onSuccess: (speaker) => {
      feedback.success(SPEAKER_MSG.created);
      void queryClient.invalidateQueries({ queryKey: SPEAKER_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onCreated(speaker);
    },
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      title="新建发音人"
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
            创建
          </Button>
        </Flex>
      }
    >
      <Form<SpeakerTuning>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={NEW_SPEAKER}
        onFinish={(fields) => create.mutate(fields)}
      >
        <SpeakerFields form={form} projectId={projectId} />
      </Form>
    </Drawer>
  );
}
