// The domain's message rules (issue 37), as the package exports them (see ../index.ts).
export {
  DEFAULT_ESTIMATE_NOTICE_HOURS,
  EVENT_MILESTONES,
  shipmentMessageEvents,
  type ShipmentEvent,
  type ShipmentMessageEvent,
} from './shipment-message-events.ts';
export {
  SHIPMENT_PARTY_ROLES,
  contactMessaging,
  isMessageAddress,
  messageRecipients,
  shipmentParties,
  type ContactMessaging,
  type MessageRecipient,
  type ShipmentParty,
  type ShipmentPartyRole,
} from './message-recipients.ts';
export {
  issuedArrivalNotices,
  noticeArrival,
  type IssuedDocument,
} from './issued-arrival-notices.ts';
export {
  DIGEST_HOUR,
  DIGEST_LAST_HOUR,
  digestDay,
  digestSections,
  nextDigestAt,
  type DigestItem,
  type DigestSection,
} from './daily-digest.ts';
