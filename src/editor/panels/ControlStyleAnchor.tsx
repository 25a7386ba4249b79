import {
  Alert,
  Collapse,
  ColorPicker,
  Empty,
  Form,
  Input,
  Segmented,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { memo } from 'react';

/**
 * antd builds a control's CSS when its first instance mounts and drops it when the last one
 * unmounts. The inspector swaps its whole form whenever the selection changes (a module's fields,
 * the page's settings): a click on a module after a delete would build the CSS of its inputs,
 * colour pickers and selects all over again, tens of milliseconds in the key press's task. One
 * invisible instance of each control the inspector uses keeps their styles for the editor's life.
 */
export const ControlStyleAnchor = memo(function ControlStyleAnchor() {
  return (
    <div hidden aria-hidden>
      <Form component={false}>
        <Form.Item>
          <Space>
            <Input tabIndex={-1} />
            <Input.TextArea tabIndex={-1} />
            <Select />
            <Segmented options={[]} />
            <Switch tabIndex={-1} />
            <ColorPicker />
            <Tag />
            <Typography.Text />
          </Space>
        </Form.Item>
      </Form>
      <Collapse items={[]} />
      <Alert />
      <Empty />
    </div>
  );
});
