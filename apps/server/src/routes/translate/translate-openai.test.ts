import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../testing/fake-openai-server.ts";

const url = "/api/v1/translate";
const text = "Der Arbeitsvertrag wurde vom Arbeitgeber gekündigt, weil der Betrieb schließt.";

describe.each(databaseTargets())(
  "POST /api/v1/translate with TRANSLATION_ENGINE=openai on $name",
  (target) => {
    let fake: FakeOpenAi;
    let test: TestApp;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      test = await createTestApp(target, {
        TRANSLATION_ENGINE: "openai",
        LLM_BASE_URL: fake.url,
        LLM_MODEL: "klein",
        LLM_MODEL_EINFACH: "mittel",
        LLM_TIMEOUT_MS: "3000",
      });
    });
    afterAll(async () => {
      await test.close();
      await fake.close();
    });
    beforeEach(() => {
      fake.setMode("answer");
    });

    const translate = (language_level: string, separator?: string) =>
      test.app.inject({
        method: "POST",
        url,
        payload: { text, language_level, ...(separator ? { separator } : {}) },
        remoteAddress: "10.4.0.1",
      });

    it("answers with the model's text after post-processing, the model per level and a rule report", async () => {
      const leicht = await translate("leichte-sprache-sonnet", "hyphen");
      expect(leicht.statusCode).toBe(200);
      const result = leicht.json()[0];
      expect(result.simplification_model_version).toBe("llm:klein");
      expect(result.simplified_text).toBe("Das ist ein Satz.\nDer Arbeits-Vertrag ist wichtig.");
      expect(result.usage.total_tokens).toBe(150);
      expect(result.token_usage).toEqual(result.usage);
      expect(result.rule_report.conformity).toBeGreaterThan(0);
      const einfach = await translate("einfache-sprache-2");
      expect(einfach.json()[0].simplification_model_version).toBe("llm:mittel");
    });

    it("falls back to the rules engine on a server error and on a slow answer, and says so", async () => {
      fake.setMode("error500");
      const failed = await translate("leichte-sprache-sonnet");
      expect(failed.statusCode).toBe(200);
      expect(failed.json()[0].simplification_model_version).toBe(
        "rules-leicht-1 (Ersatz für llm:klein: LLM-Fehler)",
      );
      fake.setMode("slow");
      const slow = await translate("einfache-sprache-2");
      expect(slow.statusCode).toBe(200);
      expect(slow.json()[0].simplification_model_version).toBe(
        "rules-einfach-1 (Ersatz für llm:mittel: Zeitlimit überschritten)",
      );
      expect(slow.json()[0].simplified_text.length).toBeGreaterThan(0);
    });
  },
);
