// Part of the default catalogue (see ../catalogue-default.ts): the tariffs spreadsheet template, upload, row errors and diff before publishing.
// The dashboard's texts are English; the template's headers are the domain's (TARIFF_SHEET_COLUMNS).
export const tariffImportCatalogue = {
  tariffImport: {
    downloadTemplate: 'Download template',
    upload: 'Upload rates',
    templateFile: 'rumbo-tariffs-template.xlsx',
    sheetName: 'Rates',
    instructionsSheet: 'Instructions',
    templateFailed: 'The template could not be built. Try again.',
    instructions: {
      title: 'How to fill in the rates sheet',
      rows: 'One rate line per row, from row 2 on. Keep the header row: columns are found by their header, in any order. Replace or delete the example lines (one per mode).',
      required:
        'Required on every line: kind, mode, origin, destination, charge, basis, currency, amount and valid from.',
      places:
        'Origin and destination: UN/LOCODE (e.g. MXZLO, CNSHA) for FCL, LCL, FTL and LTL; IATA airport code (e.g. MEX) for AIR.',
      basis:
        'Basis: container or teu only for FCL (container needs an ISO container type such as 22G1, 42G1 or 45G1); wm, cbm or kg for LCL and LTL; kg for AIR; shipment for any mode.',
      amounts:
        'Amounts are numbers without currency signs; currency is a three-letter ISO code (USD, MXN, EUR…).',
      breaks:
        'Breaks (weight or quantity): "from:amount" pairs separated by ";", ascending, e.g. 45:5.20; 100:4.80; 300:4.10.',
      dates: 'Dates: YYYY-MM-DD or a date cell. Leave "valid to" blank for an open-ended rate.',
      identity:
        'A row updates the current line with the same kind, mode, carrier, customer, origin, destination, charge, basis, container type, cargo type, currency and valid from; any other row adds a new line. Lines not in the file stay as they are.',
      allOrNothing:
        'All or nothing: if any row has a problem, the whole file is refused and nothing is published.',
    },
    dialogTitle: 'Upload rates',
    intro:
      'Choose a filled-in template (.xlsx). Every row is checked first; you see what would change before anything is published.',
    company: 'Company',
    companyPlaceholder: 'Choose the company the rates belong to',
    chooseFile: 'Rates file',
    choosePlaceholder: 'Choose an .xlsx file',
    clearFile: 'Remove the chosen file',
    reading: 'Checking the file…',
    unreadable: 'This file could not be read. Save it as an Excel workbook (.xlsx) and try again.',
    empty: 'The file has no rate lines below the header row.',
    refused_one: 'The file was not published: {{count}} row has errors.',
    refused_other: 'The file was not published: {{count}} rows have errors.',
    refusedHint: 'Fix these cells and upload the file again. Nothing was changed.',
    errorsCaption: 'Problems in the file',
    rowHeader: 'Row',
    columnHeader: 'Column',
    problemHeader: 'Problem',
    row: 'Row {{row}}',
    wholeLine: 'Whole line',
    errors: {
      unreadable: 'This cell cannot be read as a value of its column.',
      duplicate: 'Same line as row {{row}}.',
      missingColumn: 'The file has no such column.',
    },
    diffTitle: 'What publishing will change',
    added_one: '{{count}} line added',
    added_other: '{{count}} lines added',
    changed_one: '{{count}} line changed',
    changed_other: '{{count}} lines changed',
    unchanged_one: '{{count}} unchanged',
    unchanged_other: '{{count}} unchanged',
    untouched_one: '{{count}} current line not in the file stays as it is.',
    untouched_other: '{{count}} current lines not in the file stay as they are.',
    nothingToPublish: 'The file matches the current rates: nothing to publish.',
    changedCaption: 'Changed lines',
    addedCaption: 'New lines',
    lineHeader: 'Line',
    changesHeader: 'Changes',
    amountHeader: 'Amount',
    validityHeader: 'Valid',
    blankValue: '(blank)',
    openEnded: 'open-ended',
    publish_one: 'Publish {{count}} change',
    publish_other: 'Publish {{count}} changes',
    cancel: 'Cancel',
    close: 'Close',
    publishing: 'Publishing {{done}} of {{total}}…',
    progressLabel: 'Publishing progress',
    offline:
      'Publishing needs the server, and it cannot be reached now. Nothing was published; try again when you are back online.',
    serverAway: 'the server could not be reached',
    failedUndone:
      'Publishing stopped ({{message}}). The {{count}} changes already made were undone: your rates are as they were.',
    failedPartly:
      'Publishing stopped ({{message}}) and {{failures}} of the changes already made could not be undone. Upload the same file again to finish publishing it.',
    published: 'Rates published: {{created}} added, {{updated}} changed.',
    chooseCompanyFirst: 'Choose a company to compare the file with its rates.',
  },
} as const;
