import { routes } from '#app/router.tsx';
import { renderAs, type RenderAsOptions, type RenderAsResult } from './render-as.tsx';

/**
 * Renders one of the app's paths through its real route table (login, the dashboard and its
 * screens, the tracking demo) as a signed-in user of a role and company: see renderAs.
 */
export function renderRouteAs(
  path: string,
  options: Omit<RenderAsOptions, 'routes'> = {},
): RenderAsResult & { router: NonNullable<RenderAsResult['router']> } {
  const view = renderAs(path, { ...options, routes });
  return { ...view, router: view.router! };
}
