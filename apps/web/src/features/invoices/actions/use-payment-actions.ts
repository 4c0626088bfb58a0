import { useTranslation } from 'react-i18next';
import { isPacSilence } from '#data/invoices/invoice-moves.ts';
import { cancellationOutcome } from '@rumbo/domain';
import {
  useCancelPayment,
  useCheckPaymentCancellation,
  useDeletePayment,
  useStampPayment,
} from '#data/payments/payment-moves.ts';
import type { PaymentItem } from '#data/payments/payments-query.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { actionRefusal } from './action-refusal.ts';

/**
 * What can be done to a payment from its invoice: stamp its complement (again, when the PAC was
 * silent), cancel a stamped complement and ask the SAT about a cancellation waiting for the
 * client, delete one only recorded. Each outcome said in a toast.
 */
export function usePaymentActions() {
  const { t } = useTranslation();
  const stamp = useStampPayment();
  const cancel = useCancelPayment();
  const remove = useDeletePayment();
  const check = useCheckPaymentCancellation();
  const fail = (error: unknown) => {
    const refusal = actionRefusal(t, error);
    const fields = Object.values(refusal.fields).join(' ');
    showToast({ tone: 'error', durationMs: 8000, message: fields || refusal.message });
  };
  const stampComplement = async (payment: PaymentItem) => {
    try {
      const stamped = await stamp.mutateAsync(payment.id);
      showToast({
        tone: 'success',
        message: t('invoiceActions.payments.stamped', { code: stamped.code }),
      });
    } catch (error) {
      if (isPacSilence(error))
        showToast({
          tone: 'warning',
          durationMs: 8000,
          message: t('invoiceActions.payments.silent'),
        });
      else fail(error);
    }
  };
  const confirmed = (key: 'cancelConfirm' | 'deleteConfirm', payment: PaymentItem) =>
    confirmAction({
      message: t(`invoiceActions.payments.${key}`, { code: payment.code }),
      destructive: true,
    });
  const cancelComplement = async (payment: PaymentItem) => {
    if (!(await confirmed('cancelConfirm', payment))) return;
    try {
      const answer = await cancel.mutateAsync(payment.id);
      const done = answer.state === 'cancelled';
      showToast({
        tone: done ? 'success' : 'info',
        message: t(done ? 'invoiceActions.payments.cancelled' : 'invoiceActions.payments.asked', {
          code: payment.code,
        }),
      });
    } catch (error) {
      fail(error);
    }
  };
  const checkCancellation = async (payment: PaymentItem) => {
    try {
      const outcome = cancellationOutcome(await check.mutateAsync(payment.id));
      const says = {
        cancelled: 'invoiceActions.payments.cancelled',
        waiting: 'invoiceActions.waiting.stillWaiting',
        refused: 'invoiceActions.payments.refusedToast',
      } as const;
      showToast({
        tone: outcome === 'cancelled' ? 'success' : 'info',
        message: t(says[outcome], { code: payment.code }),
      });
    } catch (error) {
      if (isPacSilence(error))
        showToast({
          tone: 'warning',
          durationMs: 8000,
          message: t('invoiceActions.waiting.silent'),
        });
      else fail(error);
    }
  };
  const deletePayment = async (payment: PaymentItem) => {
    if (!(await confirmed('deleteConfirm', payment))) return;
    try {
      await remove.mutateAsync(payment.id);
      showToast({
        tone: 'success',
        message: t('invoiceActions.payments.deleted', { code: payment.code }),
      });
    } catch (error) {
      fail(error);
    }
  };
  const busy = stamp.isPending
    ? stamp.variables
    : cancel.isPending
      ? cancel.variables
      : remove.isPending
        ? remove.variables
        : check.isPending
          ? check.variables
          : null;
  return {
    busy,
    stampComplement: (payment: PaymentItem) => void stampComplement(payment),
    cancelComplement: (payment: PaymentItem) => void cancelComplement(payment),
    checkCancellation: (payment: PaymentItem) => void checkCancellation(payment),
    deletePayment: (payment: PaymentItem) => void deletePayment(payment),
  };
}
