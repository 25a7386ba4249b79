import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Form, Image, Input, InputNumber, Select, Slider, Typography } from 'antd';
import { useState } from 'react';
import {
  type BaseSettings,
  LANGUAGE_NAMES,
  LANGUAGES,
  MAX_SCREEN_SAVER_SECONDS,
  WEEKDAY_NAMES,
} from '../../shared/api/base-configurations';
import { MediaLibraryDialog } from '../media-library/MediaLibraryDialog';
import { speakerApi } from '../speaker/speaker-api';
import { homepageApi } from '../ui-configuration/homepage-api';

/** Every half hour of a day (24:00 ends one at midnight), for the working hours. */
const CLOCK_TIMES = Array.from({ length: 49 }, (_, half) => {
  const hours = String(Math.floor(half / 2)).padStart(2, '0');
  return `${hours}:${half % 2 === 0 ? '00' : '30'}`;
});

interface BaseSettingsFormProps {
  projectId: string;
  value: BaseSettings;
  onChange(value: BaseSettings): void;
  disabled: boolean;
}

/** The settings of a base configuration: voice, screen saver, working hours, screen and sound. */
export function BaseSettingsForm({ projectId, value, onChange, disabled }: BaseSettingsFormProps) {
  const [picking, setPicking] = useState(false);
  const set = (fields: Partial<BaseSettings>) => onChange({ ...value, ...fields });
  const screens = useQuery({
    queryKey: ['base-configuration', 'screens', projectId],
    queryFn: () => homepageApi.page({ projectId, pageNo: 0, pageSize: 100 }),
  });
  const speakers = useQuery({
    queryKey: ['base-configuration', 'speakers', projectId],
    queryFn: () => speakerApi.page({ projectId, pageNo: 0, pageSize: 100 }, { quiet: true }),
  });
  const released = (screens.data?.content ?? []).filter((screen) => screen.releasedAt !== null);
  const timeOptions = CLOCK_TIMES.map((time) => ({ value: time, label: time }));
  return (
    <Form layout="vertical" disabled={disabled} component="div">
      <Flex gap={24} wrap>
        <Form.Item label="唤醒词" style={{ flex: '1 1 200px' }} required>
          <Input
            aria-label="唤醒词"
            value={value.wakeWord}
            maxLength={10}
            showCount
            onChange={(event) => set({ wakeWord: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="语言" style={{ flex: '1 1 160px' }}>
          <Select
            aria-label="语言"
            value={value.language}
            onChange={(language) => set({ language })}
            options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item label="工作时间" extra="工作时间以外机器人休眠：熄屏、不主动招呼，说唤醒词仍可唤醒。">
        <Flex gap={8} align="center" wrap>
          <Select
            aria-label="上班时间"
            style={{ width: 100 }}
            value={value.workStart}
            onChange={(workStart) => set({ workStart })}
            options={timeOptions}
          />
          <span>至</span>
          <Select
            aria-label="下班时间"
            style={{ width: 100 }}
            value={value.workEnd}
            onChange={(workEnd) => set({ workEnd })}
            options={timeOptions}
          />
          <Checkbox.Group
            value={value.workDays}
            onChange={(days) => set({ workDays: [...days].sort() })}
            options={WEEKDAY_NAMES.map((label, index) => ({ label, value: index + 1 }))}
          />
        </Flex>
      </Form.Item>
      <Flex gap={24} wrap>
        <Form.Item
          label="屏保等待时间（秒）"
          extra="无人交互这么久后显示屏保；0 表示不显示。"
          style={{ flex: '1 1 200px' }}
        >
          <InputNumber
            aria-label="屏保等待时间"
            min={0}
            max={MAX_SCREEN_SAVER_SECONDS}
            value={value.screenSaverSeconds}
            onChange={(seconds) => set({ screenSaverSeconds: seconds ?? 0 })}
          />
        </Form.Item>
        <Form.Item label="屏保图片" style={{ flex: '1 1 280px' }}>
          <Flex gap={8} align="center">
            {value.screenSaverPicture ? (
              <Image src={value.screenSaverPicture} width={96} height={54} style={{ objectFit: 'cover' }} />
            ) : (
              <Typography.Text type="secondary">发布页面的休眠页</Typography.Text>
            )}
            <Button onClick={() => setPicking(true)}>从素材库选择</Button>
            {value.screenSaverPicture && (
              <Button onClick={() => set({ screenSaverPicture: null })}>清除</Button>
            )}
          </Flex>
        </Form.Item>
      </Flex>
      <Flex gap={24} wrap>
        <Form.Item label="显示的应用UI配置" style={{ flex: '1 1 240px' }}>
          <Select
            aria-label="显示的应用UI配置"
            value={value.homepageId ?? ''}
            onChange={(homepageId: string) => set({ homepageId: homepageId || null })}
            options={[
              { value: '', label: '项目最近发布的' },
              ...released.map((screen) => ({ value: screen.id, label: screen.name })),
            ]}
          />
        </Form.Item>
        <Form.Item label="默认发音人" style={{ flex: '1 1 200px' }}>
          <Select
            aria-label="默认发音人"
            value={value.speakerId ?? ''}
            onChange={(speakerId: string) => set({ speakerId: speakerId || null })}
            options={[
              { value: '', label: '项目的默认发音人' },
              ...(speakers.data?.content ?? [])
                .filter((speaker) => speaker.enabled)
                .map((speaker) => ({ value: speaker.id, label: speaker.name })),
            ]}
          />
        </Form.Item>
      </Flex>
      <Form.Item label={`音量 ${value.volume}`}>
        <Slider
          aria-label="音量"
          min={0}
          max={100}
          value={value.volume}
          onChange={(volume) => set({ volume })}
        />
      </Form.Item>
      <MediaLibraryDialog
        open={picking}
        projectId={projectId}
        accept="image"
        onConfirm={(url) => {
          set({ screenSaverPicture: url });
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    </Form>
  );
}
