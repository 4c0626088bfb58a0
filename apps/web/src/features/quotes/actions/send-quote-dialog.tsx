import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { isMessageAddress, quoteRecipientIds, type QuotesRecord } from '@rumbo/domain';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { partnerRecordQuery } from '#data/partners/partner-list-queries.ts';
import { useMoveQuote } from '#data/quotes/quote-moves.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { showToast } from '#ui/toast.ts';
import { quoteRefusal, refusalText, type QuoteRefusal } from './quote-refusal.ts';
import { UnsavedNote } from './unsaved-note.tsx';
import { useDialogSize } from '#ui/use-dialog-size.ts';

export type SendQuoteDialogProps = {
  quote: QuotesRecord;
  onClose: () => void;
  onSent: () => void;
  /** The editor holds unsaved changes the server does not have. */
  isDirty?: boolean;
};

/** A contact of the client as the dialog offers it. */
type ContactChoice = { id: string; name: string; email: string; language: 'es' | 'en' };

function contactChoices(contacts: readonly Record<string, unknown>[]): ContactChoice[] {
  return contacts
    .map((contact) => ({
      id: String(contact.id ?? ''),
      name: typeof contact.nombre === 'string' ? contact.nombre.trim() : '',
      email: typeof contact.email === 'string' ? contact.email.trim() : '',
      language: contact.language === 'en' ? ('en' as const) : ('es' as const),
    }))
    .filter((contact) => contact.id !== '');
}

/**
 * Sends the quote to the client: the person picks which of the client's contacts receive this
 * version's PDF by e-mail (a contact without a valid address cannot be picked, and says why),
 * each in their language. With nobody picked the quote is only marked as sent. A refusal stays
 * in the dialog with the picks as they were.
 */
export function SendQuoteDialog({ quote, onClose, onSent, isDirty = false }: SendQuoteDialogProps) {
  const { t } = useTranslation();
  const size = useDialogSize();
  const client = useQuery(partnerRecordQuery(quote.client));
  const contacts = contactChoices(client.data?.contacts ?? []);
  const [picked, setPicked] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null);
  const move = useMoveQuote(quote.id);
  // Who received the last version, as long as they still can.
  const chosen =
    picked ??
    quoteRecipientIds(quote.recipients).filter((id) =>
      contacts.some((contact) => contact.id === id && isMessageAddress(contact.email)),
    );
  const send = async () => {
    setRefusal(null);
    try {
      await move.mutateAsync({ state: 'sent', recipients: chosen });
      showToast({
        message:
          chosen.length === 0
            ? t('quoteActions.send.markedSent', { code: quote.code })
            : t('quoteActions.send.sent', { code: quote.code, count: chosen.length }),
        tone: 'success',
      });
      onSent();
    } catch (error) {
      setRefusal(quoteRefusal(t, error));
    }
  };
  const clientName = client.data?.displayName || quote.clientName;
  const otherProblem = refusal ? refusalText(t, refusal, ['recipients']) : '';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('quoteActions.send.title', { code: quote.code })}
      closeButtonProps={{ 'aria-label': t('quoteActions.close') }}
      {...size}
    >
      <Stack gap="md">
        <UnsavedNote show={isDirty} />
        <Text size="sm">{t('quoteActions.send.intro', { client: clientName })}</Text>
        {client.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('quoteActions.send.loading')}</Text>
          </Group>
        ) : client.error ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {isServerUnreachable(client.error)
                  ? t('quoteActions.offline')
                  : t('quoteActions.send.loadError', { message: serverErrorText(client.error) })}
              </Text>
              <Button size="xs" variant="default" onClick={() => void client.refetch()}>
                {t('quoteActions.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : contacts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('quoteActions.send.noContacts', { client: clientName })}
          </Text>
        ) : (
          <Checkbox.Group
            label={t('quoteActions.send.contacts')}
            value={chosen}
            onChange={setPicked}
            error={refusal?.fields.recipients}
          >
            <Stack gap="sm" mt="xs">
              {contacts.map((contact) => {
                const canReceive = isMessageAddress(contact.email);
                return (
                  <Checkbox
                    key={contact.id}
                    value={contact.id}
                    disabled={!canReceive}
                    label={contact.name || contact.email || contact.id}
                    description={
                      canReceive
                        ? t('quoteActions.send.contactLine', {
                            email: contact.email,
                            language: t(`quoteActions.languages.${contact.language}`),
                          })
                        : t('quoteActions.send.noEmail')
                    }
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
        )}
        <Alert color={chosen.length === 0 ? 'yellow' : 'blue'} role="status">
          {chosen.length === 0
            ? t('quoteActions.send.noneNote')
            : t('quoteActions.send.willEmail', {
                count: chosen.length,
                version: quote.version || 1,
              })}
        </Alert>
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
            leftSection={<IconMail size={16} aria-hidden />}
            loading={move.isPending}
            disabled={client.isPending || client.isError}
            onClick={() => void send()}
          >
            {chosen.length === 0
              ? t('quoteActions.send.markSent')
              : t('quoteActions.send.submit', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
