import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("relative clauses on an indefinite noun phrase in a negated clause stay whole", () => {
  it.each([
    // Was "… nicht gegeben." / "Denn der Medizinische Dienst konnte eine lebensbedrohliche
    // Krankheit nicht feststellen." / "Für die Krankheit steht keine … Behandlung zur Verfügung."
    "Ein Ausnahmefall ist nicht gegeben, da eine lebensbedrohliche Erkrankung, für die keine allgemein anerkannte Behandlung zur Verfügung steht, vom Medizinischen Dienst nicht festgestellt werden konnte.",
    "Wir konnten eine Erkrankung, die Sie an der Arbeit hindert, nicht feststellen.",
    "Ein Arzt, der Sie behandelt hat, konnte nicht gefunden werden.",
    "Wir haben nicht einen Freund gefunden, der uns hilft.",
    "Er fand in der Stadt nie einen Mann, der ihm half.",
  ])("%s", (sentence) => {
    expect(split(sentence, true)).toEqual([sentence]);
  });

  it("still splits without the negation, with it only inside the relative clause, or in an earlier clause", () => {
    expect(split("Ein Mann, der hier wohnt, hat gestern angerufen.")).toEqual([
      "Ein Mann wohnt hier.",
      "Der Mann hat gestern angerufen.",
    ]);
    expect(split("Wir haben einen Brief bekommen, der nicht unterschrieben ist.", true)).toEqual([
      "Wir haben einen Brief bekommen.",
      "Der Brief ist nicht unterschrieben.",
    ]);
    expect(
      split(
        "Für euch nun, die Gläubigen, ist er ein Wert, für die, die nicht glauben aber ist er ein Stein, den die Bauleute verwarfen.",
      ).at(-1),
    ).toBe("Die Bauleute verwarfen den Stein.");
  });
});

