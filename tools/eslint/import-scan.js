// Finds a module's import and re-export statements without parsing it: a small scanner that
// skips comments, strings, template literals and regular expressions. A full TypeScript parse of
// every source file costs seconds; this scan costs tens of milliseconds
// (docs/decisions/062-no-import-cycles.md).

const IDENT = /[\w$]/;
const WHITESPACE = /\s/;
const TOKEN = /\/\/|\/\*|[/'"`{}]|\b(?:import|export)\b/g;
// After these, a `/` starts a regular expression rather than a division.
const BEFORE_REGEX = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const REGEX_KEYWORDS = new Set(['return', 'typeof', 'case', 'in', 'of', 'delete', 'void']);
const MORE_KEYWORDS = ['throw', 'yield', 'await', 'else', 'instanceof', 'new'];
for (const word of MORE_KEYWORDS) REGEX_KEYWORDS.add(word);

const STATIC_IMPORT = /import\s+(?:(type)\s+)?([^'"`;()]*?)\s*\bfrom\s*(['"])([^'"\n]+)\3/y;
const SIDE_EFFECT_IMPORT = /import\s*(['"])([^'"\n]+)\1/y;
const DYNAMIC_IMPORT = /import\s*\(\s*(['"`])([^'"`\n]+)\1\s*[,)]/y;
const EXPORT_FROM =
  /export\s+(?:(type)\s+)?(\*(?:\s*as\s+[\w$]+)?|\{[^}'"`]*\})\s*from\s*(['"])([^'"\n]+)\3/y;

function skipString(text, i, quote) {
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === quote || c === '\n') return j + 1;
  }
  return text.length;
}

function skipRegex(text, i) {
  let inClass = false;
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === '\n') return j;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return j + 1;
  }
  return text.length;
}

/** From inside a template literal: the index after its end, or after a `${` (then `open`). */
function skipTemplate(text, i) {
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === '`') return { end: j + 1, open: false };
    else if (c === '$' && text[j + 1] === '{') return { end: j + 2, open: true };
  }
  return { end: text.length, open: false };
}

/**
 * The import and re-export statements of a module's text, with `kind`: 'value' (loaded at run
 * time), 'type' (`import type`, `export type`: erased) or 'dynamic' (`import('…')`).
 */
export function scanImports(text) {
  const found = [];
  const templates = []; // brace depth at which each open `${` returns to its template
  let depth = 0;
  const token = new RegExp(TOKEN);
  let m;
  while ((m = token.exec(text))) {
    const i = m.index;
    const c = m[0];
    if (c === '//' || c === '/*') {
      const end = text.indexOf(c === '//' ? '\n' : '*/', i + 2);
      token.lastIndex = end < 0 ? text.length : end + (c === '//' ? 1 : 2);
    } else if (c === '/') {
      if (regexMayStart(text, i)) token.lastIndex = skipRegex(text, i);
    } else if (c === "'" || c === '"') {
      token.lastIndex = skipString(text, i, c);
    } else if (c === '`' || (c === '}' && templates.at(-1) === depth)) {
      if (c === '}') templates.pop();
      const { end, open } = skipTemplate(text, i + 1);
      if (open) templates.push(depth);
      token.lastIndex = end;
    } else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (text[i - 1] !== '.' && text[i - 1] !== '$') {
      const match = matchStatement(text, i, c);
      if (match) {
        found.push(match.entry);
        token.lastIndex = match.end;
      }
    }
  }
  return found;
}

/** Whether a `/` at `i` starts a regular expression (not a division): by what precedes it. */
function regexMayStart(text, i) {
  let j = i - 1;
  while (j >= 0 && WHITESPACE.test(text[j])) j--;
  if (j < 0) return true;
  if (!IDENT.test(text[j])) return BEFORE_REGEX.has(text[j]);
  const end = j + 1;
  while (j >= 0 && IDENT.test(text[j])) j--;
  return REGEX_KEYWORDS.has(text.slice(j + 1, end));
}

function matchStatement(text, at, word) {
  const attempt = (re) => {
    re.lastIndex = at;
    return re.exec(text);
  };
  if (word === 'export') {
    const m = attempt(EXPORT_FROM);
    return (
      m && { entry: { spec: m[4], kind: m[1] ? 'type' : 'value' }, end: EXPORT_FROM.lastIndex }
    );
  }
  let m = attempt(DYNAMIC_IMPORT);
  if (m) return { entry: { spec: m[2], kind: 'dynamic' }, end: DYNAMIC_IMPORT.lastIndex };
  m = attempt(SIDE_EFFECT_IMPORT);
  if (m) return { entry: { spec: m[2], kind: 'value' }, end: SIDE_EFFECT_IMPORT.lastIndex };
  m = attempt(STATIC_IMPORT);
  // `import type from './x'` imports a default export named `type`.
  const typeOnly = m && m[1] && m[2].trim() !== '';
  return (
    m && { entry: { spec: m[4], kind: typeOnly ? 'type' : 'value' }, end: STATIC_IMPORT.lastIndex }
  );
}
