// The default catalogue. SPEC texts are copied verbatim (mixed Spanish and English, and
// without accents where the SPEC has none): do not "fix" them.
import { commonCatalogue } from './catalogue/common.ts';
import { authCatalogue } from './catalogue/auth.ts';
import { publicSiteCatalogue } from './catalogue/public-site.ts';
import { shellCatalogue } from './catalogue/shell.ts';
import { notificationsCatalogue } from './catalogue/notifications.ts';
import { homeCatalogue } from './catalogue/home.ts';
import { syncCatalogue } from './catalogue/sync.ts';
import { accessCatalogue } from './catalogue/access.ts';

// One file per area so each feature's texts can be edited on their own.
export const catalogueEs = {
  ...commonCatalogue,
  ...authCatalogue,
  ...publicSiteCatalogue,
  ...shellCatalogue,
  ...notificationsCatalogue,
  ...homeCatalogue,
  ...syncCatalogue,
  ...accessCatalogue,
} as const;
