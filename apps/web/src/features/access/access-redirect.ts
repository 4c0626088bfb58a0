import { paths } from '#lib/paths.ts';

export type AccessRedirectInput = {
  /** The path being visited (no query). */
  pathname: string;
  /** Platform admin, or active membership. */
  hasAccess: boolean;
};

// The app behind the membership check: the dashboard and the tracking demo (SPEC §2, §4).
const GATED_ROOTS = [paths.dashboard.home, paths.trackingDemo];

/**
 * Where the membership gate sends a user from a path, or null to let them stay (SPEC §4):
 * without access, every gated path leads to the membership status page; with access, that
 * page leads back to the dashboard.
 */
export function accessRedirect({ pathname, hasAccess }: AccessRedirectInput): string | null {
  const path = withoutTrailingSlash(pathname);
  const isStatusPage = path === paths.dashboard.membershipStatus;
  if (hasAccess) return isStatusPage ? paths.dashboard.home : null;
  if (isStatusPage || !GATED_ROOTS.some((root) => isWithin(path, root))) return null;
  return paths.dashboard.membershipStatus;
}

function isWithin(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
