// The domain's seeded random numbers, as the package exports them (see ../index.ts).
export { mulberry32 } from './mulberry32.ts';
