import { Button, Card, Descriptions, Flex, Form, Result, Skeleton, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { type DeviceOrder, type DeviceSummary, deviceModelOf, orderAmount } from '../../shared/api/devices';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { DeviceStateCell, ExpiryCell } from './DeviceStatus';
import { deviceApi } from './device-api';
import { devicePaths } from './device-paths';
import { useDeviceByKey } from './device-queries';
import { MonthsPicker, monthsLabel } from './MonthsPicker';
import { formatFen } from './money';
import { OrderForm, OrderFrame, UnpaidOrder } from './OrderFrame';
import { OrderTotal } from './OrderTotal';
import { useOrderFlow } from './use-order-flow';

/** The expiry a renewal by `months` leads to: counted from the old expiry, or from today once past. */
function renewedUntil(expiresAt: string, months: number): string {
  const from = dayjs(expiresAt).isAfter(dayjs()) ? dayjs(expiresAt) : dayjs();
  return from.add(months, 'month').format('YYYY.MM.DD');
}

function DeviceFacts({ device }: { device: DeviceSummary }) {
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      bordered
      items={[
        { label: '设备名称', children: device.name },
        { label: '型号', children: device.modelName },
        {
          label: '激活码',
          children: (
            <Typography.Text code copyable={{ text: device.activationKey }}>
              {device.activationKey}
            </Typography.Text>
          ),
        },
        { label: '状态', children: <DeviceStateCell device={device} /> },
        { label: '序列号', children: device.serial ?? '未激活' },
        { label: '有效期至', children: <ExpiryCell device={device} /> },
      ]}
    />
  );
}

/**
 * /…/device-management/:activationKey — 设备续费: more months for one key, paid like a purchase;
 * the new expiry shows once the payment is confirmed.
 */
export default function RenewScreen() {
  const { activationKey = '' } = useParams();
  const { projectID, projectId, flags } = useProjectFlags();
  const paths = devicePaths(projectID);
  const navigate = useNavigate();
  const flow = useOrderFlow();
  const device = useDeviceByKey(projectId, activationKey);
  const [months, setMonths] = useState(12);
  const order = flow.order.data;
  const backToList = () => navigate(paths.list);

  if (device.isError) {
    return (
      <PageContainer>
        <Card>
          <Result
            status="404"
            title="找不到这个激活码"
            subTitle={`${device.error.message}：请从设备列表中选择要续费的设备。`}
            extra={
              <Button type="primary" onClick={backToList}>
                返回设备列表
              </Button>
            }
          />
        </Card>
      </PageContainer>
    );
  }
  const current = device.data;
  const price = current ? (deviceModelOf(current.model)?.monthlyPrice ?? 0) : 0;
  const subjectOf = (paid: DeviceOrder) => `续费 ${current?.name ?? ''} · ${monthsLabel(paid.months)}`;

  const body = () => {
    if (!current || (flow.orderId && !order && !flow.order.isError))
      return <Skeleton active paragraph={{ rows: 6 }} />;
    if (order && order.status !== 'PAID')
      return <UnpaidOrder order={order} subject={subjectOf} onBack={backToList} onRestart={flow.reset} />;
    if (order?.status === 'PAID') {
      return (
        <Result
          status="success"
          title="续费成功"
          subTitle={
            <>
              「{current.name}」的激活码有效期已延长至{' '}
              {/* The device is read again once paid: until then its expiry is the old one. */}
              {device.isFetching ? (
                <Spin size="small" />
              ) : (
                <Typography.Text strong>{dayjs(current.expiresAt).format('YYYY.MM.DD')}</Typography.Text>
              )}
            </>
          }
          extra={
            <Button type="primary" onClick={backToList}>
              返回设备列表
            </Button>
          }
        />
      );
    }
    return (
      <OrderForm
        fields={
          <Flex vertical gap={24}>
            <DeviceFacts device={current} />
            <Form layout="vertical" requiredMark={false}>
              <Form.Item label="续费时长" extra="未到期的激活码从原到期日顺延；已过期的从支付成功之日起算。">
                <MonthsPicker value={months} onChange={setMonths} label="续费时长" />
              </Form.Item>
            </Form>
          </Flex>
        }
        total={
          <OrderTotal
            rows={[
              ['设备', current.name],
              ['单价', `${formatFen(price)} /台/月`],
              ['时长', monthsLabel(months)],
              ['当前有效期至', dayjs(current.expiresAt).format('YYYY.MM.DD')],
              [
                '续费后有效期至',
                <Tag key="until" color="blue" style={{ marginInlineEnd: 0 }}>
                  {renewedUntil(current.expiresAt, months)}
                </Tag>,
              ],
            ]}
            total={orderAmount(price, 1, months)}
            submitting={flow.place.isPending}
            onSubmit={() =>
              flow.place.mutate(() => deviceApi.renew(projectId, current.activationKey, months))
            }
            flags={flags}
          />
        }
      />
    );
  };

  return (
    <OrderFrame title="设备续费" summary="延长设备激活码的有效期，到期前续费不影响机器人使用。" order={order}>
      {body()}
    </OrderFrame>
  );
}
