import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from './demo-accounts.ts';
import type { DemoUser } from './demo-data-types.ts';

/** Role of ordinary company members; SPEC §6 knows no name for it, so the demo spells it out. */
export const DEMO_STAFF_ROLE = 'staff';

type UserSpec = {
  id: string;
  email: string;
  username: string;
  company: string;
  role: string;
  nombreCompleto: string;
  telefono: string;
};

const USERS: UserSpec[] = [
  {
    id: DEMO_IDS.admin,
    email: DEMO_EMAILS.admin,
    username: 'admin',
    company: '',
    role: 'rumbo_admin',
    nombreCompleto: 'Laura Méndez Ruiz',
    telefono: '+52 55 5010 2030',
  },
  {
    id: DEMO_IDS.superGolfo,
    email: DEMO_EMAILS.superGolfo,
    username: 'super_golfo',
    company: DEMO_IDS.golfo,
    role: 'rumbo_superuser',
    nombreCompleto: 'Carlos Ibarra Delgado',
    telefono: '+52 229 931 4500',
  },
  {
    id: DEMO_IDS.staffGolfo,
    email: DEMO_EMAILS.staffGolfo,
    username: 'staff_golfo',
    company: DEMO_IDS.golfo,
    role: DEMO_STAFF_ROLE,
    nombreCompleto: 'Mariana Torres Vega',
    telefono: '+52 229 931 4512',
  },
  {
    id: DEMO_IDS.staffPlata,
    email: DEMO_EMAILS.staffPlata,
    username: 'staff_plata',
    company: DEMO_IDS.plata,
    role: DEMO_STAFF_ROLE,
    nombreCompleto: 'Jorge Salinas Ortega',
    telefono: '+52 55 5264 7788',
  },
  {
    id: DEMO_IDS.staffVencida,
    email: DEMO_EMAILS.staffVencida,
    username: 'staff_vencida',
    company: DEMO_IDS.vencida,
    role: DEMO_STAFF_ROLE,
    nombreCompleto: 'Paola Cervantes Luna',
    telefono: '+52 81 8340 1290',
  },
];

/**
 * The demo accounts of DESIGN §3, all with DEMO_PASSWORD and verified. The superuser of Golfo
 * holds the superuser role *and* is listed in Golfo's `superusers`, the two ways SPEC §6 knows.
 */
export function buildDemoUsers(): DemoUser[] {
  return USERS.map((user) => ({
    ...user,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    emailVisibility: false,
    verified: true,
    lastLogin: '',
    activeSessionNonce: '',
  }));
}
