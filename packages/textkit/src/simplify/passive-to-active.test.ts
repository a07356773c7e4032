import { describe, expect, it } from "vitest";
import {
  bekommenPassiveToActive,
  passiveToActive,
  seinZuToActive,
  splitCoordinatedPassive,
} from "./passive-to-active.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const active = (sentence: string) => render(passiveToActive(clauseTokens(sentence)));

describe("passiveToActive", () => {
  it("turns a present passive with agent into the active", () => {
    expect(active("Der Antrag wird vom Jobcenter geprüft.")).toBe("Das Jobcenter prüft den Antrag.");
    expect(active("Die Miete wird von der Wohngeldstelle übernommen.")).toBe(
      "Die Wohngeldstelle übernimmt die Miete.",
    );
  });

  it("turns a Präteritum passive into the Perfekt active", () => {
    expect(active("Der Antrag wurde vom Amt abgelehnt.")).toBe("Das Amt hat den Antrag abgelehnt.");
  });

  it("separates a particle before an inseparable prefix (anerkannt, vorbereitet)", () => {
    expect(active("Die Kosten werden vom Jobcenter anerkannt.")).toBe("Das Jobcenter erkennt die Kosten an.");
    expect(active("Der Termin wird von der Schule vorbereitet.")).toBe("Die Schule bereitet den Termin vor.");
    expect(active("Die Miete wird von der Wohngeldstelle übernommen.")).toBe(
      "Die Wohngeldstelle übernimmt die Miete.",
    );
  });

  it("uses a pronoun agent", () => {
    expect(active("Das Formular wird von Ihnen ausgefüllt.")).toBe("Sie füllen das Formular aus.");
  });

  it("does not read a von phrase inside an extended attribute as the agent", () => {
    expect(
      active("Das Wohngeld wird monatlich auf das von Ihnen angegebene Konto überwiesen."),
    ).toBeUndefined();
    expect(active("Die Unterlagen werden an die von Ihnen genannte Adresse geschickt.")).toBeUndefined();
    expect(active("Das Geld wird im von Ihnen gewählten Monat überwiesen.")).toBeUndefined();
    // Also after adjectives of the noun phrase ("eine andere von Ihnen angegebene Adresse").
    expect(
      active(
        "Die Unterlagen werden Ihnen per Post an Ihre Wohnanschrift oder an eine andere von Ihnen angegebene Adresse geschickt.",
      ),
    ).toBeUndefined();
    expect(active("Die Miete wird an die neue von Ihnen genannte Bank überwiesen.")).toBeUndefined();
    // A von phrase after the auxiliary, with an adjective of its own, is the agent.
    expect(active("Der Antrag wird von dem zuständigen Amt geprüft.")).toBe(
      "Das zuständige Amt prüft den Antrag.",
    );
  });

  it("does not fire without an agent", () => {
    expect(active("Die Unterlagen werden geprüft.")).toBeUndefined();
  });

  it("does not fire on werden as a full verb or with a modal", () => {
    expect(active("Es wird Abend.")).toBeUndefined();
    expect(active("Der Antrag soll vom Amt geprüft worden sein.")).toBeUndefined();
  });
});

describe("passiveToActive with 'Es' first and an agent", () => {
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));

  it("leaves 'Es' with an agent: a placeholder before the real subject or of an impersonal passive", () => {
    // Read as the subject pronoun, these became "Die Stadt baut es ein neuer Spielplatz".
    expect(wir("Es wird von der Stadt ein neuer Spielplatz gebaut.")).toBeUndefined();
    expect(wir("Es wird vom Veranstalter um Spenden gebeten.")).toBeUndefined();
    expect(wir("Es wird vom Amt darauf hingewiesen.")).toBeUndefined();
  });
});

describe("passiveToActive: a genitive after the agent", () => {
  it("takes 'der' + noun right after the agent as its genitive, with a town's name", () => {
    // Was "Die Wohngeldstelle prüft den Antrag von der Stadt Lindenfeld" (another meaning).
    expect(active("Der Antrag wird von der Wohngeldstelle der Stadt Lindenfeld geprüft.")).toBe(
      "Die Wohngeldstelle der Stadt Lindenfeld prüft den Antrag.",
    );
    // A woman or family after the agent may be who receives (dative): read so, it goes before the
    // object ("das Geld der Mutter" read as her money; Leichte Sprache wrote "von der Mutter").
    expect(active("Das Geld wird von der Stadt der Mutter überwiesen.")).toBe(
      "Die Stadt überweist der Mutter das Geld.",
    );
    expect(active("Der Preis wird von der Jury der Siegerin überreicht.")).toBe(
      "Die Jury überreicht der Siegerin den Preis.",
    );
    // "von Seiten" is no plural agent.
    expect(active("Die Unterlagen werden von Seiten des Amtes geprüft.")).toBeUndefined();
    // A rare word after "Stadt" is the town's name, also one the lexicon reads as a compound.
    expect(active("Der Antrag wird von der Stadt Lindenfeld geprüft.")).toBe(
      "Die Stadt Lindenfeld prüft den Antrag.",
    );
    expect(active("Das Geld wird vom Jugendamt des Landkreises Rosenau überwiesen.")).toBe(
      "Das Jugendamt des Landkreises Rosenau überweist das Geld.",
    );
  });
});

describe("passiveToActive without an agent", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));

  it("makes the writing office the agent of enforcement steps in a letter", () => {
    expect(wir("Dann wird die Zwangsvollstreckung eingeleitet.")).toBe(
      "Dann leiten wir die Zwangsvollstreckung ein.",
    );
    expect(wir("Danach wird ein Gerichtsvollzieher beauftragt.")).toBe(
      "Danach beauftragen wir einen Gerichtsvollzieher.",
    );
    expect(wir("Zur Bearbeitung werden noch folgende Unterlagen benötigt.")).toBe(
      "Zur Bearbeitung benötigen wir noch folgende Unterlagen.",
    );
  });

  it("makes the office levy fees, but leaves raising an objection to the reader", () => {
    expect(wir("Für die Beurkundung wird eine Gebühr von 30 Euro erhoben.")).toBe(
      "Für die Beurkundung erheben wir eine Gebühr von 30 Euro.",
    );
    expect(wir("Gegen den Bescheid wird Widerspruch erhoben.")).not.toContain("wir");
  });

  it("makes the writing office the agent of handing a document over", () => {
    expect(wir("Der Bescheid wird Ihnen am Tag der Entlassung ausgehändigt.")).toBe(
      "Wir händigen Ihnen den Bescheid am Tag der Entlassung aus.",
    );
    // Outside a letter: "man".
    expect(man("Der Brief wurde ihm ausgehändigt.")).toBe("Man hat ihm den Brief ausgehändigt.");
    // "entfernt" after "werden" may be the adjective ("weit entfernt"): not one of these verbs.
    expect(wir("Die Gegenstände werden entfernt.")).toBeUndefined();
  });

  it("uses 'man' outside letters, with the subject in the accusative", () => {
    expect(man("Das Feld wird regelmäßig gepflügt.")).toBe("Man pflügt das Feld regelmäßig.");
    expect(man("Der Stein wurde weggerollt.")).toBe("Man hat den Stein weggerollt.");
    expect(man("Die Kinder wurden in die Stadt gebracht.")).toBe("Man hat die Kinder in die Stadt gebracht.");
    expect(man("Er wurde geschlagen.")).toBe("Man hat ihn geschlagen.");
  });

  it("reads a polite 'Ihnen' after a leading adverb as the dative and 'pro' as a leading phrase", () => {
    const formalMan = (sentence: string) =>
      render(passiveToActive(clauseTokens(sentence), { writer: "man", formal: true }));
    expect(formalMan("Dort wird Ihnen beim Ausfüllen geholfen.")).toBe(
      "Dort hilft man Ihnen beim Ausfüllen.",
    );
    expect(man("Pro Einkauf wird ein Beitrag von 2 Euro erhoben.")).toBe(
      "Pro Einkauf erhebt man einen Beitrag von 2 Euro.",
    );
    // What is told follows in a clause of its own: no rewrite.
    expect(
      passiveToActive(clauseTokens("Dort wird Ihnen mitgeteilt, wann Sie kommen sollen."), {
        writer: "man",
        formal: true,
      }),
    ).toBeUndefined();
  });

  it("lets the reader act in a letter's condition for papers and remedies", () => {
    const inCondition = (sentence: string) =>
      render(passiveToActive(clauseTokens(sentence), { writer: "man", readerInCondition: true }));
    expect(inCondition("Vielleicht wird kein Einspruch eingelegt.")).toBe(
      "Vielleicht legen Sie keinen Einspruch ein.",
    );
    expect(inCondition("Vielleicht werden die Unterlagen nicht vorgelegt.")).toBe(
      "Vielleicht legen Sie die Unterlagen nicht vor.",
    );
    // Other verbs keep "man": who confirms or decides is open.
    expect(inCondition("Vielleicht wird der Platz nicht bestätigt.")).toBe(
      "Vielleicht bestätigt man den Platz nicht.",
    );
    // Duties the reader has towards the office: proving, sending back, reporting, attending.
    expect(inCondition("Vielleicht wird der Beratungsbesuch nicht nachgewiesen.")).toBe(
      "Vielleicht weisen Sie den Beratungsbesuch nicht nach.",
    );
    expect(inCondition("Vielleicht wird der Fragebogen nicht zurückgesandt.")).toBe(
      "Vielleicht senden Sie den Fragebogen nicht zurück.",
    );
    expect(inCondition("Vielleicht kann die Rehabilitation nicht angetreten werden.")).toBe(
      "Vielleicht können Sie die Rehabilitation nicht antreten.",
    );
    expect(inCondition("Vielleicht wird uns die neue Anschrift nicht gemeldet.")).toBe(
      "Vielleicht melden Sie uns die neue Anschrift nicht.",
    );
    // Not when the reader (or someone else) is the one told: "Ihnen", "ihm".
    expect(inCondition("Vielleicht wird Ihnen der Bescheid nicht mitgeteilt.")).toBe(
      "Vielleicht teilt man Ihnen den Bescheid nicht mit.",
    );
    expect(inCondition("Vielleicht wird ihm die Anschrift nicht mitgeteilt.")).toBe(
      "Vielleicht teilt man ihm die Anschrift nicht mit.",
    );
    // What the reader owes: paying, settling.
    expect(inCondition("Vielleicht wird der Betrag nicht fristgerecht gezahlt.")).toBe(
      "Vielleicht zahlen Sie den Betrag nicht fristgerecht.",
    );
    expect(inCondition("Vielleicht wird die Forderung nicht beglichen.")).toBe(
      "Vielleicht begleichen Sie die Forderung nicht.",
    );
    // Not a payment to someone else, to the reader, or of a benefit.
    expect(inCondition("Vielleicht wird die Miete direkt an den Vermieter gezahlt.")).toBe(
      "Vielleicht zahlt man die Miete direkt an den Vermieter.",
    );
    expect(inCondition("Vielleicht wird die Rate durch Ihren Arbeitgeber nicht überwiesen.")).not.toMatch(
      /überweisen Sie/,
    );
    expect(inCondition("Vielleicht wird Ihnen der Betrag überwiesen.")).toBe(
      "Vielleicht überweist man Ihnen den Betrag.",
    );
    expect(inCondition("Vielleicht wird das Kindergeld weiter gezahlt.")).toBe(
      "Vielleicht zahlt man das Kindergeld weiter.",
    );
    // Without a condition in a letter, the office's "man" stays.
    expect(man("Der Fragebogen wird nicht zurückgesandt.")).toBe("Man sendet den Fragebogen nicht zurück.");
    expect(man("Der Betrag wird nicht gezahlt.")).toBe("Man zahlt den Betrag nicht.");
  });

  it("keeps a dative pronoun before the object after a leading adverb or phrase", () => {
    expect(wir("Dann wird Ihnen das Geld überwiesen.")).toBe("Dann überweisen wir Ihnen das Geld.");
    expect(wir("Auf Ihren Antrag wird Ihnen Wohngeld bewilligt.")).toBe(
      "Auf Ihren Antrag bewilligen wir Ihnen Wohngeld.",
    );
    expect(man("Dann wird ihm das Haus gezeigt.")).toBe("Dann zeigt man ihm das Haus.");
    // Without a subject after it, the dative is the impersonal passive's own.
    expect(man("Dann wird ihm vergeben.")).toBe("Dann vergibt man ihm.");
  });

  it("uses 'wir' in letters for what an office does, 'man' for other verbs", () => {
    expect(wir("Ihr Antrag wird geprüft.")).toBe("Wir prüfen Ihren Antrag.");
    expect(wir("Ihr Antrag wurde abgelehnt.")).toBe("Wir haben Ihren Antrag abgelehnt.");
    expect(wir("Sie werden zu einem Gespräch eingeladen.")).toBe("Wir laden Sie zu einem Gespräch ein.");
    expect(wir("Das Kind wird geimpft.")).toBe("Man impft das Kind.");
    expect(wir("Ihr Stromverbrauch wurde mit 2.340 kWh ermittelt.")).toBe(
      "Wir haben Ihren Stromverbrauch mit 2.340 kWh ermittelt.",
    );
    expect(wir("Der Zählerstand wird geschätzt.")).toBe("Wir schätzen den Zählerstand.");
  });

  it("keeps the form of a counted subject, a name after a leading adverb, and inflects jeder/alle", () => {
    expect(man("Vielleicht werden dort nur 20 Gerechte gefunden.")).toBe(
      "Vielleicht findet man dort nur 20 Gerechte.",
    );
    expect(man("Vielleicht werden dort nur 40 gefunden.")).toBe("Vielleicht findet man dort nur 40.");
    expect(man("Dann werden 2 Frauen gerettet.")).toBe("Dann rettet man 2 Frauen.");
    expect(man("Da wurde Jesus allein gefunden.")).toBe("Da hat man Jesus allein gefunden.");
    expect(man("Jeder wird mit Feuer gesalzen werden.")).toBe("Man wird jeden mit Feuer salzen.");
    // "1" is singular and no counted subject; a name at the start could be an unknown adverb.
    expect(man("1 Schaf wird gefunden.")).toBeUndefined();
    expect(man("Jesus wurde getauft.")).toBeUndefined();
    expect(man("Da wurde Sie gefunden.")).toBe("Da hat man sie gefunden.");
    // A demonstrative alone keeps its form ("diese", "dieses"); it stayed passive before.
    expect(man("Diese wurde gefunden.")).toBe("Man hat diese gefunden.");
    expect(man("Dieses wird geprüft.")).toBe("Man prüft dieses.");
    // As a determiner it stays one; before an adjective it opens a noun phrase not closed here.
    expect(man("Diese Frist wird verlängert.")).toBe("Man verlängert diese Frist.");
    expect(man("Diese große wird verlängert.")).toBeUndefined();
  });

  it("reads a feeling after 'von' as the agent of a verb of seizing, also without an article", () => {
    expect(man("Dann wurden sie von Ehrfurcht erfüllt.")).toBe("Dann hat Ehrfurcht sie erfüllt.");
    expect(man("Er wurde von großem Zorn gepackt.")).toBe("Großer Zorn hat ihn gepackt.");
    expect(man("Sie wurde von großer Angst ergriffen.")).toBe("Große Angst hat sie ergriffen.");
    expect(man("Dann wurden sie von einer sehr großen Freude erfüllt.")).toBe(
      "Dann hat eine sehr große Freude sie erfüllt.",
    );
    // A bare name or noun with another verb stays ("von Jerusalem" may say where from).
    expect(man("Er wurde von Jesus geheilt.")).toBeUndefined();
    expect(man("Er wurde von Jerusalem gebracht.")).toBeUndefined();
  });

  it("turns a wer-question and keeps an adverbial 'bestimmt'", () => {
    const question = (sentence: string) =>
      render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }), "?");
    expect(question("Wer kann dann gerettet werden?")).toBe("Wen kann man dann retten?");
    expect(question("Wer wurde vom Arzt untersucht?")).toBe("Wen hat der Arzt untersucht?");
    expect(man("Dann werde ich bestimmt geheilt werden.")).toBe("Dann wird man mich bestimmt heilen.");
  });

  it("moves a phrase after the participle back before it, keeps more leading adverbs", () => {
    expect(man("Denn ihr seid aus Gnade gerettet worden wegen des Glaubens.")).toBe(
      "Denn man hat euch aus Gnade wegen des Glaubens gerettet.",
    );
    expect(man("Ihr wurdet berufen in einer Hoffnung.")).toBe("Man hat euch in einer Hoffnung berufen.");
    expect(wir("Ihr Antrag wird geprüft bis Montag.")).toBe("Wir prüfen Ihren Antrag bis Montag.");
    expect(man("Er wird gewarnt durch sie.")).toBeUndefined();
    // A late "durch" phrase with an article or "Gott" is read like one before the participle.
    expect(man("Wir wurden mit dem Trost selbst getröstet durch Gott.")).toBe(
      "Gott hat uns mit dem Trost selbst getröstet.",
    );
    expect(man("Die Stadt wurde zerstört durch ein Feuer.")).toBe("Ein Feuer hat die Stadt zerstört.");
    // A late "von" may say where from.
    expect(man("Er wurde auferweckt von den Toten.")).toBeUndefined();
    expect(man("Noch werden sie nicht eingepflanzt.")).toBe("Noch pflanzt man sie nicht ein.");
    expect(man("Hier wird gebaut.")).toBeUndefined();
  });

  it("reads 'durch' with a verb of moving or seeing as the way, not the agent", () => {
    expect(man("Das Volk wurde durch das Meer geführt.")).toBe("Man hat das Volk durch das Meer geführt.");
    expect(man("Der Brief wurde durch das Fenster geworfen.")).toBe(
      "Man hat den Brief durch das Fenster geworfen.",
    );
    expect(man("Er wurde hinausgeführt durch das Tor.")).toBe("Man hat ihn durch das Tor hinausgeführt.");
    expect(active("Durch das Tor wurde er hinausgeführt.")).toBeUndefined();
    // Other verbs keep the agent ("ausführen" is no verb of moving).
    expect(man("Die Arbeiten wurden durch eine Firma ausgeführt.")).toBe(
      "Eine Firma hat die Arbeiten ausgeführt.",
    );
  });

  it("reads 'von den …' as a plural agent and 'von Gott' after no noun as the agent", () => {
    expect(man("Er wurde von den Soldaten gesucht.")).toBe("Die Soldaten haben ihn gesucht.");
    expect(man("Er wurde von seinen Jüngern gesucht.")).toBe("Seine Jünger haben ihn gesucht.");
    expect(man("Er ist von Gott gesandt worden.")).toBe("Gott hat ihn gesandt.");
    expect(man("Wir werden Kinder von Gott genannt.")).toBeUndefined();
  });

  it("leaves a von-phrase that may say where from ('von ihrer Krankheit geheilt')", () => {
    expect(man("Sie wurde von ihrer Krankheit geheilt.")).toBeUndefined();
    expect(man("Er wurde von seinen Sünden befreit.")).toBeUndefined();
    expect(man("Das Reich wird von euch genommen werden.")).toBeUndefined();
    expect(wir("Gebühren werden von Ihnen erhoben.")).toBeUndefined();
    expect(man("Er wurde geheilt.")).toBe("Man hat ihn geheilt.");
  });

  it("reads 'von' after a verb of release as the agent only when it names one who can act", () => {
    // "Die Arbeit hat Sie … freigestellt" took the thing released from for the agent.
    const same = [
      "Sie sind für die Dauer des Verfahrens von der Arbeit freigestellt worden.",
      "Ihr Sohn ist vom Unterricht im Fach Sport beurlaubt worden.",
      "Der Arzt ist von der Schweigepflicht entbunden worden.",
      "Der Beamte wurde vom Dienst suspendiert.",
      "Ihr Kind wird von der Schulpflicht nicht ausgenommen.",
      // "Amt" and "Stelle" as a post held (was "Ihr Amt hat Sie als Schöffe entbunden.").
      "Sie wurden von Ihrem Amt als Schöffe entbunden.",
      "Sie werden vom Ehrenamt freigestellt.",
      "Sie wurden von Ihrer Arbeitsstelle freigestellt.",
    ];
    for (const sentence of same) expect(active(sentence)).toBeUndefined();
    expect(active("Sie wurden von Ihrem Arbeitgeber für die Dauer des Verfahrens freigestellt.")).toBe(
      "Ihr Arbeitgeber hat Sie für die Dauer des Verfahrens freigestellt.",
    );
    expect(active("Das Fahrzeug wurde zum 1. März vom Straßenverkehrsamt abgemeldet.")).toBe(
      "Das Straßenverkehrsamt hat das Fahrzeug zum 1. März abgemeldet.",
    );
    expect(active("Sie sind von Frau Kaya freigestellt worden.")).toBe("Frau Kaya hat Sie freigestellt.");
    expect(active("Sie werden von uns für zwei Tage freigestellt.")).toBe(
      "Wir stellen Sie für zwei Tage frei.",
    );
  });

  it("leaves a von-phrase after verbs of removal ('von der Verwaltung abgesetzt')", () => {
    expect(man("Ich werde von der Verwaltung abgesetzt.")).toBeUndefined();
    expect(man("Er wurde vom Dienst entlassen.")).toBeUndefined();
    expect(man("Sie wurden von der Gemeinde ausgeschlossen.")).toBeUndefined();
    expect(man("Er wurde aus der Stadt vertrieben.")).toBe("Man hat ihn aus der Stadt vertrieben.");
  });

  it("declines a nominalised adjective subject as an adjective ('das Sterbliche')", () => {
    expect(active("Das Sterbliche wird vom Leben verschlungen.")).toBe(
      "Das Leben verschlingt das Sterbliche.",
    );
    expect(active("Der Fremde wird von dem Mann gesehen.")).toBe("Der Mann sieht den Fremden.");
    expect(active("Ein Fremder wird von dem Mann gesehen.")).toBe("Der Mann sieht einen Fremden.");
  });

  it("turns a wish in the Konjunktiv I passive into 'man soll'", () => {
    expect(man("Sein Name werde gerufen in Israel.")).toBe("Man soll seinen Namen in Israel rufen.");
    expect(man("Der Name werde vom Volk gerufen.")).toBe("Das Volk soll den Namen rufen.");
    expect(man("Ich werde gerufen.")).toBe("Man ruft mich.");
  });

  it("turns two participles under one auxiliary into two active verbs with a pronoun", () => {
    expect(man("Denn jeder Baum wird gefällt und ins Feuer geworfen.")).toBe(
      "Denn man fällt jeden Baum und wirft ihn ins Feuer.",
    );
    expect(man("Die Stadt wurde erobert und zerstört.")).toBe("Man hat die Stadt erobert und sie zerstört.");
    expect(man("Das Unkraut wird eingesammelt und mit Feuer verbrannt.")).toBe(
      "Man sammelt das Unkraut ein und verbrennt es mit Feuer.",
    );
    expect(wir("Ihr Antrag wird geprüft und bearbeitet.")).toBe(
      "Wir prüfen Ihren Antrag und bearbeiten ihn.",
    );
    // An agent or a finite verb on the right stay; a weak noun is declined ("jeden Menschen").
    expect(man("Ihr Antrag wird geprüft und vom Amt bearbeitet.")).toBeUndefined();
    expect(man("Er wurde gerufen und kam.")).toBeUndefined();
    expect(man("Jeder Mensch wird gerettet.")).toBe("Man rettet jeden Menschen.");
  });

  it("gives the right side its own subject as the object, no pronoun ('und die Klassenfahrt besprochen')", () => {
    // Was "Wir stellen die Ergebnisse vor und besprechen es die geplante Klassenfahrt."
    expect(wir("Die Ergebnisse werden vorgestellt und die geplante Klassenfahrt besprochen.")).toBe(
      "Wir stellen die Ergebnisse vor und besprechen die geplante Klassenfahrt.",
    );
    expect(man("Der Bericht wurde vorgestellt und das Ergebnis besprochen.")).toBe(
      "Man hat den Bericht vorgestellt und das Ergebnis besprochen.",
    );
    // A masculine subject would need the accusative ("den Plan"): unchanged.
    expect(man("Der Bericht wird vorgestellt und der Plan besprochen.")).toBeUndefined();
    // A phrase after a preposition is no subject: the pronoun stays.
    expect(man("Der Bericht wird vorgestellt und in der Klasse besprochen.")).toBe(
      "Man stellt den Bericht vor und bespricht ihn in der Klasse.",
    );
  });

  it("is unsure of an agent after a verb whose von phrase may say where from", () => {
    expect(man("Der Mann wurde vom Roten Kreuz gerettet.")).toBeUndefined();
  });

  it("turns an impersonal dative passive with werden or a modal into 'man' + werden/modal", () => {
    expect(man("Dann wird ihm niemals vergeben werden.")).toBe("Dann wird man ihm niemals vergeben.");
    expect(man("Euch wird noch mehr gegeben werden.")).toBe("Man wird euch noch mehr geben.");
    expect(man("Ihm kann geholfen werden.")).toBe("Man kann ihm helfen.");
    expect(man("Ihm wird das Buch gegeben werden.")).toBe("Man wird ihm das Buch geben.");
    expect(man("Ihm wird von Gott vergeben werden.")).toBeUndefined();
  });

  it("does not fire on impersonal passives, adjectival participles, modals or unread agents", () => {
    expect(man("Es wird getanzt.")).toBeUndefined();
    expect(man("Er wurde bekannt.")).toBeUndefined();
    // No "man" for "geboren": it becomes "auf die Welt kommen" instead.
    expect(man("Er wurde geboren.")).toBe("Er ist auf die Welt gekommen.");
    expect(man("Es muss gespart werden.")).toBeUndefined();
    expect(man("Die Stadt muss geschützt worden sein.")).toBeUndefined();
    expect(man("Er muss geboren werden.")).toBe("Er muss auf die Welt kommen.");
    expect(man("Das Haus wird von vielen Leuten und Tieren bewohnt.")).toBeUndefined();
    expect(active("Die Unterlagen werden geprüft.")).toBeUndefined();
  });

  it("keeps a leading adverb in front of the active verb", () => {
    expect(active("Dann werden die Kosten von der Krankenkasse übernommen.")).toBe(
      "Dann übernimmt die Krankenkasse die Kosten.",
    );
    expect(man("Da wurde der Stein weggerollt.")).toBe("Da hat man den Stein weggerollt.");
  });

  it("reads 'Ihr' before a noun as the possessive", () => {
    expect(active("Ihr Wohngeldantrag wurde von der Wohngeldstelle bearbeitet.")).toBe(
      "Die Wohngeldstelle hat Ihren Wohngeldantrag bearbeitet.",
    );
  });
});

