import { describe, expect, it } from "vitest";
import { testAppForSuite } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";

const url = "/api/v1/check";

describe("POST /api/v1/check", () => {
  const test = testAppForSuite(databaseTargets()[0]);

  it("finds rule breaks in place, with offsets into the text", async () => {
    const text =
      "Der Antrag wurde von der Behörde abgelehnt, weil die Unterlagen des Antragstellers unvollständig gewesen wären.";
    const response = await test.app.inject({ method: "POST", url, payload: { text, profile: "leicht" } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ruleIds = body.findings.map((finding: { ruleId: string }) => finding.ruleId);
    expect(ruleIds.length).toBeGreaterThan(2);
    expect(body.conformity).toBe(0);
    for (const finding of body.findings) {
      expect(finding.start).toBeGreaterThanOrEqual(0);
      expect(finding.end).toBeLessThanOrEqual(text.length);
      expect(finding.start).toBeLessThan(finding.end);
      expect(finding.message.length).toBeGreaterThan(0);
      expect(finding.message_leicht.length).toBeGreaterThan(0);
    }
  });

  it("passes a Leichte-Sprache text", async () => {
    const text = "Sie bekommen Geld vom Amt.\nDas Geld ist für die Miete.";
    const body = (await test.app.inject({ method: "POST", url, payload: { text } })).json();
    expect(body.conformity).toBe(1);
    expect(body.sentences_checked).toBe(2);
  });

  it("is stricter for leicht than for einfach", async () => {
    const text = "Wenn Sie umziehen, müssen Sie sich innerhalb von zwei Wochen beim Bürgeramt ummelden.";
    const leicht = (
      await test.app.inject({ method: "POST", url, payload: { text, profile: "leicht" } })
    ).json();
    const einfach = (
      await test.app.inject({ method: "POST", url, payload: { text, profile: "einfach" } })
    ).json();
    expect(leicht.findings.length).toBeGreaterThan(einfach.findings.length);
  });

  it("rejects bad input with German 400s", async () => {
    const empty = await test.app.inject({ method: "POST", url, payload: { text: "" } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("Bitte geben Sie einen Text ein.");
    const badProfile = await test.app.inject({
      method: "POST",
      url,
      payload: { text: "Hallo.", profile: "schwer" },
    });
    expect(badProfile.statusCode).toBe(400);
    expect(badProfile.json().error.message).toMatch(/profile/);
  });
});
