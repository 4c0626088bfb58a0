import type { ReportBucketCounts } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n.ts';
import { bucketLabel } from './chart-data.ts';

const bucket = (key: string) => ({ key, label: key }) as unknown as ReportBucketCounts;

describe('bucketLabel', () => {
  it.each([
    ['es-MX', 'In progress', 'En proceso'],
    ['es-MX', 'In creation', 'En creación'],
    ['en-US', 'In progress', 'In progress'],
    ['es-MX', 'Esperando documentos', 'Esperando documentos'],
  ])('%s names the status %s as %s', (language, status, shown) => {
    expect(bucketLabel(bucket(status), 'status', i18n.getFixedT(language))).toBe(shown);
  });

  it('keeps a client as stored, whatever the language', () => {
    expect(bucketLabel(bucket('In progress'), 'client', i18n.getFixedT('es-MX'))).toBe(
      'In progress',
    );
  });
});
