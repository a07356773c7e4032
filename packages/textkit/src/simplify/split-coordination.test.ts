import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitSentence } from "./split-clauses.ts";
import { frontAber, splitBeforeJoinedSubordinate } from "./split-coordination.ts";
import { unattachedRelative } from "./split-relative.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

const leichtText = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("coordination after a leading subordinate clause", () => {
  it("cuts off a main clause with its own subject after the main clause of 'Wer …'", () => {
    expect(
      split("Wer die Miete nicht zahlt, verliert die Wohnung, denn der Vermieter kündigt.", false),
    ).toEqual([
      "Vielleicht zahlt jemand die Miete nicht.",
      "Dann verliert er die Wohnung.",
      "Denn der Vermieter kündigt.",
    ]);
  });

  it("cuts after 'Jeder, der …, V …' when an own clause follows", () => {
    expect(split("Jeder, der hier wohnt, zahlt Steuern, und die Stadt baut Schulen davon.", false)).toEqual([
      "Vielleicht wohnt jemand hier.",
      "Dann zahlt er Steuern.",
      "Die Stadt baut Schulen davon.",
    ]);
  });

  it("does not cut when the left side ends in its subordinate clause or a verb-less segment", () => {
    for (const sentence of [
      "Wenn Sie umziehen, und wir davon erfahren, schicken wir Ihnen einen Brief.",
      "Auch wenn ich durch das Tal gehe, fürchte ich keine Gefahr, denn du, du bist bei mir.",
    ])
      expect(split(sentence)).not.toContain("Wir schicken Ihnen einen Brief.");
    expect(
      split("Auch wenn ich durch das Tal gehe, fürchte ich keine Gefahr, denn du, du bist bei mir.", false),
    ).not.toContain("Du bist bei mir.");
  });
});

describe("coordination in the first of several comma segments", () => {
  it("splits 'A und B, C' and keeps the rest with the last conjunct", () => {
    // The sobald clause takes both conjuncts, as with "vorliegen" ("da" before the verb is the adverb).
    expect(
      split("Wir prüfen Ihren Antrag und schicken Ihnen einen Bescheid, sobald alle Unterlagen da sind."),
    ).toEqual([
      "Zuerst müssen alle Unterlagen da sein.",
      "Dann prüfen wir Ihren Antrag.",
      "Dann schicken wir Ihnen einen Bescheid.",
    ]);
    const [first, second] = split(
      "Ich bleibe noch kurz hier und dann gehe ich zu dem Mann, der mich geschickt hat.",
      false,
    );
    expect(first).toBe("Ich bleibe noch kurz hier.");
    expect(second).toMatch(/^Dann gehe ich zu dem Mann/);
  });

  it("does not split questions, clauses with a w-word or subordinate first segments", () => {
    for (const sentence of [
      "Wer seinen Vater oder seine Mutter verflucht, muss sterben.",
      "Wenn Sie kommen und wir zu Hause sind, trinken wir Kaffee.",
    ])
      expect(split(sentence, false)).not.toContain("Oder seine Mutter verflucht, muss sterben.");
    const question = "Kommen Sie morgen und bringen Sie die Unterlagen mit, wenn Sie können?";
    expect(
      splitSentence({ tokens: clauseTokens(question), end: "?" }, { formal: true, variant: 0 }).length,
    ).toBe(1);
  });
});

describe("shared subject repeated", () => {
  it("writes a sentence-initial article in lower case behind the verb", () => {
    expect(split("Die Mitarbeiter prüfen die Unterlagen und schicken Ihnen einen Brief.")).toEqual([
      "Die Mitarbeiter prüfen die Unterlagen.",
      "Dann schicken die Mitarbeiter Ihnen einen Brief.",
    ]);
  });

  it("describes a state without 'Dann'", () => {
    // A wish or a feeling after "und" is no later event (was "Dann möchte die Gemeinde Sie …").
    expect(
      split(
        "Die Gemeinde plant die Umgestaltung des Marktplatzes und möchte Sie frühzeitig an der Planung beteiligen.",
      ),
    ).toEqual([
      "Die Gemeinde plant die Umgestaltung des Marktplatzes.",
      "Die Gemeinde möchte Sie frühzeitig an der Planung beteiligen.",
    ]);
    expect(split("Der Verein sucht neue Mitglieder und freut sich über jede Hilfe.")).toEqual([
      "Der Verein sucht neue Mitglieder.",
      "Der Verein freut sich über jede Hilfe.",
    ]);
    expect(split("Wir prüfen Ihren Antrag und wollen Ihnen schnell helfen.")).toEqual([
      "Wir prüfen Ihren Antrag.",
      "Wir wollen Ihnen schnell helfen.",
    ]);
    // Told in the past, a wish may follow an event.
    expect(leichtText("Er kam nach Hause und wollte schlafen.")).toBe(
      "Er ist nach Hause gekommen.\nDann wollte er schlafen.",
    );
    expect(split("Bienen gehören zu den Insekten und haben sechs Beine.", false)).toEqual([
      "Bienen gehören zu den Insekten.",
      "Bienen haben sechs Beine.",
    ]);
    // An amount is a state: what is done with it is no later event (was "Dann wird … überwiesen").
    expect(
      split("Das monatliche Wohngeld beträgt künftig 215 Euro und wird zum Monatsanfang überwiesen."),
    ).toEqual([
      "Das monatliche Wohngeld beträgt künftig 215 Euro.",
      "Das monatliche Wohngeld wird zum Monatsanfang überwiesen.",
    ]);
    expect(
      split("Das Elterngeld wird als Basiselterngeld gewährt und beträgt 1.380,52 Euro monatlich."),
    ).toEqual([
      "Das Elterngeld wird als Basiselterngeld gewährt.",
      "Das Elterngeld beträgt 1.380,52 Euro monatlich.",
    ]);
    // Two events keep their "Dann".
    expect(split("Wir prüfen Ihren Antrag und schicken Ihnen einen Bescheid.")).toEqual([
      "Wir prüfen Ihren Antrag.",
      "Dann schicken wir Ihnen einen Bescheid.",
    ]);
    // Two states in the past are no sequence either (was "Dann war der Mann aus Betlehem.").
    expect(split("Der Mann hieß Elimelech und war aus Betlehem.", false)).toEqual([
      "Der Mann hieß Elimelech.",
      "Der Mann war aus Betlehem.",
    ]);
    // An event, then a state in the past: "Dann" stays.
    expect(split("Der Mann kam nach Hause und war müde.", false)).toEqual([
      "Der Mann kam nach Hause.",
      "Dann war der Mann müde.",
    ]);
  });

  it("describes an attitude or a habit without 'Dann', keeps it for a sequence", () => {
    expect(split("Manche Menschen lieben ihn und halten seine Gebote.", false)).toEqual([
      "Manche Menschen lieben ihn.",
      "Diese Menschen halten seine Gebote.",
    ]);
    expect(split("Die Jünger fasten oft und verrichten Gebete.", false)).toEqual([
      "Die Jünger fasten oft.",
      "Die Jünger verrichten Gebete.",
    ]);
    expect(split("Mich suchen sie Tag um Tag und wollen meine Absichten wissen.", false)).toEqual([
      "Mich suchen sie Tag um Tag.",
      "Sie wollen meine Absichten wissen.",
    ]);
    expect(split("Wir prüfen Ihren Antrag und schicken Ihnen einen Brief.")).toEqual([
      "Wir prüfen Ihren Antrag.",
      "Dann schicken wir Ihnen einen Brief.",
    ]);
  });
});

describe("a subject with a prepositional attribute", () => {
  it("takes 'NP + PP' before the finite verb as the subject", () => {
    expect(split("Der Antrag auf Wohngeld liegt uns vor und wird jetzt bearbeitet.")).toEqual([
      "Der Antrag auf Wohngeld liegt uns vor.",
      "Der Antrag auf Wohngeld wird jetzt bearbeitet.",
    ]);
    expect(split("Die Gebühr für die Verlängerung beträgt 93 Euro und ist beim Termin zu zahlen.")).toEqual([
      "Die Gebühr für die Verlängerung beträgt 93 Euro.",
      "Die Gebühr für die Verlängerung ist beim Termin zu zahlen.",
    ]);
  });

  it("does not take an object first for the subject when a nominative pronoun follows the verb", () => {
    for (const sentence of [
      "Die Unterlagen für den Antrag haben wir erhalten und prüfen sie jetzt.",
      "Die Unterlagen haben wir erhalten und prüfen sie jetzt.",
    ])
      expect(split(sentence).join(" ")).not.toMatch(/Die Unterlagen (?:für den Antrag )?prüfen/);
    // A pronoun with its own clause after "und" still splits.
    expect(split("Die Kinder haben wir gesehen und sie waren fröhlich.", false)).toEqual([
      "Die Kinder haben wir gesehen.",
      "Sie waren fröhlich.",
    ]);
  });

  it("does not read a verb-final clause as one ('der … auf Gott setzt und …', '… an eurer Freude sind')", () => {
    expect(
      split(
        "Gelobt sei jeder, der sein Vertrauen auf Gott setzt und sich nicht den Lärmenden zuwendet.",
        false,
      ),
    ).not.toContain("Der sein Vertrauen auf Gott setzt.");
    expect(
      split(
        "Ich kam nicht, weil wir Herren über euren Glauben, sondern Mithelfer an eurer Freude sind.",
        false,
      ),
    ).not.toContain("Mithelfer an eurer Freude sind.");
    expect(split("Sie müssen einkaufen und die Kinder ins Bett bringen und kochen.")).not.toContain(
      "Die Kinder ins Bett bringen.",
    );
  });
});