describe("relative clauses on a quantified noun phrase stay whole", () => {
  it.each([
    "Kein Kind, das krank ist, muss zur Schule gehen.",
    "Er gibt jedem Kind, das kommt, ein Eis.",
    "Die meisten Kinder, die hier wohnen, gehen zur Schule.",
    "Viele Menschen, die hier wohnen, arbeiten in der Stadt.",
    "Ich kenne wenige Menschen, die so gut kochen.",
    "Er war der erste Mensch, der den Mond betreten hat.",
    "Armstrong ist der erste Mensch gewesen, der den Mond betreten hat.",
    "Das ist das beste Buch, das ich kenne.",
    "Sie ist die einzige Frau, die hier wohnt.",
    "Das ist der letzte Zug, der heute fährt.",
    "Wir übernehmen nur die Kosten, die angemessen sind.",
    "Wir können nur Kosten übernehmen, die angemessen sind.",
    "Nur Kinder, die hier wohnen, bekommen ein Ticket.",
    // A bare noun anywhere in the phrase, back through prepositional attributes and "und": the
    // clause says which ones ("Die sind angemessen." would say that all are).
    "Wir übernehmen Kosten für Miete und Heizung, die angemessen sind.",
    "Wir erstatten Ausgaben für Fahrten zum Arzt, die nötig waren.",
    // "Schuhe" has an old dative singular ("dem Schuhe"); it is still a bare plural here.
    "Sie bekommen Geld für Kleidung und Schuhe, die Sie für die Arbeit brauchen.",
    // A condition on the antecedent ("Die Kosten sind angemessen." would promise more).
    "Wir übernehmen die Kosten, die angemessen sind.",
    "Wir erstatten die Fahrtkosten, die notwendig waren.",
    // An amount ("ausreichend", "genug") of a bare noun: the clause says which part counts.
    "Ihr Konto muss ausreichend Guthaben aufweisen, das nicht gepfändet ist.",
    "Er hatte genug Geld, das er sparen konnte.",
  ])("%s", (sentence) => {
    expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps the clause on an amount with its condition ('nur …, wenn … ausreichend Guthaben …, das …')", () => {
    // Was "Vielleicht weist Ihr Konto ausreichend Guthaben auf." / "… nur dann ausgeführt." / "Das
    // Guthaben ist nicht von der Pfändung erfasst." (a fact the letter does not state).
    expect(
      simplifyText(
        "Daueraufträge werden nur ausgeführt, wenn Ihr Konto ausreichend Guthaben aufweist, das nicht von der Pfändung erfasst ist.",
        { level: "leicht", explanations: "none" },
      ).simplified_text,
    ).toBe(
      "Vielleicht weist Ihr Konto ausreichend Guthaben auf, das nicht von der Pfändung erfasst ist.\nNur dann führt man Dauer·aufträge aus.",
    );
    // With an article the noun is one known thing: the clause still splits.
    expect(split("Er gab ihm das Geld, das er geerbt hatte.")).toEqual([
      "Er gab ihm das Geld.",
      "Er hatte das Geld geerbt.",
    ]);
  });

  it("still splits a clause with another adjective or verb", () => {
    expect(split("Er kennt den Mann, der krank ist.")).toEqual(["Er kennt den Mann.", "Der Mann ist krank."]);
    expect(split("Wir übernehmen die Kosten, die Ihnen entstanden sind.", true)).toEqual([
      "Wir übernehmen die Kosten.",
      "Die Kosten sind Ihnen entstanden.",
    ]);
  });

  it("still splits a bare noun that is a predicate or a comparison", () => {
    expect(split("Fische sind Tiere, die nur im Wasser leben.")).toEqual([
      "Fische sind Tiere.",
      "Die Tiere leben nur im Wasser.",
    ]);
    expect(split("Sie waren wie Schafe, die keinen Hirten haben.")).toEqual([
      "Sie waren wie Schafe.",
      "Die Schafe haben keinen Hirten.",
    ]);
  });

  it("'Es gibt' + a bare plural: the clause with 'manche' says it all", () => {
    expect(split("Es gibt Menschen, die Hilfe brauchen.")).toEqual(["Manche Menschen brauchen Hilfe."]);
    expect(split("Es gibt Leistungen, die Sie beantragen können.", true)).toEqual([
      "Manche Leistungen können Sie beantragen.",
    ]);
    expect(split("Es gibt Häuser, in denen niemand wohnt.")).toEqual(["In manchen Häusern wohnt niemand."]);
    // With a determiner the noun is introduced and repeated, as before.
    expect(split("Es gibt viele Menschen, die Hilfe brauchen.")).toEqual([
      "Es gibt viele Menschen.",
      "Die Menschen brauchen Hilfe.",
    ]);
  });

  it("a bare plural right after a preposition: 'Manche N …' + '… diese N'", () => {
    // Right after the verb the clause mostly describes what is meant: no "Manche N". After "haben",
    // which introduces the things, the plain split keeps the meaning; after other verbs it stays.
    expect(split("Und ich habe andere Schafe, die nicht von diesem Hof sind.")).toEqual([
      "Und ich habe andere Schafe.",
      "Die Schafe sind nicht von diesem Hof.",
    ]);
    for (const sentence of ["Wir zahlen Zuschüsse, die Sie nicht zurückzahlen müssen."])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Für Kinder, die jünger als 6 Jahre sind, gilt eine Ausnahme.", true)).toEqual([
      "Manche Kinder sind jünger als 6 Jahre.",
      "Für diese Kinder gilt eine Ausnahme.",
    ]);
    // A verb the lexicon lacks ("ermäßigt") opens the main clause before "sich".
    expect(
      split(
        "Für minderjährige Kinder, die mit den Eltern kommen, ermäßigt sich die Gebühr auf 51 Euro.",
        true,
      ),
    ).toEqual([
      "Manche minderjährigen Kinder kommen mit den Eltern.",
      "Für diese minderjährigen Kinder ermäßigt sich die Gebühr auf 51 Euro.",
    ]);
    // Without "sich" an unknown word stays unread: no split.
    const unknown = "Für Kinder, die mit den Eltern kommen, ermäßigt die Stadt die Gebühr auf 51 Euro.";
    expect(split(unknown, true)).toEqual([unknown]);
    // "die" is the subject of a plural verb: a singular noun before the phrase is no rival.
    expect(split("Es gibt Hilfe für Menschen, die krank sind.", true)).toEqual([
      "Manche Menschen sind krank.",
      "Es gibt Hilfe für diese Menschen.",
    ]);
    // Before a separable verb's particle.
    expect(split("Wir rufen bei Familien an, die Hilfe brauchen.", true)).toEqual([
      "Manche Familien brauchen Hilfe.",
      "Wir rufen bei diesen Familien an.",
    ]);
    for (const sentence of [
      // "die" may be the object ("Hilfe, die alle brauchen"); a plural rival ("Kurse") may be meant.
      "Es gibt Hilfe für Kinder, die alle brauchen.",
      "Die Stadt bietet Kurse für Menschen an, die Deutsch lernen wollen.",
      // "an" takes either case: no sure "diese"/"diesen".
      "Die Tafel gibt Lebensmittel an Menschen aus, die wenig Geld haben.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
    // A bare plural subject classified by "mit"/"ohne" + a singular noun: the plural verb tells.
    expect(
      split("Menschen mit Behinderung, die einen Ausweis besitzen, können den Fahrdienst nutzen.", true),
    ).toEqual([
      "Manche Menschen mit Behinderung besitzen einen Ausweis.",
      "Diese Menschen können den Fahrdienst nutzen.",
    ]);
    for (const sentence of [
      // The classifier is plural: the clause may be about the parents.
      "Kinder mit Eltern, die arbeiten, bekommen einen Platz.",
      // "die Eltern brauchen": "Eltern" may be the subject.
      "Menschen mit Behinderung, die Eltern brauchen, bekommen Hilfe.",
      // "besonders" describes them all.
      "Kinder mit Asthma, die besonders gefährdet sind, bekommen Hilfe.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
    // A predicate first, "sind" and a bare plural subject: the clause says which are meant.
    expect(split("Leistungsberechtigt sind Personen, die in Deutschland wohnen.", true)).toEqual([
      "Manche Personen wohnen in Deutschland.",
      "Diese Personen sind leistungsberechtigt.",
    ]);
    // "Verboten" reads as a dative plural noun too; "all dogs" was the old output.
    expect(split("Verboten sind Hunde, die keinen Maulkorb tragen.", true)).toEqual([
      "Manche Hunde tragen keinen Maulkorb.",
      "Diese Hunde sind verboten.",
    ]);
    expect(split("Ausgenommen sind Kinder, die jünger als 6 Jahre sind.", true)).toEqual([
      "Manche Kinder sind jünger als 6 Jahre.",
      "Diese Kinder sind ausgenommen.",
    ]);
    // "Kinder" may be the subject of "haben"; more words before the clause: whole.
    for (const sentence of [
      "Gemeint sind Eltern, die Kinder haben.",
      // "bei uns" ends the phrase: "Erzieherinnen" may be the subject.
      "Leistungsberechtigt sind Kinder, die bei uns Erzieherinnen betreuen.",
      // A plural noun in the attribute may be the subject ("die Kinder besitzen …").
      "Berechtigt sind Personen mit Kindern, die einen Ausweis besitzen.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
    // An attribute with singular nouns only: the plural verb tells which noun is meant.
    expect(
      split(
        "Berechtigt sind Personen mit Wohnsitz im Landkreis, die einen Schwerbehindertenausweis mit dem Merkzeichen aG oder T besitzen.",
        true,
      ),
    ).toEqual([
      "Manche Personen mit Wohnsitz im Landkreis besitzen einen Schwerbehindertenausweis mit dem Merkzeichen aG oder T.",
      "Diese Personen sind berechtigt.",
    ]);
    // A measure before its adjective ("18 Jahre alt") is no subject: was "18 Jahre sind manche
    // Menschen alt.", the pronoun read as the object.
    expect(split("Menschen, die 18 Jahre alt sind, dürfen wählen.", true)).toEqual([
      "Manche Menschen sind 18 Jahre alt.",
      "Diese Menschen dürfen wählen.",
    ]);
    // A counted noun without such an adjective stays a possible subject.
    expect(split("Das Haus, das 2 Familien bewohnen, ist alt.")).toEqual([
      "2 Familien bewohnen das Haus.",
      "Das Haus ist alt.",
    ]);
    const children = "Frauen, die 3 Kinder haben, bekommen mehr Geld.";
    expect(split(children, true)).toEqual([children]);
    // A compound with a hyphen is a noun through its last part ("Platz").
    expect(split("Eltern, die einen Kita-Platz suchen, füllen das Formular aus.", true)).toEqual([
      "Manche Eltern suchen einen Kita-Platz.",
      "Diese Eltern füllen das Formular aus.",
    ]);
    // No sure case for "diese"/"diesen" ("auf Leistungen"), a genitive ("zum Zweck guter Werke")
    // or an adverb before the phrase: the clause stays.
    for (const sentence of [
      // An earlier noun may be the antecedent: the invoice is handed in, not the doctors.
      "Privat Versicherte bekommen eine Rechnung nach der Gebührenordnung für Ärzte, die sie bei ihrer Krankenversicherung einreichen können.",
      "Ihr Kind hat Anspruch auf Leistungen, die den Schulbedarf decken.",
      "Wir sind zum Zweck guter Werke geschaffen, die Gott vorbereitet hat.",
      "Die Samen enthalten übrigens Öle, die dem Magen gut tun.",
    ])
      expect(split(sentence, true).join(" ")).not.toMatch(/[Dd]iesen? /);
  });

  it("a weak noun ('Menschen', 'Kunden') counts as a bare plural: its singular needs an article", () => {
    expect(split("Für Menschen, die krank sind, gibt es Hilfe.", true)).toEqual([
      "Manche Menschen sind krank.",
      "Für diese Menschen gibt es Hilfe.",
    ]);
    expect(split("Für Kunden, die online bestellen, ist der Versand kostenlos.", true)).toEqual([
      "Manche Kunden bestellen online.",
      "Für diese Kunden ist der Versand kostenlos.",
    ]);
    // Restricted right after the verb: the people first, then the main clause with "diesen" (a
    // dative-only verb) or "diese" (was "Wir helfen Menschen." / "Die Menschen sind krank.", which
    // says it of all of them, and before that the sentence stayed whole).
    expect(split("Wir helfen Menschen, die krank sind.", true)).toEqual([
      "Manche Menschen sind krank.",
      "Wir helfen diesen Menschen.",
    ]);
    // With an article the singular is meant and the clause splits as before.
    expect(split("Er sprach mit dem Menschen, der krank war.")).toEqual([
      "Er sprach mit dem Menschen.",
      "Der Mensch war krank.",
    ]);
  });

  it("still splits an indefinite quantifier introduced at the end of the sentence", () => {
    expect(split("Da kamen einige Männer, die ihm eine Falle stellen wollten.")).toEqual([
      "Da kamen einige Männer.",
      "Die Männer wollten ihm eine Falle stellen.",
    ]);
  });

  it("still splits after 'nicht' or 'gerade' before the phrase", () => {
    expect(split("Er kennt nicht den Menschen, der hier wohnt.")).toEqual([
      "Er kennt nicht den Menschen.",
      "Der Mensch wohnt hier.",
    ]);
  });

  it("still splits a definite or indefinite article", () => {
    expect(split("Er kennt den Menschen, der hier wohnt.")).toEqual([
      "Er kennt den Menschen.",
      "Der Mensch wohnt hier.",
    ]);
    expect(split("Ich habe einen Brief, den ich nicht verstehe.")).toEqual([
      "Ich habe einen Brief.",
      "Ich verstehe den Brief nicht.",
    ]);
  });
});

describe("an indefinite subject is introduced by the relative content", () => {
  it("moves 'ein'/'eine' into the relative content and 'der/die/das' into the host", () => {
    expect(split("Eine Frau, die hier wohnt, hat angerufen.")).toEqual([
      "Eine Frau wohnt hier.",
      "Die Frau hat angerufen.",
    ]);
    expect(split("Ein Mann, dem ich geholfen habe, hat angerufen.")).toEqual([
      "Ich habe einem Mann geholfen.",
      "Der Mann hat angerufen.",
    ]);
    expect(split("Eine Wohnung, in der wir wohnen, ist groß.")).toEqual([
      "Wir wohnen in einer Wohnung.",
      "Die Wohnung ist groß.",
    ]);
  });

  it("keeps the sentence whole when an adjective would need a new ending", () => {
    const sentence = "Ein alter Mann, der hier wohnt, hat angerufen.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("leaves a definite subject as it was", () => {
    expect(split("Der Antrag, den wir gestellt haben, ist vollständig.")).toEqual([
      "Wir haben den Antrag gestellt.",
      "Der Antrag ist vollständig.",
    ]);
  });
});

describe("a relative clause after the closing verbs of a subjunctive host", () => {
  it("splits when the relative clause is in the indicative (a wish, not reported speech)", () => {
    expect(split("Deine Augen seien auf das Feld gerichtet, das sie abernten.")).toEqual([
      "Deine Augen seien auf das Feld gerichtet.",
      "Sie ernten das Feld ab.",
    ]);
  });

  it("keeps reported speech whole when both clauses are in the Konjunktiv I", () => {
    const sentence = "Er habe das Feld gekauft, das am Fluss liege.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("'alle' + plural noun before a relative clause", () => {
  it("puts the content first with 'manche' and goes on with 'all diese'", () => {
    expect(split("Alle Kinder, die in Berlin wohnen, bekommen ein Ticket.")).toEqual([
      "Manche Kinder wohnen in Berlin.",
      "All diese Kinder bekommen ein Ticket.",
    ]);
    expect(split("Wir helfen allen Familien, die Hilfe brauchen.")).toEqual([
      "Manche Familien brauchen Hilfe.",
      "Wir helfen all diesen Familien.",
    ]);
    expect(split("Wir haben alle Anträge, die wir bekommen haben, geprüft.")).toEqual([
      "Wir haben manche Anträge bekommen.",
      "Wir haben all diese Anträge geprüft.",
    ]);
  });

  it("keeps an age after the noun with 'manche' and 'all diese', never the years as antecedent", () => {
    expect(split("Alle Kinder unter 6 Jahren, die in Berlin wohnen, bekommen ein Ticket.")).toEqual([
      "Manche Kinder unter 6 Jahren wohnen in Berlin.",
      "All diese Kinder unter 6 Jahren bekommen ein Ticket.",
    ]);
    expect(split("Wir helfen allen Menschen über 65 Jahren, die allein wohnen.")).toEqual([
      "Manche Menschen über 65 Jahren wohnen allein.",
      "Wir helfen all diesen Menschen über 65 Jahren.",
    ]);
    // A fourth segment (the infinitive of "verpflichtet") goes on after the host's.
    expect(
      split(
        "Alle Deutschen ab 16 Jahren, die in Deutschland gemeldet sind, sind verpflichtet, einen Ausweis zu besitzen.",
        true,
      ),
    ).toEqual([
      "Manche Deutschen ab 16 Jahren sind in Deutschland gemeldet.",
      "All diese Deutschen ab 16 Jahren sind verpflichtet, einen Ausweis zu besitzen.",
    ]);
    // "Seit 20 Jahren": no noun before the span; the sentence stays.
    expect(split("Alle sind seit 20 Jahren, die wir hier wohnen, gesund.")).toEqual([
      "Alle sind seit 20 Jahren, die wir hier wohnen, gesund.",
    ]);
  });

  it("keeps adjectives between 'alle' and the noun with 'manche' and 'all diese'", () => {
    expect(split("Alle kleinen Kinder, die in Berlin wohnen, bekommen ein Ticket.")).toEqual([
      "Manche kleinen Kinder wohnen in Berlin.",
      "All diese kleinen Kinder bekommen ein Ticket.",
    ]);
    expect(split("Wir helfen allen armen Familien, die Hilfe brauchen.")).toEqual([
      "Manche armen Familien brauchen Hilfe.",
      "Wir helfen all diesen armen Familien.",
    ]);
    expect(split("Er hat alle kleinen Kinder gesehen, die hier spielen.")).toEqual([
      "Manche kleinen Kinder spielen hier.",
      "Er hat all diese kleinen Kinder gesehen.",
    ]);
    expect(split("Und sie brachten die Lade und alle heiligen Geräte, die im Zelt gewesen waren.")).toEqual([
      "Manche heiligen Geräte waren im Zelt gewesen.",
      "Und sie brachten die Lade und all diese heiligen Geräte.",
    ]);
  });

  it("takes the noun before the closing verbs when the clause is moved behind them", () => {
    expect(split("Sie müssen alle Einkünfte angeben, die Sie im letzten Jahr hatten.", true)).toEqual([
      "Manche Einkünfte hatten Sie im letzten Jahr.",
      "Sie müssen all diese Einkünfte angeben.",
    ]);
    expect(split("Er hat alle Bücher gelesen, die er gekauft hat.")).toEqual([
      "Er hat manche Bücher gekauft.",
      "Er hat all diese Bücher gelesen.",
    ]);
    expect(split("Bitte bringen Sie alle Unterlagen mit, die wir genannt haben.", true)).toEqual([
      "Wir haben manche Unterlagen genannt.",
      "Bitte bringen Sie all diese Unterlagen mit.",
    ]);
  });

  it("keeps a moved clause whole after another noun or a pronoun that does not fit", () => {
    for (const sentence of [
      "Er hat allen Kindern ein Eis gegeben, die brav waren.",
      "Er hat alle Kinder gefragt, der hier wohnt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps the sentence whole with a singular, a question or a list", () => {
    for (const sentence of [
      "Alles Getreide, das hier wächst, gehört dir.",
      "Ich kenne alle Kinder, die hier wohnen, und ihre Eltern.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    const question = "Sind das alle Kinder, die hier wohnen?";
    const tokens = clauseTokens(question, false);
    const out = splitSentence({ tokens, end: "?" }, { formal: false, variant: 0 });
    expect(out.map((clause) => renderTokens(clause.tokens) + clause.end)).toEqual([question]);
  });
});

describe("'ein/eine' + noun before a relative clause and a rule in the present passive", () => {
  it("reads it as a condition, not as a fact", () => {
    // Was "Eine Krankmeldung geht erst nach Ablauf dieser Frist ein." (every sick note comes late).
    expect(
      split(
        "Eine Krankmeldung, die erst nach Ablauf dieser Frist eingeht, kann nicht mehr berücksichtigt werden.",
      ),
    ).toEqual([
      "Vielleicht geht eine Krankmeldung erst nach Ablauf dieser Frist ein.",
      "Dann kann die Krankmeldung nicht mehr berücksichtigt werden.",
    ]);
    expect(split("Ein Antrag, der zu spät eingeht, wird nicht bearbeitet.")).toEqual([
      "Vielleicht geht ein Antrag zu spät ein.",
      "Dann wird der Antrag nicht bearbeitet.",
    ]);
  });

  it("keeps the fact for an active host or a past passive", () => {
    expect(split("Eine Frau, die hier wohnt, kann Ihnen helfen.")).toEqual([
      "Eine Frau wohnt hier.",
      "Die Frau kann Ihnen helfen.",
    ]);
    expect(split("Ein Mitarbeiter, der Sie kennt, wird Sie anrufen.")[0]).toBe("Ein Mitarbeiter kennt Sie.");
    expect(split("Ein Brief, der gestern kam, wurde geöffnet.")[0]).toBe("Ein Brief kam gestern.");
  });
});

describe("'jeder/jede/jedes' + noun before a relative clause", () => {
  it("reads it as a condition, like 'Wer …, …'", () => {
    expect(split("Jeder Mensch, der hier wohnt, muss Steuern zahlen.")).toEqual([
      "Vielleicht wohnt ein Mensch hier.",
      "Dann muss der Mensch Steuern zahlen.",
    ]);
    expect(
      split("Denn jeder Baum, der keine guten Früchte bringt, wird gefällt und ins Feuer geworfen."),
    ).toEqual([
      "Denn vielleicht bringt ein Baum keine guten Früchte.",
      "Dann wird der Baum gefällt und ins Feuer geworfen.",
    ]);
  });

  it("after a connective adverb or a prepositional phrase and the verb: that goes after the subject", () => {
    expect(split("Deshalb muss jeder Mitarbeiter, der hier arbeitet, einen Ausweis tragen.", true)).toEqual([
      "Vielleicht arbeitet ein Mitarbeiter hier.",
      "Dann muss der Mitarbeiter deshalb einen Ausweis tragen.",
    ]);
    expect(split("Außerdem bekommt jedes Kind, das in Berlin wohnt, ein Ticket.")).toEqual([
      "Vielleicht wohnt ein Kind in Berlin.",
      "Dann bekommt das Kind außerdem ein Ticket.",
    ]);
    expect(
      split("Nach dem Gesetz muss jeder Arbeitgeber, der Menschen beschäftigt, Beiträge zahlen.", true),
    ).toEqual([
      "Vielleicht beschäftigt ein Arbeitgeber Menschen.",
      "Dann muss der Arbeitgeber nach dem Gesetz Beiträge zahlen.",
    ]);
  });

  it("not after 'dann', 'sonst' or another first word, nor with a verb in the rest", () => {
    for (const sentence of [
      "Dann muss jeder Mitarbeiter, der hier arbeitet, einen Ausweis tragen.",
      "Sonst muss jeder Mitarbeiter, der hier arbeitet, einen Ausweis tragen.",
      "Damals bekam jedes Kind, das in Berlin wohnte, ein Ticket.",
      "Deshalb sieht man jeden Menschen, der hier wohnt, gern.",
      "Deshalb muss jeder Antrag, den Sie stellen, unterschrieben sein.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("splits the main clause before it on its own", () => {
    expect(
      split(
        "An die Wurzel der Bäume ist die Axt gelegt, denn jeder Baum, der keine Früchte bringt, wird gefällt.",
      ),
    ).toEqual([
      "An die Wurzel der Bäume ist die Axt gelegt.",
      "Denn vielleicht bringt ein Baum keine Früchte.",
      "Dann wird der Baum gefällt.",
    ]);
    expect(split("Er kam nach Hause, und alle Kinder, die dort spielten, liefen zu ihm.")).toEqual([
      "Er kam nach Hause.",
      "Manche Kinder spielten dort.",
      "Und all diese Kinder liefen zu ihm.",
    ]);
  });

  it("stays whole when the clause has a subject of its own", () => {
    for (const sentence of [
      "Jede Frau, die ein Kind bekommt, erhält Elterngeld.",
      "Jedes Kind, das man sieht, lacht.",
      "Jeder Antrag, den wir bekommen, wird geprüft.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("'jede/jeden/jedes' + noun as the fronted object before a relative clause", () => {
  it("reads the clause as a condition with 'ein' + noun and names the object with 'den/die/das'", () => {
    expect(split("Jede Rebe, die an mir keine Frucht bringt, entfernt er.")).toEqual([
      "Vielleicht bringt eine Rebe an mir keine Frucht.",
      "Dann entfernt er die Rebe.",
    ]);
    expect(split("Und jeden Menschen, der zu ihm kommt, nimmt er auf.")).toEqual([
      "Und vielleicht kommt ein Mensch zu ihm.",
      "Dann nimmt er den Menschen auf.",
    ]);
    // The noun goes after the object pronouns.
    expect(split("Jeden Antrag, der unvollständig ist, senden wir Ihnen zurück.", true)).toEqual([
      "Vielleicht ist ein Antrag unvollständig.",
      "Dann senden wir Ihnen den Antrag zurück.",
    ]);
  });

  it("reads an accusative pronoun after a sure subject of the clause as 'wenn … ein' + noun", () => {
    // Was "Jeden Brief, den Sie von der Krankenkasse bekommen." / "Legen Sie bitte bei."
    expect(split("Jeden Brief, den Sie von der Krankenkasse bekommen, legen Sie bitte bei.", true)).toEqual([
      "Vielleicht bekommen Sie einen Brief von der Krankenkasse.",
      "Dann legen Sie den Brief bitte bei.",
    ]);
    expect(split("Jede Rechnung, die Sie bekommen, schicken Sie uns bitte.", true)).toEqual([
      "Vielleicht bekommen Sie eine Rechnung.",
      "Dann schicken Sie uns die Rechnung bitte.",
    ]);
    expect(split("Jeden Antrag, den Sie eingereicht haben, prüfen wir sofort.", true)).toEqual([
      "Vielleicht haben Sie einen Antrag eingereicht.",
      "Dann prüfen wir den Antrag sofort.",
    ]);
  });

  it("stays whole when the noun may be the subject, the clause has its own, or the main clause goes on", () => {
    for (const sentence of [
      // "sie" with a singular verb: the vine may be the subject.
      "Jede Rebe, die Frucht bringt, säubert sie.",
      "Jede Rebe, die er pflanzt, wächst.",
      "Jeden Baum, der keine Frucht bringt, haut er um und wirft ihn ins Feuer.",
      // A past event is no rule.
      "Jeden Mann, der kam, fragte er.",
      "Jeden Mann, den er traf, fragte er.",
      // "sie" with a singular verb may be the object: the pronoun may be the subject.
      "Jede Rebe, die sie pflanzt, säubert er.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("stays whole for a time, a main clause with an object of its own, or in the Perfekt", () => {
    for (const sentence of [
      // "jeden Monat" is a time, no object; "Geld" is the main clause's own object.
      "Jeden Monat, den Sie arbeiten, bekommen Sie Geld.",
      "Jeden Tag, den wir hier sind, lernen wir etwas.",
      "Jeden Brief, den Sie bekommen, zeigen Sie Ihren Kindern.",
      // What happened is a fact, no "Vielleicht".
      "Jede Rechnung, die wir bekommen haben, haben wir bezahlt.",
      "Jede Rebe, die keine Frucht brachte, hat er entfernt.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
    expect(split("Jede Rechnung, die wir bekommen, bezahlen wir sofort.", true)).toEqual([
      "Vielleicht bekommen wir eine Rechnung.",
      "Dann bezahlen wir die Rechnung sofort.",
    ]);
    expect(split("Jeden Brief, den Sie bekommen, zeigen Sie Ihrem Berater.", true)).toEqual([
      "Vielleicht bekommen Sie einen Brief.",
      "Dann zeigen Sie den Brief Ihrem Berater.",
    ]);
  });
});

describe("a main clause ending in 'jeden/jede/jedem' + noun, then a relative clause", () => {
  it("reads the clause as a condition with 'ein' + noun and names the noun with 'der/die/das'", () => {
    expect(split("Bitte teilen Sie uns jede Änderung mit, die Ihr Einkommen betrifft.", true)).toEqual([
      "Vielleicht betrifft eine Änderung Ihr Einkommen.",
      "Dann teilen Sie uns bitte die Änderung mit.",
    ]);
    expect(split("Bitte schicken Sie uns jeden Bescheid, den Sie vom Jobcenter bekommen.", true)).toEqual([
      "Vielleicht bekommen Sie einen Bescheid vom Jobcenter.",
      "Dann schicken Sie uns bitte den Bescheid.",
    ]);
    expect(split("Sie zahlen 10 Euro für jede Person, die in Ihrem Haushalt lebt.", true)).toEqual([
      "Vielleicht lebt eine Person in Ihrem Haushalt.",
      "Dann zahlen Sie 10 Euro für die Person.",
    ]);
    // "jeden Menschen" -> "ein Mensch" in the clause's case; in a text without "Sie" (a story) the
    // sentence stays whole.
    expect(split("Wir kennen jeden Menschen, der hier wohnt.", true)).toEqual([
      "Vielleicht wohnt ein Mensch hier.",
      "Dann kennen wir den Menschen.",
    ]);
    expect(split("Er kennt jeden Menschen, der hier wohnt.")).toEqual([
      "Er kennt jeden Menschen, der hier wohnt.",
    ]);
  });

  it("stays whole with a negation, the past, or when either may be the subject", () => {
    for (const sentence of [
      // "nicht jeden" is no rule about each one.
      "Wir bearbeiten nicht jeden Antrag, der bei uns eingeht.",
      "Er heilte jeden Kranken, der zu ihm kam.",
      "Er liebt jede Frau, die das Kind kennt.",
      "Er liebt jede Frau, die sie kennt.",
      // A genitive ("jedes Kindes") has no "das" to take its place.
      "Wir schützen die Rechte jedes Kindes, das hier lebt.",
      // A condition with sein and an office adjective stays (statesCondition).
      "Wir übernehmen jede Rechnung, die angemessen ist.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    for (const sentence of [
      // A time noun without a preposition; a main clause in the Perfekt.
      "Sie bekommen Lohn jeden Tag, den Sie arbeiten.",
      "Wir haben jeden Antrag geprüft, den Sie stellen.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
    expect(split("Sie bekommen Geld für jeden Tag, den Sie arbeiten.", true)).toEqual([
      "Vielleicht arbeiten Sie einen Tag.",
      "Dann bekommen Sie Geld für den Tag.",
    ]);
  });
});

describe("a bare plural subject after the verb with an embedded relative clause", () => {
  it("introduces 'manche N' and goes on with 'diese N'", () => {
    expect(split("Deshalb bekommen Familien, die wenig verdienen, einen Zuschuss.")).toEqual([
      "Manche Familien verdienen wenig.",
      "Deshalb bekommen diese Familien einen Zuschuss.",
    ]);
    expect(
      split("Ab 2026 müssen Arbeitgeber, die mehr als 20 Mitarbeiter haben, eine Meldung abgeben."),
    ).toEqual([
      "Manche Arbeitgeber haben mehr als 20 Mitarbeiter.",
      "Ab 2026 müssen diese Arbeitgeber eine Meldung abgeben.",
    ]);
    expect(split("Seit Januar bekommen Rentner, die allein leben, einen Zuschlag.")).toEqual([
      "Manche Rentner leben allein.",
      "Seit Januar bekommen diese Rentner einen Zuschlag.",
    ]);
    expect(
      split(
        "Nach dem Masernschutzgesetz, Paragraf 20 Absatz 8 IfSG, müssen Kinder, die in einer Kita betreut werden, einen Impfschutz nachweisen.",
      ),
    ).toEqual([
      "Manche Kinder werden in einer Kita betreut.",
      "Nach dem Masernschutzgesetz, Paragraf 20 Absatz 8 IfSG, müssen diese Kinder einen Impfschutz nachweisen.",
    ]);
  });

  it("not after a subject of its own, a quantifier, a singular verb or in a question", () => {
    for (const sentence of [
      "Deshalb helfen wir Familien, die wenig verdienen, mit einem Zuschuss.",
      "Deshalb bekommen alle Familien, die wenig verdienen, einen Zuschuss.",
      "Deshalb bekommt der Lehrer, der krank ist, Geld.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    const question = splitSentence(
      { tokens: clauseTokens("Bekommen Familien, die wenig verdienen, einen Zuschuss", false), end: "?" },
      { formal: false, variant: 0 },
    ).map((clause) => renderTokens(clause.tokens) + clause.end);
    expect(question).toEqual(["Bekommen Familien, die wenig verdienen, einen Zuschuss?"]);
  });
});

describe("'jeder N, der …' after a first word and the verb: not with a second subject or a past event", () => {
  it("leaves 'und jeder Gast' and a Perfekt whole", () => {
    for (const sentence of [
      "Deshalb muss jeder Mitarbeiter, der hier arbeitet, und jeder Gast einen Ausweis tragen.",
      "Deshalb hat jeder Mitarbeiter, der hier arbeitet, gesagt, dass er zufrieden ist.",
    ])
      expect(simplifyText(sentence, { level: "leicht", explanations: "none" }).simplified_text).toBe(
        sentence,
      );
  });
});

describe("a final relative clause on a bare plural object right after the verb", () => {
  it("puts the people first and points back with 'diese'/'diesen'", () => {
    expect(split("Die Schuldnerberatung hilft Menschen, die Schulden haben.", true)).toEqual([
      "Manche Menschen haben Schulden.",
      "Die Schuldnerberatung hilft diesen Menschen.",
    ]);
    expect(split("Elterngeld unterstützt Eltern, die nach der Geburt weniger arbeiten.", true)).toEqual([
      "Manche Eltern arbeiten nach der Geburt weniger.",
      "Elterngeld unterstützt diese Eltern.",
    ]);
    expect(split("Wir danken Menschen, die spenden.", true)).toEqual([
      "Manche Menschen spenden.",
      "Wir danken diesen Menschen.",
    ]);
    // An attribute after the subject.
    expect(split("Die Beratung vom Sozialdienst hilft Menschen, die krank sind.", true)).toEqual([
      "Manche Menschen sind krank.",
      "Die Beratung vom Sozialdienst hilft diesen Menschen.",
    ]);
    expect(split("Die Mutter der Kinder hilft Menschen, die krank sind.", true)).toEqual([
      "Manche Menschen sind krank.",
      "Die Mutter der Kinder hilft diesen Menschen.",
    ]);
  });

  it("keeps adverbs before the object, and 'nur' keeps the restriction with a verb of getting", () => {
    expect(
      split(
        "Sie erhalten dann nur noch Leistungen, die zur Behandlung akuter Krankheiten und Schmerzzustände erforderlich sind.",
        true,
      ),
    ).toEqual([
      "Manche Leistungen sind zur Behandlung akuter Krankheiten und Schmerzzustände erforderlich.",
      "Sie erhalten dann nur noch diese Leistungen.",
    ]);
    expect(split("Die Beratung hilft auch Menschen, die keine Wohnung haben.", true)).toEqual([
      "Manche Menschen haben keine Wohnung.",
      "Die Beratung hilft auch diesen Menschen.",
    ]);
    // A condition on a bare object is kept by "Manche …" / "diese …".
    expect(split("Wir übernehmen Kosten, die angemessen sind.", true)).toEqual([
      "Manche Kosten sind angemessen.",
      "Wir übernehmen diese Kosten.",
    ]);
  });

  it("does not fire with a negation before the object or a verb of getting without 'nur'", () => {
    for (const sentence of [
      "Wir helfen nicht Menschen, die keine Wohnung haben.",
      "Sie erhalten dann noch Leistungen, die zur Behandlung erforderlich sind.",
      // The definite object: "Die Kosten sind angemessen." would promise them all.
      "Wir übernehmen die Kosten, die angemessen sind.",
    ])
      expect(split(sentence, true).join(" ")).not.toMatch(/[Dd]iesen? |Manche/);
  });

  it("does not fire for having, seeking or giving, a question, or another subject in the clause", () => {
    for (const sentence of [
      // The people need not exist apart from the clause.
      "Die Stadt sucht Menschen, die helfen wollen.",
      // "geben" may take a dative person and an accusative thing: no sure case.
      "Die Stadt schickt Familien, die umziehen.",
      // "ihre Rechnungen" may be the subject of "können".
      "Die Beratung hilft Menschen, die ihre Rechnungen nicht bezahlen können.",
      // An adjective before the noun: the clause may describe them all.
      "Die Samen enthalten ätherische Öle, die dem Magen gut tun.",
    ])
      expect(split(sentence, true).join(" ")).not.toMatch(/[Dd]iesen? /);
    expect(split("Er hat Freunde, die ihm helfen.", true).join(" ")).not.toMatch(/diese Freunde/);
    const asked = splitSentence(
      { tokens: clauseTokens("Helfen Sie Menschen, die krank sind", true), end: "?" },
      { formal: true, variant: 0 },
    );
    expect(asked.map((clause) => renderTokens(clause.tokens)).join(" ")).not.toMatch(/diesen/);
  });
});
