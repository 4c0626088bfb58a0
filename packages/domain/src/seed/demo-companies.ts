import { DEMO_IDS } from './demo-accounts.ts';
import { recordDate, shiftDate, startOfUtcDay } from './demo-dates.ts';
import type { DemoRecord } from './demo-data-types.ts';
import { withCheckDigit } from './demo-rfc.ts';

const MODULES = ['shipments', 'partners', 'notifications', 'reports', 'tariffs'];

type CompanySpec = {
  id: string;
  name: string;
  rfcBody: string;
  direccion: string;
  plan: 'gold' | 'silver';
  startDays: number;
  endDays: number;
  superuserId: string;
  /** Modules the plan leaves out (SPEC §6: silver hides tariffs). */
  withoutModules?: string[];
  /** Printed on the company's documents (issue 36): a footer line and the terms page. */
  documentFooter?: string;
  documentTerms?: string;
};

const GOLFO_TERMS = [
  'Condiciones generales de transporte. Golfo Logistics, S.A. de C.V. actúa como agente de carga ' +
    'y organiza el transporte por cuenta del embarcador con transportistas de su elección.',
  '1. Responsabilidad. La responsabilidad del agente de carga se limita a lo dispuesto por las ' +
    'convenciones internacionales aplicables al modo de transporte (Reglas de La Haya-Visby para ' +
    'el transporte marítimo, Convenio de Montreal para el aéreo) y, en el autotransporte ' +
    'nacional, por la Ley de Caminos, Puentes y Autotransporte Federal.',
  '2. Seguro. La mercancía viaja sin seguro salvo que el embarcador lo solicite por escrito y ' +
    'cubra la prima correspondiente.',
  '3. Cargos. Los cargos en destino, demoras y almacenajes corren por cuenta del consignatario ' +
    'a partir del vencimiento de los días libres.',
  '4. Jurisdicción. Para la interpretación de estas condiciones las partes se someten a los ' +
    'tribunales de la ciudad de Veracruz, Ver.',
].join('\n\n');

/**
 * The three demo tenants (DESIGN §3): Golfo (gold, active), Plata (silver, active) and Vencida
 * (gold, ended a month ago). Membership dates are whole UTC days around `now`.
 */
export function buildDemoCompanies(now: Date): DemoRecord[] {
  const specs: CompanySpec[] = [
    {
      id: DEMO_IDS.golfo,
      name: 'Golfo Logistics',
      rfcBody: 'GLO120315K7',
      direccion: 'Av. Marina Mercante 210, Col. Centro, 91700 Veracruz, Ver.',
      plan: 'gold',
      startDays: -365,
      endDays: 365,
      superuserId: DEMO_IDS.superGolfo,
      documentFooter:
        'Golfo Logistics · Av. Marina Mercante 210, Veracruz · operaciones@golfo.test · +52 229 931 0000',
      documentTerms: GOLFO_TERMS,
    },
    {
      id: DEMO_IDS.plata,
      name: 'Plata Cargo',
      rfcBody: 'PCA150922M4',
      direccion: 'Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México, CDMX',
      plan: 'silver',
      startDays: -180,
      endDays: 185,
      superuserId: '',
      withoutModules: ['tariffs'],
    },
    {
      id: DEMO_IDS.vencida,
      name: 'Vencida Freight',
      rfcBody: 'VFR180501H2',
      direccion: 'Av. Constitución 405, Col. Centro, 64000 Monterrey, N.L.',
      plan: 'gold',
      startDays: -395,
      endDays: -30,
      superuserId: '',
    },
  ];
  return specs.map((spec) => companyRecord(spec, startOfUtcDay(now)));
}

function companyRecord(spec: CompanySpec, today: Date): DemoRecord {
  const startAt = shiftDate(today, { days: spec.startDays });
  const endAt = shiftDate(today, { days: spec.endDays });
  return {
    id: spec.id,
    name: spec.name,
    rfc: withCheckDigit(spec.rfcBody),
    razon_social: `${spec.name}, S.A. de C.V.`,
    direccion: spec.direccion,
    documents: [],
    moduleAccess: MODULES.map((moduleId) => ({
      moduleId,
      enabled: !spec.withoutModules?.includes(moduleId),
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
    })),
    superusers: spec.superuserId ? [spec.superuserId] : [],
    superuser: spec.superuserId,
    brandName: spec.name,
    brandLogoUrl: '',
    membershipPlan: spec.plan,
    membershipStartAt: recordDate(startAt),
    membershipEndAt: recordDate(endAt),
    legacyId: '',
    documentFooter: spec.documentFooter ?? '',
    documentTerms: spec.documentTerms ?? '',
  };
}
