import { readCookie, writeCookie } from "../cookies.ts";

export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_DAYS = 365;

export type Consent = { necessary: true; analytics: boolean; marketing: boolean };
export const DEFAULT_CONSENT: Consent = { necessary: true, analytics: false, marketing: false };

export type StoredConsent = { consent: Consent; decided: boolean };

/**
 * Reads the raw cookie value (URI-encoded JSON). No cookie or anything unparsable means the
 * default (necessary only) and no decision yet, so the banner asks again.
 */
export function parseConsent(raw: string | null): StoredConsent {
  if (!raw) return { consent: DEFAULT_CONSENT, decided: false };
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return { consent: DEFAULT_CONSENT, decided: false };
  }
  if (typeof value !== "object" || value === null) return { consent: DEFAULT_CONSENT, decided: false };
  const record = value as Record<string, unknown>;
  if (typeof record.analytics !== "boolean" || typeof record.marketing !== "boolean") {
    return { consent: DEFAULT_CONSENT, decided: false };
  }
  return {
    consent: { necessary: true, analytics: record.analytics, marketing: record.marketing },
    decided: true,
  };
}

export function serializeConsent(consent: Consent): string {
  return encodeURIComponent(
    JSON.stringify({ necessary: true, analytics: consent.analytics, marketing: consent.marketing }),
  );
}

export function readStoredConsent(): StoredConsent {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

export function storeConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, serializeConsent(consent), CONSENT_DAYS);
}
