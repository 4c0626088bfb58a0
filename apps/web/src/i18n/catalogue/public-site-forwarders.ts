// Part of the public-site catalogue (./public-site.ts): the forwarders service page.
import { forwardersSummary } from './public-site-summaries.ts';

export const forwardersCatalogue = {
  ...forwardersSummary,
  metaDescription:
    'Embarques marítimos, aéreos y terrestres, socios comerciales y alertas de hitos vencidos en un solo panel para agentes de carga en México.',
  lead: 'Rumbo es el panel donde tu equipo de tráfico da seguimiento a cada embarque —marítimo, aéreo o terrestre— desde la recolección hasta la entrega, y recibe un aviso cuando a un hito le falta su fecha real.',
  audience: [
    'Agentes de carga y NVOCC que coordinan importaciones y exportaciones por Manzanillo, Lázaro Cárdenas, Veracruz o Altamira.',
    'Equipos de tráfico aéreo que mueven carga por el AICM, el AIFA o Guadalajara y controlan AWB y HAWB.',
    'Operadores de carga terrestre y cruces fronterizos que hoy siguen sus viajes en hojas de Excel compartidas.',
    'Gerentes que quieren ver, sin pedir reportes por correo, qué embarques van tarde y quién los atiende.',
  ],
  features: [
    {
      title: 'Tres modos, un solo panel',
      body: 'Marítimo con BL, HBL, contenedores y carga LCL; aéreo con AWB, HAWB y ULD; terrestre con unidad, peso y volumen. Cada embarque recibe su código (OCN, AIR o LND) al crearse.',
    },
    {
      title: 'Hitos con fecha estimada y real',
      body: 'Recolección, cut-off documental y físico, arribo y zarpe en el puerto de carga, arribo a destino, liberación de almacén y entrega.',
    },
    {
      title: 'Alertas de hitos vencidos',
      body: 'Si 24 horas hábiles después de la fecha estimada no hay fecha real, Rumbo lo avisa y lo clasifica como baja, normal, alta o urgente según las horas de atraso.',
    },
    {
      title: 'Socios comerciales en orden',
      body: 'Clientes, proveedores, navieras, transportistas y agentes con RFC, razón social, dirección y contactos, compartidos por todo tu equipo.',
    },
    {
      title: 'Búsqueda y listados a Excel',
      body: 'Encuentra un embarque por referencia, BL o AWB y exporta tus listados a Excel para el reporte semanal.',
    },
    {
      title: 'Funciona aunque falle el internet',
      body: 'Si se cae la conexión sigues consultando y capturando; los cambios se guardan en tu equipo y se envían cuando vuelve la red.',
    },
  ],
  steps: [
    {
      title: 'Diagnóstico de tu operación',
      body: 'Revisamos contigo cómo das seguimiento hoy: qué hojas usas, qué hitos controlas y quién captura cada fecha.',
    },
    {
      title: 'Carga inicial',
      body: 'Importamos tus socios comerciales y tus embarques activos desde tus archivos de Excel para que arranques con datos reales.',
    },
    {
      title: 'Usuarios y permisos',
      body: 'Damos de alta a tu equipo: el personal de operación y los superusuarios que administran la empresa, su marca y sus usuarios.',
    },
    {
      title: 'Operación con alertas',
      body: 'Tu equipo captura fechas reales conforme avanzan los embarques y Rumbo señala lo vencido en la campana de notificaciones.',
    },
  ],
  benefits: [
    'Menos correos de «¿dónde está mi carga?»: la información del embarque está en un solo lugar.',
    'Los hitos olvidados salen a la luz antes de convertirse en demoras o almacenajes.',
    'Cualquier persona del equipo puede retomar un embarque sin depender de la hoja de alguien más.',
    'Cada empresa ve solo sus datos: tus clientes y embarques no se mezclan con los de nadie.',
  ],
  faq: [
    {
      question: '¿Cuándo se considera vencido un hito?',
      answer:
        'Cuando pasan 24 horas hábiles (de lunes a viernes, hora del centro de México) desde la fecha estimada y el hito todavía no tiene fecha real.',
    },
    {
      question: '¿Puedo usar el logotipo de mi empresa?',
      answer:
        'Sí. Los superusuarios de la empresa registran el nombre comercial y el logotipo que ve su equipo en el panel.',
    },
    {
      question: '¿Necesito instalar algo?',
      answer:
        'No. Rumbo funciona en el navegador, en computadora o en celular; en pantallas pequeñas el menú se adapta para usarse con una mano.',
    },
  ],
} as const;
