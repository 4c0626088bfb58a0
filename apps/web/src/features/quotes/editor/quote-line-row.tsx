import {
  ActionIcon,
  Anchor,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LineDraft } from './quote-draft.ts';
import type { FieldErrors } from './quote-field-errors.ts';
import { numberOrNull } from './quote-number-input.ts';
import type { PricedLineDraft } from './quote-record.ts';

export type QuoteLineRowProps = {
  line: PricedLineDraft;
  /** `options.{n}.lines.{m}`: where this line's problems are. */
  path: string;
  /** How the person names the line (`Option 1, line 2`), for its fields' labels. */
  name: string;
  errors: FieldErrors;
  isReadOnly: boolean;
  onChange: (patch: Partial<LineDraft>) => void;
  onRemove: () => void;
};

/** One charge of an option: what it is, its currency, buy and sell amounts, and its IVA. */
export function QuoteLineRow(props: QuoteLineRowProps) {
  const { t } = useTranslation();
  const { line, path, name, errors, isReadOnly, onChange } = props;
  const isTyped = line.marginSource === 'override';
  const sellHint = isTyped ? (
    <>
      {t('quoteEditor.lines.sellTyped')}{' '}
      {!isReadOnly && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={() => onChange({ sellOverride: null })}
          aria-label={t('quoteEditor.lines.useRuleFor', { name })}
        >
          {t('quoteEditor.lines.useRule')}
        </Anchor>
      )}
    </>
  ) : (
    t(`quoteEditor.lines.source.${line.marginSource}`, {
      defaultValue: t('quoteEditor.lines.source.none'),
    })
  );
  return (
    <Paper withBorder p="xs" radius="sm" role="group" aria-label={name}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" verticalSpacing="xs">
        <TextInput
          label={t('quoteEditor.lines.charge')}
          value={line.charge}
          onChange={(event) => onChange({ charge: event.currentTarget.value })}
          error={errors[`${path}.charge`]}
          readOnly={isReadOnly}
          style={{ gridColumn: 'span 2' }}
        />
        <NativeSelect
          label={t('quoteEditor.lines.currency')}
          value={line.currency}
          disabled={isReadOnly}
          onChange={(event) =>
            onChange({ currency: event.currentTarget.value as LineDraft['currency'] })
          }
          error={errors[`${path}.currency`]}
          data={['USD', 'MXN']}
        />
        <NumberInput
          label={t('quoteEditor.lines.buy')}
          value={line.buy ?? ''}
          onChange={(value) => onChange({ buy: numberOrNull(value) })}
          error={errors[`${path}.buy`]}
          decimalScale={2}
          readOnly={isReadOnly}
        />
        <NumberInput
          label={t('quoteEditor.lines.sell')}
          value={line.sell ?? ''}
          onChange={(value) => onChange({ sellOverride: numberOrNull(value) })}
          error={errors[`${path}.sell`]}
          description={sellHint}
          decimalScale={2}
          readOnly={isReadOnly}
        />
        <NativeSelect
          label={t('quoteEditor.lines.iva')}
          value={String(line.ivaRate)}
          disabled={isReadOnly}
          onChange={(event) => onChange({ ivaRate: event.currentTarget.value === '0' ? 0 : 0.16 })}
          error={errors[`${path}.ivaRate`]}
          data={[
            { value: '0.16', label: t('quoteEditor.lines.iva16') },
            { value: '0', label: t('quoteEditor.lines.iva0') },
          ]}
        />
      </SimpleGrid>
      {errors[`${path}.tariff`] && (
        <Text size="xs" c="red" mt={4} role="alert">
          {errors[`${path}.tariff`]}
        </Text>
      )}
      {!isReadOnly && (
        <ActionIcon
          variant="subtle"
          color="red"
          mt={4}
          aria-label={t('quoteEditor.lines.remove', { name })}
          onClick={props.onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Paper>
  );
}
