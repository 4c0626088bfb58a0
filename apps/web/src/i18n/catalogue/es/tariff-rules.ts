// Spanish (es-MX) texts of ../tariff-rules.ts: the same keys (issue 20). Every code of the
// domain's lists (TariffIssueCode, TariffValidity, TariffMode, TariffBasis, TariffCargoType,
// TariffKind, TariffDirection, QuoteSkipReason) is written out, as in the default.
import type { TextsOf } from '../../catalogue-types.ts';
import type { tariffRulesCatalogue } from '../tariff-rules.ts';

export const tariffRulesEs = {
  tariffRules: {
    issues: {
      required: 'Obligatorio.',
      unknownValue: 'Elige uno de los valores de la lista.',
      locationCode: 'Usa un UN/LOCODE como MXZLO.',
      locationCodeAir: 'Usa un código IATA de aeropuerto como MEX.',
      currency: 'Usa un código de moneda de tres letras como USD o MXN.',
      negative: 'No puede ser negativo.',
      notInteger: 'Usa días completos.',
      date: 'Usa una fecha real, AAAA-MM-DD.',
      validityOrder: 'Debe ser igual o posterior a la fecha de inicio.',
      containerType: 'Usa un tipo de contenedor ISO como 22G1 o 45G1, solo en líneas FCL.',
      basisForMode: 'Esta base de cobro no aplica a esta modalidad.',
      breaks:
        'Los rangos necesitan cantidades mayores a 0 en orden ascendente y montos de 0 o más.',
      sameLane: 'Debe ser distinto del origen.',
    },
    validity: {
      valid: 'Vigente',
      expiring: 'Por vencer',
      expired: 'Vencida',
      upcoming: 'Por iniciar',
    },
    modes: {
      FCL: 'FCL (contenedor completo)',
      LCL: 'LCL (consolidado)',
      AIR: 'Aéreo',
      FTL: 'FTL (camión completo)',
      LTL: 'LTL (carga parcial)',
    },
    bases: {
      shipment: 'Por embarque',
      container: 'Por contenedor',
      teu: 'Por TEU',
      kg: 'Por kg',
      cbm: 'Por CBM',
      wm: 'W/M',
    },
    cargoTypes: {
      general: 'Carga general',
      dangerous: 'Mercancía peligrosa',
      reefer: 'Refrigerada',
      oversize: 'Sobredimensionada',
      perishable: 'Perecedera',
      valuable: 'De alto valor',
    },
    kinds: {
      buy: 'Compra',
      sell: 'Venta',
    },
    directions: {
      import: 'Importación',
      export: 'Exportación',
      domestic: 'Nacional',
    },
    skipReasons: {
      noMatchingContainer: 'No hay contenedores de este tipo en la carga.',
      noContainers: 'No hay contenedores en la carga.',
      noWeight: 'No se indicó el peso.',
      noVolume: 'No se indicó el volumen.',
      noCargo: 'No se indicó peso ni volumen.',
    },
  },
} as const satisfies TextsOf<typeof tariffRulesCatalogue>;
