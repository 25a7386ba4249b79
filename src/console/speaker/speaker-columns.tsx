import { StarFilled } from '@ant-design/icons';
import { Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { type SpeakerSummary, voiceOf } from '../../shared/api/speakers';
import type { ListTable } from '../components/resource-kit/ResourceListScreen';
import * as kit from '../components/resource-kit/resource-columns';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { SPEAKER_RULES, withRule } from './speaker-flags';
import { VoiceLabel } from './VoiceLabel';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The tuning of a speaker in one line: 语速 1.0 倍 · 音调 +0 · 音量 80. */
export const tuningText = (speaker: SpeakerSummary) =>
  `语速 ${speaker.speed.toFixed(1)} 倍 · 音调 ${signed(speaker.pitch)} · 音量 ${speaker.volume}`;

export function DefaultMark() {
  return (
    <Tag color="gold" icon={<StarFilled />} style={{ marginInlineEnd: 0 }}>
      默认
    </Tag>
  );
}

/**
 * The speaker table's columns. Each action follows the caller's flags on the project and on the
 * speaker, and the default's rules; what they may not do is disabled with the reason on hover.
 */
export function speakerColumns(table: ListTable<SpeakerSummary>): TableColumnsType<SpeakerSummary> {
  return [
    kit.nameColumn('发音人', table, {
      width: 240,
      mark: (speaker) => speaker.isDefault && <DefaultMark />,
      origin: kit.withOrigin,
    }),
    {
      title: '音色',
      key: 'voice',
      width: 220,
      render: (_, speaker) => {
        const voice = voiceOf(speaker.voice);
        return voice ? <VoiceLabel voice={voice} /> : speaker.voice;
      },
    },
    {
      title: '参数',
      key: 'tuning',
      width: 240,
      render: (_, speaker) => (
        <Typography.Text style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
          {tuningText(speaker)}
        </Typography.Text>
      ),
    },
    {
      title: '使用设备',
      dataIndex: 'deviceTags',
      width: 110,
      render: (tags: string[]) =>
        tags.length === 0 ? (
          <Typography.Text type="secondary">全部设备</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {tags.map((tag) => (
              <Tag key={tag} color="geekblue" style={{ marginInlineEnd: 0 }}>
                {tag}
              </Tag>
            ))}
          </Flex>
        ),
    },
    kit.stateColumn(),
    kit.actionsColumn(table, {
      open: '调校',
      width: 180,
      buttons: (speaker, flags) =>
        !speaker.isDefault && (
          <FlaggedAction flags={withRule(flags, speaker, SPEAKER_RULES.canBeDefault)} flag="editAuth">
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 4 }}
              onClick={() => table.act('default', speaker)}
            >
              设为默认
            </Button>
          </FlaggedAction>
        ),
      toggle: (speaker, flags) => withRule(flags, speaker, SPEAKER_RULES.disablable),
      remove: (speaker, flags) => withRule(flags, speaker, SPEAKER_RULES.deletable),
    }),
  ];
}
