import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DeviceOrder } from '../../shared/api/devices';
import { DEVICE_KEYS, useDeviceOrder } from './device-queries';

const ORDER_PARAM = 'order';

/**
 * The life of an order on a pay screen: placed, then watched until its payment is confirmed.
 * The order's id rides in the address (?order=…), so a reload, or coming back from paying in
 * another tab, finds the same order again.
 */
export function useOrderFlow() {
  const [params, setParams] = useSearchParams();
  const orderId = params.get(ORDER_PARAM);
  const order = useDeviceOrder(orderId);
  const queryClient = useQueryClient();
  const place = useMutation({
    mutationFn: (submit: () => Promise<DeviceOrder>) => submit(),
    onSuccess: (placed) => setParams({ [ORDER_PARAM]: placed.id }),
  });
  const paid = order.data?.status === 'PAID';
  // Paid: the list and the renewed device show the new keys and expiry.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: DEVICE_KEYS.all });
  }, [paid, queryClient]);
  return {
    orderId,
    order,
    place,
    /** Back to choosing: a new order. */
    reset: () => setParams({}),
  };
}
