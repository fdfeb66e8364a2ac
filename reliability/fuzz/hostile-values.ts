import fc from "fast-check";

/** File names and path segments that try to leave a folder. */
export const PATH_TRAVERSALS = [
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/etc/passwd",
  "....//....//etc/passwd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..",
  ".",
  "C:\\boot.ini",
  "uploads/../../secret.pdf",
  "report.pdf\u0000.exe",
] as const;

/** Texts that mean something to SQL, regular expressions, templates, HTML or HTTP headers. */
const METACHARACTERS = [
  "' OR '1'='1",
  "'; DROP TABLE reviews; --",
  '" OR ""="',
  "1; select pg_sleep(30)",
  "%",
  "_%_",
  "\\",
  ".*",
  "(a+)+$",
  "[",
  "(?=",
  "\\d{1,99999}",
  '{"$gt":""}',
  "<script>alert(1)</script>",
  "${7*7}",
  "{{7*7}}",
  "\r\nX-Injected: 1",
  "__proto__",
] as const;

/** Code points that break naive text handling: NUL, bidi overrides, BOM, lone surrogates, ZWJ. */
const UNUSUAL_UNICODE = [
  "\u0000",
  "a\u0000b",
  "\u202e",
  "\ufeff",
  "\ud800",
  "\udfff",
  "𝕳𝖊𝖑𝖑𝖔",
  "👩‍👩‍👧‍👦",
  "e\u0301",
  "\u200b",
  "\uffff",
  "\u0085",
] as const;

const NUMERIC_TEXTS = ["NaN", "Infinity", "-1", "1e999", "0x10", "1_000", " 12 ", "١٢٣", "-0"];

/** Long enough to pass every field limit and the body limit; repeated so it stays cheap. */
const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("A", "é", "😀", "\u0000", "'"), fc.integer({ min: 5_000, max: 300_000 }))
  .map(([unit, count]) => unit.repeat(count));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...PATH_TRAVERSALS,
    ...METACHARACTERS,
    ...UNUSUAL_UNICODE,
    ...NUMERIC_TEXTS,
    "",
    " ",
    "\t\n",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...UNUSUAL_UNICODE, ...METACHARACTERS), maxLength: 8 }),
  { arbitrary: hugeString, weight: 1 },
);

/** Ordinary text up to `maxLength`, counted in code units or in graphemes. */
export const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ minLength: 1, maxLength }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength }),
  );

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    2 ** 64,
    1e-300,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ),
  fc.integer(),
  fc.double(),
);

/** A JSON value of the wrong type for about any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "$gt", "a"), hostileString, {
    maxKeys: 2,
  }),
);

/** Keys no schema expects, some of which attack object handling. */
const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "id", "status", "is_spam", "rating"),
  fc.string({ maxLength: 12 }),
);

const MISSING = Symbol("missing");

/** A few hostile characters, to hide inside a value that is otherwise valid. */
const shortHostileText = fc.constantFrom(...UNUSUAL_UNICODE, ...METACHARACTERS);

/** Puts the hostile text inside a valid text (numbers and other values stay as they are). */
function spliced([value, text]: [unknown, string]): unknown {
  if (typeof value !== "string") return value;
  const middle = Math.floor(value.length / 2);
  return `${value.slice(0, middle)}${text}${value.slice(middle)}`;
}

/**
 * Objects around a contract's fields: each field valid, hostile or missing, plus unknown fields.
 * Valid values are frequent enough that many objects are wholly valid, so 2xx paths run too.
 */
export function mutatedRecord(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const perField = Object.fromEntries(
    Object.entries(fields).map(([name, valid]) => [
      name,
      fc.oneof(
        { arbitrary: valid, weight: 5 },
        { arbitrary: fc.tuple(valid, shortHostileText).map(spliced), weight: 2 },
        { arbitrary: hostileValue, weight: 2 },
        { arbitrary: fc.constant(MISSING), weight: 1 },
      ),
    ]),
  );
  const mutated = fc
    .tuple(fc.record(perField), fc.dictionary(extraKey, hostileValue, { maxKeys: 2 }))
    .map(([known, extra]) => {
      const record: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(extra)) {
        Object.defineProperty(record, key, { value, enumerable: true, writable: true });
      }
      for (const [key, value] of Object.entries(known)) {
        if (value !== MISSING) record[key] = value;
      }
      return record;
    });
  // Wholly valid records too: with many fields, mutations alone would almost never be valid.
  return fc.oneof({ arbitrary: fc.record(fields), weight: 1 }, { arbitrary: mutated, weight: 3 });
}
