import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("free relative clauses of place", () => {
  it("puts the place with 'irgendwo' first and resumes it with 'dort'/'dorthin'", () => {
    expect(
      split("Dahin, wohin du gehen wirst, will ich gehen, und da, wo du rasten wirst, will ich rasten."),
    ).toEqual([
      "Du wirst irgendwohin gehen.",
      "Dahin will ich gehen.",
      "Und du wirst irgendwo rasten.",
      "Da will ich rasten.",
    ]);
    expect(split("Wohin ich gehe, könnt ihr nicht kommen.")).toEqual([
      "Ich gehe irgendwohin.",
      "Dorthin könnt ihr nicht kommen.",
    ]);
  });

  it("keeps the adverb that opens the main clause and takes up the place", () => {
    expect(split("Wo ich bin, dorthin könnt ihr nicht kommen.")).toEqual([
      "Ich bin irgendwo.",
      "Dorthin könnt ihr nicht kommen.",
    ]);
    expect(split("Wo ich bin, da sollt ihr auch sein.")).toEqual([
      "Ich bin irgendwo.",
      "Da sollt ihr auch sein.",
    ]);
    // Not in a question; without the adverb a verb of knowing makes it an indirect question.
    const question = "Wo ich bin, dorthin könnt ihr nicht kommen";
    expect(split(question, "?")).toEqual([`${question}?`]);
    expect(split("Wo er wohnt, weiß ich nicht.").join(" ")).not.toContain("irgendwo");
  });

  it("leaves a place clause with 'auch' (wherever)", () => {
    expect(split("Wohin er auch ging, folgten ihm die Leute.")).toEqual([
      "Wohin er auch ging, folgten ihm die Leute.",
    ]);
  });

  it("leaves indirect questions and questions", () => {
    // An indirect question: split-question.ts makes it a direct one, no "irgendwo".
    expect(split("Wo er wohnt, weiß ich nicht.")).toEqual(["Ich weiß nicht:", "Wo wohnt er?"]);
    // A noun subject may make it a rule for any such place.
    expect(split("Da, wo Menschen leben, gibt es Streit.")).toEqual([
      "Da, wo Menschen leben, gibt es Streit.",
    ]);
    expect(split("Wohin ich gehe, könnt ihr nicht kommen", "?")).toEqual([
      "Wohin ich gehe, könnt ihr nicht kommen?",
    ]);
  });
});

describe("'wo' clauses after a noun of time or 'dort'", () => {
  it("takes up the noun of time with 'An diesen Tagen' / 'In dieser Stunde'", () => {
    expect(split("Es werden aber Tage kommen, wo ihnen der Bräutigam entrissen ist.")).toEqual([
      "Es werden aber Tage kommen.",
      "An diesen Tagen ist ihnen der Bräutigam entrissen.",
    ]);
    expect(split("Ich erinnere mich an die Zeit, wo wir Kinder waren.")).toEqual([
      "Ich erinnere mich an die Zeit.",
      "In dieser Zeit waren wir Kinder.",
    ]);
  });

  it("makes 'dort' 'an dem Ort' and opens the clause with 'Dort'", () => {
    expect(split("Gleichzeitig blieb er dort stehen, wo das Kind war.")).toEqual([
      "Gleichzeitig blieb er an dem Ort stehen.",
      "Dort war das Kind.",
    ]);
  });

  it("makes 'dahin'/'dorthin' 'an den Ort' and a closing 'da' 'an dem Ort'", () => {
    expect(split("Sie gingen dahin, wo er wohnte.")).toEqual(["Sie gingen an den Ort.", "Dort wohnte er."]);
    expect(split("Er ist nicht da, wo ich bin.")).toEqual(["Er ist nicht an dem Ort.", "Dort bin ich."]);
    // "da" before the verb means "then"; two adverbs of place leave the place unsure.
    for (const sentence of ["Da sagte er, wo er wohnte.", "Da ging er dahin, wo sie wohnte."])
      expect(split(sentence)).toEqual([sentence]);
    // A wo clause with only a modal leaves out what is wanted (was "Dort wollen Sie.").
    for (const sentence of [
      "Sie können dahin gehen, wo Sie wollen.",
      "Du darfst dort bleiben, wo du möchtest.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("leaves 'wherever', a direct question and questions", () => {
    for (const sentence of ["Sie sind dort, wo auch immer sie wollen.", "Es kommt der Tag, wo kommt er."])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Kommen Tage, wo wir hungern", "?")).toEqual(["Kommen Tage, wo wir hungern?"]);
  });
});
