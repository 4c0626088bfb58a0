import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createExchangeRate, updateExchangeRate } from '#data/exchange-rates/exchange-rate-save.ts';
import {
  dayOfRate,
  EXCHANGE_RATES_ROOT,
  type ExchangeRateRow,
} from '#data/exchange-rates/exchange-rates-query.ts';
import { MAX_MXN_PER_USD } from '#data/exchange-rates/fix-import.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { showToast } from '#ui/toast.ts';
import { parseRate, rateFieldErrors } from './exchange-rate-errors.ts';
import { dayText, rateText } from './exchange-rate-text.ts';

export type ExchangeRateFormProps = {
  companyId: string;
  /** Null adds a day's rate. */
  rate: ExchangeRateRow | null;
  onClose: () => void;
};

type Values = { day: string; mxnPerUsd: string };

/**
 * A day's rate typed by hand, pesos per dollar with up to four decimals. A refusal shows at its
 * field and the dialog stays open with what was typed.
 */
export function ExchangeRateForm({ companyId, rate, onClose }: ExchangeRateFormProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      day: rate ? dayOfRate(rate.day) : '',
      mxnPerUsd: rate ? rateText(rate.mxnPerUsd) : '',
    },
    validate: {
      day: (day) => (day ? null : t('quoteSettings.rateForm.dayRequired')),
      mxnPerUsd: (text) => {
        const value = parseRate(text);
        if (value === null) return t('quoteSettings.rateForm.rateInvalid');
        return value > 0 && value < MAX_MXN_PER_USD ? null : t('quoteSettings.rateForm.rateRange');
      },
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const fields = { day: values.day, mxnPerUsd: parseRate(values.mxnPerUsd) ?? Number.NaN };
      return rate
        ? updateExchangeRate(rate.id, { ...fields, source: 'manual' })
        : createExchangeRate({ company: companyId, ...fields, source: 'manual' });
    },
  });
  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      form.setErrors(rateFieldErrors(error, t));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: [EXCHANGE_RATES_ROOT] });
    showToast({
      message: t('quoteSettings.rateForm.saved', { day: dayText(values.day) }),
      tone: 'success',
    });
    onClose();
  });
  const isFieldRefusal =
    save.error !== null && Object.keys(rateFieldErrors(save.error, t)).length > 0;
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        rate
          ? t('quoteSettings.rateForm.editTitle', { day: dayText(rate.day) })
          : t('quoteSettings.rateForm.addTitle')
      }
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('quoteSettings.rateForm.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            type="date"
            label={t('quoteSettings.rateForm.day')}
            required
            {...form.getInputProps('day')}
          />
          <TextInput
            label={t('quoteSettings.rateForm.rate')}
            description={t('quoteSettings.rateForm.rateDescription')}
            inputMode="decimal"
            autoComplete="off"
            required
            {...form.getInputProps('mxnPerUsd')}
          />
          {save.error && !isFieldRefusal && (
            <Alert color="red" variant="light" role="alert">
              {t('quoteSettings.rateForm.saveFailed', { message: serverErrorText(save.error) })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('quoteSettings.rateForm.cancel')}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              {t('quoteSettings.rateForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
