import { describe, expect, it } from "vitest";
import { zipfFrequency } from "../lexicon/frequency/zipf-frequency.ts";
import { auxiliaryOf } from "../lexicon/morphology/auxiliary.ts";
import { nounGender } from "../lexicon/morphology/noun-helpers.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import { loadGlossary } from "./glossary.ts";
import {
  ADJECTIVE_PAIRS,
  DECLINED_ADJECTIVE_PAIRS,
  EASY_NOUN_ENTRIES,
  MORE_PLAIN_WORDS,
  NOUN_PAIRS,
  PLURAL_NOUN_PAIRS,
  SEPARABLE_VERB_PAIRS,
  VERB_PAIRS,
} from "./hard-to-easy-words.ts";
import {
  adjectiveReplacementFor,
  nounReplacementFor,
  PLAIN_SYNONYMS,
  replaceSynonyms,
} from "./replace-synonyms.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const synonyms = (sentence: string) => render(replaceSynonyms(clauseTokens(sentence)).tokens);

/** Glossary terms of the office and everyday files (not the general Klexikon entries). */
function officeGlossaryTerms(): Set<string> {
  const terms = new Set<string>();
  for (const [form, entry] of loadGlossary()) {
    if ((entry as { domain?: string }).domain !== "allgemein") terms.add(form);
  }
  return terms;
}

describe("hard-to-easy word lists", () => {
  it("pairs nouns of the same gender that the lexicon knows", () => {
    for (const [hard, easy] of NOUN_PAIRS) {
      expect(nounGender(hard), hard).toBeDefined();
      const gender = EASY_NOUN_ENTRIES.get(easy)?.gender ?? nounGender(easy);
      expect(gender, `${hard} -> ${easy}`).toBe(nounGender(hard));
      expect(nounReplacementFor(hard), hard).toBe(easy);
    }
  });

  it("pairs plural nouns the lexicon knows in the plural", () => {
    for (const [hard, easy] of PLURAL_NOUN_PAIRS) {
      expect(nounGender(hard), hard).toBeDefined();
      expect(nounGender(easy), easy).toBeDefined();
      expect(nounReplacementFor(hard), `singular ${hard} stays`).toBeUndefined();
    }
  });

  it("replaces every listed adjective in a declined form", () => {
    for (const [hard, easy] of [...ADJECTIVE_PAIRS, ...DECLINED_ADJECTIVE_PAIRS]) {
      expect(adjectiveReplacementFor(`${hard}en`), hard).toBe(`${easy}en`);
    }
  });

  it("pairs verbs with easy verbs that are not separable", () => {
    for (const [, easy] of VERB_PAIRS) {
      expect(finiteFormOf(easy, "praesens", 3, "singular"), easy).not.toContain(" ");
      expect(auxiliaryOf(easy), easy).toBeDefined();
    }
  });

  it("never replaces a term the office glossary explains", () => {
    const terms = officeGlossaryTerms();
    const hardWords = [
      ...NOUN_PAIRS.map(([hard]) => hard),
      ...PLURAL_NOUN_PAIRS.map(([hard]) => hard),
      ...ADJECTIVE_PAIRS.map(([hard]) => hard),
      ...DECLINED_ADJECTIVE_PAIRS.map(([hard]) => hard),
      ...VERB_PAIRS.map(([hard]) => hard),
      ...SEPARABLE_VERB_PAIRS.map(([hard]) => hard),
      ...MORE_PLAIN_WORDS.keys(),
    ];
    // The office list already replaces "fristgerecht" itself; its declined forms follow. A term
    // whose own entry names its easy partner as the same thing may go: "Eine Voraussetzung ist
    // eine Bedingung", "Rehabilitation, kurz Reha".
    const glossary = loadGlossary();
    const sameThing = (word: string) =>
      NOUN_PAIRS.some(([hard, easy]) => hard === word && glossary.get(hard)?.synonyms.includes(easy));
    expect(
      hardWords.filter((word) => terms.has(word) && !PLAIN_SYNONYMS.has(word) && !sameThing(word)),
    ).toEqual([]);
  });

  it("never brings in a word the glossary would explain instead", () => {
    // The pipeline explains terms up to Zipf 4.5; an easy word above that is not explained.
    const glossary = loadGlossary();
    const easyWords = [
      ...NOUN_PAIRS,
      ...PLURAL_NOUN_PAIRS,
      ...ADJECTIVE_PAIRS,
      ...DECLINED_ADJECTIVE_PAIRS,
      ...VERB_PAIRS,
      ...SEPARABLE_VERB_PAIRS,
    ];
    // "Reha" brings in the explanation of "Rehabilitation", the word it replaces: that stays.
    const explained = easyWords.filter(([hard, easy]) => {
      const entry = glossary.get(easy);
      return entry !== undefined && entry.term !== hard && zipfFrequency(entry.term) <= 4.5;
    });
    expect(explained).toEqual([]);
  });
});

