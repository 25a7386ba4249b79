import { Steps } from 'antd';
import type { DeviceOrder } from '../../shared/api/devices';

const ITEMS = [{ title: '确认订单' }, { title: '支付' }, { title: '完成' }];

/** Where an order is: being chosen (no order yet), waiting for its payment, done. */
export function OrderSteps({ order }: { order: DeviceOrder | undefined }) {
  const current = !order ? 0 : order.status === 'PAID' ? 2 : 1;
  return <Steps current={current} items={ITEMS} style={{ maxWidth: 640, margin: '8px auto 32px' }} />;
}
