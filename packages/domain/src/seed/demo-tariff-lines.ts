import type { TariffDraft } from '../tariffs/tariff-types.ts';

/**
 * Where a demo line stands on the seed's day: in force for weeks, ending within the 15-day
 * warning, ended, starting later, or open-ended.
 */
export type DemoTariffPeriod = 'current' | 'expiring' | 'expired' | 'upcoming' | 'open';

/** A demo line without its days: the draft's fields plus the period it falls in. */
export type DemoTariffLine = Omit<TariffDraft, 'validFrom' | 'validTo'> & {
  amount: number;
  period: DemoTariffPeriod;
};

// One line per row, like a rate sheet: kind | period | mode | carrier | origin | destination |
// charge | basis | container | currency | amount | minimum | transit days | free days | more.
// Blank carrier = the forwarder's own charge on the lane; `more` holds `field=value` pairs
// separated by `;` (breaks as `fromQty:amount` pairs). Direction defaults to import (ocean,
// air) or domestic (land).
const GOLFO_TABLE = `
sell | current  | FCL | Maersk                  | CNSHA | MXZLO | Ocean freight        | container | 45G1 | USD | 2450  |      | 28 | 14 |
sell | current  | FCL | Maersk                  | CNSHA | MXZLO | Ocean freight        | container | 22G1 | USD | 1650  |      | 28 | 14 |
sell | current  | FCL | Maersk                  | CNSHA | MXZLO | Ocean freight        | container | 45G1 | USD | 2290  |      | 28 | 14 | customer=Comercializadora del Bajío; notes=Tarifa acordada por volumen anual.
buy  | current  | FCL | Maersk                  | CNSHA | MXZLO | Ocean freight        | container | 45G1 | USD | 1980  |      | 28 | 14 | contractRef=MAEU-GLO-2026
buy  | current  | FCL | Maersk                  | CNSHA | MXZLO | Ocean freight        | container | 22G1 | USD | 1320  |      | 28 | 14 | contractRef=MAEU-GLO-2026
sell | expired  | FCL | Maersk                  | CNSHA | MXZLO | Ocean freight        | container | 45G1 | USD | 2690  |      | 30 | 14 |
sell | upcoming | FCL | Maersk                  | CNSHA | MXZLO | Ocean freight        | container | 45G1 | USD | 2350  |      | 28 | 14 |
sell | current  | FCL | Maersk                  | CNSHA | MXZLO | BAF                  | teu       |      | USD | 145   |      |    |    |
sell | expiring | FCL | MSC                     | CNSHA | MXZLO | Ocean freight        | container | 45G1 | USD | 2380  |      | 32 | 10 |
buy  | expiring | FCL | MSC                     | CNSHA | MXZLO | Ocean freight        | container | 45G1 | USD | 1900  |      | 32 | 10 | contractRef=MSC-Q2-0417
sell | current  | FCL | CMA CGM                 | CNSHA | MXZLO | Ocean freight        | container | 45G1 | USD | 2520  |      | 25 | 21 |
sell | current  | FCL | CMA CGM                 | CNSHA | MXZLO | Ocean freight        | container | 22G1 | USD | 1720  |      | 25 | 21 |
sell | open     | FCL |                         | CNSHA | MXZLO | THC destino          | container | 45G1 | MXN | 5200  |      |    |    |
sell | open     | FCL |                         | CNSHA | MXZLO | THC destino          | container | 22G1 | MXN | 3900  |      |    |    |
sell | open     | FCL |                         | CNSHA | MXZLO | Documentación        | shipment  |      | MXN | 1850  |      |    |    |
sell | current  | FCL | COSCO Shipping          | CNSHA | MXLZC | Ocean freight        | container | 45G1 | USD | 2300  |      | 24 | 14 |
buy  | current  | FCL | COSCO Shipping          | CNSHA | MXLZC | Ocean freight        | container | 45G1 | USD | 1850  |      | 24 | 14 | contractRef=COSU-MX-118
sell | current  | FCL | ONE                     | KRPUS | MXZLO | Ocean freight        | container | 45G1 | USD | 2250  |      | 20 | 14 |
sell | expiring | FCL | ONE                     | KRPUS | MXZLO | Ocean freight        | container | 45R1 | USD | 4100  |      | 20 | 7  | cargoType=reefer; notes=Conexión en puerto incluida 3 días.
sell | current  | FCL | Hapag-Lloyd             | DEHAM | MXVER | Ocean freight        | container | 22G1 | EUR | 1450  |      | 21 | 14 |
sell | expiring | FCL | Hapag-Lloyd             | DEHAM | MXVER | Ocean freight        | container | 45G1 | EUR | 2300  |      | 21 | 14 |
buy  | expiring | FCL | Hapag-Lloyd             | DEHAM | MXVER | Ocean freight        | container | 45G1 | EUR | 1950  |      | 21 | 14 | contractRef=HLCU-EU-MX-07
sell | current  | FCL | CMA CGM                 | USHOU | MXVER | Ocean freight        | container | 22G1 | USD | 950   |      | 4  | 7  |
sell | current  | FCL | CMA CGM                 | MXVER | USHOU | Ocean freight        | container | 45G1 | USD | 1200  |      | 4  | 7  | direction=export
sell | upcoming | FCL | ONE                     | MXMZT | USLAX | Ocean freight        | container | 45R1 | USD | 1350  |      | 3  | 5  | direction=export; cargoType=perishable
sell | current  | LCL | Vanguard Logistics      | CNSHA | MXZLO | Ocean freight        | wm        |      | USD | 42    | 95   | 35 |    |
buy  | current  | LCL | Vanguard Logistics      | CNSHA | MXZLO | Ocean freight        | wm        |      | USD | 28    | 60   | 35 |    |
sell | open     | LCL |                         | CNSHA | MXZLO | Desconsolidación     | cbm       |      | MXN | 380   | 1200 |    |    |
sell | expired  | LCL | Vanguard Logistics      | ESVLC | MXVER | Ocean freight        | wm        |      | EUR | 55    | 110  | 24 |    |
sell | current  | AIR | Aeroméxico Cargo        | PVG   | MEX   | Air freight          | kg        |      | USD | 4.85  | 120  | 3  |    | breaks=45:4.35 100:3.95 300:3.6 500:3.35
buy  | current  | AIR | Aeroméxico Cargo        | PVG   | MEX   | Air freight          | kg        |      | USD | 3.6   | 85   | 3  |    | breaks=45:3.2 100:2.9 300:2.65 500:2.45; contractRef=AM-CGO-PVG-26
sell | current  | AIR | Aeroméxico Cargo        | PVG   | MEX   | Fuel surcharge       | kg        |      | USD | 0.95  |      |    |    |
sell | open     | AIR |                         | PVG   | MEX   | Manejo aeroportuario | shipment  |      | MXN | 950   |      |    |    |
sell | expiring | AIR | Lufthansa Cargo         | FRA   | MEX   | Air freight          | kg        |      | EUR | 3.9   | 95   | 2  |    | breaks=100:3.4 500:2.95
sell | current  | AIR | American Airlines Cargo | MIA   | GDL   | Air freight          | kg        |      | USD | 1.85  | 75   | 1  |    | breaks=100:1.6 500:1.35
sell | upcoming | AIR | Mas Air                 | LAX   | MTY   | Air freight          | kg        |      | USD | 1.6   | 70   | 1  |    |
sell | expired  | AIR | Mas Air                 | MEX   | MIA   | Air freight          | kg        |      | USD | 1.45  | 70   | 1  |    | direction=export
sell | current  | AIR | Aeroméxico Cargo        | GDL   | LAX   | Air freight          | kg        |      | USD | 2.1   | 90   | 1  |    | direction=export; cargoType=perishable
sell | current  | FTL | Autotransportes Sotavento | MXZLO | MXGDL | Inland freight     | shipment  |      | MXN | 28500 |      | 1  |    |
buy  | current  | FTL | Autotransportes Sotavento | MXZLO | MXGDL | Inland freight     | shipment  |      | MXN | 22500 |      | 1  |    |
sell | expiring | FTL | Fletes Rivera           | MXVER | MXMEX | Inland freight       | shipment  |      | MXN | 24800 |      | 1  |    |
buy  | expiring | FTL | Fletes Rivera           | MXVER | MXMEX | Inland freight       | shipment  |      | MXN | 19500 |      | 1  |    |
sell | upcoming | FTL | Fletes Rivera           | MXLZC | MXMEX | Inland freight       | shipment  |      | MXN | 31000 |      | 2  |    |
sell | current  | FTL | Transportes del Norte   | MXMEX | MXMTY | Inland freight       | shipment  |      | MXN | 36500 |      | 2  |    | cargoType=dangerous; notes=Unidad autorizada para materiales peligrosos.
sell | current  | LTL | Fletes Rivera           | MXVER | MXPUE | Inland freight       | kg        |      | MXN | 2.8   | 1500 | 1  |    |
sell | expired  | LTL | Transportes del Norte   | MXMEX | MXGDL | Inland freight       | wm        |      | MXN | 950   | 1800 | 2  |    |
`;

