import { createContext, useContext } from 'react';

/**
 * True while rendering the build-time static copy of a public page: its buttons cannot work
 * before the app starts, so they are marked unavailable (links work as plain links).
 */
export const StaticRenderContext = createContext(false);

export function useIsStaticRender(): boolean {
  return useContext(StaticRenderContext);
}