describe("passiveToActive: subject with an attached phrase", () => {
  it("inflects the head and keeps the attached phrase (dates included)", () => {
    expect(active("Ihr Antrag auf Bürgergeld vom 3. Februar 2026 wurde von uns geprüft.")).toBe(
      "Wir haben Ihren Antrag auf Bürgergeld vom 3. Februar 2026 geprüft.",
    );
    expect(active("Die Miete für die Wohnung wird vom Jobcenter übernommen.")).toBe(
      "Das Jobcenter übernimmt die Miete für die Wohnung.",
    );
    // Up to 12 words: a date and a second phrase ("auf Versorgung mit …").
    expect(
      active(
        "Ihr Antrag vom 3. Juni 2025 auf Versorgung mit einem elektrischen Rollstuhl wurde von uns geprüft.",
      ),
    ).toBe(
      "Wir haben Ihren Antrag vom 3. Juni 2025 auf Versorgung mit einem elektrischen Rollstuhl geprüft.",
    );
  });

  it("keeps a genitive attribute of the subject ('Das Wort des Herrn wurde …')", () => {
    const man = (sentence: string) =>
      render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));
    expect(man("Das Wort des Herrn war ihm noch nicht offenbart worden.")).toBe(
      "Man hat ihm das Wort des Herrn noch nicht offenbart.",
    );
    expect(man("Die Kosten der Unterkunft werden übernommen.")).toBe(
      "Man übernimmt die Kosten der Unterkunft.",
    );
    expect(man("Die Mauern Jerusalems wurden zerstört.")).toBe("Man hat die Mauern Jerusalems zerstört.");
    expect(man("Das Wort Gottes wurde ihm offenbart.")).toBe("Man hat ihm das Wort Gottes offenbart.");
    expect(active("Der Antrag des Mannes wurde vom Amt abgelehnt.")).toBe(
      "Das Amt hat den Antrag des Mannes abgelehnt.",
    );
    // Coordinated agents stay.
    expect(
      man(
        "Das Vergehen des Hauses wird nicht durch ein Schlachtopfer noch durch ein Speiseopfer gesühnt werden.",
      ),
    ).toBeUndefined();
    expect(active("Der Antrag wurde vom Amt und vom Gericht geprüft.")).toBeUndefined();
    // A name after a name is no genitive; "der" after a pronoun is no attribute.
    expect(man("Jesus der Nazarener wurde gekreuzigt.")).toBeUndefined();
    expect(man("Er der Mann wurde gefunden.")).toBeUndefined();
  });

  it("does not fire when a verb or a comma stands inside the attached phrase", () => {
    expect(active("Der Antrag, den Sie gestellt haben, wurde von uns geprüft.")).toBeUndefined();
    expect(active("Der Antrag, den Sie gestellt haben, muss von uns geprüft werden.")).toBeUndefined();
  });
});

describe("passiveToActive: present modal + participle + werden", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));

  it("keeps the modal and puts the infinitive last", () => {
    expect(active("Der Antrag muss vom Amt geprüft werden.")).toBe("Das Amt muss den Antrag prüfen.");
    expect(active("Der Antrag auf Hilfe muss von uns geprüft werden.")).toBe(
      "Wir müssen den Antrag auf Hilfe prüfen.",
    );
    expect(active("Die Unterlagen müssen von Ihnen eingereicht werden.")).toBe(
      "Sie müssen die Unterlagen einreichen.",
    );
  });

  it("uses 'wir' in letters for office actions, otherwise 'man'", () => {
    expect(wir("Ihr Antrag muss noch geprüft werden.")).toBe("Wir müssen Ihren Antrag noch prüfen.");
    expect(wir("Ihr Antrag kann leider nicht bewilligt werden.")).toBe(
      "Wir können Ihren Antrag leider nicht bewilligen.",
    );
    expect(wir("Das Geld muss zurückgezahlt werden.")).toBe("Man muss das Geld zurückzahlen.");
    // An adverb names the agent (a doctor, a court): the office is not the one who acts.
    expect(wir("Die Arbeitsunfähigkeit muss ärztlich festgestellt werden.")).toBe(
      "Man muss die Arbeitsunfähigkeit ärztlich feststellen.",
    );
    expect(wir("Die Arbeitsunfähigkeit muss festgestellt werden.")).toBe(
      "Wir müssen die Arbeitsunfähigkeit feststellen.",
    );
    // Money the reader may owe: who pays is unsure, so "man" ("Wir haben die Miete …" was wrong);
    // a payment that was not made is the reader's (as in a letter's condition).
    expect(wir("Die Miete wurde rechtzeitig gezahlt.")).toBe("Man hat die Miete rechtzeitig gezahlt.");
    expect(wir("Die Miete wurde nicht rechtzeitig gezahlt.")).toBe(
      "Sie haben die Miete nicht rechtzeitig gezahlt.",
    );
    expect(wir("Der Beitrag wird am 15. Mai überwiesen.")).toBe("Man überweist den Beitrag am 15. Mai.");
    // Compounds of such money too: the reader owes the Rundfunkbeiträge, the office did not fail to
    // pay; not paid, they are the reader's to pay.
    expect(wir("Für den Zeitraum ab April sind Rundfunkbeiträge nicht gezahlt worden.")).toBe(
      "Für den Zeitraum ab April haben Sie keine Rundfunkbeiträge gezahlt.",
    );
    expect(wir("Die Grundsteuer wurde nicht fristgerecht überwiesen.")).toBe(
      "Sie haben die Grundsteuer nicht fristgerecht überwiesen.",
    );
    expect(wir("Die Leistungen werden Ihnen ab Mai gezahlt.")).toBe(
      "Wir zahlen Ihnen die Leistungen ab Mai.",
    );
    expect(wir("Ihr Bürgergeld wird am 1. Mai überwiesen.")).toBe("Wir überweisen Ihr Bürgergeld am 1. Mai.");
    expect(wir("Ihr Widerspruch wurde als unbegründet zurückgewiesen.")).toBe(
      "Wir haben Ihren Widerspruch als unbegründet zurückgewiesen.",
    );
    expect(man("Die Tür kann geöffnet werden.")).toBe("Man kann die Tür öffnen.");
    expect(man("Die Kinder dürfen nicht geschlagen werden.")).toBe("Man darf die Kinder nicht schlagen.");
    expect(man("Dann muss der Antrag bearbeitet werden.")).toBe("Dann muss man den Antrag bearbeiten.");
  });

  it("reads 'Sie' with a singular verb as 'she'", () => {
    expect(wir("Sie muss gewarnt werden.")).toBe("Man muss sie warnen.");
    expect(wir("Sie wird vom Amt gewarnt.")).toBe("Das Amt warnt sie.");
    expect(wir("Sie werden vom Amt informiert.")).toBe("Das Amt informiert Sie.");
  });

  it("does not fire on werden as a full verb or past modals", () => {
    expect(man("Er muss Arzt werden.")).toBeUndefined();

    expect(man("Das kann gemacht werden.")).toBeUndefined();
    expect(man("Er wird krank werden.")).toBeUndefined();
  });

  it("keeps the future with werden + infinitive", () => {
    expect(man("Der Antrag wird geprüft werden.")).toBe("Man wird den Antrag prüfen.");
    expect(man("Dann wird er gerettet werden.")).toBe("Dann wird man ihn retten.");
    expect(wir("Ihr Antrag wird vom Jobcenter geprüft werden.")).toBe(
      "Das Jobcenter wird Ihren Antrag prüfen.",
    );
  });
});

describe("passiveToActive: Perfekt passive, dative pronouns, focus words, zu-infinitive", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));

  it("turns ist/war … worden into the Perfekt with haben", () => {
    expect(wir("Ihr Antrag ist geprüft worden.")).toBe("Wir haben Ihren Antrag geprüft.");
    expect(man("Die Brücke war zerstört worden.")).toBe("Man hat die Brücke zerstört.");
    expect(man("Die Brücke ist zerstört.")).toBeUndefined();
    expect(man("Er ist Lehrer geworden.")).toBeUndefined();
  });

  it("does not make the office the agent of what was done to 'uns'", () => {
    // Was "Wir haben uns die Unterlagen geschickt." (reflexive, the sender lost).
    expect(wir("Die Unterlagen wurden uns zugesandt.")).toBe("Man hat uns die Unterlagen zugesandt.");
    expect(wir("Die Unterlagen wurden uns übersandt.")).toBe("Man hat uns die Unterlagen übersandt.");
    // The office sends to the reader: "wir" as before, now also with übersenden.
    expect(wir("Der Ausweis wird Ihnen gesondert übersandt.")).toBe(
      "Wir übersenden Ihnen den Ausweis gesondert.",
    );
  });

  it("puts a dative pronoun before the noun object", () => {
    expect(wir("Die Leistungen werden Ihnen ab dem 1. Mai gezahlt.")).toBe(
      "Wir zahlen Ihnen die Leistungen ab dem 1. Mai.",
    );
    expect(wir("Ihnen wird das Geld überwiesen.")).toBe("Wir überweisen Ihnen das Geld.");
  });

  it("puts a feminine dative after the auxiliary before the object (not read as its genitive)", () => {
    // Was "Man hat den ausführlichen Arztbrief von Ihrer Hausarzt·praxis … geschickt" (the practice as sender).
    expect(
      man("Der ausführliche Arztbrief wurde Ihrer Hausarztpraxis bereits elektronisch übermittelt."),
    ).toBe("Man hat Ihrer Hausarztpraxis den ausführlichen Arztbrief bereits elektronisch übermittelt.");
    expect(wir("Der Bescheid wurde Ihrer Krankenkasse am 3. Mai zugeschickt.")).toBe(
      "Wir haben Ihrer Krankenkasse den Bescheid am 3. Mai zugeschickt.",
    );
    expect(man("Die Unterlagen wurden der Pflegekasse übersandt.")).toBe(
      "Man hat der Pflegekasse die Unterlagen übersandt.",
    );
    // A woman's noun the lexicon lacks; a sure genitive after the dative goes with it.
    expect(man("Das Gutachten wurde Ihrer Betreuerin zugestellt.")).toBe(
      "Man hat Ihrer Betreuerin das Gutachten zugestellt.",
    );
    expect(wir("Der Bescheid wurde der Krankenkasse Ihres Mannes zugeschickt.")).toBe(
      "Wir haben der Krankenkasse Ihres Mannes den Bescheid zugeschickt.",
    );
  });

  it("takes a name, legal form or title after the feminine dative along", () => {
    // Was "Man hat der Stadt das Schreiben Köln geschickt".
    expect(man("Das Schreiben wurde der Stadt Köln übermittelt.")).toBe(
      "Man hat der Stadt Köln das Schreiben übermittelt.",
    );
    expect(man("Das Schreiben wurde der Firma Schmidt GmbH zugeschickt.")).toBe(
      "Man hat der Firma Schmidt GmbH das Schreiben zugeschickt.",
    );
    expect(man("Das Schreiben wurde der Deutschen Rentenversicherung Bund weitergeleitet.")).toBe(
      "Man hat der Deutschen Rentenversicherung Bund das Schreiben weitergeleitet.",
    );
    expect(man("Das Geld wurde der AOK Bayern überwiesen.")).toBe(
      "Man hat der AOK Bayern das Geld überwiesen.",
    );
    expect(man("Die Unterlagen wurden der Ärztin Frau Dr. Meier übergeben.")).toBe(
      "Man hat der Ärztin Frau Dr. Meier die Unterlagen übergeben.",
    );
    // A date, a purpose or "per" after it belongs to the verb.
    expect(wir("Ihr Antrag wurde der Familienkasse zur Prüfung weitergeleitet.")).toBe(
      "Wir haben der Familienkasse Ihren Antrag zur Prüfung weitergeleitet.",
    );
    expect(man("Der Antrag wurde der Krankenkasse per Post zugeschickt.")).toBe(
      "Man hat der Krankenkasse den Antrag per Post zugeschickt.",
    );
  });

  it("leaves the passive whole when a phrase or a second noun follows the feminine dative", () => {
    // Was "Man hat der Klinik den Bericht am Park zugeschickt" ("am Park" names the clinic).
    expect(man("Der Bericht wurde der Klinik am Park zugeschickt.")).toBeUndefined();
    expect(man("Das Schreiben wurde der Stadt und dem Land übermittelt.")).toBeUndefined();
  });

  it("reads a list of truncated compounds with its comma as one phrase", () => {
    // The comma after "Arznei-" was read as a clause boundary: the passive stayed.
    expect(man("Die Kosten für Arznei-, Heil- und Hilfsmittel werden übernommen.")).toBe(
      "Man übernimmt die Kosten für Arznei-, Heil- und Hilfsmittel.",
    );
    const text = simplifyText(
      "Von diesem Betrag werden Beiträge zur Renten-, Arbeitslosen- und Pflegeversicherung abgezogen, sodass Ihnen täglich 68,12 Euro ausgezahlt werden.",
      { level: "leicht", explanations: "none" },
    ).simplified_text;
    expect(text).toContain("Arbeitslosen- und Pflege·versicherung ab.\nDeshalb ");
  });

  it("leaves a genitive of the subject, a postposition, a genitive object and a pronoun object alone", () => {
    // After a leading phrase the subject was read before the auxiliary: "der Behinderung" is its genitive.
    expect(man("Vielleicht wurde ein Grad der Behinderung von mindestens 70 festgestellt.")).toBe(
      "Vielleicht hat man einen Grad der Behinderung von mindestens 70 festgestellt.",
    );
    expect(man("In diesen Fällen werden die Kosten der Unterkunft übernommen.")).toBe(
      "In diesen Fällen übernimmt man die Kosten der Unterkunft.",
    );
    expect(man("Die Kosten wurden der Höhe nach anerkannt.")).toBe(
      "Man hat die Kosten der Höhe nach anerkannt.",
    );
    expect(man("Der Mann wurde der Tat beschuldigt.")).toBe("Man hat den Mann der Tat beschuldigt.");
    expect(man("Sie wurde der Kasse gemeldet.")).toBe("Man hat sie der Kasse gemeldet.");
    // A masculine or neuter dative is sure already: the order stays.
    expect(wir("Die Unterlagen wurden Ihrem Arbeitgeber übersandt.")).toBe(
      "Wir haben die Unterlagen Ihrem Arbeitgeber übersandt.",
    );
  });

  it("rewrites the impersonal passive with a dative pronoun", () => {
    expect(man("Ihm wurde geholfen.")).toBe("Man hat ihm geholfen.");
    expect(man("Euch wird geöffnet.")).toBe("Man öffnet euch.");
    expect(man("Ihm wurde von Peter geholfen.")).toBeUndefined();
    expect(passiveToActive(clauseTokens("Ihm wurde geholfen."), {})).toBeUndefined();
  });

  it("gives the office's decision 'entsprechen'/'stattgeben' to 'wir' and keeps the formal 'Ihrem'", () => {
    expect(wir("Ihrem Antrag kann nicht entsprochen werden.")).toBe(
      "Wir können Ihrem Antrag nicht entsprechen.",
    );
    expect(wir("Ihrem Widerspruch wird stattgegeben.")).toBe("Wir geben Ihrem Widerspruch statt.");
    expect(wir("Dem Antrag wurde entsprochen.")).toBe("Wir haben dem Antrag entsprochen.");
    // Read as not formal, the first "Ihrem" is lowered before this step: "ihrem" (her).
    expect(man("Ihrem Mann wurde geholfen.")).toBe("Man hat ihrem Mann geholfen.");
  });

  it("reads a present werden with an infinitive form as the future active", () => {
    expect(man("Dann werde ich dem ganzen Ort vergeben.")).toBeUndefined();
    expect(man("Sie werden das Haus verlassen.")).toBeUndefined();
    expect(man("Vielleicht wird Ihr Antrag abgelehnt.")).toBe("Vielleicht lehnt man Ihren Antrag ab.");
  });

  it("keeps a leading 'andernfalls'/'ansonsten' first, like 'sonst'", () => {
    expect(wir("Andernfalls wird Ihr Antrag abgelehnt.")).toBe("Andernfalls lehnen wir Ihren Antrag ab.");
    expect(wir("Ansonsten werden die Beiträge geschätzt.")).toBe("Ansonsten schätzen wir die Beiträge.");
    // Not for what the reader may owe: the payer is unsure.
    expect(wir("Andernfalls wird die Miete nicht gezahlt.")).toBe("Andernfalls zahlt man die Miete nicht.");
  });

  it("keeps a leading prepositional phrase or conjunction first", () => {
    expect(man("An der Stelle ist ein toter Mensch abgelegt worden.")).toBe(
      "An der Stelle hat man einen toten Menschen abgelegt.",
    );
    expect(wir("Ab dem 1. Mai werden die Kosten übernommen.")).toBe(
      "Ab dem 1. Mai übernehmen wir die Kosten.",
    );
    expect(man("Denn die Kosten werden von der Kasse übernommen.")).toBe(
      "Denn die Kasse übernimmt die Kosten.",
    );
    // A leading von-phrase is the agent: it becomes the subject.
    expect(man("Von der Kasse werden die Kosten übernommen.")).toBe("Die Kasse übernimmt die Kosten.");
  });

  it("keeps a focus particle with 'dann' first ('Nur dann', 'Erst dann')", () => {
    expect(wir("Nur dann kann der Parkausweis ausgestellt werden.")).toBe(
      "Nur dann können wir den Parkausweis ausstellen.",
    );
    expect(wir("Nur dann werden Unterhaltsansprüche gegenüber Ihren Kindern geprüft.")).toBe(
      "Nur dann prüfen wir Unterhaltsansprüche gegenüber Ihren Kindern.",
    );
    expect(man("Erst dann wurde er geheilt.")).toBe("Erst dann hat man ihn geheilt.");
    // Not a focus particle before another adverb: "Nur so" is left as before.
    expect(man("Nur so kann der Antrag geprüft werden.")).toBeUndefined();
  });

  it("does not take an unknown capitalised word for a subject it can inflect", () => {
    // "Hierzulande" could be a name as far as the lexicon knows.
    expect(man("Hierzulande wurde das Rasieren nicht einheitlich gehandhabt.")).toBeUndefined();
    // "Allerdings" is a connective adverb (LEADING_ADVERBS), never a subject.
    expect(man("Allerdings wurde das Rasieren nicht einheitlich gehandhabt.")).toBe(
      "Allerdings hat man das Rasieren nicht einheitlich gehandhabt.",
    );
  });

  it("lets the reader act on what the reader files, and reads the subject's own von-phrase", () => {
    expect(wir("Ihr Antrag wurde am 3. März bei uns gestellt.")).toBe(
      "Sie haben Ihren Antrag am 3. März bei uns gestellt.",
    );
    expect(wir("Der Bescheid vom 2. Februar wird aufgehoben.")).toBe(
      "Wir heben den Bescheid vom 2. Februar auf.",
    );
    expect(wir("Ihnen wurde bereits ein Termin mitgeteilt.")).toBe(
      "Wir haben Ihnen einen Termin bereits mitgeteilt.",
    );
    // Not "wir" for something done at our place by someone else.
    expect(wir("Die Unterlagen wurden bei uns gefunden.")).toBeUndefined();
  });

  it("reads a plural 'Sie' as 'they' in a text that does not address its reader", () => {
    const they = passiveToActive(clauseTokens("Sie wurden aufgefordert, das Haus zu verlassen."), {
      writer: "man",
      formal: false,
    });
    expect(render(they)).toBe("Man hat sie aufgefordert, das Haus zu verlassen.");
    expect(wir("Sie werden gebeten, uns anzurufen.")).toBe("Wir bitten Sie, uns anzurufen.");
  });

  it("keeps a focus word with the agent", () => {
    expect(wir("Ihr Antrag kann nur durch das Jobcenter geprüft werden.")).toBe(
      "Nur das Jobcenter kann Ihren Antrag prüfen.",
    );
  });

  it("keeps a following zu-infinitive clause", () => {
    expect(wir("Sie werden gebeten, die Unterlagen bis Montag vorzulegen.")).toBe(
      "Wir bitten Sie, die Unterlagen bis Montag vorzulegen.",
    );
    expect(
      wir("Sie werden gebeten, die Unterlagen vorzulegen, damit wir entscheiden können."),
    ).toBeUndefined();
    // A date's dot is no clause boundary; a second comma still is.
    expect(
      wir(
        "Sie wurden mit Schreiben vom 3. März 2025 aufgefordert, am 17. März 2025 zu einem Gespräch zu erscheinen.",
      ),
    ).toBe(
      "Wir haben Sie mit Schreiben vom 3. März 2025 aufgefordert, am 17. März 2025 zu einem Gespräch zu erscheinen.",
    );
    expect(wir("Sie werden gebeten, am 17. März zu kommen, damit wir entscheiden können.")).toBeUndefined();
    // A reason clause stays as it is.
    expect(wir("Ihr Antrag wird geprüft, weil Sie umgezogen sind.")).toBe(
      "Wir prüfen Ihren Antrag, weil Sie umgezogen sind.",
    );
    expect(wir("Ihr Antrag wird geprüft, dass Sie umgezogen sind.")).toBeUndefined();
  });
});

