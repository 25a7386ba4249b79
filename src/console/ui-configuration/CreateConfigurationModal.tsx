import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { type HomepageDetail, homepageCreateBody } from '../../shared/api/homepage';
import type { TemplateCategory } from '../../shared/screen/categories';
import { orientationOf } from '../../shared/screen/orientation';
import { feedback } from '../app/feedback';
import { zodFieldRule } from '../project/list/zod-field-rule';
import { PROJECT_KEYS } from '../project/project-queries';
import styles from './CreateConfiguration.module.css';
import { saveFirstThumbnail } from './first-thumbnail';
import { homepageApi } from './homepage-api';
import { HOMEPAGE_KEYS } from './homepage-queries';
import { ScreenSizePicker } from './ScreenSizePicker';
import { StartingPreview } from './StartingPreview';
import { chosenScreenSize, type ScreenSizeValue } from './screen-size-choice';
import { TemplateFields } from './TemplateFields';
import { fittingTemplateId } from './template-choice';

interface CreateFields {
  name: string;
  screen: ScreenSizeValue;
  category: TemplateCategory;
  templateId?: string;
}

const INITIAL: CreateFields = {
  name: '',
  screen: { choice: 'portrait', custom: { width: 1280, height: 800 } },
  category: 'exhibition',
  templateId: fittingTemplateId(undefined, 'exhibition', 'vertical'),
};

const screenSizeOf = ({ screen = INITIAL.screen }: Partial<CreateFields>) =>
  chosenScreenSize(screen.choice, screen.custom);

export interface CreateConfigurationModalProps {
  open: boolean;
  projectId: string;
  onClose(): void;
  onCreated(configuration: HomepageDetail): void;
}

/** A new screen configuration: its name, screen size and the template it starts from. */
export function CreateConfigurationModal({
  open,
  projectId,
  onClose,
  onCreated,
}: CreateConfigurationModalProps) {
  const [form] = Form.useForm<CreateFields>();
  const queryClient = useQueryClient();
  const watched: Partial<CreateFields> = Form.useWatch((values: CreateFields) => values, form) ?? INITIAL;
  const screenSize = screenSizeOf(watched);
  const orientation = orientationOf(screenSize);

  const create = useMutation({
    mutationFn: async (fields: CreateFields) => {
      const created = await homepageApi.create({
        projectId,
        name: fields.name,
        screenSize: screenSizeOf(fields),
        templateId: fields.templateId,
      });
      await saveFirstThumbnail(created);
      return created;
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: HOMEPAGE_KEYS.all });
      // The project's card counts its configurations.
      void queryClient.invalidateQueries({ queryKey: PROJECT_KEYS.all });
      feedback.success('屏幕配置已创建');
      onCreated(created);
    },
  });

  // A new orientation or category keeps the template only if it still fits.
  const followTemplate = (_changed: Partial<CreateFields>, all: CreateFields) => {
    const fitting = fittingTemplateId(all.templateId, all.category, orientationOf(screenSizeOf(all)));
    if (fitting !== all.templateId) form.setFieldValue('templateId', fitting);
  };

  return (
    <Modal
      open={open}
      title="新建屏幕配置"
      okText="创建"
      width={980}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className={styles.layout}>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={INITIAL}
          onValuesChange={followTemplate}
          onFinish={(fields) => create.mutate(fields)}
        >
          <Form.Item
            name="name"
            label="配置名称"
            required
            rules={[zodFieldRule(homepageCreateBody.shape.name)]}
          >
            <Input maxLength={30} showCount placeholder="例如：一楼大厅迎宾屏" autoFocus />
          </Form.Item>
          <Form.Item name="screen" label="屏幕尺寸" required>
            <ScreenSizePicker />
          </Form.Item>
          <TemplateFields category={watched.category ?? INITIAL.category} orientation={orientation} />
        </Form>
        <div className={styles.preview}>
          <StartingPreview screenSize={screenSize} templateId={watched.templateId} />
        </div>
      </div>
    </Modal>
  );
}