const VENCIDA_TABLE = `
sell | expired  | FTL | Transportes del Norte   | MXMTY | USLRD | Inland freight       | shipment  |      | USD | 1650  |      | 1  |    | direction=export
sell | expired  | FCL | Evergreen               | MXATM | USHOU | Ocean freight        | container | 45G1 | USD | 1150  |      | 3  | 7  | direction=export
sell | open     | AIR | American Airlines Cargo | MTY   | MIA   | Air freight          | kg        |      | USD | 1.7   | 75   | 1  |    | direction=export
`;

/** Golfo Logistics (Veracruz, gold): import lanes from Asia, Europe and the US, exports, trucking. */
export const GOLFO_TARIFF_LINES: readonly DemoTariffLine[] = readTable(GOLFO_TABLE);

/** Vencida Freight (Monterrey, gold, membership ended): a few northern export lanes. */
export const VENCIDA_TARIFF_LINES: readonly DemoTariffLine[] = readTable(VENCIDA_TABLE);

function readTable(table: string): DemoTariffLine[] {
  return table
    .trim()
    .split('\n')
    .map((row) => {
      const cells = row.split('|').map((cell) => cell.trim());
      const [kind, period, mode, carrier, origin, destination, charge, basis] = cells;
      const [containerType, currency, amount, minimum, transit, free, more = ''] = cells.slice(8);
      const land = mode === 'FTL' || mode === 'LTL';
      return {
        kind: kind as DemoTariffLine['kind'],
        period: period as DemoTariffPeriod,
        mode: mode as DemoTariffLine['mode'],
        direction: land ? 'domestic' : 'import',
        cargoType: 'general',
        carrier: carrier ?? '',
        contractRef: '',
        customer: '',
        origin: origin ?? '',
        destination: destination ?? '',
        charge: charge ?? '',
        basis: basis as DemoTariffLine['basis'],
        containerType: containerType ?? '',
        currency: currency ?? '',
        amount: Number(amount),
        minAmount: minimum ? Number(minimum) : null,
        breaks: [],
        transitDays: transit ? Number(transit) : null,
        freeDays: free ? Number(free) : null,
        notes: '',
        ...readMore(more),
      };
    });
}

function readMore(more: string): Partial<DemoTariffLine> {
  const pairs = more
    .split(';')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .filter(([key]) => key);
  return Object.fromEntries(
    pairs.map(([key = '', value = '']) => [
      key,
      key === 'breaks'
        ? value.split(' ').map((step) => {
            const [fromQty, amount] = step.split(':').map(Number);
            return { fromQty, amount };
          })
        : value,
    ]),
  );
}
