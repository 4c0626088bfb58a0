// Build-time configuration, read once. Empty values fall back to same-origin defaults.
export const env = {
  pbUrl: import.meta.env.VITE_PB_URL?.trim() || window.location.origin,
  contactWhatsapp: (import.meta.env.VITE_CONTACT_WHATSAPP ?? '').replace(/\D/g, ''),
};
