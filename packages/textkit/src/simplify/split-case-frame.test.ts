import { describe, expect, it } from "vitest";
import { splitCaseFrame, splitFileNumber } from "./split-case-frame.ts";
import { letterBody } from "./test-letter.ts";
import { renderTokens, tokenize } from "./tokens.ts";

const leicht = (body: string) => letterBody(body);
const frame = (sentence: string) =>
  splitCaseFrame({ tokens: tokenize(sentence), end: "." })?.map((clause) => renderTokens(clause.tokens));
const fileNumber = (sentence: string) =>
  splitFileNumber({ tokens: tokenize(sentence), end: "." })?.map((clause) => renderTokens(clause.tokens));

describe("splitCaseFrame", () => {
  it("names the case in a sentence of its own", () => {
    expect(
      leicht(
        "In der Strafsache gegen Herrn Marco Feldmann wegen Körperverletzung werden Sie als Zeugin zur Hauptverhandlung geladen.",
      ),
    ).toBe(
      "Es geht um die Straf·sache gegen Herrn Marco Feldmann wegen Körper·verletzung.\nMan lädt Sie als Zeugin zur Haupt·verhandlung.",
    );
    // A firm's genitive becomes "von der … GmbH"; the file number goes too (splitFileNumber).
    expect(
      leicht(
        "In der Zwangsvollstreckungssache der Stadtwerke Bochum GmbH gegen Sie bin ich von der Gläubigerin mit der Zwangsvollstreckung aus dem Vollstreckungsbescheid des Amtsgerichts Hagen vom 18. September 2025, Aktenzeichen 25-4417382-0-1, beauftragt worden.",
      ),
    ).toBe(
      "Es geht um die Zwangs·vollstreckungs·sache von der Stadt·werke Bochum GmbH gegen Sie.\nIch bin von der Gläubigerin mit der Zwangs·vollstreckung aus dem Vollstreckungs·bescheid vom Amtsgericht Hagen vom 18. September 2025 beauftragt worden.\nDas Akten·zeichen ist 25-4417382-0-1.",
    );
    expect(
      frame(
        "In dem Ermittlungsverfahren gegen Herrn Tobias Klein wegen Betrugs bitten wir Sie um Ihre Aussage als Zeuge",
      ),
    ).toEqual([
      "Es geht um das Ermittlungsverfahren gegen Herrn Tobias Klein wegen Betrugs",
      "Wir bitten Sie um Ihre Aussage als Zeuge",
    ]);
    expect(
      frame("In dem Rechtsstreit gegen Sie wegen Mietrückständen hat man einen Termin bestimmt"),
    ).toEqual([
      "Es geht um den Rechtsstreit gegen Sie wegen Mietrückständen",
      "Man hat einen Termin bestimmt",
    ]);
    expect(
      frame(
        "In dem Mahnverfahren der Vodafix GmbH, Rheinallee 9, 40210 Düsseldorf, gegen Sie stellen wir Ihnen den Mahnbescheid zu",
      ),
    ).toEqual([
      "Es geht um das Mahnverfahren von der Vodafix GmbH, Rheinallee 9, 40210 Düsseldorf, gegen Sie",
      "Wir stellen Ihnen den Mahnbescheid zu",
    ]);
  });

  it("leaves other places, a noun after the verb and frames it cannot read", () => {
    for (const sentence of [
      // "das Amtsgericht" might be the object
      "In der Zivilsache der Hausverwaltung Weber GmbH gegen Sie hat das Amtsgericht Köln einen Termin bestimmt",
      // no party
      "In dem Insolvenzverfahren über das Vermögen der Bäckerei Sommer GmbH teilen wir Ihnen Folgendes mit",
      "In der Schule Ihres Sohnes gab es am Montag einen Wasserschaden",
      "In dieser Sache können wir Ihnen leider nicht helfen",
      "In der Sache gegen Sie wegen unerlaubten Entfernens vom Unfallort müssen Sie zur Verhandlung kommen",
    ])
      expect(frame(sentence)).toBeUndefined();
  });
});

describe("splitFileNumber", () => {
  it("gives a file number between commas its own sentence", () => {
    expect(leicht("Wir haben Ihren Widerspruch vom 2. Februar 2026, Aktenzeichen W 2026-114, geprüft.")).toBe(
      "Wir haben Ihren Widerspruch vom 2. Februar 2026 geprüft.\nDas Akten·zeichen ist W 2026-114.",
    );
    expect(
      fileNumber(
        "Das Amtsgericht Dortmund hat mit Beschluss vom 12. Mai 2026, Geschäftszeichen 312 IN 45/26, das Insolvenzverfahren eröffnet",
      ),
    ).toEqual([
      "Das Amtsgericht Dortmund hat mit Beschluss vom 12. Mai 2026 das Insolvenzverfahren eröffnet",
      "Das Geschäftszeichen ist 312 IN 45/26",
    ]);
    expect(fileNumber("Der Bescheid vom 4. März 2026, Aktenzeichen 55-1234, ist bestandskräftig")).toEqual([
      "Der Bescheid vom 4. März 2026 ist bestandskräftig",
      "Das Aktenzeichen ist 55-1234",
    ]);
  });

  it("leaves a file number inside a phrase and one without a digit", () => {
    for (const sentence of [
      "Wir haben Ihre Nachricht zum Aktenzeichen 12 C 334/25 erhalten",
      "Bitte nennen Sie uns Ihr Aktenzeichen, damit wir Sie zuordnen können",
      "Wir haben den Vorgang, Aktenzeichen siehe oben, an die Kasse gegeben",
    ])
      expect(fileNumber(sentence)).toBeUndefined();
  });
});
