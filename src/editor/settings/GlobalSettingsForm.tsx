import { ArrowLeftOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { NumberInput } from '../../console/components/NumberInput';
import { MediaStyleAnchor } from '../../console/media-library/MediaStyleAnchor';
import { DisabledArea } from '../../console/permissions/DisabledArea';
import { DisabledWithReason } from '../../console/permissions/DisabledWithReason';
import { ViewOnlyNotice } from '../../console/permissions/ViewOnlyNotice';
import { type ScreenChoice, screenChoiceOf } from '../../console/ui-configuration/screen-size-choice';
import { renderMainThumbnail } from '../../runtime-host/main-thumbnail';
import type { HomepageConflict } from '../../shared/api/homepage';
import { PAGE_INTERVAL_RANGE_S } from '../../shared/screen/constants';
import type { ScreenGlobal } from '../../shared/screen/document';
import { ConflictError, type HomepageClient, RefusedError } from '../autosave/homepage-client';
import { MediaPicker } from '../panels/form/MediaPicker';
import styles from './GlobalSettings.module.css';
import { ScreenSizeField } from './ScreenSizeField';
import { SettingsConflict } from './SettingsConflict';
import { type SettingsBase, saveGlobalSettings, type ThumbnailDrawer } from './save-settings';
import { settingsChanged, settingsProblems } from './settings-problems';
import { WAKE_WORD_MAX } from './settings-schema';

export interface GlobalSettingsFormProps {
  initial: SettingsBase;
  projectId: string;
  client: Pick<HomepageClient, 'edit'>;
  /** Draws the new main page for the list's card; the runtime's renderer unless a test stands in. */
  drawThumbnail?: ThumbnailDrawer;
  /** Why the caller may only view these settings (null when they may change them). */
  readOnly: string | null;
  onBack: () => void;
}

/** The settings of one screen configuration, saved with the version they were loaded at. */
export function GlobalSettingsForm({
  initial,
  projectId,
  client,
  drawThumbnail = renderMainThumbnail,
  readOnly,
  onBack,
}: GlobalSettingsFormProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(initial);
  const [values, setValues] = useState<ScreenGlobal>(initial.document.global);
  const [preset, setPreset] = useState<ScreenChoice>(screenChoiceOf(initial.document.global.screenSize));
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<HomepageConflict | null>(null);
  const problems = settingsProblems(values);
  const changed = settingsChanged(values, base.document.global);
  const valid = Object.keys(problems).length === 0;
  const set = (changes: Partial<ScreenGlobal>) => setValues((current) => ({ ...current, ...changes }));

  const save = async (onto: SettingsBase) => {
    setSaving(true);
    try {
      const { saved, document } = await saveGlobalSettings(client, onto, values, drawThumbnail);
      setBase({ ...onto, version: saved.version, document });
      setConflict(null);
      message.success('全局设置已保存');
      void queryClient.invalidateQueries({ queryKey: ['homepage'] });
    } catch (error) {
      if (error instanceof ConflictError && error.theirs) setConflict(error.theirs);
      else if (error instanceof ConflictError) message.error('配置已被他人修改，请刷新页面后重试');
      // The save is quiet: a refusal (403) is told here, once, and not retried.
      else if (error instanceof RefusedError) message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  const saveButton = (
    <Button
      type="primary"
      icon={<SaveOutlined />}
      disabled={!changed || !valid}
      loading={saving}
      onClick={() => void save(base)}
    >
      保存设置
    </Button>
  );

  const reset = (to: ScreenGlobal) => {
    setValues(to);
    setPreset(screenChoiceOf(to.screenSize));
  };

  return (
    <div className={styles.screen}>
      <MediaStyleAnchor />
      <header className={styles.header}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="返回编辑器" />
        <div className={styles.title}>
          <Typography.Title level={4}>全局设置</Typography.Title>
          <Typography.Text type="secondary">
            {base.name} · 版本 {base.version}
          </Typography.Text>
        </div>
        <Space>
          <Button
            icon={<UndoOutlined />}
            disabled={!changed || saving}
            onClick={() => reset(base.document.global)}
          >
            撤销修改
          </Button>
          {readOnly ? <DisabledWithReason reason={readOnly}>{saveButton}</DisabledWithReason> : saveButton}
        </Space>
      </header>
      {readOnly && (
        <ViewOnlyNotice
          className={styles.card}
          reason={readOnly}
          description="可以查看这个屏幕配置的全局设置；修改和保存不可用。"
        />
      )}

      <DisabledArea disabled={readOnly !== null}>
        <Form layout="vertical" component={false}>
          <Card title="屏幕尺寸" className={styles.card}>
            <Form.Item
              validateStatus={problems.screenSize ? 'error' : undefined}
              help={problems.screenSize}
              extra="宽度大于高度时为横屏，使用横屏模版。"
              style={{ marginBottom: 0 }}
            >
              <ScreenSizeField
                value={values.screenSize}
                preset={preset}
                stored={base.document}
                onChange={(screenSize, next) => {
                  set({ screenSize });
                  setPreset(next);
                }}
              />
            </Form.Item>
          </Card>

          <Card title="页面" className={styles.card}>
            <Form.Item
              label="页面停留时间"
              htmlFor="page-interval"
              validateStatus={problems.pageInterval ? 'error' : undefined}
              help={problems.pageInterval}
              extra={`二级页面（导航页、巡逻页等）无人操作多久后回到主页，${PAGE_INTERVAL_RANGE_S.min}–${PAGE_INTERVAL_RANGE_S.max} 秒。`}
              style={{ marginBottom: 0 }}
            >
              <Space align="center">
                <NumberInput
                  id="page-interval"
                  value={values.pageInterval}
                  min={PAGE_INTERVAL_RANGE_S.min}
                  max={PAGE_INTERVAL_RANGE_S.max}
                  width={200}
                  onChange={(pageInterval) => set({ pageInterval })}
                />
                <span className={styles.unit}>秒</span>
              </Space>
            </Form.Item>
          </Card>

          <Card title="品牌与唤醒" className={styles.card}>
            <Form.Item
              label="Logo"
              validateStatus={problems.logoUrl ? 'error' : undefined}
              help={problems.logoUrl}
              extra="显示在每个主页的 Logo 图层中（图层未单独设置图片时）。建议使用透明背景的 PNG 或 SVG。"
            >
              <MediaPicker
                label="Logo"
                kind="image"
                value={values.logoUrl}
                optional
                invalid={Boolean(problems.logoUrl)}
                projectId={projectId}
                onChange={(logoUrl) => set({ logoUrl })}
              />
            </Form.Item>
            <Form.Item
              label="唤醒词"
              htmlFor="wake-word"
              validateStatus={problems.wakeWord ? 'error' : undefined}
              help={problems.wakeWord}
              extra="访客说出唤醒词即可唤醒机器人，主页和唤醒页会提示它。"
              style={{ marginBottom: 0 }}
            >
              <Input
                id="wake-word"
                value={values.wakeWord}
                maxLength={WAKE_WORD_MAX}
                showCount
                placeholder="例如：小智小智"
                style={{ maxWidth: 320 }}
                onChange={(event) => set({ wakeWord: event.target.value })}
              />
            </Form.Item>
          </Card>
        </Form>
      </DisabledArea>

      {conflict && (
        <SettingsConflict
          mine={values}
          theirs={conflict}
          saving={saving}
          onKeepMine={() =>
            void save({
              ...base,
              version: conflict.version,
              name: conflict.name,
              document: conflict.document,
            })
          }
          onTakeTheirs={() => {
            setBase({ ...base, version: conflict.version, name: conflict.name, document: conflict.document });
            reset(conflict.document.global);
            setConflict(null);
          }}
        />
      )}
    </div>
  );
}
