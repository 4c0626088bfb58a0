import { COLLECTION_IDS, type MessageKind } from '@rumbo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Core } from '../../core/create-core.ts';
import { escapeHtml } from '../../core/mail/escape-html.ts';
import { decodeRow, encodeValues, updateSql } from '../../core/records/record-codec.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { notFound } from '../../tools/errors.ts';

/** Where each kind's consent lives on a contact (`notify.*`). */
const CONSENT: Partial<Record<MessageKind, string>> = {
  milestone: 'milestones',
  estimate: 'estimates',
  arrivalNotice: 'arrivalNotice',
};

const PAGE_TEXTS = {
  es: {
    title: 'Dejar de recibir avisos',
    ask: (kind: string, company: string) =>
      `¿Dejar de recibir ${kind} de ${company} en este correo?`,
    confirm: 'Sí, dejar de recibirlos',
    done: (kind: string, company: string) =>
      `Listo: ya no recibirás ${kind} de ${company}. Si fue un error, pídele a ${company} que te vuelva a dar de alta.`,
    kinds: {
      milestone: 'avisos de salida, llegada, liberación y entrega',
      estimate: 'avisos de cambios de fecha estimada',
      arrivalNotice: 'avisos de arribo',
      digest: 'resúmenes diarios',
      // Never asked: a quote is sent by a person and carries no unsubscribe link.
      quote: 'cotizaciones',
    },
  },
  en: {
    title: 'Stop receiving updates',
    ask: (kind: string, company: string) =>
      `Stop receiving ${kind} from ${company} at this address?`,
    confirm: 'Yes, stop them',
    done: (kind: string, company: string) =>
      `Done: you will no longer receive ${kind} from ${company}. If this was a mistake, ask ${company} to sign you up again.`,
    kinds: {
      milestone: 'departure, arrival, release and delivery updates',
      estimate: 'estimated date changes',
      arrivalNotice: 'arrival notices',
      digest: 'daily digests',
      quote: 'quotes',
    },
  },
} as const;

type Params = { id: string };
type Query = { key?: string };

/**
 * The unsubscribe link of every message to a contact (issue 37, decision 073), no sign-in: the
 * message's id and its random key. GET shows the question; POST (the page's button, or a mail
 * client's one-click `List-Unsubscribe-Post`) turns that kind off for that contact on the
 * partner, in one transaction. An unknown id or a wrong key is a plain 404.
 */
export function registerUnsubscribeRoutes(app: FastifyInstance, core: Core): void {
  app.get<{ Params: Params; Querystring: Query }>(
    '/api/messages/:id/unsubscribe',
    async (request, reply) => {
      const { message, company } = await findMessage(core, request.params.id, request.query.key);
      const texts = PAGE_TEXTS[message.language === 'en' ? 'en' : 'es'];
      const kind = texts.kinds[message.kind as MessageKind];
      const action = `/api/messages/${encodeURIComponent(String(message.id))}/unsubscribe?key=${encodeURIComponent(String(request.query.key))}`;
      return page(reply, texts.title, message.language, [
        `<p>${escapeHtml(texts.ask(kind, company))}</p>`,
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(texts.confirm)}</button></form>`,
      ]);
    },
  );

  app.post<{ Params: Params; Querystring: Query }>(
    '/api/messages/:id/unsubscribe',
    async (request, reply) => {
      const { message, company } = await findMessage(core, request.params.id, request.query.key);
      await optOut(core, message);
      const texts = PAGE_TEXTS[message.language === 'en' ? 'en' : 'es'];
      const kind = texts.kinds[message.kind as MessageKind];
      return page(reply, texts.title, message.language, [
        `<p>${escapeHtml(texts.done(kind, company))}</p>`,
      ]);
    },
  );
}

async function findMessage(core: Core, id: string, key: string | undefined) {
  const messages = core.collections.find(COLLECTION_IDS.messages);
  const message = messages ? await core.reader.findById(messages, id) : null;
  if (!message || !key || !message.unsubscribeKey || message.unsubscribeKey !== key)
    throw notFound();
  const companies = core.collections.find(COLLECTION_IDS.companies);
  const company = companies ? await core.reader.findById(companies, String(message.company)) : null;
  const name = String(company?.brandName || company?.name || '');
  return { message, company: name };
}

/** Turns the message's kind off on its contact, reading and writing the partner in one transaction. */
async function optOut(core: Core, message: Record<string, unknown>): Promise<void> {
  if (message.kind === 'digest') return optOutOfDigest(core, message);
  const partners = core.collections.find(COLLECTION_IDS.partners);
  const setting = CONSENT[message.kind as MessageKind];
  if (!partners || !setting || !message.partner) return;
  const change = await core.db.transaction(async (tx) => {
    const row = await tx.get('SELECT * FROM "partners" WHERE "id" = ? AND "company" = ?', [
      String(message.partner),
      String(message.company),
    ]);
    if (!row) return null;
    const partner = decodeRow(partners, row);
    const contacts = Array.isArray(partner.contacts)
      ? (partner.contacts as Record<string, unknown>[])
      : [];
    let changed = false;
    const next = contacts.map((contact) => {
      if (String(contact.id ?? '') !== String(message.contact)) return contact;
      const notify = { ...((contact.notify ?? {}) as Record<string, unknown>) };
      if (notify[setting] === false) return contact;
      changed = true;
      return { ...contact, notify: { ...notify, [setting]: false } };
    });
    if (!changed) return null;
    const updated = formatDateTime(new Date());
    const record = { ...partner, contacts: next, updated };
    await tx.run(updateSql(partners, ['contacts', 'updated']), [
      ...encodeValues(partners, record, ['contacts', 'updated']),
      String(partner.id),
    ]);
    return record;
  });
  if (change)
    await core.hooks.afterChange({ action: 'update', collection: partners, record: change });
}

/** A colleague's digest link turns their digest off (`digestOff`), as My profile does. */
async function optOutOfDigest(core: Core, message: Record<string, unknown>): Promise<void> {
  const users = core.collections.find(COLLECTION_IDS.users);
  if (!users || !message.user) return;
  const updated = formatDateTime(new Date());
  const [off] = encodeValues(users, { digestOff: true }, ['digestOff']);
  const [row] = await core.db.all(
    `UPDATE "users" SET "digestOff" = ?, "updated" = ? WHERE "id" = ? AND "company" = ? AND ("digestOff" IS NULL OR "digestOff" <> ?) RETURNING *`,
    [off, updated, String(message.user), String(message.company), off],
  );
  if (row)
    await core.hooks.afterChange({
      action: 'update',
      collection: users,
      record: decodeRow(users, row),
    });
}

function page(reply: FastifyReply, title: string, language: unknown, body: string[]) {
  const lang = language === 'en' ? 'en' : 'es';
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .send(
      [
        `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(title)}</title></head>`,
        '<body style="font-family:system-ui,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;line-height:1.5">',
        `<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>`,
        ...body,
        '</body></html>',
      ].join('\n'),
    );
}
