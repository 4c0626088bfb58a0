// Every URL of the app (SPEC §2). Components and the route table take paths from here only.

export type ServiceKey = 'forwarders' | 'ia-excel' | 'automatizacion' | 'software-a-medida';
export type ShipmentMode = 'ocean' | 'air' | 'land';

export const SERVICE_KEYS: readonly ServiceKey[] = [
  'forwarders',
  'ia-excel',
  'automatizacion',
  'software-a-medida',
];
export const SHIPMENT_MODES: readonly ShipmentMode[] = ['ocean', 'air', 'land'];

/** Query parameters the shipment screens accept. */
export type ShipmentLinkParams = { open?: string; milestone?: string; search?: string };

export const paths = {
  home: '/',
  service: (key: ServiceKey) => `/servicios/${key}`,
  contactAnchor: '#contacto',
  servicesAnchor: '/#servicios',
  login: '/login',
  dashboard: {
    home: '/dashboard',
    companies: '/dashboard/companies',
    notifications: '/dashboard/notifications',
    partners: '/dashboard/partners',
    reports: '/dashboard/reports',
    company: '/dashboard/company',
    tariffs: '/dashboard/rcm',
    membershipStatus: '/dashboard/membership-status',
    recycleBin: '/dashboard/recycle-bin',
    quotes: '/dashboard/quotes',
    quoteNew: '/dashboard/quotes/new',
    quote: (id: string) => `/dashboard/quotes/${id}`,
    quoteSettings: '/dashboard/quotes/settings',
    invoices: '/dashboard/invoices',
    invoiceNew: '/dashboard/invoices/new',
    invoice: (id: string) => `/dashboard/invoices/${id}`,
    /** A new invoice of these shipments' income rows: `?from=shipments_ocean:ID,…` as written. */
    invoiceFrom: (shipments: readonly string[]) =>
      shipments.length === 0
        ? '/dashboard/invoices/new'
        : `/dashboard/invoices/new?from=${shipments
            .map((ref) => ref.split(':').map(encodeURIComponent).join(':'))
            .join(',')}`,
    payments: '/dashboard/billing/payments',
    aging: '/dashboard/billing/aging',
    statement: (partnerId: string) => `/dashboard/billing/statement/${partnerId}`,
    shipmentsRoot: '/dashboard/shipments',
    shipments: (mode: ShipmentMode, params: ShipmentLinkParams = {}) =>
      withQuery(`/dashboard/shipments/${mode}`, params),
  },
  trackingDemo: '/tracking-demo',
  trackingDemoResults: '/tracking-demo/results',
} as const;

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
