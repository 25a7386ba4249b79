import type { MessageKind } from '../../shared/api/uc-account';

/** How each cause of a message is named and coloured in the list. */
export const MESSAGE_KIND_VIEW: Record<MessageKind, { text: string; color: string }> = {
  system: { text: '系统通知', color: 'blue' },
  certification: { text: '认证审核', color: 'gold' },
  account_created: { text: '账号通知', color: 'green' },
  project_shared: { text: '项目共享', color: 'purple' },
};
