// The repository's own ESLint rules, as one plugin: `rumbo/boundaries` (the layers' one-way
// dependencies, decision 002) and `rumbo/no-cycles` (no import cycle, decision 062).
import boundaries from './boundaries.js';
import noCycles from './no-cycles.js';

export default { rules: { ...boundaries.rules, 'no-cycles': noCycles } };
