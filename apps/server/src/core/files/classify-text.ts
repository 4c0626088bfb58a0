/**
 * What kind of text a file is, from its first bytes, in the order of PocketBase's detection
 * library (gabriel-vasile/mimetype): markup (SVG, HTML, XML), then JSON, CSV and TSV, else plain
 * text. `truncated` says the bytes are only the start of the file: an unfinished JSON value or
 * last line is then no reason to refuse the type.
 */
export function classifyText(text: string, truncated: boolean): string {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return (
    markupMimeType(start) ??
    (looksLikeJson(start, truncated) ? 'application/json' : null) ??
    (isSeparatedValues(start, ',', truncated) ? 'text/csv' : null) ??
    (isSeparatedValues(start, '\t', truncated) ? 'text/tab-separated-values' : null) ??
    'text/plain; charset=utf-8'
  );
}

function markupMimeType(start: string): string | null {
  if (!start.startsWith('<')) return null;
  const lower = start.slice(0, 4096).toLowerCase();
  if (/<svg[\s>]/.test(lower)) return 'image/svg+xml';
  if (lower.startsWith('<!doctype html') || /^<(html|head|body)[\s>]/.test(lower))
    return 'text/html; charset=utf-8';
  if (lower.startsWith('<?xml')) return 'text/xml; charset=utf-8';
  return null;
}

/** An object or array that parses; when truncated, one whose start is well-formed so far. */
function looksLikeJson(start: string, truncated: boolean): boolean {
  if (!start.startsWith('{') && !start.startsWith('[')) return false;
  if (!truncated) {
    try {
      JSON.parse(start);
      return true;
    } catch {
      return false;
    }
  }
  return isJsonPrefix(start);
}

const JSON_BARE = /[\s,:0-9eE.+\-truefalsn]/;

/** Brackets balance as far as they go and only JSON tokens stand outside strings. */
function isJsonPrefix(text: string): boolean {
  const open: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      else if (char < ' ') return false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') open.push(char === '{' ? '}' : ']');
    else if (char === '}' || char === ']') {
      if (open.pop() !== char) return false;
      if (open.length === 0) return text.slice(i + 1).trim() === '';
    } else if (!JSON_BARE.test(char)) return false;
  }
  return true;
}

/**
 * At least two records of the same width, wider than one field (Go's encoding/csv rules with
 * lazy quotes, `#` comment lines and blank lines skipped). A truncated last line is left out.
 */
function isSeparatedValues(text: string, separator: string, truncated: boolean): boolean {
  const body = truncated ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
  let width = -1;
  let records = 0;
  for (const record of readRecords(body, separator)) {
    if (record === null) return false;
    if (width === -1) width = record;
    else if (record !== width) return false;
    records++;
  }
  return records > 1 && width > 1;
}

/** The field count of each record; null for a quoted field left open at the end. */
function* readRecords(text: string, separator: string): Generator<number | null> {
  let i = 0;
  while (i < text.length) {
    const lineEnd = text.indexOf('\n', i);
    const line = text.slice(i, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, '');
    if (line === '' || line.startsWith('#')) {
      i = lineEnd === -1 ? text.length : lineEnd + 1;
      continue;
    }
    let fields = 1;
    let inQuotes = false;
    let fieldStart = true;
    for (; i < text.length; i++) {
      const char = text[i]!;
      if (inQuotes) {
        if (char === '"' && text[i + 1] === '"') i++;
        else if (char === '"') inQuotes = false;
      } else if (char === '"' && fieldStart) inQuotes = true;
      else if (char === separator) {
        fields++;
        fieldStart = true;
        continue;
      } else if (char === '\n') break;
      fieldStart = false;
    }
    if (inQuotes) {
      yield null;
      return;
    }
    i++;
    yield fields;
  }
}
