import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("wollen + dass clause", () => {
  it("asks with 'soll' what the other wants", () => {
    expect(split("Was willst du, dass ich für dich tue", "?")).toEqual(["Was soll ich für dich tun?"]);
    expect(split("Was wollt ihr, dass ich für euch tun soll", "?")).toEqual(["Was soll ich für euch tun?"]);
    expect(split("Wollt ihr, dass ich euch den König der Juden freilasse", "?")).toEqual([
      "Soll ich euch den König der Juden freilassen?",
    ]);
  });

  it("states the wish after a colon with 'soll'", () => {
    expect(split("Er wollte nicht, dass jemand es erfährt.")).toEqual([
      "Er wollte:",
      "Niemand soll es erfahren.",
    ]);
    expect(split("Sie wollen, dass der Mann die Tür aufmacht.")).toEqual([
      "Sie wollen:",
      "Der Mann soll die Tür aufmachen.",
    ]);
    expect(split("Er wollte nicht, dass sie es erfährt.")).toEqual([
      "Er wollte:",
      "Sie soll es nicht erfahren.",
    ]);
  });

  it("leaves negations it cannot place and partitive subjects", () => {
    for (const sentence of [
      "Er wollte nicht, dass sie einen Hund kauft.",
      "Er wollte nicht, dass jemand von ihnen es erfährt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps a passive with 'soll' + participle + 'werden'", () => {
    expect(split("Gott will, dass alle Menschen gerettet werden.")).toEqual([
      "Gott will:",
      "Alle Menschen sollen gerettet werden.",
    ]);
  });
});

describe("dass after a correlative 'so'", () => {
  it("reads the clause as the content, not as a consequence", () => {
    expect(split("So ist es geschrieben, dass der Messias leidet.")).toEqual([
      "So ist es geschrieben:",
      "Der Messias leidet.",
    ]);
    expect(split("Nun war es aber so, dass Pilatus zum Fest einen Gefangenen freiliess.")).toEqual([
      "Nun war es aber so:",
      "Pilatus liess zum Fest einen Gefangenen frei.",
    ]);
  });

  it("keeps the consequence after 'so' + adjective", () => {
    expect(split("Er war so müde, dass er einschlief.")).toEqual([
      "Er war so müde.",
      "Deshalb schlief er ein.",
    ]);
  });
});

describe("a why-question about not telling", () => {
  it("states the content first and asks with 'das'", () => {
    expect(split("Warum hast du mir nicht mitgeteilt, dass sie deine Frau ist", "?")).toEqual([
      "Sie ist deine Frau.",
      "Warum hast du mir das nicht mitgeteilt?",
    ]);
  });

  it("keeps a question without 'nicht' as reported content", () => {
    expect(split("Warum hast du gesagt, dass sie deine Schwester ist", "?")).toEqual([
      "Warum hast du gesagt:",
      "Sie ist deine Schwester?",
    ]);
  });
});

describe("a sentence that is only a dass clause", () => {
  it("states a past fact or a 'sollen' in main-clause order", () => {
    expect(split("Dass er gestorben ist.")).toEqual(["Er ist gestorben."]);
    expect(split("Dass ihr einander lieben sollt.")).toEqual(["Ihr sollt einander lieben."]);
  });

  it("leaves a bare present, which may be a command", () => {
    expect(split("Dass ihr einander liebt.")).toEqual(["Dass ihr einander liebt."]);
  });
});

describe("a dass clause with a contrast after its verb", () => {
  it("keeps the contrast at the end of the content", () => {
    expect(
      split(
        "Ihr seht, dass der Mensch wegen seiner Taten frei gesprochen wird und nicht nur wegen seines Glaubens.",
      ),
    ).toEqual([
      "Ihr seht:",
      "Der Mensch wird wegen seiner Taten frei gesprochen und nicht nur wegen seines Glaubens.",
    ]);
  });

  it("leaves a negated main clause and a second verb", () => {
    const negated = "Ich glaube nicht, dass er kommt und nicht wegen des Geldes.";
    expect(split(negated)).toEqual([negated]);
    expect(split("Wir wissen, dass er kommt und nicht geht.")).toEqual([
      "Wir wissen:",
      "Er kommt.",
      "Und er geht nicht.",
    ]);
  });
});

describe("a wish of the writer in a letter", () => {
  it("becomes a request with 'Bitte'", () => {
    const letter = (sentence: string): string[] =>
      splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      );
    expect(letter("Wir möchten, dass Sie uns die Unterlagen zurückschicken.")).toEqual([
      "Bitte schicken Sie uns die Unterlagen zurück.",
    ]);
  });
});

describe("a relative with a name as subject of a dass clause", () => {
  it("keeps the name with 'Ihr Kind' / 'sein Sohn' when the verb moves", () => {
    expect(split("Wir wissen, dass Ihr Kind Lena ab dem 1. August einen Platz erhält.")).toEqual([
      "Wir wissen:",
      "Ihr Kind Lena erhält ab dem 1. August einen Platz.",
    ]);
  });

  it("does not read a name after article + noun as part of the subject, nor guess a surname", () => {
    expect(split("Er sah, dass der Mann Jesus sah.")).toEqual(["Er sah:", "Der Mann sah Jesus."]);
    expect(split("Wir wissen, dass Ihre Tochter Anna Müller einen Platz erhält.").join(" ")).not.toContain(
      "erhält Müller",
    );
  });
});

describe("'Es ist wichtig/notwendig, dass Sie …' in a letter", () => {
  const split = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("becomes a request and the reason", () => {
    expect(split("Es ist wichtig, dass Sie die Frist einhalten.")).toEqual([
      "Bitte halten Sie die Frist ein.",
      "Das ist wichtig.",
    ]);
    expect(split("Es ist sehr wichtig, dass Sie nicht zu spät kommen.")).toEqual([
      "Bitte kommen Sie nicht zu spät.",
      "Das ist sehr wichtig.",
    ]);
    expect(split("Es ist erforderlich, dass Sie die Unterlagen bis zum 3. Mai einreichen.")).toEqual([
      "Bitte reichen Sie die Unterlagen bis zum 3. Mai ein.",
      "Das ist erforderlich.",
    ]);
    // "sein" has its own polite imperative.
    expect(split("Es ist wichtig, dass Sie pünktlich sind.")).toEqual([
      "Bitte seien Sie pünktlich.",
      "Das ist wichtig.",
    ]);
  });

  it("uses 'seien' for 'sein', here and after 'Wir möchten, dass …'", () => {
    expect(split("Es ist wichtig, dass Sie pünktlich sind.")).toEqual([
      "Bitte seien Sie pünktlich.",
      "Das ist wichtig.",
    ]);
    expect(split("Wir möchten, dass Sie pünktlich sind.")).toEqual(["Bitte seien Sie pünktlich."]);
  });

  it("not for another subject, a modal or another main clause", () => {
    expect(split("Es ist wichtig, dass wir die Regeln einhalten.").join(" ")).not.toContain("Bitte");
    expect(split("Es ist wichtig, dass Sie kommen können.").join(" ")).not.toContain("Bitte");
    expect(split("Es war wichtig, dass Sie kamen.").join(" ")).not.toContain("Bitte");
  });
});

describe("a letter's dass clause after 'Wir bitten Sie' / 'Achten Sie darauf': a request", () => {
  const letter = (sentence: string, formal = true): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("asks the reader with 'Bitte V Sie …'", () => {
    expect(letter("Wir bitten Sie, dass Sie die Unterlagen bis Freitag schicken.")).toEqual([
      "Bitte schicken Sie die Unterlagen bis Freitag.",
    ]);
    expect(letter("Wir möchten Sie bitten, dass Sie pünktlich kommen.")).toEqual([
      "Bitte kommen Sie pünktlich.",
    ]);
    expect(letter("Bitte achten Sie darauf, dass Sie die Frist nicht versäumen.")).toEqual([
      "Bitte versäumen Sie die Frist nicht.",
    ]);
    // A condition after it still splits off.
    expect(letter("Wir bitten Sie, dass Sie uns anrufen, wenn Sie Fragen haben.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann rufen Sie uns bitte an.",
    ]);
  });

  it("says with 'müssen' what must be so after 'Achten Sie darauf' / 'Sorgen Sie dafür'", () => {
    expect(letter("Bitte sorgen Sie dafür, dass Ihr Konto gedeckt ist.")).toEqual([
      "Bitte sorgen Sie dafür:",
      "Ihr Konto muss gedeckt sein.",
    ]);
    expect(letter("Bitte achten Sie darauf, dass die Kinder warme Kleidung tragen.")).toEqual([
      "Bitte achten Sie darauf:",
      "Die Kinder müssen warme Kleidung tragen.",
    ]);
    expect(letter("Bitte sorgen Sie dafür, dass Sie rechtzeitig da sind.")).toEqual([
      "Bitte sorgen Sie dafür:",
      "Sie müssen rechtzeitig da sein.",
    ]);
  });

  it("does not fire for a statement, a negated 'müssen', a modal or a text that does not address its reader", () => {
    expect(letter("Sie achten darauf, dass Sie die Frist einhalten.")).toEqual([
      "Sie achten darauf:",
      "Sie halten die Frist ein.",
    ]);
    // "muss nicht leer sein" would say something else; "darf nicht" (dass-obligation.ts) says it.
    expect(letter("Bitte sorgen Sie dafür, dass das Konto nicht leer ist.")).toEqual([
      "Bitte sorgen Sie dafür:",
      "Das Konto darf nicht leer sein.",
    ]);
    expect(letter("Wir bitten Sie, dass Sie die Frist einhalten können.")).toEqual([
      "Wir bitten Sie:",
      "Sie können die Frist einhalten.",
    ]);
    // Not the reader's request: what they ask for is said with "sollen" (was "Sie schicken …").
    expect(letter("Sie bitten darum, dass sie die Unterlagen schicken.", false)).toEqual([
      "Sie bitten darum:",
      "Sie sollen die Unterlagen schicken.",
    ]);
  });
});

describe("a preference: 'Es ist besser, dass …'", () => {
  it("gives what should happen with 'soll', not a fact", () => {
    expect(split("Es ist besser, dass ein Mensch für das Volk stirbt.")).toEqual([
      "Es ist besser:",
      "Ein Mensch soll für das Volk sterben.",
    ]);
    expect(split("Denn es ist besser für dich, dass du allein kommst.")).toEqual([
      "Denn es ist besser für dich:",
      "Du sollst allein kommen.",
    ]);
  });

  it("keeps the sentence when the content takes no 'soll'; other judgements state the fact", () => {
    for (const sentence of [
      "Es ist dir besser, dass du nicht kommst.",
      "Es ist besser, dass er gekommen ist.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Es ist gut, dass wir hier sind.")).toEqual(["Wir sind hier.", "Das ist gut."]);
  });
});

describe("a calling or duty: 'dazu bestimmt/berufen/verpflichtet, dass …'", () => {
  it("says with 'soll' what someone shall do", () => {
    expect(split("Ich habe euch dazu bestimmt, dass ihr Frucht bringt")).toEqual([
      "Ich habe euch dazu bestimmt:",
      "Ihr sollt Frucht bringen.",
    ]);
    expect(split("Gott hat uns dazu berufen, dass wir einander lieben")).toEqual([
      "Gott hat uns dazu berufen:",
      "Wir sollen einander lieben.",
    ]);
    expect(split("Er ermahnte sie dazu, dass sie fleißig arbeiten")).toEqual([
      "Er ermahnte sie dazu:",
      "Sie sollen fleißig arbeiten.",
    ]); // Forced, it happens: "zwingen" gives no "soll".
    expect(split("Die hohen Preise zwingen viele Familien dazu, dass sie weniger kaufen")).not.toContain(
      "Sie sollen weniger kaufen.",
    );
  });

  it("keeps a content without 'soll' whole and leaves consequences and negated callings to other steps", () => {
    const negated = "Er ermahnte sie dazu, dass sie nicht stehlen";
    expect(split(negated)).toEqual([`${negated}.`]);
    expect(split("Das hat dazu geführt, dass die Preise gestiegen sind")).toEqual([
      "Das hat dazu geführt:",
      "Die Preise sind gestiegen.",
    ]);
    const none = "Niemand zwingt dich dazu, dass du unterschreibst";
    expect(split(none)).toEqual([`${none}.`]);
  });
});

describe("a dass clause whose subject has its own prepositional phrase", () => {
  it("keeps the phrase with the noun that takes it", () => {
    expect(split("Wir teilen Ihnen mit, dass der Antrag auf Wohngeld abgelehnt ist")).toEqual([
      "Wir teilen Ihnen mit:",
      "Der Antrag auf Wohngeld ist abgelehnt.",
    ]);
    expect(split("Wir weisen darauf hin, dass die Teilnahme am Kurs Pflicht ist")).toEqual([
      "Wir weisen darauf hin:",
      "Die Teilnahme am Kurs ist Pflicht.",
    ]);
  });

  it("leaves a time, a date and other nouns' phrases to the verb", () => {
    expect(split("Wir teilen Ihnen mit, dass der Antrag am Montag eingegangen ist")).toEqual([
      "Wir teilen Ihnen mit:",
      "Der Antrag ist am Montag eingegangen.",
    ]);
    expect(split("Er sagt, dass der Mann auf Gott vertraut")).toEqual([
      "Er sagt:",
      "Der Mann vertraut auf Gott.",
    ]);
    expect(split("Er weiß, dass die Frist für den Antrag am 3. Mai endet")).toEqual([
      "Er weiß:",
      "Die Frist für den Antrag endet am 3. Mai.",
    ]);
    // A set phrase of the verb, a dative after "auf", a copula that would keep no predicate.
    expect(split("Er sagt, dass Ihr Anspruch auf Dauer besteht")).toEqual([
      "Er sagt:",
      "Ihr Anspruch besteht auf Dauer.",
    ]);
    expect(split("Er sagt, dass das Recht auf Ihrer Seite ist")).toEqual([
      "Er sagt:",
      "Das Recht ist auf Ihrer Seite.",
    ]);
  });

  it("takes a genitive after the phrase along", () => {
    expect(split("Wir teilen Ihnen mit, dass der Anspruch auf Leistungen des Jobcenters entfällt")).toEqual([
      "Wir teilen Ihnen mit:",
      "Der Anspruch auf Leistungen des Jobcenters entfällt.",
    ]);
  });
});
