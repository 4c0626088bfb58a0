// Part of the default catalogue (see ../catalogue-es.ts). SPEC texts are verbatim.
export const publicSiteCatalogue = {
  publicSite: {
    tagline: 'Software para agentes de carga en México.',
    nav: {
      home: 'Inicio',
      services: 'Servicios',
      demo: 'Demo',
      contact: 'Contacto',
      openMenu: 'Abrir menú',
      menu: 'Menú',
      mainNavigation: 'Navegación principal',
    },
    contact: {
      email: 'Escríbenos a {{email}}',
      whatsapp: 'WhatsApp',
      chat: 'Chatea con nosotros',
      demoSubject: 'Quiero una demo de Rumbo',
      heading: 'Contacto',
    },
    footer: {
      copyright: '© {{year}} Rumbo. Todos los derechos reservados.',
    },
    landing: {
      title: 'Tu operación de carga, con rumbo claro',
      body: 'Rumbo reúne tus embarques marítimos, aéreos y terrestres, tus socios comerciales y las alertas de hitos vencidos en un solo panel, pensado para agentes de carga en México.',
      cta: 'Solicita una demo',
      servicesTitle: 'Servicios',
      learnMore: 'Conocer más',
    },
    services: {
      cta: 'Hablemos de tu proyecto',
      forwarders: {
        title: 'Plataforma para forwarders',
        body: 'Controla embarques marítimos, aéreos y terrestres, socios y fechas reales desde un solo lugar, con alertas cuando un hito se vence.',
      },
      'ia-excel': {
        title: 'Excel con IA',
        body: 'Convierte tus hojas de cálculo en reportes y cotizaciones automáticas con ayuda de inteligencia artificial, sin cambiar tu forma de trabajar.',
      },
      automatizacion: {
        title: 'Automatización',
        body: 'Eliminamos capturas repetidas: conectamos correos, formatos y sistemas para que la información fluya sola entre tu equipo y tus clientes.',
      },
      'software-a-medida': {
        title: 'Software a medida',
        body: 'Diseñamos y construimos herramientas a la medida de tu operación logística, integradas con lo que ya usas.',
      },
    },
  },
} as const;
