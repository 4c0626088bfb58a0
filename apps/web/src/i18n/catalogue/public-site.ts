// Part of the default catalogue (see ../catalogue-default.ts): the public site, frame and pages.
import { publicSiteFrameCatalogue } from './public-site-frame.ts';
import { forwardersCatalogue } from './public-site-forwarders.ts';
import { iaExcelCatalogue } from './public-site-ia-excel.ts';
import { automatizacionCatalogue } from './public-site-automatizacion.ts';
import { softwareAMedidaCatalogue } from './public-site-software-a-medida.ts';
// Lists (audience, features, steps…) are read with `returnObjects`; their order is the page order.
export const publicSiteCatalogue = {
  publicSite: {
    ...publicSiteFrameCatalogue.publicSite,
    meta: {
      siteName: 'Rumbo',
      titleSuffix: '{{title}} | Rumbo',
    },
    sections: {
      audience: 'Para quién es',
      features: 'Qué incluye',
      steps: 'Cómo funciona',
      benefits: 'Beneficios',
      faq: 'Preguntas frecuentes',
      related: 'Otros servicios',
    },
    landing: {
      metaTitle: 'Rumbo | Software para agentes de carga en México',
      metaDescription:
        'Embarques marítimos, aéreos y terrestres, socios comerciales y alertas de hitos vencidos en un solo panel. Plataforma, automatización y Excel con IA para agentes de carga en México.',
      eyebrow: 'Software para agentes de carga en México',
      title: 'Tu operación de carga, con rumbo claro',
      body: 'Rumbo reúne tus embarques marítimos, aéreos y terrestres, tus socios comerciales y las alertas de hitos vencidos en un solo panel, pensado para agentes de carga en México.',
      cta: 'Solicita una demo',
      secondaryCta: 'Conoce los servicios',
      servicesTitle: 'Servicios',
      servicesBody:
        'Una plataforma para tu operación diaria y un equipo que automatiza lo que hoy haces a mano.',
      learnMore: 'Conocer más',
      coverage: {
        title: 'Hecho para la operación en México',
        body: 'Sigue en un solo lugar lo que entra por Manzanillo, Lázaro Cárdenas, Veracruz o Altamira, lo que vuela por el AICM y lo que cruza por Nuevo Laredo. Hablamos el idioma de tu equipo: BL y HBL, AWB y HAWB, cut-offs, pedimentos, cartas porte y las hojas de Excel que ya usas.',
        placesLabel: 'Puertos, aeropuertos y cruces',
        places: ['Manzanillo', 'Lázaro Cárdenas', 'Veracruz', 'Altamira', 'AICM', 'Nuevo Laredo'],
      },
      benefits: {
        title: 'Lo que cambia en tu operación',
        items: [
          {
            title: 'Todo el embarque en un lugar',
            body: 'Fechas estimadas y reales, contenedores, documentos, costos y comentarios de cada embarque marítimo, aéreo o terrestre.',
          },
          {
            title: 'Alertas antes de que cueste',
            body: 'Cuando a un hito le falta su fecha real, la campana de notificaciones lo muestra con su prioridad para que nadie lo pase por alto.',
          },
          {
            title: 'Tu equipo, con permisos claros',
            body: 'Personal de operación y superusuarios con accesos distintos; cada empresa ve solo su propia información.',
          },
          {
            title: 'Sin internet, sin pausa',
            body: 'Si se cae la conexión, la información sigue a la mano y los cambios se envían al servidor cuando vuelve.',
          },
        ],
      },
      steps: {
        title: 'Cómo empezamos',
        items: [
          {
            title: 'Platicamos',
            body: 'Una llamada para entender tu operación, tus modos de transporte y lo que hoy le quita más tiempo a tu equipo.',
          },
          {
            title: 'Te mostramos Rumbo con tus casos',
            body: 'Una demo con embarques parecidos a los tuyos: contenedores por Manzanillo, carga aérea por el AICM o viajes terrestres a la frontera.',
          },
          {
            title: 'Arrancamos con tus datos',
            body: 'Importamos tus socios comerciales y tus embarques activos, damos de alta a tu equipo y configuramos tu marca.',
          },
          {
            title: 'Te acompañamos',
            body: 'Soporte en español y ajustes conforme tu operación crece.',
          },
        ],
      },
      ctaBand: {
        title: '¿Listo para dejar de perseguir fechas por correo?',
        body: 'Escríbenos y agenda una demo con embarques como los de tu operación.',
      },
    },
    services: {
      cta: 'Hablemos de tu proyecto',
      eyebrow: 'Servicio',
      ctaBand: {
        title: '¿Hablamos de tu operación?',
        body: 'Cuéntanos qué quieres resolver y te proponemos un primer paso concreto.',
      },
      forwarders: forwardersCatalogue,
      'ia-excel': iaExcelCatalogue,
      automatizacion: automatizacionCatalogue,
      'software-a-medida': softwareAMedidaCatalogue,
    },
    illustrations: {
      hero: 'Ruta de un embarque: barco, avión y camión conectados hasta la entrega',
      forwarders: 'Panel con la línea de tiempo de hitos de un embarque',
      'ia-excel': 'Hoja de cálculo con celdas completadas por inteligencia artificial',
      automatizacion: 'Flujo automático: un correo pasa por un proceso y genera un documento',
      'software-a-medida': 'Ventana de una aplicación web con componentes a la medida',
    },
  },
} as const;