describe("seinZuToActive: ist/sind + zu-infinitive of obligation", () => {
  const wir = (sentence: string) => render(seinZuToActive(clauseTokens(sentence), { writer: "wir" }));
  const man = (sentence: string) => render(seinZuToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("takes an adverb of how often after the fronted 'ist', and a service called in by the reader", () => {
    // Was left as "Dann ist halbjährlich ein Beratungsbesuch … abzurufen."
    expect(
      wir("Dann ist halbjährlich ein Beratungsbesuch durch einen zugelassenen Pflegedienst abzurufen."),
    ).toBe(
      "Dann müssen Sie halbjährlich einen Beratungsbesuch durch einen zugelassenen Pflegedienst abrufen.",
    );
    expect(man("Dann ist jährlich eine Bescheinigung vorzulegen.")).toBe(
      "Dann muss man jährlich eine Bescheinigung vorlegen.",
    );
    expect(man("Dann ist regelmäßig ein Nachweis über die Teilnahme einzureichen.")).toBe(
      "Dann muss man regelmäßig einen Nachweis über die Teilnahme einreichen.",
    );
    // "durch" with another verb names who must: left whole.
    expect(man("Dann ist die Prüfung durch den Arbeitgeber zu veranlassen.")).toBeUndefined();
    expect(wir("Dann ist halbjährlich ein Antrag durch den Arbeitgeber einzureichen.")).toBeUndefined();
  });

  it("addresses the reader in letters, 'man' otherwise", () => {
    expect(wir("Der Widerspruch ist innerhalb von einem Monat schriftlich einzulegen.")).toBe(
      "Sie müssen den Widerspruch innerhalb von einem Monat schriftlich einlegen.",
    );
    expect(wir("Die Unterlagen sind vollständig einzureichen.")).toBe(
      "Sie müssen die Unterlagen vollständig einreichen.",
    );
    expect(man("Der Beitrag ist monatlich zu zahlen.")).toBe("Man muss den Beitrag monatlich zahlen.");
    // "nur" limits what is allowed: "dürfen" (was "Sie müssen … nur mit …", which says less is needed).
    expect(wir("Fremdsprachige Urkunden sind nur mit einer beglaubigten Übersetzung einzureichen.")).toBe(
      "Sie dürfen fremdsprachige Urkunden nur mit einer beglaubigten Übersetzung einreichen.",
    );
    expect(man("Der Antrag ist nur schriftlich zu stellen.")).toBe(
      "Man darf den Antrag nur schriftlich stellen.",
    );
    // Before an amount "nur" says that less is needed.
    expect(wir("Der Beitrag ist nur einmal zu zahlen.")).toBe("Sie müssen den Beitrag nur einmal zahlen.");
    // "der Schaden" was neuter in the lexicon: no subject, the sentence stayed.
    expect(wir("Der Schaden ist Ihrem Vermieter zu melden.")).toBe(
      "Sie müssen den Schaden Ihrem Vermieter melden.",
    );
    expect(wir("Der Ausweis ist persönlich abzuholen.")).toBe("Sie müssen den Ausweis persönlich abholen.");
    expect(wir("Dieser Betrag ist bis zum 3. Mai zu erstatten.")).toBe(
      "Sie müssen diesen Betrag bis zum 3. Mai erstatten.",
    );
    expect(wir("Der Betrag ist auf das Ihnen bekannte Konto zu überweisen.")).toBe(
      "Sie müssen den Betrag auf das Ihnen bekannte Konto überweisen.",
    );
  });

  it("turns two zu-infinitives of obligation joined by und/oder (fresh tax and Kindergeld letters)", () => {
    expect(
      wir(
        "Der Einspruch ist schriftlich oder elektronisch beim Finanzamt Köln-Mitte einzureichen oder dort zur Niederschrift zu erklären.",
      ),
    ).toBe(
      "Sie müssen den Einspruch schriftlich oder elektronisch beim Finanzamt Köln-Mitte einreichen oder dort zur Niederschrift erklären.",
    );
    expect(
      wir(
        "Dieser Betrag ist zu erstatten und innerhalb von vier Wochen auf das unten genannte Konto zu überweisen.",
      ),
    ).toBe(
      "Sie müssen diesen Betrag erstatten und innerhalb von vier Wochen auf das unten genannte Konto überweisen.",
    );
    expect(man("Der Antrag ist vollständig auszufüllen und bis zum 1. Mai zu unterschreiben.")).toBe(
      "Man muss den Antrag vollständig ausfüllen und bis zum 1. Mai unterschreiben.",
    );
    // The reader's side is named: what is paid there is owed to the reader.
    expect(wir("Der Betrag ist zu erstatten und auf Ihr Konto zu überweisen.")).toBeUndefined();
    // What can be done, not what must ("leicht zu finden").
    expect(wir("Die Unterlagen sind leicht zu finden und schnell auszufüllen.")).toBeUndefined();
  });

  it("reads abstimmen, anzeigen, begleichen and beibringen as obligations", () => {
    expect(wir("Eine Ortsabwesenheit ist vorher mit Ihrer Integrationsfachkraft abzustimmen.")).toBe(
      "Sie müssen eine Ortsabwesenheit vorher mit Ihrer Integrationsfachkraft abstimmen.",
    );
    expect(wir("Die Forderung ist bis zum 30. Mai 2025 zu begleichen.")).toBe(
      "Sie müssen die Forderung bis zum 30. Mai 2025 begleichen.",
    );
    expect(wir("Die fehlenden Unterlagen sind bis zum 15. März beizubringen.")).toBe(
      "Sie müssen die fehlenden Unterlagen bis zum 15. März beibringen.",
    );
  });

  it("turns a doctor's or a leaflet's instructions into 'Sie müssen …', not a ban", () => {
    expect(wir("Die Tabletten sind morgens nach dem Essen einzunehmen.")).toBe(
      "Sie müssen die Tabletten morgens nach dem Essen einnehmen.",
    );
    expect(wir("Dann sind die übrigen Medikamente unverändert weiter einzunehmen.")).toBe(
      "Dann müssen Sie die übrigen Medikamente unverändert weiter einnehmen.",
    );
    expect(wir("Die Salbe ist zweimal täglich dünn aufzutragen.")).toBe(
      "Sie müssen die Salbe zweimal täglich dünn auftragen.",
    );
    expect(man("Körperliche Anstrengungen sind zu vermeiden.")).toBe(
      "Man muss körperliche Anstrengungen vermeiden.",
    );
    expect(wir("Das Medikament ist kühl aufzubewahren.")).toBe("Sie müssen das Medikament kühl aufbewahren.");
    // An adverb between a fronted "ist" and the subject stays before the object.
    expect(wir("Dann ist rechtzeitig eine neue Verordnung einzureichen.")).toBe(
      "Dann müssen Sie rechtzeitig eine neue Verordnung einreichen.",
    );
    expect(wir("In diesem Fall ist außerdem eine ärztliche Bescheinigung vorzulegen.")).toBe(
      "In diesem Fall müssen Sie außerdem eine ärztliche Bescheinigung vorlegen.",
    );
    expect(wir("Dann ist nicht der Antrag einzureichen.")).toBeUndefined();
    // With "nicht" a ban: "Sie müssen … nicht einnehmen" would only free the reader.
    expect(wir("Das Medikament ist nicht zusammen mit Alkohol einzunehmen.")).toBeUndefined();
  });

  it("reads 'anzuwenden' as the reader's duty only with a medicine or a care product", () => {
    expect(wir("Die Salbe ist zweimal täglich dünn anzuwenden.")).toBe(
      "Sie müssen die Salbe zweimal täglich dünn anwenden.",
    );
    expect(man("Die Augentropfen sind morgens und abends anzuwenden.")).toBe(
      "Man muss die Augentropfen morgens und abends anwenden.",
    );
    expect(wir("Das Nasenspray ist höchstens sieben Tage anzuwenden.")).toBe(
      "Sie müssen das Nasenspray höchstens sieben Tage anwenden.",
    );
    // A rule the office applies: was "Sie müssen die Härtefallregelung in Ihrem Fall anwenden".
    expect(wir("Die Härtefallregelung ist in Ihrem Fall anzuwenden.")).toBeUndefined();
    expect(wir("Die neue Regelung ist ab dem 1. Januar anzuwenden.")).toBeUndefined();
    expect(wir("Das Gesetz ist rückwirkend anzuwenden.")).toBeUndefined();
    expect(man("Das Verfahren ist auf alle Anträge anzuwenden.")).toBeUndefined();
    expect(man("Die Regeln sind auf Salben anzuwenden.")).toBeUndefined();
  });

  it("leaves it when the reader receives ('Ihnen') or when it says what can be done", () => {
    expect(wir("Die Zahlung ist auf Ihr Konto zu erstatten.")).toBeUndefined();
    expect(wir("Die Entscheidung ist nicht mehr zu ändern.")).toBeUndefined();
    expect(wir("Die Entscheidung ist nicht zu ändern.")).toBeUndefined();
    expect(wir("Die Kaution ist dem Mieter zu erstatten.")).toBeUndefined();
    expect(wir("Die Daten sind jederzeit abzurufen.")).toBeUndefined();
    expect(wir("Der Fehler ist leicht zu ändern.")).toBeUndefined();
    expect(wir("Das Geld ist Ihnen zu erstatten.")).toBeUndefined();
    expect(wir("Der Bescheid ist Ihnen persönlich zu übergeben.")).toBeUndefined();
  });

  it("keeps a relative clause after the verbs after the active clause", () => {
    // The clause stays whole when its noun is unsure (Behandlung or Apotheke); the main clause still turns active.
    expect(
      wir(
        "Dann ist eine Behandlung mit einem Mittel aus der Apotheke durchzuführen, die nach acht Tagen zu wiederholen ist.",
      ),
    ).toBe(
      "Dann müssen Sie eine Behandlung mit einem Mittel aus der Apotheke durchführen, die nach acht Tagen zu wiederholen ist.",
    );
    // "der Stelle" receives: it goes before the object, the relative clause stays after the verb.
    expect(wir("Die Unterlagen sind der Stelle vorzulegen, von der Sie den Bescheid erhalten haben.")).toBe(
      "Sie müssen der Stelle die Unterlagen vorlegen, von der Sie den Bescheid erhalten haben.",
    );
    // Not a main clause after the comma (the step does not read it), nor a main clause that does not turn active.
    expect(wir("Der Antrag ist einzureichen, die Frist ist wichtig.")).toBeUndefined();
    expect(wir("Der Antrag wurde geprüft, den Sie gestellt haben.")).toBeUndefined();
    expect(wir("Es ist zu prüfen, die Sie eingereicht haben.")).toBeUndefined();
  });

  it("reads a particle the lexicon knows fused with 'zu', and keeps a leading coordinator first", () => {
    // "frei" is no particle of FUSED_ZU: was left as "Die Fluchtwege sind jederzeit freizuhalten."
    expect(wir("Die Fluchtwege sind jederzeit freizuhalten.")).toBe(
      "Sie müssen die Fluchtwege jederzeit freihalten.",
    );
    expect(man("Die Unterlagen sind zum Termin bereitzuhalten.")).toBe(
      "Man muss die Unterlagen zum Termin bereithalten.",
    );
    // Was left whole: "Denn" stood where the subject was looked for.
    expect(man("Denn die Fluchtwege sind jederzeit freizuhalten.")).toBe(
      "Denn man muss die Fluchtwege jederzeit freihalten.",
    );
    expect(wir("Und der Betrag ist bis zum 5. Mai zu zahlen.")).toBe(
      "Und Sie müssen den Betrag bis zum 5. Mai zahlen.",
    );
    // "ist … zu erreichen" (can) stays, with a coordinator too.
    expect(man("Denn das Amt ist telefonisch zu erreichen.")).toBeUndefined();
  });

  it("reads an adverb before a declined attribute as part of the subject", () => {
    // Was left as it stood: "hierdurch" between article and participle ended the noun phrase.
    expect(wir("Die hierdurch entstehenden Kosten sind von Ihnen zu tragen.")).toBe(
      "Sie müssen die hierdurch entstehenden Kosten tragen.",
    );
    expect(wir("Der bereits gezahlte Betrag ist bis zum 3. Mai zurückzuzahlen.")).toBe(
      "Sie müssen den bereits gezahlten Betrag bis zum 3. Mai zurückzahlen.",
    );
    // An adverb of the clause, after the subject or before a verb, stays where it stood.
    expect(wir("Die Kosten sind dafür zu tragen.")).toBe("Sie müssen die Kosten dafür tragen.");
    expect(wir("Das hier ist zu beachten.")).toBeUndefined();
  });

  it("reads 'durch' + a document as the means, and 'erklären' as the reader's duty", () => {
    expect(wir("Eine Erkrankung ist durch ein ärztliches Attest nachzuweisen.")).toBe(
      "Sie müssen eine Erkrankung durch ein ärztliches Attest nachweisen.",
    );
    expect(wir("Der Anspruch ist durch Vorlage einer Bescheinigung nachzuweisen.")).toBe(
      "Sie müssen den Anspruch durch Vorlage einer Bescheinigung nachweisen.",
    );
    expect(wir("Der Widerspruch ist schriftlich zu erklären.")).toBe(
      "Sie müssen den Widerspruch schriftlich erklären.",
    );
    // "durch" + a person or an office is who acts: no reader's duty.
    expect(wir("Die Erkrankung ist durch einen Arzt nachzuweisen.")).toBeUndefined();
    expect(wir("Die Kosten sind durch den Vermieter zu tragen.")).toBeUndefined();
  });

  it("reads 'leisten' of a payment as the reader's duty", () => {
    expect(wir("Die Zahlung ist bis zum 1. Mai zu leisten.")).toBe(
      "Sie müssen die Zahlung bis zum 1. Mai leisten.",
    );
  });

  it("reads a plural subject with a quantifier ('folgende', 'alle')", () => {
    expect(wir("Folgende Unterlagen sind beizufügen.")).toBe("Sie müssen folgende Unterlagen beifügen.");
    expect(man("Alle Unterlagen sind mitzubringen.")).toBe("Man muss alle Unterlagen mitbringen.");
    // A singular noun after "alle" is no subject of "sind"; a verb of ability stays.
    expect(man("Alle Unterlagen sind bei uns zu erhalten.")).toBeUndefined();
  });

  it("reads a long compound subject by its head", () => {
    expect(wir("Dann ist eine Arbeitsunfähigkeitsbescheinigung vorzulegen.")).toBe(
      "Dann müssen Sie eine Arbeitsunfähigkeitsbescheinigung vorlegen.",
    );
  });

  it("makes the reader the subject when the agent is 'von Ihnen' in a letter", () => {
    expect(wir("Die Rechnung ist von Ihnen zu zahlen.")).toBe("Sie müssen die Rechnung zahlen.");
    expect(wir("Die Kosten des Verfahrens sind von Ihnen zu tragen.")).toBe(
      "Sie müssen die Kosten des Verfahrens tragen.",
    );
    expect(wir("Der Schlüssel ist von Ihnen bis zum 30. Juni zurückzugeben.")).toBe(
      "Sie müssen den Schlüssel bis zum 30. Juni zurückgeben.",
    );
  });

  it("does not fire on 'can' readings, impersonal subjects, agents or without a writer", () => {
    expect(wir("Das Amt ist telefonisch zu erreichen.")).toBeUndefined();
    expect(wir("Das ist nicht zu ändern.")).toBeUndefined();
    expect(wir("Es ist zu beachten.")).toBeUndefined();
    expect(wir("Die Rechnung ist von der Krankenkasse zu zahlen.")).toBeUndefined();
    expect(man("Die Rechnung ist von Ihnen zu zahlen.")).toBeUndefined();
    expect(wir("Gegen diesen Bescheid ist Widerspruch einzulegen.")).toBeUndefined();
    expect(render(seinZuToActive(clauseTokens("Der Beitrag ist monatlich zu zahlen.")))).toBeUndefined();
  });

  it("keeps a fronted phrase with a preposition before ist/sind, not one with 'von' (an agent)", () => {
    expect(wir("Bei der Überweisung ist die Steuernummer 21/815/08150 anzugeben.")).toBe(
      "Bei der Überweisung müssen Sie die Steuernummer 21/815/08150 angeben.",
    );
    expect(wir("Zum Termin ist der Reisepass mitzubringen.")).toBe(
      "Zum Termin müssen Sie den Reisepass mitbringen.",
    );
    expect(wir("Die Verlängerung des Aufenthaltstitels ist rechtzeitig zu beantragen.")).toBe(
      "Sie müssen die Verlängerung des Aufenthaltstitels rechtzeitig beantragen.",
    );
    expect(wir("Gegen diesen Bescheid ist der Widerspruch einzulegen.")).toBeUndefined();
    expect(wir("Dann ist dies spätestens 3 Werktage vorher telefonisch mitzuteilen.")).toBe(
      "Dann müssen Sie dies spätestens 3 Werktage vorher telefonisch mitteilen.",
    );
    expect(wir("Dann ist das Formular auszufüllen.")).toBe("Dann müssen Sie das Formular ausfüllen.");
    expect(wir("Dann ist es mitzuteilen.")).toBeUndefined();
    expect(wir("So ist der Antrag zu stellen.")).toBeUndefined();
    expect(wir("Der Antrag ist bei der örtlichen Wohngeldbehörde zu stellen.")).toBe(
      "Sie müssen den Antrag bei der örtlichen Wohngeldbehörde stellen.",
    );
    expect(wir("Schönheitsreparaturen sind nach dem Mietvertrag durchzuführen.")).toBe(
      "Sie müssen Schönheitsreparaturen nach dem Mietvertrag durchführen.",
    );
    expect(wir("Der Widerspruch ist bei der AOK Nordwest, Kopstadtplatz 24, 45127 Essen, einzulegen.")).toBe(
      "Sie müssen den Widerspruch bei der AOK Nordwest, Kopstadtplatz 24, 45127 Essen, einlegen.",
    );
    expect(wir("Der Antrag ist bei der Stadt, dem Amt, einzureichen.")).toBeUndefined();
    // A list of manners with commas, closed by "oder" before the verb.
    expect(
      wir(
        "Der Widerspruch ist schriftlich, in elektronischer Form oder zur Niederschrift beim Landratsamt einzulegen.",
      ),
    ).toBe(
      "Sie müssen den Widerspruch schriftlich, in elektronischer Form oder zur Niederschrift beim Landratsamt einlegen.",
    );
    expect(wir("Der Widerspruch ist schriftlich, elektronisch oder persönlich einzulegen.")).toBe(
      "Sie müssen den Widerspruch schriftlich, elektronisch oder persönlich einlegen.",
    );
    // An insertion, or no "oder"/"und" to close the list: unchanged.
    expect(wir("Der Betrag ist pünktlich, spätestens am 3. März, zu zahlen.")).toBeUndefined();
    expect(wir("Der Betrag ist, wie vereinbart, zu zahlen.")).toBeUndefined();
    // The office of an authority between commas right before the verb.
    expect(wir("Der Widerspruch ist schriftlich bei der Stadt Kassel, Steueramt, einzulegen.")).toBe(
      "Sie müssen den Widerspruch schriftlich bei der Stadt Kassel, Steueramt, einlegen.",
    );
    expect(wir("Der Antrag ist beim Landratsamt, Abteilung Soziales, einzureichen.")).toBe(
      "Sie müssen den Antrag beim Landratsamt, Abteilung Soziales, einreichen.",
    );
    expect(wir("Der Antrag ist bei der Stadt, Zimmer 3, einzureichen.")).toBeUndefined();
    // A street with its house number between commas (no postcode) before the verb.
    expect(
      wir("Der Widerspruch ist schriftlich beim Bürgermeister der Stadt Marl, Creiler Platz 1, einzulegen."),
    ).toBe(
      "Sie müssen den Widerspruch schriftlich beim Bürgermeister der Stadt Marl, Creiler Platz 1, einlegen.",
    );
    expect(wir("Der Antrag ist bei der Stadt, Hauptstraße 5, einzureichen.")).toBe(
      "Sie müssen den Antrag bei der Stadt, Hauptstraße 5, einreichen.",
    );
    // A postcode with its town between commas before the verb.
    expect(
      wir("Der Widerspruch ist bei der Deutschen Rentenversicherung Bund, 10704 Berlin, einzulegen."),
    ).toBe("Sie müssen den Widerspruch bei der Deutschen Rentenversicherung Bund, 10704 Berlin, einlegen.");
    expect(wir("Der Antrag ist bei der Stadt, 3 Wochen, einzureichen.")).toBeUndefined();
    expect(wir("Der Antrag ist, Frau Berger, bald einzureichen.")).toBeUndefined();
    expect(wir("Von Ihnen ist der Antrag anzugeben.")).toBeUndefined();
    expect(wir("In diesem Fall ist es anzugeben.")).toBeUndefined();
    expect(wir("Bei Fragen ist das Amt zu erreichen.")).toBeUndefined();
  });

  it("reads an adjective + plural noun before 'sind' as the subject ('Fremdsprachige Urkunden sind …')", () => {
    expect(wir("Fremdsprachige Urkunden sind nur mit einer beglaubigten Übersetzung einzureichen.")).toBe(
      "Sie dürfen fremdsprachige Urkunden nur mit einer beglaubigten Übersetzung einreichen.",
    );
    expect(wir("Beglaubigte Kopien sind bis zum 3. Mai vorzulegen.")).toBe(
      "Sie müssen beglaubigte Kopien bis zum 3. Mai vorlegen.",
    );
    // Not a noun first, not a verb of ability.
    expect(wir("Kinder Anträge sind einzureichen.")).toBeUndefined();
    expect(wir("Deutsche Urkunden sind zu erreichen.")).toBeUndefined();
  });

  it("reads a fronted dative noun and a pronoun adverb of purpose ('Dem Antrag ist …', 'Dafür ist …')", () => {
    expect(wir("Dem Antrag ist eine Kopie des Leistungsbescheids beizufügen.")).toBe(
      "Dem Antrag müssen Sie eine Kopie des Leistungsbescheids beifügen.",
    );
    expect(wir("Dafür ist der beigefügte Vordruck zu verwenden.")).toBe(
      "Dafür müssen Sie den beigefügten Vordruck verwenden.",
    );
    expect(wir("Hierzu ist das Formular auszufüllen.")).toBe("Hierzu müssen Sie das Formular ausfüllen.");
    // Not a person as the dative, not without a duty verb, not "das"/"es" as the subject.
    expect(wir("Dem Kind ist das zu sagen.")).toBeUndefined();
    expect(wir("Dazu ist er nicht bereit.")).toBeUndefined();
    expect(wir("Dabei ist es zu beachten.")).toBeUndefined();
  });
});

describe("bekommenPassiveToActive: bekommen/erhalten + participle of giving", () => {
  const wir = (sentence: string) =>
    render(bekommenPassiveToActive(clauseTokens(sentence), { writer: "wir" }));
  const man = (sentence: string) =>
    render(bekommenPassiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("makes the giver the subject and the receiver a dative", () => {
    expect(wir("Sie bekommen das Geld Anfang Mai überwiesen.")).toBe(
      "Wir überweisen Ihnen das Geld Anfang Mai.",
    );
    expect(wir("Dann bekommen Sie den Bescheid geschickt.")).toBe("Dann schicken wir Ihnen den Bescheid.");
    expect(wir("Sie erhalten die Kosten von der Krankenkasse erstattet.")).toBe(
      "Die Krankenkasse erstattet Ihnen die Kosten.",
    );
    expect(man("Die Kinder bekamen alles erklärt.")).toBe("Man hat den Kindern alles erklärt.");
  });

  it("does not fire on bekommen as a full verb or without a writer", () => {
    expect(wir("Sie bekommen einen neuen Termin.")).toBeUndefined();
    expect(wir("Sie bekommen das Geld zurück.")).toBeUndefined();
    expect(
      render(bekommenPassiveToActive(clauseTokens("Sie bekommen das Geld überwiesen."), {})),
    ).toBeUndefined();
  });
});

describe("passiveToActive: von-phrases that are no agent", () => {
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));

  it("keeps a measure's von-phrase and uses the writer", () => {
    expect(
      wir("Dann kann Ihr Bürgergeld für einen Zeitraum von einem Monat um 10 Prozent gemindert werden."),
    ).toBe("Dann können wir Ihr Bürgergeld für einen Zeitraum von einem Monat um 10 Prozent mindern.");
    expect(wir("Ihnen wird das Geld in Höhe von 200 Euro überwiesen.")).toBe(
      "Wir überweisen Ihnen das Geld in Höhe von 200 Euro.",
    );
  });

  it("never makes a noun's von-phrase the agent", () => {
    expect(wir("Der Antrag wurde im Alter von 67 Jahren gestellt.")).not.toMatch(/^\S*Alter|67 Jahre hat/);
    expect(wir("Die Kosten werden für einen Zeitraum von einem Monat übernommen.")).toBe(
      "Wir übernehmen die Kosten für einen Zeitraum von einem Monat.",
    );
    // After other nouns the von-phrase is still the agent.
    expect(wir("Der Antrag wurde am Montag von der Behörde geprüft.")).toBe(
      "Die Behörde hat den Antrag am Montag geprüft.",
    );
  });
});

