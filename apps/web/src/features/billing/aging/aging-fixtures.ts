import type { AgingAnswer } from '#data/billing/billing-reports-query.ts';

/** The server's aging of 2026-12-01: two MXN clients, one USD client. */
export const AGING: AgingAnswer = {
  day: '2026-12-01',
  currencies: [
    {
      currency: 'MXN',
      rows: [
        {
          client: 'client000000001',
          clientName: 'Importadora del Bajío',
          buckets: { current: 1160, '1-30': 0, '31-60': 2320, '61-90': 0, '90+': 0 },
          total: 3480,
        },
        {
          client: 'client000000002',
          clientName: 'Textiles del Norte',
          buckets: { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 500 },
          total: 500,
        },
      ],
      totals: { current: 1160, '1-30': 0, '31-60': 2320, '61-90': 0, '90+': 500, total: 3980 },
    },
    {
      currency: 'USD',
      rows: [
        {
          client: 'client000000001',
          clientName: 'Importadora del Bajío',
          buckets: { current: 0, '1-30': 2300, '31-60': 0, '61-90': 0, '90+': 0 },
          total: 2300,
        },
      ],
      totals: { current: 0, '1-30': 2300, '31-60': 0, '61-90': 0, '90+': 0, total: 2300 },
    },
  ],
};
