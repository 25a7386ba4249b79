import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import styles from './Certification.module.css';
import { RefusalNotice } from './RefusalNotice';
import { CERTIFICATION_KEY } from './use-certification';

export interface CertificationFormProps<Values> {
  /** A refused submission comes back filled in, under the reviewer's reason. */
  refused: { reason: string | null } | null;
  initialValues: Partial<Values>;
  /** Sends the fields, tidied, to the certification call. */
  send: (values: Values) => Promise<unknown>;
  children: ReactNode;
}

/**
 * The frame of a certification form: the refusal (if any), the fields, and 提交认证 (重新提交
 * after a refusal). A sent submission is announced and the certification read again, so the
 * panel turns to the submission under review.
 */
export function CertificationForm<Values>({
  refused,
  initialValues,
  send,
  children,
}: CertificationFormProps<Values>) {
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: send,
    onSuccess: () => {
      feedback.success(MSG.certificationSubmitted);
      void queryClient.invalidateQueries({ queryKey: CERTIFICATION_KEY });
    },
  });

  return (
    <>
      {refused && <RefusalNotice reason={refused.reason} />}
      <Form<Values>
        layout="vertical"
        className={styles.form}
        onFinish={(values) => submit.mutate(values)}
        initialValues={initialValues}
      >
        {children}
        <Button type="primary" htmlType="submit" size="large" loading={submit.isPending}>
          {refused ? '重新提交' : '提交认证'}
        </Button>
      </Form>
    </>
  );
}
