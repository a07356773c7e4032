import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translationLogs } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";
import { testSessionResolver } from "../../testing/sessions.ts";

const url = "/api/v1/translate/log";
const complexity = {
  before: { average_readability_score: 62.5, ger_language_level: "B2", estimated_grade_level: 10 },
  after: { average_readability_score: 20.1, ger_language_level: "A1", estimated_grade_level: 3 },
};
const entry = (language_level: string, translated_text: string) => ({
  user_id: "someone-else",
  source_text: "Der Antrag wurde geprüft.",
  translated_text,
  formatted_text: translated_text,
  token_usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  complexity,
  simplification_model_version: "rules-leicht-1",
  hashed_entry: "a".repeat(64),
  language_level,
  summarize: 0,
  word_count: 5,
  active_tab: "leicht",
  reroll: false,
});

describe.each(databaseTargets())("POST /api/v1/translate/log on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(target, {}, { resolveSession: testSessionResolver(0) });
  });
  afterAll(async () => {
    await test.close();
  });

  it("stores both entries, with the session's user and never the client's user_id", async () => {
    const response = await test.app.inject({
      method: "POST",
      url,
      payload: [
        entry("leichte-sprache-sonnet", "Das Amt hat den Antrag geprüft."),
        entry("einfache-sprache-2", "Das Amt hat den Antrag geprüft."),
      ],
      headers: { "x-test-user": "u-7" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ stored: 2 });
    const anonymous = await test.app.inject({
      method: "POST",
      url,
      payload: [entry("einfache-sprache-2", "Text")],
    });
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json()).toEqual({ stored: 0 });
    const rows = await test.db.database.orm.select().from(translationLogs);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.userId)).toEqual(["u-7", "u-7"]);
    expect(rows.map((row) => row.languageLevel).sort()).toEqual([
      "einfache-sprache-2",
      "leichte-sprache-sonnet",
    ]);
    expect(rows[0]?.complexity).toEqual(complexity);
    expect(rows.every((row) => row.reroll === "false")).toBe(true);
  });

  it("stores text with NUL characters (which PostgreSQL cannot hold) instead of failing", async () => {
    const response = await test.app.inject({
      method: "POST",
      url,
      payload: [
        {
          ...entry("leichte-sprache-sonnet", "A\u0000B"),
          source_text: "\u0000Quelle",
          token_usage: { "x\u0000": ["\u0000"] },
          complexity: { ...complexity, after: { ...complexity.after, ger_language_level: "A\u00001" } },
        },
      ],
      headers: { "x-test-user": "u-8" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ stored: 1 });
  });

  it("refuses an empty list, more than two entries and a bad level with a German 400", async () => {
    const empty = await test.app.inject({ method: "POST", url, payload: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/mindestens einen Eintrag/);
    const three = await test.app.inject({
      method: "POST",
      url,
      payload: [1, 2, 3].map(() => entry("einfache-sprache-2", "x")),
    });
    expect(three.statusCode).toBe(400);
    const level = await test.app.inject({ method: "POST", url, payload: [entry("tief", "x")] });
    expect(level.statusCode).toBe(400);
    expect(level.json().error.message).toMatch(/language_level/);
  });
});
