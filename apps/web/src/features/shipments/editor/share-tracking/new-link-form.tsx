import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateTrackingLink,
  type LinkedShipment,
  type TrackingLink,
} from '#data/tracking-links/tracking-links.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { linkFailure } from './link-failure.ts';
import {
  businessToday,
  expiryOfDay,
  LABEL_MAX_LENGTH,
  newLinkProblems,
  type NewLinkValues,
} from './new-link-rules.ts';

export type NewLinkFormProps = {
  shipment: LinkedShipment;
  onCreated: (link: TrackingLink) => void;
};

// Below the field, so both fields' boxes line up whatever their hints' lengths.
const HINT_BELOW = ['label', 'input', 'description', 'error'] as const;
const EMPTY: NewLinkValues = { label: '', expiresOn: '' };

/**
 * Making a link: whom it is for and, if it should end, its last day. Entries are checked before
 * sending (each problem next to its field); the server's refusal is shown there too, and
 * whatever went wrong, what was typed stays for another try.
 */
export function NewLinkForm({ shipment, onCreated }: NewLinkFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateTrackingLink(shipment);
  const [values, setValues] = useState<NewLinkValues>(EMPTY);
  const [problems, setProblems] = useState<{ label?: string; expiresOn?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: keyof NewLinkValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = newLinkProblems(values, new Date());
    setProblems({
      label:
        found.label && t(`shareTracking.form.problems.${found.label}`, { max: LABEL_MAX_LENGTH }),
      expiresOn: found.expiresOn && t(`shareTracking.form.problems.${found.expiresOn}`),
    });
    setFailure(null);
    if (found.label || found.expiresOn) return;
    try {
      const link = await create.mutateAsync({
        label: values.label.trim(),
        expiresAt: expiryOfDay(values.expiresOn),
      });
      setValues(EMPTY);
      onCreated(link);
    } catch (error) {
      console.warn('Creating a tracking link failed.', error);
      const refused = linkFailure(error);
      if (refused.kind === 'fields' && (refused.label || refused.expiresAt))
        setProblems({
          label: refused.label || undefined,
          expiresOn: refused.expiresAt || undefined,
        });
      else if (refused.kind === 'offline') setFailure(t('shareTracking.errors.createOffline'));
      else if (refused.kind === 'gone') setFailure(t('shareTracking.errors.shipmentGone'));
      else setFailure(t('shareTracking.errors.createFailed', { message: serverErrorText(error) }));
    }
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="sm"
      p="sm"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
    >
      <Stack gap="sm">
        <Text id={titleId} fw={600} size="sm">
          {t('shareTracking.form.title')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={t('shareTracking.form.label')}
            placeholder={t('shareTracking.form.labelPlaceholder')}
            description={t('shareTracking.form.labelHint')}
            inputWrapperOrder={[...HINT_BELOW]}
            required
            value={values.label}
            error={problems.label}
            onChange={(event) => change('label', event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('shareTracking.form.expiresOn')}
            description={t('shareTracking.form.expiresOnHint')}
            inputWrapperOrder={[...HINT_BELOW]}
            min={businessToday(new Date())}
            value={values.expiresOn}
            error={problems.expiresOn}
            onChange={(event) => change('expiresOn', event.currentTarget.value)}
          />
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconLink size={16} aria-hidden />}
          >
            {t('shareTracking.form.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
