import { describe, expect, it } from "vitest";
import { clauseBeforeSpeech } from "./clause-before-speech.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

/** The sentence with its time clause first, or undefined; `end` ":" for a colon at the very end. */
const front = (sentence: string, end = "!"): string | undefined => {
  const clause = clauseBeforeSpeech({ tokens: clauseTokens(sentence, false), end }, false);
  return clause === undefined ? undefined : renderTokens(clause.tokens) + clause.end;
};

describe("a time clause between a verb of saying and its colon", () => {
  it("goes first; the speaker's noun goes with it when the pronoun can only mean the speaker", () => {
    expect(front("Der Lehrer sagte, als er in die Klasse kam: Guten Morgen!")).toBe(
      "Als der Lehrer in die Klasse kam, sagte er: Guten Morgen!",
    );
    // The colon ends the clause (what was said is a sentence of its own after it).
    expect(front("Die Mutter rief, nachdem sie die Tür geöffnet hatte", ":")).toBe(
      "Nachdem die Mutter die Tür geöffnet hatte, rief sie:",
    );
    expect(front("Und der Engel sprach, als er zu ihr kam: Fürchte dich nicht!")).toBe(
      "Und als der Engel zu ihr kam, sprach er: Fürchte dich nicht!",
    );
    // "ihnen" cannot be "er": the name goes with the clause.
    expect(front("Jesus sagte zu ihnen, als er das hörte: Die Starken brauchen keinen Arzt.", ".")).toBe(
      "Als Jesus das hörte, sagte er zu ihnen: Die Starken brauchen keinen Arzt.",
    );
  });

  it("keeps the pronoun where another person of the main clause may be meant", () => {
    expect(front("Der Lehrer sagte zu dem Schüler, als er in die Klasse kam: Guten Morgen!")).toBe(
      "Als er in die Klasse kam, sagte der Lehrer zu dem Schüler: Guten Morgen!",
    );
    expect(front("Maria sagte zu Josef, als er kam: Das Essen ist fertig.", ".")).toBe(
      "Als er kam, sagte Maria zu Josef: Das Essen ist fertig.",
    );
  });

  it("leaves other clauses, verbs and colons alone", () => {
    for (const [sentence, end] of [
      // A cause, a condition, a clause the split puts last: not a time of saying.
      ["Der Lehrer sagte, weil er müde war: Wir machen eine Pause.", "."],
      ["Er sagte immer, wenn er kam: Hallo zusammen!", "!"],
      ["Der Arzt hat gesagt, bevor er ging: Sie müssen viel trinken.", "."],
      // No colon: reported speech.
      ["Der Lehrer sagte, als er in die Klasse kam, dass heute ein Test ist.", "."],
      // No verb of saying.
      ["Der Lehrer lachte, als er in die Klasse kam: Alle waren still.", "."],
      // A letter's announcement.
      ["Bitte beachten Sie, wenn Sie umziehen: Die Frist endet am 3. Mai.", "."],
      ["Wir teilen Ihnen mit, wenn die Unterlagen vollständig sind: Der Antrag wird geprüft.", "."],
      // The verb does not open the clause after its subject.
      ["Da sagte er, als er kam: Hallo!", "!"],
    ] as const)
      expect(front(sentence, end)).toBeUndefined();
  });
});
