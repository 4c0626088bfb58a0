// Part of the public-site catalogue (./public-site.ts): the automatizacion service page.
import { automatizacionSummary } from './public-site-summaries.ts';

export const automatizacionCatalogue = {
  ...automatizacionSummary,
  metaDescription:
    'Automatizamos avisos de arribo, recordatorios de cut-off, cartas porte y reportes para agentes de carga: menos captura repetida y más control.',
  lead: 'Cada embarque genera decenas de correos, capturas y archivos. Conectamos tus correos, formatos y sistemas para que cada dato se capture una sola vez y llegue solo a quien lo necesita.',
  audience: [
    'Forwarders cuyo equipo captura el mismo dato en el correo, en Excel y en el sistema de facturación.',
    'Operaciones que dependen de recordar a mano cut-offs, citas de recolección y vencimientos de días libres.',
    'Empresas con flota propia o subcontratada que emiten cartas porte todos los días.',
    'Equipos que coordinan con su agencia aduanal el estatus del pedimento y del despacho.',
  ],
  features: [
    {
      title: 'Avisos de zarpe y arribo',
      body: 'Cuando se registra una fecha real, tu cliente recibe un aviso con su referencia, su BL o AWB y el siguiente paso.',
    },
    {
      title: 'Recordatorios de cut-off',
      body: 'Alertas para el cut-off documental y el físico, las citas en terminal y el fin de los días libres, antes de que generen demoras.',
    },
    {
      title: 'Carta porte sin recapturar',
      body: 'Origen, destino, mercancía, peso, unidad y operador salen del embarque para preparar el complemento Carta Porte de tu CFDI.',
    },
    {
      title: 'Coordinación con tu agencia aduanal',
      body: 'Número de pedimento, pago y resultado del semáforo llegan desde el sistema de tu agente aduanal, sin pedirlos por teléfono.',
    },
    {
      title: 'Documentos en su lugar',
      body: 'BL, facturas, listas de empaque y pedimentos se archivan en el expediente del embarque a partir del correo en que llegan.',
    },
    {
      title: 'Reportes programados',
      body: 'Reportes diarios o semanales por cliente que se generan y se envían a la hora acordada.',
    },
  ],
  steps: [
    {
      title: 'Mapeamos el proceso',
      body: 'Dibujamos contigo el recorrido de un embarque: quién captura qué, en qué sistema y con qué correo.',
    },
    {
      title: 'Elegimos lo que más rinde',
      body: 'Empezamos por las tareas repetidas de mayor volumen, donde la automatización ahorra más horas.',
    },
    {
      title: 'Construimos y probamos',
      body: 'Conectamos tus herramientas y probamos con embarques reales antes de activar cada flujo.',
    },
    {
      title: 'Medimos y seguimos',
      body: 'Revisamos qué tareas dejaron de hacerse a mano y pasamos al siguiente proceso.',
    },
  ],
  benefits: [
    'Un dato se captura una sola vez y se reutiliza en avisos, cartas porte y reportes.',
    'Los vencimientos se recuerdan solos; no dependen de la memoria de una persona.',
    'Tus clientes se enteran de cada avance antes de preguntar.',
    'Cada flujo queda documentado y se puede pausar o cambiar cuando tu operación lo pida.',
  ],
  faq: [
    {
      question: '¿Tengo que cambiar de sistema?',
      answer:
        'No. Automatizamos alrededor de lo que ya usas: tu correo, tus hojas de Excel, tu sistema de facturación y, si la tienes, la plataforma Rumbo.',
    },
    {
      question: '¿Qué pasa si un flujo falla?',
      answer:
        'Cada automatización avisa cuando algo no sale como se esperaba y deja el caso pendiente para que una persona lo revise.',
    },
    {
      question: '¿Ustedes timbran la carta porte?',
      answer:
        'El timbrado lo hace tu proveedor de facturación (PAC). Nosotros preparamos la información del complemento y la enviamos a tu sistema de facturación.',
    },
  ],
} as const;
