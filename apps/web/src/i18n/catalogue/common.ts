// Part of the default catalogue (see ../catalogue-default.ts). SPEC texts are verbatim.
export const commonCatalogue = {
  common: {
    productName: 'Rumbo',
    loading: 'Cargando...',
    closeMessage: 'Close message',
  },
  errors: {
    pageFailed: 'No se pudo cargar la página.',
    viewLoading: 'Cargando…',
    viewFailed: 'Ocurrió un error al cargar la vista.',
    reload: 'Recargar',
  },
  confirm: {
    title: 'Confirm action',
    confirm: 'Confirm',
    cancel: 'Cancel',
    // The dialog's close cross, which cancels too.
    close: 'Close dialog',
  },
} as const;
