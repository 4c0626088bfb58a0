import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { listOf, type ListItem } from './form-values.ts';
import { ItemFieldInput, type ItemField } from './item-field-input.tsx';
import classes from './shipment-form.module.css';
import { useFieldValue, useFormUpdate, useShipmentForm } from './shipment-form-context.ts';

export type SubListTexts = {
  title?: string;
  item: (number: number) => string;
  remove: (number: number) => string;
  add: string;
  empty: string;
};

export type SubListEditorProps = {
  /** The record's JSON list field, e.g. `containersList`. */
  field: string;
  texts: SubListTexts;
  fields: readonly ItemField[];
  newItem: () => ListItem;
  /** Shown under the list, e.g. totals. */
  footer?: ReactNode;
  /** At most this many fields side by side (date-time inputs need room); 6 unless told. */
  maxColumns?: number;
  /** Shown beside an entry's title, e.g. the invoice a cost row is billed on. */
  itemBadge?: (item: ListItem) => ReactNode;
};

/** Entries of a JSON sub-list, each a labelled group of fields, with add and remove. */
export function SubListEditor(props: SubListEditorProps) {
  const { field, texts, fields, newItem, footer, maxColumns = 6, itemBadge } = props;
  const { readOnly } = useShipmentForm();
  const update = useFormUpdate();
  const items = listOf(useFieldValue(field));
  const listRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);

  // A new entry takes the focus, so adding and filling needs no mouse.
  useEffect(() => {
    if (focusIndex.current === null) return;
    const entry = listRef.current?.querySelector(`[data-item-index="${focusIndex.current}"]`);
    focusIndex.current = null;
    const inputs = entry?.querySelectorAll<HTMLElement>(
      'input:not([disabled]):not([type="hidden"])',
    );
    // The first field typed into: a select opening its list on arrival would be in the way.
    const all = [...(inputs ?? [])];
    (all.find((input) => !input.hasAttribute('aria-haspopup')) ?? all[0])?.focus();
  });

  const write = (next: ListItem[]) => update({ [field]: next });
  const change = (index: number, key: string, next: unknown) =>
    write(items.map((item, at) => (at === index ? { ...item, [key]: next } : item)));
  const handleAdd = () => {
    write([...items, newItem()]);
    focusIndex.current = items.length;
  };

  return (
    <Stack gap="xs" ref={listRef}>
      {texts.title && (
        <Title order={4} size="h5">
          {texts.title}
        </Title>
      )}
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      )}
      {items.map((item, index) => (
        <Paper
          key={item.id ?? index}
          role="group"
          aria-label={texts.item(index + 1)}
          data-item-index={index}
          className={classes.listItem}
          withBorder
          p="xs"
        >
          <Group justify="space-between" mb={4} wrap="nowrap">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {texts.item(index + 1)}
              </Text>
              {itemBadge?.(item)}
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={texts.remove(index + 1)}
              title={texts.remove(index + 1)}
              disabled={readOnly}
              onClick={() => write(items.filter((_, at) => at !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <SimpleGrid
            type="container"
            cols={{ base: 1, '260px': 2, '560px': 3, '900px': Math.min(fields.length, maxColumns) }}
            spacing="sm"
            verticalSpacing="xs"
          >
            {fields.map((itemField) => (
              <ItemFieldInput
                key={itemField.key}
                item={item}
                field={itemField}
                path={`${field}.${index}.${itemField.key}`}
                onChange={(next) => change(index, itemField.key, next)}
              />
            ))}
          </SimpleGrid>
        </Paper>
      ))}
      {footer}
      <Group>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={handleAdd}
          disabled={readOnly}
        >
          {texts.add}
        </Button>
      </Group>
    </Stack>
  );
}
