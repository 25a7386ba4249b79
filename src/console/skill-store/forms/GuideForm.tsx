import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input } from 'antd';
import { PointSelect } from './form-fields';

/** 引领: tours by name, each leg a point and what is explained on the way there. */
export function GuideForm() {
  return (
    <Form.List name="tours">
      {(tours, { add, remove }) => (
        <Flex vertical gap={12}>
          {tours.map((tour) => (
            <Card
              key={tour.key}
              size="small"
              title={
                <Form.Item name={[tour.name, 'name']} noStyle>
                  <Input
                    placeholder="路线名称"
                    aria-label="路线名称"
                    maxLength={20}
                    style={{ maxWidth: 240 }}
                  />
                </Form.Item>
              }
              extra={
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label="删除路线"
                  onClick={() => remove(tour.name)}
                />
              }
            >
              <Form.List name={[tour.name, 'legs']}>
                {(legs, { add: addLeg, remove: removeLeg }) => (
                  <Flex vertical gap={8}>
                    {legs.map((leg, index) => (
                      <Flex key={leg.key} gap={8} align="flex-start">
                        <span style={{ paddingTop: 5 }}>第{index + 1}段</span>
                        <Form.Item name={[leg.name, 'pointId']} noStyle>
                          <PointSelect />
                        </Form.Item>
                        <Form.Item name={[leg.name, 'explanation']} noStyle>
                          <Input.TextArea
                            placeholder="路上的讲解词"
                            aria-label="讲解词"
                            maxLength={500}
                            autoSize
                          />
                        </Form.Item>
                        <Button
                          type="text"
                          icon={<DeleteOutlined />}
                          aria-label="删除这一段"
                          onClick={() => removeLeg(leg.name)}
                        />
                      </Flex>
                    ))}
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => addLeg({ explanation: '' })}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      添加一段
                    </Button>
                  </Flex>
                )}
              </Form.List>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ name: '', legs: [] })}
            style={{ alignSelf: 'flex-start' }}
          >
            添加引领路线
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
