import { describe, expect, it } from 'vitest';
import type { CollectionDefinition } from './collection-types.ts';
import { evaluateRule, type RuleRow } from './evaluate-rule.testing.ts';
import { PRODUCT_COLLECTIONS } from './product-collections.ts';

// Caller by caller, what the product's rules allow (DESIGN §3), read with the test evaluator.
const COMPANIES: RuleRow[] = [
  {
    id: 'golfo',
    name: 'Golfo',
    superusers: ['listed'],
    superuser: 'super',
    membershipPlan: 'gold',
    membershipEndAt: '2027-01-01 00:00:00.000Z',
  },
  { id: 'plata', name: 'Plata', superusers: [], superuser: '', membershipPlan: 'silver' },
];
const USERS: RuleRow[] = [
  { id: 'admin', company: '', role: 'rumbo_admin' },
  {
    id: 'super',
    company: 'golfo',
    role: 'rumbo_superuser',
    email: 'super@golfo.test',
    verified: true,
  },
  { id: 'listed', company: 'golfo', role: 'staff' },
  {
    id: 'staff',
    company: 'golfo',
    role: 'staff',
    email: 'staff@golfo.test',
    verified: false,
    username: 'staff',
  },
  { id: 'oddAdmin', company: 'golfo', role: 'RUMBO-ADMIN' },
  { id: 'plataStaff', company: 'plata', role: 'staff' },
  { id: 'plataSuper', company: 'plata', role: 'rumbo_superuser' },
  { id: 'orphan', company: '', role: 'staff' },
  { id: 'rogue', company: '', role: 'rumbo_superuser' },
];
const DB = { companies: COMPANIES, users: USERS };

type Operation = 'list' | 'view' | 'create' | 'update' | 'delete' | 'manage';

function can(
  caller: string | null,
  operation: Operation,
  collectionName: string,
  row: RuleRow,
  data: Record<string, unknown> = {},
): boolean {
  const collection = PRODUCT_COLLECTIONS.find(
    (it) => it.name === collectionName,
  ) as CollectionDefinition;
  const rule =
    operation === 'manage'
      ? (collection.options.manageRule as string)
      : collection[`${operation}Rule`];
  if (rule === null) return false;
  const auth = caller === null ? null : (USERS.find((it) => it.id === caller) ?? null);
  // A create rule sees the row being inserted: the submitted data.
  const target = operation === 'create' ? { ...row, ...data } : row;
  return evaluateRule(rule, {
    collections: PRODUCT_COLLECTIONS,
    db: DB,
    collection: collectionName,
    row: target,
    auth,
    data,
  });
}

const user = (id: string) => USERS.find((it) => it.id === id) as RuleRow;
const company = (id: string) => COMPANIES.find((it) => it.id === id) as RuleRow;
const GOLFO_ROW = { id: 'r1', company: 'golfo', user: 'staff' };
const PLATA_ROW = { id: 'r2', company: 'plata', user: 'plataStaff' };
const STRAY_ROW = { id: 'r3', company: '', user: '' };
const NEW_ROW = { id: 'new' };

describe.each([
  'partners',
  'shipments_ocean',
  'shipments_air',
  'shipments_land',
  'shipment_locks',
  'tariffs',
  'notification_states',
])('company-owned collection %s', (name) => {
  it.each([
    ['a guest cannot list', null, 'list', GOLFO_ROW, {}, false],
    ['staff list their company', 'staff', 'list', GOLFO_ROW, {}, true],
    ['staff cannot list another company', 'staff', 'list', PLATA_ROW, {}, false],
    ['staff cannot view another company', 'plataStaff', 'view', GOLFO_ROW, {}, false],
    ['a platform admin views any company', 'admin', 'view', PLATA_ROW, {}, true],
    ['a company-less user cannot see company-less rows', 'orphan', 'view', STRAY_ROW, {}, false],
    [
      'a company-less superuser role cannot see company-less rows',
      'rogue',
      'list',
      STRAY_ROW,
      {},
      false,
    ],
    [
      'staff create in their company',
      'staff',
      'create',
      NEW_ROW,
      { company: 'golfo', user: 'staff' },
      true,
    ],
    [
      'staff cannot create in another company',
      'staff',
      'create',
      NEW_ROW,
      { company: 'plata', user: 'staff' },
      false,
    ],
    [
      'staff cannot create without a company',
      'staff',
      'create',
      NEW_ROW,
      { company: '', user: 'staff' },
      false,
    ],
    ['a guest cannot create', null, 'create', NEW_ROW, { company: 'golfo' }, false],
    ['staff update their company rows', 'staff', 'update', GOLFO_ROW, { notes: 'x' }, true],
    [
      'staff may resubmit the same company',
      'staff',
      'update',
      GOLFO_ROW,
      { company: 'golfo' },
      true,
    ],
    [
      'staff cannot move a row to another company',
      'staff',
      'update',
      GOLFO_ROW,
      { company: 'plata' },
      false,
    ],
    ['staff cannot blank the company', 'staff', 'update', GOLFO_ROW, { company: '' }, false],
    [
      'staff cannot update another company',
      'plataStaff',
      'update',
      GOLFO_ROW,
      { notes: 'x' },
      false,
    ],
    ['a platform admin may move a row', 'admin', 'update', GOLFO_ROW, { company: 'plata' }, true],
    ['staff delete their company rows', 'staff', 'delete', GOLFO_ROW, {}, true],
    ['staff cannot delete another company', 'staff', 'delete', PLATA_ROW, {}, false],
  ] as const)('%s', (_, caller, operation, row, data, expected) => {
    expect(can(caller, operation, name, row, data)).toBe(expected);
  });
});

