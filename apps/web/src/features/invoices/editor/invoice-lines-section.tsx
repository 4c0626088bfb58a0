import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emptyLine, type InvoiceDraft } from './invoice-draft.ts';
import type { FieldProblems } from './invoice-field-problems.tsx';
import type { InvoiceFigures } from './invoice-figures.ts';
import { InvoiceLineRow } from './invoice-line-row.tsx';
import type { InvoiceDraftState } from './use-invoice-draft.ts';

export type InvoiceLinesSectionProps = {
  draft: InvoiceDraft;
  figures: InvoiceFigures;
  problemsAt: FieldProblems;
  isReadOnly: boolean;
  state: Pick<InvoiceDraftState, 'patchLine' | 'addLine' | 'removeLine'>;
};

/**
 * The invoice's lines: the CFDI's concepts, then apart the expenses paid on the client's behalf
 * (collected with the invoice, not part of it), and a line added by hand.
 */
export function InvoiceLinesSection(props: InvoiceLinesSectionProps) {
  const { t } = useTranslation();
  const { draft, figures, isReadOnly, state } = props;
  const indexed = draft.lines.map((line, index) => ({ line, index }));
  const concepts = indexed.filter(({ line }) => !line.paidOnBehalf);
  const onBehalf = indexed.filter(({ line }) => line.paidOnBehalf);
  const row = ({ line, index }: (typeof indexed)[number]) => (
    <InvoiceLineRow
      key={line.id}
      line={line}
      index={index}
      netCents={figures.lineNetCents[index] ?? 0}
      currency={draft.currency}
      problemsAt={props.problemsAt}
      isReadOnly={isReadOnly}
      onChange={(patch) => state.patchLine(index, patch)}
      onRemove={() => state.removeLine(index)}
    />
  );
  const linesError = props.problemsAt('lines').error;
  return (
    <Stack gap="sm">
      {concepts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('invoiceEditor.lines.none')}
        </Text>
      )}
      {linesError && (
        <Alert color="red" variant="light" data-field="lines" role="note">
          {linesError}
        </Alert>
      )}
      {concepts.map(row)}
      {onBehalf.length > 0 && (
        <Stack gap="xs" role="group" aria-labelledby="invoice-on-behalf">
          <Title order={3} size="h5" id="invoice-on-behalf">
            {t('invoiceEditor.lines.onBehalfTitle')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('invoiceEditor.lines.onBehalfHint')}
          </Text>
          {onBehalf.map(row)}
        </Stack>
      )}
      {!isReadOnly && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => state.addLine(emptyLine())}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('invoiceEditor.lines.add')}
        </Button>
      )}
    </Stack>
  );
}
