import {
  exchangeRateOn,
  todayInBusinessTime,
  type ExchangeRate,
  type InvoiceClientFiscalData,
  type Partner,
} from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { clientFiscalQuery } from '#data/invoices/invoice-sources.ts';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import type { FiscalShown } from './invoice-client-fiscal.tsx';
import { shipmentLines, type ShipmentSources } from './invoice-from-shipments.ts';
import type { InvoiceDraftState } from './use-invoice-draft.ts';

type Inputs = {
  record: InvoiceRecord | null;
  isEditable: boolean;
  state: InvoiceDraftState;
  partners: readonly Partner[];
  rates: readonly ExchangeRate[];
  sources: ShipmentSources | null;
};

/**
 * What the editor reads besides the draft: the client's fiscal data (the partner's while a
 * draft, as sealed after), the rate a USD invoice will carry (today's, as the server takes it
 * when sealing), and the draft kept in step with them: the client's usual uso del CFDI, and the
 * shipments' lines worked out again for a new currency or client.
 */
export function useInvoiceInputs({ record, isEditable, state, partners, rates, sources }: Inputs) {
  const { draft } = state;
  const fiscalQuery = useQuery({
    ...clientFiscalQuery(draft.client),
    enabled: isEditable && draft.client !== '',
  });
  const loaded = fiscalQuery.data?.id === draft.client ? fiscalQuery.data : undefined;
  const sealed = record?.clientFiscal;
  const fiscal: FiscalShown | null = !isEditable
    ? sealed
      ? {
          rfc: sealed.rfc,
          name: sealed.name,
          regimen: sealed.regimen,
          postalCode: sealed.postalCode,
        }
      : null
    : loaded
      ? {
          rfc: loaded.rfc,
          name: loaded.razonSocial,
          regimen: loaded.regimenFiscal,
          postalCode: loaded.codigoPostal,
        }
      : null;
  const today = todayInBusinessTime(new Date());
  const rate = !isEditable
    ? record?.exchangeRate || null
    : draft.currency === 'USD'
      ? (exchangeRateOn(rates, today)?.mxnPerUsd ?? null)
      : null;

  // A new client (or a new invoice) takes the client's usual uso; a stored draft keeps its own.
  const { patchHead, isDirty } = state;
  const usual = loaded?.usoCfdi ?? '';
  useEffect(() => {
    if (isEditable && draft.uso === '' && usual && (record === null || isDirty))
      patchHead({ uso: usual });
  }, [isEditable, draft.uso, usual, record, isDirty, patchHead]);

  useShipmentLines(state, sources, partners, record === null);
  const clientFiscal: InvoiceClientFiscalData | null = fiscal
    ? {
        rfc: fiscal.rfc,
        name: fiscal.name,
        regimenFiscal: fiscal.regimen,
        postalCode: fiscal.postalCode,
      }
    : null;
  return {
    fiscal,
    clientFiscal,
    isFiscalLoading: isEditable && draft.client !== '' && !loaded && !fiscalQuery.isError,
    rate,
  };
}

/**
 * A new invoice from shipments: a new currency brings that currency's rows instead, and a new
 * client (its RFC decides the withholding) redoes the lines until the person changed one. Lines
 * typed by hand stay.
 */
function useShipmentLines(
  state: InvoiceDraftState,
  sources: ShipmentSources | null,
  partners: readonly Partner[],
  isNew: boolean,
) {
  const { draft, replaceLines, hasEditedLines } = state;
  const rfc = partners.find((partner) => partner.id === draft.client)?.rfc ?? '';
  const basis = useRef({ currency: draft.currency, rfc });
  useEffect(() => {
    if (!sources || !isNew) return;
    const before = basis.current;
    if (before.currency === draft.currency && before.rfc === rfc) return;
    basis.current = { currency: draft.currency, rfc };
    if (hasEditedLines && before.currency === draft.currency) return;
    const typed = draft.lines.filter((line) => !line.source);
    replaceLines([...shipmentLines(sources, draft.currency, rfc), ...typed]);
    // Only a new currency or client redoes the lines, not each keystroke in them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.currency, rfc]);
}
