/** What a clicked figure opens: a titled list of the shipments behind it. */
export type ReportDrill = { title: string; shipmentIds: string[] };
