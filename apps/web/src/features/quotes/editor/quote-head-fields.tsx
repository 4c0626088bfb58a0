import {
  Anchor,
  NativeSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { INCOTERMS_2020, type Partner } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { cargoKindFor, type QuoteDraft, type QuoteMode } from './quote-draft.ts';
import type { FieldErrors } from './quote-field-errors.ts';
import type { QuoteDraftState } from './use-quote-draft.ts';

export type QuoteHeadFieldsProps = {
  draft: QuoteDraft;
  errors: FieldErrors;
  partners: readonly Partner[];
  /** The rate of the quote's date (pesos per dollar), or null when the table has none. */
  rate: number | null;
  /** Whether a line is in the other currency than the quote's (a rate is needed then). */
  needsRate: boolean;
  /** The missing rate, said at the date (live, or as the server refused it). */
  rateProblem: string | undefined;
  isReadOnly: boolean;
  onHead: QuoteDraftState['patchHead'];
  onCargo: QuoteDraftState['patchCargo'];
};

const MODES: QuoteMode[] = ['ocean', 'air', 'land'];
const DIRECTIONS = ['import', 'export', 'domestic'] as const;

/** Client, mode, direction, lane, Incoterm, days, currency and notes of a quote. */
export function QuoteHeadFields(props: QuoteHeadFieldsProps) {
  const { t } = useTranslation();
  const { draft, errors, isReadOnly, onHead } = props;
  const placeHint = t(
    draft.mode === 'air' ? 'quoteEditor.head.iataHint' : 'quoteEditor.head.locodeHint',
  );
  const clients = clientChoices(props.partners, draft.client, {
    clients: t('quoteEditor.head.clientsGroup'),
    others: t('quoteEditor.head.otherPartnersGroup'),
  });
  const rateError = props.rateProblem;
  const rateLine =
    props.rate !== null
      ? t('quoteEditor.head.rate', { rate: props.rate.toFixed(4) })
      : props.needsRate
        ? undefined
        : t('quoteEditor.head.noRateNeeded');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Select
          label={t('quoteEditor.head.client')}
          placeholder={t('quoteEditor.head.clientPlaceholder')}
          data={clients}
          value={draft.client || null}
          onChange={(value) => onHead({ client: value ?? '' })}
          searchable
          nothingFoundMessage={t('quoteEditor.head.noClient')}
          error={errors.client}
          readOnly={isReadOnly}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="quote-mode-label">
            {t('quoteEditor.head.mode')}
          </Text>
          <SegmentedControl
            aria-labelledby="quote-mode-label"
            value={draft.mode}
            readOnly={isReadOnly}
            onChange={(value) => {
              const mode = value as QuoteMode;
              onHead({ mode });
              props.onCargo({ kind: cargoKindFor(mode, draft.cargo.kind) });
            }}
            data={MODES.map((mode) => ({ value: mode, label: t(`quoteEditor.modes.${mode}`) }))}
          />
        </Stack>
        <NativeSelect
          label={t('quoteEditor.head.direction')}
          value={draft.direction}
          disabled={isReadOnly}
          onChange={(event) =>
            onHead({ direction: event.currentTarget.value as QuoteDraft['direction'] })
          }
          data={DIRECTIONS.map((value) => ({
            value,
            label: t(`quoteEditor.directions.${value}`),
          }))}
        />
        <TextInput
          label={t('quoteEditor.head.origin')}
          description={placeHint}
          value={draft.origin}
          onChange={(event) => onHead({ origin: event.currentTarget.value })}
          error={errors.origin}
          readOnly={isReadOnly}
          autoCapitalize="characters"
          required
        />
        <TextInput
          label={t('quoteEditor.head.destination')}
          description={placeHint}
          value={draft.destination}
          onChange={(event) => onHead({ destination: event.currentTarget.value })}
          error={errors.destination}
          readOnly={isReadOnly}
          autoCapitalize="characters"
          required
        />
        <Select
          label={t('quoteEditor.head.incoterm')}
          placeholder={t('quoteEditor.head.incotermPlaceholder')}
          data={INCOTERMS_2020.filter((rule) => draft.mode === 'ocean' || !rule.seaOnly).map(
            (rule) => ({ value: rule.code, label: `${rule.code} · ${rule.name}` }),
          )}
          value={draft.incoterm || null}
          onChange={(value) => onHead({ incoterm: value ?? '' })}
          error={errors.incoterm}
          readOnly={isReadOnly}
          clearable
        />
        <TextInput
          type="date"
          label={t('quoteEditor.head.date')}
          value={draft.date}
          onChange={(event) => onHead({ date: event.currentTarget.value })}
          error={errors.date ?? (rateError ? <RateMissing text={rateError} /> : undefined)}
          description={rateLine}
          readOnly={isReadOnly}
          required
        />
        <TextInput
          type="date"
          label={t('quoteEditor.head.validUntil')}
          value={draft.validUntil}
          onChange={(event) => onHead({ validUntil: event.currentTarget.value })}
          error={errors.validUntil}
          readOnly={isReadOnly}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="quote-currency-label">
            {t('quoteEditor.head.currency')}
          </Text>
          <SegmentedControl
            aria-labelledby="quote-currency-label"
            value={draft.currency}
            readOnly={isReadOnly}
            onChange={(value) => onHead({ currency: value as QuoteDraft['currency'] })}
            data={['USD', 'MXN']}
          />
        </Stack>
      </SimpleGrid>
      <Textarea
        label={t('quoteEditor.head.notes')}
        value={draft.notes}
        onChange={(event) => onHead({ notes: event.currentTarget.value })}
        readOnly={isReadOnly}
        autosize
        minRows={2}
      />
    </Stack>
  );
}

/** No rate for the quote's date: what is missing and where the table is kept. */
function RateMissing({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      {text}{' '}
      <Anchor component={Link} to={paths.dashboard.quoteSettings} size="xs">
        {t('quoteEditor.head.rateSettings')}
      </Anchor>
    </>
  );
}

/** The company's partners to pick the client from: its clients first, then the others. */
function clientChoices(
  partners: readonly Partner[],
  chosen: string,
  groups: { clients: string; others: string },
) {
  const choice = (partner: Partner) => ({
    value: partner.id,
    label: partner.displayName || partner.razonSocial || partner.id,
  });
  const clients = partners.filter((it) => it.rol === 'Cliente').map(choice);
  const others = partners.filter((it) => it.rol !== 'Cliente').map(choice);
  // A client no longer among the partners (deleted since) still shows what the quote names.
  if (chosen && !partners.some((it) => it.id === chosen))
    clients.push({ value: chosen, label: chosen });
  return [
    ...(clients.length > 0 ? [{ group: groups.clients, items: clients }] : []),
    ...(others.length > 0 ? [{ group: groups.others, items: others }] : []),
  ];
}
