import { MessageOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { TestChatPanel, type TestChatPanelProps } from './TestChatPanel';

/**
 * The 测试对话 button of the Q&A library and intent screens: a drawer with the test chat. Within a
 * library it asks that library only; elsewhere, everything the project's robots answer from.
 */
export function TestChatButton(props: TestChatPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<MessageOutlined />} onClick={() => setOpen(true)}>
        测试对话
      </Button>
      <Drawer
        title={props.libraryId ? '测试对话 · 本问答库' : '测试对话'}
        open={open}
        onClose={() => setOpen(false)}
        size={560}
        destroyOnHidden={false}
        styles={{ body: { display: 'flex', flexDirection: 'column', paddingTop: 12 } }}
      >
        <TestChatPanel {...props} />
      </Drawer>
    </>
  );
}
