import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, type QuotesRecord } from '@rumbo/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, SHIPMENT_MODES, type ShipmentMode } from '#lib/paths.ts';
import { QUOTE_STATE_COLORS } from '#ui/quote-state-color.ts';

type QuoteState = Exclude<QuotesRecord['state'], ''>;

/** A shipment a quote became: its collection and id. */
export type QuoteShipmentLink = { collection: string; id: string };

/** The shipment screen's mode of a shipment collection (`shipments_air` → `air`). */
function modeOf(collection: string, fallback: ShipmentMode): ShipmentMode {
  const mode = collection.replace(/^shipments_/, '') as ShipmentMode;
  return SHIPMENT_MODES.includes(mode) ? mode : fallback;
}

export type QuoteStateLineProps = {
  quote: QuotesRecord;
  /** The shipment an accept just made, before the quote is read again. */
  shipment: QuoteShipmentLink | null;
};

/**
 * Where the quote stands: its state, its version, when it was sent and decided, why it was
 * lost, and the shipment it became.
 */
export function QuoteStateLine({ quote, shipment }: QuoteStateLineProps) {
  const { t } = useTranslation();
  // Accepted just now: so it is, before the quote is read again.
  const state: QuoteState = shipment ? 'accepted' : quote.state || 'draft';
  const made: QuoteShipmentLink | null = quote.shipment
    ? { collection: quote.shipmentCollection, id: quote.shipment }
    : shipment;
  const notes: string[] = [];
  if (quote.version > 1) notes.push(t('quoteActions.versionNumber', { version: quote.version }));
  if (quote.sentAt) notes.push(t('quoteActions.sentOn', { date: formatDateTime(quote.sentAt) }));
  if (quote.decidedAt && (state === 'accepted' || state === 'rejected'))
    notes.push(t(`quoteActions.decidedOn.${state}`, { date: formatDateTime(quote.decidedAt) }));
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={QUOTE_STATE_COLORS[state]} tt="none" size="lg">
          {t(`quoteActions.states.${state}`)}
        </Badge>
        {notes.map((note) => (
          <Text key={note} size="sm" c="dimmed">
            {note}
          </Text>
        ))}
      </Group>
      {state === 'expired' && (
        <Text size="sm" c="dimmed">
          {t('quoteActions.expiredHint')}
        </Text>
      )}
      {state === 'rejected' && quote.rejectionReason && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('quoteActions.rejectionReason', { reason: quote.rejectionReason })}
        </Text>
      )}
      {state === 'accepted' && made?.id && (
        <Anchor
          component={Link}
          size="sm"
          to={paths.dashboard.shipments(modeOf(made.collection, quote.mode), { open: made.id })}
        >
          <Group gap={4} component="span" wrap="nowrap">
            {t('quoteActions.openShipment')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
