import { describe, expect, it } from "vitest";
import { splitDriverRole } from "./split-driver-role.ts";
import { letterBody } from "./test-letter.ts";
import { renderTokens, tokenize } from "./tokens.ts";

const leicht = (body: string) => letterBody(body);
const split = (sentence: string) =>
  splitDriverRole({ tokens: tokenize(sentence), end: "." })?.map((clause) => renderTokens(clause.tokens));

describe("splitDriverRole", () => {
  it("gives the driven vehicle with its number plate a sentence of its own", () => {
    expect(
      leicht(
        "Sie haben als Führer des Pkw mit dem amtlichen Kennzeichen DO-KP 418 die erlaubte Höchstgeschwindigkeit innerhalb geschlossener Ortschaften um 23 km/h überschritten.",
      ),
    ).toBe(
      "Sie haben das Auto mit dem Kennzeichen DO-KP 418 gefahren.\nDabei haben Sie die erlaubte Höchst·geschwindigkeit innerhalb geschlossener Ortschaften um 23 Kilometer pro Stunde überschritten.",
    );
    expect(
      leicht("Sie haben als Fahrer des Pkw mit dem Kennzeichen B-XY 123 eine rote Ampel überfahren."),
    ).toBe(
      "Sie haben das Auto mit dem Kennzeichen B-XY 123 gefahren.\nDabei haben Sie eine rote Ampel überfahren.",
    );
    // "während der Fahrt" is the preposition, not a clause (missing-comma.ts).
    expect(
      leicht(
        "Sie haben als Führer des Kraftfahrzeugs mit dem amtlichen Kennzeichen E-AB 77 während der Fahrt ein Mobiltelefon benutzt.",
      ),
    ).toBe(
      "Sie haben das Auto mit dem Kennzeichen E-AB 77 gefahren.\nDabei haben Sie während der Fahrt ein Mobil·telefon benutzt.",
    );
    // "sind … aufgefahren" keeps its auxiliary; a lorry, an E plate.
    expect(
      split("Sie sind als Führer des Lkw mit dem Kennzeichen K-TR 881 auf der A 1 zu dicht aufgefahren"),
    ).toEqual([
      "Sie haben den Lastwagen mit dem Kennzeichen K-TR 881 gefahren",
      "Dabei sind Sie auf der A 1 zu dicht aufgefahren",
    ]);
    expect(
      split(
        "Sie haben als Führerin des Fahrzeugs mit dem amtlichen Kennzeichen BN-Q 71E beim Abbiegen einen Fußgänger gefährdet",
      ),
    ).toEqual([
      "Sie haben das Fahrzeug mit dem Kennzeichen BN-Q 71E gefahren",
      "Dabei haben Sie beim Abbiegen einen Fußgänger gefährdet",
    ]);
  });

  it("leaves the owner, a vehicle without a plate and a clause that goes on", () => {
    for (const sentence of [
      // the owner need not have driven
      "Sie haben als Halter des Pkw mit dem Kennzeichen DO-AB 12 den Wagen an einer Bushaltestelle geparkt",
      "Sie haben als Führer des Pkw die Vorfahrt missachtet",
      "Sie haben als Führer des Pkw mit dem Kennzeichen BO-XX 55 die Höchstgeschwindigkeit überschritten, weil Sie es eilig hatten",
      "Sie haben als Führer des Pkw mit dem Kennzeichen BO-XX 55 zu viel Alkohol im Blut",
      "Deshalb haben Sie als Führer des Pkw mit dem Kennzeichen BO-XX 55 die Höchstgeschwindigkeit überschritten",
    ])
      expect(split(sentence)).toBeUndefined();
  });
});
