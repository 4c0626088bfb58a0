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
  // SQLite's json_valid() for text that starts like an array, object or string: a parse in an
  // exception block (a subtransaction), so rumbo_json calls it only for such text.
  `CREATE OR REPLACE FUNCTION rumbo_json_parse(source text) RETURNS json
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  RETURN source::json;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$`,

  // SQLite's json_valid(): the JSON value of `source`, or NULL when it is not JSON (or NULL).
  // Numbers, true/false/null and arrays of plain strings (every stored list) are recognised by
  // their form, plain text by its first character; only the rest is parsed. A SQL function, so
  // that PostgreSQL inlines it into the query instead of calling it for every row.
  `CREATE OR REPLACE FUNCTION rumbo_json(source text) RETURNS json
  LANGUAGE sql IMMUTABLE AS $$
SELECT CASE
  WHEN source ~ '^[ \\t\\n\\r]*(-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?|true|false|null)[ \\t\\n\\r]*$'
    OR source ~ '^\\[("([^"\\\\\\x01-\\x1f]|\\\\["\\\\/bfnrt]|\\\\u[0-9a-fA-F]{4})*"(,"([^"\\\\\\x01-\\x1f]|\\\\["\\\\/bfnrt]|\\\\u[0-9a-fA-F]{4})*")*)?\\]$'
    THEN source::json
  WHEN source ~ '^[ \\t\\n\\r]*[\\[{"]' THEN rumbo_json_parse(source)
END $$`,

  // A JSON number as SQLite reads it, a double: beyond the doubles' range it is infinite (kept
  // as 1e400, which orders beyond every double), below it 0.
  `CREATE OR REPLACE FUNCTION rumbo_json_number_parse(source text) RETURNS jsonb
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  n numeric;
BEGIN
  BEGIN
    n := source::numeric;
  EXCEPTION WHEN others THEN
    n := CASE WHEN source ~ '[eE]-' THEN 0 WHEN btrim(source) LIKE '-%' THEN -1e400 ELSE 1e400 END;
  END;
  IF abs(n) > 1.7976931348623157e308 THEN n := sign(n) * 1e400; END IF;
  IF abs(n) < 4.9e-324 THEN n := 0; END IF;
  RETURN to_jsonb(n);
END $$`,
  `CREATE OR REPLACE FUNCTION rumbo_json_number(source text) RETURNS jsonb
  LANGUAGE sql IMMUTABLE AS $$
SELECT CASE
  WHEN source ~ '^[ \\t\\n\\r]*-?[0-9]{1,20}(\\.[0-9]{1,20})?([eE][-+]?[0-9]{1,2})?[ \\t\\n\\r]*$' THEN source::jsonb
  ELSE rumbo_json_number_parse(source)
END $$`,

  // One JSON item as a dynamic value.
  `CREATE OR REPLACE FUNCTION rumbo_json_value(item json) RETURNS jsonb
  LANGUAGE sql STABLE AS $$
SELECT CASE json_typeof(item)
  WHEN 'string' THEN to_jsonb(item #>> '{}')
  WHEN 'number' THEN rumbo_json_number(item::text)
  WHEN 'boolean' THEN CASE WHEN item::jsonb = 'true'::jsonb THEN '1'::jsonb ELSE '0'::jsonb END
  WHEN 'null' THEN NULL
  ELSE to_jsonb(item::text)
END $$`,

  // json_each() over a stored list: the items of a JSON array, the member values of an object,
  // a JSON scalar as one item, and any other text (or NULL) as one item of its own. `value` is
  // the item as a dynamic value; `id` the item compared with a record id (a text column, which
  // SQLite compares with json_each's items without conversion): text items, NULL for the rest.
  // One SELECT in SQL, which PostgreSQL inlines into the query, computing only what it reads.
  `CREATE OR REPLACE FUNCTION rumbo_json_each(source text) RETURNS TABLE(value jsonb, id text)
  LANGUAGE sql STABLE AS $$
SELECT rumbo_json_value(item.value),
  CASE json_typeof(item.value)
    WHEN 'string' THEN item.value #>> '{}'
    WHEN 'array' THEN item.value::text
    WHEN 'object' THEN item.value::text
  END
FROM (SELECT rumbo_json(source) AS parsed OFFSET 0) AS p,
LATERAL (
  SELECT e.value FROM json_array_elements(
    CASE WHEN json_typeof(p.parsed) = 'array' THEN p.parsed END) AS e
  UNION ALL
  SELECT o.value FROM json_each(CASE WHEN json_typeof(p.parsed) = 'object' THEN p.parsed END) AS o
  UNION ALL
  SELECT COALESCE(p.parsed, to_json(source))
  WHERE p.parsed IS NULL OR json_typeof(p.parsed) NOT IN ('array', 'object')
) AS item
$$`,

  // json_array_length() of a stored list: '' and NULL are 0 items, other non-JSON text 1 item,
  // JSON that is not an array 0 items.
  `CREATE OR REPLACE FUNCTION rumbo_json_array_length(source text) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
SELECT CASE
  WHEN source IS NULL OR source = '' THEN 0
  WHEN rumbo_json(source) IS NULL THEN 1
  WHEN json_typeof(rumbo_json(source)) = 'array' THEN json_array_length(rumbo_json(source))
  ELSE 0
END $$`,

  // Whether every array index of the path ('0' in $[0]) meets an array (PostgreSQL's #> would
  // read the member "0" of an object, which SQLite does not).
  `CREATE OR REPLACE FUNCTION rumbo_json_indexes_fit(item json, keys text[]) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  key text;
BEGIN
  FOREACH key IN ARRAY keys LOOP
    IF item IS NULL THEN RETURN true; END IF;
    IF key ~ '^[0-9]+$' THEN
      IF json_typeof(item) <> 'array' OR length(key) > 9 THEN RETURN false; END IF;
      item := item -> key::integer;
    ELSE
      item := item -> key;
    END IF;
  END LOOP;
  RETURN true;
END $$`,

  // json_extract() at a path of object keys and array indexes; text that is not JSON is its own
  // value at the root and has nothing below it. The index check folds away for paths without
  // indexes (the keys are constants).
  `CREATE OR REPLACE FUNCTION rumbo_json_extract(source text, keys text[]) RETURNS jsonb
  LANGUAGE sql STABLE AS $$
SELECT CASE
  WHEN rumbo_json(source) IS NULL THEN CASE WHEN cardinality(keys) = 0 THEN to_jsonb(source) END
  WHEN array_to_string(keys, ',') ~ '(^|,)[0-9]+(,|$)'
    AND NOT rumbo_json_indexes_fit(rumbo_json(source), keys) THEN NULL
  ELSE rumbo_json_value(rumbo_json(source) #> keys)
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
