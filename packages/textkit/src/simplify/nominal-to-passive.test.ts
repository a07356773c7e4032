import { describe, expect, it } from "vitest";
import { erfolgenToPassive, functionVerbToPassive } from "./nominal-to-passive.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const rewrite = (sentence: string) => render(erfolgenToPassive(clauseTokens(sentence)), ".");
const leicht = (text: string) =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;
const letter = (body: string) => `Sehr geehrter Herr Demir,\n\n${body}\n\nMit freundlichen Grüßen`;

describe("erfolgenToPassive", () => {
  it("reads the action nouns of 'geben' (Abgabe, Vergabe, Rückgabe …) too", () => {
    expect(rewrite("Die Abgabe der Unterlagen erfolgt im Bürgerbüro.")).toBe(
      "Die Unterlagen werden im Bürgerbüro abgegeben.",
    );
    expect(rewrite("Die Vergabe der Plätze erfolgt nach Wartezeit.")).toBe(
      "Die Plätze werden nach Wartezeit vergeben.",
    );
    expect(rewrite("Die Ausgabe der neuen Ausweise erfolgt im Bürgerbüro.")).toBe(
      "Die neuen Ausweise werden im Bürgerbüro ausgegeben.",
    );
    // Money handed out is spent ("Geld ausgeben"): the nominal style stays.
    expect(erfolgenToPassive(clauseTokens("Die Ausgabe des Geldes erfolgt bar."))).toBeUndefined();
    // Without a genitive the object is unknown: the nominal style stays.
    expect(erfolgenToPassive(clauseTokens("Die Vergabe erfolgt nach Wartezeit."))).toBeUndefined();
  });

  it("turns an action noun with erfolgen into the passive of its verb", () => {
    expect(rewrite("Die Bearbeitung Ihres Antrags erfolgt schnell.")).toBe(
      "Ihr Antrag wird schnell bearbeitet.",
    );
    expect(rewrite("Dann erfolgt die Auszahlung des Betrags.")).toBe("Dann wird der Betrag ausgezahlt.");
    expect(rewrite("Die Verteilung der Heizkosten erfolgte nach Verbrauch.")).toBe(
      "Die Heizkosten wurden nach Verbrauch verteilt.",
    );
    expect(rewrite("Die Zahlung der Beiträge kann per Lastschrift erfolgen.")).toBe(
      "Die Beiträge können per Lastschrift gezahlt werden.",
    );
    expect(rewrite("Dann erfolgt die Prüfung von Ihrem Antrag.")).toBe("Dann wird Ihr Antrag geprüft.");
  });

  it("leaves a noun without its object, a negation, a condition and nouns that name no verb", () => {
    expect(
      erfolgenToPassive(clauseTokens("Die Festsetzung erfolgt auf Grundlage des Messbetrags.")),
    ).toBeUndefined();
    expect(erfolgenToPassive(clauseTokens("Die Erstattung der Kosten erfolgt nicht."))).toBeUndefined();
    expect(erfolgenToPassive(clauseTokens("Erfolgt keine Mitteilung der Daten."))).toBeUndefined();
    expect(
      erfolgenToPassive(clauseTokens("Eine Erstattung der Kosten erfolgt in keinem Fall.")),
    ).toBeUndefined();
    expect(erfolgenToPassive(clauseTokens("Die Wohnung des Mieters erfolgt."))).toBeUndefined();
    expect(erfolgenToPassive(clauseTokens("Die schnelle Bearbeitung des Antrags erfolgt."))).toBeUndefined();
    // Not every noun in -ung is an action on its genitive; "durch"/"von" would read as the agent.
    expect(
      erfolgenToPassive(clauseTokens("Die Rechnung der Firma erfolgt nach Abschluss der Arbeiten.")),
    ).toBeUndefined();
    expect(
      erfolgenToPassive(clauseTokens("Die Zahlung der Steuer erfolgt durch Lastschrift von Ihrem Konto.")),
    ).toBeUndefined();
  });

  it("leaves a genitive that names who acts", () => {
    expect(
      erfolgenToPassive(clauseTokens("Die Prüfung des Finanzamts erfolgt im nächsten Jahr.")),
    ).toBeUndefined();
    expect(
      erfolgenToPassive(clauseTokens("Die Bestätigung des Arztes erfolgt schriftlich.")),
    ).toBeUndefined();
    expect(
      erfolgenToPassive(clauseTokens("Die Überweisung der Rentenversicherung erfolgt zum Monatsende.")),
    ).toBeUndefined();
  });

  it("goes on to the active voice in the pipeline, and keeps the noun when it cannot", () => {
    expect(
      leicht(letter("Die Bearbeitung Ihres Antrags erfolgt, sobald alle Unterlagen vollständig vorliegen.")),
    ).toContain("Zuerst müssen alle Unterlagen vollständig vorliegen.\nDann bearbeiten wir Ihren Antrag.");
    expect(leicht(letter("Die Auszahlung des Wohngeldes erfolgt monatlich im Voraus."))).toContain(
      "Wir zahlen das Wohngeld monatlich im Voraus aus.",
    );
    expect(leicht("Die Reinigung der Treppe erfolgt wöchentlich.")).toBe(
      "Man reinigt die Treppe wöchentlich.",
    );
    // The reader's act: the passive would not turn active, so the sentence keeps its noun.
    expect(leicht(letter("Die Abmeldung des Hundes muss innerhalb von zwei Wochen erfolgen."))).toContain(
      "Die Abmeldung vom Hund muss innerhalb von 2 Wochen erfolgen.",
    );
  });
});

