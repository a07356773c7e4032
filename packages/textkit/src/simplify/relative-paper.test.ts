import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a paper as the object of a verb that handles papers", () => {
  it("puts the pronoun subject first", () => {
    expect(split("Bitte schicken Sie uns die Unterlagen, die Sie ausgefüllt haben.", true)).toEqual([
      "Bitte schicken Sie uns die Unterlagen.",
      "Sie haben die Unterlagen ausgefüllt.",
    ]);
    expect(split("Wir schicken Ihnen die Formulare, die Sie unterschreiben müssen.", true)).toEqual([
      "Wir schicken Ihnen die Formulare.",
      "Sie müssen die Formulare unterschreiben.",
    ]);
  });

  it("keeps the antecedent first for other nouns or verbs", () => {
    expect(split("Wir kennen die Kolleginnen, die Sie beraten haben.", true)).toEqual([
      "Wir kennen die Kolleginnen.",
      "Die Kolleginnen haben Sie beraten.",
    ]);
  });
});

describe("a relative clause on the one paper among the nouns that agree", () => {
  it("splits onto the paper when the pronoun is the object of a verb that handles papers", () => {
    expect(
      split(
        "Hierfür benötigen wir eine schriftliche Bestätigung der Eltern, die Sie dem beigefügten Vordruck entnehmen können.",
        true,
      ),
    ).toEqual([
      "Hierfür benötigen wir eine schriftliche Bestätigung der Eltern.",
      "Sie können die Bestätigung dem beigefügten Vordruck entnehmen.",
    ]);
    expect(
      split(
        "Privat Versicherte bekommen eine Rechnung nach der Gebührenordnung für Ärzte, die sie bei ihrer Krankenversicherung einreichen können.",
        true,
      ),
    ).toEqual([
      "Privat Versicherte bekommen eine Rechnung nach der Gebührenordnung für Ärzte.",
      "Sie können die Rechnung bei ihrer Krankenversicherung einreichen.",
    ]);
    expect(
      split("Sie bekommen ein Formular für das Kind, das Sie bis Montag ausfüllen müssen.", true),
    ).toEqual(["Sie bekommen ein Formular für das Kind.", "Sie müssen das Formular bis Montag ausfüllen."]);
  });

  it("stays whole when no paper, two papers, no paper verb or no subject of its own after the pronoun", () => {
    for (const sentence of [
      // Two papers agree with "die": either may be meant.
      "Wir brauchen eine Kopie der Rechnung, die Sie bei der Kasse einreichen können.",
      // Not a verb that takes a paper: the mother may be meant.
      "Wir brauchen eine Bestätigung der Mutter, die Sie anrufen können.",
      // The pronoun may be the subject.
      "Wir brauchen eine Bestätigung der Eltern, die dem Vordruck beigefügt ist.",
      // A bare paper noun: the clause may restrict it.
      "Wir brauchen Bescheinigungen von Ärzten, die Sie bei der Kasse einreichen können.",
      // A preposition before the pronoun.
      "Sie bekommen ein Formular für das Kind, mit dem Sie zum Arzt gehen können.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
  });
});
