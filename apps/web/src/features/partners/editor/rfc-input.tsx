import { Group, Text, TextInput } from '@mantine/core';
import { partnerRfcWarning, type PartnerRfcWarning, type PartnerType } from '@rumbo/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { rfcTypeLabel, rfcWarningText } from './rfc-warning-text.ts';
import { useTranslation } from 'react-i18next';

export type RfcInputProps = ComponentProps<typeof TextInput> & {
  tipo: string;
  /** A client's RFC goes on its CFDI: a malformed one blocks the save (issue 39). */
  isClient?: boolean;
};

/**
 * The RFC field with its warning underneath (format, real date, 13 characters for a persona
 * and 12 for an empresa, SAT check digit). The warning never blocks saving, except a client's
 * malformed RFC, which the form refuses; an error, when there is one, is shown instead.
 */
export function RfcInput({ tipo, isClient = false, ...props }: RfcInputProps) {
  const { t } = useTranslation();
  const partnerType = tipo === 'persona' || tipo === 'empresa' ? (tipo as PartnerType) : '';
  const warning = props.error ? null : partnerRfcWarning(props.value, partnerType);
  const message = warning ? warningText(t, warning, partnerType, isClient) : null;
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

/** A client's malformed RFC is not "saved anyway": its words say it must be corrected. */
function warningText(
  t: TFunction,
  warning: PartnerRfcWarning,
  partnerType: PartnerType | '',
  isClient: boolean,
): string {
  if (isClient && warning.code === 'rfc_format') return t('partners.form.fiscal.rfcFormatWarning');
  if (isClient && warning.code === 'rfc_date') return t('partners.form.fiscal.rfcDateWarning');
  return rfcWarningText(t, warning, rfcTypeLabel(t, partnerType));
}
