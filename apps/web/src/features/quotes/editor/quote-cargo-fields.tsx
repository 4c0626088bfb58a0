import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { CONTAINER_TYPE_CODES, formatNumber, quoteCargoMeasures } from '@rumbo/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rowKey, type CargoDraft } from './quote-draft.ts';
import { numberOrNull } from './quote-number-input.ts';
import { cargoInput } from './quote-record.ts';
import { QuotePieces } from './quote-pieces.tsx';

export type QuoteCargoFieldsProps = {
  cargo: CargoDraft;
  isReadOnly: boolean;
  onCargo: (patch: Partial<CargoDraft>) => void;
};

/** The cargo by mode: containers or LCL volume and weight, air pieces, or a land vehicle. */
export function QuoteCargoFields({ cargo, isReadOnly, onCargo }: QuoteCargoFieldsProps) {
  const { t } = useTranslation();
  const measures = quoteCargoMeasures(cargoInput(cargo));
  const weight = (
    <NumberInput
      label={t('quoteEditor.cargo.weightKg')}
      min={0}
      value={cargo.weightKg ?? ''}
      onChange={(value) => onCargo({ weightKg: numberOrNull(value) })}
      readOnly={isReadOnly}
    />
  );
  const volume = (
    <NumberInput
      label={t('quoteEditor.cargo.volumeM3')}
      min={0}
      decimalScale={3}
      value={cargo.volumeM3 ?? ''}
      onChange={(value) => onCargo({ volumeM3: numberOrNull(value) })}
      readOnly={isReadOnly}
    />
  );
  return (
    <Stack gap="sm">
      {(cargo.kind === 'fcl' || cargo.kind === 'lcl') && (
        <SegmentedControl
          aria-label={t('quoteEditor.cargo.load')}
          value={cargo.kind}
          readOnly={isReadOnly}
          onChange={(kind) => onCargo({ kind: kind as CargoDraft['kind'] })}
          data={[
            { value: 'fcl', label: t('quoteEditor.cargo.fcl') },
            { value: 'lcl', label: t('quoteEditor.cargo.lcl') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {cargo.kind === 'fcl' && (
        <Containers cargo={cargo} isReadOnly={isReadOnly} onCargo={onCargo} />
      )}
      {cargo.kind === 'lcl' && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {volume}
          {weight}
        </SimpleGrid>
      )}
      {cargo.kind === 'air' && (
        <QuotePieces
          pieces={cargo.pieces}
          isReadOnly={isReadOnly}
          onChange={(pieces) => onCargo({ pieces })}
        />
      )}
      {cargo.kind === 'land' && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t('quoteEditor.cargo.vehicle')}
            placeholder={t('quoteEditor.cargo.vehiclePlaceholder')}
            value={cargo.vehicle}
            onChange={(event) => onCargo({ vehicle: event.currentTarget.value })}
            readOnly={isReadOnly}
          />
          <Switch
            label={t('quoteEditor.cargo.fullLoad')}
            checked={cargo.full}
            onChange={(event) => onCargo({ full: event.currentTarget.checked })}
            disabled={isReadOnly}
            mt={{ base: 0, xs: 30 }}
          />
          {weight}
          {volume}
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {cargo.kind === 'air'
          ? t('quoteEditor.cargo.airMeasures', {
              pieces: measures.pieces,
              weight: formatNumber(measures.weightKg, { maxDecimals: 1 }),
              volume: formatNumber(measures.volumeM3, { maxDecimals: 3 }),
              chargeable: formatNumber(measures.chargeableKg ?? 0, { maxDecimals: 1 }),
            })
          : cargo.kind === 'fcl'
            ? t('quoteEditor.cargo.containersTotal', { count: measures.containers })
            : ''}
      </Text>
    </Stack>
  );
}

function Containers({ cargo, isReadOnly, onCargo }: QuoteCargoFieldsProps) {
  const { t } = useTranslation();
  const names = t('shipmentForm.options.containerTypes', { returnObjects: true }) as Record<
    string,
    string
  >;
  const choices = CONTAINER_TYPE_CODES.map((code) => ({
    value: code,
    label: names[code] ? `${code} · ${names[code]}` : code,
  }));
  const rows = cargo.containers;
  const set = (rowsNext: CargoDraft['containers']) => onCargo({ containers: rowsNext });
  return (
    <Stack gap={6} role="group" aria-labelledby="quote-editor-containers">
      <Text size="sm" fw={500} id="quote-editor-containers">
        {t('quoteEditor.cargo.containers')}
      </Text>
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" wrap="nowrap" align="flex-end">
          <NativeSelect
            label={t('quoteEditor.cargo.containerType', { index: index + 1 })}
            value={row.type}
            disabled={isReadOnly}
            onChange={(event) =>
              set(rows.map((it) => (it === row ? { ...it, type: event.currentTarget.value } : it)))
            }
            data={
              choices.some((it) => it.value === row.type)
                ? choices
                : [...choices, { value: row.type, label: row.type }]
            }
            style={{ flex: '1 1 12rem', minWidth: 0 }}
          />
          <NumberInput
            label={t('quoteEditor.cargo.containerCount', { index: index + 1 })}
            min={0}
            allowDecimal={false}
            value={row.count ?? ''}
            readOnly={isReadOnly}
            onChange={(value) =>
              set(rows.map((it) => (it === row ? { ...it, count: numberOrNull(value) } : it)))
            }
            style={{ flex: '0 0 6.5rem' }}
          />
          {!isReadOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={t('quoteEditor.cargo.removeContainer', { index: index + 1 })}
              onClick={() => set(rows.filter((it) => it !== row))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!isReadOnly && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => set([...rows, { key: rowKey(), type: '22G1', count: 1 }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('quoteEditor.cargo.addContainer')}
        </Button>
      )}
    </Stack>
  );
}
