import {
  formatInstant,
  formatMoney,
  formatNumber,
  localeOfLanguage,
  satText,
  type LineIva,
  type SatEntry,
} from '@rumbo/domain';
import { mexicoCityTime } from '../pac/tfd.ts';
import type { InvoicePdfLanguage } from './invoice-pdf-input.ts';
import { invoicePdfTexts, type InvoicePdfTexts } from './invoice-pdf-texts.ts';

/** How an invoice's values print in one language: amounts, times, days, SAT codes, IVA. */
export type InvoicePdfFormat = {
  language: InvoicePdfLanguage;
  t: InvoicePdfTexts;
  /** An amount with thousands separators and two decimals: 1,850.35. */
  amount: (value: number) => string;
  /** An amount with its currency: USD 1,850.35. */
  money: (value: number) => string;
  /** A quantity or a unit price: as many decimals as it has, up to six (two at least for prices). */
  decimal: (value: number, minDecimals?: number) => string;
  /** A time as the CFDI writes it, Mexico City's clock: 2026-12-04 10:30:00. */
  satTime: (value: string) => string;
  /** A calendar day in the document's language: 4 dic 2026. */
  day: (value: string) => string;
  /** A SAT code with its text in the document's language: 601 – General de Ley Personas Morales. */
  coded: (catalogue: readonly SatEntry[], code: string) => string;
  /** A line's IVA: 16 %, 0 %, Exento, No objeto, and the IVA withheld. */
  iva: (iva: LineIva, withholdingRate: number | null) => string;
};

const SAT_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;

export function invoicePdfFormat(language: InvoicePdfLanguage, currency: string): InvoicePdfFormat {
  const t = invoicePdfTexts(language);
  const locale = localeOfLanguage(language);
  const decimal = (value: number, minDecimals = 0) =>
    formatNumber(value, { locale, minDecimals, maxDecimals: 6 }) || t.notShown;
  // A no-break space keeps the sign with its number in a narrow column.
  const percent = (rate: number) =>
    `${formatNumber(rate * 100, { locale, maxDecimals: 4 })}\u00a0%`;
  return {
    language,
    t,
    amount: (value) => formatNumber(value, { locale, minDecimals: 2, maxDecimals: 2 }),
    money: (value) => formatMoney(value, currency, locale),
    decimal,
    satTime: (value) => {
      const text = value.trim();
      if (SAT_TIME.test(text)) return text.replace('T', ' ');
      const date = text === '' ? null : new Date(text.replace(' ', 'T'));
      return date && !Number.isNaN(date.getTime())
        ? mexicoCityTime(date).replace('T', ' ')
        : t.notShown;
    },
    day: (value) => {
      const day = value.trim().slice(0, 10);
      if (!/^\d{4}-\d\d-\d\d$/.test(day)) return t.notShown;
      // A stored calendar day is midnight UTC: read at noon, the business zone keeps the day.
      return formatInstant(`${day}T18:00:00.000Z`, 'day', { locale }) || t.notShown;
    },
    coded: (catalogue, code) => {
      if (!code) return t.notShown;
      const text = satText(catalogue, code, language);
      return text === code ? code : `${code} – ${text}`;
    },
    iva: (iva, withholdingRate) => {
      const transferred =
        iva === null ? t.notSubject : iva.factor === 'Exento' ? t.exempt : percent(iva.rate);
      return withholdingRate
        ? `${transferred}\n${t.withheld(percent(withholdingRate))}`
        : transferred;
    },
  };
}
