import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a purpose after a verb of choosing or appointing", () => {
  it("is the task of the object pronoun, with 'soll'", () => {
    // Was "Gott wollte sein Volk sein.": the one chosen is to be the people.
    expect(split("Gott hat dich erwählt, um sein Volk zu sein.")).toEqual([
      "Gott hat dich erwählt.",
      "Du sollst sein Volk sein.",
    ]);
    expect(split("Dich erwählte Gott, um sein Volk zu sein.")).toEqual([
      "Dich erwählte Gott.",
      "Du sollst sein Volk sein.",
    ]);
    // Was "Der König wollte das Heer führen."
    expect(split("Der König bestimmte ihn, um das Heer zu führen.")).toEqual([
      "Der König bestimmte ihn.",
      "Er soll das Heer führen.",
    ]);
    expect(split("Ich habe euch berufen, um Frucht zu bringen.")).toEqual([
      "Ich habe euch berufen.",
      "Ihr sollt Frucht bringen.",
    ]);
    expect(split("Wir haben ihn beauftragt, um den Schaden festzustellen.", true)).toEqual([
      "Wir haben ihn beauftragt.",
      "Er soll den Schaden feststellen.",
    ]);
  });

  it("comes first before 'Dafür' when it leads the sentence", () => {
    // Was "Gott will Frucht bringen." / "Dafür hat Gott euch erwählt."
    expect(split("Um Frucht zu bringen, hat Gott euch erwählt.")).toEqual([
      "Ihr sollt Frucht bringen.",
      "Dafür hat Gott euch erwählt.",
    ]);
    const sentence = "Um das Heer zu führen, berief der König seinen Sohn.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("is the chooser's wish when the purpose names the one chosen", () => {
    // Was "Du sollst dir helfen." (the task went to the one chosen).
    expect(split("Gott hat dich erwählt, um dir zu helfen.")).toEqual([
      "Gott hat dich erwählt.",
      "Gott wollte dir helfen.",
    ]);
    for (const [sentence, wish] of [
      ["Der Chef hat mich beauftragt, um mich zu testen.", "Der Chef wollte mich testen."],
      ["Gott hat uns berufen, um uns zu segnen.", "Gott wollte uns segnen."],
      ["Wir haben dich beauftragt, um dir Arbeit zu geben.", "Wir wollten dir Arbeit geben."],
      ["Der Trainer hat ihn bestimmt, um ihn zu fördern.", "Der Trainer wollte ihn fördern."],
      ["Ihr habt ihn bestimmt, um ihm eine Freude zu machen.", "Ihr wolltet ihm eine Freude machen."],
    ])
      expect(split(sentence as string).at(-1)).toBe(wish);
    expect(split("Um dir zu helfen, hat Gott dich erwählt.")).toEqual([
      "Gott will dir helfen.",
      "Dafür hat Gott dich erwählt.",
    ]);
  });

  it("stays whole when the one chosen is unsure", () => {
    for (const sentence of [
      // A noun or "sie" as the object: its nominative (and number) is unsure.
      "Gott erwählte diese Armen, um Erben des Reiches zu sein.",
      "Wir haben einen Gutachter beauftragt, um den Schaden festzustellen.",
      "Der König berief sie, um das Heer zu führen.",
      // A reflexive pronoun, two objects, a negation, "sich" that may point back to the chooser.
      "Wir haben uns bestimmt, um das zu tun.",
      "Er hat mich und dich berufen, um das Volk zu führen.",
      "Gott hat uns einen Retter bestimmt, um das Volk zu führen.",
      "Gott hat ihn nicht erwählt, um König zu sein.",
      "Gott hat ihn berufen, um sich ein Volk zu schaffen.",
      // A possessive of the one chosen: whose deed it is stays unsure (was "Du sollst deine Sünden vergeben.").
      "Gott hat dich erwählt, um deine Sünden zu vergeben.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});