describe("passiveToActive: the reader's remedies in letters", () => {
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("tells the reader what they can do", () => {
    expect(
      wir("Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch erhoben werden."),
    ).toBe("Sie können gegen diesen Bescheid innerhalb eines Monats nach Bekanntgabe Widerspruch einlegen.");
    expect(wir("Ein Antrag kann bis zum 31. März gestellt werden.")).toBe(
      "Sie können einen Antrag bis zum 31. März stellen.",
    );
    expect(wir("Dann kann beim Sozialgericht Klage erhoben werden.")).toBe(
      "Dann können Sie beim Sozialgericht Klage erheben.",
    );
  });

  it("says that the reader may apply for what 'kann beantragt werden'", () => {
    expect(wir("Die Kostenübernahme kann bis zum 1. Mai beantragt werden.")).toBe(
      "Sie können die Kostenübernahme bis zum 1. Mai beantragen.",
    );
    expect(wir("Dann kann eine Kostenübernahme beantragt werden.")).toBe(
      "Dann können Sie eine Kostenübernahme beantragen.",
    );
    // "muss beantragt werden" is no right of the reader's.
    expect(wir("Der Zuschuss muss beantragt werden.")).toBe("Man muss den Zuschuss beantragen.");
  });

  it("does not fire for other verbs, must, an agent or outside letters", () => {
    expect(
      wir("Gegen diesen Bescheid muss innerhalb eines Monats Widerspruch erhoben werden."),
    ).toBeUndefined();
    expect(wir("Ihr Widerspruch kann vom Amt abgelehnt werden.")).toBe(
      "Das Amt kann Ihren Widerspruch ablehnen.",
    );
    // Outside letters the ordinary passive rule: "man".
    expect(man("Gegen das Urteil kann Klage erhoben werden.")).toBe(
      "Gegen das Urteil kann man Klage erheben.",
    );
  });
});

describe("passiveToActive: 'Es' holding the subject's place", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("takes the subject after the verb", () => {
    expect(wir("Es werden die Ergebnisse der Vergleichsarbeiten vorgestellt.")).toBe(
      "Wir stellen die Ergebnisse der Vergleichsarbeiten vor.",
    );
    expect(man("Es wurde ein großes Haus gebaut.")).toBe("Man hat ein großes Haus gebaut.");
  });

  it("does not fire without a subject or on werden as a full verb", () => {
    expect(wir("Es wird getanzt.")).toBeUndefined();
    expect(wir("Es wird Abend.")).toBeUndefined();
    expect(render(passiveToActive(clauseTokens("Es werden die Ergebnisse vorgestellt.")))).toBeUndefined();
  });
});

describe("splitCoordinatedPassive", () => {
  const split = (sentence: string) =>
    splitCoordinatedPassive({ tokens: clauseTokens(sentence), end: "." }, true)?.map((clause) =>
      render(clause.tokens, clause.end),
    );

  it("gives each passive its subject", () => {
    expect(
      split("Dann kann Ihr Antrag nicht bearbeitet werden und muss vielleicht abgelehnt werden."),
    ).toEqual([
      "Dann kann Ihr Antrag nicht bearbeitet werden.",
      "Vielleicht muss Ihr Antrag dann abgelehnt werden.",
    ]);
    expect(split("Der Antrag wird geprüft und wird dann bewilligt.")).toEqual([
      "Der Antrag wird geprüft.",
      "Der Antrag wird dann bewilligt.",
    ]);
  });

  it("gives the first modal the 'werden' the coordination left out", () => {
    // Was left in the passive.
    expect(split("Dann kann Ihr Antrag nicht bearbeitet und muss vielleicht abgelehnt werden.")).toEqual([
      "Dann kann Ihr Antrag nicht bearbeitet werden.",
      "Vielleicht muss Ihr Antrag dann abgelehnt werden.",
    ]);
    expect(split("Die Miete kann nicht übernommen und muss zurückgezahlt werden.")).toEqual([
      "Die Miete kann nicht übernommen werden.",
      "Die Miete muss zurückgezahlt werden.",
    ]);
    // A verb that is no participle before "und": no elliptic passive.
    expect(split("Er muss viel leiden und muss verachtet werden.")).toBeUndefined();
  });

  it("does not split an active second verb, a second subject or a comma", () => {
    expect(split("Die Kinder wurden gesegnet und gingen nach Hause.")).toBeUndefined();
    expect(split("Der Antrag wird geprüft und die Unterlagen werden geschickt.")).toBeUndefined();
    expect(split("Der Antrag wird, wenn alles da ist, geprüft und wird bewilligt.")).toBeUndefined();
  });
});

describe("passiveToActive: verbs of taking away, bare nouns, trailing clauses", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("reads 'von' with abziehen/abbuchen as where from, not as the agent", () => {
    expect(wir("Von der Rente werden noch Beiträge zur Krankenversicherung abgezogen.")).toBe(
      "Von der Rente ziehen wir noch Beiträge zur Krankenversicherung ab.",
    );
    expect(wir("Diese Schäden können von der Kaution abgezogen werden.")).toBe(
      "Wir können diese Schäden von der Kaution abziehen.",
    );
    expect(wir("Das Geld wird von Ihnen zurückgefordert.")).toBe("Wir fordern das Geld von Ihnen zurück.");
    // Other verbs keep the von-agent.
    expect(wir("Die Kosten werden von der Kasse übernommen.")).toBe("Die Kasse übernimmt die Kosten.");
  });

  it("splits a separable verb the lexicon gives unsplit", () => {
    expect(wir("Vielleicht werden keine Schäden festgestellt.")).toBe(
      "Vielleicht stellen wir keine Schäden fest.",
    );
  });

  it("takes a bare noun or a clause-initial capital determiner as the object", () => {
    expect(wir("Beiträge werden abgezogen.")).toBe("Wir ziehen Beiträge ab.");
    const tokens = clauseTokens("Diese Schäden können von der Kaution abgezogen werden.");
    tokens[0] = { ...(tokens[0] as (typeof tokens)[number]), text: "Diese" };
    expect(render(passiveToActive(tokens, { writer: "wir", formal: true }))).toBe(
      "Wir können diese Schäden von der Kaution abziehen.",
    );
    // "Kunde" has another accusative: no rewrite.
    expect(wir("Kunde wird informiert.")).toBeUndefined();
  });

  it("keeps a trailing conditional clause, but not other comma clauses", () => {
    expect(
      render(
        passiveToActive(
          clauseTokens("Die Kaution wird zurückgezahlt, sofern keine Schäden festgestellt werden."),
          {
            writer: "man",
          },
        ),
      ),
    ).toBe("Man zahlt die Kaution zurück, sofern man keine Schäden feststellt.");
    expect(
      wir("Die Kaution in Höhe von 1.500 Euro wird zurückgezahlt, sofern keine Schäden festgestellt werden."),
    ).toBe("Wir zahlen die Kaution in Höhe von 1.500 Euro zurück, sofern wir keine Schäden feststellen.");
    // The condition's own agent stays as it is.
    expect(wir("Die Kosten werden übernommen, wenn der Antrag vom Amt genehmigt wird.")).toBe(
      "Wir übernehmen die Kosten, wenn der Antrag vom Amt genehmigt wird.",
    );
    // Only what the writer holds for the reader is paid back by the writer.
    expect(wir("Das Geld muss zurückgezahlt werden.")).toBe("Man muss das Geld zurückzahlen.");
    // A second main clause after ", und" stays as it is; the passive before it turns active.
    expect(wir("Ihr Antrag wird geprüft, und wir melden uns.")).toBe(
      "Wir prüfen Ihren Antrag, und wir melden uns.",
    );
    expect(wir("Ihr Antrag wird geprüft, weil wir Zeit haben.")).toBe(
      "Wir prüfen Ihren Antrag, weil wir Zeit haben.",
    );
    expect(wir("Ihr Antrag wird geprüft, obwohl wir keine Zeit haben.")).toBe(
      "Wir prüfen Ihren Antrag, obwohl wir keine Zeit haben.",
    );
    // A dass clause may be the passive's own subject: it stays unread.
    expect(wir("Ihr Antrag wird geprüft, dass Sie umgezogen sind.")).toBeUndefined();
  });
});

describe("seinZuToActive with participles of state", () => {
  const wir = (sentence: string) => render(seinZuToActive(clauseTokens(sentence), { writer: "wir" }));

  it("keeps 'geräumt und gereinigt' before the verb", () => {
    expect(
      wir(
        "Die Wohnung ist bis spätestens 12 Uhr am letzten Tag des Mietverhältnisses vollständig geräumt und gereinigt zu übergeben.",
      ),
    ).toBe(
      "Sie müssen die Wohnung bis spätestens 12 Uhr am letzten Tag des Mietverhältnisses vollständig geräumt und gereinigt übergeben.",
    );
  });

  it("does not take a participle that is also a singular finite verb or stands apart", () => {
    expect(wir("Das Auto ist verkauft zu übergeben.")).toBeUndefined();
    expect(wir("Die Wohnung ist geräumt Montag zu übergeben.")).toBeUndefined();
  });

  it("takes a participle chain before a phrase with a preposition, also 'unterschrieben'", () => {
    expect(
      wir(
        "Der beigefügte Antrag ist vollständig ausgefüllt und unterschrieben bis zum 31. August 2025 zurückzusenden.",
      ),
    ).toBe(
      "Sie müssen den beigefügten Antrag vollständig ausgefüllt und unterschrieben bis zum 31. August 2025 zurücksenden.",
    );
    expect(wir("Die Wohnung ist geräumt am Montag zu übergeben.")).toBe(
      "Sie müssen die Wohnung geräumt am Montag übergeben.",
    );
    expect(wir("Der Antrag ist unterschrieben einzureichen.")).toBe(
      "Sie müssen den Antrag unterschrieben einreichen.",
    );
  });
});

describe("seinZuToActive with attributes", () => {
  const wir = (sentence: string) => render(seinZuToActive(clauseTokens(sentence), { writer: "wir" }));

  it("reads a declined attribute in the middle field as no verb", () => {
    expect(
      wir("Die Nachforderung ist innerhalb von 30 Tagen auf das Ihnen bekannte Konto zu überweisen."),
    ).toBe("Sie müssen die Nachforderung innerhalb von 30 Tagen auf das Ihnen bekannte Konto überweisen.");
    expect(
      wir(
        "Eine Folgebescheinigung ist spätestens am nächsten Werktag nach dem Ende der bisher bescheinigten Arbeitsunfähigkeit vorzulegen.",
      ),
    ).toBe(
      "Sie müssen eine Folgebescheinigung spätestens am nächsten Werktag nach dem Ende der bisher bescheinigten Arbeitsunfähigkeit vorlegen.",
    );
  });

  it("takes a subject with a prepositional attribute and puts a pronoun before the object", () => {
    expect(
      wir(
        "Änderungen in Ihren persönlichen oder wirtschaftlichen Verhältnissen sind uns sofort mitzuteilen.",
      ),
    ).toBe(
      "Sie müssen uns Änderungen in Ihren persönlichen oder wirtschaftlichen Verhältnissen sofort mitteilen.",
    );
    expect(wir("Die Unterlagen sind uns bis zum 3. Mai vorzulegen.")).toBe(
      "Sie müssen uns die Unterlagen bis zum 3. Mai vorlegen.",
    );
  });

  it("takes a list after a fronted 'sind' and an unknown plural in -ungen as the object", () => {
    expect(
      wir(
        "Dem Antrag sind ein gültiger Pass, ein aktueller Aufenthaltstitel, die Geburtsurkunde sowie Nachweise über Einkommen und Sprachkenntnisse beizufügen.",
      ),
    ).toBe(
      "Dem Antrag müssen Sie einen gültigen Pass, einen aktuellen Aufenthaltstitel, die Geburtsurkunde sowie Nachweise über Einkommen und Sprachkenntnisse beifügen.",
    );
    expect(
      wir(
        "Dem Antrag sind die Geburtsbescheinigung, die Einkommensnachweise von den letzten 12 Monaten und vielleicht eine Bescheinigung von der Krankenkasse beizufügen.",
      ),
    ).toBe(
      "Dem Antrag müssen Sie die Geburtsbescheinigung, die Einkommensnachweise von den letzten 12 Monaten und vielleicht eine Bescheinigung von der Krankenkasse beifügen.",
    );
    expect(wir("Bei der Anmeldung sind der Ausweis und ein Foto mitzubringen.")).toBe(
      "Bei der Anmeldung müssen Sie den Ausweis und ein Foto mitbringen.",
    );
    expect(wir("Einwendungen gegen die Abrechnung sind bis zum 3. Mai mitzuteilen.")).toBe(
      "Sie müssen Einwendungen gegen die Abrechnung bis zum 3. Mai mitteilen.",
    );
    // Not with a relative clause in the list, an agent in it, or a singular "ist".
    expect(wir("Dem Antrag sind die Unterlagen, die Sie haben, beizufügen.")).toBeUndefined();
    expect(wir("Dem Antrag sind der Pass und eine Erklärung von Ihnen beizufügen.")).toBeUndefined();
    expect(wir("Einwendung ist mitzuteilen.")).toBeUndefined();
  });

  it("reads von before an amount or before diesem as an attribute, not as the agent", () => {
    expect(
      wir(
        "Der Gesamtbetrag von 143,50 Euro ist innerhalb von 2 Wochen nach Rechtskraft von diesem Bescheid zu überweisen.",
      ),
    ).toBe(
      "Sie müssen den Gesamtbetrag von 143,50 Euro innerhalb von 2 Wochen nach Rechtskraft von diesem Bescheid überweisen.",
    );
    expect(wir("Die Kosten sind laut Vertrag von dem Mieter zu tragen.")).toBeUndefined();
    // A plural with "sind" after a fronted adverb is the subject; a bare singular stays.
    expect(wir("Zusätzlich sind Gebühren und Auslagen von 28,50 Euro zu zahlen.")).toBe(
      "Zusätzlich müssen Sie Gebühren und Auslagen von 28,50 Euro zahlen.",
    );
    expect(wir("Bei der Anmeldung sind Unterlagen mitzubringen.")).toBe(
      "Bei der Anmeldung müssen Sie Unterlagen mitbringen.",
    );
    expect(wir("Bei Fristversäumnis ist Klage zu erheben.")).toBeUndefined();
    expect(wir("Der Betrag von 20 Euro ist von Ihrem Vater zu zahlen.")).toBeUndefined();
    expect(wir("Der Antrag ist bis Montag von einem Elternteil zu unterschreiben.")).toBeUndefined();
  });

  it("does not take an agent phrase with von/durch, a verb inside the attribute or other readings", () => {
    expect(wir("Die Kosten durch den Umzug sind von Ihnen zu zahlen.")).toBeUndefined();
    expect(wir("Das Ergebnis ist uns nicht bekannt.")).toBeUndefined();
    expect(wir("Das Amt in der Stadtmitte ist telefonisch zu erreichen.")).toBeUndefined();
    expect(wir("Änderungen in Ihren Verhältnissen, die Sie kennen, sind mitzuteilen.")).toBeUndefined();
  });
});

