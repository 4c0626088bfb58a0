import { DOCUMENT_TEMPLATES, type DocumentCollection } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { templateWriter } from './template-table.ts';

describe('templateWriter', () => {
  it('has a writer for every template the domain names', () => {
    for (const [collection, templates] of Object.entries(DOCUMENT_TEMPLATES))
      for (const template of templates)
        expect(typeof templateWriter(collection as DocumentCollection, template)).toBe('function');
  });
});
