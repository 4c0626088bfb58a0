// Part of the default catalogue (see ../catalogue-default.ts). SPEC texts are verbatim.
// The sync state sits in the top bar beside the other shell texts, so it speaks English too.
export const syncCatalogue = {
  sync: {
    status: 'Sync status',
    offline: 'Offline',
    syncing: 'Syncing',
    pendingChanges_one: '{{count}} pending change',
    pendingChanges_many: '{{count}} pending changes',
    pendingChanges_other: '{{count}} pending changes',
    failedChanges_one: '{{count}} failed change',
    failedChanges_many: '{{count}} failed changes',
    failedChanges_other: '{{count}} failed changes',
    offlineHint:
      'The server cannot be reached. You are working on the copy kept in this browser; changes are sent when the server is back.',
    offlineCopy:
      'This browser keeps {{shipments}} shipments and {{partners}} partners for offline work ({{size}}): open shipments, those of the last 90 days and those you opened.',
    offlineCopyUnknown: 'The copy kept in this browser is being prepared.',
    demo: 'Demo data',
    demoHint:
      'Shipments and partners are demo data kept in this browser only; nothing is sent to the server.',
    clearDemo: 'Clear demo data',
    clearDemoConfirm:
      'Clear the demo data from this browser? Your shipments and partners are loaded from the server again.',
    failedTitle: 'Changes not saved as made',
    failedIntro:
      'These changes were made offline. When they were sent, the server refused them, or someone else had changed the same fields meanwhile. They are no longer pending.',
    failedEmpty: 'No failed changes.',
    failedLoading: 'Loading failed changes…',
    dismiss: 'Dismiss',
    dismissConfirm:
      'Dismiss the failed change of {{record}}? Its details will no longer be kept in this browser.',
    dismissCreateConfirm:
      'Dismiss {{record}}? It was created in this browser and never reached the server: dismissing deletes it for good.',
    recoded:
      '{{record}} {{from}} was saved as {{to}}: a colleague took {{from}} while you were offline.',
    conflict: {
      title: '{{shipment}}: changed by someone else',
      intro:
        '{{name}} changed these fields while you were offline. Your other changes were saved; choose whether your values replace theirs.',
      apply: 'Apply mine',
      discard: 'Discard mine',
      discardConfirm:
        'Discard your values for these fields? The {{record}} keeps the ones {{name}} saved.',
      applyFailed: 'Your values could not be saved: {{message}}',
      outcomes: {
        saved: 'Your values were saved.',
        changed: 'It changed again meanwhile. Check the new values before you choose.',
        offline: 'The server cannot be reached. Try again when it is back.',
        gone: 'It no longer exists on the server.',
      },
    },
    actions: { create: 'Create', update: 'Update', delete: 'Delete' },
    collections: {
      shipments_ocean: 'Ocean shipment',
      shipments_air: 'Air shipment',
      shipments_land: 'Land shipment',
      partners: 'Partner',
      companies: 'Company',
      users: 'User',
      notification_states: 'Notification',
      shipment_locks: 'Shipment lock',
      tariffs: 'Tariff',
    },
    // The record in a sentence ("The shipment keeps the ones … saved").
    nouns: {
      shipments_ocean: 'shipment',
      shipments_air: 'shipment',
      shipments_land: 'shipment',
      partners: 'partner',
      companies: 'company',
      users: 'user',
      notification_states: 'notification',
      shipment_locks: 'shipment lock',
      tariffs: 'tariff',
    },
    seeded:
      'Demo data loaded in this browser: {{partners}} partners and {{shipments}} shipments. Nothing is sent to the server.',
    reset: 'Local data cleared. Your data is loaded from the server again.',
    localUnavailable: 'This browser cannot keep local data, so nothing was changed.',
  },
} as const;
