import { MOTIVOS_CANCELACION } from '@rumbo/domain';
import type { Content } from '../../documents/layout/pdf-types.ts';
import type { InvoicePdfInput } from './invoice-pdf-input.ts';
import type { InvoicePdfFormat } from './invoice-pdf-format.ts';
import { COLORS } from './invoice-style.ts';

/**
 * The banners first on the paper when it is worth nothing or less than it seems: not stamped
 * (a draft or a sealed invoice: nothing else is said), cancelled with its reason, a test stamp.
 */
export function invoiceNotices(
  input: InvoicePdfInput,
  f: InvoicePdfFormat,
  valid: boolean,
): Content[] {
  const { invoice } = input;
  const { t } = f;
  if (!valid) return [banner(t.notStamped, t.notStampedDetail)];
  const shown: Content[] = [];
  if (invoice.state === 'cancelled') {
    const reason = f.coded(MOTIVOS_CANCELACION, invoice.cancelReason);
    const at = invoice.cancelledAt ? f.satTime(invoice.cancelledAt) : '';
    shown.push(banner(t.cancelled, t.cancelledDetail(reason, at === t.notShown ? '' : at)));
  }
  if (invoice.totals.testStamp) shown.push(banner(t.testStamp, t.testStampDetail));
  return shown;
}

function banner(title: string, detail: string): Content {
  return {
    margin: [0, 0, 0, 8],
    table: {
      widths: ['*'],
      body: [
        [
          {
            fillColor: COLORS.alertShade,
            margin: [4, 3, 4, 3],
            stack: [
              { text: title, bold: true, fontSize: 11, color: COLORS.alert },
              { text: detail, color: COLORS.alert, margin: [0, 1, 0, 0] },
            ],
          },
        ],
      ],
    },
    layout: 'noBorders',
  };
}
