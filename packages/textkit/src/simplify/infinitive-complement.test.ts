import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("an infinitive complement interrupted by a relative clause on its object", () => {
  it("stays one complement of its verb, so the dass clause around it splits", () => {
    // Was left whole: the object, the relative clause and the rest of the infinitive were three
    // segments after the dass clause.
    expect(
      split(
        "Wir weisen darauf hin, dass Sie verpflichtet sind, alle Änderungen in den Verhältnissen, die für den Anspruch erheblich sind, unverzüglich mitzuteilen.",
      ),
    ).toEqual([
      "Wir weisen darauf hin:",
      "Sie sind verpflichtet, alle Änderungen in den Verhältnissen, die für den Anspruch erheblich sind, unverzüglich mitzuteilen.",
    ]);
  });

  it("does not join a segment with a verb of its own before the relative clause", () => {
    const own = "Wir wissen, dass Sie kommen, die Kinder, die krank sind, bleiben zu Hause.";
    expect(split(own).join(" ")).not.toContain("Sie kommen, die Kinder, die krank sind, bleiben");
  });
});

describe("infinitive complements stay with their verb", () => {
  it("so the clause around them can be split", () => {
    expect(split("Wir haben versucht, ihn daran zu hindern, weil er nicht zu uns gehört.", false)).toEqual([
      "Er gehört nicht zu uns.",
      "Deshalb haben wir versucht, ihn daran zu hindern.",
    ]);
    expect(
      split(
        "Wir bitten Sie, die Unterlagen bis zum 30. Juni einzureichen, damit wir Ihren Antrag prüfen können.",
      ),
    ).toEqual([
      "Wir bitten Sie, die Unterlagen bis zum 30. Juni einzureichen.",
      "Dann können wir Ihren Antrag prüfen.",
    ]);
  });

  it("joins it to a subordinate clause in the Perfekt of a verb that takes it", () => {
    expect(
      split("Wir haben Ihnen geschrieben, weil Sie vergessen haben, das Formular zu unterschreiben."),
    ).toEqual([
      "Sie haben vergessen, das Formular zu unterschreiben.",
      "Deshalb haben wir Ihnen geschrieben.",
    ]);
    // "gearbeitet" takes no infinitive: the purpose belongs to the clause around it.
    expect(split("Er war müde, weil er gearbeitet hatte, um Geld zu verdienen.", false)).toEqual([
      "Er hatte gearbeitet.",
      "Deshalb war er müde.",
      "Er wollte Geld verdienen.",
    ]);
  });

  it("does not join an infinitive to a relative clause or a bare 'zu V'", () => {
    const sentence = "Er sprach über den Geist, den die Glaubenden im Begriff waren, zu empfangen.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});
