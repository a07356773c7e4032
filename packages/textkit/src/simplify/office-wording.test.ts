import { describe, expect, it } from "vitest";
import { plainOfficeWording } from "./office-wording.ts";
import { simplifyText } from "./pipeline.ts";

const leicht = (text: string) =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("plainOfficeWording", () => {
  it("says 'nach unseren Unterlagen' for 'nach den uns vorliegenden Unterlagen'", () => {
    expect(plainOfficeWording("Nach den uns vorliegenden Unterlagen wohnen Sie allein.")).toBe(
      "Nach unseren Unterlagen wohnen Sie allein.",
    );
    expect(plainOfficeWording("laut dem uns vorliegenden Bescheid")).toBe("laut unserem Bescheid");
    expect(plainOfficeWording("Laut der uns vorliegenden Meldung")).toBe("Laut unserer Meldung");
    // The reader's papers that we have are not "our" papers.
    expect(plainOfficeWording("Der uns vorliegende Antrag ist unvollständig.")).toBe(
      "Der uns vorliegende Antrag ist unvollständig.",
    );
  });

  it("says 'möglich' for a denied exclusion ('nicht ausgeschlossen')", () => {
    expect(plainOfficeWording("da eine Besserung nicht ausgeschlossen werden kann.")).toBe(
      "da eine Besserung möglich ist.",
    );
    expect(plainOfficeWording("Eine Verzögerung kann nicht ausgeschlossen werden.")).toBe(
      "Eine Verzögerung ist möglich.",
    );
    // Exclusion of people or things: unchanged.
    expect(plainOfficeWording("Menschen mit Behinderung sind nicht ausgeschlossen.")).toBe(
      "Menschen mit Behinderung sind nicht ausgeschlossen.",
    );
    expect(plainOfficeWording("Das Kind kann nicht ausgeschlossen werden.")).toBe(
      "Das Kind kann nicht ausgeschlossen werden.",
    );
    expect(plainOfficeWording("Es ist nicht auszuschließen, dass es regnet.")).toBe(
      "Es ist möglich, dass es regnet.",
    );
    expect(plainOfficeWording("Die Person ist nicht auszuschließen.")).toBe(
      "Die Person ist nicht auszuschließen.",
    );
    expect(plainOfficeWording("Es war nicht auszuschließen.")).toBe("Es war nicht auszuschließen.");
    expect(plainOfficeWording("Ein Mitglied der Vereinigung kann nicht ausgeschlossen werden.")).toBe(
      "Ein Mitglied der Vereinigung kann nicht ausgeschlossen werden.",
    );
    // An exclusion that is stated stays.
    expect(plainOfficeWording("Sie sind von der Wahl ausgeschlossen.")).toBe(
      "Sie sind von der Wahl ausgeschlossen.",
    );
  });

  it("turns 'Für den Fall, dass' and 'Im Fall(e), dass' into 'Falls'", () => {
    expect(plainOfficeWording("Für den Fall, dass Sie nicht kommen können, rufen Sie uns an.")).toBe(
      "Falls Sie nicht kommen können, rufen Sie uns an.",
    );
    expect(plainOfficeWording("Im Falle, dass Sie umziehen, teilen Sie es uns mit.")).toBe(
      "Falls Sie umziehen, teilen Sie es uns mit.",
    );
    expect(plainOfficeWording("Rufen Sie uns an, für den Fall, dass Sie verhindert sind.")).toBe(
      "Rufen Sie uns an, falls Sie verhindert sind.",
    );
    expect(
      plainOfficeWording("Der Bescheid liegt vor.\nIm Fall, dass Sie Fragen haben, melden Sie sich."),
    ).toBe("Der Bescheid liegt vor.\nFalls Sie Fragen haben, melden Sie sich.");
  });

  it("starts a line after a salutation with a capital (the salutation's comma ends that line)", () => {
    expect(
      plainOfficeWording("Sehr geehrte Frau Müller,\nFür den Fall, dass Sie Fragen haben, rufen Sie an."),
    ).toBe("Sehr geehrte Frau Müller,\nFalls Sie Fragen haben, rufen Sie an.");
  });

  it("leaves 'Fall' without a dass clause and in the middle of a clause", () => {
    for (const text of [
      "Für den Fall einer Erkrankung gilt eine andere Frist.",
      "Im Fall einer Kündigung zahlen wir nichts.",
      "Wir haben für den Fall, dass Sie umziehen, vorgesorgt.",
      "Der Fall, dass jemand zweimal zahlt, ist selten.",
    ])
      expect(plainOfficeWording(text)).toBe(text);
  });

  it("turns 'sich belaufen auf' + amount into 'betragen'", () => {
    expect(plainOfficeWording("Die Gesamtforderung beläuft sich auf 1.284,37 Euro.")).toBe(
      "Die Gesamtforderung beträgt 1.284,37 Euro.",
    );
    expect(plainOfficeWording("Die Kosten belaufen sich einschließlich Zinsen auf rund 300 Euro.")).toBe(
      "Die Kosten betragen einschließlich Zinsen rund 300 Euro.",
    );
    expect(plainOfficeWording("Im Jahr 2024 belief sich die Nachzahlung auf 80 Euro.")).toBe(
      "Im Jahr 2024 betrug die Nachzahlung 80 Euro.",
    );
  });

  it("leaves 'belaufen' without an amount or with a comma before 'auf'", () => {
    for (const text of [
      "Die Kosten belaufen sich auf einen hohen Betrag.",
      "Die Kosten belaufen sich, wie erwartet, auf 300 Euro.",
      "Wie hoch die Kosten sich belaufen, wissen wir nicht.",
    ])
      expect(plainOfficeWording(text)).toBe(text);
  });

  it("says from when something holds in plain words", () => {
    expect(plainOfficeWording("Die Miete steigt mit Wirkung ab dem 1. Februar 2027 auf 572 Euro.")).toBe(
      "Die Miete steigt ab dem 1. Februar 2027 auf 572 Euro.",
    );
    expect(plainOfficeWording("Wir erhöhen die Miete mit Wirkung zum 1. März.")).toBe(
      "Wir erhöhen die Miete ab dem 1. März.",
    );
    expect(plainOfficeWording("Der Vertrag gilt mit Wirkung ab 1. Mai.")).toBe("Der Vertrag gilt ab 1. Mai.");
    expect(plainOfficeWording("Wir kündigen den Vertrag mit sofortiger Wirkung.")).toBe(
      "Wir kündigen den Vertrag ab sofort.",
    );
    // Without a date "Wirkung" keeps its sense.
    expect(plainOfficeWording("Der Widerspruch hat keine aufschiebende Wirkung.")).toBe(
      "Der Widerspruch hat keine aufschiebende Wirkung.",
    );
    expect(plainOfficeWording("Die Änderung gilt mit Wirkung für die Zukunft.")).toBe(
      "Die Änderung gilt mit Wirkung für die Zukunft.",
    );
  });

  it("says 'aus Gesundheitsgründen' for 'aus gesundheitlichen Gründen'", () => {
    expect(
      plainOfficeWording("Vielleicht können Sie die Reha aus gesundheitlichen Gründen nicht antreten."),
    ).toBe("Vielleicht können Sie die Reha aus Gesundheitsgründen nicht antreten.");
    expect(plainOfficeWording("Aus gesundheitlichen Gründen kann er nicht kommen.")).toBe(
      "Aus Gesundheitsgründen kann er nicht kommen.",
    );
    expect(leicht("Vielleicht sind Sie aus gesundheitlichen Gründen verhindert gewesen.")).toBe(
      "Vielleicht sind Sie aus Gesundheits·gründen verhindert gewesen.",
    );
    // Other nouns and other reasons stay.
    expect(plainOfficeWording("Es bleiben gesundheitliche Einschränkungen zurück.")).toBe(
      "Es bleiben gesundheitliche Einschränkungen zurück.",
    );
    expect(plainOfficeWording("Er fehlt aus gesundheitlichen oder familiären Gründen.")).toBe(
      "Er fehlt aus gesundheitlichen oder familiären Gründen.",
    );
  });

  it("says 'ohne genügenden Grund' for 'ohne genügende Entschuldigung'", () => {
    expect(
      plainOfficeWording("Bleiben Sie dem Termin ohne ausreichende Entschuldigung fern, kostet das Geld."),
    ).toBe("Bleiben Sie dem Termin ohne ausreichenden Grund fern, kostet das Geld.");
    expect(plainOfficeWording("Vielleicht bleiben Sie ohne genügende Entschuldigung aus.")).toBe(
      "Vielleicht bleiben Sie ohne genügenden Grund aus.",
    );
    // The excuse note someone hands in stays.
    expect(plainOfficeWording("Sie haben keine Entschuldigung vorgelegt.")).toBe(
      "Sie haben keine Entschuldigung vorgelegt.",
    );
    expect(plainOfficeWording("Er kam ohne Entschuldigung zu spät.")).toBe(
      "Er kam ohne Entschuldigung zu spät.",
    );
  });

  it("gives a condition and its consequence in Leichte Sprache", () => {
    expect(leicht("Für den Fall, dass Sie nicht kommen können, rufen Sie uns bitte an.")).toBe(
      "Vielleicht können Sie nicht kommen.\nDann rufen Sie uns bitte an.",
    );
  });

  it("says an age reached plainly: 'das 18. Lebensjahr vollendet hat' -> '18 Jahre alt geworden ist'", () => {
    expect(plainOfficeWording("Ihr Kind Lena hat das 18. Lebensjahr vollendet.")).toBe(
      "Ihr Kind Lena ist 18 Jahre alt geworden.",
    );
    expect(plainOfficeWording("…, wenn es das 25. Lebensjahr noch nicht vollendet hat.")).toBe(
      "…, wenn es noch nicht 25 Jahre alt ist.",
    );
    expect(plainOfficeWording("Kinder, die das 18. Lebensjahr vollendet haben, bekommen nichts.")).toBe(
      "Kinder, die 18 Jahre alt geworden sind, bekommen nichts.",
    );
    // An ordinal word: a word in Einfache Sprache, digits in Leichte Sprache.
    const word = "Da das Kind das fünfte Lebensjahr vollendet hat, ist seine Einwilligung nötig.";
    expect(plainOfficeWording(word)).toBe(
      "Da das Kind fünf Jahre alt geworden ist, ist seine Einwilligung nötig.",
    );
    expect(plainOfficeWording(word, "leicht")).toBe(
      "Da das Kind 5 Jahre alt geworden ist, ist seine Einwilligung nötig.",
    );
    expect(plainOfficeWording("Wenn Sie das 18. Lebensjahr vollendet haben, dürfen Sie wählen.")).toBe(
      "Wenn Sie 18 Jahre alt geworden sind, dürfen Sie wählen.",
    );
    expect(leicht("Menschen, die das 18. Lebensjahr vollendet haben, dürfen wählen.")).toBe(
      "Manche Menschen sind 18 Jahre alt geworden.\nDiese Menschen dürfen wählen.",
    );
    // "sechste" keeps its "s" ("sechs", not "sech"); "zwanzigste" -> "zwanzig".
    expect(plainOfficeWording("Ihr Kind hat das sechste Lebensjahr vollendet.")).toBe(
      "Ihr Kind ist sechs Jahre alt geworden.",
    );
    expect(plainOfficeWording("Ihr Kind hat das zwanzigste Lebensjahr vollendet.")).toBe(
      "Ihr Kind ist zwanzig Jahre alt geworden.",
    );
    // "haben" before a modal or "werden" is an infinitive of a longer verb group: unchanged.
    for (const text of [
      "Ich glaube, dass Sie das 18. Lebensjahr vollendet haben müssen.",
      "Wenn Sie das 18. Lebensjahr vollendet haben werden, bekommen Sie Geld.",
    ])
      expect(plainOfficeWording(text)).toBe(text);
  });

  it("leaves other tenses, 'im 18. Lebensjahr', a bare 'nicht' and other objects of 'vollenden'", () => {
    for (const text of [
      "Sobald Ihr Kind das 18. Lebensjahr vollenden wird, endet die Zahlung.",
      "Im 18. Lebensjahr endet die Schulpflicht.",
      "Wer das 18. Lebensjahr nicht vollendet hat, braucht eine Unterschrift.",
      "Er hat das Studium vollendet.",
      "Sie hat das 18. Lebensjahr vollendet gehabt.",
      "Sie müssen das 18. Lebensjahr vollendet haben.",
    ])
      expect(plainOfficeWording(text)).toBe(text);
  });
});
