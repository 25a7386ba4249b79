import { Button, Card, Col, Result, Row } from 'antd';
import type { ReactNode } from 'react';
import type { DeviceOrder } from '../../shared/api/devices';
import { CardHeading } from '../components/CardHeading';
import { PageContainer } from '../shell/PageContainer';
import { OrderSteps } from './OrderSteps';
import { PaymentWaiting } from './PaymentWaiting';

/** A screen that places an order (购买设备, 设备续费): its heading, the order's steps, then the stage. */
export function OrderFrame({
  title,
  summary,
  order,
  children,
}: {
  title: string;
  summary: string;
  order: DeviceOrder | undefined;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <Card>
        <CardHeading title={title} summary={summary} extra={null} />
        <OrderSteps order={order} />
        {children}
      </Card>
    </PageContainer>
  );
}

/** The order's form at the left and its total with the submit button at the right. */
export function OrderForm({ fields, total }: { fields: ReactNode; total: ReactNode }) {
  return (
    <Row gutter={[32, 24]}>
      <Col xs={24} xl={16}>
        {fields}
      </Col>
      <Col xs={24} xl={8}>
        {total}
      </Col>
    </Row>
  );
}

/**
 * What an order placed but not paid shows: the payment waiting, or that it was cancelled (with a
 * way to start again); null once paid or before there is an order.
 */
export function UnpaidOrder({
  order,
  subject,
  onBack,
  onRestart,
}: {
  order: DeviceOrder | undefined;
  subject: (order: DeviceOrder) => string;
  onBack(): void;
  onRestart(): void;
}) {
  if (order?.status === 'PENDING')
    return <PaymentWaiting order={order} subject={subject(order)} onBack={onBack} />;
  if (order?.status === 'CANCELLED')
    return (
      <Result status="warning" title="订单已取消" extra={<Button onClick={onRestart}>重新下单</Button>} />
    );
  return null;
}
