import { CONTAINER_TYPE_CODES } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { catalogueDefault } from '#i18n/catalogue-default.ts';

describe('container type labels', () => {
  it('names every size-type code the domain offers, and no other', () => {
    const labels = catalogueDefault.shipmentForm.options.containerTypes;
    expect(Object.keys(labels).sort()).toEqual([...CONTAINER_TYPE_CODES].sort());
    for (const code of CONTAINER_TYPE_CODES) expect(labels[code].trim()).not.toBe('');
  });
});
