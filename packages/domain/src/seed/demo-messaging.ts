import type { DemoData, DemoRecord } from './demo-data-types.ts';

/** The contacts' choices the demo gives each customer (first, second contact; a third asked for nothing). */
const CONTACT_SETTINGS = [
  { language: 'es', notify: { milestones: true, estimates: true, arrivalNotice: true } },
  { language: 'en', notify: { milestones: true, estimates: false, arrivalNotice: true } },
] as const;

const PARTY_FIELDS = ['shipper', 'consignee', 'notify'] as const;

/**
 * E-mail to customers in the demo (issue 37), with no draw of the random sequence so every other
 * record stays as it was: each customer's first contact asked for every kind of message in
 * Spanish, the second for milestones and arrival notices in English; each shipment names as its
 * parties the partners its shipper, consignee and notify fields name.
 */
export function withDemoMessaging(data: DemoData): void {
  const partnersByName = new Map<string, DemoRecord>();
  for (const partner of data.partners) {
    partnersByName.set(`${String(partner.company)}|${String(partner.displayName)}`, partner);
    if (partner.rol !== 'Cliente' || !Array.isArray(partner.contacts)) continue;
    partner.contacts = (partner.contacts as DemoRecord[]).map((contact, index) => {
      const settings = CONTACT_SETTINGS[index];
      return settings
        ? { ...contact, language: settings.language, notify: { ...settings.notify } }
        : contact;
    });
  }
  for (const name of ['shipments_ocean', 'shipments_air', 'shipments_land'] as const) {
    for (const shipment of data[name]) {
      const parties: { partner: string; role: string }[] = [];
      for (const role of PARTY_FIELDS) {
        const partner = partnersByName.get(
          `${String(shipment.company)}|${String(shipment[role] ?? '')}`,
        );
        if (partner && !parties.some((party) => party.partner === partner.id))
          parties.push({ partner: String(partner.id), role });
      }
      shipment.parties = parties;
    }
  }
}
