import { Flex, Tag, Typography } from 'antd';
import { VOICE_GENDER_NAMES, type Voice } from '../../shared/api/speakers';

const GENDER_COLORS = { FEMALE: 'magenta', MALE: 'blue', CHILD: 'gold' } as const;

/** A voice of the catalogue as lists and pickers show it: name, gender, language and style. */
export function VoiceLabel({ voice, compact = false }: { voice: Voice; compact?: boolean }) {
  return (
    <Flex align="center" gap={6} wrap={false} style={{ minWidth: 0 }}>
      <Typography.Text strong={!compact}>{voice.name}</Typography.Text>
      <Tag color={GENDER_COLORS[voice.gender]} style={{ marginInlineEnd: 0 }}>
        {VOICE_GENDER_NAMES[voice.gender]}
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
        {voice.language} · {voice.style}
      </Typography.Text>
    </Flex>
  );
}
