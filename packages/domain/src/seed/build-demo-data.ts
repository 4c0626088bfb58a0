import { SHIPMENT_MODES, type ShipmentMode } from '../collections/shipment-mode.ts';
import { DEMO_IDS } from './demo-accounts.ts';
import { buildDemoCompanies } from './demo-companies.ts';
import type { DemoAuthor, DemoData, DemoRecord, DemoUser } from './demo-data-types.ts';
import { withDemoMessaging } from './demo-messaging.ts';
import { buildDemoPartners } from './demo-partners.ts';
import { createDemoRandom, type DemoRandom } from './demo-random.ts';
import { buildDemoShipments } from './demo-shipments.ts';
import { buildDemoTariffs } from './demo-tariffs.ts';
import { buildDemoUsers } from './demo-users.ts';

export type BuildDemoDataInput = {
  now: Date;
  /** Uniform floats in [0, 1); pass `mulberry32(seed)` for repeatable data. */
  random: () => number;
};

/** How much business data each demo tenant gets (DESIGN §3, SPEC §9: 50 partners, 200 shipments by thirds). */
const VOLUMES = [
  {
    company: DEMO_IDS.golfo,
    partners: 50,
    shipments: { ocean: 67, air: 67, land: 66 },
    nameOffset: 0,
  },
  { company: DEMO_IDS.plata, partners: 5, shipments: { ocean: 3, air: 3, land: 3 }, nameOffset: 4 },
] as const;

/**
 * The whole demo data set, as plain records keyed by collection in insertion order. Pure:
 * the same `now` and the same random sequence always give the same data. Vencida Freight has
 * accounts and a few tariffs; Plata Cargo has a little data so tenant-isolation checks have
 * something to hide, and no tariffs (the silver plan has none).
 *
 * @example buildDemoData({ now: new Date(), random: mulberry32(2026) })
 */
export function buildDemoData({ now, random: source }: BuildDemoDataInput): DemoData {
  const random = createDemoRandom(source);
  const users = buildDemoUsers();
  const data: DemoData = {
    companies: buildDemoCompanies(now),
    users,
    partners: [],
    shipments_ocean: [],
    shipments_air: [],
    shipments_land: [],
    tariffs: [],
  };
  for (const volume of VOLUMES) {
    const authors = authorsOf(users, volume.company);
    const partners = buildDemoPartners({
      company: volume.company,
      count: volume.partners,
      authors,
      random,
      nameOffset: volume.nameOffset,
    });
    data.partners.push(...partners);
    for (const mode of SHIPMENT_MODES) {
      const shipments = shipmentsFor({
        mode,
        count: volume.shipments[mode],
        company: volume.company,
        partners,
        authors,
        now,
        random,
      });
      data[`shipments_${mode}`].push(...shipments);
    }
  }
  // Draws nothing: who hears of each shipment by e-mail (issue 37).
  withDemoMessaging(data);
  // Drawn last, so adding tariffs left every other demo record as it was.
  data.tariffs = buildDemoTariffs({
    now,
    random,
    authorsOf: (company) => authorsOf(users, company),
  });
  return data;
}

function authorsOf(users: DemoUser[], company: string): DemoAuthor[] {
  return users
    .filter((user) => user.company === company)
    .map((user) => ({ id: user.id, name: user.nombreCompleto, email: user.email }));
}

type ShipmentsForInput = {
  mode: ShipmentMode;
  count: number;
  company: string;
  partners: DemoRecord[];
  authors: DemoAuthor[];
  now: Date;
  random: DemoRandom;
};

function shipmentsFor({ partners, ...rest }: ShipmentsForInput): DemoRecord[] {
  const namesOf = (rol: string) =>
    partners.filter((it) => it.rol === rol).map((it) => String(it.displayName));
  return buildDemoShipments({
    ...rest,
    clients: namesOf('Cliente'),
    truckers: namesOf('Transporte'),
  });
}
