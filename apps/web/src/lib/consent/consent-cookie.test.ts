import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_CONSENT,
  parseConsent,
  readStoredConsent,
  serializeConsent,
  storeConsent,
} from "./consent-cookie.ts";

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test setup writes the raw cookie.
  document.cookie = "cookieConsent=; Max-Age=0; Path=/";
});

describe("parseConsent", () => {
  it("reads a stored choice", () => {
    const raw = encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, marketing: false }));
    expect(parseConsent(raw)).toEqual({
      consent: { necessary: true, analytics: true, marketing: false },
      decided: true,
    });
  });

  it("keeps necessary on even if the cookie says otherwise", () => {
    const raw = encodeURIComponent(JSON.stringify({ necessary: false, analytics: false, marketing: true }));
    expect(parseConsent(raw).consent).toEqual({ necessary: true, analytics: false, marketing: true });
  });

  it.each([
    ["no cookie", null],
    ["empty", ""],
    ["not JSON", "%7Bkaputt"],
    ["bad escape", "%E0%A4%A"],
    ["JSON null", "null"],
    ["a number", "42"],
    ["missing fields", encodeURIComponent('{"necessary":true}')],
    ["strings instead of booleans", encodeURIComponent('{"analytics":"true","marketing":"false"}')],
  ])("falls back to the default and asks again for %s", (_label, raw) => {
    expect(parseConsent(raw)).toEqual({ consent: DEFAULT_CONSENT, decided: false });
  });

  it("reads plain (unencoded) JSON as well", () => {
    expect(parseConsent('{"necessary":true,"analytics":false,"marketing":true}').decided).toBe(true);
  });
});

describe("storeConsent", () => {
  it("writes cookieConsent as JSON that reads back", () => {
    storeConsent({ necessary: true, analytics: true, marketing: true });
    expect(document.cookie).toContain(
      `cookieConsent=${serializeConsent({ necessary: true, analytics: true, marketing: true })}`,
    );
    expect(readStoredConsent()).toEqual({
      consent: { necessary: true, analytics: true, marketing: true },
      decided: true,
    });
  });
});
