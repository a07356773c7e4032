import type { RuleFinding } from "@leicht/contracts";
import { describe, expect, it } from "vitest";
import { findingMessage } from "./checked-text.tsx";

const finding: RuleFinding = {
  ruleId: "sentence-length",
  severity: "error",
  start: 0,
  end: 4,
  message: "Der Satz hat 35 Wörter. Empfohlen sind höchstens 10.",
  message_leicht: "Der Satz ist zu lang.",
};

describe("finding messages", () => {
  it("uses the Leichte-Sprache message when the UI is in de-leicht", () => {
    expect(findingMessage(finding, "de-leicht")).toBe("Der Satz ist zu lang.");
    expect(findingMessage(finding, "de")).toBe(finding.message);
    expect(findingMessage({ ...finding, message_leicht: "" }, "de-leicht")).toBe(finding.message);
  });
});
