/**
 * What a clicked figure opens: a titled list of the shipments behind it, read from the server a
 * page at a time. `figure` names it as the server does (`reportFigureKey`).
 */
export type ReportDrill = { title: string; figure: string };