describe("passiveToActive: a participle phrase between commas", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("rewrites the clause around it and puts it back after its noun", () => {
    expect(wir("Für Ihren Sohn Leon, geboren am 3. Februar 2009, wird Kindergeld gezahlt.")).toBe(
      "Für Ihren Sohn Leon, geboren am 3. Februar 2009, zahlen wir Kindergeld.",
    );
    expect(wir("Der Brief wurde an Herrn Kaya, wohnhaft in Kassel, geschickt.")).toBe(
      "Wir haben den Brief an Herrn Kaya, wohnhaft in Kassel, geschickt.",
    );
  });

  it("leaves a phrase with a verb of its own or without a preposition", () => {
    expect(wir("Der Brief wurde an Herrn Kaya, der in Kassel wohnt, geschickt.")).toBeUndefined();
    expect(wir("Für Ihren Sohn Leon, geboren und getauft, wird Kindergeld gezahlt.")).toBeUndefined();
  });
});

describe("passiveToActive: von after a number or a time", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("still reads the agent there", () => {
    expect(wir("Ihr Antrag wurde vor 3 Monaten von Ihnen gestellt.")).toBe(
      "Sie haben Ihren Antrag vor 3 Monaten gestellt.",
    );
    expect(wir("Ihr Antrag wurde 2024 von Frau Müller gestellt.")).toBe(
      "Frau Müller hat Ihren Antrag 2024 gestellt.",
    );
    expect(wir("Die Kosten werden bis zu einem Betrag von 500 Euro übernommen.")).toBe(
      "Wir übernehmen die Kosten bis zu einem Betrag von 500 Euro.",
    );
  });
});

describe("passiveToActive: more letter passives", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("gives the reader a remedy whose subject carries a phrase", () => {
    expect(wir("Ein Antrag auf Weiterbewilligung kann ab sofort gestellt werden.")).toBe(
      "Sie können einen Antrag auf Weiterbewilligung ab sofort stellen.",
    );
  });

  it("lets the office collect its contributions", () => {
    expect(wir("Die Beiträge werden monatlich von Ihrem Konto abgebucht.")).toBe(
      "Wir buchen die Beiträge monatlich von Ihrem Konto ab.",
    );
  });

  it("turns the writer's impersonal announcements, and nothing else impersonal", () => {
    expect(wir("Es wird darauf hingewiesen.")).toBe("Wir weisen darauf hin.");
    expect(man("Es wird darauf hingewiesen.")).toBe("Man weist darauf hin.");
    expect(wir("Es wird getanzt.")).toBeUndefined();
    expect(wir("Es wird vom Amt darauf hingewiesen.")).toBeUndefined();
  });
});

describe("passiveToActive: indefinite pronoun subjects and names after the agent", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("takes etwas/nichts/alles/alle alone as the subject", () => {
    expect(man("Nichts wurde gefunden.")).toBe("Man hat nichts gefunden.");
    expect(man("Alle wurden geheilt.")).toBe("Man hat alle geheilt.");
    expect(man("Da wurden alle von fassungslosem Erstaunen ergriffen.")).toBe(
      "Da hat fassungsloses Erstaunen alle ergriffen.",
    );
    // The dative pronoun goes before an indefinite object, after a personal one.
    expect(man("Denn etwas ist ihnen nicht erzählt worden.")).toBe("Denn man hat ihnen etwas nicht erzählt.");
    expect(man("Es wurde ihnen erzählt.")).toBeUndefined();
    // "alle Kinder": a determiner here, not a subject of its own; the whole phrase is the subject.
    expect(man("Alle Kinder wurden geheilt.")).toBe("Man hat alle Kinder geheilt.");
  });

  it("keeps a name after the agent's noun in the agent", () => {
    expect(man("Etwas wurde von dem Propheten Jeremia gesagt.")).toBe(
      "Der Prophet Jeremia hat etwas gesagt.",
    );
    // A bare name may say where from: unsure.
    expect(man("Er wurde von Jerusalem gebracht.")).toBeUndefined();
  });

  it("keeps a company's name of known words in the agent when it ends in a name or a legal form", () => {
    // Was "Die Firma führt die Arbeiten Haustechnik Lemke aus."
    expect(man("Die Arbeiten werden von der Firma Haustechnik Lemke ausgeführt.")).toBe(
      "Die Firma Haustechnik Lemke führt die Arbeiten aus.",
    );
    expect(man("Die Arbeiten werden von der Firma Müller GmbH ausgeführt.")).toBe(
      "Die Firma Müller GmbH führt die Arbeiten aus.",
    );
    expect(man("Der Antrag wird von der Gemeinde Wittenbach geprüft.")).toBe(
      "Die Gemeinde Wittenbach prüft den Antrag.",
    );
    // A bare noun that is no name after the agent stays where it is.
    expect(man("Der Antrag wird von der Behörde Anfang Mai geprüft.")).toBe(
      "Die Behörde prüft den Antrag Anfang Mai.",
    );
  });

  it("reads a bare plural dative after 'von' as a plural agent", () => {
    // Was left passive: the agent had no article.
    expect(man("Die Planungen werden von Vertretern des beauftragten Ingenieurbüros erläutert.")).toBe(
      "Vertreter des beauftragten Ingenieurbüros erläutern die Planungen.",
    );
    expect(man("Die Kinder werden von Erziehern betreut.")).toBe("Erzieher betreuen die Kinder.");
    // Not before und/oder, not a singular ("von Hand"), not after a noun of quantity.
    expect(man("Er wurde von Zöllnern und Sündern besucht.")).toBeUndefined();
    expect(man("Das Schild wird von Hand geschrieben.")).toBeUndefined();
    expect(man("Große Mengen werden von Pestiziden verdrängt.")).toBeUndefined();
  });

  it("leaves the passive when a noun that takes a name is followed by a word that may be its name", () => {
    // "Igel" is a known noun: the group's name or something else; "Die Gruppe prüft … Igel" is wrong.
    expect(man("Die Arbeiten werden von der Gruppe Igel ausgeführt.")).toBeUndefined();
    expect(man("Der Antrag wird von der Stadt Anfang Mai geprüft.")).toBeUndefined();
  });

  it("leaves the passive when a von-phrase follows the agent after 'vom'; a 'der' phrase is its genitive", () => {
    // Was "Der Gemeinderat führt die Sitzung von der Stadt Wittenbach durch."
    expect(man("Die Sitzung wird vom Gemeinderat von der Stadt Wittenbach durchgeführt.")).toBeUndefined();
    expect(man("Die Sitzung wird vom Gemeinderat der Stadt Wittenbach durchgeführt.")).toBe(
      "Der Gemeinderat der Stadt Wittenbach führt die Sitzung durch.",
    );
    expect(man("Die Kosten werden vom Vermieter des Hauses übernommen.")).toBe(
      "Der Vermieter des Hauses übernimmt die Kosten.",
    );
  });
});

describe("passiveToActive: a durch-phrase that is no agent stays as the means", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("uses 'man' and keeps the durch-phrase in place", () => {
    expect(man("Diese Art kann nur durch Gebet ausgetrieben werden.")).toBe(
      "Man kann diese Art nur durch Gebet austreiben.",
    );
    expect(man("Das Gesetz ist durch Mose gegeben worden.")).toBe("Man hat das Gesetz durch Mose gegeben.");
    // A von-phrase we cannot read may say where from: unsure.
    expect(man("Er wurde von Jerusalem gebracht.")).toBeUndefined();
    // After the participle it stays unsure.
    expect(man("Er wird gewarnt durch sie.")).toBeUndefined();
    // A late "durch" phrase with an article or "Gott" is read like one before the participle.
    expect(man("Wir wurden mit dem Trost selbst getröstet durch Gott.")).toBe(
      "Gott hat uns mit dem Trost selbst getröstet.",
    );
    expect(man("Die Stadt wurde zerstört durch ein Feuer.")).toBe("Ein Feuer hat die Stadt zerstört.");
    // A late "von" may say where from.
    expect(man("Er wurde auferweckt von den Toten.")).toBeUndefined();
  });
});

describe("passiveToActive: a verb after 'und' is no participle of the passive", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("leaves 'wird hinausgeworfen … und vertrocknet' (a second verb)", () => {
    expect(man("Dann wird er hinausgeworfen wie die Rebe und vertrocknet.")).toBeUndefined();
    // The lexicon knows "hinauswerfen" (scripts/lexicon/supplementary-verbs.ts).
    expect(man("Er wird hinausgeworfen.")).toBe("Man wirft ihn hinaus.");
    expect(man("Der Stein wurde weggerollt.")).toBe("Man hat den Stein weggerollt.");
  });
});

describe("passiveToActive: durch Gott, and an agent with its own von-phrase", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("reads 'durch Gott' as the agent like 'von Gott'", () => {
    expect(man("Wir wurden durch Gott getröstet.")).toBe("Gott hat uns getröstet.");
  });

  it("takes the von-phrase or genitive of a durch-agent along", () => {
    // Not "Das Band bewahrt die Einheit vom Frieden".
    expect(man("Die Einheit wird durch das Band vom Frieden bewahrt.")).toBe(
      "Das Band vom Frieden bewahrt die Einheit.",
    );
    // Not "Das Feuer hat die Stadt des Krieges zerstört".
    expect(man("Die Stadt wurde durch das Feuer des Krieges zerstört.")).toBe(
      "Das Feuer des Krieges hat die Stadt zerstört.",
    );
    expect(man("Der Antrag wurde vom Vermieter des Hauses unterschrieben.")).toBe(
      "Der Vermieter des Hauses hat den Antrag unterschrieben.",
    );
  });

  it("leaves a von-agent with a von-phrase of its own", () => {
    expect(man("Die Einheit wird von dem Sohn von Gott bewahrt.")).toBeUndefined();
  });
});

describe("passiveToActive: questions with the verb first", () => {
  const man = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }), "?");

  it("keeps the finite verb of the active first", () => {
    expect(man("Wurde er geheilt?")).toBe("Hat man ihn geheilt?");
    expect(man("Wird der Antrag geprüft?")).toBe("Prüft man den Antrag?");
    expect(man("Kann der Antrag geprüft werden?")).toBe("Kann man den Antrag prüfen?");
    expect(man("Wird er vom Arzt untersucht?")).toBe("Untersucht der Arzt ihn?");
    expect(man("Seid etwa auch ihr getäuscht worden?")).toBe("Hat man etwa auch euch getäuscht?");
  });

  it("leaves a passive imperative and werden as a full verb", () => {
    expect(man("Werdet erneuert in eurem Geist?")).toBeUndefined();
    expect(man("Wurde er gesund?")).toBeUndefined();
  });
});

describe("passiveToActive: geboren werden -> auf die Welt kommen", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("says 'auf die Welt kommen', Präteritum as Perfekt", () => {
    expect(man("Jesus wurde in Betlehem geboren.")).toBe("Jesus ist in Betlehem auf die Welt gekommen.");
    expect(man("Denn ein Kind ist geboren worden für uns.")).toBe(
      "Denn ein Kind ist für uns auf die Welt gekommen.",
    );
    expect(man("Dann werden viele Kinder geboren.")).toBe("Dann kommen viele Kinder auf die Welt.");
    expect(man("Ich wurde in Berlin geboren.")).toBe("Ich bin in Berlin auf die Welt gekommen.");
    expect(man("Er muss neu geboren werden.")).toBe("Er muss neu auf die Welt kommen.");
  });

  it("says 'born to' a pronoun with 'bekommen'", () => {
    expect(man("Ihnen wurden Töchter geboren.")).toBe("Sie haben Töchter bekommen.");
    expect(man("Und ihm wurde ein Sohn geboren.")).toBe("Und er hat einen Sohn bekommen.");
    expect(man("Uns wird ein Kind geboren.")).toBe("Wir bekommen ein Kind.");
    // Something between the verb and the child: unsure of the phrase.
    expect(man("Ihm wurden in Ägypten Söhne geboren.")).toBeUndefined();
  });

  it("leaves 'born to' a noun phrase, a Konjunktiv and the state 'ist geboren'", () => {
    expect(man("Dem Abraham wurde ein Sohn geboren.")).toBeUndefined();
    // A name before the auxiliary and a nominative after it: the name is the dative.
    expect(man("Maria wurde ein Sohn geboren.")).toBeUndefined();
    expect(man("Der Frau wurde ein Sohn geboren.")).toBeUndefined();
    expect(man("Wo werde der Christus geboren.")).toBeUndefined();
    expect(man("Er ist 1950 geboren.")).toBeUndefined();
  });
});

describe("passiveToActive: a dative noun phrase first", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("keeps the dative before the object, also without a subject", () => {
    expect(man("Dem Mann wurde das Buch gegeben.")).toBe("Man hat dem Mann das Buch gegeben.");
    expect(man("Dem Josef wurde eine Weisung gegeben.")).toBe("Man hat dem Josef eine Weisung gegeben.");
    expect(man("Dem Mann wurde geholfen.")).toBe("Man hat dem Mann geholfen.");
  });

  it("reads 'jedem (einzelnen) von euch' as the dative, its von-phrase no agent", () => {
    expect(man("Aber jedem einzelnen von euch wurde die Gnade gegeben.")).toBe(
      "Aber man hat jedem einzelnen von euch die Gnade gegeben.",
    );
    expect(man("Jedem wird gegeben.")).toBe("Man gibt jedem.");
    // In a letter the office sends: "wir".
    expect(
      render(
        passiveToActive(clauseTokens("Jedem von Ihnen wird ein Bescheid zugeschickt."), {
          writer: "wir",
          formal: true,
        }),
      ),
    ).toBe("Wir schicken jedem von Ihnen einen Bescheid zu.");
    // "von den Ärzten" after "jedem" could be the agent: unsure.
    expect(man("Jedem von den Ärzten wurde geholfen.")).toBeUndefined();
  });

  it("keeps a question's adverb first", () => {
    expect(man("Warum wurde er getötet")).toBe("Warum hat man ihn getötet.");
    expect(man("Wo wird das Haus gebaut")).toBe("Wo baut man das Haus.");
    expect(man("Warum wird ihm geholfen")).toBe("Warum hilft man ihm.");
    // "wie" of a comparison is no adverb before the verb.
    expect(man("Wie Staubwolken auf der Waage werden sie gerechnet.")).toBeUndefined();
  });

  it("keeps a noun the lexicon lacks after a determiner whose accusative is the same form", () => {
    expect(man("Jede Verfehlung und jede Gotteslästerung kann vergeben werden.")).toBe(
      "Man kann jede Verfehlung und jede Gotteslästerung vergeben.",
    );
    expect(man("Seine Lästerung wurde vergeben.")).toBe("Man hat seine Lästerung vergeben.");
    // "ein" may be masculine ("einen"): unsure.
    expect(man("Ein Schiedsrichterdings wurde gefunden.")).toBeUndefined();
  });

  it("reads an indefinite pronoun after 'Es' and adverbs as the subject", () => {
    expect(man("Es ist auch nichts verborgen worden.")).toBe("Man hat auch nichts verborgen.");
    expect(man("Es wurde noch nichts entschieden.")).toBe("Man hat noch nichts entschieden.");
    expect(man("Es wurden alle gerettet.")).toBe("Man hat alle gerettet.");
    // "nichts Neues": the capitalised attribute belongs to the pronoun; not read.
    expect(man("Es wurde nichts Neues gefunden.")).toBeUndefined();
  });

  it("keeps particles and a prepositional phrase before the subject with the dative", () => {
    expect(man("Ihm wurde aber im Traum eine Weisung gegeben.")).toBe(
      "Man hat ihm aber im Traum eine Weisung gegeben.",
    );
    expect(man("Dem Josef wurde im Traum eine Weisung gegeben.")).toBe(
      "Man hat dem Josef im Traum eine Weisung gegeben.",
    );
    expect(man("Ihm wurde in der Stadt ein Haus gezeigt.")).toBe(
      "Man hat ihm in der Stadt ein Haus gezeigt.",
    );
    // A date span after the phrase's noun belongs to the phrase.
    const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));
    expect(
      wir("Ihnen wird für die Zeit vom 1. Oktober 2026 bis 30. September 2027 Wohngeld bewilligt."),
    ).toBe("Wir bewilligen Ihnen für die Zeit vom 1. Oktober 2026 bis 30. September 2027 Wohngeld.");
    // A von/durch phrase may be the agent; a genitive after the phrase's noun is not read.
    expect(man("Ihm wurde von seinem Vater ein Haus gegeben.")).toBeUndefined();
    expect(man("Ihm wurde im Namen des Königs ein Brief gegeben.")).toBeUndefined();
    // No subject after the phrase: an impersonal passive; a capitalised word inside the
    // prepositional phrase is no subject, a second one after it may be.
    expect(man("Ihm wurde im Traum geholfen.")).toBe("Man hat ihm im Traum geholfen.");
    expect(man("Ihm wurde in Ägypten Brot gegeben.")).toBeUndefined();
  });

  it("does not take an ambiguous 'den' or 'der' for a dative", () => {
    expect(man("Der Frau wurde geholfen.")).toBeUndefined();
    expect(man("Den Armen wird die Nachricht gebracht.")).toBeUndefined();
  });
});

describe("passiveToActive: main clauses joined by a comma and und/aber/denn", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("rewrites each passive clause on its own", () => {
    expect(man("Er ist gerecht, und ihm wurde geholfen.")).toBe("Er ist gerecht, und man hat ihm geholfen.");
    expect(man("Ihr klopft an, und euch wird geöffnet.")).toBe("Ihr klopft an, und man öffnet euch.");
    expect(man("Mit dem Maß wird euch zugeteilt werden, und euch wird noch mehr gegeben werden.")).toBe(
      "Mit dem Maß wird man euch zuteilen, und man wird euch noch mehr geben.",
    );
  });

  it("leaves a subordinate clause first and clauses with no passive", () => {
    expect(man("Wenn er kommt, und er wird geheilt.")).toBeUndefined();
    expect(man("Er ist gerecht, und er hilft.")).toBeUndefined();
  });
});

