import {
  ActionIcon,
  Autocomplete,
  Badge,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { CLAVES_PROD_SERV, CLAVES_UNIDAD, formatMoney, satText } from '@rumbo/domain';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberOrNull } from '../number-or-null.ts';
import {
  IVA_CHOICES,
  ivaChoiceOf,
  ivaOfChoice,
  type IvaChoice,
  type LineDraft,
} from './invoice-draft.ts';
import type { FieldProblems } from './invoice-field-problems.tsx';

export type InvoiceLineRowProps = {
  line: LineDraft;
  /** The line's index in the draft: its problems are at `lines.{index}.…`. */
  index: number;
  /** The line's amount less its discount, in cents. */
  netCents: number;
  currency: string;
  problemsAt: FieldProblems;
  isReadOnly: boolean;
  onChange: (patch: Partial<LineDraft>) => void;
  onRemove: () => void;
};

/**
 * One line of the invoice: what it is, its SAT keys, quantity, unit price and discount, its IVA,
 * the 4 % withholding of land freight, and whether it was paid on the client's behalf (then it
 * goes with the invoice but not in the CFDI). A line from a shipment names it.
 */
export function InvoiceLineRow(props: InvoiceLineRowProps) {
  const { t, i18n } = useTranslation();
  const { line, index, problemsAt, isReadOnly, onChange } = props;
  const path = `lines.${index}`;
  const name = t('invoiceEditor.lines.name', { number: index + 1 });
  // The keys the SAT's catalogue gives a meaning Rumbo could check; any 8 digits are accepted.
  const keys = CLAVES_PROD_SERV.map((entry) => entry.code);
  const unitText = (code: string) =>
    CLAVES_UNIDAD.some((entry) => entry.code === code)
      ? `${code} · ${satText(CLAVES_UNIDAD, code, i18n.language)}`
      : code || '—';
  return (
    <Paper withBorder p="xs" radius="sm" role="group" aria-label={name} data-line={index}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          {line.shipmentCode && (
            <Badge variant="light" color="gray" tt="none">
              {t('invoiceEditor.lines.fromShipment', { code: line.shipmentCode })}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Text size="sm" fw={500} data-testid={`line-amount-${index}`}>
            {formatMoney(props.netCents / 100, props.currency)}
          </Text>
          {!isReadOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('invoiceEditor.lines.remove', { name })}
              onClick={props.onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" verticalSpacing="xs">
        <TextInput
          label={t('invoiceEditor.lines.description')}
          value={line.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
          readOnly={isReadOnly}
          maxLength={1000}
          style={{ gridColumn: 'span 2' }}
          {...problemsAt(`${path}.description`)}
        />
        <Autocomplete
          label={t('invoiceEditor.lines.productKey')}
          value={line.productKey}
          data={keys}
          renderOption={({ option }) => (
            <Text size="sm">
              {option.value} · {satText(CLAVES_PROD_SERV, option.value, i18n.language)}
            </Text>
          )}
          onChange={(value) => onChange({ productKey: value.replace(/\D/g, '').slice(0, 8) })}
          readOnly={isReadOnly}
          inputMode="numeric"
          {...problemsAt(`${path}.productKey`)}
        />
        {isReadOnly ? (
          <TextInput
            label={t('invoiceEditor.lines.unitKey')}
            value={unitText(line.unitKey)}
            readOnly
            style={{ gridColumn: 'span 2' }}
          />
        ) : (
          <NativeSelect
            label={t('invoiceEditor.lines.unitKey')}
            value={line.unitKey}
            onChange={(event) => onChange({ unitKey: event.currentTarget.value })}
            style={{ gridColumn: 'span 2' }}
            data={[
              ...(CLAVES_UNIDAD.some((entry) => entry.code === line.unitKey)
                ? []
                : [{ value: line.unitKey, label: line.unitKey || '—' }]),
              ...CLAVES_UNIDAD.map((entry) => ({
                value: entry.code,
                label: unitText(entry.code),
              })),
            ]}
            {...problemsAt(`${path}.unitKey`)}
          />
        )}
        <NumberInput
          label={t('invoiceEditor.lines.quantity')}
          value={line.quantity ?? ''}
          onChange={(value) => onChange({ quantity: numberOrNull(value) })}
          min={0}
          decimalScale={6}
          readOnly={isReadOnly}
          {...problemsAt(`${path}.quantity`)}
        />
        <NumberInput
          label={t('invoiceEditor.lines.unitPrice')}
          value={line.unitPrice ?? ''}
          onChange={(value) => onChange({ unitPrice: numberOrNull(value) })}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          readOnly={isReadOnly}
          {...problemsAt(`${path}.unitPrice`)}
          {...problemsAt(`${path}.importe`)}
        />
        <NumberInput
          label={t('invoiceEditor.lines.discount')}
          value={line.discount ?? ''}
          onChange={(value) => onChange({ discount: numberOrNull(value) })}
          min={0}
          decimalScale={2}
          readOnly={isReadOnly}
          {...problemsAt(`${path}.discount`)}
        />
        {isReadOnly ? (
          <TextInput
            label={t('invoiceEditor.lines.iva')}
            value={t(`invoiceEditor.lines.ivaChoices.${ivaChoiceOf(line.iva)}`)}
            readOnly
          />
        ) : (
          <NativeSelect
            label={t('invoiceEditor.lines.iva')}
            value={ivaChoiceOf(line.iva)}
            disabled={line.paidOnBehalf}
            onChange={(event) => {
              const iva = ivaOfChoice(event.currentTarget.value as IvaChoice);
              const taxed = iva?.factor === 'Tasa' && iva.rate > 0;
              onChange({ iva, ...(taxed ? {} : { ivaWithholdingRate: null }) });
            }}
            data={IVA_CHOICES.map((choice) => ({
              value: choice,
              label: t(`invoiceEditor.lines.ivaChoices.${choice}`),
            }))}
            {...problemsAt(`${path}.iva`)}
          />
        )}
      </SimpleGrid>
      {isReadOnly ? (
        // Sealed: what applies to the line, said, instead of boxes that cannot be changed.
        <Group gap="lg" mt="xs">
          {line.ivaWithholdingRate !== null && <Fact>{t('invoiceEditor.lines.withholding')}</Fact>}
          {line.paidOnBehalf && <Fact>{t('invoiceEditor.lines.paidOnBehalf')}</Fact>}
        </Group>
      ) : (
        <Group gap="lg" mt="xs">
          <Checkbox
            label={t('invoiceEditor.lines.withholding')}
            checked={line.ivaWithholdingRate !== null}
            disabled={line.paidOnBehalf || ivaChoiceOf(line.iva) !== '16'}
            onChange={(event) =>
              onChange({ ivaWithholdingRate: event.currentTarget.checked ? 0.04 : null })
            }
          />
          <Checkbox
            label={t('invoiceEditor.lines.paidOnBehalf')}
            description={t('invoiceEditor.lines.paidOnBehalfHint')}
            checked={line.paidOnBehalf}
            onChange={(event) => onChange({ paidOnBehalf: event.currentTarget.checked })}
          />
        </Group>
      )}
      {problemsAt(`${path}.source`).error && (
        <Text size="xs" c="red" mt={4}>
          {problemsAt(`${path}.source`).error}
        </Text>
      )}
    </Paper>
  );
}

function Fact({ children }: { children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <IconCheck size={16} aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}
