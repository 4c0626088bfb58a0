import { Button, Group } from '@mantine/core';
import type { QuotesRecord } from '@rumbo/domain';
import {
  IconCheck,
  IconFileTypePdf,
  IconHistory,
  IconMail,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcceptQuoteDialog } from './accept-quote-dialog.tsx';
import { QuotePdfDialog } from './quote-pdf-dialog.tsx';
import { quoteVersions } from './quote-parts.ts';
import { QuoteStateLine, type QuoteShipmentLink } from './quote-state-line.tsx';
import { QuoteVersionsDialog } from './quote-versions-dialog.tsx';
import { RejectQuoteDialog } from './reject-quote-dialog.tsx';
import { SendQuoteDialog } from './send-quote-dialog.tsx';
import { useDeleteQuoteAction } from './use-delete-quote-action.ts';

export type QuoteActionsProps = {
  /** The quote as the server holds it (saved). */
  quote: QuotesRecord;
  /** Called after a move the server took: the quote is read again. */
  onChanged: () => void;
  /** The editor holds changes not saved yet: sending, accepting and the PDF say so. */
  hasUnsavedChanges?: boolean;
};

type OpenDialog = 'pdf' | 'send' | 'accept' | 'reject' | 'versions' | null;

/**
 * What can be done with a saved quote, by its state (issue 38, decision 075): its state with
 * when it was sent and decided, the client's PDF, sending it to the client's contacts, the
 * client's answer (accepted into a shipment, or rejected with the reason), its earlier versions,
 * and deleting it (never once accepted: a shipment came of it).
 */
export function QuoteActions({ quote, onChanged, hasUnsavedChanges = false }: QuoteActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The shipment an accept just made, shown before the quote is read again.
  const [made, setMade] = useState<QuoteShipmentLink | null>(null);
  const remove = useDeleteQuoteAction();
  const versions = quoteVersions(quote);
  const close = () => setDialog(null);
  const changed = () => {
    setDialog(null);
    onChanged();
  };
  const state = made ? 'accepted' : quote.state || 'draft';
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <QuoteStateLine quote={quote} shipment={made} />
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('quoteActions.label')}>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          onClick={() => setDialog('pdf')}
        >
          {t('quoteActions.pdf.button')}
        </Button>
        {state === 'draft' && (
          <Button
            leftSection={<IconMail size={16} aria-hidden />}
            onClick={() => setDialog('send')}
          >
            {t('quoteActions.send.button')}
          </Button>
        )}
        {state === 'sent' && (
          <>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => setDialog('accept')}
            >
              {t('quoteActions.accept.button')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setDialog('reject')}
            >
              {t('quoteActions.reject.button')}
            </Button>
          </>
        )}
        {versions.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => setDialog('versions')}
          >
            {t('quoteActions.versions.button', { count: versions.length })}
          </Button>
        )}
        {state !== 'accepted' && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            aria-label={t('quoteActions.delete.label', { code: quote.code })}
            onClick={() => void remove.run(quote)}
          >
            {t('quoteActions.delete.button')}
          </Button>
        )}
      </Group>
      {dialog === 'pdf' && (
        <QuotePdfDialog quote={quote} onClose={close} isDirty={hasUnsavedChanges} />
      )}
      {dialog === 'send' && (
        <SendQuoteDialog
          quote={quote}
          onClose={close}
          onSent={changed}
          isDirty={hasUnsavedChanges}
        />
      )}
      {dialog === 'accept' && (
        <AcceptQuoteDialog
          quote={quote}
          onClose={close}
          isDirty={hasUnsavedChanges}
          onAccepted={(shipment) => {
            setMade(shipment);
            changed();
          }}
        />
      )}
      {dialog === 'reject' && (
        <RejectQuoteDialog quote={quote} onClose={close} onRejected={changed} />
      )}
      {dialog === 'versions' && (
        <QuoteVersionsDialog code={quote.code} versions={versions} onClose={close} />
      )}
    </Group>
  );
}
