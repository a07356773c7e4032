import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("accusedOf", () => {
  it("turns 'Ihnen wird vorgeworfen, … zu haben' into the office's statement and the reader's act", () => {
    expect(
      split(
        "Ihnen wird vorgeworfen, am 03.09.2025 in Dortmund, Hohe Straße, als Führer des Pkw die zulässige Höchstgeschwindigkeit um 23 km/h überschritten zu haben.",
      ),
    ).toEqual([
      "Wir werfen Ihnen vor:",
      "Sie haben am 03.09.2025 in Dortmund, Hohe Straße, als Führer des Pkw die zulässige Höchstgeschwindigkeit um 23 km/h überschritten.",
    ]);
    expect(split("Ihnen wird bestätigt, an dem Kurs teilgenommen zu haben.")).toEqual([
      "Wir bestätigen Ihnen:",
      "Sie haben an dem Kurs teilgenommen.",
    ]);
  });

  it("leaves other infinitives, other verbs and informal texts alone", () => {
    // Not a perfect infinitive: what is recommended is still to be done.
    expect(split("Ihnen wird vorgeworfen, zu schnell zu fahren.")).not.toContain("Wir werfen Ihnen vor:");
    expect(split("Ihnen wird mitgeteilt, die Frist versäumt zu haben.")).not.toContain(
      "Wir werfen Ihnen vor:",
    );
    expect(split("Ihnen wird vorgeworfen, die Frist versäumt zu haben.", false)).not.toContain(
      "Wir werfen Ihnen vor:",
    );
    // Two acts with "und": left alone.
    expect(
      split("Ihnen wird vorgeworfen, zu schnell gefahren und die Ampel missachtet zu haben."),
    ).not.toContain("Wir werfen Ihnen vor:");
  });
});