describe("passiveToActive: office letters (past modals, plural attributes, ranges, leading agents)", () => {
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("keeps the Präteritum of a modal", () => {
    expect(wir("Ihr Antrag konnte nicht bearbeitet werden.")).toBe(
      "Wir konnten Ihren Antrag nicht bearbeiten.",
    );
    expect(man("Der Antrag musste geprüft werden.")).toBe("Man musste den Antrag prüfen.");
    expect(wir("Deshalb konnte Ihr Antrag nicht bearbeitet werden.")).toBe(
      "Deshalb konnten wir Ihren Antrag nicht bearbeiten.",
    );
  });

  it("moves a plural subject with attributes as it is", () => {
    expect(wir("Unvollständige Anträge können nicht bearbeitet werden.")).toBe(
      "Wir können unvollständige Anträge nicht bearbeiten.",
    );
    expect(wir("Die von Ihnen geltend gemachten Fahrtkosten konnten nur teilweise anerkannt werden.")).toBe(
      "Wir konnten die von Ihnen geltend gemachten Fahrtkosten nur teilweise anerkennen.",
    );
  });

  it("leaves attributed subjects that are not plural", () => {
    // Singular masculine: "der … Antrag" would need "den … Antrag".
    expect(wir("Der von Ihnen gestellte Antrag konnte nicht bearbeitet werden.")).toBeUndefined();
    expect(wir("Die von Ihnen gemachten Fahrtkosten wurde geprüft.")).toBeUndefined();
  });

  it("reads 'von 68 Euro auf 79 Euro' as a change, not the agent", () => {
    expect(
      wir(
        "Wegen dem gestiegenen Verbrauch wird der monatliche Abschlag ab dem 1. März von 68 Euro auf 79 Euro angepasst.",
      ),
    ).toBe(
      "Wegen dem gestiegenen Verbrauch passen wir den monatlichen Abschlag ab dem 1. März von 68 Euro auf 79 Euro an.",
    );
    expect(man("Der Antrag wird von 3 Personen geprüft.")).toBeUndefined();
  });

  it("keeps a long leading phrase first", () => {
    expect(
      wir(
        "Auf Grundlage der Jahresabrechnung für den Zeitraum vom 1. Januar 2024 bis 31. Dezember 2024 wurde Ihr Stromverbrauch ermittelt.",
      ),
    ).toBe(
      "Auf Grundlage der Jahresabrechnung für den Zeitraum vom 1. Januar 2024 bis 31. Dezember 2024 haben wir Ihren Stromverbrauch ermittelt.",
    );
  });

  it("makes a leading durch/von phrase the subject", () => {
    expect(wir("Durch den Einspruch wird die Zahlungsfrist nicht aufgeschoben.")).toBe(
      "Der Einspruch schiebt die Zahlungsfrist nicht auf.",
    );
    expect(wir("Durch die Einlegung eines Einspruchs wird die Zahlungsfrist nicht aufgeschoben.")).toBe(
      "Die Einlegung eines Einspruchs schiebt die Zahlungsfrist nicht auf.",
    );
    expect(wir("Vom Jobcenter wurde Ihr Antrag abgelehnt.")).toBe(
      "Das Jobcenter hat Ihren Antrag abgelehnt.",
    );
  });

  it("reads commas around a date or room apposition as part of the clause", () => {
    expect(
      wir(
        "Für die persönliche Vorsprache wurde für Sie ein Termin am Dienstag, 12. August 2025, um 9:30 Uhr im Bürgeramt, Zimmer 214, reserviert.",
      ),
    ).toBe(
      "Für die persönliche Vorsprache haben wir für Sie einen Termin am Dienstag, 12. August 2025, um 9:30 Uhr im Bürgeramt, Zimmer 214, reserviert.",
    );
    // Other commas still end the clause.
    expect(wir("Ihr Antrag wurde geprüft, Ihre Unterlagen fehlen.")).toBeUndefined();
    expect(wir("Ihr Antrag wurde am Dienstag, dem Tag nach Ostern geprüft.")).toBeUndefined();
  });

  it("keeps a reason after the passive as it is", () => {
    expect(
      wir(
        "Die Kosten konnten nur teilweise anerkannt werden, da die Entfernung nicht 42, sondern 35 Kilometer beträgt.",
      ),
    ).toBe(
      "Wir konnten die Kosten nur teilweise anerkennen, da die Entfernung nicht 42, sondern 35 Kilometer beträgt.",
    );
    // "da" = "then" opens a main clause: no reason clause.
    expect(wir("Ihr Antrag wurde geprüft, da wurde er abgelehnt.")).toBeUndefined();
  });

  it("keeps any other subordinate clause after the passive as it is", () => {
    expect(man("Er wurde dann an jeden ausgeteilt, je nachdem es einer nötig hatte.")).toBe(
      "Man hat ihn dann an jeden ausgeteilt, je nachdem es einer nötig hatte.",
    );
    expect(man("Die Stadt wurde zerstört, als der König starb.")).toBe(
      "Man hat die Stadt zerstört, als der König starb.",
    );
    expect(man("Das Brot wurde verteilt, bevor die Gäste kamen.")).toBe(
      "Man hat das Brot verteilt, bevor die Gäste kamen.",
    );
    // Not a verb-final clause, or a second comma inside it.
    expect(man("Die Tür wurde geöffnet, als Zeichen der Freude.")).toBeUndefined();
    expect(man("Die Tür wurde geöffnet, als er kam, und alle gingen hinein.")).toBeUndefined();
  });

  it("keeps a preposition with a pronoun before the subject", () => {
    expect(wir("Dann wurde für Sie ein neuer Termin reserviert.")).toBe(
      "Dann haben wir für Sie einen neuen Termin reserviert.",
    );
    expect(wir("Aufgrund des gestiegenen Verbrauchs wird der Abschlag angepasst.")).toBe(
      "Aufgrund des gestiegenen Verbrauchs passen wir den Abschlag an.",
    );
  });

  it("keeps a relative clause after the passive as it is", () => {
    expect(man("Das Geld wird an Haushalte gezahlt, die kein Bürgergeld bekommen.")).toBe(
      "Man zahlt das Geld an Haushalte, die kein Bürgergeld bekommen.",
    );
  });

  it("leaves the impersonal 'es'", () => {
    expect(man("Es wird getanzt.")).toBeUndefined();
    expect(man("Es wird gezahlt.")).toBeUndefined();
    expect(man("Es wurde lange gearbeitet.")).toBeUndefined();
    expect(man("Es wird in der Sitzung entschieden.")).toBeUndefined();
    expect(man("Es wird darüber gesprochen.")).toBeUndefined();
    expect(man("Es wird geprüft, ob Sie Anspruch haben.")).toBeUndefined();
    // "es" may stand for a thing named before, but also be impersonal with a middle field
    // ("Man arbeitet es im Sommer viel" would be wrong), so it stays.
    expect(man("Es wird im Sommer viel gearbeitet.")).toBeUndefined();
    expect(man("Es wird in der Kantine gegessen.")).toBeUndefined();
    expect(man("Es wird an Haushalte mit geringem Einkommen gezahlt.")).toBeUndefined();
  });

  it("turns an impersonal passive after a leading phrase active", () => {
    expect(wir("Über Ihren Antrag wird in den nächsten Wochen entschieden.")).toBe(
      "Über Ihren Antrag entscheiden wir in den nächsten Wochen.",
    );
    expect(wir("Über den Antrag wurde gestern entschieden.")).toBe(
      "Über den Antrag haben wir gestern entschieden.",
    );
    expect(man("In dem Haus wird gegessen.")).toBe("In dem Haus isst man.");
  });

  it("leaves an impersonal passive with an agent or a noun phrase outside a phrase", () => {
    expect(wir("Über den Antrag wird von der Behörde entschieden.")).toBeUndefined();
    expect(man("Über den Antrag wird der Mann entscheiden.")).toBeUndefined();
  });

  it("turns 'Es wurde festgestellt' into the writer's finding", () => {
    expect(wir("Es wurde festgestellt.")).toBe("Wir haben festgestellt.");
    expect(man("Es wurde festgestellt.")).toBe("Man hat festgestellt.");
  });

  it("leaves a comma clause that is no relative clause", () => {
    expect(wir("Ihr Antrag wird geprüft, die Kosten sind hoch.")).toBeUndefined();
  });

  it("leaves a leading durch phrase it cannot read as the agent", () => {
    expect(man("Durch Gebet kann diese Art ausgetrieben werden.")).toBeUndefined();
    expect(wir("Von der Rente werden Beiträge abgezogen.")).toBe("Von der Rente ziehen wir Beiträge ab.");
  });
});

describe("passiveToActive: impersonal passive after a leading adverb", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));
  const man = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence, false), { writer: "man", formal: false }));

  it("gives the clause the writer as subject, the adverb stays first", () => {
    expect(wir("Dann wird nach Aktenlage entschieden.")).toBe("Dann entscheiden wir nach Aktenlage.");
    expect(man("Dann wird im Garten gegessen.")).toBe("Dann isst man im Garten.");
  });

  it("does not fire with a noun outside a phrase or without a phrase", () => {
    expect(wir("Dann wird der Antrag entschieden heute.")).toBeUndefined();
    expect(wir("Hier wird gebaut.")).toBeUndefined();
  });
});

describe("passiveToActive: a name's adjective in the agent", () => {
  const man = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence, false), { writer: "man", formal: false }));
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("takes the adjective of a name into the agent after 'vom'", () => {
    expect(man("Alle wurden vom Heiligen Geist erfüllt.")).toBe("Der Heilige Geist hat alle erfüllt.");
    expect(wir("Ihr Antrag wurde vom Medizinischen Dienst geprüft.")).toBe(
      "Der Medizinische Dienst hat Ihren Antrag geprüft.",
    );
    // A third capitalised word: the phrase goes on ("vom Heiligen Geist Gottes"); unsure.
    expect(man("Er wurde vom Heiligen Geist Gottes erfüllt.")).toBeUndefined();
  });
});

describe("passiveToActive: two joined subject phrases", () => {
  const man = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence, false), { writer: "man", formal: false }));
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("makes both phrases the object", () => {
    expect(wir("Ihr Antrag und Ihre Unterlagen wurden geprüft.")).toBe(
      "Wir haben Ihren Antrag und Ihre Unterlagen geprüft.",
    );
    expect(wir("Der Antrag und die Unterlagen wurden vom Amt geprüft.")).toBe(
      "Das Amt hat den Antrag und die Unterlagen geprüft.",
    );
    expect(wir("Danach werden Ihr Antrag und Ihre Unterlagen geprüft.")).toBe(
      "Danach prüfen wir Ihren Antrag und Ihre Unterlagen.",
    );
    expect(man("Das Brot und der Wein wurden gebracht.")).toBe("Man hat das Brot und den Wein gebracht.");
    expect(man("Der Mann und die Frau müssen gerettet werden.")).toBe(
      "Man muss den Mann und die Frau retten.",
    );
    // A singular verb after two phrases ("kann") is German too.
    expect(man("Die Verfehlung und die Sünde kann vergeben werden.")).toBe(
      "Man kann die Verfehlung und die Sünde vergeben.",
    );
  });

  it("leaves personal pronouns and a second phrase without an article", () => {
    expect(man("Er und seine Frau wurden gerettet.")).toBeUndefined();
    expect(man("Das Brot und Wein wurden gebracht.")).toBeUndefined();
  });
});

describe("passiveToActive: a participle shared with a verb that forms no passive", () => {
  const man = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence, false), { writer: "man", formal: false }));

  it("reads 'gehört' after werden as 'hören' (gehören has no passive)", () => {
    expect(man("Geschrei ist in Rama gehört worden.")).toBe("Man hat Geschrei in Rama gehört.");
    expect(man("Seine Stimme wurde gehört.")).toBe("Man hat seine Stimme gehört.");
  });

  it("reads 'angehört' after werden as 'anhören' (angehören takes a dative, no passive)", () => {
    // Was left whole: "Das Kind wird vor dem Termin von der Richterin gesondert angehört."
    expect(active("Das Kind wird vor dem Termin von der Richterin gesondert angehört.")).toBe(
      "Die Richterin hört das Kind vor dem Termin gesondert an.",
    );
    expect(man("Die Zeugen werden am 3. Mai angehört.")).toBe("Man hört die Zeugen am 3. Mai an.");
    // The active "angehören" is no passive and stays.
    expect(man("Er hat dem Verein lange angehört.")).toBeUndefined();
  });

  it("still leaves two verbs that both form a passive ('gelobt': loben, geloben)", () => {
    expect(man("Alle wurden gelobt.")).toBeUndefined();
  });
});

describe("passiveToActive: a verbless addition after a comma", () => {
  const man = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence, false), { writer: "man", formal: false }));
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("keeps a restricting addition after the active clause", () => {
    expect(wir("Die Kosten werden übernommen, jedoch nur bis 500 Euro.")).toBe(
      "Wir übernehmen die Kosten, jedoch nur bis 500 Euro.",
    );
    expect(wir("Ihr Antrag wurde bewilligt, allerdings nur für 6 Monate.")).toBe(
      "Wir haben Ihren Antrag bewilligt, allerdings nur für 6 Monate.",
    );
    expect(man("Der Prophet wird überall geachtet, nur in seiner Heimat nicht.")).toBe(
      "Man achtet den Propheten überall, nur in seiner Heimat nicht.",
    );
    expect(man("Die Kosten werden übernommen, und zwar sofort.")).toBe(
      "Man übernimmt die Kosten, und zwar sofort.",
    );
  });

  it("leaves an apposition, an agent in the addition and a participle", () => {
    // The apposition's nominative would no longer match "den Mann".
    expect(man("Der Mann wurde gerettet, ein Fischer aus Galiläa.")).toBeUndefined();
    expect(man("Die Kosten werden übernommen, und zwar vom Amt.")).toBeUndefined();
    expect(man("Die Kosten werden übernommen, wie vereinbart.")).toBeUndefined();
  });
});

describe("an office's name after the agent", () => {
  it("keeps 'für' and bare nouns after an office noun with the agent", () => {
    expect(active("Die Kosten werden zunächst von der Agentur für Arbeit getragen.")).toBe(
      "Die Agentur für Arbeit trägt die Kosten zunächst.",
    );
  });

  it("leaves a 'für' phrase with an article, or after another noun, where it is", () => {
    expect(active("Die Kosten werden von der Kasse für die Kinder übernommen.")).toBe(
      "Die Kasse übernimmt die Kosten für die Kinder.",
    );
    expect(active("Das Essen wird von der Mutter für Gäste gekocht.")).toBe(
      "Die Mutter kocht das Essen für Gäste.",
    );
  });
});

describe("office verbs of withholding", () => {
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));
  it("names the office as 'wir' for versagen and entziehen", () => {
    expect(wir("Die Leistung wird Ihnen entzogen.")).toBe("Wir entziehen Ihnen die Leistung.");
    expect(wir("Die Leistung kann ganz oder teilweise versagt werden.")).toBe(
      "Wir können die Leistung ganz oder teilweise versagen.",
    );
  });
});

describe("a duty of the reader that was not done", () => {
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));
  it("names the reader in a letter (was 'man')", () => {
    expect(wir("Eine Entschuldigung wurde nicht vorgelegt.")).toBe(
      "Sie haben keine Entschuldigung vorgelegt.",
    );
    expect(wir("Die Miete ist bis heute nicht gezahlt worden.")).toBe(
      "Sie haben die Miete bis heute nicht gezahlt.",
    );
    expect(wir("Die Unterlagen wurden nicht eingereicht.")).toBe(
      "Sie haben die Unterlagen nicht eingereicht.",
    );
    expect(wir("Die Forderungen sind bis heute nicht beglichen worden.")).toBe(
      "Sie haben die Forderungen bis heute nicht beglichen.",
    );
  });

  it("not for a done duty, the present, the office's act, money someone else receives or pays", () => {
    expect(wir("Die Unterlagen wurden vollständig eingereicht.")).toBe(
      "Man hat die Unterlagen vollständig eingereicht.",
    );
    expect(wir("Die Miete wird nicht gezahlt.")).toBe("Man zahlt die Miete nicht.");
    expect(wir("Ihr Antrag wurde nicht bewilligt.")).toBe("Wir haben Ihren Antrag nicht bewilligt.");
    expect(wir("Die Miete wurde nicht an den Vermieter gezahlt.")).not.toMatch(/^Sie haben/);
    expect(wir("Die Miete wurde nicht durch das Amt gezahlt.")).not.toMatch(/^Sie haben/);
  });
});

describe("what the reader writes in a form of theirs", () => {
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));
  it("names the reader for angeben/eintragen in 'Ihrem Antrag', not without it", () => {
    expect(wir("Dieses Vermögen wurde in Ihrem Antrag vom 15. August 2025 nicht angegeben.")).toBe(
      "Sie haben dieses Vermögen in Ihrem Antrag vom 15. August 2025 nicht angegeben.",
    );
    expect(wir("Das Einkommen wurde nicht angegeben.")).toBe("Man hat das Einkommen nicht angegeben.");
    expect(wir("Der Betrag wurde in Ihrem Antrag geprüft.")).toBe(
      "Wir haben den Betrag in Ihrem Antrag geprüft.",
    );
  });
});

describe("passiveToActive: an indefinite subject with 'nicht' becomes an object with 'kein'", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));
  const wir = (sentence: string) => render(passiveToActive(clauseTokens(sentence), { writer: "wir" }));

  it("turns 'ein'/a bare noun + 'nicht' before the verbs into 'kein'", () => {
    // Was "Man erhebt Kosten für das Widerspruchsverfahren nicht.".
    expect(man("Kosten für das Widerspruchsverfahren werden nicht erhoben.")).toBe(
      "Man erhebt keine Kosten für das Widerspruchsverfahren.",
    );
    expect(man("Ein Bußgeld wird nicht erhoben.")).toBe("Man erhebt kein Bußgeld.");
    expect(man("Gebühren werden nicht mehr erhoben.")).toBe("Man erhebt keine Gebühren mehr.");
    expect(wir("Geld wird nicht gezahlt.")).toBe("Wir zahlen kein Geld.");
  });

  it("keeps 'nicht' with a definite object, an adjective or a negated adverb", () => {
    expect(wir("Die Kosten werden nicht erstattet.")).toBe("Wir erstatten die Kosten nicht.");
    expect(man("Ein Antrag wurde nicht rechtzeitig gestellt.")).toBe(
      "Man hat einen Antrag nicht rechtzeitig gestellt.",
    );
    expect(man("Weitere Kosten werden nicht erhoben.")).toBe("Man erhebt weitere Kosten nicht.");
  });
});

describe("seinZuToActive: a dative pronoun and genitive attributes around the subject", () => {
  const wir = (sentence: string) => render(seinZuToActive(clauseTokens(sentence), { writer: "wir" }));

  it("keeps an unstressed dative pronoun after a fronted phrase before the object", () => {
    // Was left as "In diesem Fall ist uns eine ärztliche Bescheinigung vorzulegen.".
    expect(wir("In diesem Fall ist uns eine ärztliche Bescheinigung vorzulegen.")).toBe(
      "In diesem Fall müssen Sie uns eine ärztliche Bescheinigung vorlegen.",
    );
  });

  it("takes genitive attributes with 'der' in the first place along with the subject", () => {
    // Was left as "Änderungen der Zahl der Personen sind dem Eigenbetrieb … mitzuteilen.".
    expect(wir("Änderungen der Zahl der Personen sind dem Eigenbetrieb unverzüglich mitzuteilen.")).toBe(
      "Sie müssen Änderungen der Zahl der Personen dem Eigenbetrieb unverzüglich mitteilen.",
    );
    // A fronted dative that does not agree with the auxiliary is no subject.
    expect(wir("Der Behörde ist die Änderung mitzuteilen.")).toBeUndefined();
  });
});

describe("passiveToActive: a postal address between commas inside the clause", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("is no clause boundary, with an office's name or a range of house numbers", () => {
    // Was left in the passive ("… kann … Widerspruch beim Magistrat …, 34117 Kassel, erhoben werden.").
    expect(
      wir(
        "Gegen diesen Bescheid kann innerhalb eines Monats Widerspruch beim Magistrat der Stadt Kassel, Steueramt, Obere Königsstraße 8, 34117 Kassel, erhoben werden.",
      ),
    ).toBe(
      "Sie können gegen diesen Bescheid innerhalb eines Monats Widerspruch beim Magistrat der Stadt Kassel, Steueramt, Obere Königsstraße 8, 34117 Kassel, einlegen.",
    );
    expect(
      wir(
        "Gegen diesen Bescheid kann Klage beim Sozialgericht Dortmund, Ruhrallee 1-3, 44139 Dortmund, erhoben werden.",
      ),
    ).toBe(
      "Sie können gegen diesen Bescheid Klage beim Sozialgericht Dortmund, Ruhrallee 1-3, 44139 Dortmund, erheben.",
    );
  });

  it("not when the clause ends with the address or a second clause follows", () => {
    expect(wir("Der Antrag wird geprüft, Hauptstraße 5, 12345 Berlin.")).toBeUndefined();
  });
});

describe("seinZuToActive: a list whose last part is adjectives and a plural noun", () => {
  const man = (sentence: string) => render(seinZuToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("takes 'ärztliche Unterlagen' as a list part (same form in both cases)", () => {
    // Was left as "Zum Termin sind der Impfausweis, … mitzubringen.".
    expect(
      man(
        "Zum Termin sind der Impfausweis, die Krankenversichertenkarte sowie gegebenenfalls vorhandene ärztliche Unterlagen mitzubringen.",
      ),
    ).toBe(
      "Zum Termin muss man den Impfausweis, die Krankenversichertenkarte sowie gegebenenfalls vorhandene ärztliche Unterlagen mitbringen.",
    );
    // A singular noun after the adjective may need another form: no rewrite.
    expect(
      man("Zum Termin sind der Impfausweis, die Karte sowie ärztlicher Bericht mitzubringen."),
    ).toBeUndefined();
  });
});

describe("passiveToActive: 'selbst' right after the subject", () => {
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("keeps the passive: after the active's object 'selbst' would be the agent's", () => {
    // Was "…, wenn man die berechtigte Person selbst befördert." (the person is to be driven).
    expect(
      man("Der Ausweis darf nur genutzt werden, wenn die berechtigte Person selbst befördert wird."),
    ).toBe("Man darf den Ausweis nur nutzen, wenn die berechtigte Person selbst befördert wird.");
    expect(man("Die Person wird selbst befördert.")).toBeUndefined();
  });

  it("still rewrites the clause without 'selbst'", () => {
    expect(man("Der Ausweis darf nur genutzt werden, wenn die berechtigte Person befördert wird.")).toBe(
      "Man darf den Ausweis nur nutzen, wenn man die berechtigte Person befördert.",
    );
  });
});

describe("passiveToActive: a date phrase between the auxiliary and the subject", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("stays before the object after a leading phrase or adverb", () => {
    // Was left in the passive.
    expect(wir("Für Ihren Hund wird ab dem 1. Januar 2026 eine jährliche Hundesteuer festgesetzt.")).toBe(
      "Für Ihren Hund setzen wir ab dem 1. Januar 2026 eine jährliche Hundesteuer fest.",
    );
    expect(wir("Dann wird zum 15. Mai der Bescheid geändert.")).toBe(
      "Dann ändert man zum 15. Mai den Bescheid.",
    );
  });

  it("a phrase without a date too, when a subject with a non-genitive determiner follows", () => {
    expect(wir("Für Ihren Hund wird ab dem Frühjahr eine Hundesteuer festgesetzt.")).toBe(
      "Für Ihren Hund setzen wir ab dem Frühjahr eine Hundesteuer fest.",
    );
  });
});

