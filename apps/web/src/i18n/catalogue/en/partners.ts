// English texts of ../partners.ts where the default (the spec's words) is Spanish (issue 20).
import type { SomeTextsOf } from '../../catalogue-types.ts';
import type { partnersCatalogue } from '../partners.ts';

export const partnersEn = {
  partners: {
    roles: {
      Cliente: 'Client',
      Proveedor: 'Supplier',
      Naviera: 'Shipping line',
      Transporte: 'Land carrier',
      Agente: 'Agent',
      Otro: 'Other',
    },
    types: { persona: 'Individual', empresa: 'Company' },
    // Lower-cased into the RFC length warning: "A natural person RFC has 13 characters."
    typeHints: { persona: 'Natural person', empresa: 'Legal entity' },
    form: {
      displayNameHint: 'Empty: the company name, full name, RFC or first contact is used.',
      razonSocial: 'Company name',
      nombreCompleto: 'Full name',
      direccion: 'Address',
      errors: {
        unknown_type: 'Choose individual or company.',
        name_required: 'Give a display name, company name, full name, RFC or a contact name.',
      },
    },
    import: {
      // The spreadsheet's own headers stay Spanish (PARTNER_SHEET_COLUMNS): named in brackets.
      columns: {
        rol: 'Role (Rol)',
        tipo: 'Type (Tipo)',
        name: 'Name (Nombre, Razón social, Nombre completo, RFC or Contactos)',
      },
      instructions: {
        rol: 'Rol (role, required), written in Spanish: Cliente (client), Proveedor (supplier), Naviera (shipping line), Transporte (land carrier), Agente (agent) or Otro (other).',
        tipo: 'Tipo (type, required): persona (an individual) or empresa (a company, legal entity).',
        name: 'Nombre (name), Razón social (company name) or Nombre completo (full name): at least one is required. Nombre is what lists show; when empty, the company name or full name is used.',
        direccion: 'Dirección (address): free text.',
      },
    },
  },
} as const satisfies SomeTextsOf<typeof partnersCatalogue>;
