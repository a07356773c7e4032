import { describe, expect, it } from "vitest";
import { renderTokens, tokenize } from "./tokens.ts";
import { verbSecondAfterConnector } from "./verb-second.ts";

const fix = (text: string): string => renderTokens([...verbSecondAfterConnector(tokenize(text))]);

describe("verb second after a connector", () => {
  it("puts the finite verb before the subject pronoun", () => {
    expect(fix("Dann ich werde dich zu einem großen Volk machen")).toBe(
      "Dann werde ich dich zu einem großen Volk machen",
    );
    expect(fix("Deshalb wir haben den Antrag abgelehnt")).toBe("Deshalb haben wir den Antrag abgelehnt");
  });

  it("leaves correct order, subordinators and ambiguous pronouns alone", () => {
    for (const text of [
      "Dann werde ich dich segnen",
      "Da wir nun wissen, was er will",
      "Dann es regnet",
      "Dann ich und du gehen",
      "Dann er gehen",
    ])
      expect(fix(text)).toBe(text);
  });
});
