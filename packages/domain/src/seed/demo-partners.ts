import { PARTNER_ROLES, type PartnerRole } from '../collections/partner-roles.ts';
import type { DemoAuthor, DemoRecord } from './demo-data-types.ts';
import { BUSINESS_NAMES, FIRST_NAMES, LEGAL_FORMS, SURNAMES } from './demo-names.ts';
import { demoAddress, MEXICAN_CITIES } from './demo-places.ts';
import type { DemoRandom } from './demo-random.ts';
import { companyRfcInitials, personRfcInitials } from './demo-rfc-initials.ts';
import { demoRfc, rfcLetters } from './demo-rfc.ts';

export type BuildDemoPartnersInput = {
  company: string;
  count: number;
  authors: DemoAuthor[];
  random: DemoRandom;
  /** Where to start in the name lists, so two companies' partners differ. */
  nameOffset?: number;
};

/** Roles that are sometimes people (personas físicas) rather than companies. */
const PERSON_ROLES: readonly PartnerRole[] = ['Cliente', 'Proveedor', 'Otro'];

/**
 * Partners with realistic Mexican names, razón social, address and an RFC in the valid format
 * (with its check digit), roles dealt round-robin over the six SPEC roles, 1–3 contacts each.
 */
export function buildDemoPartners({
  company,
  count,
  authors,
  random,
  nameOffset = 0,
}: BuildDemoPartnersInput): DemoRecord[] {
  const used: Record<string, number> = {};
  return Array.from({ length: count }, (_, index) => {
    const rol = PARTNER_ROLES[index % PARTNER_ROLES.length] as PartnerRole;
    const turn = (used[rol] = (used[rol] ?? nameOffset) + 1) - 1;
    const isPerson = PERSON_ROLES.includes(rol) && turn % 3 === 2;
    const identity = isPerson ? personIdentity(random) : companyIdentity(rol, turn, random);
    const author = random.pick(authors);
    return {
      id: random.id(),
      company,
      rol,
      tipo: isPerson ? 'persona' : 'empresa',
      ...identity,
      direccion: demoAddress(random),
      contacts: demoContacts(identity.displayName, random),
      legacyId: '',
      createdBy: author.id,
      updatedBy: author.id,
    };
  });
}

type Identity = { displayName: string; razonSocial: string; nombreCompleto: string; rfc: string };

function companyIdentity(rol: PartnerRole, turn: number, random: DemoRandom): Identity {
  const names = BUSINESS_NAMES[rol];
  const name = names[turn % names.length] as string;
  const razonSocial = `${name}, ${random.pick(LEGAL_FORMS)}`;
  const founded = new Date(Date.UTC(random.int(1985, 2018), random.int(0, 11), random.int(1, 28)));
  return {
    displayName: name,
    razonSocial,
    nombreCompleto: '',
    rfc: demoRfc({ initials: companyRfcInitials(razonSocial), date: founded, random }),
  };
}

function personIdentity(random: DemoRandom): Identity {
  const person = {
    nombre: random.pick(FIRST_NAMES),
    apellido1: random.pick(SURNAMES),
    apellido2: random.pick(SURNAMES),
  };
  const nombreCompleto = `${person.nombre} ${person.apellido1} ${person.apellido2}`;
  const born = new Date(Date.UTC(random.int(1960, 1998), random.int(0, 11), random.int(1, 28)));
  return {
    displayName: nombreCompleto,
    razonSocial: '',
    nombreCompleto,
    rfc: demoRfc({ initials: personRfcInitials(person), date: born, random }),
  };
}

function demoContacts(partnerName: string, random: DemoRandom): DemoRecord[] {
  const domain = emailDomain(partnerName);
  return Array.from({ length: random.int(1, 3) }, () => {
    const nombre = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
    const user = rfcLetters(nombre).toLowerCase().replace(/ /g, '.');
    const place = random.pick(MEXICAN_CITIES);
    return {
      id: random.id(),
      nombre,
      email: `${user}@${domain}.test`,
      telefono: `+52 ${place.areaCode} ${random.digits(10 - place.areaCode.length)}`,
    };
  });
}

const DOMAIN_SKIPPED_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'el']);

/** "Comercializadora del Bajío" → "comercializadora-bajio"; addresses stay on the reserved `.test`. */
function emailDomain(name: string): string {
  const words = rfcLetters(name)
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '' && !DOMAIN_SKIPPED_WORDS.has(word));
  return words.slice(0, 2).join('-');
}
