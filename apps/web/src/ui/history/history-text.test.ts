import type { HistoryChange, HistoryEntry } from '@rumbo/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n.ts';
import { DEFAULT_FORMAT_LOCALE, setFormatLocale } from '@rumbo/domain';
import {
  changeText,
  entryDetails,
  entryHeadline,
  entryMarkers,
  type HistoryTextTools,
} from './history-text.ts';

// The history's lines as people read them, in English and in Mexican Spanish: fields by their
// form's labels, times in business time (UTC−6; 24-hour in Spanish), secrets without values.

const LABELS: Record<string, string> = {
  vessel: 'Vessel',
  portOfArrivalArrivalEstimated: 'POD arrival · Estimated',
  containersList: 'Containers',
  documentFiles: 'Documents',
  passwordHash: 'Password',
  dangerousGoods: 'Dangerous goods',
  weightKg: 'Weight (kg)',
  membershipEndAt: 'Membership end',
  notes: 'Notes',
};
const MEMBERS: Record<string, string> = { seal: 'Seal', number: 'Container number' };

const english: HistoryTextTools = {
  t: i18n.getFixedT('en-US'),
  fieldLabel: (field) => LABELS[field] ?? field,
  memberLabel: (_, member) => MEMBERS[member] ?? member,
  dayFields: new Set(['membershipEndAt']),
};
const spanish: HistoryTextTools = { ...english, t: i18n.getFixedT('es-MX') };

const box = (id: string, number: string) => ({ id, number, seal: 'S1' });
const POD_BEFORE = '2026-03-12 16:00:00.000Z';
const POD_AFTER = '2026-03-15 14:00:00.000Z';

function entry(over: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 'entry0000000001',
    created: '2026-03-15 14:05:00.000Z',
    action: 'update',
    actor: { id: 'u1', collection: 'users', name: 'Ana Pérez' },
    source: 'web',
    madeAt: '',
    undoOf: '',
    changes: [],
    ...over,
  };
}

afterEach(() => setFormatLocale(DEFAULT_FORMAT_LOCALE));

describe('changeText', () => {
  it.each<[string, HistoryChange, string]>([
    [
      'a text',
      { field: 'vessel', before: 'Ever Given', after: 'Ever Ace' },
      'changed Vessel from Ever Given to Ever Ace',
    ],
    [
      'a milestone estimate, in business time',
      { field: 'portOfArrivalArrivalEstimated', before: POD_BEFORE, after: POD_AFTER },
      'changed POD arrival · Estimated from 12 Mar, 10:00 to 15 Mar, 08:00',
    ],
    ['a value set', { field: 'vessel', before: null, after: 'Ever Ace' }, 'set Vessel to Ever Ace'],
    [
      'a value cleared',
      { field: 'vessel', before: 'Ever Given', after: null },
      'cleared Vessel (was Ever Given)',
    ],
    [
      'a secret, without its values',
      { field: 'passwordHash', before: null, after: null, secret: true },
      'changed Password (the value is not shown)',
    ],
    [
      'a file added',
      { field: 'documentFiles', before: null, after: ['bl_ab12.pdf'], added: ['bl_ab12.pdf'] },
      'added bl_ab12.pdf to Documents',
    ],
    [
      'a file removed',
      { field: 'documentFiles', before: ['a.pdf'], after: null, added: [], removed: ['a.pdf'] },
      'removed a.pdf from Documents',
    ],
    [
      'a file replaced',
      {
        field: 'documentFiles',
        before: ['a.pdf'],
        after: ['b.pdf'],
        added: ['b.pdf'],
        removed: ['a.pdf'],
      },
      'replaced a.pdf with b.pdf in Documents',
    ],
    [
      "a container's seal, by its number",
      {
        field: 'containersList',
        path: ['c2', 'seal'],
        item: 'TGHU7654321',
        before: 'S1',
        after: 'S2',
      },
      'changed Containers › TGHU7654321 › Seal from S1 to S2',
    ],
    [
      'a member of a list item without an id, by its place',
      { field: 'containersList', path: ['#1', 'seal'], before: 'S1', after: 'S2' },
      'changed Containers › #2 › Seal from S1 to S2',
    ],
    [
      'a container added',
      {
        field: 'containersList',
        path: ['c3'],
        item: 'CAIU0000001',
        before: null,
        after: box('c3', 'CAIU0000001'),
      },
      'added CAIU0000001 to Containers',
    ],
    [
      'a container removed',
      {
        field: 'containersList',
        path: ['c2'],
        item: 'TGHU7654321',
        before: box('c2', 'TGHU7654321'),
        after: null,
      },
      'removed TGHU7654321 from Containers',
    ],
    [
      'an item without a label added',
      { field: 'containersList', path: ['c4'], before: null, after: { id: 'c4' } },
      'added an item to Containers',
    ],
    [
      'a yes/no',
      { field: 'dangerousGoods', before: false, after: true },
      'changed Dangerous goods from No to Yes',
    ],
    [
      'a number, grouped',
      { field: 'weightKg', before: 1200.5, after: 1300 },
      'changed Weight (kg) from 1,200.5 to 1,300',
    ],
    [
      'a calendar day, as the day',
      {
        field: 'membershipEndAt',
        before: '2026-12-31 23:59:59.999Z',
        after: '2027-12-31 23:59:59.999Z',
      },
      'changed Membership end from 31 Dec 2026 to 31 Dec 2027',
    ],
    [
      'a long text, cut',
      { field: 'notes', before: null, after: 'x'.repeat(100) },
      `set Notes to ${'x'.repeat(79)}…`,
    ],
  ])('%s', (_, change, text) => {
    expect(changeText(change, english)).toBe(text);
  });

  it('speaks Spanish with 24-hour times', () => {
    setFormatLocale('es-MX');
    const change = {
      field: 'portOfArrivalArrivalEstimated',
      before: POD_BEFORE,
      after: '2026-03-15 21:30:00.000Z',
    };
    expect(changeText(change, spanish)).toBe(
      'cambió POD arrival · Estimated de 12 mar, 10:00 a 15 mar, 15:30',
    );
  });
});

