import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens, render } from "./test-helpers.ts";
import { hasSecondVerbFirstClause, verbFirstConditional } from "./verb-first-conditional.ts";

function conditional(first: string, second: string): string | undefined {
  const tokens = verbFirstConditional(clauseTokens(first), clauseTokens(second), true);
  return tokens === undefined ? undefined : render(tokens);
}

const leicht = (text: string) =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("verbFirstConditional", () => {
  it("reads a bare noun before the infinitive as the subject after 'sollte' and an adverb", () => {
    // Was left whole: "Fieber" is no noun the lexicon knows, and a bare noun needed "kein"/"ein".
    expect(leicht("Sollten erneut Fieber oder Atemnot auftreten, suchen Sie umgehend einen Arzt auf.")).toBe(
      "Vielleicht treten wieder Fieber oder Atemnot auf.\nDann suchen Sie sofort einen Arzt auf.",
    );
    expect(conditional("Sollte erneut Fieber auftreten", "rufen Sie uns bitte an")).toBe(
      "Wenn erneut Fieber auftritt.",
    );
    expect(conditional("Sollten nochmals Mängel auftreten", "melden Sie diese bitte schriftlich")).toBe(
      "Wenn nochmals Mängel auftreten.",
    );
    expect(conditional("Sollte trotzdem Lärm entstehen", "bitten wir um Verständnis")).toBe(
      "Wenn trotzdem Lärm entsteht.",
    );
    // More than a bare noun before the infinitive: left as it is.
    expect(
      conditional("Sollte künftig Müll auf dem Gehweg liegen", "entfernen Sie ihn bitte"),
    ).toBeUndefined();
    expect(
      conditional("Sollte wider Erwarten Wasser eindringen", "rufen Sie den Hausmeister"),
    ).toBeUndefined();
  });

  it("closes a first conjunct in 'sein'/'haben' before 'und' ('Sollte Ihr Kind krank sein und nicht teilnehmen können')", () => {
    // Was "wenn Ihr Kind krank sein und nicht teilnehmen kann" -> "Vielleicht kann Ihr Kind krank sein …".
    expect(
      conditional("Sollte Ihr Kind krank sein und nicht teilnehmen können", "geben Sie bitte Bescheid"),
    ).toBe("Wenn Ihr Kind krank ist und nicht teilnehmen kann.");
    expect(leicht("Sollten Sie Fragen haben und uns nicht erreichen, schreiben Sie uns.")).toBe(
      "Vielleicht haben Sie Fragen.\nUnd vielleicht erreichen Sie uns nicht.\nDann schreiben Sie uns.",
    );
    // A capitalised last word, a conjunct with its own subject or a Perfekt with a shared object:
    // the condition stays as it is.
    expect(
      conditional("Sollte Ihr Kind Fieber haben und Husten", "bleibt es bitte zu Hause"),
    ).toBeUndefined();
    expect(
      conditional("Sollte Ihr Antrag unvollständig sein und Unterlagen fehlen", "melden wir uns"),
    ).toBeUndefined();
    expect(
      conditional("Sollte Ihr Kind das Formular vergessen haben und nicht mitbringen können", "rufen Sie an"),
    ).toBeUndefined();
    // An object after "und"/"oder" belongs to the second verb (second review: these had become
    // "Sollen Sie krank sein oder einen Termin haben.").
    expect(leicht("Sollten Sie krank sein oder einen Termin haben, sagen Sie bitte Bescheid.")).toBe(
      "Vielleicht sind Sie krank.\nOder Sie haben einen Termin.\nDann sagen Sie bitte Bescheid.",
    );
    expect(
      leicht("Sollten Sie arbeitslos sein und kein Geld haben, können Sie Bürgergeld beantragen."),
    ).toContain("Und vielleicht haben Sie kein Geld.");
    // Two infinitives under one modal stay together.
    expect(conditional("Sollte Ihr Kind essen und trinken wollen", "geben Sie ihm etwas")).toBe(
      "Wenn Ihr Kind essen und trinken will.",
    );
  });

  it("reads a series of requests as requests ('Füllen Sie … aus, unterschreiben Sie es und …')", () => {
    expect(
      leicht(
        "Füllen Sie das Formular aus, unterschreiben Sie es und schicken Sie es bis zum 3. März an uns zurück.",
      ),
    ).not.toContain("Vielleicht");
    // A condition stays one: no particle, or a negation in the first clause.
    expect(leicht("Haben Sie Fragen, rufen Sie uns an und vereinbaren Sie einen Termin.")).toContain(
      "Vielleicht",
    );
    expect(
      conditional("Reichen Sie die Unterlagen nicht ein", "lehnen wir den Antrag ab und schließen die Akte"),
    ).toBe("Wenn Sie die Unterlagen nicht einreichen.");
  });

  it("reads adjectives + a plural noun after 'Sollten' as the subject, also after a phrase", () => {
    // Both stayed verb-first ("Sollten … zurückbleiben, prüfen wir …").
    expect(
      conditional("Sollten gesundheitliche Beeinträchtigungen zurückbleiben", "prüfen wir Ihren Anspruch"),
    ).toBe("Wenn gesundheitliche Beeinträchtigungen zurückbleiben.");
    expect(
      conditional(
        "Sollten nach Abschluss der Behandlung gesundheitliche Beeinträchtigungen zurückbleiben",
        "prüfen wir Ihren Anspruch",
      ),
    ).toBe("Wenn nach Abschluss der Behandlung gesundheitliche Beeinträchtigungen zurückbleiben.");
    // An adjective inside the phrase ("nach der langen Behandlung") is no subject; a bare noun
    // after a phrase stays unsure; "Sie" keeps its own reading.
    expect(
      conditional("Sollten nach der langen Behandlung Beschwerden bleiben", "prüfen wir Ihren Anspruch"),
    ).toBeUndefined();
    expect(conditional("Sollten Sie gesundheitliche Beeinträchtigungen haben", "rufen Sie uns an")).toBe(
      "Wenn Sie gesundheitliche Beeinträchtigungen haben.",
    );
    // Singular "sollte" with a plural noun: no agreement, no condition.
    expect(
      conditional(
        "Sollte nach Abschluss der Behandlung gesundheitliche Beeinträchtigungen zurückbleiben",
        "prüfen wir",
      ),
    ).toBeUndefined();
  });

  it("keeps the zu-infinitive of a verb-first condition with it ('Sollten Sie nicht in der Lage sein, … zu zahlen, …')", () => {
    // Was "Sollen Sie nicht in der Lage sein, …" / "Können Sie uns …" (a Konjunktiv read as a main clause).
    expect(
      leicht(
        "Sollten Sie nicht in der Lage sein, den Betrag zu zahlen, können Sie uns einen Vorschlag zur Ratenzahlung unterbreiten.",
      ),
    ).toBe(
      "Vielleicht können Sie den Betrag nicht zahlen.\nDann können Sie uns einen Vorschlag zur Raten·zahlung unterbreiten.",
    );
    expect(leicht("Haben Sie vergessen, den Antrag zu unterschreiben, schicken wir ihn zurück.")).toBe(
      "Vielleicht haben Sie vergessen, den Antrag zu unterschreiben.\nDann schicken wir ihn zurück.",
    );
    // A request with its infinitive, then "und" + request: no condition.
    expect(leicht("Versuchen Sie, den Betrag zu zahlen, und melden Sie sich bei uns.")).not.toContain(
      "Vielleicht",
    );
    // After the comma a clause of its own, not a zu-infinitive: no condition read into it.
    expect(conditional("Sollten Sie krank sein, was wir hoffen", "rufen Sie an")).toBeUndefined();
  });

  it("reads two verb-first conditions joined by oder as two wenn clauses", () => {
    // Was "Haben Sie Unterhaltspflichten." / "Oder bekommen Sie …, kann sich der Freibetrag erhöhen."
    expect(
      leicht(
        "Haben Sie Unterhaltspflichten oder erhalten Sie Kindergeld oder Sozialleistungen, kann sich der Freibetrag erhöhen.",
      ),
    ).toBe(
      "Vielleicht haben Sie Unterhalts·pflichten.\nOder Sie bekommen Kinder·geld oder Sozial·leistungen.\nDann kann sich der Frei·betrag erhöhen.",
    );
    expect(conditional("Ziehen Sie um oder ändert sich Ihr Einkommen", "müssen Sie uns das mitteilen")).toBe(
      "Wenn Sie umziehen oder wenn sich Ihr Einkommen ändert.",
    );
    // "oder" before a predicative that looks finite ("verletzt") joins no second clause.
    expect(conditional("Sind Sie krank oder verletzt", "rufen Sie uns an")).toBe(
      "Wenn Sie krank oder verletzt sind.",
    );
  });

  it("reads a verb and a bare noun alone as a condition in a letter ('Fehlen Unterlagen, …')", () => {
    expect(conditional("Fehlen Unterlagen", "kann über Ihren Antrag nicht entschieden werden")).toBe(
      "Wenn Unterlagen fehlen.",
    );
    // A pronoun, and any text that is no letter, stay as they were.
    expect(conditional("Fehlt er", "rufen Sie an")).toBeUndefined();
    expect(leicht("Kommt Zeit, kommt Rat.")).toBe("Kommt Zeit, kommt Rat.");
  });

  it("turns a verb-first condition into a wenn clause", () => {
    expect(conditional("Haben Sie Fragen", "rufen Sie uns an")).toBe("Wenn Sie Fragen haben.");
    expect(conditional("Liegt ein Fehler vor", "können Sie Widerspruch einlegen")).toBe(
      "Wenn ein Fehler vorliegt.",
    );
  });

  it("reads an adverb and a phrase before a subject with kein/ein ('Sollte inzwischen beim Versorgungsamt ein Antrag …')", () => {
    // Was left whole.
    expect(
      conditional(
        "Sollte zwischenzeitlich beim Versorgungsamt ein Antrag gestellt worden sein",
        "teilen Sie uns dies bitte mit",
      ),
    ).toBe("Wenn zwischenzeitlich beim Versorgungsamt ein Antrag gestellt worden ist.");
    expect(conditional("Sollte trotzdem ein Fehler auftreten", "rufen Sie uns an")).toBe(
      "Wenn trotzdem ein Fehler auftritt.",
    );
    // A narrative past is no condition.
    expect(conditional("Kam da ein Mann", "sagte er nichts")).toBeUndefined();
  });

  it("reads a time phrase before a subject with kein/ein ('Erfolgt bis zu diesem Datum keine Rückmeldung')", () => {
    expect(conditional("Erfolgt bis zu diesem Datum keine Rückmeldung", "wird der Platz vergeben")).toBe(
      "Wenn bis zu diesem Datum keine Rückmeldung erfolgt.",
    );
    expect(
      conditional("Geht innerhalb dieser Frist keine Äußerung ein", "wird nach Aktenlage entschieden"),
    ).toBe("Wenn innerhalb dieser Frist keine Äußerung eingeht.");
    // Not a narrative past (a time), not a bare noun after the phrase, not without a preposition first.
    expect(conditional("Kam nach drei Tagen ein Bote", "sagte er nichts")).toBeUndefined();
    expect(conditional("Erfolgt bis zu diesem Datum Zahlung", "ist alles gut")).toBeUndefined();
    expect(conditional("Erfolgt deshalb keine Zahlung", "mahnen wir")).toBeUndefined();
  });

  it("drops 'sollte' and gives the infinitive the subject's form", () => {
    expect(conditional("Sollte der Antrag fehlen", "melden wir uns")).toBe("Wenn der Antrag fehlt.");
    expect(
      conditional("Sollten die Unterlagen nicht eingehen", "kann Ihr Antrag nicht bearbeitet werden"),
    ).toBe("Wenn die Unterlagen nicht eingehen.");
  });

  it("reads the subject after an object pronoun ('Sollte Ihnen die Zahlung …')", () => {
    expect(
      conditional("Sollte Ihnen die Zahlung nicht möglich sein", "bieten wir Ihnen eine Ratenzahlung an"),
    ).toBe("Wenn Ihnen die Zahlung nicht möglich ist.");
    expect(conditional("Sollte uns Ihre Zahlung nicht erreichen", "müssen wir mahnen")).toBe(
      "Wenn uns Ihre Zahlung nicht erreicht.",
    );
    expect(conditional("Fehlen Ihnen Unterlagen", "rufen Sie uns an")).toBe("Wenn Ihnen Unterlagen fehlen.");
    // The pronoun is no subject: without one after it, nothing fires.
    expect(conditional("Sollte Ihnen nicht möglich sein", "rufen Sie uns an")).toBeUndefined();
  });

  it("reads a form with its separable particle joined as an adjective, not a verb ('Anerkannte Stellen, …, helfen')", () => {
    // Was "Vielleicht hat Stellen, zum Beispiel von …, anerkannt." / "Dann helfen kostenlos."
    const text =
      "Anerkannte Stellen, zum Beispiel von Verbänden, Städten oder Verbraucherzentralen, helfen kostenlos.";
    expect(leicht(text)).not.toContain("Vielleicht");
    expect(leicht(text)).toContain("Anerkannte Stellen");
    expect(conditional("Anerkannte Stellen", "helfen kostenlos")).toBeUndefined();
    // The verb first with its particle at the end, and an inseparable verb, stay conditions.
    expect(conditional("Erkennt das Amt den Antrag nicht an", "können Sie Widerspruch einlegen")).toBe(
      "Wenn das Amt den Antrag nicht anerkennt.",
    );
    expect(
      leicht("Umfasst der Antrag mehr als zehn Seiten, müssen Sie ein Inhaltsverzeichnis beifügen."),
    ).toBe(
      "Vielleicht umfasst der Antrag mehr als 10 Seiten.\nDann müssen Sie ein Inhalts·verzeichnis beifügen.",
    );
  });

  it("does not fire on questions, requests or when no main clause follows", () => {
    expect(conditional("Bitte rufen Sie an", "wenn Sie Fragen haben")).toBeUndefined();
    expect(conditional("Haben Sie Fragen", "die Antworten stehen unten")).toBeUndefined();
    expect(conditional("Ehre deinen Vater", "lebst du lange")).toBeUndefined();
    expect(conditional("Ehre deinen Vater ! ‘ und ‚ Wer ihn verflucht", "muss sterben")).toBeUndefined();
    expect(leicht("Hat er das gesagt, frage ich mich?")).toBe("Hat er das gesagt, frage ich mich?");
  });

  it("finds the subject after an object pronoun", () => {
    expect(
      conditional(
        "Sollte Ihnen eine persönliche Abholung nicht möglich sein",
        "kann eine Person den Ausweis abholen",
      ),
    ).toBe("Wenn Ihnen eine persönliche Abholung nicht möglich ist.");
    expect(conditional("Ist Ihnen der Termin nicht möglich", "rufen Sie uns bitte an")).toBe(
      "Wenn Ihnen der Termin nicht möglich ist.",
    );
    expect(conditional("Sollte ihn der Brief nicht erreichen", "schicken wir ihn erneut")).toBe(
      "Wenn ihn der Brief nicht erreicht.",
    );
    // No subject after the pronoun: no condition.
    expect(conditional("Gib ihm das Buch", "dann geht er")).toBeUndefined();
    expect(conditional("Sollte Ihnen das nicht", "helfen wir")).toBeUndefined();
  });

  it("makes no 'wenn' clause of two coordinated verb-first clauses in Einfache Sprache", () => {
    expect(hasSecondVerbFirstClause(clauseTokens("Wird der Hund abgegeben oder verstirbt er"))).toBe(true);
    expect(hasSecondVerbFirstClause(clauseTokens("Haben Sie Fragen oder Wünsche"))).toBe(false);
    const text = "Wird der Hund abgegeben oder verstirbt er, ist dies der Stadt mitzuteilen.";
    expect(simplifyText(text, { level: "einfach", explanations: "none" }).simplified_text).not.toContain(
      "stirbt er wird",
    );
    expect(leicht(text)).not.toContain("stirbt er wird");
  });

  it("reads a second clause of a verb and its pronoun after 'oder' as a 'wenn' clause of its own", () => {
    // Was left whole: read as one clause, it gave "wenn der Hund abgegeben oder stirbt er wird".
    expect(
      conditional("Wird der Hund abgegeben oder stirbt er", "ist er innerhalb von 2 Wochen abzumelden"),
    ).toBe("Wenn der Hund abgegeben wird oder wenn er stirbt.");
    expect(conditional("Zieht der Mieter aus oder stirbt er", "endet der Vertrag")).toBe(
      "Wenn der Mieter auszieht oder wenn er stirbt.",
    );
    expect(leicht("Wird der Hund abgegeben oder stirbt er, ist er innerhalb von 2 Wochen abzumelden.")).toBe(
      "Vielleicht gibt man den Hund ab.\nOder er stirbt.\nDann muss man ihn innerhalb von 2 Wochen abmelden.",
    );
    expect(
      leicht("Verliert der Antragsteller seine Arbeit oder erkrankt er, kann er einen neuen Antrag stellen."),
    ).toBe(
      "Vielleicht verliert der Antrag·steller seine Arbeit.\nOder er erkrankt.\nDann kann er einen neuen Antrag stellen.",
    );
    // A second clause we cannot read ("zieht jemand aus") leaves the whole condition.
    expect(
      conditional("Ändert sich Ihr Einkommen oder zieht jemand aus", "müssen Sie uns das mitteilen"),
    ).toBeUndefined();
    expect(
      leicht("Ändert sich Ihr Einkommen oder zieht jemand aus, müssen Sie uns das sofort mitteilen."),
    ).toBe("Ändert sich Ihr Einkommen oder zieht jemand aus, müssen Sie uns das sofort mitteilen.");
  });

  it("gives two short sentences in the pipeline", () => {
    expect(leicht("Sollte der Antrag unvollständig sein, melden wir uns bei Ihnen.")).toBe(
      "Vielleicht ist der Antrag unvollständig.\nDann melden wir uns bei Ihnen.",
    );
    expect(leicht("Hat sich Ihre Adresse geändert, müssen Sie das melden.")).toBe(
      "Vielleicht hat sich Ihre Adresse geändert.\nDann müssen Sie das melden.",
    );
    expect(leicht("Ist die Miete zu hoch, zahlt das Amt nur einen Teil.")).toBe(
      "Vielleicht ist die Miete zu hoch.\nDann zahlt das Amt nur einen Teil.",
    );
  });
});

