import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, problemText, type EditorProblem } from './invoice-problems.ts';

/**
 * "Problems before sealing": everything that stops the invoice from being sealed and stamped
 * (red), and what to check (yellow), each with its field; the same problems sit at the fields.
 */
export function InvoiceProblemsPanel({ problems }: { problems: readonly EditorProblem[] }) {
  const { t } = useTranslation();
  const blocks = problems.filter((problem) => problem.severity === 'block');
  const warnings = problems.filter((problem) => problem.severity === 'warning');
  if (problems.length === 0)
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t('invoiceEditor.problems.title')}
        role="status"
      >
        {t('invoiceEditor.problems.none')}
      </Alert>
    );
  const item = (problem: EditorProblem) => (
    <List.Item key={`${problem.field}-${problem.code}`} data-field={problem.field}>
      <Text span size="sm" fw={600}>
        {fieldLabel(t, problem.field)}:
      </Text>{' '}
      <Text span size="sm">
        {problemText(t, problem)}
      </Text>
    </List.Item>
  );
  return (
    <Alert
      color={blocks.length > 0 ? 'red' : 'yellow'}
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('invoiceEditor.problems.title')}
      role="region"
      aria-label={t('invoiceEditor.problems.title')}
    >
      {blocks.length > 0 && (
        <>
          <Text size="sm" mb={4}>
            {t('invoiceEditor.problems.blocking', { count: blocks.length })}
          </Text>
          <List size="sm" spacing={2} aria-label={t('invoiceEditor.problems.blockingList')}>
            {blocks.map(item)}
          </List>
        </>
      )}
      {warnings.length > 0 && (
        <>
          <Text size="sm" mt={blocks.length > 0 ? 'xs' : 0} mb={4}>
            {t('invoiceEditor.problems.warnings', { count: warnings.length })}
          </Text>
          <List size="sm" spacing={2} aria-label={t('invoiceEditor.problems.warningList')}>
            {warnings.map(item)}
          </List>
        </>
      )}
    </Alert>
  );
}
