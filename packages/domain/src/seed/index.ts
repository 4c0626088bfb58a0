// The domain's seed rules, as the package exports them (see ../index.ts).
export { buildDemoData, type BuildDemoDataInput } from './build-demo-data.ts';
export { DEMO_EMAILS, DEMO_IDS, DEMO_OPERATOR, DEMO_PASSWORD } from './demo-accounts.ts';
export { DEMO_STAFF_ROLE } from './demo-users.ts';
export type { DemoData, DemoRecord, DemoUser } from './demo-data-types.ts';
export {
  LARGE_DEMO,
  SMALL_DEMO,
  buildLargeDemoCompany,
  largeDemoShipments,
  type LargeDemoCompany,
  type LargeDemoIdentity,
  type LargeDemoShipmentsInput,
} from './demo-large-company.ts';
export {
  buildDemoHistory,
  DEMO_BINNED_PARTNER_ID,
  type DemoHistory,
  type DemoHistoryActor,
  type DemoHistoryStep,
} from './demo-history.ts';
export {
  DEMO_MARGIN_RULES,
  DEMO_QUOTES,
  demoExchangeRates,
  demoQuoteBody,
  type DemoQuoteEnd,
  type DemoQuoteSpec,
} from './demo-quotes.ts';