describe("verbFirstConditional for an unreal condition of the past", () => {
  it("gives the 'wenn' clause under a main clause in Konjunktiv II", () => {
    expect(
      conditional("Hätten Sie die Rechnung pünktlich bezahlt", "wären keine Mahngebühren entstanden"),
    ).toBe("Wenn Sie die Rechnung pünktlich bezahlt hätten.");
    // Was left whole.
    expect(leicht("Hätten Sie die Rechnung pünktlich bezahlt, wären keine Mahngebühren entstanden.")).toBe(
      "Sie haben die Rechnung nicht pünktlich bezahlt.\nSonst wären keine Mahn·gebühren entstanden.",
    );
    expect(leicht("Wäre der Bote früher gekommen, hätte der König ihn empfangen.")).toBe(
      "Der Bote ist nicht früher gekommen.\nSonst hätte der König ihn empfangen.",
    );
  });

  it("takes a full verb's Konjunktiv II in the main clause", () => {
    // Was "Hätten Sie den Bescheid gelesen." / "Wissen Sie von der Frist." (a question and a fact).
    expect(leicht("Hätten Sie den Bescheid gelesen, wüssten Sie von der Frist.")).toBe(
      "Sie haben den Bescheid nicht gelesen.\nSonst würden Sie von der Frist wissen.",
    );
    expect(leicht("Wären Sie früher gekommen, bekämen Sie noch einen Platz.")).toBe(
      "Sie sind nicht früher gekommen.\nSonst würden Sie noch einen Platz bekommen.",
    );
    // A real main clause is no unreal effect.
    expect(conditional("Hätten Sie den Bescheid gelesen", "wissen Sie von der Frist")).toBeUndefined();
  });

  it("leaves a question or a main clause that is no Konjunktiv II alone", () => {
    expect(
      conditional("Hätten Sie die Rechnung bezahlt", "können wir das Verfahren einstellen"),
    ).toBeUndefined();
    expect(leicht("Hätten Sie Zeit, morgen zu kommen?")).toBe("Haben Sie Zeit, morgen zu kommen?");
  });
});
