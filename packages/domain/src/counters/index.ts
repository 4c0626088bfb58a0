// The domain's counters rules, as the package exports them (see ../index.ts).
export {
  LOCAL_COUNTER_FORMATS,
  formatLocalCounter,
  localCounterFormat,
  type LocalCounterKind,
} from './format-local-counter.ts';
export { highestLocalCounter, nextLocalCounter } from './next-local-counter.ts';
