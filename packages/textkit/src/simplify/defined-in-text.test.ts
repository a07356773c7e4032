import { describe, expect, it } from "vitest";
import { definedInText } from "./defined-in-text.ts";

describe("definedInText", () => {
  it.each([
    [
      "Menschen mit einem Grad der Behinderung von mindestens 50 gelten als schwerbehindert.",
      "schwerbehindert",
    ],
    ["Als schwerbehindert gilt, wer einen Grad der Behinderung von mindestens 50 hat.", "schwerbehindert"],
    ["Wer einen Grad der Behinderung von 50 hat, gilt als schwerbehindert.", "schwerbehindert"],
    ["Sperrmüll sind Gegenstände aus dem Haushalt, die nicht in die Tonne passen.", "Sperrmüll"],
    ["Wohngeld ist ein Zuschuss zur Miete.", "Wohngeld"],
    ["Das Elterngeld ist eine Leistung für Eltern.", "Elterngeld"],
    ["Mobilität bedeutet, sich fortzubewegen.", "Mobilität"],
    ["Diese Menschen nennt man Flüchtlinge.", "Flüchtlinge"],
    ["Unter Sperrmüll versteht man große Abfälle.", "Sperrmüll"],
  ])("finds the definition in %s", (text, word) => {
    expect(definedInText([text], [word])).toBe(true);
  });

  it.each([
    // The word only occurs: no definition.
    ["Der Antrag ist bis zum 5. Mai zu stellen.", "Antrag"],
    ["Die Frist ist der 5. Mai.", "Frist"],
    ["Das Wohngeld ist ab Januar höher.", "Wohngeld"],
    ["Die Anmeldung ist kostenlos.", "Anmeldung"],
    // One thing that counts as something, or examples of what counts.
    ["Die Frist gilt als gewahrt, wenn der Einspruch vor Ablauf eingegangen ist.", "gewahrt"],
    ["Als Nachweis gelten zum Beispiel der Bescheid und der Mietvertrag.", "Nachweis"],
    // Another word is defined.
    ["Wohngeld ist ein Zuschuss zur Miete.", "Miete"],
  ])("finds no definition in %s", (text, word) => {
    expect(definedInText([text], [word])).toBe(false);
  });
});
