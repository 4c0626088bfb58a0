// The domain's validators rules, as the package exports them (see ../index.ts).
export {
  FORMAT_FAILURE,
  REQUIRED_FAILURE,
  type ValidationFailure,
  type ValidationIssue,
  type ValidationResult,
} from './validation-result.ts';
export {
  containerCheckDigit,
  validateContainerNumber,
  type ContainerNumber,
} from './validate-container-number.ts';
export { validateAirWaybill, type AirWaybill } from './validate-air-waybill.ts';
export { GENERIC_RFCS, validateRfc, type Rfc } from './validate-rfc.ts';
export { rfcCheckDigit } from './rfc-check-digit.ts';
export { validateUnLocode, type UnLocode } from './validate-un-locode.ts';
export {
  INCOTERMS_2020,
  validateIncoterm,
  type Incoterm,
  type IncotermRule,
} from './validate-incoterm.ts';
