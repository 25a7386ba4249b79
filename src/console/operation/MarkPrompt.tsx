import { Alert, Button } from 'antd';
import { usePromptFlags } from '../tutorial/use-prompt-flags';

/** How marking works, on the first visit (operationPlatformMarkPrompt) until the operator has read it. */
export function MarkPrompt() {
  const prompts = usePromptFlags();
  if (!prompts.flags.operationPlatformMarkPrompt) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="三步让机器人学会没答上的问题"
      description={
        <ol style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          <li>这里按问题汇总了机器人没答上、或答得没把握的提问，说法相同的归为一组，最近问过的排在前面。</li>
          <li>
            每组右侧是问答库里最接近的问答，点「加为相似问」；都不合适就点「新建问答」写下答案。机器人下一次就能回答。
          </li>
          <li>勾选多组可以一起标注或忽略；与业务无关的问题点「忽略」，它会移到「已忽略」，不再打扰你。</li>
        </ol>
      }
      action={
        <Button size="small" type="primary" onClick={() => prompts.set('operationPlatformMarkPrompt')}>
          知道了
        </Button>
      }
    />
  );
}
