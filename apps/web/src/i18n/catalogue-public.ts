// The part of the default catalogue (./catalogue-default.ts) the public pages' script carries: the
// texts of what it renders (header, menu, footer, session buttons). The pages' content is added
// where it is rendered (app/public/prerender, and the development server).
import { authCatalogue } from './catalogue/auth.ts';
import { commonCatalogue } from './catalogue/common.ts';
import { publicSiteFrameCatalogue } from './catalogue/public-site-frame.ts';

export const cataloguePublic = {
  ...commonCatalogue,
  ...authCatalogue,
  ...publicSiteFrameCatalogue,
} as const;
