import type { ProductModule } from '../registry.ts';
import { registerFigures } from './register-figures.ts';

/** The product's figures (decision 049): routes of their own, read ahead once listening. */
export const figuresModule: ProductModule = {
  name: 'figures',
  register: (core, { warmFigures }) => {
    const figures = registerFigures(core);
    return {
      routes: figures.routes,
      listening: async () => {
        if (warmFigures) figures.warm();
      },
    };
  },
};
