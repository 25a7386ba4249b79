import { Tag } from 'antd';
import { Fragment } from 'react';
import { GREETING_NAME } from '../../shared/api/face-groups';

/** A greeting as a table shows it: where the robot says the person's name, a 姓名 mark, not ${name}. */
export function GreetingText({ greeting }: { greeting: string }) {
  const parts = greeting.split(GREETING_NAME);
  return parts.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
    <Fragment key={index}>
      {index > 0 && (
        <Tag bordered={false} color="processing" style={{ marginInline: 2 }}>
          姓名
        </Tag>
      )}
      {text}
    </Fragment>
  ));
}
