import { fileURLToPath } from 'node:url';

// CFDI 4.0 samples for the SAT tools' tests (sat-tools.test.ts). The invoice is written by hand
// for these tests: a forwarder (the SAT's test taxpayer EKU9003173C9, whose test CSD is kept in
// apps/server/sat/test-csd/) bills a land freight with 16 % IVA and the 4 % IVA withholding, and an
// international ocean freight at 0 % IVA; the PAC's TimbreFiscalDigital 1.1 is in its complement.
// One element per line, so that a problem's line names the element it is about.

export const SAT_DIR = fileURLToPath(new URL('../sat/', import.meta.url));

export const TEST_CSD = {
  certificate: `${SAT_DIR}test-csd/EKU9003173C9.cer`,
  key: `${SAT_DIR}test-csd/EKU9003173C9.key`,
  password: '12345678a',
  /** The SAT writes the certificate number's 20 digits as the ASCII bytes of its serial. */
  number: '30001000000400002434',
  rfc: 'EKU9003173C9',
};

/** A CFDI sealed by CryptoSys with the SAT's older test CSD (SOURCES.md, test-cfdi/). */
export const CRYPTOSYS_SIGNED_CFDI = `${SAT_DIR}test-cfdi/cfdv40-ejemplo-signed-tfd.xml`;

export const SAMPLE_CFDI = `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" Version="4.0" Serie="F" Folio="1024" Fecha="2026-12-04T10:30:00" FormaPago="03" NoCertificado="30001000000400002434" SubTotal="35000.00" Moneda="MXN" Total="36200.00" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" LugarExpedicion="91700" Sello="" Certificado="">
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="URE180429TM6" Nombre="UNIVERSIDAD ROBOTICA ESPAÑOLA" DomicilioFiscalReceptor="86991" RegimenFiscalReceptor="601" UsoCFDI="G03"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="78101800" NoIdentificacion="GLF-0042" Cantidad="1" ClaveUnidad="E48" Unidad="Servicio" Descripcion="Flete terrestre  Veracruz - Guadalajara" ValorUnitario="10000.00" Importe="10000.00" ObjetoImp="02">
      <cfdi:Impuestos>
        <cfdi:Traslados>
          <cfdi:Traslado Base="10000.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="1600.00"/>
        </cfdi:Traslados>
        <cfdi:Retenciones>
          <cfdi:Retencion Base="10000.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.040000" Importe="400.00"/>
        </cfdi:Retenciones>
      </cfdi:Impuestos>
    </cfdi:Concepto>
    <cfdi:Concepto ClaveProdServ="78101700" Cantidad="1" ClaveUnidad="E48" Descripcion="Flete marítimo internacional Shanghái - Manzanillo" ValorUnitario="25000.00" Importe="25000.00" ObjetoImp="02">
      <cfdi:Impuestos>
        <cfdi:Traslados>
          <cfdi:Traslado Base="25000.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.000000" Importe="0.00"/>
        </cfdi:Traslados>
      </cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosRetenidos="400.00" TotalImpuestosTrasladados="1600.00">
    <cfdi:Retenciones>
      <cfdi:Retencion Impuesto="002" Importe="400.00"/>
    </cfdi:Retenciones>
    <cfdi:Traslados>
      <cfdi:Traslado Base="10000.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="1600.00"/>
      <cfdi:Traslado Base="25000.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.000000" Importe="0.00"/>
    </cfdi:Traslados>
  </cfdi:Impuestos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital Version="1.1" UUID="6F9D2E5A-3B7C-4D1E-8A2F-0C4B5D6E7F81" FechaTimbrado="2026-12-04T10:31:02" RfcProvCertif="SPR190613I52" SelloCFD="c2VsbG8gZGVsIGVtaXNvcg==" NoCertificadoSAT="30001000000400002495" SelloSAT="c2VsbG8gZGVsIFNBVA=="/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;

/**
 * The sample's cadena original, written from the Anexo 20 rules (every attribute of the
 * comprobante, issuer, receiver, lines with their taxes and the taxes' summary, in the order the
 * Anexo fixes, each once and separated by '|', runs of spaces collapsed to one, empty and absent
 * attributes left out, between '||' and '||'; the stamp is not part of it).
 */
export const SAMPLE_CADENA = [
  '||4.0|F|1024|2026-12-04T10:30:00|03|30001000000400002434|35000.00|MXN|36200.00|I|01|PUE|91700',
  '|EKU9003173C9|ESCUELA KEMPER URGATE|601',
  '|URE180429TM6|UNIVERSIDAD ROBOTICA ESPAÑOLA|86991|601|G03',
  '|78101800|GLF-0042|1|E48|Servicio|Flete terrestre Veracruz - Guadalajara|10000.00|10000.00|02',
  '|10000.00|002|Tasa|0.160000|1600.00',
  '|10000.00|002|Tasa|0.040000|400.00',
  '|78101700|1|E48|Flete marítimo internacional Shanghái - Manzanillo|25000.00|25000.00|02',
  '|25000.00|002|Tasa|0.000000|0.00',
  '|002|400.00|400.00',
  '|10000.00|002|Tasa|0.160000|1600.00',
  '|25000.00|002|Tasa|0.000000|0.00|1600.00||',
].join('');
