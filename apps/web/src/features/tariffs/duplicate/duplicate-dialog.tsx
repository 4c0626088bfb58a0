import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { tariffToDraft, validateTariffDraft, type Tariff } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../form/tariff-form.module.css';
import { suggestedValidity } from './suggested-validity.ts';

export type DuplicateDialogProps = {
  /** The line to copy; null when closed. */
  source: Tariff | null;
  today: string;
  onCancel: () => void;
  onContinue: (validity: { validFrom: string; validTo: string }) => void;
};

/** Asks the new validity of a copy, prefilled from the day after the old line ends. */
export function DuplicateDialog(props: DuplicateDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.source !== null}
      onClose={props.onCancel}
      title={t('tariffs.duplicate.title')}
      closeButtonProps={{ 'aria-label': t('tariffs.form.close') }}
    >
      {props.source && (
        <DuplicateForm
          key={props.source.id}
          source={props.source}
          today={props.today}
          onCancel={props.onCancel}
          onContinue={props.onContinue}
        />
      )}
    </Modal>
  );
}

function DuplicateForm(props: DuplicateDialogProps & { source: Tariff }) {
  const { t } = useTranslation();
  const [validity, setValidity] = useState(() => suggestedValidity(props.source, props.today));
  const [error, setError] = useState<{ validFrom?: string; validTo?: string }>({});
  const { source } = props;
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // The domain's own rules judge the dates, on the copy the form would open with.
    const issues = validateTariffDraft({ ...tariffToDraft(source), ...validity });
    const message = (field: 'validFrom' | 'validTo') => {
      const issue = issues.find((it) => it.field === field);
      return issue ? t(`tariffRules.issues.${issue.code}`) : undefined;
    };
    const next = { validFrom: message('validFrom'), validTo: message('validTo') };
    setError(next);
    if (!next.validFrom && !next.validTo) props.onContinue(validity);
  };
  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {t('tariffs.duplicate.message', {
            name: `${source.carrier ? `${source.carrier} · ` : ''}${source.origin} → ${source.destination} · ${source.charge}`,
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('tariffs.fields.validFrom')}
            withAsterisk
            value={validity.validFrom}
            error={error.validFrom}
            onChange={(event) => setValidity({ ...validity, validFrom: event.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            type="date"
            label={t('tariffs.fields.validTo')}
            value={validity.validTo}
            error={error.validTo}
            onChange={(event) => setValidity({ ...validity, validTo: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('tariffs.form.cancel')}
          </Button>
          <Button type="submit">{t('tariffs.duplicate.continue')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
