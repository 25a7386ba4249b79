import { App, Button, Checkbox, ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';

// The floor of the sign-in page's first load: React and antd's themed form alone, no router,
// no request layer, no session, no code of ours.
function SignInFloor() {
  return (
    <ConfigProvider locale={zhCN}>
      <App>
        <Form onFinish={() => undefined}>
          <Form.Item name="account" rules={[{ required: true, message: '请输入账号' }]}>
            <Input placeholder="手机号" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password placeholder="密码" />
          </Form.Item>
          <Form.Item name="agree" valuePropName="checked">
            <Checkbox>我已阅读并同意</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            登录
          </Button>
        </Form>
      </App>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(<SignInFloor />);
