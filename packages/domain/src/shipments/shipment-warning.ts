/**
 * A doubt about a value a user entered, shown next to its field; it never blocks saving.
 * `field` is the record field (`awb`, `pickupActual`) or, inside a sub-list, `{list}.{index}.
 * {field}` (`containersList.0.number`). `expected` is the suggested value when one is known
 * (a check digit, an Incoterm, an ISO time); `message` is a short English phrase to show.
 */
export type ShipmentWarning = {
  field: string;
  code: string;
  expected?: string;
  message: string;
};