describe("replaceSynonyms: 'fristgerecht' with a contract's end", () => {
  it("keeps it there (the notice period), replaces it elsewhere", () => {
    // Was "Das Mietverhältnis endet pünktlich am 31. August."
    expect(synonyms("Das Mietverhältnis endet fristgerecht am 31. August.")).toBe(
      "Das Mietverhältnis endet fristgerecht am 31. August.",
    );
    expect(synonyms("Wir kündigen den Vertrag fristgerecht.")).toBe("Wir kündigen den Vertrag fristgerecht.");
    expect(synonyms("Bitte zahlen Sie den Betrag fristgerecht.")).toBe(
      "Bitte zahlen Sie den Betrag pünktlich.",
    );
  });
});

describe("replaceSynonyms with the new lists", () => {
  it("replaces nouns in the same case and number, articles and adjectives unchanged", () => {
    expect(synonyms("Er führt mich auf richtigen Pfaden.")).toBe("Er führt mich auf richtigen Wegen.");
    expect(synonyms("Die Finsternis dauerte bis zur neunten Stunde.")).toBe(
      "Die Dunkelheit dauerte bis zur neunten Stunde.",
    );
    expect(synonyms("Das ist der Wille des Missetäters.")).toBe("Das ist der Wille des Verbrechers.");
    expect(synonyms("Er gab es den Knechten.")).toBe("Er gab es den Dienern.");
    // Human Leichte-Sprache Bibles keep "Jünger" (26 times in the dev references, "Schüler" 7).
    expect(synonyms("Er sprach zu seinen Jüngern.")).toBe("Er sprach zu seinen Jüngern.");
    expect(synonyms("Hab Erbarmen mit mir!")).toBe("Hab Mitleid mit mir.");
    expect(synonyms("Bitte regeln Sie diese Angelegenheit schnell.")).toBe(
      "Bitte regeln Sie diese Sache schnell.",
    );
  });

  it("leaves nouns that are ambiguous, compounds not in the list and names", () => {
    // "Gebrechen" sg/pl both give "Leiden", but "Zwiste" (dat sg / pl) has no single easy form.
    expect(synonyms("Sie haben viele Gebrechen.")).toBe("Sie haben viele Leiden.");
    expect(synonyms("Es gab Zwiste im Dorf.")).toBe("Es gab Zwiste im Dorf.");
    expect(synonyms("Die Sonnenfinsternis war lang.")).toBe("Die Sonnenfinsternis war lang.");
    expect(synonyms("Jünger als er war niemand.")).toBe("Jünger als er war niemand.");
    expect(synonyms("Der Erhalt des Briefes ist wichtig.")).toBe("Der Erhalt des Briefes ist wichtig.");
    expect(synonyms("Wir treffen Frau Knecht.")).toBe("Wir treffen Frau Knecht.");
  });

  it("replaces adjectives with the same ending", () => {
    expect(synonyms("Wir brauchen die erforderlichen Unterlagen.")).toBe(
      "Wir brauchen die nötigen Unterlagen.",
    );
    expect(synonyms("Unter heftigen Krämpfen fuhr der Geist aus.")).toBe(
      "Unter starken Krämpfen fuhr der Geist aus.",
    );
    expect(synonyms("Sonstige Einkünfte müssen Sie angeben.")).toBe("Andere Einkünfte müssen Sie angeben.");
    expect(synonyms("Er ist zornig.")).toBe("Er ist wütend.");
    expect(synonyms("Er sagt, dass der Herr gütig ist.")).toBe("Er sagt, dass der Herr freundlich ist.");
  });

  it("leaves adjective forms that may be comparatives or adverbs", () => {
    // "heftiger" may be the comparative ("stärker"), "anderweitig" an adverb.
    expect(synonyms("Der Wind wurde heftiger.")).toBe("Der Wind wurde heftiger.");
    expect(synonyms("Sie sind anderweitig versichert.")).toBe("Sie sind anderweitig versichert.");
    expect(synonyms("Das ist die anderweitige Versicherung.")).toBe("Das ist die andere Versicherung.");
  });

  it("replaces verbs in the same form, participles only with the same auxiliary", () => {
    expect(synonyms("Er vernichtete die Stadt.")).toBe("Er zerstörte die Stadt.");
    expect(synonyms("Sie haben Gott gepriesen.")).toBe("Sie haben Gott gelobt.");
    expect(synonyms("Er versäumte die Frist.")).toBe("Er verpasste die Frist.");
    // "versäumt" is also the present tense: a participle only with an auxiliary in its segment.
    expect(synonyms("Wir haben die Frist versäumt.")).toBe("Wir haben die Frist verpasst.");
    expect(synonyms("Die Leistung wird Ihnen erteilt.")).toBe("Die Leistung wird Ihnen gegeben.");
    // Present tense and participle give the same easy form ("verpasst"), so either reading is right.
    expect(synonyms("Wir haben geprüft, ob er die Frist versäumt.")).toBe(
      "Wir haben geprüft, ob er die Frist verpasst.",
    );
    expect(synonyms("Er hat mehr Geld als er benötigt.")).toBe("Er hat mehr Geld als er benötigt.");
    expect(synonyms("Sein Sohn benötigt Hilfe.")).toBe("Sein Sohn benötigt Hilfe.");
    expect(synonyms("Sie verweilen dort.")).toBe("Sie bleiben dort.");
    // A particle at the end may belong to the verb ("ausharren"): the verb stays.
    expect(synonyms("Die Truppen harrten in ihren Quartieren aus.")).toBe(
      "Die Truppen harrten in ihren Quartieren aus.",
    );
    // "hat verweilt" cannot become "hat geblieben".
    expect(synonyms("Er hat dort verweilt.")).toBe("Er hat dort verweilt.");
    // Separable easy verbs: the participle only ("festgenommen"), never "Sie nehmen ihn fest".
    expect(synonyms("Er wurde gestern verhaftet.")).toBe("Er wurde gestern festgenommen.");
    expect(synonyms("Sie verhaften ihn.")).toBe("Sie verhaften ihn.");
    expect(synonyms("Die Polizei verhaftet ihn.")).toBe("Die Polizei verhaftet ihn.");
  });

  it("keeps participles used as adjectives of their own", () => {
    expect(synonyms("Die 1900 erbaute Kirche ist alt.")).toBe("Die 1900 erbaute Kirche ist alt.");
    expect(synonyms("Er erbaute die Kirche.")).toBe("Er baute die Kirche.");
    expect(synonyms("Der aus Stein erbaute alte Palast steht.")).toBe(
      "Der aus Stein erbaute alte Palast steht.",
    );
    expect(synonyms("Die verwendete Methode ist gut.")).toBe("Die benutzte Methode ist gut.");
    expect(synonyms("Das Haus ist bis heute gut erhalten.")).toBe("Das Haus ist bis heute gut erhalten.");
    expect(synonyms("Sie haben den Brief erhalten.")).toBe("Sie haben den Brief bekommen.");
    expect(synonyms("Wenn Sie krank sind, erhalten Sie Geld.")).toBe(
      "Wenn Sie krank sind, bekommen Sie Geld.",
    );
    expect(synonyms("Der Dialekt hat sich bis heute erhalten.")).toBe(
      "Der Dialekt hat sich bis heute erhalten.",
    );
    expect(synonyms("Wir wollen die Natur erhalten.")).toBe("Wir wollen die Natur erhalten.");
    expect(synonyms("Die Firma will alle Arbeitsplätze erhalten.")).toBe(
      "Die Firma will alle Arbeitsplätze erhalten.",
    );
    expect(synonyms("Sie erhalten eine Broschüre über die Umweltzone.")).toBe(
      "Sie bekommen eine Broschüre über die Umweltzone.",
    );
    expect(synonyms("Die Ärzte wollen ihn am Leben erhalten.")).toBe(
      "Die Ärzte wollen ihn am Leben erhalten.",
    );
    expect(synonyms("Sie sind miteinander verwandt.")).toBe("Sie sind miteinander verwandt.");
  });

  it("replaces adverbs, also at the start of a sentence", () => {
    expect(synonyms("Wahrlich, wahrlich, ich sage euch.")).toBe("Wirklich, wirklich, ich sage euch.");
    expect(synonyms("Andernfalls müssen wir das Geld zurückfordern.")).toBe(
      "Sonst müssen wir das Geld zurückfordern.",
    );
    expect(synonyms("Bereits im Mai haben wir geschrieben.")).toBe("Schon im Mai haben wir geschrieben.");
    expect(synonyms("Erstmals zahlen wir mehr.")).toBe("Zum ersten Mal zahlen wir mehr.");
    expect(synonyms("Er ging an ihm vorüber.")).toBe("Er ging an ihm vorbei.");
    expect(synonyms("Anschließend an die Sitzung gab es Essen.")).toBe(
      "Anschließend an die Sitzung gab es Essen.",
    );
  });

  it("replaces plural-only nouns where the words before show the case", () => {
    // "Schwierigkeit" is feminine, "Problem" neuter: only the plural, where no gender shows.
    expect(synonyms("Bitte wenden Sie sich bei Schwierigkeiten an uns.")).toBe(
      "Bitte wenden Sie sich bei Problemen an uns.",
    );
    expect(synonyms("Es kommt zunehmend zu großen Schwierigkeiten.")).toBe(
      "Es kommt zunehmend zu großen Problemen.",
    );
    expect(synonyms("Wir kennen die vielen Schwierigkeiten.")).toBe("Wir kennen die vielen Probleme.");
    expect(synonyms("Wir helfen bei den vielen Schwierigkeiten.")).toBe(
      "Wir helfen bei den vielen Problemen.",
    );
    expect(synonyms("Sie haben keine Schwierigkeiten.")).toBe("Sie haben keine Probleme.");
    expect(synonyms("Für Schwierigkeiten sind wir da.")).toBe("Für Probleme sind wir da.");
    // "Schulden" has one plural form for every case.
    expect(synonyms("Bringen Sie Nachweise über Ihre Verbindlichkeiten mit.")).toBe(
      "Bringen Sie Nachweise über Ihre Schulden mit.",
    );
  });

  it("leaves plural-only nouns in the singular and where the case is open", () => {
    expect(synonyms("Das ist eine Schwierigkeit.")).toBe("Das ist eine Schwierigkeit.");
    expect(synonyms("Es gab Schwierigkeiten.")).toBe("Es gab Schwierigkeiten.");
    // "in" takes dative or accusative.
    expect(synonyms("Sie kamen in Schwierigkeiten.")).toBe("Sie kamen in Schwierigkeiten.");
    // After a comma "den" may be a relative pronoun (accusative singular).
    expect(synonyms("Das ist der Mann, den Schwierigkeiten nicht stören.")).toBe(
      "Das ist der Mann, den Schwierigkeiten nicht stören.",
    );
  });

  it("replaces letter words: Beeinträchtigung, wahrheitsgemäß, weitergeleitet", () => {
    expect(
      synonyms("Das Merkzeichen steht für eine erhebliche Beeinträchtigung der Bewegungsfähigkeit."),
    ).toBe("Das Merkzeichen steht für eine erhebliche Einschränkung der Bewegungsfähigkeit.");
    expect(synonyms("Vielleicht bleiben gesundheitliche Beeinträchtigungen zurück.")).toBe(
      "Vielleicht bleiben gesundheitliche Einschränkungen zurück.",
    );
    expect(synonyms("Dann bekommen Sie eine Benachrichtigung per E-Mail.")).toBe(
      "Dann bekommen Sie eine Nachricht per E-Mail.",
    );
    // A compound the list does not name stays.
    expect(synonyms("Bringen Sie die Wahlbenachrichtigung mit.")).toBe(
      "Bringen Sie die Wahlbenachrichtigung mit.",
    );
    expect(synonyms("Sie sind zur wahrheitsgemäßen Aussage verpflichtet.")).toBe(
      "Sie sind zur ehrlichen Aussage verpflichtet.",
    );
    expect(synonyms("Sie müssen wahrheitsgemäß aussagen.")).toBe("Sie müssen ehrlich aussagen.");
    expect(synonyms("Bitte beantworten Sie alle Fragen wahrheitsgemäß.")).toBe(
      "Bitte beantworten Sie alle Fragen ehrlich.",
    );
    // Information is true or right, not honest (was "Meine Angaben sind ehrlich.").
    expect(synonyms("Ich versichere, dass meine Angaben wahrheitsgemäß sind.")).toBe(
      "Ich versichere, dass meine Angaben wahr sind.",
    );
    expect(synonyms("Meine Angaben sind vollständig und wahrheitsgemäß.")).toBe(
      "Meine Angaben sind vollständig und wahr.",
    );
    expect(synonyms("Bitte machen Sie wahrheitsgemäße Angaben.")).toBe("Bitte machen Sie richtige Angaben.");
    // Separable easy verbs: the participle only.
    expect(synonyms("Er ist wegen einer Behinderung bei der Stimmabgabe beeinträchtigt.")).toBe(
      "Er ist wegen einer Behinderung bei der Stimmabgabe eingeschränkt.",
    );
    expect(synonyms("Die Baustelle beeinträchtigt den Verkehr.")).toBe(
      "Die Baustelle beeinträchtigt den Verkehr.",
    );
    expect(synonyms("Wir haben den Antrag an Ihre Pflegekasse weitergeleitet.")).toBe(
      "Wir haben den Antrag an Ihre Pflegekasse weitergegeben.",
    );
    expect(synonyms("Wir leiten den Antrag weiter.")).toBe("Wir leiten den Antrag weiter.");
  });

  it("replaces a declined 'vergleichbar' only, not with a 'mit' of its own", () => {
    expect(synonyms("Vielleicht kommt es wieder zu einem vergleichbaren Verstoß.")).toBe(
      "Vielleicht kommt es wieder zu einem ähnlichen Verstoß.",
    );
    expect(synonyms("Eine vergleichbare Wohnung steht mir nicht zur Verfügung.")).toBe(
      "Eine ähnliche Wohnung steht mir nicht zur Verfügung.",
    );
    expect(synonyms("Er arbeitet mit vergleichbaren Aufgaben.")).toBe("Er arbeitet mit ähnlichen Aufgaben.");
    // "nicht ähnlich" is not "cannot be compared"; "ähnlich mit" is wrong.
    expect(synonyms("Die Preise sind nicht vergleichbar.")).toBe("Die Preise sind nicht vergleichbar.");
    expect(synonyms("Die Dicke ist vergleichbar mit der Wellenlänge.")).toBe(
      "Die Dicke ist vergleichbar mit der Wellenlänge.",
    );
    expect(synonyms("Das ist eine mit der Grippe vergleichbare Krankheit.")).toBe(
      "Das ist eine mit der Grippe vergleichbare Krankheit.",
    );
  });

  it("calls a letter to be ignored 'erledigt', keeps 'gegenstandslos' elsewhere", () => {
    expect(synonyms("Dann betrachten Sie dieses Schreiben bitte als gegenstandslos.")).toBe(
      "Dann betrachten Sie dieses Schreiben bitte als erledigt.",
    );
    expect(synonyms("Dann betrachten Sie es bitte als gegenstandslos.")).toBe(
      "Dann betrachten Sie es bitte als erledigt.",
    );
    expect(synonyms("Die Malerin malt gegenstandslos.")).toBe("Die Malerin malt gegenstandslos.");
    expect(synonyms("Die Frage ist gegenstandslos.")).toBe("Die Frage ist gegenstandslos.");
  });

  it("replaces Bible words: verheißen, erretten, währen, verdorren, immerfort, unserm", () => {
    expect(synonyms("Gott führte sie in das verheißene Land.")).toBe(
      "Gott führte sie in das versprochene Land.",
    );
    expect(synonyms("Er errettete sie aus der Not.")).toBe("Er rettete sie aus der Not.");
    expect(synonyms("Er hat sie errettet.")).toBe("Er hat sie gerettet.");
    expect(synonyms("Gnade sei mit euch von Gott, unserm Vater.")).toBe(
      "Gnade sei mit euch von Gott, unserem Vater.",
    );
    expect(synonyms("Wir danken unsern Eltern.")).toBe("Wir danken unseren Eltern.");
    expect(synonyms("Sie loben Gott immerfort.")).toBe("Sie loben Gott immer.");
    expect(synonyms("Preist Gott, denn ewig währt seine Treue.")).toBe(
      "Preist Gott, denn ewig dauert seine Treue.",
    );
    expect(synonyms("Seine Huld wird ewig währen.")).toBe("Seine Huld wird ewig dauern.");
    expect(synonyms("Das Gras ist verdorrt.")).toBe("Das Gras ist vertrocknet.");
    expect(synonyms("Die verdorrten Blätter fallen.")).toBe("Die vertrockneten Blätter fallen.");
    // "gewährt" is also gewähren's participle ("ein Darlehen gewährt"): it stays.
    expect(synonyms("Wir haben Ihnen ein Darlehen gewährt.")).toBe("Wir haben Ihnen ein Darlehen gewährt.");
    // "verheißen" is also the infinitive: without an auxiliary it stays.
    expect(synonyms("Er wird es ihnen verheißen.")).toBe("Er wird es ihnen verheißen.");
  });

  it("does not repeat a word the clause already has", () => {
    expect(synonyms("Sie sangen, um Gott zu loben und zu preisen.")).toBe(
      "Sie sangen, um Gott zu loben und zu preisen.",
    );
    expect(synonyms("Da rief Gott erneut wieder.")).toBe("Da rief Gott erneut wieder.");
  });
});