describe("passiveToActive: office letters, round 5", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));
  const inCondition = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "man", formal: true, readerInCondition: true }));

  it("turns an impersonal passive with a modal after a leading adverb or phrase", () => {
    // Was left in the passive.
    expect(wir("Dann kann über den Antrag nicht entschieden werden.")).toBe(
      "Dann können wir über den Antrag nicht entscheiden.",
    );
    expect(wir("Dann muss nach Aktenlage entschieden werden.")).toBe(
      "Dann müssen wir nach Aktenlage entscheiden.",
    );
    expect(wir("Dann konnte über den Antrag nicht entschieden werden.")).toBe(
      "Dann konnten wir über den Antrag nicht entscheiden.",
    );
    expect(man("Nach der Frist kann nicht mehr gewählt werden.")).toBe(
      "Nach der Frist kann man nicht mehr wählen.",
    );
    expect(man("Dann muss nach Aktenlage entschieden werden.")).toBe(
      "Dann muss man nach Aktenlage entscheiden.",
    );
  });

  it("not when a determiner outside a prepositional phrase may open the subject", () => {
    // Would be "Dann kann man mit dem Amt der Antrag besprechen" (the nominative kept).
    expect(man("Dann kann mit dem Amt der Antrag besprochen werden.")).toBeUndefined();
    expect(man("Dann wird mit dem Amt der Antrag besprochen.")).toBeUndefined();
    // The subject after a prepositional phrase is read as such (was "ein Kooperationsplan").
    expect(wir("Nach Paragraf 15 soll gemeinsam mit Ihnen ein Kooperationsplan erstellt werden.")).toBe(
      "Nach Paragraf 15 soll man gemeinsam mit Ihnen einen Kooperationsplan erstellen.",
    );
  });

  it("turns 'nicht' and a bare plural into 'keine' after a plural modal", () => {
    // Was "Wir können keinen Wahlbriefe berücksichtigen" (a dative singular reading of the noun).
    expect(wir("Wahlbriefe können nicht berücksichtigt werden.")).toBe(
      "Wir können keine Wahlbriefe berücksichtigen.",
    );
    expect(wir("Kosten können nicht erstattet werden.")).toBe("Wir können keine Kosten erstatten.");
  });

  it("reads a number after a word of quantity as the measure, not the agent", () => {
    expect(man("Dann kann ein Bußgeld von bis zu 250 Euro verhängt werden.")).toBe(
      "Dann kann man ein Bußgeld von bis zu 250 Euro verhängen.",
    );
    expect(man("Vielleicht wurde ein Grad der Behinderung von mindestens 70 festgestellt.")).toBe(
      "Vielleicht hat man einen Grad der Behinderung von mindestens 70 festgestellt.",
    );
    // A counted agent stays unread.
    expect(man("Er wurde von mindestens 3 Ärzten untersucht.")).toBeUndefined();
  });

  it("takes a long attached phrase of the subject, and 'gegenüber'", () => {
    expect(
      wir("Ihr Antrag auf Kinderzuschlag vom 8. Januar 2026 für Ihre Kinder Minh und Lan wird abgelehnt."),
    ).toBe("Wir lehnen Ihren Antrag auf Kinderzuschlag vom 8. Januar 2026 für Ihre Kinder Minh und Lan ab.");
    expect(
      wir(
        "Unterhaltsansprüche gegenüber Ihren Kindern werden nur geprüft, wenn deren Jahreseinkommen 100.000 Euro übersteigt.",
      ),
    ).toBe(
      "Wir prüfen Unterhaltsansprüche gegenüber Ihren Kindern nur, wenn deren Jahreseinkommen 100.000 Euro übersteigt.",
    );
  });

  it("reads gesondert/getrennt as adverbs and gewährt as gewähren", () => {
    expect(wir("Die Nachzahlung für die Monate November und Dezember wird gesondert angewiesen.")).toBe(
      "Wir weisen die Nachzahlung für die Monate November und Dezember gesondert an.",
    );
    expect(man("Elektrogeräte werden getrennt abgeholt.")).toBe("Man holt Elektrogeräte getrennt ab.");
    expect(wir("Eine Ermäßigung der Steuer um 50 Prozent kann dann auf Antrag gewährt werden.")).toBe(
      "Wir können eine Ermäßigung der Steuer um 50 Prozent dann auf Antrag gewähren.",
    );
  });

  it("keeps a prepositional phrase between a leading adverb's auxiliary and the subject", () => {
    expect(inCondition("Vielleicht wird innerhalb der genannten Frist keine Stellungnahme abgegeben.")).toBe(
      "Vielleicht geben Sie innerhalb der genannten Frist keine Stellungnahme ab.",
    );
    expect(man("Dann wurde in der Stadt das Kind gefunden.")).toBe(
      "Dann hat man in der Stadt das Kind gefunden.",
    );
    // "der" after the noun may be a genitive: unsure.
    expect(man("Dann wurde in der Stadt der Priester gefunden.")).toBeUndefined();
  });

  it("reads plural subjects with an uninflected adjective, a nominalised adjective or a phrase after the noun", () => {
    expect(wir("Verspätet eingehende Wahlbriefe können nicht berücksichtigt werden.")).toBe(
      "Wir können verspätet eingehende Wahlbriefe nicht berücksichtigen.",
    );
    expect(wir("Rechtzeitig eingereichte Anträge werden geprüft.")).toBe(
      "Wir prüfen rechtzeitig eingereichte Anträge.",
    );
    expect(wir("Angehörige werden informiert.")).toBe("Wir informieren Angehörige.");
    expect(
      wir("Die von Ihnen bereits gezahlten Kosten von 2.340 Euro können daher nicht erstattet werden."),
    ).toBe("Wir können die von Ihnen bereits gezahlten Kosten von 2.340 Euro daher nicht erstatten.");
  });

  it("keeps a leading adverb of time of letters first", () => {
    expect(wir("Rückwirkend wird Elterngeld nur für die letzten 3 Lebensmonate gezahlt.")).toBe(
      "Rückwirkend zahlen wir Elterngeld nur für die letzten 3 Lebensmonate.",
    );
    expect(wir("Künftig wird Ihr Bürgergeld auf das neue Konto überwiesen.")).toBe(
      "Künftig überweisen wir Ihr Bürgergeld auf das neue Konto.",
    );
  });
});

describe("passiveToActive: office letters, round 5 (attributes, numbers, lists, participle first)", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));
  const inCondition = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "man", formal: true, readerInCondition: true }));

  it("reads a declined word between an article and its noun as an attribute", () => {
    // Was left in the passive ("maßgebenden" read as a verb form).
    expect(
      wir(
        "Dann kann Ihr Bürgergeld nach Paragraf 32 Sozialgesetzbuch 2 um 10 Prozent des maßgebenden Regelbedarfs für einen Monat gemindert werden.",
      ),
    ).toBe(
      "Dann können wir Ihr Bürgergeld nach Paragraf 32 Sozialgesetzbuch 2 um 10 Prozent des maßgebenden Regelbedarfs für einen Monat mindern.",
    );
    expect(man("Vielleicht wird das Kind von einer anderen Person begleitet.")).toBe(
      "Vielleicht begleitet eine andere Person das Kind.",
    );
  });

  it("takes a phone number's hyphen, a clock time after a date and a list of adverbs", () => {
    expect(
      inCondition(
        "Vielleicht wurde die Abholung spätestens 10 Tage vorher online oder telefonisch unter 0761 76707-0 beantragt.",
      ),
    ).toBe(
      "Vielleicht haben Sie die Abholung spätestens 10 Tage vorher online oder telefonisch unter 0761 76707-0 beantragt.",
    );
    expect(man("Der Wahlschein kann bis zum 26. September 2025, 15:00 Uhr, beantragt werden.")).toBe(
      "Man kann den Wahlschein bis zum 26. September 2025, 15:00 Uhr, beantragen.",
    );
    expect(man("Der Antrag kann schriftlich, online oder persönlich beim Wahlamt gestellt werden.")).toBe(
      "Man kann den Antrag schriftlich, online oder persönlich beim Wahlamt stellen.",
    );
    // Participles in the list: coordinated verbs, not adverbs.
    expect(man("Er wurde gerufen, gesehen und geheilt.")).toBeUndefined();
  });

  it("inflects weitere/andere as adjectives of the subject", () => {
    expect(man("Vielleicht wird in dieser Zeit kein weiterer Verstoß festgestellt.")).toBe(
      "Vielleicht stellt man in dieser Zeit keinen weiteren Verstoß fest.",
    );
    expect(man("Ein weiterer Termin wird vereinbart.")).toBe("Man vereinbart einen weiteren Termin.");
  });

  it("keeps a dative pronoun and a date phrase before the object", () => {
    expect(
      wir("Auf der Grundlage des Gutachtens wird Ihnen ab dem 1. November 2025 der Pflegegrad 2 zuerkannt."),
    ).toBe(
      "Auf der Grundlage des Gutachtens erkennen wir Ihnen ab dem 1. November 2025 den Pflegegrad 2 zu.",
    );
    expect(wir("Dann wird Ihnen ab dem 1. Mai 2026 das Geld überwiesen.")).toBe(
      "Dann überweisen wir Ihnen ab dem 1. Mai 2026 das Geld.",
    );
  });

  it("turns an impersonal passive with the participle first", () => {
    expect(man("Geimpft wird nach den aktuellen Empfehlungen der Ständigen Impfkommission.")).toBe(
      "Man impft nach den aktuellen Empfehlungen der Ständigen Impfkommission.",
    );
    expect(man("Gegessen wurde im großen Saal.")).toBe("Man hat im großen Saal gegessen.");
    // A subject after the auxiliary, a clause or a participle used as an adjective: left alone.
    expect(man("Gebaut wird hier ein Haus.")).toBeUndefined();
    expect(man("Gesagt wird, dass er kommt.")).toBeUndefined();
    expect(man("Bekannt wurde er durch sein Buch.")).toBeUndefined();
  });

  it("reads 'der' before a feminine noun after a noun as a genitive in the impersonal passive", () => {
    expect(man("Dann kann über den Antrag der Mutter nicht entschieden werden.")).toBe(
      "Dann kann man über den Antrag der Mutter nicht entscheiden.",
    );
    expect(man("Dann kann mit dem Amt der Antrag besprochen werden.")).toBeUndefined();
  });
});

describe("passiveToActive: Perfekt impersonal passive, jemand/niemand", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("turns 'ist/war … worden' without a subject after a leading phrase or adverb", () => {
    // Was left in the passive.
    expect(
      wir(
        "Im Rahmen der Überprüfung Ihres Weiterbewilligungsantrags vom 12. Februar 2026 ist festgestellt worden.",
      ),
    ).toBe(
      "Im Rahmen der Überprüfung Ihres Weiterbewilligungsantrags vom 12. Februar 2026 haben wir festgestellt.",
    );
    expect(man("Dann war über ihn gesprochen worden.")).toBe("Dann hat man über ihn gesprochen.");
  });

  it("reads jemand/niemand as a subject and puts it in the accusative", () => {
    expect(man("Vielleicht ist jemand wegen einer Straftat verurteilt worden.")).toBe(
      "Vielleicht hat man jemanden wegen einer Straftat verurteilt.",
    );
  });
});

describe("passiveToActive: two participles under a modal, -ungen plurals, set phrases of letters", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("shares a modal between two participles", () => {
    // Was left in the passive.
    expect(wir("Dann kann das Pflegegeld gekürzt und im Wiederholungsfall entzogen werden.")).toBe(
      "Dann können wir das Pflegegeld kürzen und im Wiederholungsfall entziehen.",
    );
    expect(man("Die Daten können gespeichert und veröffentlicht werden.")).toBe(
      "Man kann die Daten speichern und veröffentlichen.",
    );
    // One an office's verb, the other not: the agent is unsure.
    expect(wir("Die Daten können gespeichert und veröffentlicht werden.")).toBeUndefined();
    expect(man("Er muss viel leiden und verachtet werden.")).toBeUndefined();
    // A second subject becomes the second verb's object (was left: it kept its nominative).
    expect(man("Die Kinder müssen geimpft und der Vater informiert werden.")).toBe(
      "Man muss die Kinder impfen und den Vater informieren.",
    );
  });

  it("reads a bare noun in -ungen the lexicon lacks as a plural", () => {
    expect(wir("Nach Ablauf dieser Frist können Einwendungen nicht mehr geltend gemacht werden.")).toBe(
      "Nach Ablauf dieser Frist kann man Einwendungen nicht mehr geltend machen.",
    );
    expect(wir("Einwendungen werden geprüft.")).toBe("Wir prüfen Einwendungen.");
  });

  it("reads 'wie folgt' and a street after a name between commas", () => {
    expect(wir("Die Kosten werden wie folgt berechnet.")).toBe("Wir berechnen die Kosten wie folgt.");
    expect(
      wir(
        "Für Ihr Kind kann ab dem 1. September 2025 ein Betreuungsplatz in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, angeboten werden.",
      ),
    ).toBe(
      "Für Ihr Kind können wir ab dem 1. September 2025 einen Betreuungsplatz in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, anbieten.",
    );
  });
});

describe("passiveToActive: a leading um-zu clause, adverbs after a fronted dative pronoun", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));
  const man = (sentence: string) => render(passiveToActive(clauseTokens(sentence, false), { writer: "man" }));

  it("keeps a leading um-zu clause first and rewrites the rest", () => {
    // Was left in the passive.
    expect(
      wir("Um das Verfahren zu beschleunigen, werden Sie gebeten, den beigefügten Fragebogen auszufüllen."),
    ).toBe("Um das Verfahren zu beschleunigen, bitten wir Sie, den beigefügten Fragebogen auszufüllen.");
    expect(man("Um ihn zu retten, wurde er aus dem Wasser gezogen.")).toBe(
      "Um ihn zu retten, hat man ihn aus dem Wasser gezogen.",
    );
  });

  it("inflects an agent whose adjective is a compound the lexicon lacks", () => {
    // Was left in the passive ("sorgeberechtigten" unknown).
    expect(
      man("Minderjährige unter 16 Jahren müssen von einem sorgeberechtigten Elternteil begleitet werden."),
    ).toBe("Ein sorgeberechtigter Elternteil muss Minderjährige unter 16 Jahren begleiten.");
  });

  it("reads zwischenzeitlich/mittlerweile as midfield adverbs and 'durch' after a word of example as the means", () => {
    const inCondition = (sentence: string) =>
      render(
        passiveToActive(clauseTokens(sentence), { writer: "man", formal: true, readerInCondition: true }),
      );
    expect(
      inCondition("Vielleicht ist zwischenzeitlich beim Versorgungsamt ein Antrag gestellt worden."),
    ).toBe("Vielleicht haben Sie zwischenzeitlich beim Versorgungsamt einen Antrag gestellt.");
    expect(
      man(
        "Aus diesem kann die Zwangsvollstreckung betrieben werden, beispielsweise durch Pfändung Ihres Kontos.",
      ),
    ).toBe(
      "Aus diesem kann man die Zwangsvollstreckung betreiben, beispielsweise durch Pfändung Ihres Kontos.",
    );
    // "und zwar durch das Amt" names the agent.
    expect(man("Der Antrag wird geprüft, und zwar durch das Amt.")).toBeUndefined();
  });

  it("reads a declined adjective and a plural noun (a compound by its last part) after a leading phrase", () => {
    expect(man("Auf Ihrem Girokonto wurden regelmäßige Zahlungseingänge von 350 Euro verbucht.")).toBe(
      "Auf Ihrem Girokonto hat man regelmäßige Zahlungseingänge von 350 Euro verbucht.",
    );
    expect(man("Dann wurden große Steine gefunden.")).toBe("Dann hat man große Steine gefunden.");
    // A singular noun without an article: unsure of its case.
    expect(man("Dann wird regelmäßige Bewegung empfohlen.")).toBeUndefined();
  });

  it("keeps an aside after a spaced dash and a verb-final wie-clause after the active clause", () => {
    expect(
      man(
        "Jede Verfehlung und jede Gotteslästerung kann vergeben werden - wie schlimm sie auch ist und wer sie auch begeht.",
      ),
    ).toBe(
      "Man kann jede Verfehlung und jede Gotteslästerung vergeben - wie schlimm sie auch ist und wer sie auch begeht.",
    );
    expect(man("Der Antrag wird geprüft, wie es im Gesetz steht.")).toBe(
      "Man prüft den Antrag, wie es im Gesetz steht.",
    );
    // No full passive before the dash; a comparison without a verb.
    expect(man("Der Antrag - so das Amt - wurde geprüft.")).toBeUndefined();
    expect(man("Er wurde behandelt wie ein Kind.")).toBeUndefined();
  });

  it("keeps several phrases before the subject after a leading adverb or phrase", () => {
    expect(
      wir(
        "Wegen Ihrer Anmeldung vom 14. Januar 2026 wird für Ihren Hund Bruno gemäß Paragraf 2 der Hundesteuersatzung der Stadt Kassel ab dem 1. Januar 2026 eine jährliche Hundesteuer von 120 Euro festgesetzt.",
      ),
    ).toBe(
      "Wegen Ihrer Anmeldung vom 14. Januar 2026 setzen wir für Ihren Hund Bruno gemäß Paragraf 2 der Hundesteuersatzung der Stadt Kassel ab dem 1. Januar 2026 eine jährliche Hundesteuer von 120 Euro fest.",
    );
    expect(man("Dann wurde nach langer Zeit die Tür geöffnet.")).toBe(
      "Dann hat man nach langer Zeit die Tür geöffnet.",
    );
    expect(man("Dann wurde in der Stadt des Königs ein Haus gebaut.")).toBe(
      "Dann hat man in der Stadt des Königs ein Haus gebaut.",
    );
    // "der" after a noun may be a genitive or the subject: unsure.
    expect(man("Dann wird mit dem Amt der Antrag besprochen.")).toBeUndefined();
  });

  it("lets 'man', not the office, pay back a benefit the office paid", () => {
    // Was "Wir müssen eine gezahlte Leistung erstatten" (the reader pays it back).
    expect(wir("Eine gezahlte Leistung muss erstattet werden.")).toBe(
      "Man muss eine gezahlte Leistung erstatten.",
    );
    expect(wir("Die Überzahlung muss zurückgezahlt werden.")).toBe("Man muss die Überzahlung zurückzahlen.");
    // Costs, or a benefit paid to the reader ("Ihnen"), the office pays.
    expect(wir("Die Kosten werden erstattet.")).toBe("Wir erstatten die Kosten.");
    expect(wir("Das Bürgergeld wird Ihnen erstattet.")).toBe("Wir erstatten Ihnen das Bürgergeld.");
  });

  it("keeps an adverb after a dative pronoun before the object", () => {
    expect(wir("In dem Mahnverfahren wird Ihnen anliegend der Mahnbescheid zugestellt.")).toBe(
      "In dem Mahnverfahren stellen wir Ihnen anliegend den Mahnbescheid zu.",
    );
  });
});

describe("passiveToActive: who pays and who decides in a letter (review fixes)", () => {
  const letterLine = (sentence: string): string =>
    simplifyText(`Sehr geehrte Frau Müller,\n\n${sentence}\n\nMit freundlichen Grüßen`, {
      level: "leicht",
      explanations: "none",
    })
      .simplified_text.split("\n")
      .slice(1, -1)
      .join(" ")
      .trim();

  it("gives an impersonal payment, someone else's document or a durch-agent 'man', not 'wir'", () => {
    // Was "Trotz Mahnung haben wir bis jetzt nicht gezahlt." (the reader did not pay).
    expect(letterLine("Trotz Mahnung ist bisher nicht gezahlt worden.")).toBe(
      "Trotz Mahnung hat man bis jetzt nicht gezahlt.",
    );
    expect(letterLine("Ab Januar muss mehr gezahlt werden.")).toBe("Ab Januar muss man mehr zahlen.");
    expect(letterLine("Im Urteil ist entschieden worden, dass Sie die Kosten tragen.")).not.toContain("wir");
    expect(letterLine("Im Gutachten ist festgestellt worden, dass Sie arbeitsfähig sind.")).not.toContain(
      "wir",
    );
    // A contract or a law is written by others.
    expect(
      letterLine("Im Mietvertrag wurde festgelegt, dass die Miete am 3. des Monats fällig ist."),
    ).not.toContain("wir");
    // An employer pays wages.
    expect(letterLine("Künftig wird der Lohn direkt auf Ihr Konto gezahlt.")).not.toContain("wir");
    // The office's own acts keep "wir".
    expect(letterLine("Dann kann über den Antrag nicht entschieden werden.")).toBe(
      "Dann können wir über den Antrag nicht entscheiden.",
    );
  });

  it("inflects a remedy with an adjective when the reader becomes the subject", () => {
    // Was "Nur dann können Sie ein neuer Antrag stellen."
    expect(letterLine("Nur dann kann ein neuer Antrag gestellt werden.")).toBe(
      "Nur dann können Sie einen neuen Antrag stellen.",
    );
  });
});

