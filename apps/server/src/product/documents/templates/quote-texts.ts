import type { DocumentLanguage } from '@rumbo/domain';

// The words of a quote's PDF (issue 38), in the client's language. The company's own figures
// (buy amounts, margin) have no words here: they are never printed.

const ES = {
  client: 'Cliente',
  date: 'Fecha',
  validUntil: 'Válida hasta',
  version: 'Versión',
  mode: 'Modalidad',
  modes: { ocean: 'Marítimo', air: 'Aéreo', land: 'Terrestre' } as Record<string, string>,
  route: 'Ruta',
  incoterm: 'Incoterm',
  cargo: 'Carga',
  option: (n: number, carrier: string) => `Opción ${n}${carrier ? ` · ${carrier}` : ''}`,
  transit: 'Tránsito',
  days: (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`,
  freeDays: 'Días libres',
  ratesUntil: 'Tarifas vigentes hasta',
  concept: 'Concepto',
  quantity: 'Cantidad',
  currency: 'Moneda',
  amount: 'Importe',
  iva: 'IVA',
  subtotal: 'Subtotal',
  iva16: 'IVA 16 %',
  iva0: 'IVA 0 %',
  iva0Note: 'IVA 0 %: flete internacional de mercancías.',
  total: 'Total',
  totalIn: (currency: string) => `Total en ${currency}`,
  rate: (rate: string, day: string) => `Tipo de cambio ${rate} MXN por USD (FIX vigente el ${day})`,
  noRate: 'Los importes en cada moneda se pagan en esa moneda.',
  containers: (text: string) => `Contenedores: ${text}`,
  lcl: (m3: string, kg: string) => `Carga consolidada: ${m3} m³, ${kg} kg`,
  air: (pieces: number, kg: string, chargeable: string) =>
    `${pieces} piezas, ${kg} kg brutos, peso cobrable ${chargeable} kg (1:6000)`,
  land: (vehicle: string, full: boolean) =>
    `${vehicle} · ${full ? 'carga completa' : 'carga parcial'}`,
  notes: 'Observaciones',
  closing:
    'Precios sujetos a disponibilidad de espacio y equipo al momento de la reserva. Los impuestos y cargos en destino no listados corren por cuenta del cliente.',
};

export type QuoteTexts = typeof ES;

const EN: QuoteTexts = {
  client: 'Client',
  date: 'Date',
  validUntil: 'Valid until',
  version: 'Version',
  mode: 'Mode',
  modes: { ocean: 'Ocean', air: 'Air', land: 'Land' },
  route: 'Route',
  incoterm: 'Incoterm',
  cargo: 'Cargo',
  option: (n, carrier) => `Option ${n}${carrier ? ` · ${carrier}` : ''}`,
  transit: 'Transit',
  days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
  freeDays: 'Free days',
  ratesUntil: 'Rates valid until',
  concept: 'Charge',
  quantity: 'Quantity',
  currency: 'Currency',
  amount: 'Amount',
  iva: 'VAT',
  subtotal: 'Subtotal',
  iva16: 'VAT (IVA) 16 %',
  iva0: 'VAT (IVA) 0 %',
  iva0Note: 'VAT (IVA) 0 %: international carriage of goods.',
  total: 'Total',
  totalIn: (currency) => `Total in ${currency}`,
  rate: (rate, day) => `Exchange rate ${rate} MXN per USD (FIX in force on ${day})`,
  noRate: 'Amounts in each currency are paid in that currency.',
  containers: (text) => `Containers: ${text}`,
  lcl: (m3, kg) => `Consolidated cargo: ${m3} m³, ${kg} kg`,
  air: (pieces, kg, chargeable) =>
    `${pieces} pieces, ${kg} kg gross, chargeable weight ${chargeable} kg (1:6000)`,
  land: (vehicle, full) => `${vehicle} · ${full ? 'full truckload' : 'part load'}`,
  notes: 'Remarks',
  closing:
    'Prices subject to space and equipment availability at booking. Destination taxes and charges not listed are for the client’s account.',
};

export function quoteTexts(language: DocumentLanguage): QuoteTexts {
  return language === 'en' ? EN : ES;
}
