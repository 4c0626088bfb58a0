// Part of the public-site catalogue (./public-site.ts): the software-a-medida service page.
import { softwareAMedidaSummary } from './public-site-summaries.ts';

export const softwareAMedidaCatalogue = {
  ...softwareAMedidaSummary,
  metaDescription:
    'Portales de rastreo con tu marca, cotizadores en línea e integraciones con navieras, aerolíneas y tu ERP: software a la medida de tu operación logística.',
  lead: 'Cuando tu operación necesita algo que ningún sistema ofrece, lo construimos: portales para tus clientes, cotizadores, integraciones y herramientas internas, diseñadas para la forma en que trabaja tu equipo.',
  audience: [
    'Forwarders que quieren ofrecer a sus clientes un portal de rastreo con su propia marca.',
    'Empresas que necesitan conectar su operación con navieras, aerolíneas, transportistas o su ERP.',
    'Operaciones con procesos propios (consolidación, almacén, distribución) que un sistema genérico no cubre.',
    'Equipos que dependen de un sistema antiguo y necesitan migrar sin perder su historial.',
  ],
  features: [
    {
      title: 'Portal de rastreo para tus clientes',
      body: 'Tus clientes consultan el estatus de sus embarques con tu logotipo, sin escribirle a tu equipo.',
    },
    {
      title: 'Cotizador en línea',
      body: 'Clientes y vendedores cotizan con tus tarifas vigentes y tus reglas de margen; la solicitud llega directo a pricing.',
    },
    {
      title: 'Integraciones',
      body: 'Conectamos tu operación con las APIs de navieras, aerolíneas y plataformas de rastreo, y con tu ERP o sistema contable.',
    },
    {
      title: 'Apps para operadores',
      body: 'Aplicaciones móviles para que los choferes registren recolecciones y entregas con foto y firma de recibido.',
    },
    {
      title: 'Tableros de indicadores',
      body: 'Volumen por cliente, ruta y modo, cumplimiento de tiempos y embarques con hitos vencidos, a la vista de la dirección.',
    },
    {
      title: 'Migración de sistemas',
      body: 'Llevamos tu historial de embarques, clientes y tarifas del sistema actual al nuevo, validando cada registro.',
    },
  ],
  steps: [
    {
      title: 'Descubrimiento',
      body: 'Entendemos el problema con las personas que lo viven y definimos qué debe resolver la primera versión.',
    },
    {
      title: 'Prototipo',
      body: 'Te mostramos pantallas navegables antes de programar, para ajustar el flujo con tu equipo.',
    },
    {
      title: 'Entregas frecuentes',
      body: 'Construimos por partes y liberamos avances que puedes probar cada dos semanas.',
    },
    {
      title: 'Operación y soporte',
      body: 'Publicamos, monitoreamos y damos soporte; el código y los datos son tuyos.',
    },
  ],
  benefits: [
    'Una herramienta que sigue tu proceso, en lugar de adaptar tu proceso a la herramienta.',
    'Tu marca frente a tus clientes, no la de un proveedor de software.',
    'Integraciones que eliminan la recaptura entre sistemas.',
    'Sin dependencia: recibes el código, la documentación y el acceso a tu información.',
  ],
  faq: [
    {
      question: '¿Cuánto cuesta un desarrollo a la medida?',
      answer:
        'Depende del alcance. Después del descubrimiento te entregamos una propuesta con etapas, entregables y costo por etapa.',
    },
    {
      question: '¿Se integra con la plataforma Rumbo?',
      answer:
        'Sí. Un desarrollo a la medida puede leer y escribir los mismos embarques y socios de Rumbo a través de su API, con los permisos de cada usuario.',
    },
    {
      question: '¿Quién es dueño del código?',
      answer: 'Tú. Al cierre de cada etapa recibes el código fuente y su documentación.',
    },
  ],
} as const;
