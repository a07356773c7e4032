import { describe, expect, it } from "vitest";
import { splitStartDate } from "./split-start-date.ts";
import { letterBody } from "./test-letter.ts";
import { tokenize } from "./tokens.ts";

const leicht = (body: string) => letterBody(body);

const einfach = (body: string) => letterBody(body, "einfach");

describe("splitStartDate", () => {
  it("gives the start date of a long decision its own sentence", () => {
    expect(
      leicht(
        "Darum bewilligen wir Ihnen ab dem 1. März 2026 Arbeitslosengeld in Höhe von täglich 48,27 Euro.",
      ),
    ).toBe(
      "Darum bewilligen wir Ihnen Arbeitslosen·geld in Höhe von täglich 48,27 Euro.\nDas gilt ab dem 1. März 2026.",
    );
    expect(
      leicht(
        "Wegen der gestiegenen Kosten passen wir die monatliche Vorauszahlung ab dem 1. August 2025 von 210 Euro auf 240 Euro an.",
      ),
    ).toBe(
      "Wegen den gestiegenen Kosten passen wir die monatliche Voraus·zahlung von 210 Euro auf 240 Euro an.\nDas gilt ab dem 1. August 2025.",
    );
    // Another date before it is no start date ("vom 14. Januar"; it is the paper's, split-past-date.ts).
    expect(
      leicht(
        "Aufgrund Ihrer Anmeldung vom 14. Januar 2026 setzen wir für Ihren Hund Bruno ab dem 1. Januar 2026 eine jährliche Hundesteuer von 120 Euro fest.",
      ),
    ).toBe(
      "Wegen Ihrer Anmeldung setzen wir für Ihren Hund Bruno eine jährliche Hunde·steuer von 120 Euro fest.\nDas gilt ab dem 1. Januar 2026.\nDie Anmeldung ist vom 14. Januar 2026.",
    );
  });

  it("takes a year or a month with its year, and an address between commas", () => {
    expect(
      leicht(
        "Für Ihr Grundstück Lindenweg 14 in 45768 Marl setzen wir die Grundsteuer ab dem Kalenderjahr 2025 auf 386,40 Euro jährlich fest.",
      ),
    ).toBe(
      "Für Ihr Grundstück Lindenweg 14 in 45768 Marl setzen wir die Grund·steuer auf 386,40 Euro jährlich fest.\nDas gilt ab dem Kalender·jahr 2025.",
    );
    expect(
      leicht(
        "Dann müssen wir die Festsetzung des Kindergeldes für Ihre Tochter Lea ab Mai 2026 leider vollständig aufheben.",
      ),
    ).toBe(
      "Dann müssen wir die Festsetzung vom Kinder·geld für Ihre Tochter Lea leider vollständig aufheben.\nDas gilt ab Mai 2026.",
    );
    expect(
      leicht(
        "Für Ihr Kind Samira Haddad können wir ab dem 1. September 2025 einen Betreuungsplatz in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, anbieten.",
      ),
    ).toBe(
      "Für Ihr Kind Samira Haddad können wir einen Betreuungs·platz in der Kinder·tages·stätte Sonnenblume anbieten.\nDas gilt ab dem 1. September 2025.\nDie Adresse ist Am Stadtpark 5.",
    );
  });

  it("splits a negation after the date, which the date still frames", () => {
    expect(
      leicht(
        "Wir zahlen Ihnen ab dem 1. März 2026 kein Wohngeld mehr für Ihre Wohnung in der Hauptstraße 5.",
      ),
    ).toBe(
      "Wir zahlen Ihnen kein Wohngeld mehr für Ihre Wohnung in der Hauptstraße 5.\nDas gilt ab dem 1. März 2026.",
    );
  });

  it("leaves short, leading, bound, ranged and non-date phrases and requests", () => {
    const same = [
      // short
      "Sie bekommen ab dem 1. März 2026 monatlich 215 Euro Wohngeld.",
      // sentence-initial
      "Ab dem 1. Januar 2026 zahlen wir Ihnen monatlich 215 Euro Wohngeld für Ihre Wohnung in der Hauptstraße.",
      // negation before the date: it negates the date
      "Wir zahlen Ihnen nicht ab dem 1. März 2026 das Wohngeld für Ihre Wohnung in der Hauptstraße 5.",
      // no calendar date
      "Für Familien mit mehreren Kindern zahlen wir ab dem dritten Kind einen höheren Betrag von monatlich 25 Euro.",
      "Die Leistung bekommen Sie in der Regel ab dem Alter von 18 Jahren auf Ihr Konto bei der Sparkasse.",
      "Über das gepfändete Guthaben auf Ihrem Konto bei der Sparkasse können Sie ab sofort nicht mehr frei verfügen.",
      // a range
      "Wir zahlen Ihnen das Wohngeld ab dem 1. März 2026 bis zum 28. Februar 2027 jeden Monat auf Ihr Konto.",
      // says "gilt" already
      "Die neue Satzung der Stadt gilt für alle Grundstücke in der Gemeinde ab dem 1. Januar 2026 ohne Ausnahme.",
      // bound by "erst"
      "Wir zahlen Ihnen das Arbeitslosengeld wegen der Sperrzeit erst ab dem 24. Mai 2026 auf Ihr Konto.",
      // requests
      "Melden Sie sich bitte ab dem 1. März 2026 jeden Montag bei Ihrer Arbeitsvermittlerin im Jobcenter.",
      "Bitte zahlen Sie ab dem 1. März 2026 den neuen Abschlag von 79 Euro auf unser Konto bei der Sparkasse.",
      // the date closes the clause
      "Wir zahlen Ihnen das Wohngeld für Ihre Wohnung in der Hauptstraße 5 in Köln ab dem 1. März 2026.",
      // the date belongs to the request, not to the decision
      "Wir lehnen Ihren Antrag auf Wohngeld ab dem 1. März 2026 leider in vollem Umfang ab.",
      "Wir bestätigen Ihnen die Kündigung Ihres Vertrags ab dem 1. März 2026 zum Ende des Monats.",
      // a time frame of its own
      "Seit dem Umzug in die neue Wohnung zahlen wir Ihnen ab dem 1. April 2026 monatlich 240 Euro Wohngeld.",
    ];
    for (const sentence of same) expect(leicht(sentence).split("\n")).toHaveLength(1);
  });

  it("leaves a question, a subordinate clause after the date and Einfache Sprache", () => {
    const clause = (text: string) => ({ tokens: tokenize(text), end: "." });
    expect(
      splitStartDate(
        clause(
          "Wir zahlen Ihnen ab dem 1. März 2026 Wohngeld in Höhe von 215 Euro, das Sie selbst beantragt haben",
        ),
      ),
    ).toBeUndefined();
    expect(
      splitStartDate({
        tokens: tokenize("Zahlen Sie ab dem 1. März 2026 den neuen Abschlag von 79 Euro an die Stadtwerke"),
        end: "?",
      }),
    ).toBeUndefined();
    expect(
      einfach(
        "Darum bewilligen wir Ihnen ab dem 1. März 2026 Arbeitslosengeld in Höhe von täglich 48,27 Euro.",
      ),
    ).not.toContain("Das gilt");
  });

  it("leaves what was paid, begun or asked for, a hedged date and a date with its time", () => {
    for (const sentence of [
      "Das Jobcenter hat Ihnen ab dem 1. März 2026 zu Unrecht Leistungen in Höhe von 400 Euro monatlich gezahlt.",
      "Sie waren ab dem 3. Februar 2026 bei Ihrem Arbeitgeber in der Firma Müller krankgeschrieben.",
      "Ihre Tochter hat ab dem 1. Oktober 2025 eine Ausbildung zur Kauffrau bei der Firma Schmidt begonnen.",
      "Wir lehnen Ihren Antrag auf Leistungen zur Teilhabe am Arbeitsleben ab dem 1. März 2026 leider ab.",
      "Sie melden Ihren Hund ab dem 1. März 2026 bei der Stadt Köln mit dem Formular auf der Seite an.",
      "Wir zahlen Ihnen voraussichtlich ab dem 1. März 2026 eine monatliche Rente in Höhe von 800 Euro.",
      "Sie erhalten ab dem 1. März 2026 um 10 Uhr Zugang zu Ihrem Konto im Portal der Stadt Köln.",
    ])
      expect(leicht(sentence)).not.toContain("Das gilt");
  });

  it("puts the date after the citation of the decision, which 'Das' points back to", () => {
    expect(
      leicht(
        "Wegen Ihrer Anmeldung vom 14. Januar 2026 setzen wir für Ihren Hund Bruno ab dem 1. Januar 2026 eine jährliche Hundesteuer von 120 Euro nach § 2 der Hundesteuersatzung fest.",
      ).split("\n"),
    ).toEqual([
      "Wegen Ihrer Anmeldung setzen wir für Ihren Hund Bruno eine jährliche Hunde·steuer von 120 Euro fest.",
      "Das steht in Paragraf 2 von der Hunde·steuer·satzung.",
      "Das gilt ab dem 1. Januar 2026.",
      // the paper's date (split-past-date.ts) goes with the start date, after the citation
      "Die Anmeldung ist vom 14. Januar 2026.",
    ]);
  });
});
