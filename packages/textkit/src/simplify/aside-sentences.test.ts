import { describe, expect, it } from "vitest";
import { asidesAfterSentence } from "./aside-sentences.ts";
import { simplifyText } from "./pipeline.ts";
import { replaceSpecialCharacters } from "./replace-special-characters.ts";

const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("asidesAfterSentence (Leichte Sprache)", () => {
  it("puts a clause between dashes or in parentheses after its sentence", () => {
    // Was "Ihr Einkommen, das sind Lohn, Rente und Kinder·geld, ist zu hoch."
    expect(asidesAfterSentence("Ihr Einkommen – das sind Lohn, Rente und Kindergeld – ist zu hoch.")).toBe(
      "Ihr Einkommen ist zu hoch. Das sind Lohn, Rente und Kindergeld.",
    );
    // Was "Die Frist beträgt einen Monat." (the parenthesis was dropped with its content).
    expect(
      asidesAfterSentence("Die Frist beträgt einen Monat (sie beginnt mit dem Zugang). Wir prüfen das."),
    ).toBe("Die Frist beträgt einen Monat. Sie beginnt mit dem Zugang. Wir prüfen das.");
    expect(asidesAfterSentence("Wir haben Ihren Antrag (er kam am 3. März bei uns an) geprüft.")).toBe(
      "Wir haben Ihren Antrag geprüft. Ihr Antrag kam am 3. März bei uns an.",
    );
    expect(asidesAfterSentence("Ihre Tochter – sie ist volljährig – hat eine Ausbildung begonnen.")).toBe(
      "Ihre Tochter hat eine Ausbildung begonnen. Ihre Tochter ist volljährig.",
    );
  });

  it("says what a list of nouns in parentheses names in a sentence of its own, with articles", () => {
    // Was "Bitte bringen Sie Ihren Ausweis zum Termin mit." (what counts as an Ausweis was lost).
    expect(
      asidesAfterSentence("Bitte bringen Sie Ihren Ausweis (Personalausweis oder Reisepass) zum Termin mit."),
    ).toBe("Bitte bringen Sie Ihren Ausweis zum Termin mit. Das ist Ihr Personalausweis oder Ihr Reisepass.");
    expect(
      asidesAfterSentence("Die Kosten der Unterkunft (Miete und Heizung) übernimmt das Jobcenter."),
    ).toBe("Die Kosten der Unterkunft übernimmt das Jobcenter. Das sind die Miete und die Heizung.");
    // A form that is singular and plural alike goes with the plural of the others.
    expect(asidesAfterSentence("Für Ihre Angehörigen (Ehepartner, Kinder und Eltern) gilt das auch.")).toBe(
      "Für Ihre Angehörigen gilt das auch. Das sind Ihre Ehepartner, Ihre Kinder und Ihre Eltern.",
    );
  });

  it("takes a noun subject, a whole sentence in parentheses and a genitive in the last item", () => {
    // Was "Bitte kreuzen Sie das Zutreffende an." (the remark was dropped).
    expect(
      asidesAfterSentence("Bitte kreuzen Sie das Zutreffende an (Mehrfachnennungen sind möglich)."),
    ).toBe("Bitte kreuzen Sie das Zutreffende an. Mehrfachnennungen sind möglich.");
    expect(asidesAfterSentence("Die Zahlung erfolgt im Voraus (die Frist beginnt am 1. Mai).")).toBe(
      "Die Zahlung erfolgt im Voraus. Die Frist beginnt am 1. Mai.",
    );
    // Was dropped as a short parenthesis with all its content.
    expect(
      asidesAfterSentence("Bitte füllen Sie das Formular aus. (Bitte beachten Sie die Frist.) Danke."),
    ).toBe("Bitte füllen Sie das Formular aus. Bitte beachten Sie die Frist. Danke.");
    expect(
      asidesAfterSentence(
        "Die Leistungen (Regelbedarf, Mehrbedarf und Kosten der Unterkunft) werden gezahlt.",
      ),
    ).toBe(
      "Die Leistungen werden gezahlt. Das sind der Regelbedarf, der Mehrbedarf und die Kosten der Unterkunft.",
    );
    // A genitive before "und" may hold the next noun too: left as it was.
    const genitive = "Wir übernehmen die Kosten (Kosten der Miete und Heizung) nicht.";
    expect(asidesAfterSentence(genitive)).toBe(genitive);
    // The verb must agree with the noun: "Kosten trägt …" is no subject and verb.
    const object = "Der Antrag ist frei (Kosten trägt der Staat).";
    expect(asidesAfterSentence(object)).toBe(object);
  });

  it("keeps the comma between two clauses whose dashes it stood for; no list after a name", () => {
    expect(
      asidesAfterSentence(
        "Während sich die Funktionen auf die Dinge beziehen - eine Schere soll gut schneiden - beziehen sich die anderen auf die Form.",
      ),
    ).toBe(
      "Während sich die Funktionen auf die Dinge beziehen, beziehen sich die anderen auf die Form. Eine Schere soll gut schneiden.",
    );
    const name = "Zur Gruppe gehörte Jack Cathcart (Piano und Arrangements).";
    expect(asidesAfterSentence(name)).toBe(name);
  });

  it("puts the noun before the aside in place of its pronoun ('sie' read as the polite 'Sie')", () => {
    // Was "Sie wohnen bei Ihnen." (reads as the reader living with the parents).
    expect(asidesAfterSentence("Ihre Eltern (sie wohnen bei Ihnen) müssen auch unterschreiben.")).toBe(
      "Ihre Eltern müssen auch unterschreiben. Ihre Eltern wohnen bei Ihnen.",
    );
    // Was "Sie sind 3 und 5 Jahre alt."
    expect(asidesAfterSentence("Die Kinder – sie sind 3 und 5 Jahre alt – gehen in die Kita.")).toBe(
      "Die Kinder gehen in die Kita. Die Kinder sind 3 und 5 Jahre alt.",
    );
    expect(asidesAfterSentence("Wir prüfen den Antrag (er ist vollständig) bis Mai.")).toBe(
      "Wir prüfen den Antrag bis Mai. Der Antrag ist vollständig.",
    );
    // "es" may be no pronoun: "Das Formular fehlt noch die Unterschrift." would be wrong.
    expect(asidesAfterSentence("Das Formular (es fehlt noch die Unterschrift) ist unvollständig.")).toBe(
      "Das Formular ist unvollständig. Es fehlt noch die Unterschrift.",
    );
    // No sure noun for a plural "sie" (a genitive, names, no determiner, a list): "Die …", never
    // the polite "Sie". Was dropped later as a short parenthesis ("Viele Menschen bekommen Hilfe.").
    for (const [text, expected] of [
      [
        "Die Eltern der Kinder (sie sind 3 und 5 Jahre alt) zahlen nichts.",
        "Die Eltern der Kinder zahlen nichts. Die sind 3 und 5 Jahre alt.",
      ],
      [
        "Frau Müller und Herr Schmidt (sie wohnen in Köln) kommen auch.",
        "Frau Müller und Herr Schmidt kommen auch. Die wohnen in Köln.",
      ],
      [
        "Wir schreiben an Eltern (sie sind oft berufstätig) und Lehrer.",
        "Wir schreiben an Eltern und Lehrer. Diese Eltern sind oft berufstätig.",
      ],
      [
        "Die Kinder und ihre Eltern (sie wohnen in Köln) kommen auch.",
        "Die Kinder und ihre Eltern kommen auch. Die wohnen in Köln.",
      ],
    ] as const)
      expect(asidesAfterSentence(text)).toBe(expected);
    // An article names a kind: a definition of the noun even with Grund, Unfall, Recht (third review).
    expect(leicht("Die Ursache (das ist der Grund für die Krankheit) ist noch unklar.")).toContain(
      "Die Ursache ist der Grund für die Krankheit.",
    );
    expect(leicht("Viele Menschen (sie haben wenig Geld) bekommen Hilfe.")).toBe(
      "Viele Menschen bekommen Hilfe.\nDiese Menschen haben wenig Geld.",
    );
    expect(leicht("Ihr Sohn und Ihre Tochter (sie sind beide noch minderjährig) bekommen Unterhalt.")).toBe(
      "Ihr Sohn und Ihre Tochter bekommen Unterhalt.\nDie sind beide noch minderjährig.",
    );
    expect(leicht("Herr und Frau Schmidt (sie wohnen im ersten Stock) haben sich beschwert.")).toBe(
      "Herr und Frau Schmidt haben sich beschwert.\nDie wohnen im ersten Stock.",
    );
    // "beiden" and a cardinal stand between determiner and noun like an adjective.
    expect(asidesAfterSentence("Ihre beiden Kinder (sie leben bei Ihnen) bekommen Kindergeld.")).toBe(
      "Ihre beiden Kinder bekommen Kindergeld. Ihre beiden Kinder leben bei Ihnen.",
    );
    expect(asidesAfterSentence("Ihre zwei Kinder (sie gehen zur Schule) bekommen Geld.")).toBe(
      "Ihre zwei Kinder bekommen Geld. Ihre zwei Kinder gehen zur Schule.",
    );
    // "sie" with a singular verb is no polite "Sie": kept when the noun before is not its own.
    expect(asidesAfterSentence("Die Frist beträgt einen Monat (sie beginnt mit dem Zugang).")).toBe(
      "Die Frist beträgt einen Monat. Sie beginnt mit dem Zugang.",
    );
    // An indefinite noun is no known thing: "Eine Tochter ist 3 Jahre alt." would be wrong.
    expect(asidesAfterSentence("Sie haben eine Tochter (sie ist 3 Jahre alt) und einen Sohn.")).toBe(
      "Sie haben eine Tochter und einen Sohn. Sie ist 3 Jahre alt.",
    );
  });

  it("makes the noun the subject of 'das ist …' inside the sentence", () => {
    // Was "Das ist Ihr Einkommen im Alter." after "Man erhöht die Rente." ("Das" = the raise).
    expect(asidesAfterSentence("Die Rente (das ist Ihr Einkommen im Alter) wird erhöht.")).toBe(
      "Die Rente wird erhöht. Die Rente ist Ihr Einkommen im Alter.",
    );
    expect(asidesAfterSentence("Die Kosten (das sind die Miete und die Heizung) zahlt das Amt.")).toBe(
      "Die Kosten zahlt das Amt. Die Kosten sind die Miete und die Heizung.",
    );
    // At the end "das" may mean the whole clause; "sind" after a singular noun: "Das …" stays.
    expect(asidesAfterSentence("Sie zahlen die Miete (das ist Ihre Pflicht).")).toBe(
      "Sie zahlen die Miete. Das ist Ihre Pflicht.",
    );
    expect(asidesAfterSentence("Ihr Einkommen – das sind Lohn, Rente und Kindergeld – ist zu hoch.")).toBe(
      "Ihr Einkommen ist zu hoch. Das sind Lohn, Rente und Kindergeld.",
    );
    expect(asidesAfterSentence("Das Elterngeld (das ist Geld vom Staat) bekommen Sie auf Antrag.")).toBe(
      "Das Elterngeld bekommen Sie auf Antrag. Das Elterngeld ist Geld vom Staat.",
    );
    // A judgement or a duty speaks of the act, not of the noun: was "Der Umzug ist Gesetz."
    for (const [aside, note] of [
      ["das ist Gesetz", "Das ist Gesetz."],
      ["das ist kein Problem", "Das ist kein Problem."],
      ["das ist Ihre Pflicht", "Das ist Ihre Pflicht."],
      ["das ist Ihre Meldepflicht", "Das ist Ihre Meldepflicht."],
      ["das ist Vorschrift", "Das ist Vorschrift."],
      ["das ist wichtig", "Das ist wichtig."],
    ] as const)
      expect(asidesAfterSentence(`Bitte melden Sie den Umzug (${aside}) innerhalb von zwei Wochen.`)).toBe(
        `Bitte melden Sie den Umzug innerhalb von zwei Wochen. ${note}`,
      );
  });

  it("gives the nouns of a list the host noun's possessive", () => {
    // Was "Das ist der Sohn oder die Tochter."
    expect(asidesAfterSentence("Ihr Kind (Sohn oder Tochter) muss zur Schule gehen.")).toBe(
      "Ihr Kind muss zur Schule gehen. Das ist Ihr Sohn oder Ihre Tochter.",
    );
    expect(asidesAfterSentence("Euer Kind (Sohn oder Tochter) muss zur Schule gehen.")).toBe(
      "Euer Kind muss zur Schule gehen. Das ist Euer Sohn oder Eure Tochter.",
    );
    expect(asidesAfterSentence("Ihr Einkommen (Lohn, Rente und Kindergeld) ist zu hoch.")).toBe(
      "Ihr Einkommen ist zu hoch. Das sind Ihr Lohn, Ihre Rente und Ihr Kindergeld.",
    );
  });

  it("drops a cross-reference at the end of a sentence as before", () => {
    // A short name the text does not use again is dropped too (was "…, kurz AufenthG.").
    expect(
      replaceSpecialCharacters("Das regelt das Aufenthaltsgesetz (kurz AufenthG).", { leicht: true }),
    ).toBe("Das regelt das Aufenthaltsgesetz.");
    // Not a remark that only starts with "kurz" (second review: the time was lost).
    expect(
      replaceSpecialCharacters("Bitte rufen Sie uns an (kurz vor Ihrem Termin).", { leicht: true }),
    ).toBe("Bitte rufen Sie uns an, kurz vor Ihrem Termin.");
    // Was "Die Kosten sind hoch, siehe unten."
    expect(replaceSpecialCharacters("Die Kosten sind hoch (siehe unten).", { leicht: true })).toBe(
      "Die Kosten sind hoch.",
    );
    expect(replaceSpecialCharacters("Die Kosten sind hoch (vgl. oben).", { leicht: true })).toBe(
      "Die Kosten sind hoch.",
    );
  });

  it("keeps a remark of two or more words at the end of a sentence after a comma", () => {
    // Was "Die Beratung ist kostenlos." (for whom was lost).
    expect(
      replaceSpecialCharacters("Die Beratung ist kostenlos (auch für Menschen ohne Versicherung).", {
        leicht: true,
      }),
    ).toBe("Die Beratung ist kostenlos, auch für Menschen ohne Versicherung.");
    // Inside the sentence, one word, or a capitalised word (a name, a short name): dropped as before.
    expect(replaceSpecialCharacters("Er ging (wie immer) nach Hause.", { leicht: true })).toBe(
      "Er ging nach Hause.",
    );
    expect(replaceSpecialCharacters("Wählen Sie C (Sonstiges).", { leicht: true })).toBe("Wählen Sie C.");
    expect(
      replaceSpecialCharacters("Es gelten die Empfehlungen der Impfkommission (STIKO).", { leicht: true }),
    ).toBe("Es gelten die Empfehlungen der Impfkommission.");
  });

  it("leaves verbless remarks, 'das heißt', a person's roles and lines without a sentence end", () => {
    for (const text of [
      "Und sie begann, zurückzukehren - sie und ihre Schwiegertöchter - aus dem Gebiet von Moab.",
      "Da verließ ein Mann Betlehem, um sich in Moab niederzulassen - er, seine Frau und seine Söhne.",
      "Sie müssen die Miete – das heißt die Kaltmiete – bis zum 3. des Monats zahlen.",
      "Frau Müller (Mutter und Betreuerin) hat den Antrag gestellt.",
      "Die Miete (ohne Heizung) beträgt 400 Euro.",
      "Er ging (wie immer) nach Hause.",
      "Antrag auf Leistungen (Miete und Heizung)",
      "Bitte senden Sie uns die Unterlagen (Original oder Kopien) zurück.",
      "Ihr Antrag auf Wohngeld – eingegangen am 12.01.2026 – wurde geprüft.",
    ])
      expect(asidesAfterSentence(text)).toBe(text);
  });

  it("runs in Leichte Sprache only, before the short parentheses are dropped", () => {
    const text = "Bitte bringen Sie Ihren Ausweis (Personalausweis oder Reisepass) zum Termin mit.";
    expect(replaceSpecialCharacters(text, { leicht: false })).toBe(text);
    expect(replaceSpecialCharacters("Die Miete (ohne Heizung) beträgt 400 Euro.", { leicht: true })).toBe(
      "Die Miete beträgt 400 Euro.",
    );
  });

  it("gives short sentences in the whole pipeline", () => {
    expect(leicht("Ihr Einkommen – das sind Lohn, Rente und Kindergeld – ist zu hoch.")).toBe(
      "Ihr Einkommen ist zu hoch.\nDas sind Lohn, Rente und Kinder·geld.",
    );
    expect(leicht("Bitte bringen Sie Ihren Ausweis (Personalausweis oder Reisepass) zum Termin mit.")).toBe(
      "Bitte bringen Sie Ihren Ausweis zum Termin mit.\nDas ist Ihr Personal·ausweis oder Ihr Reisepass.",
    );
    expect(leicht("Die Kosten der Unterkunft (Miete und Heizung) übernimmt das Jobcenter.")).toBe(
      "Die Kosten von der Unterkunft übernimmt das Jobcenter.\nDas sind die Miete und die Heizung.",
    );
  });
});
