import { MessageOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { TestChatPanel, type TestChatPanelProps } from './TestChatPanel';
import { TestChatPersonaPicker } from './TestChatPersonaPicker';

/**
 * The 测试对话 button of the Q&A library and intent screens: a drawer with the test chat. Within a
 * library it asks that library only; elsewhere, everything the project's robots answer from, as
 * the device persona the operator picks (the project default's at first).
 */
export function TestChatButton(props: TestChatPanelProps) {
  const [open, setOpen] = useState(false);
  const [pickedPersona, setPickedPersona] = useState<string>();
  const picksPersona = !props.libraryId && !props.personaId;
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
        extra={
          picksPersona &&
          open && (
            <TestChatPersonaPicker
              projectId={props.projectId}
              value={pickedPersona}
              onChange={setPickedPersona}
            />
          )
        }
        styles={{ body: { display: 'flex', flexDirection: 'column', paddingTop: 12 } }}
      >
        <TestChatPanel {...props} personaId={props.personaId ?? pickedPersona} />
      </Drawer>
    </>
  );
}
