import { Flex, Tag, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import styles from './ResourceTags.module.css';

const SHOWN = 3;

export interface ResourceTagsProps {
  tags: string[];
  /** Clicking a tag filters the list by it (when given). */
  onTag?(tag: string): void;
}

/** A row's tags: the first three, then +N with the rest on hover. Nothing without tags. */
export function ResourceTags({ tags, onTag }: ResourceTagsProps) {
  if (tags.length === 0) return null;
  const rest = tags.slice(SHOWN);
  const pick = (tag: string) => (event: MouseEvent) => {
    event.stopPropagation();
    onTag?.(tag);
  };
  return (
    <Flex gap={4} wrap style={{ marginTop: 8 }}>
      {tags.slice(0, SHOWN).map((tag) =>
        onTag ? (
          <button
            key={tag}
            type="button"
            className={styles.tag}
            onClick={pick(tag)}
            title={`只看标签「${tag}」`}
          >
            {tag}
          </button>
        ) : (
          <Tag key={tag} style={{ marginInlineEnd: 0 }}>
            {tag}
          </Tag>
        ),
      )}
      {rest.length > 0 && (
        <Tooltip title={rest.join('、')}>
          <Tag style={{ marginInlineEnd: 0 }}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
