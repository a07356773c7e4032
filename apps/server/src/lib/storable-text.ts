const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL text cannot hold U+0000, and jsonb refuses lone UTF-16 surrogates; a client that
 * sends them must get its data stored, not a 500. Removes NUL characters, replaces lone
 * surrogates with U+FFFD and leaves everything else as it is.
 */
export function storableText(text: string): string {
  const withoutNul = text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
  return withoutNul.replace(LONE_SURROGATE, "\uFFFD");
}

export function storableOptional(text: string | undefined | null): string | null {
  return text === undefined || text === null ? null : storableText(text);
}

/** The same for values stored as jsonb: every string and key of the value, at any depth. */
export function storableJson(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [storableText(key), storableJson(inner)]),
    );
  }
  return value;
}
