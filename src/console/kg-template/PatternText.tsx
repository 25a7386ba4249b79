import { Typography } from 'antd';
import { SLOT_NAMES, type TemplateSlot } from '../../shared/api/knowledge-graph-templates';

const SLOT_COLORS: Record<TemplateSlot, string> = {
  entity: '#1677ff',
  attribute: '#13a8a8',
  relation: '#722ed1',
  concept: '#d46b08',
};

/** A question pattern with its slots shown as coloured chips: {entity}的{attribute} → 实体 的 属性. */
export function PatternText({ pattern }: { pattern: string }) {
  return (
    <Typography.Text>
      {pattern.split(/(\{[a-z]+\})/).map((piece, index) => {
        const slot = /^\{([a-z]+)\}$/.exec(piece)?.[1] as TemplateSlot | undefined;
        if (!slot || !SLOT_NAMES[slot]) return piece;
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed string
            key={index}
            style={{
              color: SLOT_COLORS[slot],
              background: `${SLOT_COLORS[slot]}14`,
              border: `1px solid ${SLOT_COLORS[slot]}40`,
              borderRadius: 4,
              padding: '0 4px',
              margin: '0 2px',
              fontSize: 12,
            }}
          >
            {SLOT_NAMES[slot]}
          </span>
        );
      })}
    </Typography.Text>
  );
}