describe("clauses with the subject after the verb", () => {
  it("keeps a sentence adverb of doubt in a joined clause with its own subject", () => {
    // Was "Das Fest fällt aus." (a fact).
    expect(split("Vielleicht regnet es morgen und das Fest fällt aus.", false)).toEqual([
      "Vielleicht regnet es morgen.",
      "Vielleicht fällt das Fest aus.",
    ]);
    expect(split("Wahrscheinlich kommt der Zug zu spät und Sie verpassen den Anschluss.")).toEqual([
      "Wahrscheinlich kommt der Zug zu spät.",
      "Wahrscheinlich verpassen Sie den Anschluss.",
    ]);
    expect(split("Vielleicht hat er recht und ich irre mich.", false)).toEqual([
      "Vielleicht hat er recht.",
      "Vielleicht irre ich mich.",
    ]);
    // A day holds for the first clause only; no adverb, nothing carried.
    expect(split("Heute regnet es und die Kinder bleiben drinnen.", false)).toEqual([
      "Heute regnet es.",
      "Die Kinder bleiben drinnen.",
    ]);
    expect(split("Er kommt morgen und sie geht heute.", false)).toEqual([
      "Er kommt morgen.",
      "Sie geht heute.",
    ]);
  });

  it("keeps a sentence adverb of doubt or regret in both clauses", () => {
    // Was "Der Nachbar bringt ihn heute vorbei." (the doubt lost).
    expect(
      split("Vielleicht hat der Nachbar den Schlüssel schon gefunden und bringt ihn heute vorbei.", false),
    ).toEqual([
      "Vielleicht hat der Nachbar den Schlüssel schon gefunden.",
      "Vielleicht bringt der Nachbar ihn heute vorbei.",
    ]);
    // Was "Dann bezahlt Hoffentlich die Rechnung." ("Hoffentlich" read as a name subject).
    expect(split("Hoffentlich findet die Mutter das Geld und bezahlt die Rechnung.", false)).toEqual([
      "Hoffentlich findet die Mutter das Geld.",
      "Hoffentlich bezahlt die Mutter die Rechnung.",
    ]);
    expect(
      split("Leider hat die Firma den Antrag abgelehnt und schickt die Unterlagen zurück.", false),
    ).toEqual([
      "Leider hat die Firma den Antrag abgelehnt.",
      "Leider schickt die Firma die Unterlagen zurück.",
    ]);
    expect(split("Vermutlich kommt der Arzt morgen und untersucht das Kind.", false)).toEqual([
      "Vermutlich kommt der Arzt morgen.",
      "Vermutlich untersucht der Arzt das Kind.",
    ]);
    // Was "Kommt nach Hause." ("Bestimmt" read as a request).
    expect(split("Bestimmt findet der Hund den Weg und kommt nach Hause.", false)).toEqual([
      "Bestimmt findet der Hund den Weg.",
      "Bestimmt kommt der Hund nach Hause.",
    ]);
    expect(split("Leider können wir Ihren Antrag nicht bewilligen und müssen ihn ablehnen.")).toEqual([
      "Leider können wir Ihren Antrag nicht bewilligen.",
      "Leider müssen wir ihn ablehnen.",
    ]);
    expect(
      split("Sicherlich hat Ihre Tochter das Formular schon ausgefüllt und schickt es bald zurück."),
    ).toEqual([
      "Sicherlich hat Ihre Tochter das Formular schon ausgefüllt.",
      "Sicherlich schickt Ihre Tochter es bald zurück.",
    ]);
  });

  it("leaves two clauses with their own subjects whole after an adverb of doubt", () => {
    // Was "Vielleicht regnet es morgen." / "Wir bleiben zu Hause." (the second told as a fact).
    expect(split("Vielleicht regnet es morgen und wir bleiben zu Hause.", false)).toEqual([
      "Vielleicht regnet es morgen.",
      "Vielleicht bleiben wir zu Hause.",
    ]);
    expect(split("Vielleicht ist der Antrag unvollständig und Sie müssen Unterlagen nachreichen.")).toEqual([
      "Vielleicht ist der Antrag unvollständig.",
      "Vielleicht müssen Sie Unterlagen nachreichen.",
    ]);
    // A noun subject takes the adverb too (hrev2's doubtCarried); a subject that cannot be read
    // before its verb leaves the sentence whole rather than state a fact.
    expect(split("Wahrscheinlich kommt der Brief morgen und der Vermieter ruft an.")).toEqual([
      "Wahrscheinlich kommt der Brief morgen.",
      "Wahrscheinlich ruft der Vermieter an.",
    ]);
    expect(split("Vielleicht kommt der Brief morgen und wir alle freuen uns.", false)).not.toContain(
      "Wir alle freuen uns.",
    );
    // "Leider" judges a fact and is said again, too.
    expect(
      split("Leider ist der Bus zu spät gekommen und die Kinder haben den Film verpasst.", false),
    ).toEqual(["Leider ist der Bus zu spät gekommen.", "Leider haben die Kinder den Film verpasst."]);
  });

  it("keeps a day before the verb where no 'Dann' carries the time on", () => {
    expect(split("Gestern hat der Vermieter angerufen und einen Termin vorgeschlagen.", false)).toEqual([
      "Gestern hat der Vermieter angerufen.",
      "Gestern hat der Vermieter einen Termin vorgeschlagen.",
    ]);
    // The second clause names its own time: the day is not copied ("Heute öffnet das Rathaus erst
    // am Montag" said the opposite).
    expect(split("Heute bleibt das Rathaus geschlossen und öffnet erst am Montag.", false)).toEqual([
      "Heute bleibt das Rathaus geschlossen.",
      "Das Rathaus öffnet erst am Montag.",
    ]);
    // A clock time only narrows the day: it is copied (was "Die Schule endet um 13 Uhr.", any day).
    expect(split("Am Montag beginnt die Schule und endet um 13 Uhr.", false)).toEqual([
      "Am Montag beginnt die Schule.",
      "Am Montag endet die Schule um 13 Uhr.",
    ]);
    expect(split("Morgen gehen wir ins Kino und essen danach eine Pizza.", false)).toEqual([
      "Morgen gehen wir ins Kino.",
      "Wir essen danach eine Pizza.",
    ]);
    expect(
      split("Morgen wird der Bürgermeister die Brücke eröffnen und am Abend eine Rede halten.", false),
    ).not.toContain("Morgen wird der Bürgermeister am Abend eine Rede halten.");
    expect(split("Morgen kommt der Schornsteinfeger und prüft die Heizung.", false)).toEqual([
      "Morgen kommt der Schornsteinfeger.",
      "Dann prüft der Schornsteinfeger die Heizung.",
    ]);
    // A request that opens with an imperative still splits.
    expect(split("Bestimmt den Betrag und schreibt ihn auf.", false)).toEqual([
      "Bestimmt den Betrag.",
      "Schreibt ihn auf.",
    ]);
  });

  it("splits two infinitives under 'werden' or a modal after an adverb or a day and keeps it in both", () => {
    // Was left whole ("Morgen" read as the subject).
    expect(
      split("Morgen wird der Bürgermeister die neue Brücke eröffnen und eine Rede halten.", false),
    ).toEqual([
      "Morgen wird der Bürgermeister die neue Brücke eröffnen.",
      "Morgen wird der Bürgermeister eine Rede halten.",
    ]);
    // Was left whole ("Ihr" read as the pronoun "ihr").
    expect(split("Am Montag kann Ihr Kind die Bücher abholen und die Hefte mitnehmen.")).toEqual([
      "Am Montag kann Ihr Kind die Bücher abholen.",
      "Am Montag kann Ihr Kind die Hefte mitnehmen.",
    ]);
    expect(split("Am Freitag wird die Schule ein Fest feiern und die Eltern einladen.", false)).toEqual([
      "Am Freitag wird die Schule ein Fest feiern.",
      "Am Freitag wird die Schule die Eltern einladen.",
    ]);
    expect(split("Gestern hat der Vermieter angerufen und einen Termin vorgeschlagen.", false)).toEqual([
      "Gestern hat der Vermieter angerufen.",
      "Gestern hat der Vermieter einen Termin vorgeschlagen.",
    ]);
    // Subject first: nothing to carry.
    expect(split("Die Polizei wird den Fall prüfen und die Zeugen befragen.", false)).toEqual([
      "Die Polizei wird den Fall prüfen.",
      "Die Polizei wird die Zeugen befragen.",
    ]);
    // "nur" limits both: left whole.
    expect(
      split("Morgen kann der Bürgermeister nur die Brücke eröffnen und eine Rede halten.", false),
    ).toEqual(["Morgen kann der Bürgermeister nur die Brücke eröffnen und eine Rede halten."]);
  });

  it("does not take an unknown adverb before the verb for the subject when 'der' + a masculine noun follows", () => {
    // Was "Wahrscheinlich bringt ihn heute vorbei." (the adverb read as a name).
    expect(
      split(
        "Wahrscheinlich hat der Nachbar den Schlüssel schon gefunden und bringt ihn heute vorbei.",
        false,
      ),
    ).toEqual([
      "Wahrscheinlich hat der Nachbar den Schlüssel schon gefunden.",
      "Wahrscheinlich bringt der Nachbar ihn heute vorbei.",
    ]);
    // A name before the verb stays the subject ("das Brot" may be the object).
    expect(split("Petrus nahm das Brot und gab es den Leuten.", false)).toEqual([
      "Petrus nahm das Brot.",
      "Dann gab Petrus es den Leuten.",
    ]);
  });

  it("splits after one adverb or a prepositional phrase before the verb", () => {
    expect(split("Wir haben Ihren Antrag geprüft, aber leider können wir ihn nicht bewilligen.")).toEqual([
      "Wir haben Ihren Antrag geprüft.",
      "Aber leider können wir ihn nicht bewilligen.",
    ]);
    expect(split("Heute prüfen wir Ihren Antrag und schicken Ihnen morgen den Bescheid.")).toEqual([
      "Heute prüfen wir Ihren Antrag.",
      "Dann schicken wir Ihnen morgen den Bescheid.",
    ]);
    expect(split("Im Januar zahlt das Jobcenter die Miete und übernimmt die Heizkosten.")).toEqual([
      "Im Januar zahlt das Jobcenter die Miete.",
      "Dann übernimmt das Jobcenter die Heizkosten.",
    ]);
  });

  it("does not take a question word or a leading subordinate clause for the prefield", () => {
    // Two w-questions become two questions, never a statement and a question.
    const question = "Warum seid ihr traurig und warum weint ihr?";
    expect(
      splitSentence({ tokens: clauseTokens(question, false), end: "?" }, { formal: false, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      ),
    ).toEqual(["Warum seid ihr traurig?", "Und warum weint ihr?"]);
    for (const sentence of [
      "Warum seid ihr traurig und weint?",
      "Wer hat das gesagt, und was will er?",
      "Warum seid ihr traurig und wütend?",
    ])
      expect(
        splitSentence({ tokens: clauseTokens(sentence, false), end: "?" }, { formal: false, variant: 0 })
          .map((clause) => renderTokens(clause.tokens) + clause.end)
          .some((clause) => /^(?:Und|Oder) /.test(clause)),
      ).toBe(false);
    // The place clause is not lost: it comes first as a sentence of its own (split-place.ts).
    expect(
      split(
        "Ihr sucht mich und findet mich nicht, und wo ich bin, dorthin könnt ihr nicht kommen.",
        false,
      ).slice(-2),
    ).toEqual(["Ich bin irgendwo.", "Dorthin könnt ihr nicht kommen."]);
  });

  it("keeps an exclamation mark that ends the left side", () => {
    expect(split("Das ist schön!, und sofort lachte er.", false)).toEqual([
      "Das ist schön!",
      "Sofort lachte er.",
    ]);
  });
});

describe("aber, oder, sondern", () => {
  it("keeps 'Aber'/'Oder' in front of the repeated subject without moving the verb", () => {
    expect(split("Er kam nach Hause aber fand dort niemanden.", false)).toEqual([
      "Er kam nach Hause.",
      "Aber er fand dort niemanden.",
    ]);
    expect(split("Wir prüfen Ihren Antrag oder schicken ihn an die Krankenkasse.")).toEqual([
      "Wir prüfen Ihren Antrag.",
      "Oder wir schicken ihn an die Krankenkasse.",
    ]);
  });

  it("drops 'sondern' before a clause or a verb with the same subject", () => {
    expect(split("Wir zahlen das Geld nicht bar aus, sondern überweisen es auf Ihr Konto.")).toEqual([
      "Wir zahlen das Geld nicht bar aus.",
      "Wir überweisen es auf Ihr Konto.",
    ]);
    expect(split("Nicht das Amt entscheidet, sondern das Gericht entscheidet.")).toEqual([
      "Nicht das Amt entscheidet.",
      "Das Gericht entscheidet.",
    ]);
  });

  it("does not split 'sondern' before a noun phrase, an adjective after 'aber', or a question", () => {
    for (const sentence of [
      // (After "kommen" the infinitive is a purpose: split-purpose.test.ts.)
      "Ich habe nicht versucht, die Gerechten zu rufen, sondern die Sünder.",
      "Da liefen sie ängstlich, aber erfreut, los.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    const question = "Mit wem hat er gesprochen, und hat er ihn verstanden?";
    expect(
      splitSentence({ tokens: clauseTokens(question, false), end: "?" }, { formal: false, variant: 0 })
        .length,
    ).toBe(1);
  });
});

describe("a plural noun without article as the subject on the right", () => {
  it("splits when a modal or auxiliary agrees with it and its infinitive closes the clause", () => {
    expect(
      split("Die Eltern können den Antrag stellen und Kinder können ihn ab 16 Jahren selbst stellen."),
    ).toEqual(["Die Eltern können den Antrag stellen.", "Kinder können ihn ab 16 Jahren selbst stellen."]);
  });

  it("leaves a bare noun that is an object of a verb at the end", () => {
    const sentence = "Er musste sieben Jahre arbeiten und Jahre dienen.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a connector put in front by the subordinate-clause step", () => {
  it("reads 'Gleichzeitig' as the prefield of the main clause after it", () => {
    expect(
      split("Während die Menschen schliefen, kam sein Feind und säte Unkraut zwischen das Getreide.", false),
    ).toEqual([
      "Die Menschen schliefen.",
      "Gleichzeitig kam sein Feind.",
      "Dann säte sein Feind Unkraut zwischen das Getreide.",
    ]);
  });
});

describe("object pronouns and particles between the verb and its subject", () => {
  it("finds the subject after them", () => {
    expect(
      split("Deshalb hat ihn auch Gott hoch erhoben und ihm aus Gnade den Namen geschenkt.", false),
    ).toEqual(["Deshalb hat ihn auch Gott hoch erhoben.", "Gott hat ihm aus Gnade den Namen geschenkt."]);
    expect(split("Dann gab ihm der Vater das Buch und ging nach Hause.", false)).toEqual([
      "Dann gab ihm der Vater das Buch.",
      "Dann ging der Vater nach Hause.",
    ]);
  });
});

describe("longer subjects repeated on the right", () => {
  it("finds a subject after a reflexive pronoun and 'da'", () => {
    expect(split("Da erhob sich dieser von seinem Thron und legte seinen Mantel ab.", false)).toEqual([
      "Da erhob sich dieser von seinem Thron.",
      "Dann legte dieser seinen Mantel ab.",
    ]);
  });

  it("keeps a partitive and a genitive attribute with the subject", () => {
    expect(
      split("Da kamen einige der Wächter in die Stadt und berichteten den Hohepriestern alles.", false),
    ).toEqual([
      "Da kamen einige der Wächter in die Stadt.",
      "Dann berichteten einige der Wächter den Hohepriestern alles.",
    ]);
    expect(split("Da kamen Verwandte des Synagogenvorstehers und sagten etwas zu ihm.", false)).toEqual([
      "Da kamen Verwandte des Synagogenvorstehers.",
      "Dann sagten Verwandte des Synagogenvorstehers etwas zu ihm.",
    ]);
  });

  it("repeats noun phrases joined by 'und' as one subject", () => {
    expect(split("Maria und Josef blieben in Bethlehem und suchten eine Herberge.", false)).toEqual([
      "Maria und Josef blieben in Bethlehem.",
      "Dann suchten Maria und Josef eine Herberge.",
    ]);
  });

  it("finds the subject after a time phrase with a number ('3 Tage später')", () => {
    expect(split("Drei Tage später kam er nach Hause und erzählte seiner Mutter alles.", false)).toEqual([
      "Drei Tage später kam er nach Hause.",
      "Dann erzählte er seiner Mutter alles.",
    ]);
    expect(
      split("Kurze Zeit später kamen die Jünger zu ihm und fragten ihn nach dem Gleichnis.", false),
    ).toEqual([
      "Kurze Zeit später kamen die Jünger zu ihm.",
      "Dann fragten die Jünger ihn nach dem Gleichnis.",
    ]);
  });

  it("finds the subject after one short prepositional phrase, not after a list of words", () => {
    expect(split("Da kam zu ihm eine Frau aus Samarien und bat ihn um Wasser.", false)).toEqual([
      "Da kam zu ihm eine Frau aus Samarien.",
      "Dann bat die Frau ihn um Wasser.",
    ]);
    expect(
      split("Ihm wurde aber im Traum eine Weisung gegeben und er ging in das Gebiet Galiläas.", false),
    ).toEqual(["Ihm wurde aber im Traum eine Weisung gegeben.", "Er ging in das Gebiet Galiläas."]);
  });

  it("splits a comma-free clause before a colon and keeps the colon part with the last clause", () => {
    expect(split("Da trat Gott heran und rief wie die letzten Male: Samuel, Samuel!", false)).toEqual([
      "Da trat Gott heran.",
      "Dann rief Gott wie die letzten Male: Samuel, Samuel.",
    ]);
  });

  it("splits 'A und B, C' in a clause the comma split left over", () => {
    expect(
      split(
        "Denn wenn ein Armer in eure Synagoge kommt, dann kümmert ihr euch um den reichen Mann und bietet ihm einen guten Platz an, doch dem Armen nur einen Stehplatz.",
        false,
      ),
    ).toEqual([
      "Denn vielleicht kommt ein Armer in eure Synagoge.",
      "Dann kümmert ihr euch um den reichen Mann.",
      "Dann bietet ihr ihm einen guten Platz an, doch dem Armen nur einen Stehplatz.",
    ]);
    expect(
      split(
        "Er kam nach Hause, und seine Frau wartete schon auf ihn und fragte ihn, wo er so lange gewesen sei.",
        false,
      ),
    ).toEqual([
      "Er kam nach Hause.",
      "Seine Frau wartete schon auf ihn.",
      "Dann fragte seine Frau ihn, wo er so lange gewesen sei.",
    ]);
  });

  it("splits before a clause that opens with an object pronoun and its verb", () => {
    expect(split("Er kam nach Hause und ihm fehlte ein Schuh.", false)).toEqual([
      "Er kam nach Hause.",
      "Ihm fehlte ein Schuh.",
    ]);
    expect(split("Es wird euch zugeteilt werden, und euch wird noch mehr gegeben werden.", false)).toEqual([
      "Es wird euch zugeteilt werden.",
      "Euch wird noch mehr gegeben werden.",
    ]);
    expect(split("Er gab mir das Buch und ihm das Heft.", false)).toHaveLength(1);
  });

  it("names an indefinite subject again with the definite article", () => {
    expect(split("Ein Engel kam vom Himmel und rollte den Stein weg.", false)).toEqual([
      "Ein Engel kam vom Himmel.",
      "Dann rollte der Engel den Stein weg.",
    ]);
    expect(split("Eine große Menge folgte ihm und hörte ihm zu.", false)).toEqual([
      "Eine große Menge folgte ihm.",
      "Dann hörte die große Menge ihm zu.",
    ]);
    // After "ein" an adjective would need a new ending: the subject stays as it was.
    expect(split("Ein großer Sturm kam auf und zerstörte das Haus.", false)).toEqual([
      "Ein großer Sturm kam auf.",
      "Dann zerstörte ein großer Sturm das Haus.",
    ]);
  });

  it("does not take two names after the verb as one subject", () => {
    for (const sentence of [
      "Sechs Tage später nahm Jesus Petrus, Jakobus und Johannes und führte sie auf einen Berg.",
      "Da rief Jesus Petrus zu sich und sprach mit ihm.",
    ])
      expect(split(sentence, false).join(" ")).not.toContain("Jesus Petrus sie");
    expect(split("Da rief Jesus Petrus zu sich und sprach mit ihm.", false)).not.toContain(
      "Dann sprach Jesus Petrus mit ihm.",
    );
  });

  it("does not split with a pronoun among the subjects or a negative subject", () => {
    for (const sentence of [
      "Er und seine Frau zogen nach Moab und wohnten dort.",
      "Keiner tut etwas im Geheimen und versucht dabei bekannt zu sein.",
    ])
      expect(split(sentence, false)).toHaveLength(1);
  });

  it("does not read a verb-final 'A oder B verlassen hat' as a main clause", () => {
    expect(
      split("Es gibt niemanden, der Haus, Frau, Geschwister, Eltern oder Kinder verlassen hat.", false),
    ).not.toContain("Es gibt niemanden, der Haus, Frau, Geschwister.");
    expect(
      split(
        "Dort fand das Fest statt, bei dem die Besucher die Einheit, Freiheit und Demokratie forderten.",
        false,
      ),
    ).not.toContain("Freiheit und Demokratie forderten.");
  });
});

describe("paired conjunctions and particles in the prefield", () => {
  it("splits before a pair that stays whole on the right side", () => {
    expect(
      split("Nun aber haben sie die Werke gesehen und hassen sowohl mich als auch meinen Vater.", false),
    ).toEqual(["Nun aber haben sie die Werke gesehen.", "Sie hassen sowohl mich als auch meinen Vater."]);
    expect(split("Er hat sein Haus verkauft und hat jetzt weder Geld noch Arbeit.", false)).toEqual([
      "Er hat sein Haus verkauft.",
      "Er hat jetzt weder Geld noch Arbeit.",
    ]);
  });

  it("does not split after the first part of a pair", () => {
    for (const sentence of [
      "Entweder zahlen Sie die Miete bis Montag und wir vergessen die Sache oder wir kündigen.",
      "Sie können sowohl den Antrag online stellen und ihn ausdrucken als auch bei uns vorbeikommen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("two infinitives or participles with one modal or auxiliary", () => {
  it("repeats subject and modal/auxiliary", () => {
    expect(split("Sie müssen das Formular ausfüllen und es bis zum 3. März an uns zurückschicken.")).toEqual([
      "Sie müssen das Formular ausfüllen.",
      "Sie müssen es bis zum 3. März an uns zurückschicken.",
    ]);
    expect(split("Wir haben Ihren Antrag gelesen und die Unterlagen geprüft.")).toEqual([
      "Wir haben Ihren Antrag gelesen.",
      "Wir haben die Unterlagen geprüft.",
    ]);
    expect(split("Dann wird Gott uns helfen und unsere Feinde besiegen.", false)).toEqual([
      "Dann wird Gott uns helfen.",
      "Gott wird unsere Feinde besiegen.",
    ]);
  });

  it("does not cut a modal and its bare participle from the 'werden' after 'und'", () => {
    // Was "Die Miete kann nicht übernommen." / "Dann muss man die Miete zurückzahlen."
    expect(split("Die Miete kann nicht übernommen und muss zurückgezahlt werden.")).toEqual([
      "Die Miete kann nicht übernommen und muss zurückgezahlt werden.",
    ]);
    // "bekommen" is an infinitive too: the left side is complete.
    expect(split("Sie können das Geld bekommen und müssen es nicht zurückzahlen.")).toEqual([
      "Sie können das Geld bekommen.",
      "Sie müssen es nicht zurückzahlen.",
    ]);
  });

  it("does not read a participle before 'werden' after an infinitive as a finite verb", () => {
    // Not "Dann verachtet er werden.": "verachtet werden" hangs under "muss".
    expect(split("Er muss viel leiden und verachtet werden.", false)).toEqual([
      "Er muss viel leiden und verachtet werden.",
    ]);
  });

  it("repeats them for three or more infinitives, and keeps a shared object together", () => {
    expect(
      split(
        "Ich werde dich zu einem großen Volk machen und dich segnen und deinen Namen groß machen.",
        false,
      ),
    ).toEqual([
      "Ich werde dich zu einem großen Volk machen.",
      "Ich werde dich segnen.",
      "Ich werde deinen Namen groß machen.",
    ]);
    expect(
      split("Wir werden den Antrag prüfen und Ihnen einen Bescheid schicken und das Geld überweisen."),
    ).toEqual([
      "Wir werden den Antrag prüfen.",
      "Wir werden Ihnen einen Bescheid schicken.",
      "Wir werden das Geld überweisen.",
    ]);
    // "es" is the object of both verbs after it
    expect(
      split("Sie müssen das Formular ausfüllen und es unterschreiben und an uns zurückschicken."),
    ).toEqual([
      "Sie müssen das Formular ausfüllen.",
      "Sie müssen es unterschreiben und an uns zurückschicken.",
    ]);
    // coordinated objects, not infinitives: they stay together on the right
    expect(split("Sie müssen das Formular ausfüllen und den Ausweis und die Karte mitbringen.")).toEqual([
      "Sie müssen das Formular ausfüllen.",
      "Sie müssen den Ausweis und die Karte mitbringen.",
    ]);
    // "nur" limits both infinitives: cut apart, the first would say the form is all.
    const only = "Sie müssen nur das Formular ausfüllen und den Ausweis und die Karte mitbringen.";
    expect(split(only)).toEqual([only]);
  });

  it("splits a right side without its own phrase when the left side has only adverbs before its verb", () => {
    expect(split("Sie können online bezahlen und bar in unserem Büro in der Stadt zahlen.")).toEqual([
      "Sie können online bezahlen.",
      "Sie können bar in unserem Büro in der Stadt zahlen.",
    ]);
    expect(
      split("Ihr werdet immerfort hören und nicht verstehen und immerfort sehen und nichts erkennen.", false),
    ).toEqual([
      "Ihr werdet immerfort hören.",
      "Ihr werdet nicht verstehen.",
      "Ihr werdet immerfort sehen und nichts erkennen.",
    ]);
    // the object on the left belongs to both verbs
    const shared = "Sie können den Antrag per Post schicken und persönlich in unserem Büro abgeben.";
    expect(split(shared)).toEqual([shared]);
    // the phrase on the right acts in what is heard, and "herabsteigen" is no finite verb here
    const heard = "Ihr werdet hören und die Engel vom Himmel herabsteigen sehen.";
    expect(split(heard, false)).toEqual([heard]);
  });

  it("does not split after a verb of perception, a one-word right side, 'entweder' or a non-subject", () => {
    for (const sentence of [
      "Ihr werdet den Himmel offen sehen und die Engel vom Himmel herabsteigen.",
      "Sie können den Antrag stellen und ausdrucken.",
      "Entweder wird er den einen hassen und den anderen lieben.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("ellipsis guards", () => {
  it("keeps a shared object and does not double 'dann'", () => {
    expect(
      split("Sie können die Unterlagen per Post schicken oder persönlich in unserem Büro abgeben."),
    ).toEqual(["Sie können die Unterlagen per Post schicken oder persönlich in unserem Büro abgeben."]);
    expect(split("Das Jobcenter prüft Ihren Anspruch und informiert Sie dann schriftlich.")).toEqual([
      "Das Jobcenter prüft Ihren Anspruch.",
      "Das Jobcenter informiert Sie dann schriftlich.",
    ]);
    // Nor "Dann … danach".
    expect(
      split("Das Amt prüft Ihren Antrag und schickt Ihnen danach einen schriftlichen Bescheid."),
    ).toEqual(["Das Amt prüft Ihren Antrag.", "Das Amt schickt Ihnen danach einen schriftlichen Bescheid."]);
  });

  it("adds no 'Dann' when 'auch' or 'außerdem' adds a second thing", () => {
    expect(
      split("Das Jobcenter zahlt die Miete für Ihre Wohnung und übernimmt auch die Kosten für die Heizung."),
    ).toEqual([
      "Das Jobcenter zahlt die Miete für Ihre Wohnung.",
      "Das Jobcenter übernimmt auch die Kosten für die Heizung.",
    ]);
    // "während der Öffnungszeiten" inside the clause is the preposition, no subordinate clause.
    expect(
      split(
        "Die Unterlagen liegen während der Öffnungszeiten im Rathaus aus und können im Internet gelesen werden.",
      ),
    ).toHaveLength(2);
    // "stattfinden" says when or where, no second event.
    expect(split("Die Feier beginnt um 18 Uhr und findet im Rathaus statt.")).toEqual([
      "Die Feier beginnt um 18 Uhr.",
      "Die Feier ist im Rathaus.",
    ]);
    // Without such a word the second action follows the first.
    expect(split("Das Amt prüft Ihren Antrag und schickt Ihnen einen Bescheid.")).toEqual([
      "Das Amt prüft Ihren Antrag.",
      "Dann schickt das Amt Ihnen einen Bescheid.",
    ]);
  });

  it("adds no 'Dann' where the clause names its own time or the letter acts by saying it", () => {
    expect(split("Der Kurs beginnt am 4. Mai und endet am 30. September.")).toEqual([
      "Der Kurs beginnt am 4. Mai.",
      "Der Kurs endet am 30. September.",
    ]);
    expect(split("Wir mahnen Sie ab und bitten Sie um eine Antwort.")).toEqual([
      "Wir mahnen Sie ab.",
      "Wir bitten Sie um eine Antwort.",
    ]);
    // A pronominal adverb of purpose first ("Dazu", "Dafür"): the steps split (were left whole).
    expect(split("Dafür füllen Sie das Formular aus und schicken es an uns zurück.")).toEqual([
      "Dafür füllen Sie das Formular aus.",
      "Dann schicken Sie es an uns zurück.",
    ]);
    // A modal over a verb of state describes: no sequence (was "Dann kann man die Kaution …").
    expect(
      split("Die Kaution darf höchstens drei Mieten betragen und kann in Raten gezahlt werden.")[1],
    ).not.toMatch(/^Dann /);
    // A letter's courtesies happen at once (was "Dann wünschen wir Ihnen …").
    expect(split("Für Ihre Mitarbeit bedanken wir uns und wünschen Ihnen alles Gute.")).toEqual([
      "Für Ihre Mitarbeit bedanken wir uns.",
      "Wir wünschen Ihnen alles Gute.",
    ]);
    // A past sequence keeps it, so does a third person's act.
    expect(split("Die Frau öffnet die Tür und bittet den Mann herein.")[1]).toMatch(/^Dann /);
    expect(split("Wir prüften den Antrag und baten Sie um eine Antwort.")).toEqual([
      "Wir prüften den Antrag.",
      "Dann baten wir Sie um eine Antwort.",
    ]);
  });
});

describe("a shared modal after a verb of perception", () => {
  it("splits when only adverbs stand before 'sehen', not when it has an object the right side may join", () => {
    expect(
      split("Danach kannst du klar sehen und den Splitter aus dem Auge von deinem Bruder ziehen.", false),
    ).toEqual([
      "Danach kannst du klar sehen.",
      "Du kannst den Splitter aus dem Auge von deinem Bruder ziehen.",
    ]);
    const sentence = "Ihr werdet den Himmel geöffnet sehen und die Engel von Gott herabsteigen.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("quantifiers that stand alone as a subject", () => {
  it("cuts before 'aber andere' and a bare comma before a contrasting 'andere'/'manche'", () => {
    expect(split("Viele Leute fahren im Sommer ans Meer, andere bleiben zu Hause.", false)).toEqual([
      "Viele Leute fahren im Sommer ans Meer.",
      "Andere bleiben zu Hause.",
    ]);
    expect(split("Manche Schüler fahren mit dem Bus, manche kommen mit dem Fahrrad.", false)).toEqual([
      "Manche Schüler fahren mit dem Bus.",
      "Manche kommen mit dem Fahrrad.",
    ]);
    expect(split("Die Leute lachten über ihn, aber einige hörten ihm zu.", false)).toEqual([
      "Die Leute lachten über ihn.",
      "Aber einige hörten ihm zu.",
    ]);
    // Without a conjunction "viele"/"einige" may take up a phrase before: no cut.
    const sentence = "Die Menschen in der Stadt, viele kamen zu ihm.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("polite imperatives and bare verbs", () => {
  it("splits two polite imperatives and keeps 'Bitte'", () => {
    expect(split("Bitte füllen Sie das Formular aus und schicken Sie es zurück.")).toEqual([
      "Bitte füllen Sie das Formular aus.",
      "Bitte schicken Sie es zurück.",
    ]);
  });

  it("splits a comma series of polite requests", () => {
    expect(
      leichtText(
        "Bitte füllen Sie das beiliegende Formular vollständig aus, unterschreiben Sie es und schicken Sie es bis zum 30. Juni an uns zurück.",
      ),
    ).toBe(
      "Bitte füllen Sie das beiliegende Formular vollständig aus.\nBitte unterschreiben Sie es.\nBitte schicken Sie es bis zum 30. Juni an uns zurück.",
    );
    // A verb-first condition after the comma is no request of the series.
    expect(
      leichtText("Bitte lesen Sie den Bescheid genau, haben Sie Fragen, rufen Sie uns an."),
    ).not.toContain("Bitte haben Sie Fragen.");
  });

  it("does not split a verb-first condition resumed by 'dann' or a bare transitive verb", () => {
    expect(split("Haben Sie Fragen und brauchen Sie Hilfe, dann rufen Sie uns an.")).not.toContain(
      "Haben Sie Fragen.",
    );
    expect(split("Wir prüfen und bearbeiten Ihren Antrag so schnell wie möglich.")).toEqual([
      "Wir prüfen und bearbeiten Ihren Antrag so schnell wie möglich.",
    ]);
    expect(split("Er kam und sah den Mann am Tor.", false)).toEqual([
      "Er kam.",
      "Dann sah er den Mann am Tor.",
    ]);
    expect(split("Wir frühstücken und lesen die Zeitung.", false)).toEqual([
      "Wir frühstücken.",
      "Dann lesen wir die Zeitung.",
    ]);
  });
});

describe("after a closed subordinate clause, pronoun subjects", () => {
  it("gives a verb after a verb-final subordinate clause the subject of the main clause", () => {
    expect(split("Wir haben gesehen, dass Sie umgezogen sind, und bitten Sie um Ihre neue Adresse.")).toEqual(
      ["Wir haben gesehen:", "Sie sind umgezogen.", "Wir bitten Sie um Ihre neue Adresse."],
    );
  });

  it("takes a stand-alone pronoun after a conjunction for a subject, not without one", () => {
    expect(split("Er rief den Nachbarn, und dieser kam sofort.", false)).toEqual([
      "Er rief den Nachbarn.",
      "Dieser kam sofort.",
    ]);
    const resumed = "Ich kannte ihn nicht, aber der Mann, der mich schickte, jener sagte mir alles.";
    expect(split(resumed, false)).not.toContain("Jener sagte mir alles.");
  });
});

describe("leading 'nicht'", () => {
  it("waits for its 'sondern' and is not cut before it", () => {
    const sentence =
      "Nicht, weil ihr viele seid, hat er euch gewählt, denn ihr seid wenige, sondern weil er euch liebt.";
    expect(split(sentence, false)).not.toContain("Denn ihr seid wenige, sondern weil er euch liebt.");
    expect(split("Nicht ihr habt mich ausgesucht, sondern ich habe euch ausgesucht.", false)).toEqual([
      "Nicht ihr habt mich ausgesucht.",
      "Ich habe euch ausgesucht.",
    ]);
  });
});

describe("frontAber", () => {
  const front = (sentence: string): string => renderTokens(frontAber(clauseTokens(sentence, false)));

  it("moves a clause-internal aber after the first phrase to the front", () => {
    expect(
      front("Jeder gute Baum trägt gute Früchte, ein schlechter Baum aber trägt schlechte Früchte"),
    ).toBe("Jeder gute Baum trägt gute Früchte, aber ein schlechter Baum trägt schlechte Früchte");
    expect(front("Die Hohepriester aber stifteten die Menge an")).toBe(
      "Aber die Hohepriester stifteten die Menge an",
    );
    expect(front("Jesus aber sagte zu ihm")).toBe("Aber Jesus sagte zu ihm");
    expect(front("Wieder andere aber fielen auf die gute Erde")).toBe(
      "Aber wieder andere fielen auf die gute Erde",
    );
    const tokens = frontAber(
      clauseTokens("Gott nannte die Helligkeit Tag, die Finsternis aber nannte er Nacht", false),
    );
    expect(
      splitSentence({ tokens, end: "." }, { formal: false, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      ),
    ).toEqual(["Gott nannte die Helligkeit Tag.", "Aber die Finsternis nannte er Nacht."]);
  });

  it("keeps dependent clauses, participles and aber after the verb", () => {
    for (const sentence of [
      "Als er aber hörte, dass Archelaus König war",
      "Wer aber glaubt, wird leben",
      "Er kam zu den Leuten, die aber kamen nicht",
      "Von den Menschen verworfen, bei Gott aber erwählt und wertvoll",
      "Er sprach aber auch ein Gleichnis",
      "Er aber, Johannes, hatte ein Kleid aus Kamelhaar",
    ])
      expect(front(sentence)).toBe(sentence);
  });
});

describe("a right side that opens with its object", () => {
  it("splits when a personal pronoun subject follows the verb", () => {
    expect(split("Er gibt dem Müden Kraft und dem Kraftlosen mehrt er Stärke.", false)).toEqual([
      "Er gibt dem Müden Kraft.",
      "Dem Kraftlosen mehrt er Stärke.",
    ]);
    expect(split("Wir sind nicht aus Unzucht geboren, einen Vater haben wir.", false)).toEqual([
      "Wir sind nicht aus Unzucht geboren.",
      "Einen Vater haben wir.",
    ]);
  });

  it("keeps a right side without its own verb", () => {
    expect(split("Gott nannte das Trockene Erde und den Ort vom Wasser Meer.", false)).toEqual([
      "Gott nannte das Trockene Erde und den Ort vom Wasser Meer.",
    ]);
  });
});

describe("a verb of saying before a colon", () => {
  const splitColon = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: ":" }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("becomes a clause of its own with the shared subject", () => {
    expect(splitColon("Dann nahm Boas zehn Männer von den Ältesten der Stadt und sagte")).toEqual([
      "Dann nahm Boas zehn Männer von den Ältesten der Stadt.",
      "Dann sagte Boas:",
    ]);
  });

  it("keeps other lone verbs and a coordinated subject", () => {
    expect(splitColon("Dann nahm Boas zehn Männer von den Ältesten der Stadt und ging")).toHaveLength(1);
    expect(
      splitColon("Da begannen die Schriftgelehrten und die Pharisäer zu diskutieren und sprachen"),
    ).toHaveLength(1);
  });
});

describe("a main clause after a relative clause", () => {
  it("is cut off before the relative clause is split", () => {
    expect(
      split("Und sie gaben ihm Wein, der mit Myrrhe vermischt war, aber er nahm ihn nicht.", false),
    ).toEqual(["Und sie gaben ihm Wein.", "Der Wein war mit Myrrhe vermischt.", "Aber er nahm ihn nicht."]);
  });

  it("keeps a relative clause with coordinated verbs with its host", () => {
    expect(
      split(
        "Ihnen erschienen Feuerzungen, die sich verteilten und auf jeden von ihnen setzten, und alle wurden erfüllt.",
        false,
      ),
    ).toEqual([
      "Ihnen erschienen Feuerzungen, die sich verteilten und auf jeden von ihnen setzten.",
      "Alle wurden erfüllt.",
    ]);
  });
});

describe("Präteritum forms the lexicon lacks", () => {
  it("reads wandte and sandte as finite verbs of a series", () => {
    expect(split("Da setzte er sich, wandte sich an die Jünger und sagte etwas.", false)).toEqual([
      "Da setzte er sich.",
      "Dann wandte er sich an die Jünger.",
      "Dann sagte er etwas.",
    ]);
  });
});

describe("the conjunction doch", () => {
  it("becomes Aber before a main clause", () => {
    expect(split("Er sandte einen Diener zu den Bauern, doch sie schlugen ihn.", false)).toEqual([
      "Er sandte einen Diener zu den Bauern.",
      "Aber sie schlugen ihn.",
    ]);
  });

  it("keeps the particle inside a clause", () => {
    expect(split("Ich habe es doch die ganze Zeit gesagt.", false)).toEqual([
      "Ich habe es doch die ganze Zeit gesagt.",
    ]);
  });
});

describe("quantities as subjects", () => {
  it("reads 'die beiden' and '2 von ihnen' before a plural verb as a subject", () => {
    expect(
      split("Er wird sich mit seiner Frau vereinen und die beiden werden zu einem Körper.", false),
    ).toEqual(["Er wird sich mit seiner Frau vereinen.", "Die beiden werden zu einem Körper."]);
    expect(split("Die Jünger kehrten zurück, und 2 von ihnen riefen laut.", false)).toEqual([
      "Die Jünger kehrten zurück.",
      "2 von ihnen riefen laut.",
    ]);
  });

  it("keeps 'die beiden' before a noun", () => {
    expect(split("Er sah die beiden Kinder und die beiden Frauen.", false)).toHaveLength(1);
  });
});

describe("a quantified subject repeated on the right", () => {
  it("names the same ones again with 'diese', not some others with 'manche'", () => {
    expect(split("Manche Personen wohnen in Berlin und sind älter als 65 Jahre.", false)).toEqual([
      "Manche Personen wohnen in Berlin.",
      "Diese Personen sind älter als 65 Jahre.",
    ]);
    expect(split("Viele kleine Kinder wohnen in der Stadt und gehen dort zur Schule.", false)).toEqual([
      "Viele kleine Kinder wohnen in der Stadt.",
      "Diese kleinen Kinder gehen dort zur Schule.",
    ]);
    expect(split("Viele Eltern haben den Antrag gestellt und das Geld bekommen.", false)).toEqual([
      "Viele Eltern haben den Antrag gestellt.",
      "Diese Eltern haben das Geld bekommen.",
    ]);
    expect(split("Viele Studierende ziehen im Herbst um und müssen sich ebenfalls anmelden.", false)).toEqual(
      ["Viele Studierende ziehen im Herbst um.", "Diese Studierenden müssen sich ebenfalls anmelden."],
    );
    // "alle" holds for each one: repeated as it is.
    expect(split("Alle Kinder wohnen in der Stadt und gehen dort zur Schule.", false)).toEqual([
      "Alle Kinder wohnen in der Stadt.",
      "Alle Kinder gehen dort zur Schule.",
    ]);
  });

  it("does not split under a negative subject", () => {
    expect(split("Kein Kind wohnt hier und geht dort zur Schule.", false)).toHaveLength(1);
    expect(split("Keine Familie muss zahlen und warten.", false)).toHaveLength(1);
  });
});

describe("a label before a colon", () => {
  it("gets its own line when a full clause follows", () => {
    expect(split("Gott: Schon am Morgen wirst du meine Stimme hören.", false)).toEqual([
      "Gott:",
      "Schon am Morgen wirst du meine Stimme hören.",
    ]);
    // A request after the address: the rest splits on its own.
    expect(split("Du wahrer Gott: Erhör mich, wenn ich zu dir rufe", false)).toEqual([
      "Du wahrer Gott:",
      "Vielleicht rufe ich zu dir.",
      "Dann erhör mich.",
    ]);
    expect(split("Gott: Erhör mich", false)).toHaveLength(1);
  });

  it("keeps an announcement with what it announces", () => {
    expect(split("Zum Beispiel: Die Heizung geht nicht.", false)).toHaveLength(1);
    expect(split("Frau: Schwarz bin ich, aber schön.", false)[0]).toBe("Frau:");
  });
});
describe("two passives with a shared auxiliary", () => {
  it("a nominative phrase on the right is the second clause's own subject", () => {
    expect(split("Die Rassentrennung wurde aufgehoben und das Wahlrecht eingeführt.", false)).toEqual([
      "Die Rassentrennung wurde aufgehoben.",
      "Das Wahlrecht wurde eingeführt.",
    ]);
    expect(split("Die Rassentrennung wurde aufgehoben und das neue Wahlrecht eingeführt.", false)).toEqual([
      "Die Rassentrennung wurde aufgehoben.",
      "Das neue Wahlrecht wurde eingeführt.",
    ]);
    expect(split("Die Anträge wurden geprüft und der Bescheid verschickt.", false)).toEqual([
      "Die Anträge wurden geprüft.",
      "Der Bescheid wurde verschickt.",
    ]);
  });

  it("a dative on the right shares the subject", () => {
    expect(split("Die Anträge wurden geprüft und der Frau geschickt.", false)).toEqual([
      "Die Anträge wurden geprüft.",
      "Die Anträge wurden der Frau geschickt.",
    ]);
  });
});

describe("a sentence that opens with 'Und' and an article", () => {
  it("reads 'Und die Priester …' as a main clause, not a relative clause", () => {
    expect(
      split("Und die Priester konnten nicht hintreten, denn die Wolke erfüllte das Haus.", false),
    ).toEqual(["Und die Priester konnten nicht hintreten.", "Denn die Wolke erfüllte das Haus."]);
  });

  it("leaves '…, und die Frucht bringt' inside a sentence to the relative clause", () => {
    expect(split("Das ist eine Rebe, die am Stock bleibt, und die Frucht bringt.", false)).toEqual([
      "Das ist eine Rebe, die am Stock bleibt, und die Frucht bringt.",
    ]);
  });
});

describe("any phrase before the verb and a subject pronoun after it", () => {
  it("splits off a verb-second clause that opens with an adverb and a phrase", () => {
    expect(
      split("Schon am Morgen wirst du meine Stimme hören, schon am Morgen werde ich zu dir beten.", false),
    ).toEqual(["Schon am Morgen wirst du meine Stimme hören.", "Schon am Morgen werde ich zu dir beten."]);
    expect(
      split("Ihr ignoriert die Gebote von Gott, aber menschliche Traditionen beachtet ihr.", false),
    ).toEqual(["Ihr ignoriert die Gebote von Gott.", "Aber menschliche Traditionen beachtet ihr."]);
  });

  it("keeps 'noch' (nor) after a negation with the clause before", () => {
    expect(split("Ich werde dich nicht verlassen, noch werde ich dich im Stich lassen.", false)).toHaveLength(
      1,
    );
  });
});

describe("an apposition before the conjunction, a comparison first", () => {
  it("reads '…, dem Teufel, und …' as an apposition, not a relative clause", () => {
    expect(
      split("Ihr seid aus dem Vater, dem Teufel, und die Begierden eures Vaters wollt ihr tun.", false),
    ).toEqual(["Ihr seid aus dem Vater, dem Teufel.", "Die Begierden eures Vaters wollt ihr tun."]);
  });

  it("lets a comparison with a noun phrase open the second clause", () => {
    expect(
      split(
        "Völker sind wie ein Tropfen aus einem Eimer, und wie Staubwolken auf der Waage werden sie gerechnet.",
        false,
      ),
    ).toEqual([
      "Völker sind wie ein Tropfen aus einem Eimer.",
      "Wie Staubwolken auf der Waage werden sie gerechnet.",
    ]);
  });

  it("keeps a verb-less segment after 'und' and a subordinate clause with an unknown verb", () => {
    expect(
      split(
        "Das Werk von unseren Händen festige über uns, und das Werk von unseren Händen, festige es!",
        false,
      ),
    ).toHaveLength(1);
    expect(
      split(
        "Und es geschah, als er sich anschickte hineinzukommen nach Ägypten, sagte er zu seiner Frau:",
        false,
      ),
    ).not.toContain("Dann sagte es er zu seiner Frau.");
  });
});

describe("a shared auxiliary with a phrase after the participle", () => {
  it("splits 'hat … herausgeführt mit starker Hand und … losgekauft aus …'", () => {
    expect(
      split("Gott hat euch herausgeführt mit starker Hand und euch losgekauft aus dem Sklavenhaus.", false),
    ).toEqual([
      "Gott hat euch herausgeführt mit starker Hand.",
      "Gott hat euch losgekauft aus dem Sklavenhaus.",
    ]);
  });

  it("still needs the right side's own phrase first", () => {
    expect(
      split("Gott hat uns geführt mit starker Hand und gerettet aus dem Sklavenhaus.", false),
    ).toHaveLength(1);
  });
});

describe("an expletive 'es' before a plural verb", () => {
  it("splits '…, und es sagten zu ihnen die Letzteren'", () => {
    expect(
      split("Es kamen die Diener zu den Priestern, und es sagten zu ihnen die Priester nichts.", false),
    ).toEqual(["Es kamen die Diener zu den Priestern.", "Es sagten zu ihnen die Priester nichts."]);
  });
});

describe("one Perfekt across 'und'", () => {
  it("keeps 'hat … und mit … gesprochen' together", () => {
    expect(
      split("Er hat mit dem Vater und mit der Mutter lange über die Zukunft der Kinder gesprochen.", false),
    ).toHaveLength(1);
  });

  it("keeps the participle with its objects when another part follows it", () => {
    // "Ihre Lohnabrechnungen erhalten" is no clause of its own ("Wir haben Ihren Antrag." was cut off).
    expect(
      split("Wir haben Ihren Antrag und Ihre Lohnabrechnungen erhalten und prüfen sie jetzt.", true),
    ).toEqual(["Wir haben Ihren Antrag und Ihre Lohnabrechnungen erhalten.", "Wir prüfen sie jetzt."]);
    expect(
      split("Er hat ein Haus und seine Kinder sind schon erwachsen und wohnen in Berlin.", false),
    ).toContain("Er hat ein Haus.");
  });

  it("still splits when the right side brings its own auxiliary", () => {
    expect(split("Er ist nach Hause gegangen und sie hat gekocht.", false)).toEqual([
      "Er ist nach Hause gegangen.",
      "Sie hat gekocht.",
    ]);
  });
});

describe("a request after a statement", () => {
  const request = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: "!" }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("becomes a sentence of its own after a comma", () => {
    expect(request("Dies ist mein geliebter Sohn, hört auf ihn!")).toEqual([
      "Dies ist mein geliebter Sohn.",
      "Hört auf ihn!",
    ]);
  });

  it("stays after an address or a verb with its subject", () => {
    for (const sentence of [
      "Aber er schrie: Sohn Davids, hab Mitleid mit mir!",
      "Das Kind schläft nur, sagt er!",
    ])
      expect(request(sentence)).toEqual([sentence]);
  });

  it("never takes the left subject for a verb with its own subject pronoun", () => {
    // "kehre" also reads as a third person (Konjunktiv): "du" is the subject, not "deine Schwägerin".
    expect(
      split("Deine Schwägerin kehrt zu ihrem Volk zurück und kehre auch du mit ihr zurück.", false),
    ).toEqual(["Deine Schwägerin kehrt zu ihrem Volk zurück und kehre auch du mit ihr zurück."]);
  });

  it("never takes the left subject for a verb of saying that names its speaker", () => {
    // Was: "Das Volk wird nach Kir gehen." + "Das Volk spricht Gott."
    for (const sentence of [
      "Das Volk wird nach Kir gehen, spricht Gott.",
      "Das Volk wird nach Kir gehen, spricht der Herr.",
      "Wir zahlen das Geld im Mai, sagt sie.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    // A verb of saying with an object still shares the subject.
    expect(split("Der Mann kam herein und fragte den Arzt.", false)).toEqual([
      "Der Mann kam herein.",
      "Dann fragte der Mann den Arzt.",
    ]);
    expect(split("Johannes verbürgte sich für ihn und rief die Worte.", false)).toEqual([
      "Johannes verbürgte sich für ihn.",
      "Dann rief Johannes die Worte.",
    ]);
  });
});

describe("an infinitive after a comma under the modal of the clause before", () => {
  it("repeats subject and modal instead of reading a plural verb with its subject", () => {
    expect(split("Wir werden die Kinder holen, sie waschen und ihnen Essen geben.", false)).toEqual([
      "Wir werden die Kinder holen.",
      "Wir werden sie waschen.",
      "Wir werden ihnen Essen geben.",
    ]);
    expect(split("Sie müssen das Formular ausfüllen, es unterschreiben und an uns zurückschicken.")).toEqual([
      "Sie müssen das Formular ausfüllen.",
      "Sie müssen es unterschreiben und an uns zurückschicken.",
    ]);
  });

  it("stays whole when the modal cannot be repeated, and splits a clause with its own modal", () => {
    for (const sentence of [
      "Ihr sollt Ähren aus den Bündeln herausziehen, sie liegen lassen.",
      "Sie werden ihn verspotten, anspucken, auspeitschen und töten.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    expect(split("Wir werden morgen kommen, sie werden heute gehen.", false)).toEqual([
      "Wir werden morgen kommen.",
      "Sie werden heute gehen.",
    ]);
  });
});

describe("a main clause before 'und' + a subordinate clause that the next main clause resumes", () => {
  it("cuts before 'und' and splits the rest on its own", () => {
    expect(
      split("Wir prüfen Ihren Antrag und wenn alle Unterlagen vorliegen, bekommen Sie einen Bescheid."),
    ).toEqual([
      "Wir prüfen Ihren Antrag.",
      "Und vielleicht liegen alle Unterlagen vor.",
      "Dann bekommen Sie einen Bescheid.",
    ]);
    expect(
      split("Aber ein Samaritaner kam zu ihm und als er ihn gesehen hatte, empfand er Mitleid.", false),
    ).toEqual(["Aber ein Samaritaner kam zu ihm.", "Und er hatte ihn gesehen.", "Da empfand er Mitleid."]);
  });

  it("never reads the resumed verb as a series with the first subject", () => {
    // Was "Wir bekommen Sie einen Bescheid."; without a subject on the left it stays whole.
    for (const sentence of [
      "Dann prüfen wir und wenn alle Unterlagen vorliegen, bekommen Sie einen Bescheid.",
      "Er sagte, dass er kommt und wenn er Zeit hat, bleibt er.",
    ])
      expect(split(sentence, false).some((clause) => /^Wir bekommen|^Dann bekommen wir/.test(clause))).toBe(
        false,
      );
  });
});

describe("a main clause, then ', und/aber' + a subordinate clause resumed by the next main clause", () => {
  it("ends the first main clause and splits the rest on its own", () => {
    expect(split("Er ist klein, aber wenn er wächst, wird er groß.", false)).toEqual([
      "Er ist klein.",
      "Aber vielleicht wächst er.",
      "Dann wird er groß.",
    ]);
    expect(
      split("Wir prüfen Ihren Antrag, und wenn alle Unterlagen vorliegen, bekommen Sie einen Bescheid."),
    ).toEqual([
      "Wir prüfen Ihren Antrag.",
      "Und vielleicht liegen alle Unterlagen vor.",
      "Dann bekommen Sie einen Bescheid.",
    ]);
  });

  it("needs a main clause first and a verb-first main clause after the subordinate clause", () => {
    const segments = (sentence: string) => {
      const out: ReturnType<typeof clauseTokens>[] = [[]];
      for (const token of clauseTokens(sentence, false)) {
        if (token.text === ",") out.push([]);
        else out.at(-1)?.push(token);
      }
      return out;
    };
    const never = () => [
      { tokens: [], end: "." },
      { tokens: [], end: "." },
    ];
    for (const sentence of [
      "Wenn du kommst, und wenn er geht, bleibe ich hier.",
      "Er ist klein, aber wenn er wächst, dann wird er groß.",
      "Er ist klein, aber wenn er wächst.",
    ])
      expect(splitBeforeJoinedSubordinate(segments(sentence), ".", false, never)).toBeUndefined();
  });
});

describe("a main clause, then a subordinate clause that 'dann'/'so' resumes", () => {
  it("ends the first main clause and splits the condition with its main clause", () => {
    expect(split("Wir haben Ihren Antrag erhalten, wenn Sie Fragen haben, dann rufen Sie uns an.")).toEqual([
      "Wir haben Ihren Antrag erhalten.",
      "Vielleicht haben Sie Fragen.",
      "Dann rufen Sie uns an.",
    ]);
  });

  it("puts a colon after a verb of asking or saying", () => {
    expect(split("Ich flehe dich an, wenn du es kannst, dann hilf uns und erbarme dich.", false)).toEqual([
      "Ich flehe dich an:",
      "Vielleicht kannst du es.",
      // The request series after "Dann" is split too (split-imperatives.ts); its second request
      // still depends on the condition and opens with "Und" (was "Erbarme dich.").
      "Dann hilf uns.",
      "Und erbarme dich.",
    ]);
  });

  it("does not cut without 'dann'/'so' or without a main clause first", () => {
    const unresumed = "Er schläft, wenn es dunkel ist, tief und fest.";
    expect(split(unresumed, false).join(" ")).not.toContain("Dann tief");
    const dependent = "Weil er krank ist, wenn es regnet, dann bleibt er zu Hause.";
    expect(split(dependent, false)).toEqual([dependent]);
  });
});

describe("shared subject after 'und'", () => {
  it("is not shared when its name comes back on the right (there it is the object)", () => {
    expect(split("Samuel lag im Heiligtum und rief Gott zu Samuel.", false).join(" ")).not.toContain(
      "Samuel Gott zu Samuel",
    );
    expect(split("Petrus ging nach Hause und lobte Gott.", false)).toEqual([
      "Petrus ging nach Hause.",
      "Dann lobte Petrus Gott.",
    ]);
  });
});

describe("a main clause with a prepositional phrase first after a dependent clause", () => {
  it("is cut off after 'damit'/'dass' clauses, which never open its prefield", () => {
    expect(
      split(
        "Und ihr wisst, dass jener erschienen ist, damit er die Sünden trägt, und in ihm ist keine Sünde.",
        false,
      ),
    ).toEqual([
      "Und ihr wisst:",
      "Jener ist erschienen.",
      // The purpose after a Perfekt, not told as done (was "Dann trägt er die Sünden.").
      "Dann soll er die Sünden tragen.",
      "In ihm ist keine Sünde.",
    ]);
    expect(split("Ihr werdet erkennen, dass ich es bin, und von mir aus tue ich nichts.", false)).toEqual([
      "Ihr werdet erkennen:",
      "Ich bin es.",
      "Von mir aus tue ich nichts.",
    ]);
  });

  it("not after a clause that may be its prefield ('und wo ich bin, dorthin …')", () => {
    // The dependent clause stays with the main clause it opens; only the cut before "und" is made
    // (split-denn.ts, splitBeforeJoinedMainClause).
    const sentence = "Ich gehe weg, und wo ich bin, dorthin könnt ihr nicht kommen.";
    // The right side is then split on its own (split-place.ts).
    expect(split(sentence, false)).toEqual([
      "Ich gehe weg.",
      "Ich bin irgendwo.",
      "Dorthin könnt ihr nicht kommen.",
    ]);
  });
});

describe("main clauses whose first phrase the coordination step did not read", () => {
  it("reads a subject with a genitive attribute after der/aller/dieser before its verb", () => {
    expect(split("Das Ende der Welt kommt bald, denn die Erde ist voller Gewalt.", false)).toEqual([
      "Das Ende der Welt kommt bald.",
      "Denn die Erde ist voller Gewalt.",
    ]);
    expect(split("Die Kinder aller Völker kommen zu mir, denn sie haben Hunger.", false)).toEqual([
      "Die Kinder aller Völker kommen zu mir.",
      "Denn sie haben Hunger.",
    ]);
  });

  it("keeps a relative clause and a dative object that only look like a genitive", () => {
    // "die der Mann sieht": a pronoun has no genitive attribute; the clause stays relative.
    expect(split("Das ist die Frau, die der Mann sieht, und sie lacht.", false)).not.toContain(
      "Die der Mann sieht.",
    );
    expect(split("Der Mann gab der Frau das Brot und ging nach Hause.", false)).toEqual([
      "Der Mann gab der Frau das Brot.",
      "Dann ging der Mann nach Hause.",
    ]);
  });

  it("reads a focus particle before the prepositional phrase in front of the verb", () => {
    expect(split("Auch zu den Rindern lief Abraham und nahm ein Rind.", false)).toEqual([
      "Auch zu den Rindern lief Abraham.",
      "Dann nahm Abraham ein Rind.",
    ]);
    // Without a phrase after it, "auch" opens no inverted clause.
    expect(split("Auch Abraham lief zu den Rindern und sie liefen weg.", false)).toEqual([
      "Auch Abraham lief zu den Rindern.",
      "Sie liefen weg.",
    ]);
  });

  it("drops a dash that closed an aside before 'und' from the end of the first sentence", () => {
    expect(
      split(
        "Mose hat euch die Beschneidung gegeben - nicht, dass sie auf Mose zurückgeht, sie stammt von den Vätern - und auch am Sabbat beschneidet ihr einen Menschen.",
        false,
      ),
    ).toEqual([
      "Mose hat euch die Beschneidung gegeben - nicht, dass sie auf Mose zurückgeht.",
      "Sie stammt von den Vätern.",
      "Auch am Sabbat beschneidet ihr einen Menschen.",
    ]);
  });
});

describe("a role with 'als' in front of the verb", () => {
  it("reads 'als' + a noun before the verb and its pronoun subject as the prefield of a main clause", () => {
    expect(
      split("Als Mieter müssen Sie die Wohnung sauber halten und zahlen jeden Monat die Miete."),
    ).toEqual(["Als Mieter müssen Sie die Wohnung sauber halten.", "Dann zahlen Sie jeden Monat die Miete."]);
    expect(split("Als Nester sollst du den Kasten machen und sollst ihn mit Pech verpichen.", false)).toEqual(
      ["Als Nester sollst du den Kasten machen.", "Dann sollst du ihn mit Pech verpichen."],
    );
  });

  it("keeps a temporal 'als' clause whose verb has no pronoun after it", () => {
    expect(split("Als Maria kam und Jesus sah, weinte sie.", false)).not.toContain("Als Maria kam.");
    expect(split("Als die Kinder kamen und aßen, war es still.", false)).not.toContain(
      "Als die Kinder kamen.",
    );
  });
});

describe("subjects with 'andere' or a focus particle after a conjunction", () => {
  it("reads 'andere' between determiner and noun like an adjective", () => {
    expect(split("Das Heil ist bei ihm, denn kein anderer Name ist unter dem Himmel.", false)).toEqual([
      "Das Heil ist bei ihm.",
      "Denn kein anderer Name ist unter dem Himmel.",
    ]);
    expect(split("Die anderen Jünger kamen mit dem Boot und zogen das Netz an Land.", false)).toEqual([
      "Die anderen Jünger kamen mit dem Boot.",
      "Dann zogen die anderen Jünger das Netz an Land.",
    ]);
  });

  it("reads a focus particle before the subject of the right side, which keeps it", () => {
    expect(split("Wir kommen morgen, und auch die Kinder kommen mit.")).toEqual([
      "Wir kommen morgen.",
      "Auch die Kinder kommen mit.",
    ]);
    // No subject after the particle: "auch" goes with the verb series.
    expect(split("Wir kommen morgen und auch bringen Kuchen mit.")).toEqual([
      "Wir kommen morgen und auch bringen Kuchen mit.",
    ]);
  });
});

describe("a leading 'und' before the first segment of several", () => {
  it("reads the article after 'Und' at the start as an article, not a relative pronoun", () => {
    expect(
      split(
        "Und die Apostel kamen bei Jesus zusammen und berichteten ihm alles, was sie getan und was sie gelehrt hatten.",
        false,
      ),
    ).toEqual([
      "Und die Apostel kamen bei Jesus zusammen.",
      "Dann berichteten die Apostel ihm alles, was sie getan und was sie gelehrt hatten.",
    ]);
  });
});

describe("'nicht nur A, sondern auch B'", () => {
  it("states both: A without 'nicht nur', then B with 'auch' in its place", () => {
    expect(split("Wir zahlen nicht nur die Miete, sondern auch die Heizkosten für die Wohnung.")).toEqual([
      "Wir zahlen die Miete.",
      "Wir zahlen auch die Heizkosten für die Wohnung.",
    ]);
    expect(split("Sie haben nicht nur Kindergeld bekommen, sondern auch Elterngeld.")).toEqual([
      "Sie haben Kindergeld bekommen.",
      "Sie haben auch Elterngeld bekommen.",
    ]);
    expect(split("Er sprach nicht nur mit den Jüngern, sondern auch mit dem Volk.", false)).toEqual([
      "Er sprach mit den Jüngern.",
      "Er sprach auch mit dem Volk.",
    ]);
  });

  it("keeps phrases of another kind, an adjective and a second negation whole", () => {
    for (const sentence of [
      "Er ist nicht nur klug, sondern auch freundlich.",
      "Wir zahlen nicht nur die Miete, sondern auch mit dem Konto.",
      "Wir zahlen nicht nur die Miete nicht, sondern auch die Heizkosten.",
    ])
      expect(split(sentence)).toHaveLength(1);
  });
});

describe("a directional adverb after the phrase before an inverted subject", () => {
  it("reads the subject after 'vom Himmel her' and keeps an aside with the first clause", () => {
    expect(
      split(
        "Plötzlich kam vom Himmel her ein Rauschen, wie das Wehen eines Windes, und erfüllte das ganze Haus.",
        false,
      ),
    ).toEqual([
      "Plötzlich kam vom Himmel her ein Rauschen, wie das Wehen eines Windes.",
      "Dann erfüllte das Rauschen das ganze Haus.",
    ]);
  });

  it("does not take a bare noun after the adverb for the subject", () => {
    expect(split("Da kam vom Himmel her Regen und füllte die Brunnen.", false)).toHaveLength(1);
  });
});

describe("'irgendein' as a determiner", () => {
  it("reads 'irgendein' + noun as a subject and repeats it with the definite article", () => {
    expect(split("Irgendein Mann ging nach Jericho und fiel unter die Räuber.", false)).toEqual([
      "Irgendein Mann ging nach Jericho.",
      "Dann fiel der Mann unter die Räuber.",
    ]);
    expect(split("Zufällig ging irgendein Priester auf jenem Weg hinab und sah ihn.", false)).toEqual([
      "Zufällig ging irgendein Priester auf jenem Weg hinab.",
      "Dann sah der Priester ihn.",
    ]);
  });
});

describe("a connective adverb first", () => {
  it("is no subject: the inverted subject is shared", () => {
    // Was: "Demzufolge übt gemeinsam mit ihm …" / "Dann nimmt Demzufolge die politische Kontrolle wahr."
    expect(
      split(
        "Demzufolge wird das Parlament mit dem Rat tätig, übt mit ihm die Haushaltsbefugnisse aus und nimmt die Kontrolle wahr.",
        false,
      ),
    ).toEqual([
      "Demzufolge wird das Parlament mit dem Rat tätig.",
      "Das Parlament übt mit ihm die Haushaltsbefugnisse aus.",
      "Dann nimmt das Parlament die Kontrolle wahr.",
    ]);
    expect(split("Deswegen haben sie ihn in Ruhe gelassen und sind davongegangen.", false)).toEqual([
      "Deswegen haben sie ihn in Ruhe gelassen.",
      "Sie sind davongegangen.",
    ]);
  });
});

describe("'doch'/'jedoch' before a finite verb after the comma", () => {
  it("fills the first place: the clause keeps its own subject or none, and opens with 'Doch'", () => {
    // Was "Aber man kann die Wahlbenachrichtigung ohne Ausweis nicht wählen." and "Aber die
    // Wahlbenachrichtigung wird ein Ausweis gebraucht.": the subject before was shared.
    expect(
      split("Die Wahlbenachrichtigung ist nicht nötig, doch kann ohne Ausweis nicht gewählt werden."),
    ).toEqual(["Die Wahlbenachrichtigung ist nicht nötig.", "Doch kann ohne Ausweis nicht gewählt werden."]);
    expect(split("Die Karte ist nicht nötig, jedoch wird ein Ausweis gebraucht.")).toEqual([
      "Die Karte ist nicht nötig.",
      "Doch wird ein Ausweis gebraucht.",
    ]);
  });

  it("still shares nothing with a subject of its own after 'doch' and keeps 'Aber' there", () => {
    expect(split("Er ist müde, doch er kommt trotzdem.", false)).toEqual([
      "Er ist müde.",
      "Aber er kommt trotzdem.",
    ]);
  });
});

describe("coordination in a main clause that another step opened with a connector", () => {
  it("repeats the inverted subject after 'Da', which the als-clause split put in front", () => {
    expect(
      leichtText(
        "Als die Nachricht auch den König von Ninive erreichte, erhob sich dieser von seinem Thron und legte seinen Mantel ab.",
      ),
    ).toBe(
      "Die Nachricht hat auch den König von Ninive erreicht.\nDa hat sich dieser von seinem Thron erhoben.\nDann hat dieser seinen Mantel abgelegt.",
    );
    expect(
      leichtText("Als er kam, erhob sich der König von seinem Thron und legte seinen Mantel ab."),
    ).toContain(
      "Da hat sich der König von seinem Thron erhoben.\nDann hat der König seinen Mantel abgelegt.",
    );
  });
});

describe("'und' + a phrase, the finite verb and its own subject", () => {
  it("cuts before a clause that opens with a prepositional or adverbial phrase", () => {
    expect(split("Wir haben Ihren Antrag geprüft und ab dem 1. März bekommen Sie Wohngeld.")).toEqual([
      "Wir haben Ihren Antrag geprüft.",
      "Ab dem 1. März bekommen Sie Wohngeld.",
    ]);
    expect(split("Er ging nach Hause und ohne Geld kam er dort an.", false)).toEqual([
      "Er ging nach Hause.",
      "Ohne Geld kam er dort an.",
    ]);
  });

  it("does not read a noun phrase or an infinitive under the left verb as a clause", () => {
    for (const sentence of [
      "Ein Grund sind lange Wartezeiten oder auch das lange Warten in der Praxis.",
      "Er will den Mann und mit ihm die Frau sehen.",
      "Wir haben Brot und für die Kinder Milch gekauft.",
    ])
      expect(split(sentence, false)).toHaveLength(1);
  });
});

describe("a request after a statement, joined by a comma", () => {
  it("cuts off a polite request with 'bitte' instead of giving it the subject before", () => {
    expect(split("Wir prüfen Ihren Antrag, schicken Sie uns bitte noch die Belege.")).toEqual([
      "Wir prüfen Ihren Antrag.",
      "Schicken Sie uns bitte noch die Belege.",
    ]);
    expect(
      leichtText("Sehr geehrte Frau Müller, der Termin ist am Montag, bringen Sie bitte Ihren Ausweis mit."),
    ).toContain("Der Termin ist am Montag.\nBringen Sie bitte Ihren Ausweis mit.");
    expect(
      leichtText(
        "Sehr geehrte Frau Müller, wir haben Ihren Antrag erhalten, informieren Sie uns bitte, wenn sich etwas ändert.",
      ),
    ).not.toContain("Dann informieren wir Sie");
  });

  it("cuts off an imperative that does not agree with the subject before, also before a full stop", () => {
    expect(
      split("Die Sonne soll über eurem Zorn nicht untergehen, gebt auch dem Teufel keine Chance.", false),
    ).toEqual(["Die Sonne soll über eurem Zorn nicht untergehen.", "Gebt auch dem Teufel keine Chance."]);
    // After a verb of saying the request is what was said.
    expect(leichtText("Er hat gesagt, gib ihnen etwas zu essen.")).toBe(
      "Er hat gesagt:\nGib ihnen etwas zu essen.",
    );
  });

  it("keeps an inverted clause of saying and puts a colon after any verb of saying or asking", () => {
    // Was "Die Preise steigen." / "Warnt der Verband."
    for (const sentence of [
      "Die Preise steigen, warnt der Verband.",
      "Die Züge fallen aus, teilt die Bahn mit.",
      "Die Kinder sind gesund, freut sich die Mutter.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    expect(leichtText("Die Frau sagte zu ihm, gib mir Wasser.")).toBe(
      "Die Frau hat zu ihm gesagt:\nGib mir Wasser.",
    );
    expect(leichtText("Er bat sie, hilf mir.")).toBe("Er hat sie gebeten:\nHilf mir.");
  });

  it("keeps a verb-first condition, an infinitive with zu, a list item and an agreeing series", () => {
    expect(
      split("Sollte inzwischen ein Antrag gestellt worden sein, teilen Sie uns dies bitte mit."),
    ).not.toContain("Teilen Sie uns dies bitte mit.");
    expect(split("Und viele herrschten ihn an, still zu sein.", false)).toHaveLength(1);
    expect(
      split(
        "Die Probanden berichteten von mehr Erholung, mehr Energie, mehr Spaß und mehr Befriedigung.",
        false,
      ),
    ).toHaveLength(1);
    expect(split("Ihr esst und trinkt, gebt aber den Armen nichts.", false)).toContain(
      "Ihr gebt aber den Armen nichts.",
    );
  });
});

describe("'und' + a finite verb with its own subject after it", () => {
  it("cuts before a verb that cannot agree with the left subject when an agreeing subject follows", () => {
    expect(
      split("Dann vertrocknen die Auen von den Hirten und verdorrt der Gipfel des Karmel.", false),
    ).toEqual(["Dann vertrocknen die Auen von den Hirten.", "Dann verdorrt der Gipfel des Karmel."]);
    expect(split("Die Kinder spielen und singt der Vater ein Lied.", false)).toEqual([
      "Die Kinder spielen.",
      "Der Vater singt ein Lied.",
    ]);
  });

  it("leaves a verb-first conjunct that a comma segment goes on from: a condition", () => {
    // Was "Die Kinder schlafen." / "Der Vater kommt nach Hause." / "Der Vater ist es still."
    for (const sentence of [
      "Die Kinder schlafen und kommt der Vater nach Hause, ist es still.",
      "Wir helfen gern und braucht die Familie Hilfe, kommen wir sofort.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("keeps the left subject for a verb that agrees with it, and leaves a name or a bare noun", () => {
    expect(split("Er kam nach Hause und sah die Frau.", false)).toContain("Dann sah er die Frau.");
    for (const sentence of [
      "Die Männer arbeiten und singt Peter ein Lied.",
      "Die Männer arbeiten und fällt Regen.",
    ])
      expect(split(sentence, false)).toHaveLength(1);
  });
});

describe("an infinitive with 'zu' that opens with an adjective", () => {
  it("is no verb series ('frische' is also a form of 'frischen')", () => {
    // Was "Die Mutter frische Brötchen zu kaufen.".
    const sentence = "Die Mutter hat ihren Sohn zum Bäcker geschickt, frische Brötchen zu kaufen.";
    expect(split(sentence, false)).toEqual([sentence]);
    // A real series with an infinitive after its verb still splits.
    expect(split("Er stand auf, begann zu laufen.", false)).toEqual([
      "Er stand auf.",
      "Dann begann er zu laufen.",
    ]);
  });
});

describe("a verb series after 'main clause, subordinate clause'", () => {
  it("gives a verb-first segment after a closed subordinate clause the subject of the main clause", () => {
    expect(
      leichtText(
        "Aber seine Jünger verstanden nicht, was er damit sagen wollte, trauten sich aber nicht, ihn zu fragen.",
      ),
    ).toBe(
      "Aber seine Jünger haben nicht verstanden:\nWas wollte er damit sagen?\nDann haben seine Jünger sich aber nicht getraut, ihn zu fragen.",
    );
  });

  it("leaves a free relative as subject, a participle under the clause and more segments before", () => {
    expect(
      leichtText(
        "So blieb er dort bis zum Tode des Herodes, damit das, was der Herr gesagt hat, vollendet würde.",
      ),
    ).not.toContain("Er vollendet würde");
    expect(leichtText("Er sieht Kinder, doch was unser Gott will, gelingt durch seine Hand.")).not.toContain(
      "Er gelingt",
    );
  });
});

describe("two infinitives under one modal, the second with a modal infinitive or a noun-phrase 'und'", () => {
  it("repeats subject and modal before 'bestreiten können' and past 'für sich und Ihre Angehörigen'", () => {
    expect(
      split(
        "Sie müssen Deutschkenntnisse auf dem Niveau B1 nachweisen und den Lebensunterhalt für sich und Ihre Angehörigen ohne Bürgergeld bestreiten können.",
      ),
    ).toEqual([
      "Sie müssen Deutschkenntnisse auf dem Niveau B1 nachweisen.",
      "Sie müssen den Lebensunterhalt für sich und Ihre Angehörigen ohne Bürgergeld bestreiten können.",
    ]);
  });

  it("does not cut inside the noun phrase joined by 'und'", () => {
    expect(
      split(
        "Sie müssen Deutschkenntnisse nachweisen und den Lebensunterhalt für sich und Ihre Angehörigen bestreiten können.",
      ),
    ).not.toContain("Ihre Angehörigen bestreiten können.");
  });
});

describe("a participle before a shared infinitive is no finite verb", () => {
  it("keeps '… oder verheiratet sein' with its auxiliary", () => {
    // Was "Sie werden nicht heiraten." / "Oder Sie verheiratet sein." (no verb, the negation lost).
    expect(split("Sie werden nicht heiraten oder verheiratet sein.", false)).toEqual([
      "Sie werden nicht heiraten oder verheiratet sein.",
    ]);
    expect(split("Er kam und sah den Mann.", false)).toEqual(["Er kam.", "Dann sah er den Mann."]);
  });
});

describe("a phrase, the finite verb and a subject pronoun open the first main clause", () => {
  it("cuts after an object or a comparison before the verb", () => {
    expect(
      split("Den Becher werdet ihr trinken, und mit der Taufe werdet ihr getauft werden.", false),
    ).toEqual(["Den Becher werdet ihr trinken.", "Mit der Taufe werdet ihr getauft werden."]);
    expect(split("Den Antrag haben wir geprüft, wir können ihn aber nicht bewilligen.")).toEqual([
      "Den Antrag haben wir geprüft.",
      "Wir können ihn aber nicht bewilligen.",
    ]);
    expect(split("Wie ein Dornenfeuer verlöschen sie, im Namen von Gott wehre ich sie ab.", false)).toEqual([
      "Wie ein Dornenfeuer verlöschen sie.",
      "Im Namen von Gott wehre ich sie ab.",
    ]);
  });

  it("keeps a leading comparison or relative clause that ends in its verb", () => {
    expect(split("Wie der Vater mich kennt, kenne auch ich den Vater.", false)).not.toContain(
      "Wie der Vater mich kennt.",
    );
    expect(split("Als die Sonne aufging, verbrannten die Pflanzen.", false)).not.toContain(
      "Als die Sonne aufging.",
    );
  });
});

describe("a subject pronoun after 'und' before an address", () => {
  it("does not leave '… und du, Gott.' behind", () => {
    expect(
      split(
        "Als Richter bewirkst du Gerechtigkeit für die Völker und du, Gott, leitest die ganze Menschheit.",
        false,
      ),
    ).toEqual([
      "Als Richter bewirkst du Gerechtigkeit für die Völker.",
      "Du, Gott, leitest die ganze Menschheit.",
    ]);
    expect(
      split("Du bewirkst Gerechtigkeit für die Völker und du, Gott, leitest die ganze Menschheit.", false),
    ).not.toContain("Du bewirkst Gerechtigkeit für die Völker und du, Gott.");
  });
});

describe("comma-joined main clauses in office letters", () => {
  it("cuts before 'bis heute' + verb + subject and after an object-first clause with a noun subject", () => {
    expect(
      split(
        "Die Rechnung ist seit dem 3. März fällig, bis heute ist jedoch keine Zahlung bei uns eingegangen.",
      ),
    ).toEqual([
      "Die Rechnung ist seit dem 3. März fällig.",
      "Bis heute ist jedoch keine Zahlung bei uns eingegangen.",
    ]);
    expect(split("Die Kosten übernimmt die Krankenkasse, Sie müssen nur den Eigenanteil zahlen.")).toEqual([
      "Die Kosten übernimmt die Krankenkasse.",
      "Sie müssen nur den Eigenanteil zahlen.",
    ]);
  });

  it("cuts before an article, its noun and a plural modal with the infinitive at the end", () => {
    expect(
      split("Die Müllabfuhr kommt am Montag, die Tonnen müssen bis 6 Uhr an der Straße stehen."),
    ).toEqual(["Die Müllabfuhr kommt am Montag.", "Die Tonnen müssen bis 6 Uhr an der Straße stehen."]);
    expect(split("Die Kosten übernimmt die Krankenkasse, den Eigenanteil müssen Sie selbst zahlen.")).toEqual(
      ["Die Kosten übernimmt die Krankenkasse.", "Den Eigenanteil müssen Sie selbst zahlen."],
    );
  });

  it("keeps 'bis' before a clause and a relative clause that ends in its modal", () => {
    expect(split("Wir warten, bis heute Abend alle da sind.")).not.toContain("Wir warten.");
    // A relative clause that ends in its modal stays one; a plural modal after the noun with the
    // infinitive at the end opens a main clause.
    expect(unattachedRelative(clauseTokens("die Sie an die Straße stellen müssen", true))).toBe(true);
    expect(unattachedRelative(clauseTokens("die Tonnen müssen bis 6 Uhr an der Straße stehen", true))).toBe(
      false,
    );
  });
});

describe("particles before the subject and 'damit' before the verb", () => {
  it("cuts before 'leider'/'allerdings' + verb + 'noch' + subject and 'und damit ist …'", () => {
    expect(split("Wir haben Ihre Unterlagen geprüft, leider fehlt noch der Mietvertrag.")).toEqual([
      "Wir haben Ihre Unterlagen geprüft.",
      "Leider fehlt noch der Mietvertrag.",
    ]);
    expect(split("Wir haben Ihre Zahlung erhalten und damit ist die Forderung erledigt.")).toEqual([
      "Wir haben Ihre Zahlung erhalten.",
      "Damit ist die Forderung erledigt.",
    ]);
  });

  it("keeps a purpose clause with 'damit' a purpose", () => {
    expect(
      split("Wir brauchen den Nachweis und damit Sie Geld bekommen, müssen Sie unterschreiben."),
    ).not.toContain("Damit Sie Geld bekommen.");
  });
});

describe("splitCoordination: a clause between two dashes", () => {
  it("takes the aside out and lets the host go on after the closing dash", () => {
    expect(split("Er kam - denn er war krank - und blieb.")).toEqual([
      "Er kam und blieb.",
      "Denn er war krank.",
    ]);
    expect(
      split("Wir schließen am Freitag - denn das Team macht einen Ausflug - und öffnen am Montag wieder."),
    ).toEqual([
      "Wir schließen am Freitag.",
      "Denn das Team macht einen Ausflug.",
      "Dann öffnen wir am Montag wieder.",
    ]);
  });

  it("leaves an 'und' aside before a trailing phrase whole", () => {
    expect(split("Die Stadt baut eine neue Brücke - und das dauert lange - für die Radfahrer.")).toEqual([
      "Die Stadt baut eine neue Brücke - und das dauert lange - für die Radfahrer.",
    ]);
  });

  it("splits at the conjunction as before when a lone word follows the closing dash", () => {
    // Taking the aside out would put "oben" after the host's closing verb ("… machen oben.").
    expect(
      split("Ein Dach sollst du für den Kasten machen - und im Ellenmaß sollst du alles vollenden - oben."),
    ).toEqual(["Ein Dach sollst du für den Kasten machen.", "Im Ellenmaß sollst du alles vollenden - oben."]);
  });
});

describe("splitCommaMainClauses: a request to heed what follows", () => {
  it("ends 'Bitte beachten Sie' before a main clause in a colon", () => {
    expect(split("Bitte beachten Sie, die Frist endet am 1. Mai.")).toEqual([
      "Bitte beachten Sie:",
      "Die Frist endet am 1. Mai.",
    ]);
    expect(split("Bedenke, der Weg ist weit.", false)).toEqual(["Bedenke:", "Der Weg ist weit."]);
  });

  it("keeps the full stop when the request has its own object", () => {
    expect(split("Bitte beachten Sie die Frist, sie endet am 1. Mai.")).toEqual([
      "Bitte beachten Sie die Frist.",
      "Sie endet am 1. Mai.",
    ]);
  });
});
