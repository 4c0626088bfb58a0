import { Group, Text, TextInput } from '@mantine/core';
import { partnerRfcWarning, type PartnerType } from '@rumbo/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { rfcTypeLabel, rfcWarningText } from './rfc-warning-text.ts';
import { useTranslation } from 'react-i18next';

export type RfcInputProps = ComponentProps<typeof TextInput> & { tipo: string };

/**
 * The RFC field with its warning underneath (format, real date, 13 characters for a persona
 * and 12 for an empresa, SAT check digit). The warning never blocks saving; a server error,
 * when there is one, is shown as the field's error.
 */
export function RfcInput({ tipo, ...props }: RfcInputProps) {
  const { t } = useTranslation();
  const partnerType = tipo === 'persona' || tipo === 'empresa' ? (tipo as PartnerType) : '';
  const warning = partnerRfcWarning(props.value, partnerType);
  const message = warning ? rfcWarningText(t, warning, rfcTypeLabel(t, partnerType)) : null;
  return (
    <TextInput
      {...props}
      autoComplete="off"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        message && (
          <Group gap={4} wrap="nowrap" align="flex-start" component="span" data-rfc-warning="">
            <IconAlertTriangle
              size={14}
              aria-hidden
              color="var(--mantine-color-orange-filled)"
              style={{ flex: 'none', marginTop: 2 }}
            />
            <Text span size="xs" c="var(--mantine-color-text)" lh={1.4}>
              {message}
            </Text>
          </Group>
        )
      }
    />
  );
}
