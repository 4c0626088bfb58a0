// Part of the default catalogue (see ../catalogue-default.ts). The dialog a save shows when a
// colleague saved the same record meanwhile (docs/decisions/033); the dashboard speaks English.
export const saveConflictCatalogue = {
  saveConflict: {
    title: 'Someone else changed this record',
    intro:
      '{{name}} saved this record after you opened it. Their other changes and yours are merged; for each field you both changed, choose which value to keep.',
    someone: 'Someone',
    mine: 'Yours',
    theirs: 'Theirs',
    keepMine: 'Keep mine',
    takeTheirs: 'Take theirs',
    empty: '(empty)',
    yes: 'Yes',
    no: 'No',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    save: 'Save merged version',
    cancel: 'Back to editing',
    close: 'Close',
    cancelled: 'Nothing was saved. Your changes are still in the form.',
    tooBusy: 'This record keeps changing. Nothing was saved; try again in a moment.',
  },
} as const;
