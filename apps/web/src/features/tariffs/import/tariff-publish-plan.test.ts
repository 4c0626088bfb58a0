import {
  diffTariffs,
  draftToTariffFields,
  tariffTemplateExamples,
  type Tariff,
} from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { tariffPlanSize, tariffPublishPlan } from './tariff-publish-plan.ts';

const [FCL, LCL] = tariffTemplateExamples('2026-05-01');

function stored(id: string, draft: NonNullable<typeof FCL>): Tariff {
  return {
    ...draftToTariffFields(draft),
    id,
    collectionId: 'rmb_tariffs____',
    collectionName: 'tariffs',
    created: '2026-05-01 12:00:00.000Z',
    updated: '2026-05-01 12:00:00.000Z',
    company: 'golfo',
    legacyId: '',
    createdBy: 'ana',
    updatedBy: 'luis',
    searchText: '',
  };
}

describe('tariffPublishPlan', () => {
  it('creates the added lines with new ids and updates only the changed fields, keeping their stored values for an undo', () => {
    const diff = diffTariffs(
      [stored('fcl', FCL!)],
      [{ ...FCL!, amount: 2300, validTo: '' }, LCL!],
      '2026-05-10',
    );
    let next = 0;
    const plan = tariffPublishPlan(diff, () => `id${(next += 1)}`);
    expect(plan.creates).toEqual([{ id: 'id1', fields: draftToTariffFields(LCL!) }]);
    expect(plan.updates).toEqual([
      {
        id: 'fcl',
        fields: { amount: 2300, validTo: '' },
        previous: { amount: 2150, validTo: '2026-07-29 00:00:00.000Z', updatedBy: 'luis' },
      },
    ]);
    expect(tariffPlanSize(plan)).toBe(2);
  });
});
