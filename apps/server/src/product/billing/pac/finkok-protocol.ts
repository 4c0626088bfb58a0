// Finkok's SOAP protocol, the facts both ends share (docs/decisions/078): the real adapter
// (finkok-pac.ts) speaks it to Finkok, and the local test PAC (test-pac-server.ts) answers it.
// Read from public material: Finkok's service descriptions as its clients use them
// (phpcfdi/finkok, SAT-CFDI/python-satcfdi's recorded answers, Finkok support's own examples).

export const FINKOK_DEMO_URL = 'https://demo-facturacion.finkok.com';
export const FINKOK_PRODUCTION_URL = 'https://facturacion.finkok.com';

/** Where each service answers; its description is the same path with `.wsdl`. */
export const FINKOK_PATHS = {
  stamp: '/servicios/soap/stamp',
  cancel: '/servicios/soap/cancel',
} as const;

export const FINKOK_NS = {
  envelope: 'http://schemas.xmlsoap.org/soap/envelope/',
  stamp: 'http://facturacion.finkok.com/stamp',
  cancel: 'http://facturacion.finkok.com/cancel',
  /** The answers' fields (`s0:xml`, `s0:UUID`, `s0:Incidencias` …) and the cancel's UUID. */
  apps: 'apps.services.soap.core.views',
} as const;

/**
 * Finkok's incidence codes (CodigoError; for cancellations EstatusUUID) and their texts, as
 * Finkok's documentation lists them. 307 is the one the adapter relies on: `stamp` with a CFDI
 * Finkok has stamped before answers it, with the earlier stamp or without it (then `stamped`
 * returns it).
 */
export const FINKOK_CODES: Record<string, string> = {
  '201': 'Petición de cancelación realizada exitosamente',
  '202': 'Petición de cancelación realizada previamente',
  '203': 'No corresponde el RFC del emisor y de quien solicita la cancelación',
  '205': 'UUID no existe',
  '300': 'Usuario y contraseña inválidos',
  '301': 'XML mal formado',
  '302': 'Sello mal formado o inválido',
  '303': 'Sello no corresponde a emisor',
  '304': 'Certificado revocado o caduco',
  '305': 'La fecha de emisión no está dentro de la vigencia del CSD del emisor',
  '306': 'El certificado no es de tipo CSD',
  '307': 'El CFDI contiene un timbre previo',
  '308': 'Certificado no expedido por el SAT',
  '401': 'Fecha y hora de generación fuera de rango',
  '402': 'RFC del emisor no se encuentra en el régimen de contribuyentes',
  '501': 'Autenticación no válida',
  '603': 'El CFDI no contiene un timbre previo',
  '703': 'Cuenta suspendida',
  '704': 'Error con la contraseña de la llave privada',
  '705': 'XML estructura inválida',
  '707': 'XML ya contiene un nodo TimbreFiscalDigital',
  '708': 'No se pudo conectar al SAT',
  '711': 'Error con el certificado al cancelar',
};

/**
 * Codes about the account rather than the CFDI. 704: Finkok's `cancel` takes the CSD's key
 * encrypted with the account's password, so a key it cannot open means that password is wrong.
 */
export const FINKOK_CREDENTIAL_CODES: ReadonlySet<string> = new Set(['300', '501', '703', '704']);

/** Finkok's success texts (CodEstatus) for a new stamp and for one returned again. */
export const FINKOK_STAMPED = 'Comprobante timbrado satisfactoriamente';
export const FINKOK_RECEIVED = 'Comprobante recibido satisfactoriamente';

/** EstatusCancelacion while the receiver has not accepted (the SAT gives them 72 hours). */
export const FINKOK_CANCEL_IN_PROCESS = 'En proceso';

/** EstatusCancelacion once the receiver refused; the CFDI stays valid. */
export const FINKOK_CANCEL_REJECTED = 'Solicitud rechazada';

/** EstatusCancelacion when the receiver let its 72 hours pass: the SAT cancels it. */
export const FINKOK_CANCEL_EXPIRED = 'Plazo vencido';

/** How long the SAT waits for the receiver's answer before it cancels anyway. */
export const SAT_ACCEPTANCE_HOURS = 72;
