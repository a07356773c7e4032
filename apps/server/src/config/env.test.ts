import { describe, expect, it } from "vitest";
import { loadConfig } from "./env.ts";

describe("loadConfig", () => {
  it("starts with defaults when nothing is set", () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.PORT).toBe(3000);
    expect(result.config.DATA_DIR).toBe("./.data");
    expect(result.config.TRANSLATION_ENGINE).toBe("rules");
    expect(result.config.DATABASE_URL).toBeUndefined();
  });

  it("names every bad value, not only the first", () => {
    const result = loadConfig({
      PORT: "abc",
      LOG_LEVEL: "loud",
      DATABASE_URL: "mysql://x",
      TRUST_PROXY: "vielleicht",
      SMTP_URL: "http://mail",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = result.problems.map((problem) => problem.split(":")[0]);
    expect(fields).toEqual(
      expect.arrayContaining(["PORT", "LOG_LEVEL", "DATABASE_URL", "TRUST_PROXY", "SMTP_URL"]),
    );
    expect(result.problems.find((p) => p.startsWith("PORT"))).toContain("Zahl");
  });

  it("rejects a port out of range", () => {
    const result = loadConfig({ PORT: "70000" });
    expect(result.ok).toBe(false);
  });

  it("requires an LLM endpoint and model for the openai engine", () => {
    const result = loadConfig({ TRANSLATION_ENGINE: "openai" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.join("\n")).toMatch(/LLM_BASE_URL/);
    expect(result.problems.join("\n")).toMatch(/LLM_MODEL/);
  });

  it("requires a session secret in production", () => {
    const result = loadConfig({ NODE_ENV: "production" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.join("\n")).toMatch(/SESSION_SECRET/);
  });

  it("treats empty strings as unset", () => {
    const result = loadConfig({ DATABASE_URL: "", PORT: "" });
    expect(result.ok).toBe(true);
  });
});
