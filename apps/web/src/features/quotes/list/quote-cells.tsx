import { Anchor, Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, type QuoteState } from '@rumbo/domain';
import { IconPlane, IconShip, IconTruck } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteListItem } from '#data/quotes/quotes-query.ts';
import { paths, SHIPMENT_MODES, type ShipmentMode } from '#lib/paths.ts';
import { quoteListTotal } from './quote-list-total.ts';
import { QUOTE_STATE_COLORS } from '#ui/quote-state-color.ts';

const MODE_ICONS = { ocean: IconShip, air: IconPlane, land: IconTruck } as const;

// A badge's label may shrink to an ellipsis; in a column it keeps its words.
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;
// Long words wrap only when they must: 'anywhere' would let the table squeeze a column to a letter.
const WRAP_ANYWHERE = { overflowWrap: 'break-word' } as const;
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

type Item = { quote: QuoteListItem };

export function QuoteStateBadge({ quote }: Item) {
  const { t } = useTranslation();
  const state: QuoteState = quote.state || 'draft';
  return (
    <Badge variant="light" color={QUOTE_STATE_COLORS[state]} tt="none" styles={WHOLE_LABEL}>
      {t(`quotesList.states.${state}`)}
    </Badge>
  );
}

/** The quote's code, as the keyboard's way to open it in the editor. */
export function QuoteCodeLink({ quote }: Item) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.dashboard.quote(quote.id)}
      onClick={stopRowClick}
      aria-label={t('quotesList.openQuote', { code: quote.code })}
      fw={600}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
    >
      {quote.code}
    </Anchor>
  );
}

export function ModeIcon({ quote }: Item) {
  const { t } = useTranslation();
  const Icon = MODE_ICONS[quote.mode] ?? IconShip;
  const label = t(`quotesList.modes.${quote.mode}`);
  return <Icon size={20} role="img" aria-label={label} stroke={1.6} />;
}

/** Origin → destination; a screen reader hears "origin to destination". */
export function QuoteLane({ quote }: Item) {
  const { t } = useTranslation();
  return (
    <Text size="sm" style={WRAP_ANYWHERE}>
      {quote.origin} <span aria-hidden>→ </span>
      <VisuallyHidden>{t('quotesList.laneTo')} </VisuallyHidden>
      {quote.destination}
    </Text>
  );
}

export function QuoteClient({ quote, companyName }: Item & { companyName?: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500} style={WRAP_ANYWHERE}>
        {quote.clientName || quote.client}
      </Text>
      {companyName && (
        <Text size="xs" c="dimmed" style={WRAP_ANYWHERE}>
          {companyName}
        </Text>
      )}
    </Stack>
  );
}

/** The total in the quote's currency (each currency's without a rate), and how many options. */
export function QuoteTotal({ quote, align = 'right' }: Item & { align?: 'left' | 'right' }) {
  const { t } = useTranslation();
  const { amounts, optionCount } = quoteListTotal(quote);
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      {amounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quotesList.noTotal')}
        </Text>
      ) : (
        amounts.map(({ currency, amount }) => (
          <Text key={currency} size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(amount, currency)}
          </Text>
        ))
      )}
      {optionCount > 1 && (
        <Text size="xs" c="dimmed">
          {t('quotesList.options', { count: optionCount })}
        </Text>
      )}
    </Stack>
  );
}

/** The version number; `isLong` words it ("Version 2") where no column header names it. */
export function QuoteVersion({ quote, isLong = false }: Item & { isLong?: boolean }) {
  const { t } = useTranslation();
  const version = quote.version || 1;
  return isLong ? (
    <Text size="xs" c="dimmed">
      {t('quotesList.versionLabel', { version })}
    </Text>
  ) : (
    <Text size="sm">{version}</Text>
  );
}

/** The shipment an accepted quote became, by its code once known. */
export function QuoteShipmentLink({ quote, codes }: Item & { codes: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const mode = shipmentMode(quote.shipmentCollection);
  if (quote.state !== 'accepted' || !mode || !quote.shipment) return null;
  return (
    <Anchor
      component={Link}
      to={paths.dashboard.shipments(mode, { open: quote.shipment })}
      size="sm"
      onClick={stopRowClick}
      aria-label={t('quotesList.openShipment', { code: quote.code })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {codes.get(quote.shipment) ?? t('quotesList.shipment')}
    </Anchor>
  );
}

function shipmentMode(collection: string): ShipmentMode | null {
  const mode = collection.replace(/^shipments_/, '') as ShipmentMode;
  return SHIPMENT_MODES.includes(mode) ? mode : null;
}
