// Part of the public-site catalogue: each service's summary, which names it in the header, footer
// and menu of every public page (./public-site-frame.ts) and opens its page (./public-site-<key>.ts).
// A file of its own so that the public pages' script carries these and not the pages' texts.

export const forwardersSummary = {
  title: 'Plataforma para forwarders',
  body: 'Controla embarques marítimos, aéreos y terrestres, socios y fechas reales desde un solo lugar, con alertas cuando un hito se vence.',
} as const;

export const iaExcelSummary = {
  title: 'Excel con IA',
  body: 'Convierte tus hojas de cálculo en reportes y cotizaciones automáticas con ayuda de inteligencia artificial, sin cambiar tu forma de trabajar.',
} as const;

export const automatizacionSummary = {
  title: 'Automatización',
  body: 'Eliminamos capturas repetidas: conectamos correos, formatos y sistemas para que la información fluya sola entre tu equipo y tus clientes.',
} as const;

export const softwareAMedidaSummary = {
  title: 'Software a medida',
  body: 'Diseñamos y construimos herramientas a la medida de tu operación logística, integradas con lo que ya usas.',
} as const;
