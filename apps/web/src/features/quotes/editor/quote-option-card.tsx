import {
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LineDraft, OptionDraft } from './quote-draft.ts';
import type { FieldErrors } from './quote-field-errors.ts';
import { QuoteLineRow } from './quote-line-row.tsx';
import { numberOrNull } from './quote-number-input.ts';
import { QuoteOptionTotals } from './quote-option-totals.tsx';
import type { PricedOption } from './quote-pricing.ts';

export type QuoteOptionCardProps = {
  index: number;
  option: OptionDraft;
  priced: PricedOption;
  currency: 'USD' | 'MXN';
  rate: number | null;
  errors: FieldErrors;
  isReadOnly: boolean;
  onChange: (patch: Partial<Omit<OptionDraft, 'lines'>>) => void;
  onLine: (line: number, patch: Partial<LineDraft>) => void;
  onAddLine: () => void;
  onRemoveLine: (line: number) => void;
  onRemove: () => void;
};

/** One option offered to the client: the carrier and its terms, its lines and live totals. */
export function QuoteOptionCard(props: QuoteOptionCardProps) {
  const { t } = useTranslation();
  const { index, option, priced, errors, isReadOnly } = props;
  const name = t('quoteEditor.options.name', { number: index + 1 });
  const path = `options.${index}`;
  const titleId = `quote-option-${option.key}`;
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {option.carrier.trim() ? `${name} · ${option.carrier.trim()}` : name}
          </Title>
          {!isReadOnly && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={props.onRemove}
              aria-label={t('quoteEditor.options.removeNamed', { name })}
            >
              {t('quoteEditor.options.remove')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
          <TextInput
            label={t('quoteEditor.options.carrier')}
            value={option.carrier}
            onChange={(event) => props.onChange({ carrier: event.currentTarget.value })}
            error={errors[`${path}.carrier`]}
            readOnly={isReadOnly}
            style={{ gridColumn: 'span 2' }}
          />
          <NumberInput
            label={t('quoteEditor.options.transitDays')}
            min={0}
            allowDecimal={false}
            value={option.transitDays ?? ''}
            onChange={(value) => props.onChange({ transitDays: numberOrNull(value) })}
            readOnly={isReadOnly}
          />
          <NumberInput
            label={t('quoteEditor.options.freeDays')}
            min={0}
            allowDecimal={false}
            value={option.freeDays ?? ''}
            onChange={(value) => props.onChange({ freeDays: numberOrNull(value) })}
            readOnly={isReadOnly}
          />
          <TextInput
            type="date"
            label={t('quoteEditor.options.validUntil')}
            value={option.validUntil}
            onChange={(event) => props.onChange({ validUntil: event.currentTarget.value })}
            error={errors[`${path}.validUntil`]}
            readOnly={isReadOnly}
          />
        </SimpleGrid>
        {priced.lines.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('quoteEditor.options.noLines')}
          </Text>
        )}
        {priced.lines.map((line, lineIndex) => (
          <QuoteLineRow
            key={line.key}
            line={line}
            path={`${path}.lines.${lineIndex}`}
            name={t('quoteEditor.lines.name', { option: index + 1, line: lineIndex + 1 })}
            errors={errors}
            isReadOnly={isReadOnly}
            onChange={(patch) => props.onLine(lineIndex, patch)}
            onRemove={() => props.onRemoveLine(lineIndex)}
          />
        ))}
        {!isReadOnly && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={props.onAddLine}
            style={{ alignSelf: 'flex-start' }}
            aria-label={t('quoteEditor.lines.addTo', { name })}
          >
            {t('quoteEditor.lines.add')}
          </Button>
        )}
        {priced.lines.length > 0 && (
          <QuoteOptionTotals
            totals={priced.totals}
            currency={props.currency}
            rate={props.rate}
            name={name}
          />
        )}
      </Stack>
    </Card>
  );
}
