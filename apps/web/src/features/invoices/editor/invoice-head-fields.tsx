import {
  Anchor,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  FORMAS_PAGO,
  FORMA_PAGO_POR_DEFINIR,
  METODOS_PAGO,
  USOS_CFDI,
  satText,
  usoAllowedFor,
  validateRfc,
  type Partner,
} from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import type { FiscalShown } from './invoice-client-fiscal.tsx';
import type { InvoiceCurrencyCode, InvoiceDraft, MetodoPagoCode } from './invoice-draft.ts';
import type { FieldProblems } from './invoice-field-problems.tsx';
import type { InvoiceDraftState } from './use-invoice-draft.ts';

export type InvoiceHeadFieldsProps = {
  draft: InvoiceDraft;
  partners: readonly Partner[];
  /** The partners the shipments name, offered first. */
  parties: readonly string[];
  /** The client's name as the invoice keeps it, for a partner no longer listed. */
  clientName: string;
  fiscal: FiscalShown | null;
  /** The rate a USD invoice will carry (pesos per dollar), or null when the table has none. */
  rate: number | null;
  problemsAt: FieldProblems;
  isReadOnly: boolean;
  onHead: InvoiceDraftState['patchHead'];
};

/** Client, uso del CFDI, payment method and form, currency, due day and notes of an invoice. */
export function InvoiceHeadFields(props: InvoiceHeadFieldsProps) {
  const { t, i18n } = useTranslation();
  const { draft, isReadOnly, onHead, problemsAt } = props;
  const language = i18n.language;
  const sat = (entry: { code: string; es: string; en: string }) => ({
    value: entry.code,
    label: `${entry.code} · ${language.startsWith('es') ? entry.es : entry.en}`,
  });
  const usos = usosFor(props.fiscal).map(sat);
  if (draft.uso && !usos.some((uso) => uso.value === draft.uso))
    usos.push({
      value: draft.uso,
      label: `${draft.uso} · ${satText(USOS_CFDI, draft.uso, language)}`,
    });
  const isPpd = draft.metodoPago === 'PPD';
  const rateProblem = problemsAt('exchangeRate').error;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Select
          label={t('invoiceEditor.head.client')}
          placeholder={t('invoiceEditor.head.clientPlaceholder')}
          data={clientChoices(props.partners, props.parties, draft.client, props.clientName, {
            parties: t('invoiceEditor.head.partiesGroup'),
            clients: t('invoiceEditor.head.clientsGroup'),
            others: t('invoiceEditor.head.otherPartnersGroup'),
          })}
          value={draft.client || null}
          onChange={(value) => onHead({ client: value ?? '', uso: '' })}
          searchable
          nothingFoundMessage={t('invoiceEditor.head.noClient')}
          readOnly={isReadOnly}
          required={!isReadOnly}
          {...problemsAt('client')}
        />
        <Select
          label={t('invoiceEditor.head.uso')}
          placeholder={t('invoiceEditor.head.usoPlaceholder')}
          data={usos}
          value={draft.uso || null}
          onChange={(value) => onHead({ uso: value ?? '' })}
          searchable
          readOnly={isReadOnly}
          required={!isReadOnly}
          {...problemsAt('usoCfdi')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="invoice-metodo-label">
            {t('invoiceEditor.head.metodoPago')}
          </Text>
          <SegmentedControl
            aria-labelledby="invoice-metodo-label"
            value={draft.metodoPago}
            readOnly={isReadOnly}
            onChange={(value) => {
              const metodoPago = value as MetodoPagoCode;
              onHead({
                metodoPago,
                formaPago:
                  metodoPago === 'PPD'
                    ? FORMA_PAGO_POR_DEFINIR
                    : draft.formaPago === FORMA_PAGO_POR_DEFINIR
                      ? ''
                      : draft.formaPago,
              });
            }}
            data={METODOS_PAGO.map((metodo) => ({ value: metodo.code, label: metodo.code }))}
          />
          <Text size="xs" c="dimmed">
            {satText(METODOS_PAGO, draft.metodoPago, language)}
          </Text>
        </Stack>
        <Select
          label={t('invoiceEditor.head.formaPago')}
          data={FORMAS_PAGO.filter((forma) => isPpd || forma.code !== FORMA_PAGO_POR_DEFINIR).map(
            sat,
          )}
          value={draft.formaPago || null}
          onChange={(value) => onHead({ formaPago: value ?? '' })}
          searchable
          readOnly={isReadOnly || isPpd}
          description={isPpd && !isReadOnly ? t('invoiceEditor.head.ppdForma') : undefined}
          // Under the input, so that the inputs of the row line up.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required={!isReadOnly}
          {...problemsAt('formaPago')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="invoice-currency-label">
            {t('invoiceEditor.head.currency')}
          </Text>
          <SegmentedControl
            aria-labelledby="invoice-currency-label"
            value={draft.currency}
            readOnly={isReadOnly}
            onChange={(value) => onHead({ currency: value as InvoiceCurrencyCode })}
            data={['MXN', 'USD']}
          />
          {draft.currency === 'USD' && (
            <Text size="xs" c={rateProblem ? 'red' : 'dimmed'} data-field="exchangeRate">
              {props.rate !== null ? (
                t(isReadOnly ? 'invoiceEditor.head.rateSealed' : 'invoiceEditor.head.rate', {
                  rate: props.rate.toFixed(4),
                })
              ) : (
                <>
                  {t('invoiceEditor.head.noRate')}{' '}
                  <Anchor component={Link} to={paths.dashboard.quoteSettings} size="xs">
                    {t('invoiceEditor.head.rateSettings')}
                  </Anchor>
                </>
              )}
            </Text>
          )}
        </Stack>
        <TextInput
          type="date"
          label={t('invoiceEditor.head.dueDate')}
          value={draft.dueDate}
          onChange={(event) => onHead({ dueDate: event.currentTarget.value })}
          readOnly={isReadOnly}
          {...problemsAt('dueDate')}
        />
      </SimpleGrid>
      {/* A sealed invoice without notes shows no empty box. */}
      {(!isReadOnly || draft.notes !== '') && (
        <Textarea
          label={t('invoiceEditor.head.notes')}
          value={draft.notes}
          onChange={(event) => onHead({ notes: event.currentTarget.value })}
          readOnly={isReadOnly}
          autosize
          minRows={2}
          maxLength={2000}
        />
      )}
    </Stack>
  );
}

/** The usos del CFDI the client's régimen and kind of person allow; every one while unknown. */
function usosFor(fiscal: FiscalShown | null) {
  const rfc = validateRfc(fiscal?.rfc ?? '');
  if (!fiscal?.regimen || !rfc.ok) return [...USOS_CFDI];
  const moral = rfc.value.kind === 'moral';
  return USOS_CFDI.filter((uso) => usoAllowedFor(uso.code, fiscal.regimen, moral));
}

/** The partners to pick the client from: the shipments' parties, the clients, then the others. */
function clientChoices(
  partners: readonly Partner[],
  parties: readonly string[],
  chosen: string,
  chosenName: string,
  groups: { parties: string; clients: string; others: string },
) {
  const choice = (partner: Partner) => ({
    value: partner.id,
    label: partner.displayName || partner.razonSocial || partner.id,
  });
  const named = partners.filter((it) => parties.includes(it.id)).map(choice);
  const rest = partners.filter((it) => !parties.includes(it.id));
  const clients = rest.filter((it) => it.rol === 'Cliente').map(choice);
  const others = rest.filter((it) => it.rol !== 'Cliente').map(choice);
  // A client no longer among the partners (deleted since) still shows what the invoice names.
  if (chosen && !partners.some((it) => it.id === chosen))
    clients.push({ value: chosen, label: chosenName || chosen });
  return [
    ...(named.length > 0 ? [{ group: groups.parties, items: named }] : []),
    ...(clients.length > 0 ? [{ group: groups.clients, items: clients }] : []),
    ...(others.length > 0 ? [{ group: groups.others, items: others }] : []),
  ];
}
