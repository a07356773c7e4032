import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../testing/fake-openai-server.ts";
import { layoutOnlySimplifier } from "../testing/layout-only-simplifier.ts";
import { createLlmClient } from "./llm-client.ts";
import { cleanAnswer, createOpenAiEngine } from "./openai-engine.ts";
import { createRulesEngine } from "./rules-engine.ts";
import type { EngineOptions, TranslationEngine } from "./types.ts";

const leicht: EngineOptions = { level: "leicht", separator: "mediopunkt", summarize: false };
const einfach: EngineOptions = { level: "einfach", separator: "mediopunkt", summarize: false };
// Generous for answers (shared CPUs), short where the test is about the budget ending the call.
const BUDGET_MS = 10_000;
const SHORT_BUDGET_MS = 400;

function engineFor(fake: FakeOpenAi, stream: boolean, timeoutMs = BUDGET_MS): TranslationEngine {
  return createOpenAiEngine({
    models: { leicht: "modell-leicht", einfach: "modell-einfach" },
    chat: createLlmClient({ baseUrl: fake.url, apiKey: undefined, timeoutMs, stream }),
    fallback: createRulesEngine(layoutOnlySimplifier),
  });
}

describe("openai engine against a fake OpenAI-compatible server", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.setMode("answer");
    fake.requests.length = 0;
  });

  it.each([false, true])(
    "translates (stream %s) with the level's model, one sentence per line, compounds separated",
    async (stream) => {
      const result = await engineFor(fake, stream).translate(
        "Der Arbeitsvertrag, den Sie haben, ist wichtig.",
        leicht,
      );
      expect(result.model_version).toBe("llm:modell-leicht");
      expect(result.simplified_text).toBe("Das ist ein Satz.\nDer Arbeits·vertrag ist wichtig.");
      expect(result.formatted_text).toBe("Das ist ein Satz.  \nDer Arbeits·vertrag ist wichtig.");
      expect(result.usage).toEqual({ prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 });
      const sent = fake.requests[0];
      expect(sent?.model).toBe("modell-leicht");
      expect(Boolean(sent?.stream)).toBe(stream);
      expect(sent?.messages[0]?.content).toMatch(/Leichte Sprache/);
      expect(sent?.messages[0]?.content).toMatch(/Mediopunkt/);
      expect(sent?.messages[1]?.content).toContain("Der Arbeitsvertrag, den Sie haben, ist wichtig.");
    },
  );

  it("keeps Einfache Sprache as continuous text and uses its own model and rules", async () => {
    const result = await engineFor(fake, false).translate("Ein Text.", einfach);
    expect(result.model_version).toBe("llm:modell-einfach");
    expect(result.simplified_text).toBe("Das ist ein Satz. Der Arbeitsvertrag ist wichtig.");
    expect(fake.requests[0]?.messages[0]?.content).toMatch(/Einfache Sprache/);
    expect(fake.requests[0]?.messages[0]?.content).not.toMatch(/Mediopunkt/);
  });

  it("falls back to the rules engine on a 500 and says so", async () => {
    fake.setMode("error500");
    const result = await engineFor(fake, false).translate("Der Antrag ist da. Wir prüfen ihn.", leicht);
    expect(result.model_version).toBe("rules-leicht-1 (Ersatz für llm:modell-leicht: LLM-Fehler)");
    expect(result.simplified_text).toBe("Der Antrag ist da.\nWir prüfen ihn.");
    expect(result.usage.total_tokens).toBe(0);
  });

  it.each([
    ["slow", false],
    ["stall-stream", true],
  ] as const)("falls back when the answer takes longer than the budget (%s)", async (mode, stream) => {
    fake.setMode(mode);
    // The fake answers after 8 s (or never): only the short budget can produce this version.
    const result = await engineFor(fake, stream, SHORT_BUDGET_MS).translate("Ein kurzer Text.", leicht);
    expect(result.model_version).toBe(
      "rules-leicht-1 (Ersatz für llm:modell-leicht: Zeitlimit überschritten)",
    );
  });

  it("falls back when nobody listens", async () => {
    const engine = createOpenAiEngine({
      models: { leicht: "m", einfach: "m" },
      chat: createLlmClient({
        baseUrl: "http://127.0.0.1:9/v1",
        apiKey: "x",
        timeoutMs: BUDGET_MS,
        stream: false,
      }),
      fallback: createRulesEngine(layoutOnlySimplifier),
    });
    const result = await engine.translate("Ein Text.", leicht);
    expect(result.model_version).toBe("rules-leicht-1 (Ersatz für llm:m: LLM nicht erreichbar)");
  });

  it("falls back on an empty answer", async () => {
    fake.setMode("empty");
    const result = await engineFor(fake, true).translate("Ein Text.", leicht);
    expect(result.model_version).toBe("rules-leicht-1 (Ersatz für llm:modell-leicht: leere Antwort)");
  });

  it("rerolls through the model with the reroll task in the prompt", async () => {
    const result = await engineFor(fake, false).reroll("Quelle.", "Alte Fassung.", "kuerzen", leicht);
    expect(result.model_version).toBe("llm:modell-leicht");
    expect(fake.requests[0]?.messages[1]?.content).toMatch(/^Kürze die Übersetzung/);
    expect(fake.requests[0]?.messages[1]?.content).toContain("Alte Fassung.");
  });

  it("strips code fences and tags models like to add", () => {
    expect(cleanAnswer("```\nEin Satz.\n```")).toBe("Ein Satz.");
    expect(cleanAnswer("<leichtesprache>\nEin Satz.\n</leichtesprache>")).toBe("Ein Satz.");
    expect(cleanAnswer("  Ein Satz.  ")).toBe("Ein Satz.");
  });
});
