import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentMethodGetRoute,
  paymentMethodSetRoute,
  type PaymentMethodDto,
} from '@rol/protocol/payment-method-routes';
import type { PaymentMethod } from '@rol/rules/payment-methods';
import { api } from '../../api/api.ts';

const paymentMethodKey = ['payment-method'] as const;

/** The player's payment method and the methods they choose among (none on a host platform). */
export function usePaymentMethod() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: paymentMethodKey,
    queryFn: () => api.call(paymentMethodGetRoute),
    retry: false,
  });
  const choose = useMutation({
    mutationFn: (method: PaymentMethod) => api.call(paymentMethodSetRoute, { body: { method } }),
    onSuccess: (answer) => client.setQueryData<PaymentMethodDto>(paymentMethodKey, answer),
  });
  return { query, choose };
}