describe("replaceSynonyms: long office words", () => {
  it("writes 'berücksichtigen' as 'beachten' in every form, only for what one heeds", () => {
    expect(synonyms("Doch haben wir Ihren Wunsch nach Möglichkeit berücksichtigt.")).toBe(
      "Doch haben wir Ihren Wunsch nach Möglichkeit beachtet.",
    );
    expect(synonyms("Bitte berücksichtigen Sie die Hinweise im Merkblatt.")).toBe(
      "Bitte beachten Sie die Hinweise im Merkblatt.",
    );
    expect(synonyms("Wir berücksichtigen Ihre besondere Situation.")).toBe(
      "Wir beachten Ihre besondere Situation.",
    );
    expect(synonyms("Wir müssen diesen Beschluss berücksichtigen.")).toBe(
      "Wir müssen diesen Beschluss beachten.",
    );
    expect(synonyms("Bitte berücksichtigen Sie die Frist.")).toBe("Bitte beachten Sie die Frist.");
    expect(synonyms("Er berücksichtigte die Einwände nicht.")).toBe("Er beachtete die Einwände nicht.");
    expect(synonyms("Sie vergaß, die Frist zu berücksichtigen.")).toBe("Sie vergaß, die Frist zu beachten.");
    // Where it means "include" or "count", "beachten" is wrong: people, sums, periods, letters stay.
    for (const sentence of [
      "Im Testament hat er seine Nichte nicht berücksichtigt.",
      "Bei der Auswahl werden Frauen bevorzugt berücksichtigt.",
      "Er wurde bei der Beförderung nicht berücksichtigt.",
      "Bei der Sitzordnung haben wir Ihre Freunde berücksichtigt.",
      "Vermögen bis zu einem Betrag von 10.000 Euro wird nicht berücksichtigt.",
      "Wir können verspätet eingehende Wahlbriefe nicht berücksichtigen.",
      "Dann können wir die fehlenden Zeiten bei der Rentenberechnung nicht berücksichtigen.",
      "Dann können wir die Krankmeldung nicht mehr berücksichtigen.",
      "In der Regel wird das Einkommen berücksichtigt.",
    ])
      expect(synonyms(sentence)).toBe(sentence);
    // The noun and compounds stay.
    expect(synonyms("Unter Berücksichtigung der Vorauszahlungen ergibt sich eine Nachzahlung.")).toBe(
      "Unter Berücksichtigung der Vorauszahlungen ergibt sich eine Nachzahlung.",
    );
  });

  it("writes 'Voraussetzung' as 'Bedingung', not for an assumption, an aptitude nor in a compound", () => {
    expect(
      synonyms("Ausländische Staatsangehörige können unter bestimmten Voraussetzungen eingebürgert werden."),
    ).toBe("Ausländische Staatsangehörige können unter bestimmten Bedingungen eingebürgert werden.");
    expect(synonyms("Die Voraussetzungen für den blauen Parkausweis sind nicht erfüllt.")).toBe(
      "Die Bedingungen für den blauen Parkausweis sind nicht erfüllt.",
    );
    expect(synonyms("Voraussetzung dafür ist ein fester Wohnsitz.")).toBe(
      "Bedingung dafür ist ein fester Wohnsitz.",
    );
    expect(synonyms("Voraussetzungen")).toBe("Bedingungen.");
    expect(synonyms("Sie erfüllen die Voraussetzungen.")).toBe("Sie erfüllen die Bedingungen.");
    expect(synonyms("Die Voraussetzungen für den Anspruch liegen vor.")).toBe(
      "Die Bedingungen für den Anspruch liegen vor.",
    );
    // What a person has or brings along is an aptitude ("gute Bedingungen" says something else).
    for (const sentence of [
      "Für Ihre Ausbildung haben Sie gute Voraussetzungen.",
      "Sie bringt alle Voraussetzungen für die Stelle mit.",
      "Er hat gute Voraussetzungen für den Beruf.",
      "Das Kind hat die besten Voraussetzungen.",
      "Sie hat die Voraussetzungen für die Stelle mitgebracht.",
      "Er hat ideale Voraussetzungen.",
      "Sie hat die Voraussetzung für die Stelle nicht.",
    ])
      expect(synonyms(sentence)).toBe(sentence);
    // haben as an auxiliary is no having.
    expect(synonyms("Wir haben die Voraussetzungen geprüft.")).toBe("Wir haben die Bedingungen geprüft.");
    expect(synonyms("Wir gingen von falschen Voraussetzungen aus.")).toBe(
      "Wir gingen von falschen Voraussetzungen aus.",
    );
    expect(synonyms("Die Anspruchsvoraussetzungen liegen nicht vor.")).toBe(
      "Die Anspruchsvoraussetzungen liegen nicht vor.",
    );
  });

  it("writes 'Rehabilitation' as 'Reha' only with a word of care, not for a cleared name nor in a compound", () => {
    expect(synonyms("Wir bewilligen Ihnen eine stationäre Rehabilitation für die Dauer von 3 Wochen.")).toBe(
      "Wir bewilligen Ihnen eine stationäre Reha für die Dauer von 3 Wochen.",
    );
    expect(synonyms("Während der Rehabilitation bekommen Sie Übergangsgeld.")).toBe(
      "Während der Reha bekommen Sie Übergangsgeld.",
    );
    expect(synonyms("Ihr Antrag auf Leistungen zur medizinischen Rehabilitation ist eingegangen.")).toBe(
      "Ihr Antrag auf Leistungen zur medizinischen Reha ist eingegangen.",
    );
    expect(synonyms("Nach dem Unfall folgte seine Rehabilitation in einer Klinik.")).toBe(
      "Nach dem Unfall folgte seine Reha in einer Klinik.",
    );
    // Without a word of care it may be a cleared name: it stays.
    for (const sentence of [
      "Die politische Rehabilitation der Opfer dauerte Jahre.",
      "Nach 40 Jahren kam es zur Rehabilitation des verurteilten Mannes.",
      "Die Rehabilitation der Stalin-Opfer dauerte lange.",
      "Nach dem Krieg kam es zur Rehabilitation vieler Opfer.",
      "Die Rehabilitation des Politikers erfolgte 1990.",
      "Nach seiner Rehabilitation durfte der Minister zurückkehren.",
      "Der Sänger feierte nach dem Skandal seine Rehabilitation.",
      "Das Gericht hat die Rehabilitation des Opfers beschlossen.",
    ])
      expect(synonyms(sentence)).toBe(sentence);
    expect(synonyms("Die Rehabilitationsklinik liegt am See.")).toBe(
      "Die Rehabilitationsklinik liegt am See.",
    );
  });

  it("writes the participle 'sichergestellt' as 'gesichert' only where something is ensured", () => {
    expect(synonyms("Pflegegeld gibt es, wenn die Pflege durch Angehörige sichergestellt ist.")).toBe(
      "Pflegegeld gibt es, wenn die Pflege durch Angehörige gesichert ist.",
    );
    expect(synonyms("Damit die Versorgung lückenlos sichergestellt werden kann, planen wir alles.")).toBe(
      "Damit die Versorgung lückenlos gesichert werden kann, planen wir alles.",
    );
    // Seized, not ensured; the finite and zu-infinitive forms keep their particle apart.
    expect(synonyms("Die Polizei hat bei der Kontrolle Drogen sichergestellt.")).toBe(
      "Die Polizei hat bei der Kontrolle Drogen sichergestellt.",
    );
    expect(synonyms("Bitte stellen Sie sicher, dass die Pflege klappt.")).toBe(
      "Bitte stellen Sie sicher, dass die Pflege klappt.",
    );
    expect(synonyms("Wir müssen die Pflege sicherstellen.")).toBe("Wir müssen die Pflege sicherstellen.");
    expect(synonyms("Es ist wichtig, die Pflege sicherzustellen.")).toBe(
      "Es ist wichtig, die Pflege sicherzustellen.",
    );
  });
});
