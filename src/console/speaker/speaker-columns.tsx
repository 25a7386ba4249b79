import { DownOutlined, ShareAltOutlined, StarFilled } from '@ant-design/icons';
import { Badge, Button, Dropdown, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { SHARE_LEVEL_NAMES } from '../../shared/api/resource-permissions';
import { type SpeakerSummary, voiceOf } from '../../shared/api/speakers';
import { formatDateTime } from '../../shared/format/date';
import { FlaggedAction, flaggedMenuItem } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import type { ResourceFlags } from '../permissions/resource-flags';
import { SPEAKER_RULES, speakerFlags, withRule } from './speaker-flags';
import { VoiceLabel } from './VoiceLabel';

export type SpeakerAction = 'open' | 'default' | 'toggle' | 'tags' | 'share' | 'delete';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The tuning of a speaker in one line: 语速 1.0 倍 · 音调 +0 · 音量 80. */
export const tuningText = (speaker: SpeakerSummary) =>
  `语速 ${speaker.speed.toFixed(1)} 倍 · 音调 ${signed(speaker.pitch)} · 音量 ${speaker.volume}`;

export function SpeakerState({ speaker }: { speaker: SpeakerSummary }) {
  return speaker.enabled ? <Badge status="success" text="启用" /> : <Badge status="default" text="已停用" />;
}

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
export function speakerColumns(
  project: ResourceFlags,
  sharing: boolean,
  detailPath: (speaker: SpeakerSummary) => string,
  onAction: (action: SpeakerAction, speaker: SpeakerSummary) => void,
  onTag: (tag: string) => void,
): TableColumnsType<SpeakerSummary> {
  return [
    {
      title: '发音人',
      key: 'name',
      fixed: 'left',
      width: 240,
      render: (_, speaker) => (
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex align="center" gap={6}>
            <Link
              to={detailPath(speaker)}
              style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {speaker.name}
            </Link>
            {speaker.isDefault && <DefaultMark />}
          </Flex>
          {speaker.tags.length > 0 && <ResourceTags tags={speaker.tags} onTag={onTag} />}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {speaker.sharedWithMe ? (
              <>
                <ShareAltOutlined /> 共享给我 · {SHARE_LEVEL_NAMES[speaker.sharedWithMe]}
              </>
            ) : (
              (speaker.ownerName ?? '系统预置')
            )}{' '}
            · 更新于 {formatDateTime(speaker.updatedAt, 'MM-DD HH:mm')}
          </Typography.Text>
        </Flex>
      ),
    },
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
    { title: '状态', key: 'state', width: 90, render: (_, speaker) => <SpeakerState speaker={speaker} /> },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_, speaker) => {
        const flags = speakerFlags(project, speaker);
        const more = [
          flaggedMenuItem(withRule(flags, speaker, SPEAKER_RULES.disablable), 'enableAuth', {
            key: 'toggle',
            label: speaker.enabled ? '停用' : '启用',
          }),
          flaggedMenuItem(flags, flags.allows('editAuth') ? 'batchTagAuth' : 'editAuth', {
            key: 'tags',
            label: '标签',
          }),
          sharing ? flaggedMenuItem(flags, 'shareAuth', { key: 'share', label: '共享' }) : null,
          { type: 'divider' as const },
          flaggedMenuItem(withRule(flags, speaker, SPEAKER_RULES.deletable), 'deleteAuth', {
            key: 'delete',
            label: '删除',
            danger: true,
          }),
        ].filter((item) => item !== null);
        return (
          <Flex gap={0} wrap={false} align="center">
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 4 }}
              onClick={() => onAction('open', speaker)}
            >
              {flags.allows('editAuth') ? '调校' : '查看'}
            </Button>
            {!speaker.isDefault && (
              <FlaggedAction flags={withRule(flags, speaker, SPEAKER_RULES.canBeDefault)} flag="editAuth">
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 4 }}
                  onClick={() => onAction('default', speaker)}
                >
                  设为默认
                </Button>
              </FlaggedAction>
            )}
            <Dropdown
              trigger={['click']}
              menu={{ items: more, onClick: ({ key }) => onAction(key as SpeakerAction, speaker) }}
            >
              <Button
                type="link"
                size="small"
                aria-label={`${speaker.name}的更多操作`}
                style={{ paddingInline: 4 }}
              >
                更多 <DownOutlined style={{ fontSize: 10 }} />
              </Button>
            </Dropdown>
          </Flex>
        );
      },
    },
  ];
}
