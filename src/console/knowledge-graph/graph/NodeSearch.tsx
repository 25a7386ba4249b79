import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import type { ViewNode } from './graph-model';

const MAX_OPTIONS = 20;

/** 搜索节点: pick a node by name and the camera goes to it. */
export function NodeSearch({ nodes, onPick }: { nodes: ViewNode[]; onPick(id: string): void }) {
  const [text, setText] = useState('');
  const options = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    if (!wanted) return [];
    const found: { value: string; label: string }[] = [];
    for (const node of nodes) {
      if (!node.label.toLowerCase().includes(wanted)) continue;
      found.push({ value: node.id, label: `${node.label}（${node.group}）` });
      if (found.length === MAX_OPTIONS) break;
    }
    return found;
  }, [nodes, text]);
  return (
    <AutoComplete
      options={options}
      value={text}
      onChange={setText}
      onSelect={(id: string) => {
        setText(nodes.find((node) => node.id === id)?.label ?? '');
        onPick(id);
      }}
      style={{ width: 220 }}
    >
      <Input prefix={<SearchOutlined />} placeholder="搜索节点" aria-label="搜索节点" allowClear />
    </AutoComplete>
  );
}
