import { Flex, Input, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import type { ConceptLevel } from '../../../shared/api/knowledge-graph';

export interface ConceptTreeProps {
  levels: ConceptLevel[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** Show each concept's entity count (the entity side). */
  counts?: boolean;
}

const matches = (level: ConceptLevel, wanted: string): boolean =>
  level.name.toLowerCase().includes(wanted) || level.children.some((child) => matches(child, wanted));

function toNodes(levels: ConceptLevel[], wanted: string, counts: boolean): DataNode[] {
  return levels
    .filter((level) => !wanted || matches(level, wanted))
    .map((level) => ({
      key: level.id,
      title: (
        <Flex justify="space-between" gap={8} style={{ minWidth: 0 }}>
          <Typography.Text ellipsis>{level.name}</Typography.Text>
          {counts && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {level.entityCount}
            </Typography.Text>
          )}
        </Flex>
      ),
      children: toNodes(level.children, wanted, counts),
    }));
}

const allIds = (levels: ConceptLevel[]): string[] =>
  levels.flatMap((level) => [level.id, ...allIds(level.children)]);

/** The concept tree (conceptLevels), searchable; selecting a concept shows its attributes or entities. */
export function ConceptTree({ levels, selectedId, onSelect, counts = false }: ConceptTreeProps) {
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  const treeData = useMemo(() => toNodes(levels, wanted, counts), [levels, wanted, counts]);
  const everything = useMemo(() => allIds(levels), [levels]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  return (
    <Flex vertical gap={8}>
      <Input.Search
        allowClear
        placeholder="搜索概念"
        aria-label="搜索概念"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Tree
        blockNode
        showLine
        aria-label="概念树"
        treeData={treeData}
        expandedKeys={wanted ? everything : (expanded ?? everything)}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectedKeys={selectedId ? [selectedId] : []}
        onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : null)}
        style={{ minHeight: 120 }}
      />
    </Flex>
  );
}

/** Every concept of the tree as picker options, indented by level. */
export function conceptOptions(levels: ConceptLevel[], except?: string): { value: string; label: string }[] {
  return levels.flatMap((level) =>
    level.id === except
      ? []
      : [
          { value: level.id, label: `${'\u3000'.repeat(level.level - 1)}${level.name}` },
          ...conceptOptions(level.children, except),
        ],
  );
}

/** A concept of the tree by id. */
export function findLevel(levels: ConceptLevel[], id: string | null): ConceptLevel | null {
  if (!id) return null;
  for (const level of levels) {
    if (level.id === id) return level;
    const found = findLevel(level.children, id);
    if (found) return found;
  }
  return null;
}
