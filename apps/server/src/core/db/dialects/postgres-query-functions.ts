/**
 * SQL functions the PostgreSQL query dialect calls: they give PostgreSQL SQLite's answers where
 * the two differ (JSON read from text that may not be JSON, loosely typed comparisons, number
 * to text). The engine runs these statements once at startup; each one can run again safely.
 *
 * A "dynamic" value is SQLite's view of a loosely typed value, held as `jsonb`: SQL NULL, a JSON
 * number (SQLite INTEGER/REAL) or a JSON string (SQLite TEXT). JSON `true`/`false` read as 1/0,
 * JSON `null` as NULL and arrays/objects as their JSON text, as SQLite's JSON functions do.
 */
export const POSTGRES_QUERY_FUNCTIONS: readonly string[] = [
  // SQLite's json_valid(): the JSON value of `source`, or NULL when it is not JSON (or NULL).
  // Numbers, true/false/null and arrays of plain strings (every stored list) are recognised
  // without a parse; only other text starting like an array, object or string is parsed, in
  // an exception block (a subtransaction).
  `CREATE OR REPLACE FUNCTION rumbo_json(source text) RETURNS json
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  IF source ~ '^[ \\t\\n\\r]*(-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?|true|false|null)[ \\t\\n\\r]*$'
    OR source ~ '^\\[("([^"\\\\\\x01-\\x1f]|\\\\["\\\\/bfnrt]|\\\\u[0-9a-fA-F]{4})*"(,"([^"\\\\\\x01-\\x1f]|\\\\["\\\\/bfnrt]|\\\\u[0-9a-fA-F]{4})*")*)?\\]$' THEN
    RETURN source::json;
  END IF;
  IF source !~ '^[ \\t\\n\\r]*[\\[{"]' THEN RETURN NULL; END IF;
  BEGIN
    RETURN source::json;
  EXCEPTION WHEN others THEN
    RETURN NULL;
  END;
END $$`,

  // A JSON number as SQLite reads it, a double: beyond the doubles' range it is infinite (kept
  // as 1e400, which orders beyond every double), below it 0. Plain numbers skip the parse.
  `CREATE OR REPLACE FUNCTION rumbo_json_number(source text) RETURNS jsonb
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  n numeric;
BEGIN
  IF source ~ '^[ \\t\\n\\r]*-?[0-9]{1,20}(\\.[0-9]{1,20})?([eE][-+]?[0-9]{1,2})?[ \\t\\n\\r]*$' THEN
    RETURN source::jsonb;
  END IF;
  BEGIN
    n := source::numeric;
  EXCEPTION WHEN others THEN
    n := CASE WHEN source ~ '[eE]-' THEN 0 WHEN btrim(source) LIKE '-%' THEN -1e400 ELSE 1e400 END;
  END;
  IF abs(n) > 1.7976931348623157e308 THEN n := sign(n) * 1e400; END IF;
  IF abs(n) < 4.9e-324 THEN n := 0; END IF;
  RETURN to_jsonb(n);
END $$`,

  // One JSON item as a dynamic value.
  `CREATE OR REPLACE FUNCTION rumbo_json_value(item json) RETURNS jsonb
  LANGUAGE sql IMMUTABLE AS $$
SELECT CASE json_typeof(item)
  WHEN 'string' THEN to_jsonb(item #>> '{}')
  WHEN 'number' THEN rumbo_json_number(item::text)
  WHEN 'boolean' THEN CASE WHEN item::jsonb = 'true'::jsonb THEN '1'::jsonb ELSE '0'::jsonb END
  WHEN 'null' THEN NULL
  ELSE to_jsonb(item::text)
END $$`,

  // json_each() over a stored list: the items of a JSON array, the member values of an object,
  // a JSON scalar as one item, and any other text (or NULL) as one item of its own.
  // (ROWS: lists are short; the default estimate of 1000 rows makes plans look costly enough
  // for JIT compilation, which then takes longer than the query.)
  `CREATE OR REPLACE FUNCTION rumbo_json_each(source text) RETURNS TABLE(value jsonb)
  LANGUAGE plpgsql IMMUTABLE ROWS 4 AS $$
DECLARE
  parsed json := rumbo_json(source);
BEGIN
  IF parsed IS NULL THEN
    RETURN QUERY SELECT to_jsonb(source);
  ELSIF json_typeof(parsed) = 'array' THEN
    RETURN QUERY SELECT rumbo_json_value(e.item)
      FROM json_array_elements(parsed) WITH ORDINALITY AS e(item, n) ORDER BY e.n;
  ELSIF json_typeof(parsed) = 'object' THEN
    RETURN QUERY SELECT rumbo_json_value(e.item)
      FROM json_each(parsed) WITH ORDINALITY AS e(key, item, n) ORDER BY e.n;
  ELSE
    RETURN QUERY SELECT rumbo_json_value(parsed);
  END IF;
END $$`,

  // json_array_length() of a stored list: '' and NULL are 0 items, other non-JSON text 1 item,
  // JSON that is not an array 0 items.
  `CREATE OR REPLACE FUNCTION rumbo_json_array_length(source text) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parsed json;
BEGIN
  IF source IS NULL OR source = '' THEN RETURN 0; END IF;
  parsed := rumbo_json(source);
  IF parsed IS NULL THEN RETURN 1; END IF;
  IF json_typeof(parsed) = 'array' THEN RETURN json_array_length(parsed); END IF;
  RETURN 0;
END $$`,

  // json_extract() at a path of object keys and array indexes ('0' is an index, as in $[0]);
  // text that is not JSON is its own value at the root and has nothing below it.
  `CREATE OR REPLACE FUNCTION rumbo_json_extract(source text, keys text[]) RETURNS jsonb
  LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  item json := rumbo_json(source);
  key text;
BEGIN
  IF item IS NULL THEN
    RETURN CASE WHEN cardinality(keys) = 0 THEN to_jsonb(source) END;
  END IF;
  FOREACH key IN ARRAY keys LOOP
    IF key ~ '^[0-9]+$' THEN
      IF json_typeof(item) <> 'array' OR length(key) > 9 THEN RETURN NULL; END IF;
      item := item -> key::integer;
    ELSE
      IF json_typeof(item) <> 'object' THEN RETURN NULL; END IF;
      item := item -> key;
    END IF;
    IF item IS NULL THEN RETURN NULL; END IF;
  END LOOP;
  RETURN rumbo_json_value(item);
END $$`,

  // SQLite's ordering of dynamic values: NULL (not compared), numbers, then text byte by byte.
  `CREATE OR REPLACE FUNCTION rumbo_compare(a jsonb, b jsonb) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE
  WHEN a IS NULL OR b IS NULL THEN NULL
  WHEN jsonb_typeof(a) = 'number' AND jsonb_typeof(b) = 'number'
    THEN sign(a::numeric - b::numeric)::integer
  WHEN jsonb_typeof(a) = 'number' THEN -1
  WHEN jsonb_typeof(b) = 'number' THEN 1
  WHEN (a #>> '{}') COLLATE "C" < (b #>> '{}') COLLATE "C" THEN -1
  WHEN (a #>> '{}') = (b #>> '{}') THEN 0
  ELSE 1
END $$`,

  // Sort keys of a dynamic value: its class (NULL, number, text), then its number or its text.
  `CREATE OR REPLACE FUNCTION rumbo_sort_class(v jsonb) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE WHEN v IS NULL THEN 0 WHEN jsonb_typeof(v) = 'number' THEN 1 ELSE 2 END $$`,
  `CREATE OR REPLACE FUNCTION rumbo_sort_number(v jsonb) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE WHEN jsonb_typeof(v) = 'number' THEN v::numeric END $$`,
  `CREATE OR REPLACE FUNCTION rumbo_sort_text(v jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE WHEN jsonb_typeof(v) = 'string' THEN v #>> '{}' END $$`,

  // SQLite's NUMERIC affinity: text that reads as a number becomes that number.
  `CREATE OR REPLACE FUNCTION rumbo_numeric(source text) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE
  WHEN source ~ '^[ \\t\\n\\v\\f\\r]*[-+]?([0-9]{1,250}\\.?[0-9]{0,250}|\\.[0-9]{1,250})([eE][-+]?[0-9]{1,3})?[ \\t\\n\\v\\f\\r]*$'
    THEN to_jsonb(btrim(source, E' \\t\\n\\f\\r' || chr(11))::numeric)
  ELSE to_jsonb(source)
END $$`,
  `CREATE OR REPLACE FUNCTION rumbo_numeric_value(v jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE WHEN jsonb_typeof(v) = 'string' THEN rumbo_numeric(v #>> '{}') ELSE v END $$`,

  // SQLite's text of a REAL: integral values below 1e17 end in '.0', larger and tiny ones use
  // an exponent with a mantissa of at least one decimal ('1.0e+20').
  `CREATE OR REPLACE FUNCTION rumbo_real_text(x double precision) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE
  WHEN x = trunc(x) AND abs(x) < 1e17 THEN trunc(x)::numeric::text || '.0'
  WHEN x::text ~ '^-?[0-9]+e' THEN regexp_replace(x::text, 'e', '.0e')
  ELSE x::text
END $$`,
  // SQLite's text of a number column's value: an INTEGER when it is whole, else a REAL.
  `CREATE OR REPLACE FUNCTION rumbo_number_text(x double precision) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE
  WHEN x = trunc(x) AND abs(x) < 9e18 THEN x::bigint::text
  ELSE rumbo_real_text(x)
END $$`,
  // SQLite's text of a dynamic value (TEXT affinity, LIKE): JSON numbers written with a
  // fraction are REALs, other numbers INTEGERs.
  `CREATE OR REPLACE FUNCTION rumbo_value_text(v jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE jsonb_typeof(v)
  WHEN 'string' THEN v #>> '{}'
  WHEN 'number' THEN CASE
    WHEN scale(v::numeric) = 0 AND abs(v::numeric) < 9e18 THEN v::numeric::text
    WHEN abs(v::numeric) >= 1e308 THEN CASE WHEN v::numeric > 0 THEN 'Inf' ELSE '-Inf' END
    ELSE rumbo_real_text(v::numeric::double precision)
  END
END $$`,
];
