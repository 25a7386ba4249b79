import { Form } from 'antd';
import type { ReactNode } from 'react';

export interface FieldRowProps {
  label: ReactNode;
  /** Id of the control the label names. */
  htmlFor?: string;
  problem?: string | null;
  /** Shown under the control when there is no problem. */
  extra?: ReactNode;
  children: ReactNode;
}

/** One labelled control of the property panel, with the schema's problem under it. */
export function FieldRow({ label, htmlFor, problem, extra, children }: FieldRowProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? undefined}
      extra={extra}
      style={{ marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
}
