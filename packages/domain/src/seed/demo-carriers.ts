/** Carriers the demo shipments travel with: public carrier names and codes, fictional numbers. */
export type DemoShippingLine = {
  name: string;
  scac: string;
  containerOwner: string;
  vessels: readonly string[];
};
export type DemoAirline = { name: string; awbPrefix: string; iata: string };

export const SHIPPING_LINES: readonly DemoShippingLine[] = [
  {
    name: 'Maersk',
    scac: 'MAEU',
    containerOwner: 'MSK',
    vessels: ['MAERSK KENSINGTON', 'MAERSK SEMARANG', 'MAERSK CAPE TOWN'],
  },
  {
    name: 'MSC',
    scac: 'MEDU',
    containerOwner: 'MSC',
    vessels: ['MSC ANNA', 'MSC ISABELLA', 'MSC BEATRICE'],
  },
  {
    name: 'CMA CGM',
    scac: 'CMDU',
    containerOwner: 'CMA',
    vessels: ['CMA CGM ZEPHYR', 'CMA CGM TAGE', 'CMA CGM ARGENTINA'],
  },
  {
    name: 'Hapag-Lloyd',
    scac: 'HLCU',
    containerOwner: 'HLX',
    vessels: ['HAMBURG EXPRESS', 'BERLIN EXPRESS', 'VALPARAISO EXPRESS'],
  },
  {
    name: 'COSCO Shipping',
    scac: 'COSU',
    containerOwner: 'CSN',
    vessels: ['COSCO FORTUNE', 'COSCO PRIDE', 'COSCO HARMONY'],
  },
  {
    name: 'ONE',
    scac: 'ONEY',
    containerOwner: 'ONE',
    vessels: ['ONE APUS', 'ONE COMMITMENT', 'ONE HUMBER'],
  },
  {
    name: 'Evergreen',
    scac: 'EGLV',
    containerOwner: 'EGH',
    vessels: ['EVER GIVEN', 'EVER LUCENT', 'EVER FORWARD'],
  },
];

export const AIRLINES: readonly DemoAirline[] = [
  { name: 'Aeroméxico Cargo', awbPrefix: '139', iata: 'AM' },
  { name: 'Mas Air', awbPrefix: '865', iata: 'M7' },
  { name: 'Lufthansa Cargo', awbPrefix: '020', iata: 'LH' },
  { name: 'American Airlines Cargo', awbPrefix: '001', iata: 'AA' },
  { name: 'Emirates SkyCargo', awbPrefix: '176', iata: 'EK' },
  { name: 'Cathay Cargo', awbPrefix: '160', iata: 'CX' },
  { name: 'Qatar Airways Cargo', awbPrefix: '157', iata: 'QR' },
];

/** ISO 6346 size/type codes of the containers in use (freight-domain §3.6). */
export const CONTAINER_TYPES = ['22G1', '42G1', '45G1', '45R1'] as const;

export const VEHICLES = [
  'Tractocamión con caja seca 53 pies',
  'Tractocamión con caja refrigerada 53 pies',
  'Full (doble remolque)',
  'Torton',
  'Rabón',
  'Camioneta 3.5 t',
  'Plataforma 48 pies',
];
