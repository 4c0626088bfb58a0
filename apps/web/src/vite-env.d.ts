/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Record server base URL; empty means the page's own origin (production and the dev proxy). */
  readonly VITE_PB_URL?: string;
  /** WhatsApp number for the public chat button, digits only with country code. */
  readonly VITE_CONTACT_WHATSAPP?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
