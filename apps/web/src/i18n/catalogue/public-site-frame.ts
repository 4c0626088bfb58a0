// Part of the default catalogue (see ../catalogue-default.ts): the texts around every public page
// (header, menu, footer, contact), the only ones the public pages' script carries; the pages'
// own content is in ./public-site.ts, rendered into their HTML at build time.

import {
  automatizacionSummary,
  forwardersSummary,
  iaExcelSummary,
  softwareAMedidaSummary,
} from './public-site-summaries.ts';

export const publicSiteFrameCatalogue = {
  publicSite: {
    tagline: 'Software para agentes de carga en México.',
    nav: {
      home: 'Inicio',
      services: 'Servicios',
      demo: 'Demo',
      contact: 'Contacto',
      openMenu: 'Abrir menú',
      closeMenu: 'Cerrar menú',
      menu: 'Menú',
      mainNavigation: 'Navegación principal',
      allServices: 'Ver todos los servicios',
    },
    contact: {
      email: 'Escríbenos a {{email}}',
      whatsapp: 'WhatsApp',
      chat: 'Chatea con nosotros',
      demoSubject: 'Quiero una demo de Rumbo',
      heading: 'Contacto',
      body: 'Escríbenos y te respondemos en español, con alguien que conoce la operación de carga.',
    },
    footer: {
      copyright: '© {{year}} Rumbo. Todos los derechos reservados.',
      platform: 'Plataforma',
      signIn: 'Acceso para clientes',
    },
    services: {
      forwarders: forwardersSummary,
      'ia-excel': iaExcelSummary,
      automatizacion: automatizacionSummary,
      'software-a-medida': softwareAMedidaSummary,
    },
  },
} as const;
