import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { serverWithOperator, signedIn, statusOf } from './test-server.ts';

// The settings the web app offers for e-mail (issue 37): a company superuser sets the company's
// reply-to address and estimate notice threshold; each person turns their own daily digest off
// or on, and that write cannot carry a change of role or company, nor reach a colleague.
const state = serverWithOperator();

const company = () => state.ops.collection('companies').getOne(DEMO_IDS.golfo);
const staffRecord = () => state.ops.collection('users').getOne(DEMO_IDS.staffGolfo);

describe('company e-mail settings', () => {
  it('a company superuser sets the reply-to address and the notice threshold', async () => {
    const superuser = await signedIn(state.server.url, DEMO_EMAILS.superGolfo);
    await superuser
      .collection('companies')
      .update(DEMO_IDS.golfo, { replyTo: 'operaciones@golfo.mx', estimateNoticeHours: 48 });
    expect(await company()).toMatchObject({
      replyTo: 'operaciones@golfo.mx',
      estimateNoticeHours: 48,
    });
    await superuser
      .collection('companies')
      .update(DEMO_IDS.golfo, { replyTo: '', estimateNoticeHours: null });
    expect(await company()).toMatchObject({ replyTo: '', estimateNoticeHours: 0 });
  });

  it('staff may not change them', async () => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
    const call = staff.collection('companies').update(DEMO_IDS.golfo, { replyTo: 'x@y.mx' });
    expect(await statusOf(call)).toBeGreaterThanOrEqual(400);
    expect((await company()).replyTo).toBe('');
  });
});

describe('the daily digest switch', () => {
  it('a user turns their own digest off and on', async () => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
    const saved = await staff.collection('users').update(DEMO_IDS.staffGolfo, { digestOff: true });
    expect(saved.digestOff).toBe(true);
    expect((await staffRecord()).digestOff).toBe(true);
    await staff.collection('users').update(DEMO_IDS.staffGolfo, { digestOff: false });
    expect((await staffRecord()).digestOff).toBe(false);
  });

  it.each([
    ['a role', { role: 'rumbo_superuser' }],
    ['a company', { company: DEMO_IDS.plata }],
  ])('the same write cannot carry %s', async (_what, change) => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
    const before = await staffRecord();
    const call = staff
      .collection('users')
      .update(DEMO_IDS.staffGolfo, { digestOff: true, ...change });
    expect(await statusOf(call)).toBeGreaterThanOrEqual(400);
    const after = await staffRecord();
    expect(after).toMatchObject({ role: before.role, company: before.company, digestOff: false });
  });

  it('a user cannot turn a colleague’s digest off', async () => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
    const call = staff.collection('users').update(DEMO_IDS.superGolfo, { digestOff: true });
    expect(await statusOf(call)).toBeGreaterThanOrEqual(400);
    const colleague = await state.ops.collection('users').getOne(DEMO_IDS.superGolfo);
    expect(colleague.digestOff).toBe(false);
  });
});
