import { Button, Flex, Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DEVICE_MODELS,
  type DeviceModelId,
  type DeviceOrder,
  deviceModelOf,
  orderAmount,
} from '../../shared/api/devices';
import { NumberInput } from '../components/NumberInput';
import { useProjectFlags } from '../project/use-project-flags';
import { deviceApi } from './device-api';
import { devicePaths } from './device-paths';
import { IssuedKeys } from './IssuedKeys';
import { ModelPicker } from './ModelPicker';
import { MonthsPicker, monthsLabel } from './MonthsPicker';
import { formatFen } from './money';
import { OrderForm, OrderFrame, UnpaidOrder } from './OrderFrame';
import { OrderTotal } from './OrderTotal';
import { useOrderFlow } from './use-order-flow';

const MAX_QUANTITY = 100;

/** What a BUY order is for, in words. */
const subjectOf = (order: DeviceOrder) =>
  `${deviceModelOf(order.model)?.name ?? order.model} × ${order.quantity} 台 · ${monthsLabel(order.months)}`;

/**
 * /…/device-management/pay — 购买设备: a model, how many, for how long; then the payment, then
 * the activation keys it issued.
 */
export default function PayScreen() {
  const { projectID, projectId, flags } = useProjectFlags();
  const paths = devicePaths(projectID);
  const navigate = useNavigate();
  const flow = useOrderFlow();
  const [model, setModel] = useState<DeviceModelId>(DEVICE_MODELS[0].id);
  const [quantity, setQuantity] = useState(1);
  const [months, setMonths] = useState(12);
  const price = deviceModelOf(model)?.monthlyPrice ?? 0;
  const order = flow.order.data;
  const backToList = () => navigate(paths.list);

  const body = () => {
    if (flow.orderId && !order) {
      return flow.order.isError ? (
        <Result
          status="404"
          title="找不到这个订单"
          subTitle={flow.order.error.message}
          extra={<Button onClick={flow.reset}>重新下单</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      );
    }
    if (order && order.status !== 'PAID')
      return <UnpaidOrder order={order} subject={subjectOf} onBack={backToList} onRestart={flow.reset} />;
    if (order?.status === 'PAID') {
      return (
        <Result
          status="success"
          title={`支付成功，已发放 ${order.activationKeys.length} 个激活码`}
          subTitle="在机器人上输入激活码完成激活，机器人上线后会出现在设备管理中。激活码也可随时在设备列表中查看。"
          extra={
            <Flex vertical gap={24} align="center">
              <IssuedKeys keys={order.activationKeys} />
              <Flex gap={12}>
                <Button type="primary" onClick={backToList}>
                  返回设备列表
                </Button>
                <Button onClick={flow.reset}>继续购买</Button>
              </Flex>
            </Flex>
          }
        />
      );
    }
    return (
      <OrderForm
        fields={
          <Form layout="vertical" requiredMark={false}>
            <Form.Item label="设备型号">
              <ModelPicker value={model} onChange={setModel} />
            </Form.Item>
            <Form.Item label="购买数量" extra={`每台设备对应一个激活码，单次最多 ${MAX_QUANTITY} 台`}>
              <NumberInput
                min={1}
                max={MAX_QUANTITY}
                value={quantity}
                onChange={(value) => setQuantity(Math.round(value))}
                aria-label="购买数量"
              />
            </Form.Item>
            <Form.Item label="购买时长" extra="激活码自支付成功起生效，到期前可随时续费">
              <MonthsPicker value={months} onChange={setMonths} label="购买时长" />
            </Form.Item>
          </Form>
        }
        total={
          <OrderTotal
            rows={[
              ['型号', deviceModelOf(model)?.name],
              ['单价', `${formatFen(price)} /台/月`],
              ['数量', `${quantity} 台`],
              ['时长', monthsLabel(months)],
            ]}
            total={orderAmount(price, quantity, months)}
            submitting={flow.place.isPending}
            onSubmit={() => flow.place.mutate(() => deviceApi.order(projectId, model, quantity, months))}
            flags={flags}
          />
        }
      />
    );
  };

  return (
    <OrderFrame
      title="购买设备"
      summary="为项目购买设备激活码：每台机器人使用一个激活码接入平台。"
      order={order}
    >
      {body()}
    </OrderFrame>
  );
}