describe("passiveToActive: main clauses letters kept in the passive", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("reads 'Es' with an agent and an office's verb on a thing as the subject pronoun", () => {
    expect(wir("Es wird von Ihrer Krankenkasse in unserem Auftrag ausgezahlt.")).toBe(
      "Ihre Krankenkasse zahlt es in unserem Auftrag aus.",
    );
    expect(wir("Es wurde vom Jobcenter nicht bewilligt.")).toBe("Das Jobcenter hat es nicht bewilligt.");
    // Impersonal passives: an announcing verb, a pronoun adverb, an "um" phrase, a subject after the verb.
    expect(wir("Es wird vom Amt darauf hingewiesen.")).toBeUndefined();
    expect(wir("Es wird vom Veranstalter um Spenden gebeten.")).toBeUndefined();
    expect(wir("Es wird von der Stadt ein neuer Spielplatz gebaut.")).toBeUndefined();
    // No office's verb: "es" may be impersonal ("Es wurde von den Gästen getanzt").
    expect(wir("Es wurde von den Gästen getanzt.")).toBeUndefined();
  });

  it("reads 'durch' + a feminine noun the lexicon lacks (-schaft, -heit, -keit) as the agent", () => {
    expect(wir("Durch die Beistandschaft wird Ihre elterliche Sorge nicht eingeschränkt.")).toBe(
      "Die Beistandschaft schränkt Ihre elterliche Sorge nicht ein.",
    );
  });

  it("takes 'von' + a bare number after a noun as its measure, not as the agent", () => {
    expect(wir("Bei Ihnen wird ab dem 14. November 2025 ein Grad der Behinderung von 50 festgestellt.")).toBe(
      "Bei Ihnen stellen wir ab dem 14. November 2025 einen Grad der Behinderung von 50 fest.",
    );
    expect(wir("Der Antrag wurde von 3 Ärzten geprüft.")).toBeUndefined();
  });

  it("keeps a strong genitive plural (adjective + noun) with the subject", () => {
    expect(
      wir(
        "Die Kosten technischer Arbeitshilfen können vom Inklusionsamt ganz oder teilweise übernommen werden.",
      ),
    ).toBe("Das Inklusionsamt kann die Kosten technischer Arbeitshilfen ganz oder teilweise übernehmen.");
    expect(wir("Die Kosten neuer Brillen werden übernommen.")).toBe(
      "Wir übernehmen die Kosten neuer Brillen.",
    );
  });

  it("reads a declined participle before its noun in a leading phrase as an attribute", () => {
    expect(
      wir(
        "Aufgrund des von Ihnen erteilten SEPA-Lastschriftmandats wird der fällige Betrag von Ihrem Konto eingezogen.",
      ),
    ).toBe(
      "Aufgrund des von Ihnen erteilten SEPA-Lastschriftmandats ziehen wir den fälligen Betrag von Ihrem Konto ein.",
    );
  });

  it("reads a title and a name after 'von' as the agent", () => {
    expect(wir("Die Anhörung wird von Richterin am Amtsgericht Dr. Hoffmann durchgeführt.")).toBe(
      "Richterin am Amtsgericht Dr. Hoffmann führt die Anhörung durch.",
    );
    expect(wir("Der Brief wurde von Frau Marion Lindqvist unterschrieben.")).toBe(
      "Frau Marion Lindqvist hat den Brief unterschrieben.",
    );
    expect(wir("Die Anhörung wird von Herrn Müller durchgeführt.")).toBe(
      "Herr Müller führt die Anhörung durch.",
    );
    // Where the name ends, or whose the von-phrase after it is, is unsure.
    expect(wir("Die Unterlagen wurden von Herrn Kaya Frau Müller übergeben.")).toBeUndefined();
    expect(wir("Die Anhörung wird von Frau Müller vom Jugendamt durchgeführt.")).toBeUndefined();
  });

  it("removes a comma in a list of prepositional phrases closed by oder/und", () => {
    expect(
      wir(
        "Die Unterlagen können persönlich während der Sprechzeiten, per Post oder über das Serviceportal der Stadt eingereicht werden.",
      ),
    ).toBe(
      "Man kann die Unterlagen persönlich während der Sprechzeiten, per Post oder über das Serviceportal der Stadt einreichen.",
    );
  });

  it("lets a pronoun adverb or a fronted doch/jedoch lead like an adverb", () => {
    expect(wir("Davon wird das Kindergeld abgezogen.")).toBe("Davon ziehen wir das Kindergeld ab.");
    expect(wir("Jedoch wird Ihr Antrag abgelehnt.")).toBe("Jedoch lehnen wir Ihren Antrag ab.");
    expect(wir("Doch kann dann ohne gültiges Ausweisdokument nicht gewählt werden.")).toBe(
      "Doch kann man dann ohne gültiges Ausweisdokument nicht wählen.",
    );
    // "Doch" before the subject stays a conjunction.
    expect(wir("Doch der Antrag wurde abgelehnt.")).toBe("Doch wir haben den Antrag abgelehnt.");
    expect(wir("Hier wird gebaut.")).toBeUndefined();
  });

  it("makes a second subject under a shared modal the second verb's object", () => {
    expect(
      wir(
        "Außerdem kann gegen Sie ein Ordnungsgeld von bis zu 1.000 Euro festgesetzt und Ihre Vorführung angeordnet werden.",
      ),
    ).toBe(
      "Außerdem können wir gegen Sie ein Ordnungsgeld von bis zu 1.000 Euro festsetzen und Ihre Vorführung anordnen.",
    );
    expect(
      render(
        passiveToActive(clauseTokens("Dann kann das Kind geimpft und der Vater informiert werden."), {
          writer: "man",
        }),
      ),
    ).toBe("Dann kann man das Kind impfen und den Vater informieren.");
    // An office's verb and another one: who acts is unsure.
    expect(wir("Dann kann das Kind geimpft und der Vater informiert werden.")).toBeUndefined();
  });

  it("keeps 'bis heute' before the subject and reads the reader's missed duty after a leading phrase", () => {
    expect(
      wir(
        "Trotz schriftlicher Aufforderung durch die Klassenleitung vom 20. Januar 2026 ist bis heute keine Entschuldigung vorgelegt worden.",
      ),
    ).toBe(
      "Trotz schriftlicher Aufforderung durch die Klassenleitung vom 20. Januar 2026 haben Sie bis heute keine Entschuldigung vorgelegt.",
    );
  });

  it("removes the comma of 'nicht …, sondern …' inside the clause", () => {
    expect(
      wir(
        "Einwendungen gegen die Höhe vom Messbetrag können nicht im Verfahren gegen diesen Bescheid, sondern nur gegenüber dem Finanzamt geltend gemacht werden.",
      ),
    ).toBe(
      "Man kann Einwendungen gegen die Höhe vom Messbetrag nicht im Verfahren gegen diesen Bescheid, sondern nur gegenüber dem Finanzamt geltend machen.",
    );
    // Two agents: unsure.
    expect(wir("Der Antrag wird nicht von uns, sondern vom Jobcenter geprüft.")).toBeUndefined();
    // After the verb, "sondern …" is an addition that stays behind the active clause.
    expect(wir("Die Befreiung wird nicht automatisch gewährt, sondern nur auf Antrag.")).toBe(
      "Wir gewähren die Befreiung nicht automatisch, sondern nur auf Antrag.",
    );
  });

  it("joins two bare plurals as the subject", () => {
    expect(wir("Daueraufträge und Lastschriften werden nur dann ausgeführt.")).toBe(
      "Man führt Daueraufträge und Lastschriften nur dann aus.",
    );
    expect(wir("Geld und Zeit werden benötigt.")).toBeUndefined();
  });
});

describe("passiveToActive: passives left in office letters (round 6)", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));
  const man = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "man", formal: true, readerInCondition: true }));

  it("reads a compound the lexicon lacks by its last noun", () => {
    expect(wir("Der Entlassbrief für Ihren Hausarzt wird Ihnen am Tag der Entlassung ausgehändigt.")).toBe(
      "Wir händigen Ihnen den Entlassbrief für Ihren Hausarzt am Tag der Entlassung aus.",
    );
  });

  it("reads an adjective the lexicon lacks by its suffix", () => {
    expect(wir("Davon wird das hälftige Kindergeld abgezogen.")).toBe(
      "Davon ziehen wir das hälftige Kindergeld ab.",
    );
  });

  it("takes a bare plural subject right before the participle after a prepositional phrase", () => {
    expect(man("Vielleicht werden bei Ihrem Kind Kopfläuse festgestellt.")).toBe(
      "Vielleicht stellt man bei Ihrem Kind Kopfläuse fest.",
    );
    expect(wir("In der Gruppe Igel sind bei mehreren Kindern Kopfläuse festgestellt worden.")).toBe(
      "In der Gruppe Igel haben wir bei mehreren Kindern Kopfläuse festgestellt.",
    );
    // A name after a noun that takes one is no subject; werden + adjective is no passive.
    expect(wir("Dann werden in der Gruppe Igel gespielt.")).toBeUndefined();
    expect(man("Vielleicht werden bei Ihrem Kind Kopfläuse sichtbar.")).toBeUndefined();
    // "sind … geschlossen" is a state, no passive.
    expect(wir("Dann sind bei mehreren Ämtern Schalter geschlossen.")).toBeUndefined();
  });

  it("reads 'von 2 Jahren' as a length of time, not an agent", () => {
    expect(man("Vielleicht wird in der Zeit von 2 Jahren kein weiterer Verstoß festgestellt.")).toBe(
      "Vielleicht stellt man in der Zeit von 2 Jahren keinen weiteren Verstoß fest.",
    );
  });

  it("turns 'Dabei wurde festgestellt' active with 'man' (the act it points back to may be another's)", () => {
    expect(wir("Dabei wurde festgestellt.")).toBe("Dabei hat man festgestellt.");
    // Not a verb that announces nothing ("Hier wird gebaut" stays).
    expect(wir("Dabei wird gebaut.")).toBeUndefined();
    // werden as a full verb.
    expect(wir("Dabei wird es kalt.")).toBeUndefined();
  });

  it("takes a plural subject with an extended attribute after a dative pronoun", () => {
    expect(wir("Dann können Ihnen die durch Ihr Ausbleiben verursachten Kosten auferlegt werden.")).toBe(
      "Dann kann man Ihnen die durch Ihr Ausbleiben verursachten Kosten auferlegen.",
    );
    expect(wir("Die durch den Umzug verursachten Kosten werden erstattet.")).toBe(
      "Wir erstatten die durch den Umzug verursachten Kosten.",
    );
  });

  it("reads a leading 'von' with befreien and money owed or a duty as 'from what'", () => {
    expect(wir("Von der Zuzahlung können Sie dann auf Antrag befreit werden.")).toBe(
      "Von der Zuzahlung kann man Sie dann auf Antrag befreien.",
    );
    expect(wir("Von der Rundfunkbeitragspflicht werden Sie befreit.")).toBe(
      "Von der Rundfunkbeitragspflicht befreit man Sie.",
    );
    // A person may be the agent: unsure.
    expect(wir("Von Jesus wurde er befreit.")).toBeUndefined();
    expect(wir("Von der Krankheit wurde er befreit.")).toBeUndefined();
  });

  it("takes 'manche' + plural as the same form in the accusative", () => {
    expect(wir("Manche minderjährigen Kinder werden zusammen mit den Eltern eingebürgert.")).toBe(
      "Man bürgert manche minderjährigen Kinder zusammen mit den Eltern ein.",
    );
  });

  it("turns a participle first with a subject active with 'man'", () => {
    expect(wir("Gepfändet wird Ihr Guthaben auf dem Girokonto bis zur Höhe von 2.316,80 Euro.")).toBe(
      "Man pfändet Ihr Guthaben auf dem Girokonto bis zur Höhe von 2.316,80 Euro.",
    );
    // With an agent of its own the order is unsure.
    expect(wir("Geprüft wird der Antrag von der Stadt.")).toBeUndefined();
  });

  it("reads 'Nicht' before a declined participle as part of a plural subject", () => {
    expect(wir("Nicht angemeldete Gegenstände werden nicht mitgenommen.")).toBe(
      "Man nimmt nicht angemeldete Gegenstände nicht mit.",
    );
    // "Nicht" with a finite verb after it is no attribute.
    expect(wir("Nicht alle Gegenstände werden mitgenommen.")).toBeUndefined();
  });

  it("leaves the state passive, werden as a copula and werden + adjective", () => {
    expect(wir("Das Amt ist geschlossen.")).toBeUndefined();
    expect(wir("Dann werden Sie Mutter.")).toBeUndefined();
    expect(wir("Dann wird der Antrag wirksam.")).toBeUndefined();
    expect(wir("Davon werden die Kinder satt.")).toBeUndefined();
  });
});

describe("passiveToActive: an agent before the subject, a name in apposition", () => {
  const wir = (sentence: string) =>
    render(passiveToActive(clauseTokens(sentence), { writer: "wir", formal: true }));

  it("reads an agent right after a leading phrase's auxiliary before the subject", () => {
    expect(
      wir(
        "Beim Betreuungsgericht ist durch Ihre Tochter, Frau Marion Lindqvist, die Bestellung eines rechtlichen Betreuers für Sie angeregt worden.",
      ),
    ).toBe(
      "Beim Betreuungsgericht hat Ihre Tochter, Frau Marion Lindqvist, die Bestellung eines rechtlichen Betreuers für Sie angeregt.",
    );
    expect(wir("Dann wird vom Jobcenter die Miete übernommen.")).toBe(
      "Dann übernimmt das Jobcenter die Miete.",
    );
    // "der" after the agent may be a genitive of it: unsure.
    expect(wir("Dann wird von der Stadt der Betrag von 50 Euro festgesetzt.")).toBeUndefined();
    // With a verb whose von-phrase may say where from, it stays.
    expect(wir("Dann wurde von der Krankheit die Frau geheilt.")).toBeUndefined();
  });
});

describe("seinZuToActive: recipients, deadlines and own phrases in conjuncts (review fixes)", () => {
  const wir = (sentence: string) => render(seinZuToActive(clauseTokens(sentence), { writer: "wir" }));
  const letter = (line: string, level: "leicht" | "einfach" = "leicht") =>
    simplifyText(`Sehr geehrte Frau Meyer,\n\n${line}`, { level, explanations: "none" })
      .simplified_text.split("\n")
      .slice(2)
      .join("\n");

  it("puts a feminine or plural dative after ist/sind before the object as who receives", () => {
    expect(wir("Der Umzug ist der Wohngeldstelle rechtzeitig anzuzeigen.")).toBe(
      "Sie müssen der Wohngeldstelle den Umzug rechtzeitig anzeigen.",
    );
    // A genitive after the recipient: unsure, the clause stays (was "… von der Leitung von der Schule …").
    expect(wir("Der Antrag ist der Leitung der Schule vorzulegen.")).toBeUndefined();
    expect(wir("Der Unfall ist der Polizei und der Versicherung anzuzeigen.")).toBe(
      "Sie müssen der Polizei und der Versicherung den Unfall anzeigen.",
    );
    expect(wir("Die Unterlagen sind den Behörden vorzulegen.")).toBe(
      "Sie müssen den Behörden die Unterlagen vorlegen.",
    );
    expect(wir("Die Höhe der Miete ist der Wohngeldstelle mitzuteilen.")).toBe(
      "Sie müssen der Wohngeldstelle die Höhe der Miete mitteilen.",
    );
    // Through the pipeline: no "von der Wohngeld·stelle" (who moved), at both levels.
    expect(letter("Der Umzug ist der Wohngeldstelle rechtzeitig anzuzeigen.")).toBe(
      "Sie müssen der Wohngeld·stelle den Umzug rechtzeitig anzeigen.",
    );
    expect(letter("Änderungen sind der Familienkasse unverzüglich anzuzeigen.", "einfach")).toBe(
      "Sie müssen der Familienkasse Änderungen sofort anzeigen.",
    );
  });

  it("leaves such a dative whole with a verb that takes none, or before a postposition", () => {
    expect(wir("Der Antrag ist der Behörde zu begründen.")).toBeUndefined();
    expect(wir("Der Beitrag ist der Höhe nach zu zahlen.")).toBe(
      "Sie müssen den Beitrag der Höhe nach zahlen.",
    );
  });

  it("keeps a deadline in its conjunct: no sentence of its own that would cover both acts", () => {
    expect(letter("Der Betrag ist bis zum 30. Juni zu zahlen oder in Raten zu begleichen.")).toBe(
      "Sie müssen den Betrag bis zum 30. Juni zahlen oder in Raten bezahlen.",
    );
    expect(
      letter(
        "Dieser Betrag ist zu erstatten und innerhalb von vier Wochen auf das unten genannte Konto zu überweisen.",
      ),
    ).toBe(
      "Sie müssen diesen Betrag erstatten und innerhalb von 4 Wochen auf das unten genannte Konto überweisen.",
    );
    // A deadline in a single clause stays as it was.
    expect(wir("Der Antrag ist bis zum 31. März einzureichen.")).toBe(
      "Sie müssen den Antrag bis zum 31. März einreichen.",
    );
  });

  it("gives a second conjunct with its own phrase that phrase as the object", () => {
    expect(wir("Die Tabletten sind einzunehmen oder die Salbe aufzutragen.")).toBe(
      "Sie müssen die Tabletten einnehmen oder die Salbe auftragen.",
    );
    expect(wir("Die Formulare sind auszufüllen und der Antrag zu begründen.")).toBe(
      "Sie müssen die Formulare ausfüllen und den Antrag begründen.",
    );
    expect(letter("Die Tabletten sind einzunehmen oder die Salbe aufzutragen.")).toBe(
      "Sie müssen die Tabletten einnehmen oder die Salbe auftragen.",
    );
  });

  it("refuses a phrase of its own between the subject and the zu-infinitive", () => {
    expect(wir("Die Tabletten sind die Salbe aufzutragen.")).toBeUndefined();
    expect(wir("Der Betrag ist bis zum 30. Juni die Quittung aufzubewahren.")).toBeUndefined();
    // A verb that is no obligation on the left: the whole sentence stays, not cut apart.
    expect(letter("Der Betrag ist bis zum 30. Juni einzuzahlen und die Quittung aufzubewahren.")).toBe(
      "Der Betrag ist bis zum 30. Juni einzuzahlen und die Quittung aufzubewahren.",
    );
    // Phrases inside a prepositional phrase or after "und" there are no own phrases.
    expect(wir("Die Unterlagen sind an die Krankenkasse und die Pflegekasse zu schicken.")).toBe(
      "Sie müssen die Unterlagen an die Krankenkasse und die Pflegekasse schicken.",
    );
  });
});

describe("seinZuToActive: a span of time and an amount per period in the middle", () => {
  const wir = (sentence: string) => render(seinZuToActive(clauseTokens(sentence), { writer: "wir" }));

  it("reads 'eine Woche vorher', 'jeden Monat' as when, not as a phrase of its own", () => {
    // Was left passive: "eine Woche" was taken for a second subject or object.
    expect(
      wir("Der Beginn der Bauarbeiten ist dem Bauamt mindestens eine Woche vorher schriftlich anzuzeigen."),
    ).toBe(
      "Sie müssen den Beginn der Bauarbeiten dem Bauamt mindestens eine Woche vorher schriftlich anzeigen.",
    );
    expect(wir("Die Kündigung ist einen Monat vorher schriftlich einzureichen.")).toBe(
      "Sie müssen die Kündigung einen Monat vorher schriftlich einreichen.",
    );
    expect(wir("Der Zählerstand ist jeden Monat mitzuteilen.")).toBe(
      "Sie müssen den Zählerstand jeden Monat mitteilen.",
    );
    // A phrase of its own that is no time still keeps the clause whole.
    expect(wir("Die Tabletten sind eine Salbe aufzutragen.")).toBeUndefined();
  });

  it("reads 'von monatlich 18,36 Euro' as an amount, not as an agent", () => {
    // Was left passive: "monatlich" between "von" and the number hid the amount.
    expect(wir("Für Ihre Wohnung ist ein Rundfunkbeitrag von monatlich 18,36 Euro zu zahlen.")).toBe(
      "Für Ihre Wohnung müssen Sie einen Rundfunkbeitrag von monatlich 18,36 Euro zahlen.",
    );
    expect(wir("Der Beitrag von jährlich 96 Euro ist bis zum 1. März zu überweisen.")).toBe(
      "Sie müssen den Beitrag von jährlich 96 Euro bis zum 1. März überweisen.",
    );
    expect(wir("Die Rechnung ist von der Krankenkasse zu zahlen.")).toBeUndefined();
  });

  it("reads 'abmelden' as a duty like 'anmelden'", () => {
    // Was left "Dann ist der Hund innerhalb von 2 Wochen abzumelden."
    expect(wir("Dann ist der Hund innerhalb von 2 Wochen abzumelden.")).toBe(
      "Dann müssen Sie den Hund innerhalb von 2 Wochen abmelden.",
    );
    expect(wir("Das Fahrzeug ist bei der Zulassungsstelle abzumelden.")).toBe(
      "Sie müssen das Fahrzeug bei der Zulassungsstelle abmelden.",
    );
  });
});

describe("seinZuToActive: exchanging, renewing and removing", () => {
  const wir = (sentence: string) => render(seinZuToActive(clauseTokens(sentence), { writer: "wir" }));
  const man = (sentence: string) => render(seinZuToActive(clauseTokens(sentence, false), { writer: "man" }));
  it("commands with 'müssen' (was left as 'ist … umzutauschen')", () => {
    expect(wir("Ihr Führerschein ist bis zum 19. Januar 2027 umzutauschen.")).toBe(
      "Sie müssen Ihren Führerschein bis zum 19. Januar 2027 umtauschen.",
    );
    expect(wir("Nach unseren Unterlagen ist Ihr Führerschein umzutauschen.")).toBe(
      "Nach unseren Unterlagen müssen Sie Ihren Führerschein umtauschen.",
    );
    expect(man("Hunde sind an der Leine zu führen.")).toBe("Man muss Hunde an der Leine führen.");
    expect(man("Die Bücher sind bis Freitag zurückzubringen.")).toBe(
      "Man muss die Bücher bis Freitag zurückbringen.",
    );
    expect(man("Der Müll ist getrennt in die Tonnen zu werfen.")).toBe(
      "Man muss den Müll getrennt in die Tonnen werfen.",
    );
  });
  it("leaves a ban and what is hard to do alone", () => {
    // "nicht zu entfernen" forbids; "Man muss … nicht entfernen" would only free the reader from it.
    expect(man("Die Akte ist nicht zu entfernen.")).toBeUndefined();
    expect(man("Das Gespräch ist schwer zu führen.")).toBeUndefined();
  });
});
