import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { IconField } from './IconField';

/** 应用: what the robot's app bar opens. */
export function ApplicationForm() {
  return (
    <Form.Item label="应用">
      <Form.List name="apps">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="center">
                <Form.Item name={[field.name, 'iconUrl']} noStyle>
                  <IconField />
                </Form.Item>
                <Form.Item name={[field.name, 'name']} noStyle>
                  <Input placeholder="应用名称" aria-label="应用名称" maxLength={20} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'address']} noStyle>
                  <Input placeholder="https://…" aria-label="应用地址" maxLength={1000} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label="删除应用"
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', iconUrl: '', address: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              添加应用
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
