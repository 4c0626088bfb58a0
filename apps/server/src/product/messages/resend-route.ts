import { COLLECTION_IDS, type MessageKind } from '@rumbo/domain';
import type { FastifyInstance } from 'fastify';
import type { Core } from '../../core/create-core.ts';
import { badRequest, notFound } from '../../tools/errors.ts';
import { enqueueMessage } from './message-rows.ts';
import { hostOf } from './shipment-messages.ts';

/**
 * `POST /api/messages/{id}/resend` (issue 37): a company superuser sends a message of the log
 * again, as a new message (its own row, `Message-ID` and outcome) naming the one it repeats in
 * `resendOf`. Whoever may not view the message gets the 404 of an unknown one.
 *
 * Once per wish: while a resend of a message still waits, asking again (a second click, a retried
 * request, a colleague at the same moment) answers that waiting resend instead of queuing
 * another. The resend's cause is the original's plus how many of its resends have settled (sent
 * or failed), so concurrent requests compute one key and the outbox's unique key keeps one row.
 */
export function registerResendRoute(
  app: FastifyInstance,
  core: Core,
  clock: () => Date,
  poke: () => void,
): void {
  app.post<{ Params: { id: string } }>('/api/messages/:id/resend', async (request) => {
    const messages = core.collections.find(COLLECTION_IDS.messages);
    if (!messages) throw notFound();
    if (request.ctx.identity.kind === 'guest') throw notFound();
    const original = await core.reader.view(messages, request.params.id, request.ctx);
    const body = (original.body ?? {}) as { text?: string; html?: string };
    if (!body.html && !body.text) throw badRequest('The message has nothing to send again.');
    const company = String(original.company);
    const { change, dedupKey } = await core.db.transaction(async () => {
      const settled = await core.db.get<{ n: number | string }>(
        `SELECT COUNT(*) AS "n" FROM "messages" WHERE "company" = ? AND "resendOf" = ? AND "status" <> 'queued'`,
        [company, String(original.id)],
      );
      const key = `${String(original.dedupKey)}|resend|${Number(settled?.n ?? 0) + 1}`;
      const queued = await enqueueMessage(
        core.db,
        messages,
        {
          company,
          kind: original.kind as MessageKind,
          recipient: String(original.recipient),
          recipientName: String(original.recipientName ?? ''),
          language: original.language === 'en' ? 'en' : 'es',
          partner: String(original.partner ?? ''),
          contact: String(original.contact ?? ''),
          user: String(original.user ?? ''),
          shipmentCollection: String(original.shipmentCollection ?? ''),
          shipment: String(original.shipment ?? ''),
          topic: String(original.topic ?? ''),
          attachments: Array.isArray(original.attachments) ? original.attachments : [],
          rendered: {
            subject: String(original.subject),
            text: body.text ?? '',
            html: body.html ?? '',
          },
          dedupKey: key,
          resendOf: String(original.id),
        },
        hostOf(core.settings.get().meta.appUrl),
        clock(),
      );
      return { change: queued, dedupKey: key };
    });
    if (change) {
      await core.hooks.afterChange(change);
      poke();
      return core.reader.exportOne(messages, change.record, request.ctx);
    }
    const waiting = await core.db.get<{ id: string }>(
      `SELECT "id" FROM "messages" WHERE "company" = ? AND "dedupKey" = ?`,
      [company, dedupKey],
    );
    if (!waiting) throw badRequest('The message could not be queued again.');
    return core.reader.view(messages, waiting.id, request.ctx);
  });
}
