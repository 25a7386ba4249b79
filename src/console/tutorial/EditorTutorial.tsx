import type { TourStepProps } from 'antd';
import { useState } from 'react';
import { useSession } from '../session/session-store';
import { editorTutorialDone, rememberEditorTutorialDone } from './editor-tutorial-record';
import { GuidedTour } from './GuidedTour';

/** An editor region by its CSS selector; missing, the step shows centred (antd types that case apart). */
const target = (selector: string) => () => document.querySelector<HTMLElement>(selector) as HTMLElement;

const STEPS: TourStepProps[] = [
  {
    title: '页面与模块',
    description: '上方是本配置的页面，点击即可切换；下方的模块、模版与图层可拖到画布中，搭出机器人屏幕。',
    target: target('[data-tour="editor-left"]'),
    placement: 'right',
  },
  {
    title: '画布',
    description: '这就是机器人屏幕的样子。点击一个模块即可选中它，选中的模块以虚线框标出。',
    target: target('[data-tour="editor-canvas"]'),
    placement: 'right',
  },
  {
    title: '属性',
    description: '在这里修改所选模块的文字、图片与样式，画布随即更新；屏幕控件对所有页面生效。',
    target: target('[data-tour="editor-right"]'),
    placement: 'left',
  },
  {
    title: '预览、设置与发布',
    description:
      '编辑会自动保存。可以预览效果、导出图片，在全局设置中调整屏幕尺寸与方向，满意后发布到机器人。',
    target: target('[data-tour="editor"] > header'),
    placement: 'bottom',
  },
];

/**
 * The step-by-step guidance of a designer's first visit to the screen editor (spec: screen
 * pieces 7), shown until finished or skipped, then never again for that user.
 */
export function EditorTutorial() {
  const userId = useSession((state) => state.userInfo?.id ?? null);
  const [closed, setClosed] = useState(false);
  const open = !closed && userId !== null && !editorTutorialDone(userId);
  const finish = () => {
    if (userId) rememberEditorTutorialDone(userId);
    setClosed(true);
  };
  return <GuidedTour open={open} steps={STEPS} onDone={finish} finishLabel="开始设计" />;
}
