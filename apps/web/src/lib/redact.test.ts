import { describe, expect, it } from "vitest";
import { isSecretField, REDACTED, redactBody, redactHeaders, redactValue } from "./redact.ts";

describe("redactHeaders", () => {
  it("hides the six secret headers in any case and keeps the others", () => {
    const headers = {
      Authorization: "Bearer abc",
      cookie: "sid=1",
      "X-API-Key": "k",
      "x-auth-token": "t",
      "Session-Id": "s",
      "csrf-token": "c",
      accept: "application/json",
    };
    expect(redactHeaders(headers)).toEqual({
      Authorization: REDACTED,
      cookie: REDACTED,
      "X-API-Key": REDACTED,
      "x-auth-token": REDACTED,
      "Session-Id": REDACTED,
      "csrf-token": REDACTED,
      accept: "application/json",
    });
  });
});

describe("redactValue", () => {
  it("hides password, token, secret, api_key, creditcard and ssn at any depth, also in arrays", () => {
    const input = {
      email: "a@b.de",
      password: "geheim",
      profile: {
        new_password: "x",
        refreshToken: "y",
        nested: [{ api_key: "z", creditCard: "4111", ssn: "1" }],
      },
      client_secret: "s",
    };
    expect(redactValue(input)).toEqual({
      email: "a@b.de",
      password: REDACTED,
      profile: {
        new_password: REDACTED,
        refreshToken: REDACTED,
        nested: [{ api_key: REDACTED, creditCard: REDACTED, ssn: REDACTED }],
      },
      client_secret: REDACTED,
    });
  });

  it("truncates strings to 1000 characters", () => {
    const long = "x".repeat(5000);
    const result = redactValue({ text: long }) as { text: string };
    expect(result.text.length).toBe(1001);
    expect(result.text.startsWith("x".repeat(1000))).toBe(true);
    expect(redactValue("kurz")).toBe("kurz");
  });

  it("survives circular objects and odd input", () => {
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    expect(redactValue(circular)).toEqual({ a: 1, self: "[zirkulär]" });
    expect(redactValue(null)).toBeNull();
    expect(redactValue(42)).toBe(42);
    expect(redactValue(undefined)).toBeUndefined();
  });

  it("recognises secret field names without case or separators", () => {
    expect(isSecretField("PASSWORD")).toBe(true);
    expect(isSecretField("api-key")).toBe(true);
    expect(isSecretField("email")).toBe(false);
    expect(isSecretField("session")).toBe(false);
  });
});

describe("redactBody", () => {
  it("parses form-encoded and JSON strings so a password inside is hidden", () => {
    expect(redactBody("username=a%40b.de&password=geheim")).toEqual({
      username: "a@b.de",
      password: REDACTED,
    });
    expect(redactBody('{"token":"t","n":1}')).toEqual({ token: REDACTED, n: 1 });
    expect(redactBody(new URLSearchParams({ password: "p", a: "b" }))).toEqual({
      password: REDACTED,
      a: "b",
    });
  });

  it("keeps plain text, truncated", () => {
    expect(redactBody("Hallo Welt")).toBe("Hallo Welt");
    expect((redactBody(`${"y".repeat(1200)}`) as string).length).toBe(1001);
  });
});
