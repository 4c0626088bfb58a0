// Part of the public-site catalogue (./public-site.ts): the ia-excel service page.
import { iaExcelSummary } from './public-site-summaries.ts';

export const iaExcelCatalogue = {
  ...iaExcelSummary,
  metaDescription:
    'Automatiza tarifarios, cotizaciones y reportes de embarques en Excel con ayuda de inteligencia artificial, sin cambiar las hojas que tu equipo ya usa.',
  lead: 'Tu operación vive en Excel: tarifarios de navieras, cotizaciones, reportes para clientes y conciliaciones. Hacemos que esas hojas trabajen solas, con fórmulas, macros y asistentes de IA que entienden el lenguaje del comercio exterior.',
  audience: [
    'Equipos de pricing que reciben tarifarios de navieras y coloaders en PDF o Excel y los pasan a mano a su cotizador.',
    'Ejecutivos de tráfico que arman cada semana el reporte de estatus para sus clientes.',
    'Áreas de administración que concilian facturas de proveedores contra lo cotizado.',
    'Empresas que todavía no quieren un sistema nuevo, pero sí dejar de copiar y pegar.',
  ],
  features: [
    {
      title: 'Tarifarios en un solo formato',
      body: 'Los tarifarios que recibes de cada naviera (PDF, correo o Excel) quedan en una sola tabla con origen, destino, tipo de contenedor, vigencia y recargos.',
    },
    {
      title: 'Cotizador en Excel',
      body: 'Una hoja que calcula flete, recargos, gastos locales y margen por cliente, y arma la cotización lista para enviar.',
    },
    {
      title: 'Reportes de estatus automáticos',
      body: 'Plantillas que generan el reporte semanal por cliente con ETD, ETA, contenedores y comentarios, sin copiar celda por celda.',
    },
    {
      title: 'Lectura de documentos con IA',
      body: 'Extracción asistida de datos de BL, facturas comerciales y listas de empaque hacia tus hojas; cada dato extraído queda marcado para revisión.',
    },
    {
      title: 'Conciliación de costos',
      body: 'Compara las facturas de navieras, transportistas y agentes contra lo cotizado y señala diferencias en fletes, demoras o almacenajes.',
    },
    {
      title: 'Catálogos depurados',
      body: 'Limpia tu base de clientes y proveedores: RFC con formato válido, razones sociales duplicadas y contactos incompletos.',
    },
  ],
  steps: [
    {
      title: 'Nos compartes tus archivos',
      body: 'Revisamos las hojas que usas hoy y los pasos manuales que más tiempo le quitan a tu equipo.',
    },
    {
      title: 'Diseñamos la automatización',
      body: 'Proponemos fórmulas, macros o flujos con IA y te mostramos el resultado sobre tus propios datos.',
    },
    {
      title: 'Entregamos y capacitamos',
      body: 'Entregamos las hojas documentadas y capacitamos a quienes las usan todos los días.',
    },
    {
      title: 'Ajustes cuando algo cambia',
      body: 'Si una naviera cambia el formato de su tarifario o un cliente pide otro reporte, ajustamos la hoja.',
    },
  ],
  benefits: [
    'Cotizaciones consistentes: todo el equipo usa la misma tarifa vigente y el mismo cálculo de margen.',
    'Menos errores de captura en contenedores, pesos y fechas.',
    'Tu equipo sigue trabajando en Excel: no hay un sistema nuevo que aprender.',
    'Tus archivos siguen siendo tuyos; definimos contigo qué información puede procesar la IA.',
  ],
  faq: [
    {
      question: '¿Necesito una versión especial de Excel?',
      answer:
        'Trabajamos con la versión que ya tienes. Algunas funciones de IA requieren conexión a internet; te decimos cuáles antes de empezar.',
    },
    {
      question: '¿La IA toma decisiones por mi equipo?',
      answer:
        'No. La IA propone y extrae datos; las personas revisan y aprueban antes de que algo llegue a un cliente.',
    },
    {
      question: '¿Y si después quiero un sistema?',
      answer:
        'Unas hojas ordenadas son el mejor punto de partida: sus datos se importan a la plataforma Rumbo o a un desarrollo a la medida.',
    },
  ],
} as const;
