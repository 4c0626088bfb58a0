import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { QuotesRecord } from '@rumbo/domain';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveQuote } from '#data/quotes/quote-moves.ts';
import { showToast } from '#ui/toast.ts';
import { quoteRefusal, refusalText, type QuoteRefusal } from './quote-refusal.ts';
import { useDialogSize } from '#ui/use-dialog-size.ts';

/** The longest reason the server keeps (`rejectionReason`). */
const REASON_MAX = 500;

export type RejectQuoteDialogProps = {
  quote: QuotesRecord;
  onClose: () => void;
  onRejected: () => void;
};

/**
 * The client said no: the quote is marked rejected, with the reason if the person knows it (it
 * stays on the quote for the won and lost figures). A refusal keeps what was typed.
 */
export function RejectQuoteDialog({ quote, onClose, onRejected }: RejectQuoteDialogProps) {
  const { t } = useTranslation();
  const size = useDialogSize('md');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null);
  const move = useMoveQuote(quote.id);
  const reject = async () => {
    setRefusal(null);
    try {
      await move.mutateAsync({ state: 'rejected', rejectionReason: reason.trim() });
      showToast({
        message: t('quoteActions.reject.rejected', { code: quote.code }),
        tone: 'success',
      });
      onRejected();
    } catch (error) {
      setRefusal(quoteRefusal(t, error));
    }
  };
  const otherProblem = refusal ? refusalText(t, refusal, ['rejectionReason']) : '';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('quoteActions.reject.title', { code: quote.code })}
      closeButtonProps={{ 'aria-label': t('quoteActions.close') }}
      {...size}
    >
      <Stack gap="md">
        <Text size="sm">{t('quoteActions.reject.intro')}</Text>
        <Textarea
          label={t('quoteActions.reject.reason')}
          description={t('quoteActions.reject.reasonHint', {
            used: reason.length,
            max: REASON_MAX,
          })}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={REASON_MAX}
          autosize
          minRows={3}
          error={refusal?.fields.rejectionReason}
        />
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
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            loading={move.isPending}
            onClick={() => void reject()}
          >
            {t('quoteActions.reject.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
