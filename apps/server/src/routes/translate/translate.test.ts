import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageLedger } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";

const url = "/api/v1/translate";
const letter =
  "Sehr geehrte Frau Müller, wir haben Ihren Antrag auf Wohngeld erhalten. Leider fehlen noch Unterlagen, weil der Einkommensnachweis nicht beigefügt wurde.";

describe.each(databaseTargets())("POST /api/v1/translate on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(target);
  });
  afterAll(async () => {
    await test.close();
  });

  it("answers a list whose first item has every field of the spec, with readability and rule report", async () => {
    const response = await test.app.inject({
      method: "POST",
      url,
      payload: {
        text: letter,
        language_level: "leichte-sprache-sonnet",
        summarize: 0,
        log: false,
        active_tab: "leicht",
      },
      remoteAddress: "10.1.0.1",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    const result = body[0];
    for (const field of [
      "formatted_text",
      "simplified_text",
      "translated_text",
      "usage",
      "token_usage",
      "simplification_model_version",
      "hashed_entry",
      "input_word_count",
      "word_count",
      "rule_report",
    ]) {
      expect(result).toHaveProperty(field);
    }
    expect(result.simplification_model_version).toBe("rules-leicht-1");
    expect(result.hashed_entry).toMatch(/^[0-9a-f]{64}$/);
    expect(result.input_word_count).toBeGreaterThan(15);
    expect(result.simplified_text.length).toBeGreaterThan(0);
    for (const side of ["before", "after"]) {
      expect(result.complexity[side]).toEqual({
        average_readability_score: expect.any(Number),
        ger_language_level: expect.stringMatching(/^[ABC][12]$/),
        estimated_grade_level: expect.any(Number),
      });
    }
    expect(result.rule_report.conformity).toBeGreaterThanOrEqual(0);
    expect(result.rule_report.conformity).toBeLessThanOrEqual(1);
    expect(Array.isArray(result.rule_report.findings)).toBe(true);
    const cookie = response.cookies.find((candidate) => candidate.name === "leicht_anon");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it("refuses empty and whitespace-only text with the spec's message", async () => {
    for (const text of ["", "   \n\t  "]) {
      const response = await test.app.inject({
        method: "POST",
        url,
        payload: { text },
        remoteAddress: "10.1.0.2",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("Bitte geben Sie einen Text ein.");
    }
    const missing = await test.app.inject({ method: "POST", url, payload: {}, remoteAddress: "10.1.0.2" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/text/);
  });

  it("refuses text over the anonymous per-request cap, naming the cap, and charges nothing", async () => {
    const response = await test.app.inject({
      method: "POST",
      url,
      payload: { text: "a".repeat(1801) },
      remoteAddress: "10.1.0.3",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("text_too_long");
    expect(response.json().error.message).toMatch(/1\.800 Zeichen/);
    expect(response.json().error.details.max_characters_per_request).toBe(1800);
    const exact = await test.app.inject({
      method: "POST",
      url,
      payload: { text: `${"Wort ".repeat(359)}Ende.` },
      remoteAddress: "10.1.0.3",
    });
    expect(exact.statusCode).toBe(200);
  });

  it("handles any Unicode: emoji count as one character each, odd scripts pass", async () => {
    const text = "😀".repeat(1800);
    const response = await test.app.inject({
      method: "POST",
      url,
      payload: { text },
      remoteAddress: "10.1.0.4",
    });
    expect(response.statusCode).toBe(200);
    const mixed = await test.app.inject({
      method: "POST",
      url,
      payload: { text: "Straße ist ﬁne: 𝔘𝔫𝔦𝔠𝔬𝔡𝔢, عربى, 中文, e\u0301, \u200b und \u0000 Null." },
      remoteAddress: "10.1.0.5",
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()[0].hashed_entry).toMatch(/^[0-9a-f]{64}$/);
  });

  it("rejects an unknown level and a bad separator with a German 400 naming the field", async () => {
    const level = await test.app.inject({
      method: "POST",
      url,
      payload: { text: letter, language_level: "klingonisch" },
      remoteAddress: "10.1.0.6",
    });
    expect(level.statusCode).toBe(400);
    expect(level.json().error.message).toMatch(/language_level/);
    const separator = await test.app.inject({
      method: "POST",
      url,
      payload: { text: letter, separator: "stern" },
      remoteAddress: "10.1.0.6",
    });
    expect(separator.statusCode).toBe(400);
    expect(separator.json().error.message).toMatch(/separator/);
  });

  it("charges a text once for both levels (two parallel requests of a first visit)", async () => {
    const text = "Die Kündigung des Mietvertrags muss schriftlich erfolgen. Bitte beachten Sie die Frist.";
    const [leicht, einfach] = await Promise.all(
      (["leichte-sprache-sonnet", "einfache-sprache-2"] as const).map((language_level) =>
        test.app.inject({
          method: "POST",
          url,
          payload: { text, language_level },
          remoteAddress: "10.1.0.7",
        }),
      ),
    );
    expect(leicht?.statusCode).toBe(200);
    expect(einfach?.statusCode).toBe(200);
    expect(einfach?.json()[0].simplification_model_version).toBe("rules-einfach-1");
    expect(leicht?.json()[0].hashed_entry).toBe(einfach?.json()[0].hashed_entry);
    const rows = await test.db.database.orm.select().from(usageLedger);
    const charged = rows.filter((row) => row.hashedEntry === leicht?.json()[0].hashed_entry);
    // One charge, booked on the visitor and on the network: two ledger rows of the text's length.
    expect(charged.map((row) => row.subjectKind).sort()).toEqual(["anon", "ip"]);
    expect(charged.every((row) => row.characters === [...text].length)).toBe(true);
  });
});
