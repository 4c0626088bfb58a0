// Writes the stand-in for the SAT's catCFDI.xsd (see ../SOURCES.md, "catCFDI.xsd").
//
// The SAT's catCFDI.xsd (its catalogues as enumerations, several MB) could not be had: every public
// mirror we reach keeps it out of the stored copy as too large. This stand-in declares the 17
// catalogue types that cfdv40.xsd and Pagos20.xsd use, in the SAT's namespace and with the SAT's
// names. Fifteen of them carry every code of the SAT's catalogue (catCFDI.xls) as
// phpcfdi/resources-sat-catalogs publishes it; c_ClaveProdServ and c_CodigoPostal (about 52,000 and
// 95,000 codes, also absent from that mirror) carry only their shape, eight and five digits.
//
// Usage: node apps/server/sat/tools/catcfdi-standin.mjs <resources-sat-catalogs checkout> <commit>
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [catalogs, commit] = process.argv.slice(2);
if (!catalogs || !commit) {
  console.error('usage: catcfdi-standin.mjs <resources-sat-catalogs checkout> <commit>');
  process.exit(2);
}

/** The SAT's type name, and the table of phpcfdi/resources-sat-catalogs that holds its codes. */
const ENUMERATED = [
  ['c_ClaveUnidad', 'cfdi_40_claves_unidades'],
  ['c_Exportacion', 'cfdi_40_exportaciones'],
  ['c_FormaPago', 'cfdi_40_formas_pago'],
  ['c_Impuesto', 'cfdi_40_impuestos'],
  ['c_Meses', 'cfdi_40_meses'],
  ['c_MetodoPago', 'cfdi_40_metodos_pago'],
  ['c_Moneda', 'cfdi_40_monedas'],
  ['c_ObjetoImp', 'cfdi_40_objetos_impuestos'],
  ['c_Pais', 'cfdi_40_paises'],
  ['c_Periodicidad', 'cfdi_40_periodicidades'],
  ['c_RegimenFiscal', 'cfdi_40_regimenes_fiscales'],
  ['c_TipoDeComprobante', 'cfdi_40_tipos_comprobantes'],
  ['c_TipoFactor', 'cfdi_40_tipos_factores'],
  ['c_TipoRelacion', 'cfdi_40_tipos_relaciones'],
  ['c_UsoCFDI', 'cfdi_40_usos_cfdi'],
];

/** The two catalogues too large for any mirror we reach: their shape only. */
const PATTERNED = [
  ['c_ClaveProdServ', '[0-9]{8}'],
  ['c_CodigoPostal', '[0-9]{5}'],
];

function codes(table) {
  const sql = readFileSync(join(catalogs, 'database', 'data', `${table}.sql`), 'utf8');
  const found = [...sql.matchAll(/^INSERT INTO \w+ VALUES\('((?:[^']|'')*)'/gm)].map((m) =>
    m[1].replace(/''/g, "'"),
  );
  if (found.length === 0) throw new Error(`no codes in ${table}`);
  return found;
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function simpleType(name, facets) {
  return [
    `  <xs:simpleType name="${name}">`,
    '    <xs:restriction base="xs:string">',
    '      <xs:whiteSpace value="collapse"/>',
    ...facets.map((facet) => `      ${facet}`),
    '    </xs:restriction>',
    '  </xs:simpleType>',
  ].join('\n');
}

const types = [
  ...ENUMERATED.map(([name, table]) => [
    name,
    codes(table).map((code) => `<xs:enumeration value="${escape(code)}"/>`),
  ]),
  ...PATTERNED.map(([name, pattern]) => [name, [`<xs:pattern value="${pattern}"/>`]]),
].sort(([a], [b]) => a.localeCompare(b));

const xsd = `<?xml version="1.0" encoding="UTF-8"?>
<!--
  NOT the SAT's file. Rumbo's stand-in for http://www.sat.gob.mx/sitio_internet/cfd/catalogos/catCFDI.xsd
  (apps/server/sat/SOURCES.md says why). Written by apps/server/sat/tools/catcfdi-standin.mjs from
  phpcfdi/resources-sat-catalogs at ${commit}. c_ClaveProdServ and c_CodigoPostal check the shape only.
-->
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:catCFDI="http://www.sat.gob.mx/sitio_internet/cfd/catalogos" targetNamespace="http://www.sat.gob.mx/sitio_internet/cfd/catalogos" elementFormDefault="qualified" attributeFormDefault="unqualified">
${types.map(([name, facets]) => simpleType(name, facets)).join('\n')}
</xs:schema>
`;

const here = dirname(fileURLToPath(import.meta.url));
const target = join(
  here,
  '..',
  'www.sat.gob.mx',
  'sitio_internet',
  'cfd',
  'catalogos',
  'catCFDI.xsd',
);
writeFileSync(target, xsd);
console.log(`wrote ${target}: ${types.length} types`);
