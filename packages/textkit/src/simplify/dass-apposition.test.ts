import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] => {
  const end = sentence.at(-1) ?? ".";
  return splitSentence({ tokens: clauseTokens(sentence, formal), end }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );
};

describe("apposition inside a dass or ob clause", () => {
  it("keeps the apposition in the content", () => {
    expect(split("Ich weiß, dass ihr Jesus, den Gekreuzigten, sucht.")).toEqual([
      "Ich weiß:",
      "Ihr sucht Jesus, den Gekreuzigten.",
    ]);
    expect(
      split(
        "Sie haben beantragt, dass Ihre Tochter den Familiennamen von Ihrem Ehemann, Herrn Albrecht, bekommen soll.",
        true,
      ),
    ).toEqual([
      "Sie haben beantragt:",
      "Ihre Tochter soll den Familiennamen von Ihrem Ehemann, Herrn Albrecht, bekommen.",
    ]);
    expect(split("Wir prüfen, ob Ihr Vermieter, Herr Meier, zustimmt.", true)).toEqual([
      "Wir prüfen:",
      "Stimmt Ihr Vermieter, Herr Meier, zu?",
    ]);
  });

  it("does not join a list or a segment with more than the closing verbs", () => {
    expect(split("Ich weiß, dass er Brot, Wein und Öl kauft.")).not.toContain("Er kauft Brot, Wein.");
    const sentence = "Ich weiß, dass ihr Jesus, den Gekreuzigten, heute im Tempel sucht.";
    expect(split(sentence).join(" ")).not.toContain("den Gekreuzigten,.");
  });
});
