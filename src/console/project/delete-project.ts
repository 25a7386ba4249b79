import type { App } from 'antd';
import type { ProjectSummary } from '../../shared/api/projects';
import { confirmPassword } from '../shell/PasswordConfirmDialog';

type Modal = ReturnType<typeof App.useApp>['modal'];

const screensGoing = (count: number) => (count > 0 ? `其中的 ${count} 个屏幕配置将一并删除，` : '');

/**
 * Deleting a project takes its screen configurations with it, so it is asked twice: first what
 * will go (with the project's name), then the user's password. Resolves true when both agree.
 */
export async function confirmProjectDeletion(modal: Modal, project: ProjectSummary): Promise<boolean> {
  const agreed = await new Promise<boolean>((resolve) => {
    modal.confirm({
      title: `删除项目「${project.name}」？`,
      content: `${screensGoing(project.configurationCount)}删除后无法恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
  return (
    agreed && confirmPassword({ description: `请输入当前账号的登录密码，确认删除项目「${project.name}」。` })
  );
}