describe("functionVerbToPassive", () => {
  const rewriteFunction = (sentence: string) => render(functionVerbToPassive(clauseTokens(sentence)), ".");

  it("turns 'findet (keine) Berücksichtigung' and 'kommt/gelangt zur Auszahlung' into the passive", () => {
    expect(rewriteFunction("Ihr Einkommen findet bei der Berechnung keine Berücksichtigung.")).toBe(
      "Ihr Einkommen wird bei der Berechnung nicht berücksichtigt.",
    );
    expect(rewriteFunction("Diese Regel kommt in Ihrem Fall nicht zur Anwendung.")).toBe(
      "Diese Regel wird in Ihrem Fall nicht angewandt.",
    );
    expect(rewriteFunction("Die Beträge gelangten im Mai zur Auszahlung.")).toBe(
      "Die Beträge wurden im Mai ausgezahlt.",
    );
    expect(rewriteFunction("Das Kindergeld kann nur teilweise Berücksichtigung finden.")).toBe(
      "Das Kindergeld kann nur teilweise berücksichtigt werden.",
    );
  });

  it("leaves other nouns, a dative verb and a phrase that does not end the clause", () => {
    expect(functionVerbToPassive(clauseTokens("Er findet keine Wohnung."))).toBeUndefined();
    expect(functionVerbToPassive(clauseTokens("Sie kommt zur Beratung."))).toBeUndefined();
    expect(functionVerbToPassive(clauseTokens("Der Vorschlag fand keine Zustimmung."))).toBeUndefined();
    expect(
      functionVerbToPassive(clauseTokens("Die Regel findet Anwendung, wenn Sie arbeiten.")),
    ).toBeUndefined();
    expect(functionVerbToPassive(clauseTokens("Wir finden die Anwendung gut."))).toBeUndefined();
    expect(
      functionVerbToPassive(clauseTokens("Diese Vorschrift findet entsprechende Anwendung.")),
    ).toBeUndefined();
    expect(functionVerbToPassive(clauseTokens("Ihre Arbeit findet große Anerkennung."))).toBeUndefined();
  });

  it("goes on to the active voice in a letter", () => {
    expect(leicht(letter("Der Betrag gelangt im nächsten Monat zur Auszahlung."))).toContain(
      "Wir zahlen den Betrag im nächsten Monat aus.",
    );
    expect(leicht(letter("Ihr Einkommen findet bei der Berechnung keine Berücksichtigung."))).toContain(
      "Wir berücksichtigen Ihr Einkommen bei der Berechnung nicht.",
    );
  });
});
