import { describe, expect, it } from "vitest";
import { letterBody } from "./test-letter.ts";

const letter = letterBody;

describe("splitUnterAngabe", () => {
  it("asks for the stated sign in a sentence of its own", () => {
    expect(
      letter(
        "Sollten Sie verhindert sein, teilen Sie dies dem Gericht bitte unverzüglich unter Angabe des Geschäftszeichens mit.",
      ),
    ).toBe(
      "Vielleicht sind Sie verhindert.\nDann teilen Sie dies dem Gericht bitte sofort mit.\nBitte geben Sie dabei das Geschäfts·zeichen an.",
    );
    expect(
      letter(
        "Andernfalls überweisen Sie die Beträge bitte unter Angabe des Kassenzeichens 630.118.447 rechtzeitig auf eines der unten genannten Konten.",
      ),
    ).toBe(
      "Sonst überweisen Sie die Beträge bitte rechtzeitig auf eines von den unten genannten Konten.\nBitte geben Sie bei der Zahlung das Kassen·zeichen 630.118.447 an.",
    );
    expect(letter("Bitte überweisen Sie den Betrag unter Angabe der Kundennummer auf unser Konto.")).toBe(
      "Bitte überweisen Sie den Betrag auf unser Konto.\nBitte geben Sie bei der Zahlung die Kunden·nummer an.",
    );
  });

  it("leaves a phrase whose noun takes an attribute, a clause too short without it and Einfache Sprache", () => {
    for (const body of [
      "Bitte überweisen Sie den Betrag unter Angabe des Aktenzeichens der Stadt auf unser Konto.",
      "Bitte antworten Sie unter Angabe des Zeichens.",
    ])
      expect(letter(body)).not.toContain("Bitte geben Sie dabei");
    expect(
      letter("Bitte überweisen Sie den Betrag unter Angabe der Kundennummer auf unser Konto.", "einfach"),
    ).toContain("unter Angabe");
  });
});
