import type { MessagesRecord } from '@rumbo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { messageLogFilter, type MessageLogView } from './message-filter.ts';
import { shipmentCodesQuery, type NamedShipment } from '#data/shipments/shipment-codes-query.ts';

// The company's e-mail log (issue 37, decision 073): every message the server sent or is about
// to send for the company, read by its superusers. Only the server has it: the browser keeps
// no copy, so offline a read fails and the screen says so.

/** A message as the log's list shows it: without its parts (a digest can be long). */
export type MessageListItem = Pick<
  MessagesRecord,
  | 'id'
  | 'kind'
  | 'status'
  | 'recipient'
  | 'recipientName'
  | 'language'
  | 'shipmentCollection'
  | 'shipment'
  | 'subject'
  | 'resendOf'
  | 'attempts'
  | 'nextAttemptAt'
  | 'lastAttemptAt'
  | 'lastError'
  | 'sentAt'
  | 'created'
>;

/** A file a message carries, as the outbox names it. */
export type MessageAttachment = { name?: string; file?: string; contentType?: string };

/** One message as it goes out: its parts, its attachments and its Message-ID too. */
export type MessageDetail = MessageListItem & {
  body: { text?: string; html?: string } | null;
  attachments: MessageAttachment[] | null;
  messageId: string;
};

export type MessagePage = { items: MessageListItem[]; totalItems: number; totalPages: number };

/** Every query of the log starts with this key: a resend marks them all stale. */
export const MESSAGES_ROOT = 'messages';

const LIST_FIELDS =
  'id,kind,status,recipient,recipientName,language,shipmentCollection,shipment,subject,resendOf,attempts,nextAttemptAt,lastAttemptAt,lastError,sentAt,created';
const DETAIL_FIELDS = `${LIST_FIELDS},body,attachments,messageId`;

const messages = () => pb.collection('messages');

export type MessagePageInput = MessageLogView & { page: number; perPage: number };

/** One page of the company's messages, newest first, filtered as the log's view says. */
export function messagePageQuery({ page, perPage, ...view }: MessagePageInput) {
  const filter = messageLogFilter(view);
  return queryOptions({
    queryKey: [MESSAGES_ROOT, 'page', filter, page, perPage] as const,
    queryFn: async ({ signal }): Promise<MessagePage> => {
      const answer = await messages().getList<MessageListItem>(page, perPage, {
        filter,
        sort: '-created,-id',
        fields: LIST_FIELDS,
        signal,
        requestKey: null,
      });
      return { items: answer.items, totalItems: answer.totalItems, totalPages: answer.totalPages };
    },
    placeholderData: keepPreviousData,
    // Tried even when the browser says it is offline: the failure is what tells the screen so.
    networkMode: 'always',
    retry: false,
    // The sender moves messages along on its own: read again each time the log is shown, and
    // every half minute while it is.
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

/** One message with its parts, as it is (or was) sent. */
export function messageQuery(id: string) {
  return queryOptions({
    queryKey: [MESSAGES_ROOT, 'one', id] as const,
    queryFn: ({ signal }) =>
      messages().getOne<MessageDetail>(id, { fields: DETAIL_FIELDS, signal, requestKey: null }),
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}

/** A shipment a message tells of. */
export type MessageShipment = NamedShipment;

/** The codes of the shipments a page names, by shipment id (see shipmentCodesQuery). */
export function messageShipmentCodesQuery(shipments: MessageShipment[]) {
  return shipmentCodesQuery(MESSAGES_ROOT, shipments);
}
