/**
 * Redaction for stored client error reports (spec 000 §7). Applied on the server again, whatever
 * the client already did: secrets never reach the database or the logs.
 */
export const REDACTED = "[REDACTED]";
export const MAX_STRING_LENGTH = 1000;

const secretHeaders = new Set([
  "authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
  "x-auth-token",
  "session-id",
  "csrf-token",
  "x-csrf-token",
]);

// Field names that hold secrets, compared without case, dashes and underscores.
const secretFieldPattern =
  /(password|passwort|passwd|token|secret|apikey|creditcard|cardnumber|ssn|iban|cvc|cvv|authorization|cookie)/;

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[-_\s]/g, "");
}

export function isSecretField(key: string): boolean {
  return secretFieldPattern.test(normaliseKey(key));
}

export function truncate(value: string, max = MAX_STRING_LENGTH): string {
  if (value.length <= max) return value;
  // Do not cut a surrogate pair in half.
  const end = /[\uD800-\uDBFF]/.test(value.charAt(max - 1)) ? max - 1 : max;
  return `${value.slice(0, end)}…[gekürzt]`;
}

const MAX_DEPTH = 12;

/** Redacts secret fields at any depth and truncates every string. Cycles and depth are bounded. */
export function redactDeep(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return truncate(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH || seen.has(value)) return "[…]";
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => redactDeep(item, depth + 1, seen));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 200)) {
    result[truncate(key, 100)] = isSecretField(key) ? REDACTED : redactDeep(item, depth + 1, seen);
  }
  return result;
}

/** Header maps: the named secret headers are hidden, the rest truncated. */
export function redactHeaders(headers: unknown): unknown {
  if (headers === null || typeof headers !== "object" || Array.isArray(headers)) return redactDeep(headers);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(headers).slice(0, 200)) {
    const lower = key.toLowerCase();
    result[truncate(key, 100)] =
      secretHeaders.has(lower) || isSecretField(lower) ? REDACTED : redactDeep(item, 1);
  }
  return result;
}
