import { BulbOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, List, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { QaSuggestion } from '../../shared/api/qa';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { useSession } from '../session/session-store';
import { usePromptFlags } from '../tutorial/use-prompt-flags';
import { qaApi } from './qa-api';
import { QA_KEYS } from './qa-queries';

export interface QuestionPromptProps {
  libraryId: string;
  question: string;
  /** The pair being edited, which is not its own duplicate. */
  pairId?: string;
  onOpen(suggestion: QaSuggestion): void;
}

function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The keyword prompt (QAKeywordPrompt): while a standard question is typed, the library's
 * existing questions that share most of its words show below it, so a duplicate is noticed
 * before it is saved. The first time, a hint explains it until the operator dismisses it.
 */
export function QuestionPrompt({ libraryId, question, pairId, onOpen }: QuestionPromptProps) {
  const text = useDebounced(question);
  const role = useSession((state) => state.visitRole);
  const { flags, set } = usePromptFlags();
  const suggestions = useQuery({
    queryKey: [...QA_KEYS.all, role, 'suggest', libraryId, text, pairId ?? ''],
    queryFn: () => qaApi.suggest(libraryId, text, pairId, { quiet: true }),
    enabled: text.length >= 2,
    staleTime: 30_000,
  });
  const found = text.length >= 2 ? (suggestions.data ?? []) : [];
  return (
    <Flex vertical gap={8} style={{ marginTop: -12, marginBottom: 16 }}>
      {flags.QAKeywordPrompt && (
        <Alert
          type="info"
          showIcon
          icon={<BulbOutlined />}
          title="输入问题时，下方会列出问答库中相似的已有问题，避免重复添加。"
          action={
            <Button size="small" type="text" onClick={() => set('QAKeywordPrompt')}>
              知道了
            </Button>
          }
        />
      )}
      {found.length > 0 && (
        <section
          aria-label="相似的已有问题"
          style={{
            border: '1px solid var(--ant-color-warning-border)',
            borderRadius: 8,
            padding: '4px 12px',
            background: 'var(--ant-color-warning-bg)',
          }}
        >
          <Typography.Text type="warning" style={{ fontSize: 12 }}>
            库中已有 {found.length} 个相似问题：
          </Typography.Text>
          <List
            size="small"
            split={false}
            dataSource={found}
            renderItem={(item) => (
              <List.Item style={{ padding: '2px 0' }}>
                <Flex gap={8} align="baseline" style={{ width: '100%' }}>
                  <Typography.Link onClick={() => onOpen(item)} ellipsis style={{ flex: 1 }}>
                    {item.question}
                  </Typography.Link>
                  {item.similar && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                      相似问法：{item.similar}
                    </Typography.Text>
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {Math.round(item.score * 100)}%
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        </section>
      )}
    </Flex>
  );
}
