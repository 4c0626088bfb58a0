// Small, careful readers for the few XML documents the PAC protocol exchanges (SOAP envelopes
// and a CFDI's own elements): no XML library is installed, and these documents are known in
// shape. An element is found by its local name whatever its prefix; attribute values may hold
// '>' (the start tag is read attribute by attribute); text is entity-decoded and CDATA kept as
// is. Not a general parser: an element is taken to its first closing tag of the same name, so
// elements nested in one of their own name are not supported (none of ours are).

export type XmlElement = {
  /** The qualified name as written, `s0:UUID`. */
  name: string;
  attributes: Record<string, string>;
  /** Where its start tag begins, and where the element ends (just after it). */
  start: number;
  end: number;
  /** The raw content between the tags; null for a self-closed element. */
  inner: string | null;
};

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(lt|gt|amp|quot|apos));/g;

/** Replaces the five named entities and character references, once (`&amp;lt;` is `&lt;`). */
export function decodeXmlEntities(text: string): string {
  return text.replace(ENTITY, (whole, hex?: string, decimal?: string, name?: string) => {
    if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
    if (decimal !== undefined) return String.fromCodePoint(parseInt(decimal, 10));
    return (name !== undefined && NAMED_ENTITIES[name]) || whole;
  });
}

/** Escapes text for an element's content or a double-quoted attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Escapes text for an element's content only: quotes stay as they are, as Finkok writes them. */
export function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_END = /\s*(\/?)>/y;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first element named `localName` (any prefix) at or after `from`. */
export function findElement(xml: string, localName: string, from = 0): XmlElement | undefined {
  const open = new RegExp(`<((?:[A-Za-z_][\\w.-]*:)?${escapeRegExp(localName)})(?=[\\s/>])`, 'g');
  open.lastIndex = from;
  const found = open.exec(xml);
  if (!found) return undefined;
  const name = found[1] ?? localName;
  const attributes: Record<string, string> = {};
  let at = open.lastIndex;
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const attribute = ATTRIBUTE.exec(xml);
    if (!attribute) break;
    attributes[attribute[1] ?? ''] = decodeXmlEntities(attribute[2] ?? attribute[3] ?? '');
    at = ATTRIBUTE.lastIndex;
  }
  TAG_END.lastIndex = at;
  const tagEnd = TAG_END.exec(xml);
  if (!tagEnd) return undefined;
  if (tagEnd[1] === '/')
    return { name, attributes, start: found.index, end: TAG_END.lastIndex, inner: null };
  const close = new RegExp(`</${escapeRegExp(name)}\\s*>`, 'g');
  close.lastIndex = TAG_END.lastIndex;
  const closing = close.exec(xml);
  if (!closing) return undefined;
  return {
    name,
    attributes,
    start: found.index,
    end: close.lastIndex,
    inner: xml.slice(TAG_END.lastIndex, closing.index),
  };
}

/** Every element named `localName`, in document order (none inside another one). */
export function findElements(xml: string, localName: string): XmlElement[] {
  const elements: XmlElement[] = [];
  let from = 0;
  for (;;) {
    const element = findElement(xml, localName, from);
    if (!element) return elements;
    elements.push(element);
    from = element.end;
  }
}

const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;

/** An element's text: entities decoded, CDATA sections taken as they are. */
export function textOf(element: XmlElement): string {
  const inner = element.inner ?? '';
  let text = '';
  let at = 0;
  for (const section of inner.matchAll(CDATA)) {
    text += decodeXmlEntities(inner.slice(at, section.index)) + (section[1] ?? '');
    at = section.index + section[0].length;
  }
  return text + decodeXmlEntities(inner.slice(at));
}

/** The text of the first element named `localName` inside `xml`, if there is one. */
export function elementText(xml: string, localName: string): string | undefined {
  const element = findElement(xml, localName);
  return element ? textOf(element) : undefined;
}