describe('notification_states are private to their user', () => {
  it.each([
    ['the owner sees their state', 'staff', 'view', GOLFO_ROW, {}, true],
    ['a colleague cannot see it', 'super', 'view', GOLFO_ROW, {}, false],
    [
      'nobody creates a state for someone else',
      'super',
      'create',
      NEW_ROW,
      { company: 'golfo', user: 'staff' },
      false,
    ],
    [
      'the owner cannot hand it to someone else',
      'staff',
      'update',
      GOLFO_ROW,
      { user: 'super' },
      false,
    ],
    ['the owner acknowledges it', 'staff', 'update', GOLFO_ROW, { status: 'ack' }, true],
  ] as const)('%s', (_, caller, operation, row, data, expected) => {
    expect(can(caller, operation, 'notification_states', row, data)).toBe(expected);
  });
});

describe('users', () => {
  it.each([
    ['a guest sees nobody', null, 'list', user('staff'), {}, false],
    ['staff see themselves', 'staff', 'view', user('staff'), {}, true],
    ['staff see colleagues', 'staff', 'list', user('super'), {}, true],
    ['staff cannot see other companies', 'staff', 'view', user('plataStaff'), {}, false],
    [
      'company-less users see no other company-less user',
      'orphan',
      'view',
      user('admin'),
      {},
      false,
    ],
    ['a platform admin sees everyone', 'admin', 'list', user('plataStaff'), {}, true],
    [
      'staff edit their harmless fields',
      'staff',
      'update',
      user('staff'),
      {
        nombreCompleto: 'A',
        telefono: '1',
        activeSessionNonce: 'n',
        lastLogin: '2026-01-01 00:00:00.000Z',
      },
      true,
    ],
    [
      'staff change their password',
      'staff',
      'update',
      user('staff'),
      { password: 'x', passwordConfirm: 'x', oldPassword: 'y' },
      true,
    ],
    [
      'staff may resubmit their unchanged role',
      'staff',
      'update',
      user('staff'),
      { role: 'staff', company: 'golfo' },
      true,
    ],
    [
      'staff cannot raise their role',
      'staff',
      'update',
      user('staff'),
      { role: 'rumbo_superuser' },
      false,
    ],
    ['staff cannot change company', 'staff', 'update', user('staff'), { company: 'plata' }, false],
    [
      'staff cannot change their email',
      'staff',
      'update',
      user('staff'),
      { email: 'me@evil.test' },
      false,
    ],
    ['staff cannot verify themselves', 'staff', 'update', user('staff'), { verified: true }, false],
    [
      'staff cannot edit colleagues',
      'staff',
      'update',
      user('super'),
      { nombreCompleto: 'x' },
      false,
    ],
    [
      'a superuser edits a colleague',
      'super',
      'update',
      user('staff'),
      { nombreCompleto: 'x', role: 'rumbo_superuser', verified: true },
      true,
    ],
    [
      'a listed superuser edits a colleague',
      'listed',
      'update',
      user('staff'),
      { telefono: '1' },
      true,
    ],
    [
      'a superuser cannot grant rumbo_admin',
      'super',
      'update',
      user('staff'),
      { role: 'rumbo_admin' },
      false,
    ],
    [
      'a superuser cannot grant an admin spelling',
      'super',
      'update',
      user('staff'),
      { role: 'Rumbo-Admin' },
      false,
    ],
    [
      'a superuser cannot move a colleague out',
      'super',
      'update',
      user('staff'),
      { company: 'plata' },
      false,
    ],
    [
      'a superuser cannot raise their own role',
      'super',
      'update',
      user('super'),
      { role: 'rumbo_admin' },
      false,
    ],
    [
      'a superuser cannot change their own role',
      'listed',
      'update',
      user('listed'),
      { role: 'rumbo_superuser' },
      false,
    ],
    [
      'a superuser edits their own name',
      'super',
      'update',
      user('super'),
      { nombreCompleto: 'x' },
      true,
    ],
    [
      'a superuser cannot touch an admin-like account',
      'super',
      'update',
      user('oddAdmin'),
      { password: 'x' },
      false,
    ],
    [
      'a superuser cannot edit another company',
      'plataSuper',
      'update',
      user('staff'),
      { nombreCompleto: 'x' },
      false,
    ],
    [
      'a superuser role without company manages nobody',
      'rogue',
      'update',
      user('orphan'),
      { nombreCompleto: 'x' },
      false,
    ],
    [
      'a superuser creates staff in their company',
      'super',
      'create',
      NEW_ROW,
      { company: 'golfo', role: 'staff' },
      true,
    ],
    [
      'a superuser cannot create in another company',
      'super',
      'create',
      NEW_ROW,
      { company: 'plata', role: 'staff' },
      false,
    ],
    [
      'a superuser cannot create an admin',
      'super',
      'create',
      NEW_ROW,
      { company: 'golfo', role: 'rumbo_admin' },
      false,
    ],
    [
      'staff cannot create users',
      'staff',
      'create',
      NEW_ROW,
      { company: 'golfo', role: 'staff' },
      false,
    ],
    ['a guest cannot sign up', null, 'create', NEW_ROW, { company: 'golfo', role: '' }, false],
    [
      'a company-less superuser role creates nobody',
      'rogue',
      'create',
      NEW_ROW,
      { company: '', role: 'staff' },
      false,
    ],
    [
      'a platform admin creates anywhere',
      'admin',
      'create',
      NEW_ROW,
      { company: 'plata', role: 'rumbo_superuser' },
      true,
    ],
    ['a superuser deletes a colleague', 'super', 'delete', user('staff'), {}, true],
    ['a superuser cannot delete themselves', 'super', 'delete', user('super'), {}, false],
    ['a superuser cannot delete another company', 'super', 'delete', user('plataStaff'), {}, false],
    ['staff cannot delete themselves', 'staff', 'delete', user('staff'), {}, false],
    ['a platform admin deletes anyone', 'admin', 'delete', user('super'), {}, true],
    ['a superuser manages a colleague', 'super', 'manage', user('staff'), {}, true],
    ['staff do not manage themselves', 'staff', 'manage', user('staff'), {}, false],
    [
      'a superuser does not manage another company',
      'super',
      'manage',
      user('plataStaff'),
      {},
      false,
    ],
    ['a superuser does not manage the platform admin', 'super', 'manage', user('admin'), {}, false],
  ] as const)('%s', (_, caller, operation, row, data, expected) => {
    expect(can(caller, operation, 'users', row, data)).toBe(expected);
  });
});

