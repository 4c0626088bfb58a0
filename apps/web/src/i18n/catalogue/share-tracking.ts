// Part of the default catalogue (see ../catalogue-default.ts). Tracking links a forwarder gives
// its customers to follow one shipment without signing in (issue 37); the dashboard speaks English.
export const shareTrackingCatalogue = {
  shareTracking: {
    open: 'Share tracking',
    title: 'Share tracking',
    close: 'Close',
    intro:
      'Anyone with one of these links can follow this shipment without signing in: its route, status, milestones and the documents marked as shared. Costs, comments and parties are never shown.',
    form: {
      title: 'New link',
      label: 'For whom',
      labelPlaceholder: 'e.g. Importadora del Bajío',
      labelHint: 'Only your team sees this name.',
      expiresOn: 'Expires on',
      expiresOnHint: 'Optional. The link works until the end of that day, Mexico City time.',
      create: 'Create link',
      problems: {
        required: 'Say whom the link is for.',
        tooLong: 'Keep it to {{max}} characters or fewer.',
        invalid: 'Enter a valid date.',
        past: 'Pick today or a later day.',
      },
    },
    created: {
      title: 'Link created for {{label}}',
      hint: 'Send this address to your customer. You can copy it again from the list below.',
      address: 'New link address',
      copy: 'Copy new link',
    },
    list: {
      title: 'Links to this shipment',
      label: 'Tracking links',
      loading: 'Loading the links…',
      empty: 'No links yet: create one above to share this shipment.',
      retry: 'Try again',
    },
    link: {
      created: 'Created {{date}}',
      expires: 'Expires {{date}}',
      expired: 'Expired {{date}}',
      noExpiry: 'No expiry',
      lastOpened: 'Last opened {{date}}',
      neverOpened: 'Never opened',
      copy: 'Copy link',
      revoke: 'Revoke',
      status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
    },
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied. Select the address and copy it yourself.',
    revokeConfirm:
      'Revoke the link for “{{label}}”? Whoever has it will no longer be able to follow this shipment. This cannot be undone.',
    revoked: 'The link for “{{label}}” was revoked.',
    errors: {
      listOffline: 'The server can’t be reached, so the links can’t be shown right now.',
      listFailed: 'The links could not be read: {{message}}',
      createOffline:
        'The server can’t be reached, so the link was not created. What you typed is kept: try again once you’re back online.',
      createFailed: 'The link could not be created: {{message}}',
      shipmentGone: 'This shipment is no longer on the server, or you can no longer share it.',
      revokeOffline:
        'The server can’t be reached, so the link was not revoked. Try again once you’re back online.',
      revokeFailed: 'The link could not be revoked: {{message}}',
      linkGone: 'That link no longer exists: someone may have deleted it.',
    },
    documentShared: 'Shared with tracking links',
  },
} as const;
