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

describe("address after the pronoun subject of a subordinate clause", () => {
  it("keeps the address in its clause", () => {
    expect(split("Es ist wichtig, dass Sie, Frau Müller, den Antrag unterschreiben.", true)).toEqual([
      "Bitte unterschreiben Sie, Frau Müller, den Antrag.",
      "Das ist wichtig.",
    ]);
    expect(
      split("Wir brauchen die Unterlagen, weil Sie, Herr Meier, den Antrag gestellt haben.", true),
    ).toEqual(["Sie haben, Herr Meier, den Antrag gestellt.", "Deshalb brauchen wir die Unterlagen."]);
    expect(split("Bitte rufen Sie uns an, wenn Sie, Frau Dr. Schulz, Fragen haben.", true)).toEqual([
      "Vielleicht haben Sie, Frau Dr. Schulz, Fragen.",
      "Dann rufen Sie uns bitte an.",
    ]);
    expect(split("Ich hoffe, dass du, lieber Tom, bald gesund wirst.")).toEqual([
      "Ich hoffe:",
      "Du wirst, lieber Tom, bald gesund.",
    ]);
  });

  it("keeps a role with als and drops a bare role that agrees with the pronoun", () => {
    expect(split("Wir prüfen, ob Sie, als Mieterin, die Wohnung gekündigt haben.", true)).toEqual([
      "Wir prüfen:",
      "Haben Sie als Mieterin die Wohnung gekündigt?",
    ]);
    expect(split("Wir wissen, dass Sie, die Mieterin, die Wohnung gekündigt haben.", true)).toEqual([
      "Wir wissen:",
      "Sie haben die Wohnung gekündigt.",
    ]);
    expect(split("Sie wissen, dass wir, die Eltern, die Kosten tragen.", true)).toEqual([
      "Sie wissen:",
      "Wir tragen die Kosten.",
    ]);
  });

  it("does not drop a longer role or one that does not agree", () => {
    for (const sentence of [
      "Sie wissen, dass wir, die Stadt Dortmund, die Kosten tragen.",
      "Wir wissen, dass ihr, der Lehrer, die Kosten tragt.",
    ])
      expect(split(sentence, true).join(" ")).not.toMatch(/tragt?, (?:die|der)/);
  });

  it("does not join a segment without an address word or without a verb after it", () => {
    expect(split("Ich weiß, dass Sie, Herr, mich kennen.", true)).toEqual([
      "Ich weiß, dass Sie, Herr, mich kennen.",
    ]);
  });
});