describe('companies', () => {
  it.each([
    ['a guest sees no company', null, 'view', company('golfo'), {}, false],
    ['staff see their company', 'staff', 'view', company('golfo'), {}, true],
    ['staff cannot see another company', 'staff', 'list', company('plata'), {}, false],
    ['company-less users see no company', 'orphan', 'list', company('golfo'), {}, false],
    ['a platform admin sees every company', 'admin', 'list', company('plata'), {}, true],
    ['a platform admin creates companies', 'admin', 'create', NEW_ROW, { name: 'Nueva' }, true],
    ['a superuser cannot create companies', 'super', 'create', NEW_ROW, { name: 'Nueva' }, false],
    [
      'a superuser edits the profile',
      'super',
      'update',
      company('golfo'),
      { name: 'Golfo SA', brandName: 'Golfo' },
      true,
    ],
    [
      'a listed superuser edits the profile',
      'listed',
      'update',
      company('golfo'),
      { direccion: 'Veracruz' },
      true,
    ],
    ['staff cannot edit the profile', 'staff', 'update', company('golfo'), { name: 'x' }, false],
    [
      'a superuser may resubmit the unchanged plan',
      'super',
      'update',
      company('golfo'),
      { name: 'x', membershipPlan: 'gold' },
      true,
    ],
    [
      'a superuser cannot change the plan',
      'super',
      'update',
      company('golfo'),
      { membershipPlan: 'enterprise' },
      false,
    ],
    [
      'a superuser cannot extend the membership',
      'super',
      'update',
      company('golfo'),
      { membershipEndAt: '2099-01-01 00:00:00.000Z' },
      false,
    ],
    [
      'a superuser cannot set module access',
      'super',
      'update',
      company('golfo'),
      { moduleAccess: '[{"moduleId":"tariffs"}]' },
      false,
    ],
    [
      'a superuser cannot edit another company',
      'super',
      'update',
      company('plata'),
      { name: 'x' },
      false,
    ],
    [
      'a platform admin changes the plan',
      'admin',
      'update',
      company('golfo'),
      { membershipPlan: 'silver' },
      true,
    ],
    ['a platform admin deletes companies', 'admin', 'delete', company('plata'), {}, true],
    ['a superuser cannot delete their company', 'super', 'delete', company('golfo'), {}, false],
  ] as const)('%s', (_, caller, operation, row, data, expected) => {
    expect(can(caller, operation, 'companies', row, data)).toBe(expected);
  });
});
