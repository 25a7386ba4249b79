import type { App } from 'antd';

type Modal = ReturnType<typeof App.useApp>['modal'];

/** Asks before a template replaces a page's content (the step can be undone, but says so). */
export function confirmTemplateUse(modal: Modal, templateName: string, pageName: string): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: `用「${templateName}」替换「${pageName}」？`,
      content: `「${pageName}」当前的全部内容将被模版替换。替换后可以撤销（⌘/Ctrl+Z）。`,
      okText: '替换',
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
