import { Alert, Button, CloseButton, Drawer, Group, Select, Stack, Text } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import type { CompaniesRecord } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { repository } from '#data/repository/repository.ts';

export type CompanyStepProps = {
  onChoose: (companyId: string) => void;
  onClose: () => void;
};

/**
 * A platform admin belongs to no company, so a new shipment first asks whose it is: its code
 * follows that company's codes, and its parties come from that company's partners.
 */
export function CompanyStep({ onChoose, onClose }: CompanyStepProps) {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const companies = useQuery({
    queryKey: ['companies', 'choices'],
    queryFn: async ({ signal }) =>
      (await repository<CompaniesRecord>('companies').list({ sort: 'name', signal })).items,
  });
  const choices = (companies.data ?? []).map((company) => ({
    value: company.id,
    label: company.name || company.id,
  }));
  return (
    <>
      <Drawer.Header>
        <Drawer.Title fw={700}>{t('shipmentEditor.companyStep.title')}</Drawer.Title>
        <CloseButton aria-label={t('shipmentEditor.close')} onClick={onClose} />
      </Drawer.Header>
      <Drawer.Body>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (companyId) onChoose(companyId);
          }}
        >
          <Stack gap="md" maw={480}>
            <Text size="sm">{t('shipmentEditor.companyStep.explain')}</Text>
            {companies.isError && (
              <Alert color="red" role="alert">
                {t('shipmentEditor.companyStep.failed')}
              </Alert>
            )}
            {companies.isPending ? (
              <BusySpinner size="sm" label={t('shipmentEditor.loading')} />
            ) : (
              <Select
                label={t('shipmentEditor.companyStep.company')}
                data={choices}
                value={companyId}
                onChange={setCompanyId}
                searchable
                required
                data-autofocus
                nothingFoundMessage={t('shipmentEditor.companyStep.none')}
              />
            )}
            <Group>
              <Button type="submit" disabled={!companyId}>
                {t('shipmentEditor.companyStep.continue')}
              </Button>
              <Button variant="default" onClick={onClose}>
                {t('shipmentEditor.close')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Drawer.Body>
    </>
  );
}
