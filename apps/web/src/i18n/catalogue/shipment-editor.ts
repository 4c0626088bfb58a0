// Part of the default catalogue (see ../catalogue-default.ts). SPEC texts are verbatim.
// The editor sits in the dashboard's English-speaking shell; SPEC §8's save message is Spanish.
export const shipmentEditorCatalogue = {
  shipmentEditor: {
    title: '{{code}} · {{reference}}',
    titleNoReference: '{{code}}',
    newTitle: 'New {{mode}} shipment',
    modes: { ocean: 'ocean', air: 'air', land: 'land' },
    codePending: 'Code pending',
    save: 'Save',
    close: 'Close',
    shortcuts: 'Ctrl+S saves · Esc closes',
    unsaved: 'Unsaved changes',
    allSaved: 'All changes saved',
    loading: 'Loading shipment…',
    loadFailed: 'Could not load this shipment. Check the connection and try again.',
    missing: 'This shipment does not exist or was deleted.',
    companyStep: {
      title: 'New shipment: whose is it?',
      explain:
        'Platform administrators belong to no company. Choose the company this shipment belongs to: its code follows that company’s codes and its parties come from that company’s partners.',
      company: 'Company',
      continue: 'Continue',
      none: 'No company found',
      failed: 'Could not load the companies. Check the connection and try again.',
    },
    lock: {
      takenReadOnly: 'Read-only: being edited by {{name}}. It becomes editable when they close it.',
      takenWhileEditing:
        'This shipment is now being edited by {{name}}. Your changes are kept; saving shows any field you both changed.',
      offline:
        'Offline: you are editing without a lock. Saving keeps your changes in this browser (Pending sync) and sends them when the server is back.',
    },
    saved: 'Shipment {{code}} saved.',
    savedOffline:
      'Shipment {{code}} saved in this browser. Pending sync: it is sent when the server is back.',
    errors: {
      title: 'Not saved',
      gone: 'El embarque ya no existe en {{server}}. Recarga los datos antes de editar.',
      failed: 'The shipment could not be saved: {{message}} Your changes are kept in the editor.',
      fields: 'The server refused these fields: {{fields}}.',
      noCompany: 'Only a company member can create shipments.',
      entries:
        'Some fields hold entries that cannot be saved; they are marked in red. Correct them and save again.',
    },
    conflict: {
      title: 'Someone else changed this shipment',
      intro:
        '{{name}} saved this shipment after you opened it. Their other changes and yours are merged; for each field you both changed, choose which value to keep.',
      save: 'Save merged shipment',
    },
    fieldLabels: {
      containersList: 'Containers',
      lclItems: 'LCL items',
      uldsList: 'ULDs',
      looseItems: 'Loose items',
      costControlRows: 'Cost control',
      documents: 'Documents',
      comments: 'Comments',
      activitiesStatus: 'Activities',
      itinerary: 'Itinerary',
      legacyId: 'Legacy id',
    },
    documents: {
      upload: 'Upload files',
      uploading: 'Uploading…',
      accepted: 'PDF, images, XML, Excel or Word; up to 20 MB each.',
      saveFirst: 'Save the shipment first to attach files.',
      offline: 'Files can be uploaded, opened and removed when the server is reachable.',
      empty: 'No documents yet.',
      list: 'Documents of this shipment',
      noFile: 'No file attached',
      download: 'Download {{name}}',
      remove: 'Remove {{name}}',
      removeConfirm: 'Remove {{name}} from this shipment? The file is deleted from the server.',
      removeLabel: 'Remove',
      uploaded_one: '{{count}} file uploaded.',
      uploaded_other: '{{count}} files uploaded.',
      removed: '{{name}} removed.',
      failed: 'The files could not be stored: {{message}}',
    },
  },
} as const;
