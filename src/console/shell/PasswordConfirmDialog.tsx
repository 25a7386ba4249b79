import { ConfigProvider, Form, Input, Modal, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { UC } from '../../shared/api/uc-paths';
import { PASSWORD_DIALOG_WIDTH } from '../../shared/constants';
import { passwordHash } from '../../shared/login-secret';
import { MSG } from '../../shared/messages';
import { ApiFailure } from '../api/answer';
import { http } from '../api/http';
import { consoleTheme } from '../app/theme';

export interface PasswordConfirmOptions {
  /** Defaults to the spec's 密码验证. */
  title?: string;
  /** What the password confirms, e.g. which project is about to be deleted. */
  description?: ReactNode;
}

export interface PasswordConfirmDialogProps extends PasswordConfirmOptions {
  open: boolean;
  onConfirmed(): void;
  onCancel(): void;
  afterClose?(): void;
}

/** The server checks UPPER(MD5(password)); a wrong one answers 密码错误 (shown on the field). */
const checkPassword = (password: string) =>
  http.get<boolean>(UC.checkPwd, { password: passwordHash(password) }, { quiet: true });

/**
 * The shared password confirmation of accounts spec section 2: 570 px wide, titled 密码验证 unless
 * told otherwise, one password field that must be filled and is checked on the server.
 */
export function PasswordConfirmDialog({
  open,
  title = MSG.passwordDialogTitle,
  description,
  onConfirmed,
  onCancel,
  afterClose,
}: PasswordConfirmDialogProps) {
  const [form] = Form.useForm<{ password: string }>();
  const [checking, setChecking] = useState(false);

  const submit = async ({ password }: { password: string }) => {
    setChecking(true);
    try {
      await checkPassword(password);
      onConfirmed();
    } catch (error) {
      // A lapsed session has already been sent to the login page.
      if (error instanceof ApiFailure && error.kind === 'unauthorized') onCancel();
      else
        form.setFields([
          { name: 'password', errors: [error instanceof Error ? error.message : MSG.passwordWrong] },
        ]);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={PASSWORD_DIALOG_WIDTH}
      okText="确定"
      cancelText="取消"
      confirmLoading={checking}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={afterClose}
      destroyOnHidden
    >
      {description && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {description}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false} onFinish={submit} style={{ marginTop: 16 }}>
        <Form.Item
          name="password"
          label="登录密码"
          rules={[{ required: true, whitespace: true, message: MSG.passwordRequired }]}
        >
          <Input.Password placeholder={MSG.passwordRequired} autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Asks for the signed-in user's password before a sensitive action. Resolves true once the
 * server has accepted it, false when the user cancels.
 */
export function confirmPassword(options: PasswordConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const show = (open: boolean) =>
      root.render(
        <ConfigProvider locale={zhCN} theme={consoleTheme}>
          <PasswordConfirmDialog
            {...options}
            open={open}
            onConfirmed={() => close(true)}
            onCancel={() => close(false)}
            // Unmounting a root from inside its own callbacks is not allowed: leave them first.
            afterClose={() =>
              setTimeout(() => {
                root.unmount();
                host.remove();
              })
            }
          />
        </ConfigProvider>,
      );
    const close = (confirmed: boolean) => {
      resolve(confirmed);
      show(false);
    };
    show(true);
  });
}
