import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { NAVIGATE_TRIGGERS } from '../../../shared/skill-store/skill-configurations';
import { PointSelect } from './form-fields';

/** 导航: where visitors may ask to be taken, what the robot says setting off and on arrival. */
export function NavigateForm() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        访客说「{NAVIGATE_TRIGGERS.slice(0, 3).join('…」「')}…」加目的地名称时，机器人出发前往。
      </Typography.Paragraph>
      <Form.Item name="departSpeech" label="出发播报">
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item label="目的地">
        <Form.List name="destinations">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="center">
                  <Form.Item name={[field.name, 'pointId']} noStyle>
                    <PointSelect />
                  </Form.Item>
                  <Form.Item name={[field.name, 'arrivalSpeech']} noStyle>
                    <Input placeholder="到达播报" aria-label="到达播报" maxLength={200} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label="删除目的地"
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ arrivalSpeech: '' })}
                style={{ alignSelf: 'flex-start' }}
              >
                添加目的地
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
