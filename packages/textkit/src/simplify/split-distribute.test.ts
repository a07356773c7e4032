import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { distributeConjuncts } from "./split-distribute.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

const distribute = (sentence: string): string[] | undefined =>
  distributeConjuncts(clauseTokens(sentence, false), ".", false)?.map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("one sentence per coordinated phrase", () => {
  it("repeats subject and verb for each object of a long clause", () => {
    expect(
      split(
        "Und Salomo brachte die Weihegeschenke seines Vaters David und das Silber und das Gold und alle Geräte.",
      ),
    ).toEqual([
      "Und Salomo brachte die Weihegeschenke seines Vaters David.",
      "Und Salomo brachte das Silber.",
      "Und Salomo brachte das Gold.",
      "Und Salomo brachte alle Geräte.",
    ]);
  });

  it("repeats a dative preposition for noun phrases that can only be dative", () => {
    expect(distribute("Dann ging Jesus mit den Eltern des Kindes und den 3 Jüngern in das Zimmer.")).toEqual([
      "Dann ging Jesus mit den Eltern des Kindes in das Zimmer.",
      "Dann ging Jesus mit den 3 Jüngern in das Zimmer.",
    ]);
    expect(
      distribute(
        "Wir haben mit Ihrem Vermieter und dem Jobcenter über die Übernahme der Mietschulden gesprochen.",
      ),
    ).toEqual([
      "Wir haben mit Ihrem Vermieter über die Übernahme der Mietschulden gesprochen.",
      "Wir haben mit dem Jobcenter über die Übernahme der Mietschulden gesprochen.",
    ]);
  });

  it("does not share the preposition when a dative before it may take the phrase", () => {
    // "der Frau" may be a second dative object beside "dem Mann".
    expect(distribute("Er gab dem Mann mit dem Hut und der Frau mit dem Kind am Abend ein Stück Brot.")).toBe(
      undefined,
    );
    // "die Kinder" may be nominative or accusative: no shared "mit".
    expect(distribute("Sie fuhr mit dem Auto ihres Bruders und die Kinder gingen zu Fuß in die Stadt.")).toBe(
      undefined,
    );
    expect(distribute("Wir sprechen mit Ihnen und Ihrem Arbeitgeber über die Übernahme der Kosten.")).toBe(
      undefined,
    );
  });

  it("reads 'all' before a second determiner as part of the noun phrase", () => {
    expect(
      split("Und sie brachten die Lade hinauf und das Zelt der Begegnung und all diese heiligen Geräte."),
    ).toEqual([
      "Und sie brachten die Lade hinauf.",
      "Und sie brachten das Zelt der Begegnung hinauf.",
      "Und sie brachten all diese heiligen Geräte hinauf.",
    ]);
    expect(
      distribute(
        "Gott erschuf die großen Meereslebewesen und all die verschiedenen Lebewesen und all die Vögel.",
      ),
    ).toEqual([
      "Gott erschuf die großen Meereslebewesen.",
      "Gott erschuf all die verschiedenen Lebewesen.",
      "Gott erschuf all die Vögel.",
    ]);
    // "all" + a dative determiner does not join a conjunct in the accusative.
    expect(
      distribute("Gott gab die großen Meereslebewesen und all den verschiedenen Lebewesen den Atem."),
    ).toBe(undefined);
  });

  it("keeps the verb's particle or infinitive with every phrase", () => {
    expect(
      split("Und sie brachten die Lade hinauf und das Zelt der Begegnung und alle heiligen Geräte."),
    ).toEqual([
      "Und sie brachten die Lade hinauf.",
      "Und sie brachten das Zelt der Begegnung hinauf.",
      "Und sie brachten alle heiligen Geräte hinauf.",
    ]);
    expect(split("Und ich werde den Wagen aus Efraim zerbrechen und das Pferd aus Jerusalem.")).toEqual([
      "Und ich werde den Wagen aus Efraim zerbrechen.",
      "Und ich werde das Pferd aus Jerusalem zerbrechen.",
    ]);
  });

  it("splits prepositional phrases joined by und or by commas and a final und", () => {
    expect(
      split("Der Frieden wird nicht enden auf dem Thron Davids und in seinem großen Königreich."),
    ).toEqual([
      "Der Frieden wird nicht enden auf dem Thron Davids.",
      "Der Frieden wird nicht enden in seinem großen Königreich.",
    ]);
    expect(
      split("Herrscht über die Fische des Meeres, über die Vögel des Himmels und über alle Reptilien", "!"),
    ).toEqual([
      "Herrscht über die Fische des Meeres!",
      "Herrscht über die Vögel des Himmels!",
      "Herrscht über alle Reptilien!",
    ]);
  });

  it("repeats adverbials that follow the last phrase, such as a negation, with every phrase", () => {
    expect(
      distribute("Ich habe deine große Liebe und deine Treue vor der großen Gemeinde nicht verschwiegen."),
    ).toEqual([
      "Ich habe deine große Liebe vor der großen Gemeinde nicht verschwiegen.",
      "Ich habe deine Treue vor der großen Gemeinde nicht verschwiegen.",
    ]);
    expect(
      distribute("Sie sollen es streichen auf die beiden Türpfosten und auf den Türsturz an den Häusern."),
    ).toEqual([
      "Sie sollen es streichen auf die beiden Türpfosten an den Häusern.",
      "Sie sollen es streichen auf den Türsturz an den Häusern.",
    ]);
    // a phrase after the last one belongs to all of them
    expect(
      distribute(
        "Sie erhalten das Geld für den Monat Januar und für den Monat Februar auf Ihr Konto bei der Bank.",
      ),
    ).toEqual([
      "Sie erhalten das Geld für den Monat Januar auf Ihr Konto bei der Bank.",
      "Sie erhalten das Geld für den Monat Februar auf Ihr Konto bei der Bank.",
    ]);
  });

  it("reads a genitive after a noun and a participle phrase inside a noun phrase as part of it", () => {
    expect(distribute("Du hast deinen Vater und deine Mutter und das Land deiner Geburt verlassen.")).toEqual(
      [
        "Du hast deinen Vater verlassen.",
        "Du hast deine Mutter verlassen.",
        "Du hast das Land deiner Geburt verlassen.",
      ],
    );
    expect(
      distribute("Wir schützen die Fische in diesem See und alle im Wasser lebenden Tiere in unserem Land."),
    ).toEqual([
      "Wir schützen die Fische in diesem See.",
      "Wir schützen alle im Wasser lebenden Tiere in unserem Land.",
    ]);
  });

  it("leaves short clauses, shared adverbs, subjects and phrases of different kinds", () => {
    for (const sentence of [
      // 12 words or fewer
      "Aus diesem Grund wird ein Mann seinen Vater und seine Mutter verlassen.",
      // the last phrase is followed by a finite verb, not by adverbials and the verbs at the end
      "Wir haben den Antrag und die Unterlagen von Ihrer Mutter heute bekommen und geprüft.",
      // the coordinated phrase is the subject
      "Und König Salomo und die ganze Gemeinde Israels standen lange vor der heiligen Lade.",
      // a verb that relates its objects, and "zwischen"
      "Und Gott trennte an diesem Tag das helle Licht und die dunkle Finsternis voneinander.",
      "Gott machte eine Grenze zwischen dem Wasser oben und dem Wasser unten am Himmel.",
      // two noun phrases in a row on the right: no single phrase
      "Am Abend gab der alte Mann dem Sohn das Brot und der Tochter den Wein.",
      // noun phrase inside a prepositional phrase
      "Aber die Gnade des Herrn war überreich vorhanden mit Glaube und Liebe in Christus.",
    ])
      expect(distribute(sentence)).toBeUndefined();
  });

  it("leaves 'und der …' after a genitive after a noun: second genitive or dative, that is open", () => {
    expect(
      distribute(
        "Die Höhe des Beitrags richtet sich nach dem Einkommen der Eltern und der gebuchten Betreuungszeit.",
      ),
    ).toBeUndefined();
    expect(
      distribute("Die Gebühr richtet sich bei uns nach der Größe der Wohnung und der Zahl der Personen."),
    ).toBeUndefined();
    // Still split: objects without a genitive in between.
    expect(
      distribute("Wir senden Ihnen mit diesem Brief heute den Bescheid und die Rechnung für das Jahr."),
    ).toHaveLength(2);
  });

  it("leaves a phrase of another preposition after a phrase with one attached: it may join the inner one", () => {
    expect(
      distribute(
        "Wir haben Ihren Antrag auf Grundsicherung im Alter und bei Erwerbsminderung nach dem Vierten Kapitel erhalten.",
      ),
    ).toBeUndefined();
    expect(
      distribute("Sie sollen über die Fische des Meeres im Westen und über die Vögel des Himmels herrschen."),
    ).toHaveLength(2);
  });

  it("leaves a phrase the last noun takes as its attribute with that noun ('den Nachweis über …')", () => {
    expect(
      distribute(
        "Zur Anmeldung bringen Sie bitte die Geburtsurkunde Ihres Kindes und den Nachweis über die Masernimpfung mit",
      ),
    ).toEqual([
      "Zur Anmeldung bringen Sie bitte die Geburtsurkunde Ihres Kindes mit.",
      "Zur Anmeldung bringen Sie bitte den Nachweis über die Masernimpfung mit.",
    ]);
    expect(
      distribute(
        "Für den Antrag brauchen wir die Meldebescheinigung Ihres Sohnes und den Bescheid über das Wohngeld",
      ),
    ).toEqual([
      "Für den Antrag brauchen wir die Meldebescheinigung Ihres Sohnes.",
      "Für den Antrag brauchen wir den Bescheid über das Wohngeld.",
    ]);
    // A phrase no noun takes is still shared by all of them.
    expect(
      distribute("Ich habe deine Liebe und deine Treue vor der ganzen großen Gemeinde nicht verschwiegen"),
    ).toEqual([
      "Ich habe deine Liebe vor der ganzen großen Gemeinde nicht verschwiegen.",
      "Ich habe deine Treue vor der ganzen großen Gemeinde nicht verschwiegen.",
    ]);
  });

  it("gives each amount with its phrase a sentence of its own ('beträgt 37 Euro für … und 22,80 Euro für …')", () => {
    expect(
      distribute(
        "Die Gebühr beträgt 37 Euro für Personen ab 24 Jahren und 22,80 Euro für Personen unter 24 Jahren",
      ),
    ).toEqual([
      "Die Gebühr beträgt 37 Euro für Personen ab 24 Jahren.",
      "Die Gebühr beträgt 22,80 Euro für Personen unter 24 Jahren.",
    ]);
    expect(
      distribute(
        "Der Eintritt kostet für Erwachsene über 18 Jahre 10 Euro und für Kinder und Jugendliche 5 Euro",
      ),
    ).toEqual([
      "Der Eintritt kostet für Erwachsene über 18 Jahre 10 Euro.",
      "Der Eintritt kostet für Kinder und Jugendliche 5 Euro.",
    ]);
    for (const sentence of [
      // A period at the end may hold for both amounts.
      "Der Ausweis kostet 10 Euro für Erwachsene und 5 Euro für Kinder und Jugendliche pro Jahr",
      // The second amount has no phrase of its own; one amount only.
      "Die Gebühr beträgt 37 Euro für die Ausstellung des Ausweises und 10 Euro",
      "Der Beitrag beträgt 20 Euro im Monat für Mitglieder und Gäste aus anderen Städten und Gemeinden",
    ])
      expect(distribute(sentence)).toBeUndefined();
  });

  it("leaves two amounts whole when a period or another phrase after the second may hold for both", () => {
    // Split, "pro Kalenderjahr" would hold for the children only.
    for (const period of [
      "pro Kalenderjahr",
      "je Ausleihe",
      "pro Besuch",
      "im Monat",
      "in der Woche",
      "am Tag",
      "für jeden angefangenen Monat",
      "monatlich",
      "jährlich",
      "jeweils",
    ])
      expect(
        distribute(`Die Gebühr beträgt 10 Euro für Erwachsene und 5 Euro für Kinder ${period}`),
      ).toBeUndefined();
    // "im Hallenbad" after the last pair may hold for both; the first pair has no phrase for it.
    expect(
      distribute("Die Gebühr beträgt 10 Euro für Erwachsene und 5 Euro für Kinder im städtischen Hallenbad"),
    ).toBeUndefined();
    // A period inside one pair only: the other amount may be for the same period or not.
    expect(
      distribute("Die Gebühr beträgt 10 Euro pro Tag für Erwachsene und 5 Euro für Kinder unter 14 Jahren"),
    ).toBeUndefined();
  });

  it("splits two amounts that each name the same period, or a genitive in one pair only", () => {
    expect(
      distribute(
        "Die Gebühr beträgt 10 Euro pro Tag für Erwachsene ab 14 Jahren und 5 Euro pro Tag für Kinder unter 14 Jahren",
      ),
    ).toEqual([
      "Die Gebühr beträgt 10 Euro pro Tag für Erwachsene ab 14 Jahren.",
      "Die Gebühr beträgt 5 Euro pro Tag für Kinder unter 14 Jahren.",
    ]);
    expect(
      distribute(
        "Der Zuschlag beträgt 10 Euro für Gäste aus dem Umland und 5 Euro für Mitglieder des Vereins",
      ),
    ).toEqual([
      "Der Zuschlag beträgt 10 Euro für Gäste aus dem Umland.",
      "Der Zuschlag beträgt 5 Euro für Mitglieder des Vereins.",
    ]);
    // Clauses of up to twelve words stay whole, as for every distribution.
    expect(distribute("Der Eintritt kostet für Erwachsene 8 Euro und für Kinder 4 Euro")).toBeUndefined();
    expect(
      distribute("Der Eintritt in das städtische Museum kostet für Erwachsene 8 Euro und für Kinder 4 Euro"),
    ).toEqual([
      "Der Eintritt in das städtische Museum kostet für Erwachsene 8 Euro.",
      "Der Eintritt in das städtische Museum kostet für Kinder 4 Euro.",
    ]);
  });
});
