import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, variant = 0): string[] =>
  splitSentence({ tokens: clauseTokens(sentence), end: "." }, { formal: true, variant }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("splitSentence: subordinate clauses", () => {
  it("turns a causal clause into a sentence and 'Deshalb'", () => {
    expect(split("Sie bekommen kein Geld, weil die Unterlagen fehlen.")).toEqual([
      "Die Unterlagen fehlen.",
      "Deshalb bekommen Sie kein Geld.",
    ]);
  });

  it("turns a leading condition into 'Vielleicht ... Dann', separable verb split", () => {
    expect(split("Wenn Sie umziehen, müssen Sie sich ummelden.")).toEqual([
      "Vielleicht ziehen Sie um.",
      "Dann müssen Sie sich ummelden.",
    ]);
  });

  it("puts the verb second in an extracted clause", () => {
    expect(split("Wir können nicht zahlen, weil der Antrag noch nicht vollständig ist.")).toEqual([
      "Der Antrag ist noch nicht vollständig.",
      "Deshalb können wir nicht zahlen.",
    ]);
  });

  it("handles concession, purpose, dass and ob", () => {
    expect(split("Obwohl er krank war, ging er zur Arbeit.")).toEqual([
      "Er war krank.",
      "Trotzdem ging er zur Arbeit.",
    ]);
    expect(split("Wir brauchen Ihre Unterschrift, damit wir den Antrag bearbeiten können.")).toEqual([
      "Wir brauchen Ihre Unterschrift.",
      "Dann können wir den Antrag bearbeiten.",
    ]);
    expect(split("Gott sah, dass es gut war.")).toEqual(["Gott sah:", "Es war gut."]);
    expect(split("Wir prüfen, ob Sie Anspruch auf Wohngeld haben.")).toEqual([
      "Wir prüfen:",
      "Haben Sie Anspruch auf Wohngeld?",
    ]);
  });

  it("uses another connector for the reroll variant", () => {
    expect(split("Sie bekommen kein Geld, weil die Unterlagen fehlen.", 1)[1]).toBe(
      "Darum bekommen Sie kein Geld.",
    );
  });

  it("does not fire when the clause does not end in its finite verb", () => {
    const sentence = "Er kam später, weil er den Bus verpasst hat und dann zu Fuß ging nach Hause.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps a main clause that cannot take 'Deshalb' first and adds 'Denn'", () => {
    expect(split("Leider können wir nicht entscheiden, weil die Unterlagen fehlen.")).toEqual([
      "Leider können wir nicht entscheiden.",
      "Denn die Unterlagen fehlen.",
    ]);
  });

  it("does not fire when the main clause cannot be inverted for 'Dann'", () => {
    const sentence = "Morgen bekommen Sie Geld, wenn die Unterlagen da sind.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("does not take 'da' as a subordinator without a comma", () => {
    expect(split("Da entstand Helligkeit.")).toEqual(["Da entstand Helligkeit."]);
  });
});

describe("splitSentence: relative clauses", () => {
  it("extracts an embedded relative clause and repeats the noun in its case", () => {
    expect(split("Der Antrag, den Sie gestellt haben, ist vollständig.")).toEqual([
      "Der Antrag ist vollständig.",
      "Den Antrag haben Sie gestellt.",
    ]);
  });

  it("extracts a trailing relative clause with a preposition", () => {
    expect(split("Sie bekommen einen Brief, in dem alle Termine stehen.")).toEqual([
      "Sie bekommen einen Brief.",
      "In dem Brief stehen alle Termine.",
    ]);
  });

  it("does not fire when gender does not fit ('die' after a masculine noun)", () => {
    const sentence = "Gott nannte die Helligkeit Tag, die Finsternis aber nannte er Nacht.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("does not fire on 'deren'", () => {
    const sentence = "Das sind Bäume, die deren Früchte ihren Samen in sich haben.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("splitSentence: coordination and punctuation", () => {
  it("splits two verbs with a shared subject and repeats it", () => {
    expect(split("Wir prüfen den Antrag und schicken Ihnen einen Brief.")).toEqual([
      "Wir prüfen den Antrag.",
      "Dann schicken wir Ihnen einen Brief.",
    ]);
  });

  it("splits two full clauses joined by 'und'", () => {
    expect(split("Es wurde Abend und es wurde Morgen.")).toEqual(["Es wurde Abend.", "Es wurde Morgen."]);
  });

  it("splits at a semicolon between two clauses", () => {
    expect(split("Der Termin ist am Montag; bitte bringen Sie Ihren Ausweis mit.")).toEqual([
      "Der Termin ist am Montag.",
      "Bitte bringen Sie Ihren Ausweis mit.",
    ]);
  });

  it("does not split coordinated nouns", () => {
    expect(split("Brot und Butter haben wir gekauft.")).toEqual(["Brot und Butter haben wir gekauft."]);
    expect(split("Der Mann und die Frau gehen nach Hause.")).toEqual([
      "Der Mann und die Frau gehen nach Hause.",
    ]);
  });

  it("does not split inside an ob-clause", () => {
    const sentence = "Wir wissen nicht, ob der Vater und die Kinder kommen.";
    expect(split(sentence)).toEqual(["Wir wissen nicht:", "Kommen der Vater und die Kinder?"]);
  });
});
