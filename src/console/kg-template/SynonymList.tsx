import { Card, Descriptions, Empty, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { SlotSynonym } from '../../shared/api/knowledge-graph-templates';

/** The library's slot synonyms, word by word. */
export function SynonymList({ synonyms, extra }: { synonyms: SlotSynonym[]; extra?: ReactNode }) {
  return (
    <Card title="槽位同义词" size="small" extra={extra}>
      {synonyms.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有同义词" />
      ) : (
        <Descriptions size="small" column={1} colon={false} labelStyle={{ width: 96 }}>
          {synonyms.map((entry) => (
            <Descriptions.Item key={entry.word} label={entry.word}>
              <Space size={[4, 4]} wrap>
                {entry.synonyms.map((synonym) => (
                  <Tag key={synonym}>{synonym}</Tag>
                ))}
              </Space>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
}
