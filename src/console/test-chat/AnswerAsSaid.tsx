import { Button, Typography } from 'antd';
import { useState } from 'react';
import { fillAnswerVariables, holdsVariables } from '../../shared/qa/answer-variables';

/**
 * An answer's text as the robot says it (${robotName} written as its name), with the stored
 * text one click away; a text without variables, or no robot to fill them from, shows as stored.
 */
export function AnswerAsSaid({ text, robotName }: { text: string; robotName?: string }) {
  const [raw, setRaw] = useState(false);
  if (!robotName || !holdsVariables(text)) return <>{text}</>;
  return (
    <>
      {raw ? <Typography.Text code>{text}</Typography.Text> : fillAnswerVariables(text, { robotName })}
      <Button
        type="link"
        size="small"
        onClick={() => setRaw((shown) => !shown)}
        style={{ paddingInline: 4, height: 'auto' }}
      >
        {raw ? `按${robotName}说的显示` : '查看原文'}
      </Button>
    </>
  );
}
