import { COLLECTION_IDS, SHIPMENT_COLLECTION_NAMES } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { ACTIVE_MEMBER, IS_SIGNED_IN, allOf, keepsField } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';

/** Characters of a tracking token: the server makes 32 of them from 192 random bits. */
export const TRACKING_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32}$';

/**
 * The `tracking_links` collection (issue 37): a link a forwarder gives a customer to follow one
 * shipment without signing in, at `/t/{token}`. The server makes the token on create (whatever
 * the client sends) and stamps `lastOpenedAt` when the link is opened; `revoked` and `expiresAt`
 * end it. A link belongs to the shipment's company, and only that company's members read it
 * (platform admins too are left out: the token opens the shipment to anyone holding it).
 */
export const TRACKING_LINKS_COLLECTION = defineCollection({
  id: COLLECTION_IDS.tracking_links,
  name: 'tracking_links',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.select('shipmentCollection', SHIPMENT_COLLECTION_NAMES, { required: true }),
    // Text, since it points into one of three collections; checked by the server on create.
    f.text('shipment', { required: true, max: 15 }),
    f.text('label', { max: 200 }),
    f.date('expiresAt'),
    f.bool('revoked'),
    f.text('token', { max: 32, pattern: TRACKING_TOKEN_PATTERN }),
    f.date('lastOpenedAt'),
    f.text('createdBy', { max: 100 }),
  ],
  indexes: [
    sqlIndex('tracking_links', ['token'], { isUnique: true }),
    sqlIndex('tracking_links', ['company', 'shipmentCollection', 'shipment']),
  ],
  rules: trackingLinkRules(),
});

/**
 * Members of the shipment's company with an active membership may create, list, rename, revoke
 * and delete its links, as they may edit the shipment. A link never moves: company, shipment and
 * token stay as created, and when it was last opened is the server's to say.
 */
function trackingLinkRules() {
  const member = allOf(IS_SIGNED_IN, ACTIVE_MEMBER);
  return {
    listRule: member,
    viewRule: member,
    createRule: member,
    updateRule: allOf(
      member,
      ...['company', 'shipmentCollection', 'shipment', 'token', 'lastOpenedAt', 'createdBy'].map(
        keepsField,
      ),
    ),
    deleteRule: member,
  };
}
