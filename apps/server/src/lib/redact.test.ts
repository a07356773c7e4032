import { describe, expect, it } from "vitest";
import { MAX_STRING_LENGTH, REDACTED, redactDeep, redactHeaders, truncate } from "./redact.ts";

describe("redactDeep", () => {
  it("hides secret fields at any depth", () => {
    const result = redactDeep({
      user: {
        name: "Anna",
        password: "geheim",
        nested: [{ api_key: "k", deeper: { creditCard: "4111", ssn: "1" } }],
      },
      accessToken: "t",
      clientSecret: "s",
    }) as Record<string, unknown>;
    const json = JSON.stringify(result);
    expect(json).not.toMatch(/geheim|"k"|4111|"t"|"s"/);
    expect(json.match(new RegExp(REDACTED.replace(/[[\]]/g, "\\$&"), "g"))?.length).toBe(6);
    expect((result.user as Record<string, unknown>).name).toBe("Anna");
  });

  it("truncates long strings to 1000 characters", () => {
    const result = redactDeep({ message: "a".repeat(5000) }) as { message: string };
    expect(result.message.startsWith("a".repeat(MAX_STRING_LENGTH))).toBe(true);
    expect(result.message.length).toBeLessThan(MAX_STRING_LENGTH + 20);
  });

  it("survives cycles and absurd depth", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(() => redactDeep(cyclic)).not.toThrow();
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 100; i += 1) {
      const next = {};
      deep.next = next;
      deep = next;
    }
    expect(() => JSON.stringify(redactDeep(root))).not.toThrow();
  });

  it("does not split a surrogate pair when truncating", () => {
    const text = `${"a".repeat(999)}😀😀`;
    const cut = truncate(text);
    expect(cut.includes("\uD83D…")).toBe(false);
  });
});

describe("redactHeaders", () => {
  it("hides the named secret headers regardless of case", () => {
    const result = redactHeaders({
      Authorization: "Bearer x",
      cookie: "a=b",
      "X-Api-Key": "k",
      "x-auth-token": "t",
      "session-id": "s",
      "csrf-token": "c",
      accept: "application/json",
    }) as Record<string, unknown>;
    expect(result.accept).toBe("application/json");
    for (const key of ["Authorization", "cookie", "X-Api-Key", "x-auth-token", "session-id", "csrf-token"]) {
      expect(result[key]).toBe(REDACTED);
    }
  });
});
