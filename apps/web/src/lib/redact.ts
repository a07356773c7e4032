/** Hides secrets before a client error report leaves the browser (spec 000 §3, §7). */

export const REDACTED = "[entfernt]";
export const MAX_STRING_LENGTH = 1000;
const MAX_DEPTH = 8;

const SECRET_HEADERS = new Set([
  "authorization",
  "cookie",
  "x-api-key",
  "x-auth-token",
  "session-id",
  "csrf-token",
]);
/** Matched against the field name without case, "-" and "_": "new_password", "refreshToken", "API-Key" all hit. */
const SECRET_FIELD_PARTS = ["password", "token", "secret", "apikey", "creditcard", "ssn"];

export function truncate(text: string, limit = MAX_STRING_LENGTH): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

export function isSecretField(name: string): boolean {
  const normalized = name.toLowerCase().replace(/[-_\s]/g, "");
  return SECRET_FIELD_PARTS.some((part) => normalized.includes(part));
}

export function redactHeaders(
  headers: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!headers) return undefined;
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    result[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : redactValue(value);
  }
  return result;
}

/** A form-encoded or JSON string body becomes an object so that its fields can be hidden. */
function parseStringBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return text;
    }
  }
  if (/^[^=&\s]+=[^&]*(&[^=&\s]+=[^&]*)*$/.test(trimmed)) {
    return Object.fromEntries(new URLSearchParams(trimmed));
  }
  return text;
}

/** Redacts secret-looking fields at any depth and truncates long strings; never throws. */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return truncate(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[zu tief verschachtelt]";
  if (seen.has(value)) return "[zirkulär]";
  seen.add(value);
  if (value instanceof URLSearchParams) return redactValue(Object.fromEntries(value), depth + 1, seen);
  if (typeof FormData !== "undefined" && value instanceof FormData) {
    const entries: Record<string, unknown> = {};
    value.forEach((entry, key) => {
      entries[key] = typeof entry === "string" ? entry : "[Datei]";
    });
    return redactValue(entries, depth + 1, seen);
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    result[key] = isSecretField(key) ? REDACTED : redactValue(entry, depth + 1, seen);
  }
  return result;
}

/** Request bodies may arrive as strings; they are parsed first so that a password in "a=1&password=x" is hidden. */
export function redactBody(body: unknown): unknown {
  if (typeof body === "string") {
    const parsed = parseStringBody(body);
    return typeof parsed === "string" ? truncate(parsed) : redactValue(parsed);
  }
  return redactValue(body);
}
