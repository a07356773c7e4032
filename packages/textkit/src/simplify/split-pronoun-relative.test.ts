import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("relative clause after jeder/derjenige: a condition with 'jemand'", () => {
  it("fires for 'jeder' in any tense and 'derjenige' in the present", () => {
    expect(split("Jeder, der sündigt, handelt auch gesetzwidrig.")).toEqual([
      "Vielleicht sündigt jemand.",
      "Dann handelt er auch gesetzwidrig.",
    ]);
    expect(split("Denn jeder, der bittet, bekommt.")).toEqual([
      "Denn vielleicht bittet jemand.",
      "Dann bekommt er.",
    ]);
    expect(split("Derjenige, der von sich aus spricht, sucht die eigene Ehre.")).toEqual([
      "Vielleicht spricht jemand von sich aus.",
      "Dann sucht er die eigene Ehre.",
    ]);
  });

  it("not for 'der, der …' (often one particular person) or a past 'derjenige'", () => {
    for (const sentence of [
      "Der, der ihr Heer hervortreten lässt, der ruft sie alle mit Namen.",
      "Derjenige, der mich sandte, ist wahrhaftig.",
      "Der, der mich gesandt hat, wird mich nicht allein lassen.",
      "Der, der kommt, ist mein Bruder.",
      "Der, der mich sandte, wird kommen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("fires for 'der, der …' in the simple present before a future main clause", () => {
    expect(split("Aber der, der sich selbst erniedrigt, wird erhöht werden.")).toEqual([
      "Aber vielleicht erniedrigt jemand sich selbst.",
      "Dann wird er erhöht werden.",
    ]);
    expect(split("Der, der mich liebt, wird mein Wort halten.")).toEqual([
      "Vielleicht liebt jemand mich.",
      "Dann wird er mein Wort halten.",
    ]);
  });
});

describe("relative clause after alle/die as the subject: 'Manche Menschen …' / 'Diese Menschen …'", () => {
  it("keeps 'alle' as 'All diese Menschen'", () => {
    expect(split("Alle, die vor mir gekommen sind, sind Diebe und Räuber.")).toEqual([
      "Manche Menschen sind vor mir gekommen.",
      "All diese Menschen sind Diebe und Räuber.",
    ]);
    expect(split("Aber die, die auf Gott warten, gewinnen neue Kraft.")).toEqual([
      "Aber manche Menschen warten auf Gott.",
      "Diese Menschen gewinnen neue Kraft.",
    ]);
  });

  it("not when the clause has its own subject or the verbs are not plural", () => {
    for (const sentence of ["Alle, die wir kennen, sind hier.", "Die, die mir hilft, ist meine Schwester."])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("relative clause after a demonstrative object", () => {
  it("plural: the host with 'manchen Menschen', then 'Diese Menschen …'", () => {
    expect(
      split(
        "Der treue Gott bewahrt den Bund denen, die ihn lieben und seine Gebote halten, bis in die tausendste Generation.",
      ),
    ).toEqual([
      "Der treue Gott bewahrt den Bund manchen Menschen bis in die tausendste Generation.",
      "Diese Menschen lieben ihn.",
      "Diese Menschen halten seine Gebote.",
    ]);
    expect(split("Seine Huld gilt für jene, die ihn fürchten.")).toEqual([
      "Seine Huld gilt für manche Menschen.",
      "Diese Menschen fürchten ihn.",
    ]);
  });

  it("in a question the people come first, so the question stays last", () => {
    const question = "Hat Gott das nicht denen versprochen, die ihn lieben";
    const clauses = splitSentence(
      { tokens: clauseTokens(question, false), end: "?" },
      { formal: false, variant: 0 },
    );
    expect(clauses.map((clause) => renderTokens(clause.tokens) + clause.end)).toEqual([
      "Manche Menschen lieben ihn.",
      "Hat Gott das nicht diesen Menschen versprochen?",
    ]);
  });

  it("singular: a personal pronoun when nothing else could be 'er'", () => {
    expect(split("Dann gehe ich zu dem, der mich gesandt hat.")).toEqual([
      "Dann gehe ich zu ihm.",
      "Er hat mich gesandt.",
    ]);
  });

  it("not for a present-tense rule, another possible 'er', or 'die' without a preposition", () => {
    for (const sentence of [
      "Gott handelt wundervoll an dem, der ihn verehrt.",
      "Gott hat den, der keine Sünde kannte, für uns zur Sünde gemacht.",
      "Ich kenne die, die hier wohnen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("cleft sentence 'X ist es, der …'", () => {
  it("becomes one main clause with the verb in the subject's person", () => {
    expect(split("Du bist es, der sie mit Huld krönen wird.")).toEqual(["Du wirst sie mit Huld krönen."]);
    expect(split("Viele sind es, die diesen Weg gehen.")).toEqual(["Viele gehen diesen Weg."]);
    expect(split("Und dann seid ihr es, die ihn davon abhalten.")).toEqual([
      "Und dann haltet ihr ihn davon ab.",
    ]);
  });

  it("also 'Nur wenige sind es' and a demonstrative as the predicate ('… ist der, der …')", () => {
    expect(split("Nur wenige sind es, die ihn finden.")).toEqual(["Nur wenige finden ihn."]);
    expect(split("Der Mensch aber ist der, der das Wort hört.")).toEqual(["Der Mensch aber hört das Wort."]);
  });

  it("not when 'die' may be the object, with two joined verbs, or in a question", () => {
    for (const sentence of [
      "Die Kinder sind es, die wir suchen.",
      "Die Frau ist die, die ich liebe.",
      "Der Mensch ist der, der das Wort hört und versteht.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("object cleft 'X ist es, den …'", () => {
  it("states the clause with the pronoun in the relative pronoun's case", () => {
    expect(split("Du bist es, den ich suche.")).toEqual(["Ich suche dich."]);
    expect(split("Er ist es, mit dem ich gesprochen habe.")).toEqual(["Ich habe mit ihm gesprochen."]);
    expect(split("Ihr seid es, denen ich vertraue.")).toEqual(["Ich vertraue euch."]);
    expect(split("Der hier ist es, den ich meinte.")).toEqual(["Ich meinte den hier."]);
  });

  it("also with the demonstrative 'der' as the predicate, for 'den'/'dem'", () => {
    expect(split("Er ist der, den sie töten wollen.")).toEqual(["Sie wollen ihn töten."]);
    expect(split("Dieser war der, von dem der Prophet gesprochen hatte.")).toEqual([
      "Von diesem hatte der Prophet gesprochen.",
    ]);
    expect(split("Du bist der, den ich suche.")).toEqual(["Ich suche dich."]);
    // Not after a noun, for a feminine or plural "die", or in a question.
    for (const sentence of ["Der Mann ist der, den ich meine.", "Sie ist die, die ich suche."])
      expect(split(sentence)).toEqual([sentence]);
    const question = splitSentence(
      { tokens: clauseTokens("Ist er der, den sie töten wollen", false), end: "?" },
      { formal: false, variant: 0 },
    ).map((clause) => renderTokens(clause.tokens) + clause.end);
    expect(question).toEqual(["Ist er der, den sie töten wollen?"]);
  });

  it("leaves a cleft with a verbless tail after the clause", () => {
    // Was "Ich vertraue dem, und kein anderer."
    expect(split("Der ist es, dem ich vertraue, und kein anderer.")).toEqual([
      "Der ist es, dem ich vertraue, und kein anderer.",
    ]);
  });

  it("keeps a colon after the clause", () => {
    const clauses = splitSentence(
      { tokens: clauseTokens("Dieser ist es, über den ich gesagt habe", false), end: ":" },
      { formal: false, variant: 0 },
    ).map((clause) => renderTokens(clause.tokens) + clause.end);
    expect(clauses).toEqual(["Ich habe über diesen gesagt:"]);
  });

  it("not with a negation, in a question, after a noun or when 'die' is the subject", () => {
    for (const sentence of [
      "Er ist es nicht, den ich meine.",
      "Die Kinder sind es, die wir suchen.",
      "Ich hier bin es, den ihr sucht.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    const question = splitSentence(
      { tokens: clauseTokens("Bist du es, den ich suche", false), end: "?" },
      { formal: false, variant: 0 },
    ).map((clause) => renderTokens(clause.tokens) + clause.end);
    expect(question).toEqual(["Bist du es, den ich suche?"]);
  });
});

describe("a dative demonstrative at the start: 'Denen, die …, gibt er …'", () => {
  it("names the people first and goes on with 'diesen Menschen'", () => {
    expect(split("Aber denjenigen, die ihn aufnahmen, gab er das Vorrecht.")).toEqual([
      "Aber manche Menschen nahmen ihn auf.",
      "Diesen Menschen gab er das Vorrecht.",
    ]);
    expect(split("Allen, die mitgemacht haben, danken wir sehr.")).toEqual([
      "Manche Menschen haben mitgemacht.",
      "All diesen Menschen danken wir sehr.",
    ]);
  });

  it("not when no main clause with its finite verb follows", () => {
    const kept = "Denen, die kommen, und denen, die gehen.";
    expect(split(kept)).toEqual([kept]);
  });
});

describe("'…, als alle, die …' at the end: the people first, then the comparison", () => {
  it("puts 'als (all) diese Menschen' back at the end of the main clause", () => {
    expect(
      split(
        "Diese arme Witwe hat mehr in den Opferkasten geworfen, als alle, die vor ihr etwas eingeworfen haben.",
      ),
    ).toEqual([
      "Manche Menschen haben vor ihr etwas eingeworfen.",
      "Diese arme Witwe hat mehr in den Opferkasten geworfen als all diese Menschen.",
    ]);
    expect(split("Er ist stärker, als die, die hier wohnen.")).toEqual([
      "Manche Menschen wohnen hier.",
      "Er ist stärker als diese Menschen.",
    ]);
  });

  it("not with a singular verb in the clause", () => {
    const sentence = "Wir helfen mehr, als die, die das Buch gelesen hat.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a preposition and a plural demonstrative at the start: 'Für die, die …, ist er …'", () => {
  it("names the people first and goes on with the preposition and 'diese(n) Menschen'", () => {
    expect(split("Für die, die nicht glauben, ist er ein Stein.")).toEqual([
      "Manche Menschen glauben nicht.",
      "Für diese Menschen ist er ein Stein.",
    ]);
    expect(split("Und mit denen, die hier wohnen, sprechen wir morgen.")).toEqual([
      "Und manche Menschen wohnen hier.",
      "Mit diesen Menschen sprechen wir morgen.",
    ]);
    expect(
      split("Für alle, die nach dem 1. Januar einen Antrag stellen, gilt die neue Regel.", true),
    ).toEqual([
      "Manche Menschen stellen nach dem 1. Januar einen Antrag.",
      "Für all diese Menschen gilt die neue Regel.",
    ]);
  });

  it("not with 'sein'/'werden'/'haben' (things may be meant) or another possible subject", () => {
    for (const sentence of [
      "Für die, die leer sind, haben wir keinen Platz.",
      "Für die, die schon bezahlt sind, müssen Sie nichts tun.",
      "Mit denen, die kaputt sind, können wir nichts machen.",
      "Für die, die Sie bestellt haben, zahlen Sie nichts.",
      "Für die, die die Kinder lieben, ist das schwer.",
      "Mit denen, die wir kennen, reden wir gern.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Für die, die mit den Kindern spielen, gibt es Kaffee.")).toEqual([
      "Manche Menschen spielen mit den Kindern.",
      "Für diese Menschen gibt es Kaffee.",
    ]);
  });

  it("not with a singular verb, a question or no main clause after it", () => {
    for (const sentence of [
      "Für die, die das Buch gelesen hat, ist es neu.",
      "Für die, die kommen, und für die, die gehen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    const question = splitSentence(
      { tokens: clauseTokens("Für die, die nicht glauben, ist er ein Stein", false), end: "?" },
      { formal: false, variant: 0 },
    ).map((clause) => renderTokens(clause.tokens) + clause.end);
    expect(question).toEqual(["Für die, die nicht glauben, ist er ein Stein?"]);
  });
});

describe("cleft sentence 'Es ist X, der …'", () => {
  it("makes a definite or possessive phrase the subject of the clause", () => {
    expect(split("Es ist mein Vater, der mich preist.")).toEqual(["Mein Vater preist mich."]);
    expect(split("Und es war der Hund, der gebellt hat.")).toEqual(["Und der Hund hat gebellt."]);
    expect(split("Es sind die Kinder, die hier spielen.")).toEqual(["Die Kinder spielen hier."]);
    expect(split("Es ist Ihr Antrag, der noch fehlt.", true)).toEqual(["Ihr Antrag fehlt noch."]);
  });

  it("not with an indefinite phrase, an object pronoun or an unsure subject", () => {
    expect(split("Es war ein Mann, der dort stand.")).toEqual(["Es war ein Mann.", "Der Mann stand dort."]);
    expect(split("Es ist der Tag, den Gott gemacht hat.")).toEqual([
      "Es ist der Tag.",
      "Gott hat den Tag gemacht.",
    ]);
    for (const kept of [
      "Es ist die Frau, die das Kind kennt.",
      // An ordinal or "einzige": the clause picks the one out.
      "Es ist die erste Sonde, die nicht vom Kennedy Space Center startete.",
      "Es ist die einzige Hirschart, die domestiziert wurde.",
    ])
      expect(split(kept)).toEqual([kept]);
  });
});

describe("free relative clause with 'was'", () => {
  it("'Was …, das …' -> '… etwas …' / 'Das …'", () => {
    expect(split("Was Gott vereint hat, das soll der Mensch nicht trennen.")).toEqual([
      "Gott hat etwas vereint.",
      "Das soll der Mensch nicht trennen.",
    ]);
    expect(split("Was mein Vater mir gegeben hat, ist größer als alles.")).toEqual([
      "Mein Vater hat mir etwas gegeben.",
      "Das ist größer als alles.",
    ]);
    expect(split("Was in ihm entstanden war, war Leben.")).toEqual([
      "Etwas war in ihm entstanden.",
      "Das war Leben.",
    ]);
  });

  it("a copula with a noun phrase: 'Etwas ist …', the phrase kept whole", () => {
    expect(split("Was das Eigentum vom Kaiser ist, das gebt ihm zurück.")).toEqual([
      "Etwas ist das Eigentum vom Kaiser.",
      "Das gebt ihm zurück.",
    ]);
    // Another verb: the noun phrase stays the subject.
    expect(split("Was das Haus kostet, ist egal.")).toEqual(["Das Haus kostet etwas.", "Das ist egal."]);
  });

  it("'Alles, was …, V …' -> 'Etwas …' / 'Das alles V …'", () => {
    expect(
      split(
        "Vielmehr nenne ich euch Freunde, denn alles, was ich von meinem Vater gehört habe, habe ich euch gesagt.",
      ),
    ).toEqual([
      "Vielmehr nenne ich euch Freunde.",
      "Denn ich habe etwas von meinem Vater gehört.",
      "Das alles habe ich euch gesagt.",
    ]);
  });

  it("not 'alles, was' with a copula: 'Etwas ist …' would state one thing, not everything", () => {
    const predicate = "Alles, was seit der Erschaffung unbekannt ist, wird verkündet.";
    expect(split(predicate)).toEqual([predicate]);
    const written = "Denn alles, was im Gesetz über mich geschrieben ist, muss erfüllt werden.";
    expect(split(written)).toEqual([written]);
    const object = "Nimm alles, was hier ist.";
    expect(split(object)).toEqual([object]);
  });

  it("'alles, was' + place phrase + ist/war: the phrase names the things ('alles auf der Erde')", () => {
    expect(split("Alles, was auf der Erde ist, wird umkommen.")).toEqual([
      "Alles auf der Erde wird umkommen.",
    ]);
    expect(split("Denn alles, was in der Welt ist, vergeht.")).toEqual(["Denn alles in der Welt vergeht."]);
    expect(split("Er hat alles verkauft, was im Haus war.")).toEqual(["Er hat alles im Haus verkauft."]);
    expect(split("Bringen Sie alles mit, was in Ihrem Ordner ist.", true)).toEqual([
      "Bringen Sie alles in Ihrem Ordner mit.",
    ]);
    // "das, was im Haus war" names no set: the content first as before.
    expect(split("Sie verkaufte das, was im Haus war.")).toEqual([
      "Etwas war im Haus.",
      "Sie verkaufte das.",
    ]);
  });

  it("'… alles/das, was …' at the end of a main clause -> the content first, then '… das (alles)'", () => {
    expect(split("Dann klopfte sie das, was sie gesammelt hatte, aus.")).toEqual([
      "Sie hatte etwas gesammelt.",
      "Dann klopfte sie das aus.",
    ]);
    expect(split("Die Wächter berichteten den Hohepriestern alles, was geschehen war.")).toEqual([
      "Etwas war geschehen.",
      "Die Wächter berichteten den Hohepriestern das alles.",
    ]);
  });

  it("'alles, was …' after the verbs that close the main clause, and before 'und' + a second verb", () => {
    expect(split("Aber sie warf alles ein, was sie besaß.")).toEqual([
      "Sie besaß etwas.",
      "Aber sie warf das alles ein.",
    ]);
    expect(split("Wir haben alles aufgegeben, was wir besaßen.")).toEqual([
      "Wir besaßen etwas.",
      "Wir haben das alles aufgegeben.",
    ]);
    expect(split("Wir haben alles, was wir besaßen, aufgegeben und sind dir nachgefolgt.")).toEqual([
      "Wir besaßen etwas.",
      "Wir haben das alles aufgegeben.",
      "Wir sind dir nachgefolgt.",
    ]);
    // A noun last: "was" refers to the whole clause; a subordinate host; a new subject after "und".
    for (const sentence of [
      "Er hat das Haus gekauft, was mich freut.",
      "Weil er alles verkauft hat, was er hatte.",
      "Sie hat das, was sie gesammelt hatte, ausgeklopft und es ergab ein Efa Gerste.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("preposition + 'das'/'dem' before a 'was' clause becomes the pronominal adverb", () => {
    expect(split("Er bekommt den Lohn für das, was er getan hat.")).toEqual([
      "Er hat etwas getan.",
      "Er bekommt den Lohn dafür.",
    ]);
    expect(split("Sie haben niemandem von dem berichtet, was sie gesehen hatten.")).toEqual([
      "Sie hatten etwas gesehen.",
      "Sie haben niemandem davon berichtet.",
    ]);
    expect(split("Von dem, was er sagte, habe ich nichts verstanden.")).toEqual([
      "Er sagte etwas.",
      "Davon habe ich nichts verstanden.",
    ]);
    // No pronominal adverb for "ohne": "das" stays.
    expect(split("Er ging ohne das, was er brauchte.")).toEqual(["Er brauchte etwas.", "Er ging ohne das."]);
    const dative = "Er ging zu dem Mann, was mich freute.";
    expect(split(dative)).toEqual([dative]);
  });

  it("'etwas'/'vieles' + a 'was' clause: the main clause, then the clause opened by 'Das'", () => {
    expect(split("Er tat etwas, was niemand erwartet hatte.")).toEqual([
      "Er tat etwas.",
      "Das hatte niemand erwartet.",
    ]);
    expect(split("Es gibt etwas, was Sie wissen müssen.", true)).toEqual([
      "Es gibt etwas.",
      "Das müssen Sie wissen.",
    ]);
    expect(split("Ich habe etwas gesehen, was mir Angst macht.")).toEqual([
      "Ich habe etwas gesehen.",
      "Das macht mir Angst.",
    ]);
    // Not for "nichts", "etwas" + a noun, or two joined clauses.
    for (const sentence of [
      "Es gibt nichts, was wir tun können.",
      "Er gab mir etwas Geld, was ich brauchte.",
      "Er tat etwas, was er gesehen hatte und was er kannte.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("not for 'alles' as the predicate of 'sein' (was 'Das ist das alles.')", () => {
    for (const sentence of ["Das ist alles, was ich habe.", "Das war alles, was er sagte."])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("preposition + 'allem' before a 'was' clause becomes 'all dem'", () => {
    expect(split("Wir helfen Ihnen bei allem, was Sie brauchen.", true)).toEqual([
      "Sie brauchen etwas.",
      "Wir helfen Ihnen bei all dem.",
    ]);
    expect(split("Und Noach hat nach allem getan, was Gott ihm befohlen hatte.")).toEqual([
      "Gott hatte ihm etwas befohlen.",
      "Und Noach hat nach all dem getan.",
    ]);
    // Not without a preposition ("allem" alone is no pointer), nor for a copula clause.
    for (const sentence of [
      "Er misstraut allem, was neu ist.",
      "Er sprach von allem, was auf der Erde ist.",
      "Sie können mit allem zu uns kommen, was Sie bedrückt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("not when another word may be the subject, or in a question", () => {
    const sentence = "Was mir mein Vater gab, ist groß.";
    expect(split(sentence)).toEqual([sentence]);
    const question = "Was ihr gehört habt, wisst ihr das";
    const clauses = splitSentence(
      { tokens: clauseTokens(question, false), end: "?" },
      { formal: false, variant: 0 },
    );
    expect(clauses.map((clause) => renderTokens(clause.tokens) + clause.end)).toEqual([`${question}?`]);
  });
});

describe("'es gibt/gab …, der/die …'", () => {
  it("the quantifier becomes the subject of the relative clause", () => {
    expect(split("Es gab aber einen, der Barabbas genannt wurde.")).toEqual([
      "Aber einer wurde Barabbas genannt.",
    ]);
    expect(split("Denn es waren viele, die kamen und gingen.")).toEqual(["Denn viele kamen und gingen."]);
  });

  it("not when the pronoun is an object", () => {
    const sentence = "Es gibt viele, die wir kennen.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("relative clause after einigen/vielen/allen", () => {
  it("keeps the quantity", () => {
    expect(split("Er half vielen, die krank waren.")).toEqual([
      "Er half vielen Menschen.",
      "Diese Menschen waren krank.",
    ]);
    expect(split("Ich gebe das allen, die mich lieben.")).toEqual([
      "Manche Menschen lieben mich.",
      "Ich gebe das all diesen Menschen.",
    ]);
  });

  it("not for 'viele' as a possible subject", () => {
    const sentence = "Ich kenne viele, die hier wohnen.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("'wer' clauses", () => {
  it("with a modal and an infinitive", () => {
    expect(split("Wer das Reich nicht wie ein Kind annehmen kann, soll nicht hineinkommen.")).toEqual([
      "Vielleicht kann jemand das Reich nicht wie ein Kind annehmen.",
      "Dann soll er nicht hineinkommen.",
    ]);
  });

  it("among more comma segments, also after 'und'", () => {
    expect(
      split(
        "Wer im Kleinen verlässlich ist, ist auch im Großen verlässlich, und wer bei euch groß sein möchte, soll euer Diener sein.",
      ),
    ).toEqual([
      "Vielleicht ist jemand im Kleinen verlässlich.",
      "Dann ist er auch im Großen verlässlich.",
      "Und vielleicht möchte jemand bei euch groß sein.",
      "Dann soll er euer Diener sein.",
    ]);
  });

  it("with two verb-final clauses joined by 'oder'/'und', 'wer' the subject of both", () => {
    expect(
      split(
        "Wer nicht lesen kann oder wegen einer Behinderung beeinträchtigt ist, darf sich von einer Person helfen lassen.",
      ),
    ).toEqual([
      "Vielleicht kann jemand nicht lesen oder ist wegen einer Behinderung beeinträchtigt.",
      "Dann darf er sich von einer Person helfen lassen.",
    ]);
    expect(split("Wer glaubt und getauft wird, wird gerettet werden.")).toEqual([
      "Vielleicht glaubt jemand und wird getauft.",
      "Dann wird er gerettet werden.",
    ]);
    // "wer" is the subject: the noun phrase with its article in the first part is the object.
    expect(split("Wer die Hand an den Pflug gelegt hat und sich umsieht, ist nicht brauchbar.")).toEqual([
      "Vielleicht hat jemand die Hand an den Pflug gelegt und sieht sich um.",
      "Dann ist er nicht brauchbar.",
    ]);
  });

  it("with 'oder'/'und' between words inside the clause", () => {
    expect(
      split("Wer dieser Verpflichtung vorsätzlich oder fahrlässig nicht nachkommt, handelt ordnungswidrig."),
    ).toEqual([
      "Vielleicht kommt jemand dieser Verpflichtung vorsätzlich oder fahrlässig nicht nach.",
      "Dann handelt er ordnungswidrig.",
    ]);
  });

  it("not when the second verb may share the first one's object, or the second clause has its own subject", () => {
    for (const sentence of [
      "Wer Äcker besaß oder über Häuser verfügte, brachte den Preis.",
      "Wer die Regeln kennt und sie ihm erklärt, hilft ihm.",
      "Wer das Gesetz hört und das Volk es nicht hält, wird bestraft.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("not when the main clause has a subject of its own (an indirect question)", () => {
    // No "jemand": split-question.ts makes it a direct question.
    expect(split("Wer den Anschlag gemacht hat, weiß man noch nicht.")).toEqual([
      "Man weiß noch nicht:",
      "Wer hat den Anschlag gemacht?",
    ]);
  });

  it("not in a question or as an indirect question", () => {
    const sentence = "Ich weiß nicht, wer das war, und du weißt es auch nicht.";
    expect(split(sentence)).not.toContain("Vielleicht war jemand das.");
  });
});

describe("a relative clause moved behind a main clause with 'sie'/'alle'/'es' as the subject", () => {
  it("the people first, then the main clause with 'diese Menschen'", () => {
    expect(split("Sie werden über sich selbst erschrecken, die jetzt über mich lachen.")).toEqual([
      "Manche Menschen lachen jetzt über mich.",
      "Diese Menschen werden über sich selbst erschrecken.",
    ]);
    expect(split("Alle werden sich freuen, die bei dir Zuflucht suchen.")).toEqual([
      "Manche Menschen suchen bei dir Zuflucht.",
      "All diese Menschen werden sich freuen.",
    ]);
    expect(split("Es werden jubeln über dich, die deinen Namen lieben.")).toEqual([
      "Manche Menschen lieben deinen Namen.",
      "Diese Menschen werden jubeln über dich.",
    ]);
  });

  it("'es' … 'alle' last: 'alle' is the subject 'es' held the place for", () => {
    expect(split("Es werden sich freuen und fröhlich sein alle, die dich suchen.")).toEqual([
      "Manche Menschen suchen dich.",
      "All diese Menschen werden sich freuen und fröhlich sein.",
    ]);
    expect(split("Es freuen sich alle, die dich suchen.")).toEqual([
      "Manche Menschen suchen dich.",
      "All diese Menschen freuen sich.",
    ]);
  });

  it("not when a noun in the host fits, another subject follows 'es', or 'Sie' is polite", () => {
    for (const sentence of [
      "Es freuen sich die Kinder alle, die dich suchen.",
      "Es werden sich alle Kinder freuen, die dich suchen.",
      "Sie lieben die Kinder, die dort lachen.",
    ])
      expect(split(sentence)).not.toContain("Manche Menschen suchen dich.");
    const polite = "Sie werden sich freuen, die hier wohnen.";
    expect(split(polite, true)).toEqual([polite]);
  });

  it("not when a purpose clause follows (it belongs to the relative clause)", () => {
    const sentence = "Sie werden beschämt, die mir nach dem Leben trachten, um es mir wegzunehmen.";
    expect(split(sentence).join(" ")).not.toContain("beschämt, um");
  });
});

describe("'die, die …' as the subject after a verb or after another clause", () => {
  it("'Dann werden die, die …, aufleuchten' -> the people first, then 'diese Menschen'", () => {
    expect(split("Dann werden die, die gerecht sind, aufleuchten wie die Sonne.")).toEqual([
      "Manche Menschen sind gerecht.",
      "Dann werden diese Menschen aufleuchten wie die Sonne.",
    ]);
  });

  it("'…, und die, die hinter ihm gingen, bekamen Angst'", () => {
    expect(
      split("Die Jünger wunderten sich darüber, und die, die hinter ihm gingen, bekamen Angst."),
    ).toEqual([
      "Die Jünger wunderten sich darüber.",
      "Und manche Menschen gingen hinter ihm.",
      "Diese Menschen bekamen Angst.",
    ]);
  });

  it("not when the verb is singular ('die' is one woman)", () => {
    const sentence = "Dann sagte die, die dort stand, nichts.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("'X ist der, der …' with two verbs", () => {
  it("'der' is the subject of both: a noun after it is the object", () => {
    expect(split("Der Mensch aber ist der, der das Wort hört und es mit Freude annimmt.")).toEqual([
      "Der Mensch aber hört das Wort und nimmt es mit Freude an.",
    ]);
  });

  it("not with another subject pronoun in the second part", () => {
    const sentence = "Der Mensch ist der, der das Wort hört und ich es annehme.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a w-question about 'das', then a 'was' clause naming it", () => {
  const ask = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: "?" }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("puts the content with 'etwas' first, then the question", () => {
    expect(ask("Was ist das, was ich von dir höre?")).toEqual(["Ich höre etwas von dir.", "Was ist das?"]);
    expect(ask("Warum tut ihr das, was verboten ist?")).toEqual([
      "Etwas ist verboten.",
      "Warum tut ihr das?",
    ]);
  });

  it("does not fire for a yes/no question or 'das' inside the question", () => {
    for (const sentence of ["Ist das, was du sagst, wahr?", "Wer hat das getan, was hier steht?"])
      expect(ask(sentence)).toEqual([sentence]);
  });
});

describe("'Niemand/Keiner, der …, V …': a condition and the main clause negated", () => {
  it("puts 'nicht' after 'Dann V er' where it can stand there", () => {
    expect(
      split("Niemand, der die Hand an den Pflug gelegt hat, ist brauchbar für das Reich von Gott."),
    ).toEqual([
      "Vielleicht hat jemand die Hand an den Pflug gelegt.",
      "Dann ist er nicht brauchbar für das Reich von Gott.",
    ]);
    expect(
      split(
        "Lasst ihn machen, denn niemand, der mit meinem Namen Wunder tut, wird schlecht über mich reden.",
      ),
    ).toEqual([
      "Lasst ihn machen.",
      "Denn vielleicht tut jemand mit meinem Namen Wunder.",
      "Dann wird er nicht schlecht über mich reden.",
    ]);
    expect(split("Keiner, der hier wohnt, ist reich.")).toEqual([
      "Vielleicht wohnt jemand hier.",
      "Dann ist er nicht reich.",
    ]);
  });

  it("not before an object, a declined adjective, a focus adverb or a negation of its own", () => {
    for (const sentence of [
      "Und niemand, der alten Wein trinkt, will neuen.",
      "Niemand, der mich liebt, kennt den Weg.",
      "Niemand, der hier wohnt, ist nicht reich.",
      "Niemand, der hier wohnt, ist auch reich.",
      "Niemand, der mich sieht, sieht mich.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("'Wer ist dieser, der …?': the clause first, then the question", () => {
  const ask = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: "?" }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("states what the one asked about does", () => {
    expect(ask("Wer ist dieser, der Gott lästert")).toEqual(["Dieser lästert Gott.", "Wer ist dieser?"]);
    expect(ask("Wer ist der, der mich berührt hat")).toEqual(["Jemand hat mich berührt.", "Wer ist das?"]);
  });

  it("not when the pronoun is an object or the sentence is no question", () => {
    expect(ask("Wer ist der, den ihr sucht")).toEqual(["Wer ist der, den ihr sucht?"]);
    expect(split("Wer ist dieser, der Gott lästert.")).toEqual(["Wer ist dieser, der Gott lästert."]);
  });
});

describe("a 'wer' clause after its main clause ('Einkaufen darf, wer …')", () => {
  it("fires after a main clause that ends with a modal, haben, bekommen or 'ist' + a state", () => {
    // Was left whole.
    expect(split("Einkaufen darf, wer in Rosenau wohnt.", true)).toEqual([
      "Vielleicht wohnt jemand in Rosenau.",
      "Dann darf er einkaufen.",
    ]);
    expect(split("Anspruch auf Wohngeld hat, wer zur Miete wohnt.", true)).toEqual([
      "Vielleicht wohnt jemand zur Miete.",
      "Dann hat er Anspruch auf Wohngeld.",
    ]);
    expect(split("Berechtigt ist, wer einen Schwerbehindertenausweis besitzt.", true)).toEqual([
      "Vielleicht besitzt jemand einen Schwerbehindertenausweis.",
      "Dann ist er berechtigt.",
    ]);
    // Also compounds of berechtigt and -pflichtig (was left whole).
    expect(split("Wahlberechtigt ist, wer die Staatsbürgerschaft besitzt.", true)).toEqual([
      "Vielleicht besitzt jemand die Staatsbürgerschaft.",
      "Dann ist er wahlberechtigt.",
    ]);
    expect(split("Schulpflichtig ist, wer in Bayern wohnt.", true)).toEqual([
      "Vielleicht wohnt jemand in Bayern.",
      "Dann ist er schulpflichtig.",
    ]);
  });

  it("fires after an object, a modal and its infinitive ('Einen Ausweis kann erhalten, wer …')", () => {
    // Was left whole.
    expect(split("Einen Ausweis kann erhalten, wer in der Stadt gemeldet ist.", true)).toEqual([
      "Vielleicht ist jemand in der Stadt gemeldet.",
      "Dann kann er einen Ausweis erhalten.",
    ]);
    expect(split("Den Antrag muss stellen, wer umzieht.", true)).toEqual([
      "Vielleicht zieht jemand um.",
      "Dann muss er den Antrag stellen.",
    ]);
    // Not with an infinitive first, nor with a verb that is no modal.
    for (const sentence of ["Mitkommen darf teilnehmen, wer will.", "Den Kurs wird leiten, wer Zeit hat."])
      expect(split(sentence, true)).toEqual([sentence]);
  });

  it("fires for two clauses of 'wer', the second with a modal and its object first", () => {
    // Was left whole: an article after "und" might have opened a subject of its own.
    expect(
      split(
        "Einkaufen darf, wer in Rosenau oder Birkach wohnt und ein geringes Einkommen nachweisen kann.",
        true,
      ),
    ).toEqual([
      "Vielleicht wohnt jemand in Rosenau oder Birkach und kann ein geringes Einkommen nachweisen.",
      "Dann darf er einkaufen.",
    ]);
    expect(split("Wer in Rosenau wohnt und eine Bescheinigung vorlegen kann, darf einkaufen.", true)).toEqual(
      ["Vielleicht wohnt jemand in Rosenau und kann eine Bescheinigung vorlegen.", "Dann darf er einkaufen."],
    );
    // "ein Nachweis" is a nominative alone: a subject of its own; a full verb may have one too.
    for (const sentence of [
      "Wer in Rosenau wohnt und ein Nachweis vorliegen muss, darf einkaufen.",
      "Wer in Rosenau wohnt und eine Bescheinigung vorliegt, darf einkaufen.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
  });

  it("does not fire when the wer clause asks ('Unklar ist, wer …', 'Mich interessiert, wer …')", () => {
    // The open question after a colon (split-question.ts).
    expect(split("Unklar ist, wer das Geld bekommt.", true)).toEqual([
      "Unklar ist:",
      "Wer bekommt das Geld?",
    ]);
    expect(split("Mich interessiert, wer das gesagt hat.", true)).toEqual([
      "Mich interessiert, wer das gesagt hat.",
    ]);
    expect(split("Ich weiß nicht, wer das gesagt hat.", true).join(" ")).not.toContain("Vielleicht");
  });

  it("does not fire for a bare modal or a pronoun that would point forward", () => {
    for (const sentence of [
      // "Vielleicht will jemand." would lose what is wanted.
      "Mitkommen darf, wer will.",
      // "Vielleicht braucht jemand sie." would point forward to "Hilfe".
      "Hilfe bekommt, wer sie braucht.",
      "Einen Zuschuss erhält, wer ihn beantragt.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
    // A full "haben"/"sein" is no bare modal.
    expect(split("Zuschüsse erhält, wer Kinder hat.", true)).toEqual([
      "Vielleicht hat jemand Kinder.",
      "Dann erhält er Zuschüsse.",
    ]);
    expect(split("Mitkommen darf, wer mitkommen möchte.", true)).toEqual([
      "Vielleicht möchte jemand mitkommen.",
      "Dann darf er mitkommen.",
    ]);
  });
});

describe("preposition + 'dem, was …' first ('Mit dem, was …, V …')", () => {
  it("puts the content first and the pronominal adverb before the main clause's verb", () => {
    expect(split("Mit dem, was Sie uns geschickt haben, können wir den Antrag prüfen.", true)).toEqual([
      "Sie haben uns etwas geschickt.",
      "Damit können wir den Antrag prüfen.",
    ]);
  });

  it("not for 'nach' ('according to'; 'Danach' would read as 'afterwards')", () => {
    // Was "Sie haben uns etwas geschrieben." / "Danach sind Sie umgezogen."
    const sentence = "Nach dem, was Sie uns geschrieben haben, sind Sie umgezogen.";
    expect(split(sentence, true).join(" ")).not.toContain("Danach");
  });
});
