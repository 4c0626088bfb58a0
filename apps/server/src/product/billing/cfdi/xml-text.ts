// Writing a CFDI's XML by hand, the same way for the invoice and the payment complement: one
// element per line (so that a schema problem's line names its element), attributes in the order
// given (the SAT's examples' order; the cadena original does not depend on it), every value
// escaped, and the SAT's number formats.

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
export const CFDI_SCHEMA = 'http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/** A name and its value; an absent value (null, undefined) writes no attribute at all. */
export type Attributes = ReadonlyArray<readonly [string, string | null | undefined]>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** XML 1.0 has no place for these control characters, escaped or not. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** An attribute value with XML's five special characters escaped. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (found) => ESCAPES[found] ?? found);
}

/**
 * A text as the SAT reads it: the schema collapses whitespace in every text attribute and the
 * cadena original joins runs of spaces, so the XML says it that way from the start (one space
 * between words, none at the ends). Characters XML cannot carry are dropped.
 */
export function cleanText(value: string): string {
  return value.replace(NOT_XML, '').replace(/\s+/g, ' ').trim();
}

/** Whole cents as the SAT writes an amount: two decimals, no separators ("1234.50"). */
export function centsText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A decimal with at least `min` and at most `max` decimals, trailing zeros beyond `min` dropped. */
export function decimalText(value: number, min: number, max: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a number: ${value}`);
  let text = (value || 0).toFixed(max);
  const point = text.indexOf('.');
  if (point < 0) return text;
  const keep = point + 1 + min;
  let end = text.length;
  while (end > keep && text[end - 1] === '0') end -= 1;
  text = text.slice(0, end);
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** A TasaOCuota: six decimals, as c_TasaOCuota lists them ("0.160000"). */
export function rateText(rate: number): string {
  return rate.toFixed(6);
}

/** An XML document written line by line, indented by depth. */
export class XmlWriter {
  private readonly lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  private depth = 0;

  private tag(name: string, attributes: Attributes, depth = this.depth): string {
    const written = attributes
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => ` ${key}="${escapeAttribute(value as string)}"`)
      .join('');
    return `${'  '.repeat(depth)}<${name}${written}`;
  }

  open(name: string, attributes: Attributes = []): this {
    this.lines.push(`${this.tag(name, attributes)}>`);
    this.depth += 1;
    return this;
  }

  empty(name: string, attributes: Attributes = []): this {
    this.lines.push(`${this.tag(name, attributes)}/>`);
    return this;
  }

  /**
   * Keeps the place of an empty element whose attributes are known only once what follows it is
   * written (a summary before the items it sums); the returned function writes it there.
   */
  later(): (name: string, attributes: Attributes) => void {
    const index = this.lines.length;
    const depth = this.depth;
    this.lines.push('');
    return (name, attributes) => {
      this.lines[index] = `${this.tag(name, attributes, depth)}/>`;
    };
  }

  close(name: string): this {
    this.depth -= 1;
    this.lines.push(`${'  '.repeat(this.depth)}</${name}>`);
    return this;
  }

  toString(): string {
    if (this.depth !== 0) throw new Error('XmlWriter: an element was left open');
    return `${this.lines.join('\n')}\n`;
  }
}