describe('values the screen names', () => {
  const statuses: Record<string, string> = {
    'In creation': 'En creación',
    'In progress': 'En proceso',
  };
  const tools = {
    ...spanish,
    valueLabel: (field: string, value: unknown) => {
      if (field === 'parties.partner') return value === 'p1' ? 'Textiles del Bajío' : undefined;
      return field === 'status' ? statuses[String(value)] : undefined;
    },
  };

  it.each<[string, HistoryChange, string]>([
    [
      'a status in the chosen language',
      { field: 'status', before: 'In creation', after: 'In progress' },
      'cambió status de En creación a En proceso',
    ],
    [
      'a word the screen does not know, as stored',
      { field: 'status', before: 'In progress', after: 'Esperando documentos' },
      'cambió status de En proceso a Esperando documentos',
    ],
    [
      'another field, as stored',
      { field: 'vessel', before: 'A', after: 'B' },
      'cambió Vessel de A a B',
    ],
    [
      'a member of a JSON item, asked for as field.member',
      { field: 'parties', path: ['#0', 'partner'], before: null, after: 'p1' },
      'puso parties › #1 › partner en Textiles del Bajío',
    ],
  ])('%s', (_, change, text) => {
    expect(changeText(change, tools)).toBe(text);
  });
});

describe('entryHeadline and entryDetails', () => {
  const pod = { field: 'portOfArrivalArrivalEstimated', before: POD_BEFORE, after: POD_AFTER };
  const vessel = { field: 'vessel', before: 'A', after: 'B' };
  it.each<[string, HistoryEntry, string, string[]]>([
    [
      'one change says it all',
      entry({ changes: [pod] }),
      'Ana Pérez changed POD arrival · Estimated from 12 Mar, 10:00 to 15 Mar, 08:00',
      [],
    ],
    [
      'several are counted, then listed',
      entry({ changes: [pod, vessel] }),
      'Ana Pérez made 2 changes',
      [
        'changed POD arrival · Estimated from 12 Mar, 10:00 to 15 Mar, 08:00',
        'changed Vessel from A to B',
      ],
    ],
    [
      'a create',
      entry({ action: 'create', changes: [vessel] }),
      'Ana Pérez created this record',
      ['changed Vessel from A to B'],
    ],
    ['a delete', entry({ action: 'delete' }), 'Ana Pérez deleted this record', []],
    [
      'a restore',
      entry({ action: 'restore', source: 'restore' }),
      'Ana Pérez restored this record from the recycle bin',
      [],
    ],
    [
      'nobody named',
      entry({ actor: { id: '', collection: '', name: ' ' }, changes: [vessel] }),
      'Someone changed Vessel from A to B',
      [],
    ],
  ])('%s', (_, item, headline, details) => {
    expect(entryHeadline(item, item.changes, english)).toBe(headline);
    expect(entryDetails(item, item.changes, english)).toEqual(details);
  });

  it('speaks Spanish', () => {
    const item = entry({ changes: [pod, vessel] });
    expect(entryHeadline(item, item.changes, spanish)).toBe('Ana Pérez hizo 2 cambios');
    expect(entryHeadline(item, [vessel], spanish)).toBe('Ana Pérez cambió Vessel de A a B');
  });
});

describe('entryMarkers', () => {
  it.each<[string, Partial<HistoryEntry>, string[]]>([
    ['a plain edit has none', {}, []],
    [
      'made offline, with when',
      { source: 'offline', madeAt: '2026-03-15 15:55:00.000Z' },
      ['made offline 15 Mar, 09:55'],
    ],
    ['made offline at an unknown time', { source: 'offline' }, ['made offline']],
    ['merged in the conflict dialog', { source: 'merge' }, ['merged']],
    ['an Excel import', { source: 'import' }, ['Excel import']],
    ['an undo', { source: 'undo', undoOf: 'entry0000000000' }, ['undo of an earlier change']],
    ['a restore says so in its headline', { action: 'restore', source: 'restore' }, []],
    ['written through the API', { source: 'api' }, ['through the API']],
    ['the demo seed', { source: 'seed' }, ['demo data']],
  ])('%s', (_, over, texts) => {
    expect(entryMarkers(entry(over), english.t).map((marker) => marker.text)).toEqual(texts);
  });

  it('speaks Spanish', () => {
    setFormatLocale('es-MX');
    const item = entry({ source: 'offline', madeAt: '2026-03-15 21:55:00.000Z' });
    expect(entryMarkers(item, spanish.t).map((marker) => marker.text)).toEqual([
      'hecho sin conexión el 15 mar, 15:55',
    ]);
  });
});
