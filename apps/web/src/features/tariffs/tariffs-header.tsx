import { Button, Group, Title } from '@mantine/core';
import { IconCalculator, IconCalendarX, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The spreadsheet template and upload come with their own modals (and exceljs): loaded on demand.
const TariffImportActions = lazy(() =>
  import('./import/tariff-import-actions.tsx').then((module) => ({
    default: module.TariffImportActions,
  })),
);

export type TariffsHeaderProps = {
  companyId: string | null;
  selectedCount: number;
  isExpiring: boolean;
  onExpire: () => void;
  onQuote: () => void;
  onCreate: () => void;
};

/** The title and the page's actions: expire selected, quote, spreadsheet, new line. */
export function TariffsHeader(props: TariffsHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Title order={1}>{t('tariffs.title')}</Title>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          color="red"
          leftSection={<IconCalendarX size={18} aria-hidden />}
          disabled={props.selectedCount === 0}
          loading={props.isExpiring}
          onClick={props.onExpire}
        >
          {props.selectedCount > 0
            ? t('tariffs.expire.buttonCount', { count: props.selectedCount })
            : t('tariffs.expire.button')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconCalculator size={18} aria-hidden />}
          onClick={props.onQuote}
        >
          {t('tariffs.quote.open')}
        </Button>
        <Suspense fallback={null}>
          <TariffImportActions companyId={props.companyId} />
        </Suspense>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={props.onCreate}>
          {t('tariffs.newLine')}
        </Button>
      </Group>
    </Group>
  );
}
