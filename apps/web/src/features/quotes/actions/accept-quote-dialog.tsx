import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { QuotesRecord } from '@rumbo/domain';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveQuote } from '#data/quotes/quote-moves.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { quoteOptions } from './quote-parts.ts';
import { quoteRefusal, refusalText, type QuoteRefusal } from './quote-refusal.ts';
import type { QuoteShipmentLink } from './quote-state-line.tsx';
import { UnsavedNote } from './unsaved-note.tsx';
import { useDialogSize } from '#ui/use-dialog-size.ts';

export type AcceptQuoteDialogProps = {
  quote: QuotesRecord;
  onClose: () => void;
  /** The quote was accepted: the shipment the server made of it. */
  onAccepted: (shipment: QuoteShipmentLink | null) => void;
  /** The editor holds unsaved changes the server does not have. */
  isDirty?: boolean;
};

/**
 * The client said yes: the person picks the option the client chose and, asked in the 'Confirm
 * action' dialog (a shipment is made, the quote no longer changes), accepts it. The server makes
 * the shipment in the same write and the quote names it.
 */
export function AcceptQuoteDialog(props: AcceptQuoteDialogProps) {
  const { quote, onClose, onAccepted, isDirty = false } = props;
  const { t } = useTranslation();
  const size = useDialogSize();
  const options = quoteOptions(quote);
  const [chosen, setChosen] = useState<string | null>(options.length === 1 ? '0' : null);
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null);
  const move = useMoveQuote(quote.id);
  const carrierOf = (index: number) =>
    options[index]?.carrier || t('quoteActions.accept.noCarrier');
  const accept = async () => {
    if (chosen === null) return;
    const index = Number(chosen);
    setRefusal(null);
    const confirmed = await confirmAction({
      message: t('quoteActions.accept.confirm', {
        code: quote.code,
        number: index + 1,
        carrier: carrierOf(index),
      }),
      confirmLabel: t('quoteActions.accept.confirmLabel'),
    });
    if (!confirmed) return;
    try {
      const moved = await move.mutateAsync({ state: 'accepted', chosenOption: index });
      showToast({
        message: t('quoteActions.accept.accepted', { code: quote.code }),
        tone: 'success',
      });
      onAccepted(
        moved.shipment ? { collection: moved.shipmentCollection, id: moved.shipment } : null,
      );
    } catch (error) {
      setRefusal(quoteRefusal(t, error));
    }
  };
  const otherProblem = refusal ? refusalText(t, refusal, ['chosenOption']) : '';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('quoteActions.accept.title', { code: quote.code })}
      closeButtonProps={{ 'aria-label': t('quoteActions.close') }}
      {...size}
    >
      <Stack gap="md">
        <UnsavedNote show={isDirty} />
        <Text size="sm">{t('quoteActions.accept.intro')}</Text>
        {options.length === 0 ? (
          <Alert color="yellow" role="status">
            {t('quoteActions.accept.noOptions')}
          </Alert>
        ) : (
          <Radio.Group
            label={t('quoteActions.accept.options')}
            value={chosen}
            onChange={setChosen}
            error={refusal?.fields.chosenOption}
          >
            <Stack gap="sm" mt="xs">
              {options.map((option, index) => (
                <Radio
                  key={index}
                  value={String(index)}
                  label={t('quoteActions.accept.option', {
                    number: index + 1,
                    carrier: carrierOf(index),
                  })}
                  description={[
                    option.totalText && t('quoteActions.clientPays', { total: option.totalText }),
                    option.transitDays !== null &&
                      t('quoteActions.transitDays', { count: option.transitDays }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {otherProblem && (
          <Alert color="red" role="alert">
            {otherProblem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('quoteActions.cancel')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={move.isPending}
            disabled={chosen === null}
            onClick={() => void accept()}
          >
            {t('quoteActions.accept.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
