import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";
import { testSessionResolver } from "../../testing/sessions.ts";

const url = "/api/v1/translate/reroll";
const payload = {
  input_text: "Wir haben Ihren Antrag erhalten. Wir prüfen ihn. Sie bekommen bald einen Brief.",
  output_text: "Wir haben Ihren Antrag bekommen.\nWir prüfen den Antrag.\nSie bekommen bald einen Brief.",
  language_level: "leichte-sprache-sonnet",
  reroll_type: "kuerzen",
  active_tab: "leicht",
};

describe.each(databaseTargets())("POST /api/v1/translate/reroll on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(target, {}, { resolveSession: testSessionResolver() });
  });
  afterAll(async () => {
    await test.close();
  });
  const free = { "x-test-user": "u-free", "x-test-tier": "0" };
  const pro = { "x-test-user": "u-pro", "x-test-tier": "1" };

  it("answers 401 'Anmeldung erforderlich' without a session, whatever the payload", async () => {
    for (const body of [payload, {}]) {
      const response = await test.app.inject({ method: "POST", url, payload: body });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: "unauthorized", message: "Anmeldung erforderlich" });
    }
  });

  it("answers 403 'Pro/Team Abo erforderlich' to a tier-0 user", async () => {
    const response = await test.app.inject({ method: "POST", url, payload, headers: free });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: "forbidden", message: "Pro/Team Abo erforderlich" });
  });

  it.each(["kuerzen", "erklaeren", "uebersetzen"])(
    "rerolls (%s) for a tier with the reroll flag",
    async (type) => {
      const response = await test.app.inject({
        method: "POST",
        url,
        payload: { ...payload, reroll_type: type },
        headers: pro,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.rerolled_text.length).toBeGreaterThan(0);
      expect(body.rerolled_complexity.after).toEqual({
        average_readability_score: expect.any(Number),
        ger_language_level: expect.stringMatching(/^[ABC][12]$/),
        estimated_grade_level: expect.any(Number),
      });
    },
  );

  it("validates the payload for a signed-in user: unknown type, empty texts", async () => {
    const headers = pro;
    const badType = await test.app.inject({
      method: "POST",
      url,
      payload: { ...payload, reroll_type: "x" },
      headers,
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.message).toMatch(/reroll_type/);
    const empty = await test.app.inject({
      method: "POST",
      url,
      payload: { ...payload, output_text: "  " },
      headers,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields).toEqual(["output_text"]);
  });
});
