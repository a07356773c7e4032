import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, variant = 0): string[] =>
  splitSentence({ tokens: clauseTokens(sentence), end: "." }, { formal: true, variant }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("splitSentence: subordinate clauses", () => {
  it("keeps a relative clause on a bare singular subject in a letter ('Urlaub, der …')", () => {
    // Was "Der Urlaub wurde bereits genehmigt." / "Urlaub bleibt davon unberührt." (all leave).
    for (const sentence of [
      "Urlaub, der bereits genehmigt wurde, bleibt davon unberührt.",
      "Post, die an die alte Adresse geht, leiten wir weiter.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // With an article the clause is about the one thing named.
    expect(split("Der Urlaub, der bereits genehmigt wurde, bleibt davon unberührt.")).toEqual([
      "Der Urlaub wurde bereits genehmigt.",
      "Der Urlaub bleibt davon unberührt.",
    ]);
  });

  it("keeps a relative clause on a bare singular subject outside letters too ('Müll, der …')", () => {
    // Was "Der Müll steht neben der Tonne." / "Man holt keinen Müll ab." (no rubbish collected at all).
    const informal = (sentence: string): string[] =>
      splitSentence({ tokens: clauseTokens(sentence), end: "." }, { formal: false, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      );
    for (const sentence of [
      "Müll, der neben der Tonne steht, wird nicht abgeholt.",
      "Wasser, das aus dem Hahn kommt, kann man trinken.",
      "Milch, die offen im Kühlschrank steht, wird schnell sauer.",
    ])
      expect(informal(sentence)).toEqual([sentence]);
    // A noun used as a name takes an aside.
    expect(informal("Gott, der Himmel und Erde gemacht hat, segnet dich.")).toEqual([
      "Gott hat Himmel und Erde gemacht.",
      "Gott segnet dich.",
    ]);
  });

  it("keeps the restriction of an inverted bare plural subject ('Berechtigt sind Personen …, die …')", () => {
    // Was "Berechtigt sind Personen mit Wohnsitz im Landkreis." / "Die besitzen einen …" (all residents entitled).
    expect(split("Berechtigt sind Personen mit Wohnsitz im Landkreis, die einen Ausweis besitzen.")).toEqual([
      "Manche Personen mit Wohnsitz im Landkreis besitzen einen Ausweis.",
      "Diese Personen sind berechtigt.",
    ]);
    expect(split("Eingeladen sind Kinder aus dem Ort, die gern singen.")).toEqual([
      "Manche Kinder aus dem Ort singen gern.",
      "Diese Kinder sind eingeladen.",
    ]);
    // A plural noun in the attribute may be what the clause is about: whole.
    expect(split("Eingeladen sind Kinder aus den Dörfern, die gern singen.")).toEqual([
      "Eingeladen sind Kinder aus den Dörfern, die gern singen.",
    ]);
    // A noun phrase first is the subject; the clause describes the predicate and splits as before.
    expect(split("Fische sind Tiere, die nur im Wasser leben.")).toEqual([
      "Fische sind Tiere.",
      "Die Tiere leben nur im Wasser.",
    ]);
    expect(split("Sperrmüll sind Gegenstände aus dem Haushalt, die nicht in die Tonne passen.")).toEqual([
      "Sperrmüll sind Gegenstände aus dem Haushalt.",
      "Die Gegenstände passen nicht in die Tonne.",
    ]);
  });

  it("never cuts 'je … desto/umso' apart: said as a condition, or kept whole", () => {
    // Was "Je früher Sie kommen." / "Desto mehr Möglichkeiten gibt es."
    expect(split("Je früher Sie kommen, desto mehr Möglichkeiten gibt es.")).toEqual([
      "Vielleicht kommen Sie früher.",
      "Dann gibt es mehr Möglichkeiten.",
    ]);
    expect(split("Je länger Sie warten, umso teurer wird es.")).toEqual([
      "Vielleicht warten Sie länger.",
      "Dann wird es teurer.",
    ]);
    // Verbless halves stay whole, with "um so" as with "umso".
    expect(split("Je höher das Einkommen, um so niedriger der Beitrag.")).toEqual([
      "Je höher das Einkommen, um so niedriger der Beitrag.",
    ]);
    // "je" as a distributive still splits as before.
    expect(split("Die Kinder bekommen je 5 Euro, die Erwachsenen zahlen nichts.")).toEqual([
      "Die Kinder bekommen je 5 Euro.",
      "Die Erwachsenen zahlen nichts.",
    ]);
    expect(split("Sie zahlen 2 Euro je Einkauf, weil die Kosten gestiegen sind.")).toEqual([
      "Die Kosten sind gestiegen.",
      "Deshalb zahlen Sie 2 Euro je Einkauf.",
    ]);
  });

  it("turns a causal clause into a sentence and 'Deshalb'", () => {
    expect(split("Sie bekommen kein Geld, weil die Unterlagen fehlen.")).toEqual([
      "Die Unterlagen fehlen.",
      "Deshalb bekommen Sie kein Geld.",
    ]);
  });

  it("keeps a main clause's 'Dann' first and gives the cause 'Denn' (no 'Deshalb' in its place)", () => {
    expect(
      split(
        "Wenn Sie nicht zahlen, müssen wir Ihren Antrag ablehnen, weil wir die Voraussetzungen nicht prüfen können.",
      ),
    ).toEqual([
      "Vielleicht zahlen Sie nicht.",
      "Dann müssen wir Ihren Antrag ablehnen.",
      "Denn wir können die Voraussetzungen nicht prüfen.",
    ]);
    expect(split("Dann müssen wir den Antrag ablehnen, da die Unterlagen fehlen.")).toEqual([
      "Dann müssen wir den Antrag ablehnen.",
      "Denn die Unterlagen fehlen.",
    ]);
  });

  it("reads a condition, its relative clause and a main clause opened by 'so' as one condition", () => {
    expect(
      split(
        "Sollten Gründe vorliegen, die das Fehlen entschuldigen, so werden Sie gebeten, diese darzulegen.",
      ),
    ).toEqual([
      "Vielleicht liegen Gründe vor, die das Fehlen entschuldigen.",
      "Dann werden Sie gebeten, diese darzulegen.",
    ]);
    expect(
      split("Sollten Gründe vorliegen, die das Fehlen entschuldigen, werden Sie gebeten, diese darzulegen."),
    ).toEqual([
      "Vielleicht liegen Gründe vor, die das Fehlen entschuldigen.",
      "Dann werden Sie gebeten, diese darzulegen.",
    ]);
    expect(split("Wenn Sie Fragen haben, die den Antrag betreffen, so rufen Sie uns an.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Die Fragen betreffen den Antrag.",
      "Dann rufen Sie uns an.",
    ]);
    // Examples after the relative clause stay behind it (was left whole as a "Wenn" clause); the
    // condition is never cut off before "So".
    expect(
      split(
        "Sollten Gründe vorliegen, die das Fehlen entschuldigen, wie etwa eine Erkrankung, so werden Sie gebeten, diese darzulegen.",
      ),
    ).toEqual([
      "Vielleicht liegen Gründe vor, die das Fehlen entschuldigen, wie etwa eine Erkrankung.",
      "Dann werden Sie gebeten, diese darzulegen.",
    ]);
    // A verb-first "Sie" condition: the relative clause is split as in the "wenn" clause, never out
    // of the condition, whose main clause would then lose it.
    expect(
      split(
        "Entscheiden Sie sich für Geräte, deren Preis über dem Festbetrag liegt, tragen Sie die Mehrkosten selbst.",
      ),
    ).toEqual([
      "Der Preis von manchen Geräten liegt über dem Festbetrag.",
      "Vielleicht entscheiden Sie sich für diese Geräte.",
      "Dann tragen Sie die Mehrkosten selbst.",
    ]);
    expect(split("Haben Sie Fragen, die den Antrag betreffen, rufen Sie uns an.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Die Fragen betreffen den Antrag.",
      "Dann rufen Sie uns an.",
    ]);
    // A request with a relative clause and no main clause after it is no condition; what is to be
    // chosen is no fact yet ("Das Gerät passt zu Ihnen." would state it), so it stays whole.
    expect(split("Wählen Sie ein Gerät, das zu Ihnen passt.")).toEqual([
      "Wählen Sie ein Gerät, das zu Ihnen passt.",
    ]);
    // "Wie …, so …" compares; a "wenn" clause whose rest does not split keeps its "so".
    const kept =
      "Wenn wir heute geprüft werden, durch welches er gerettet worden ist, so sei euch allen bekannt.";
    expect(split(kept)).toEqual([kept]);
  });

  it("turns a leading condition into 'Vielleicht ... Dann', separable verb split", () => {
    expect(split("Wenn Sie umziehen, müssen Sie sich ummelden.")).toEqual([
      "Vielleicht ziehen Sie um.",
      "Dann müssen Sie sich ummelden.",
    ]);
  });

  it("puts the verb second in an extracted clause", () => {
    expect(split("Wir können nicht zahlen, weil der Antrag noch nicht vollständig ist.")).toEqual([
      "Der Antrag ist noch nicht vollständig.",
      "Deshalb können wir nicht zahlen.",
    ]);
  });

  it("handles concession, purpose, dass and ob", () => {
    expect(split("Obwohl er krank war, ging er zur Arbeit.")).toEqual([
      "Er war krank.",
      "Trotzdem ging er zur Arbeit.",
    ]);
    expect(split("Wir brauchen Ihre Unterschrift, damit wir den Antrag bearbeiten können.")).toEqual([
      "Wir brauchen Ihre Unterschrift.",
      "Dann können wir den Antrag bearbeiten.",
    ]);
    expect(split("Gott sah, dass es gut war.")).toEqual(["Gott sah:", "Es war gut."]);
    expect(split("Wir prüfen, ob Sie Anspruch auf Wohngeld haben.")).toEqual([
      "Wir prüfen:",
      "Haben Sie Anspruch auf Wohngeld?",
    ]);
  });

  it("uses another connector for the reroll variant", () => {
    expect(split("Sie bekommen kein Geld, weil die Unterlagen fehlen.", 1)[1]).toBe(
      "Darum bekommen Sie kein Geld.",
    );
  });

  it("does not fire when the clause does not end in its finite verb", () => {
    const sentence = "Er kam später, weil er den Bus verpasst hat und dann zu Fuß ging nach Hause.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps a main clause that cannot take 'Deshalb' first and adds 'Denn'", () => {
    expect(split("Leider können wir nicht entscheiden, weil die Unterlagen fehlen.")).toEqual([
      "Leider können wir nicht entscheiden.",
      "Denn die Unterlagen fehlen.",
    ]);
  });

  it("puts 'dann' after the verb when the main clause cannot be inverted for 'Dann'", () => {
    // "da sind" reads like "vorliegen" ("da" before the verb is no subordinator).
    expect(split("Morgen bekommen Sie Geld, wenn die Unterlagen da sind.")).toEqual([
      "Vielleicht sind die Unterlagen da.",
      "Morgen bekommen Sie dann Geld.",
    ]);
  });

  it("does not take 'da' as a subordinator without a comma", () => {
    expect(split("Da entstand Helligkeit.")).toEqual(["Da entstand Helligkeit."]);
  });
});

describe("splitSentence: a clause inside an open modal clause", () => {
  it("reads no relative clause into the infinitive that closes the modal", () => {
    // Was "Dann können Sie." / "Die Fragen rufen Hotline an.".
    const sentence = "Sie können, wenn Sie Fragen haben, die Hotline anrufen.";
    expect(split(sentence).some((clause) => /^Dann können Sie\.$|Fragen rufen/.test(clause))).toBe(false);
  });
});

describe("splitSentence: relative clauses", () => {
  it("puts an embedded relative clause about the subject first, its own subject first", () => {
    expect(split("Der Antrag, den Sie gestellt haben, ist vollständig.")).toEqual([
      "Sie haben den Antrag gestellt.",
      "Der Antrag ist vollständig.",
    ]);
    expect(split("Die Frau, die nebenan wohnt, ist krank.")).toEqual([
      "Die Frau wohnt nebenan.",
      "Die Frau ist krank.",
    ]);
  });

  it("keeps the main clause first when the antecedent is not the subject", () => {
    expect(split("Wir haben den Antrag, den Sie gestellt haben, geprüft.")).toEqual([
      "Wir haben den Antrag geprüft.",
      "Sie haben den Antrag gestellt.",
    ]);
  });

  it("extracts a trailing relative clause with a preposition", () => {
    expect(split("Sie bekommen einen Brief, in dem alle Termine stehen.")).toEqual([
      "Sie bekommen einen Brief.",
      "In dem Brief stehen alle Termine.",
    ]);
  });

  it("does not fire when gender does not fit ('die' after a masculine noun)", () => {
    const sentence = "Gott nannte die Helligkeit Tag, die Finsternis aber nannte er Nacht.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("does not fire on 'deren'", () => {
    const sentence = "Das sind Bäume, die deren Früchte ihren Samen in sich haben.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("splits the relative clause of a part that ends in a colon once a 'dass' clause became its content", () => {
    expect(
      split("Denn das ist die Botschaft, die ihr gehört habt, dass wir einander helfen sollen."),
    ).toEqual([
      "Denn das ist die Botschaft.",
      "Ihr habt die Botschaft gehört:",
      "Wir sollen einander helfen.",
    ]);
  });
});

describe("splitSentence: coordination and punctuation", () => {
  it("splits two verbs with a shared subject and repeats it", () => {
    expect(split("Wir prüfen den Antrag und schicken Ihnen einen Brief.")).toEqual([
      "Wir prüfen den Antrag.",
      "Dann schicken wir Ihnen einen Brief.",
    ]);
  });

  it("splits two full clauses joined by 'und'", () => {
    expect(split("Es wurde Abend und es wurde Morgen.")).toEqual(["Es wurde Abend.", "Es wurde Morgen."]);
  });

  it("splits at a semicolon between two clauses", () => {
    expect(split("Der Termin ist am Montag; bitte bringen Sie Ihren Ausweis mit.")).toEqual([
      "Der Termin ist am Montag.",
      "Bitte bringen Sie Ihren Ausweis mit.",
    ]);
  });

  it("does not split coordinated nouns", () => {
    expect(split("Brot und Butter haben wir gekauft.")).toEqual(["Brot und Butter haben wir gekauft."]);
    expect(split("Der Mann und die Frau gehen nach Hause.")).toEqual([
      "Der Mann und die Frau gehen nach Hause.",
    ]);
  });

  it("does not split inside an ob-clause", () => {
    const sentence = "Wir wissen nicht, ob der Vater und die Kinder kommen.";
    expect(split(sentence)).toEqual(["Wir wissen nicht:", "Kommen der Vater und die Kinder?"]);
  });
});

describe("splitSentence: verb series, als, um ... zu", () => {
  it("splits a comma series of verbs with a shared subject (narration: Dann)", () => {
    expect(split("Er verkaufte ihn, brachte das Geld und legte es den Aposteln zu Füßen.")).toEqual([
      "Er verkaufte ihn.",
      "Dann brachte er das Geld.",
      "Dann legte er es den Aposteln zu Füßen.",
    ]);
    expect(split("Das Kind ist 5 Jahre alt, geht in den Kindergarten.")).toEqual([
      "Das Kind ist 5 Jahre alt.",
      "Das Kind geht in den Kindergarten.",
    ]);
  });

  it("takes the subject of the nearest clause and splits clauses opening with a phrase", () => {
    expect(split("Da bebte die Erde und ein Engel kam vom Himmel, rollte den Stein weg.")).toEqual([
      "Da bebte die Erde.",
      "Ein Engel kam vom Himmel.",
      "Dann rollte der Engel den Stein weg.",
    ]);
    expect(split("Er baute sein Zelt auf, im Westen war Bethel und im Osten war Ai.")).toEqual([
      "Er baute sein Zelt auf.",
      "Im Westen war Bethel.",
      "Im Osten war Ai.",
    ]);
  });

  it("does not take an address, a verb after a subordinate clause or noun coordination for a clause", () => {
    for (const sentence of [
      "Ich grüße Sie, liebe Frau Müller.",
      "Und es war, als sie nach Betlehem kamen, geriet die ganze Stadt außer sich.",
      "Wenn aber niemand lösen will, dann verrate es mir.",
    ])
      expect(split(sentence)).not.toContain("Dann geriet es die ganze Stadt außer sich.");
    expect(split("Ich grüße Sie, liebe Frau Müller.")).toEqual(["Ich grüße Sie, liebe Frau Müller."]);
    expect(split("Sie sollen als Zeichen für Tage und Jahre dienen.")).toEqual([
      "Sie sollen als Zeichen für Tage und Jahre dienen.",
    ]);
  });

  it("turns a leading temporal 'als' into a sentence and 'Da'; never the comparison", () => {
    expect(split("Als es Abend wurde, kam er nach Hause.")).toEqual([
      "Es wurde Abend.",
      "Da kam er nach Hause.",
    ]);
    expect(split("Er ist größer, als ich dachte.")).toEqual(["Er ist größer, als ich dachte."]);
  });

  it("keeps 'Und' in front of a split condition", () => {
    expect(split("Und wenn eine Familie zerstritten ist, kann sie nicht bestehen.")).toEqual([
      "Und vielleicht ist eine Familie zerstritten.",
      "Dann kann sie nicht bestehen.",
    ]);
  });

  it("turns 'um ... zu' into 'wollen' with the main clause's subject, not a passive; 'zu alt' -> 'Deshalb kann … nicht'", () => {
    expect(split("Sie gingen auf dem Weg, um ins Land Juda zurückzukehren.")).toEqual([
      "Sie gingen auf dem Weg.",
      "Sie wollten ins Land Juda zurückkehren.",
    ]);
    expect(split("Das Jobcenter braucht Ihre Unterlagen, um den Antrag zu prüfen.")).toEqual([
      "Das Jobcenter braucht Ihre Unterlagen.",
      "Das Jobcenter will den Antrag prüfen.",
    ]);
    expect(split("Ich bin zu alt, um die Frau von einem Mann zu werden.")).toEqual([
      "Ich bin zu alt.",
      "Deshalb kann ich nicht die Frau von einem Mann werden.",
    ]);
    for (const sentence of [
      "Der Brief wurde geschickt, um Sie zu informieren.",
      "Es ist wichtig, um Geld zu sparen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("splitSentence: three and more comma segments", () => {
  it("splits the left part first, then a trailing subordinate clause with the last clause", () => {
    expect(split("Als es Abend wurde, kamen die Jünger, die bei ihm waren.")).toEqual([
      "Es wurde Abend.",
      "Da kamen die Jünger.",
      "Die Jünger waren bei ihm.",
    ]);
    expect(split("Wenn sie vom Markt kommen, waschen sie sich, bevor sie essen.")).toEqual([
      "Vielleicht kommen sie vom Markt.",
      "Dann waschen sie sich.",
      "Danach essen sie.",
    ]);
  });

  it("does not take a relative clause as the main clause of a leading subordinate clause", () => {
    // The relative clause stays with the clause made of the leading one (split-trailing-dependent).
    expect(split("Nachdem er in den Kahn gestiegen war, der Simon gehörte, bat er ihn um Hilfe.")).toEqual([
      "Zuerst ist er in den Kahn gestiegen.",
      "Der Kahn gehörte Simon.",
      "Danach bat er ihn um Hilfe.",
    ]);
  });

  it("does not attach a relative clause to a reordered clause or a second dass clause to the content", () => {
    // The relative clause gets the noun of the reordered clause, not its new last word.
    expect(split("Sie bekommen kein Geld, weil die Unterlagen fehlen, die wir brauchen.")).toEqual([
      "Die Unterlagen fehlen.",
      "Deshalb bekommen Sie kein Geld.",
      "Wir brauchen die Unterlagen.",
    ]);
    // Both dass clauses are the content of "zurufen" (split-repeated-subordinate.ts).
    expect(split("Er ruft ihm zu, dass sein Dienst vollendet ist, dass seine Schuld bezahlt ist.")).toEqual([
      "Er ruft ihm zu:",
      "Sein Dienst ist vollendet.",
      "Seine Schuld ist bezahlt.",
    ]);
  });

  it("never cuts a fronted phrase with its relative clause off the request after it", () => {
    // Was "Jede Änderung, die Ihr Einkommen betrifft." / "Teilen Sie uns bitte sofort mit."; the
    // pronoun may be the subject or the object of "betrifft", so the sentence stays whole.
    for (const sentence of [
      "Jede Änderung, die Ihr Einkommen betrifft, teilen Sie uns bitte sofort mit.",
      "Jede Änderung, die Ihr Einkommen betrifft, und jeden Umzug teilen Sie uns bitte sofort mit.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // A main clause before the request still goes on its own.
    expect(split("Wir prüfen Ihren Antrag, schicken Sie uns bitte die Belege.")).toEqual([
      "Wir prüfen Ihren Antrag.",
      "Schicken Sie uns bitte die Belege.",
    ]);
    expect(split("Die Frau, die dort wohnt, kennt mich, fragen Sie sie bitte.")).toEqual([
      "Die Frau wohnt dort.",
      "Die Frau kennt mich.",
      "Fragen Sie sie bitte.",
    ]);
  });

  it("leaves subordinate clauses with two finite verbs inside", () => {
    expect(split("Sie sagten, dass er krank sei und nicht arbeiten könne.")).toEqual([
      "Sie sagten, dass er krank sei und nicht arbeiten könne.",
    ]);
  });

  it("reads 'so …, dass' as a consequence", () => {
    expect(split("Ninive war eine so große Stadt, dass man 3 Tage brauchte.")).toEqual([
      "Ninive war eine so große Stadt.",
      "Deshalb brauchte man 3 Tage.",
    ]);
  });
});

describe("splitSentence: subjects with a genitive or von-phrase before the verb", () => {
  it("splits und between main clauses whose subject carries an attribute", () => {
    expect(split("Der Name des Mannes war Elimelech und der Name seiner Frau war Noomi.")).toEqual([
      "Der Name des Mannes war Elimelech.",
      "Der Name seiner Frau war Noomi.",
    ]);
    expect(split("Dunkelheit war über der Tiefe und ein Wind Gottes stürmte über das Wasser.")).toEqual([
      "Dunkelheit war über der Tiefe.",
      "Ein Wind Gottes stürmte über das Wasser.",
    ]);
    expect(split("Er half der Frau und der Sohn von Noomi lachte.")).toEqual([
      "Er half der Frau.",
      "Der Sohn von Noomi lachte.",
    ]);
  });

  it("does not split a coordinated object with an attribute", () => {
    expect(split("Er sah den Hund und die Katze des Nachbarn im Garten.")).toEqual([
      "Er sah den Hund und die Katze des Nachbarn im Garten.",
    ]);
  });
});

describe("splitSentence: reported speech with Konjunktiv I", () => {
  it("turns the speaker's own report into direct speech with 'ich'", () => {
    expect(split("Er sagte, dass er morgen komme.")).toEqual(["Er sagte:", "Ich komme morgen."]);
  });

  it("changes only the mood when the subject differs or other third-person words would change", () => {
    expect(split("Sie sagte, dass die Frau krank sei.")).toEqual(["Sie sagte:", "Die Frau ist krank."]);
    expect(split("Er sagte, dass er sein Haus verkaufe.")).toEqual(["Er sagte:", "Er verkauft sein Haus."]);
    expect(split("Die Leute sagten, dass er krank sei.")).toEqual(["Die Leute sagten:", "Er ist krank."]);
  });

  it("leaves an indicative dass clause as it is", () => {
    expect(split("Er sagte, dass er krank ist.")).toEqual(["Er sagte:", "Er ist krank."]);
  });
});

describe("splitSentence: nachdem with a Perfekt before a present main clause", () => {
  it("writes the first step in the present (it has not happened yet)", () => {
    expect(split("Nachdem wir die Bescheinigung erhalten haben, prüfen wir Ihren Anspruch.")).toEqual([
      "Zuerst erhalten wir die Bescheinigung.",
      "Danach prüfen wir Ihren Anspruch.",
    ]);
  });

  it("keeps the Perfekt before a main clause in the Perfekt (both are done)", () => {
    // Was "Zuerst prüfen wir Ihren Antrag." / "Danach haben wir Sie angeschrieben.".
    expect(split("Nachdem wir Ihren Antrag geprüft haben, haben wir Sie angeschrieben.")).toEqual([
      "Zuerst haben wir Ihren Antrag geprüft.",
      "Danach haben wir Sie angeschrieben.",
    ]);
    expect(split("Wir haben Sie angeschrieben, nachdem wir Ihren Antrag geprüft haben.")).toEqual([
      "Zuerst haben wir Ihren Antrag geprüft.",
      "Danach haben wir Sie angeschrieben.",
    ]);
    // A state passive in the main clause is present: the step is still to come.
    expect(split("Nachdem Sie umgezogen sind, sind Sie verpflichtet, sich anzumelden.")[0]).toBe(
      "Zuerst ziehen Sie um.",
    );
  });

  it("keeps past narration in the past (the Plusquamperfekt after 'Zuerst' becomes the Perfekt)", () => {
    expect(split("Nachdem er gegessen hatte, ging er nach Hause.")).toEqual([
      "Zuerst hat er gegessen.",
      "Danach ging er nach Hause.",
    ]);
  });
});

describe("splitSentence: relative clause whose noun is not the last word", () => {
  it("skips a prepositional phrase whose noun does not fit, or a separated particle", () => {
    expect(split("Sterne sind riesige Körper im Weltall, die aus Wasserstoff bestehen.")).toEqual([
      "Sterne sind riesige Körper im Weltall.",
      "Die Körper bestehen aus Wasserstoff.",
    ]);
    expect(split("Das ist das Haus, in dem die Kinder wohnen.")).toEqual([
      "Das ist das Haus.",
      "In dem Haus wohnen die Kinder.",
    ]);
  });

  it("keeps the last noun when it fits, and leaves 'die deren …'", () => {
    expect(split("Er wohnt im Haus am See, der sehr tief ist.")).toEqual([
      "Er wohnt im Haus am See.",
      "Der See ist sehr tief.",
    ]);
    expect(split("Er pflanzte Bäume, die deren Früchte tragen.")).toEqual([
      "Er pflanzte Bäume, die deren Früchte tragen.",
    ]);
  });
});

describe("splitSentence: generic 'wer'", () => {
  it("turns 'Wer …, V …' into 'Vielleicht … jemand …' + 'Dann V er …'", () => {
    expect(split("Wer den Antrag stellt, bekommt Geld.")).toEqual([
      "Vielleicht stellt jemand den Antrag.",
      "Dann bekommt er Geld.",
    ]);
    expect(split("Wer aber durch das Tor eintritt, ist der Hirte.")).toEqual([
      "Vielleicht tritt jemand durch das Tor ein.",
      "Dann ist er der Hirte.",
    ]);
    expect(split("Wer an mich glaubt, der wird leben.")).toEqual([
      "Vielleicht glaubt jemand an mich.",
      "Dann wird er leben.",
    ]);
  });

  it("makes a jussive main clause 'Dann soll er …'", () => {
    expect(split("Wer hören kann, der höre.")).toEqual([
      "Vielleicht kann jemand hören.",
      "Dann soll er hören.",
    ]);
    expect(split("Wer bis jetzt stahl, stehle nicht mehr.")).toEqual([
      "Vielleicht stahl jemand bis jetzt.",
      "Dann soll er nicht mehr stehlen.",
    ]);
    expect(split("Wer müde ist, stehe morgen früher auf.")).toEqual([
      "Vielleicht ist jemand müde.",
      "Dann soll er morgen früher aufstehen.",
    ]);
    expect(split("Wer das tut, der sei verflucht.")).toEqual([
      "Vielleicht tut jemand das.",
      "Dann soll er verflucht sein.",
    ]);
  });

  it("splits a wer clause of two verb-final clauses, 'wer' the subject of both", () => {
    expect(split("Wer Äcker besaß oder Häuser hatte, verkaufte sie.")).toEqual([
      "Vielleicht besaß jemand Äcker oder hatte Häuser.",
      "Dann verkaufte er sie.",
    ]);
  });
});

describe("splitSentence: a speech frame before a subordinate clause", () => {
  it("keeps 'ich sage euch' as a frame with a colon and splits the rest", () => {
    expect(
      split("Amen, ich sage euch, wenn jemand mein Wort bewahrt, wird er den Tod nicht schauen"),
    ).toEqual([
      "Amen, ich sage euch:",
      "Vielleicht bewahrt jemand mein Wort.",
      "Dann wird er den Tod nicht schauen.",
    ]);
    expect(split("Ich sage Ihnen, wenn Sie nicht zahlen, müssen wir mahnen")).toEqual([
      "Ich sage Ihnen:",
      "Vielleicht zahlen Sie nicht.",
      "Dann müssen wir mahnen.",
    ]);
    expect(split("Wir teilen Ihnen mit, wenn die Unterlagen fehlen, können wir nicht zahlen")).toEqual([
      "Wir teilen Ihnen mit:",
      "Vielleicht fehlen die Unterlagen.",
      "Dann können wir nicht zahlen.",
    ]);
  });

  it("leaves frames before bevor, a past verb or a longer frame to the other steps", () => {
    const before = "Amen, ich sage euch, bevor Abraham geworden ist, bin ich";
    expect(split(before)).toEqual([`${before}.`]);
    expect(split("Ich sagte euch, wenn ihr kommt, freue ich mich")[0]).not.toBe("Ich sagte euch:");
    expect(split("Ich sage euch heute, wenn ihr kommt, freue ich mich")[0]).not.toBe("Ich sage euch heute:");
  });
});

describe("splitSentence: numerals inside a subject", () => {
  it("reads 'ihre beiden Töchter' as one subject of a main clause after a where clause", () => {
    expect(
      split("Und sie verließ den Ort, wo sie gewesen war, und ihre beiden Töchter waren bei ihr."),
    ).toEqual(["Und sie verließ den Ort.", "Dort war sie gewesen.", "Ihre beiden Töchter waren bei ihr."]);
  });
});

describe("splitSentence: a genitive attribute stays with its subject", () => {
  it("keeps 'Gottes', 'des Herrn', 'Davids' before the moved verb", () => {
    expect(split("Ich weiß, dass die Hand Gottes gegen mich ging.")).toEqual([
      "Ich weiß:",
      "Die Hand Gottes ging gegen mich.",
    ]);
    expect(split("Ich weiß, dass die Hand des Herrn gegen mich ging.")[1]).toBe(
      "Die Hand des Herrn ging gegen mich.",
    );
    expect(split("Ich weiß, dass der Sohn Davids morgen kommt.")[1]).toBe("Der Sohn Davids kommt morgen.");
    // "der"/"aller" + a plural-only noun: was "Die Abgabe ist der Unterlagen bis Mai nötig."
    expect(split("Wir weisen darauf hin, dass die Abgabe der Unterlagen bis Mai nötig ist.")[1]).toBe(
      "Die Abgabe der Unterlagen ist bis Mai nötig.",
    );
    expect(split("Wir weisen darauf hin, dass die Abgabe aller Unterlagen bis Mai nötig ist.")[1]).toBe(
      "Die Abgabe aller Unterlagen ist bis Mai nötig.",
    );
  });

  it("does not take a dative or a name as an attribute", () => {
    expect(split("Ich weiß, dass der Vater seiner Tochter ein Buch gab.")[1]).toBe(
      "Der Vater gab seiner Tochter ein Buch.",
    );
    expect(split("Ich weiß, dass der Jünger Jesus liebte.")[1]).toBe("Der Jünger liebte Jesus.");
    expect(split("Ich weiß, dass der Vater der Tochter ein Buch gibt.")[1]).toBe(
      "Der Vater gibt der Tochter ein Buch.",
    );
  });
});

describe("splitSentence: a bare nominalised adjective is plural", () => {
  it("lets 'Schriftgelehrte' agree with a plural verb in a coordinated dass clause", () => {
    expect(
      split(
        "Da sahen sie, dass eine große Menschenmenge um sie war und Schriftgelehrte mit ihnen diskutierten.",
      ),
    ).toEqual([
      "Da sahen sie:",
      "Eine große Menschenmenge war um sie.",
      "Und Schriftgelehrte diskutierten mit ihnen.",
    ]);
    expect(split("Ich weiß, dass Kranke Hilfe brauchen.")).toEqual(["Ich weiß:", "Kranke brauchen Hilfe."]);
  });

  it("does not make a plain noun in -e plural", () => {
    expect(split("Ich weiß, dass Hirte kommen.")).toEqual(["Ich weiß, dass Hirte kommen."]);
  });
});

describe("splitSentence: 'diese' alone as a subject", () => {
  it("takes the number of its verb", () => {
    expect(
      split("Sie hatten Angst vor den Menschen, denn diese merkten, dass die Lehrer gemeint waren."),
    ).toEqual(["Sie hatten Angst vor den Menschen.", "Denn diese merkten:", "Die Lehrer waren gemeint."]);
  });
});

describe("splitSentence: a relative clause on a noun without determiner", () => {
  it("stays with a bare plural or an adjective + bare singular, which it restricts", () => {
    expect(
      split("Bereits gezahltes Kindergeld, auf das kein Anspruch bestand, wird zurückgefordert."),
    ).toHaveLength(1);
    // Right after the verb the clause mostly describes ("Manche ätherischen Öle …" would say less):
    // it stays, never "Die Öle sollen …", which would say it of all oils.
    expect(split("Die Samen enthalten ätherische Öle, die dem Magen gut tun sollen.")).toHaveLength(1);
  });

  it("still splits after a determiner, a possessive, a number or a name", () => {
    expect(split("Er sah die 2 Männer, die bei ihm standen.")).toHaveLength(2);
    expect(split("Das geschieht für euren Trost, der sich in Geduld zeigt.")).toHaveLength(2);
    expect(split("Wir helfen Frau Koch, die krank ist.")).toEqual([
      "Wir helfen Frau Koch.",
      "Frau Koch ist krank.",
    ]);
    // A bare plural subject before its verb becomes "Manche … / Diese …" instead.
    expect(split("Familien, die wenig Geld haben, können Wohngeld bekommen.")).toEqual([
      "Manche Familien haben wenig Geld.",
      "Diese Familien können Wohngeld bekommen.",
    ]);
  });
});

describe("splitSentence: a bare plural that 'haben' introduces", () => {
  it("splits: the clause says what the things one has are like", () => {
    expect(split("Wir haben andere Angebote, die nicht so teuer sind.")).toEqual([
      "Wir haben andere Angebote.",
      "Die Angebote sind nicht so teuer.",
    ]);
    expect(split("Und ich habe andere Schafe, die nicht von diesem Hof sind.")).toEqual([
      "Und ich habe andere Schafe.",
      "Die Schafe sind nicht von diesem Hof.",
    ]);
    expect(split("Deshalb haben wir Fragen, die wir mit Ihnen besprechen wollen.")).toEqual([
      "Deshalb haben wir Fragen.",
      "Wir wollen die Fragen mit Ihnen besprechen.",
    ]);
  });

  it("stays after a preposition, another verb, a negation, in a question or before more of the clause", () => {
    for (const sentence of [
      "Sie haben Anspruch auf Leistungen, die angemessen sind.",
      "Wir haben nicht genug Plätze, die frei sind.",
      "Wir haben noch nie Anträge, die so spät kamen.",
      "Er hat Männer, die am Ufer standen, gesehen.",
    ])
      expect(split(sentence)).toHaveLength(1);
    const asked = splitSentence(
      { tokens: clauseTokens("Haben Sie Fragen, die wir nicht beantwortet haben", true), end: "?" },
      { formal: true, variant: 0 },
    );
    expect(asked).toHaveLength(1);
  });
});

describe("relative clause on something sought or needed", () => {
  it("stays whole: the sought thing need not exist", () => {
    for (const sentence of [
      "Ich suche eine Wohnung, die billig ist.",
      "Sie benötigen eine Bescheinigung, die Ihr Arbeitgeber ausstellt.",
      // The seeking verb and the article before the closing participle.
      "Wir haben eine Wohnung gesucht, die billig ist.",
      "Wir haben eine Wohnung gesucht, die billig ist, und keine gefunden.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Wir haben eine Wohnung gefunden, die billig ist.")).toEqual([
      "Wir haben eine Wohnung gefunden.",
      "Die Wohnung ist billig.",
    ]);
  });

  it("stays whole after a request to the reader when the clause excludes some: any such one is meant", () => {
    for (const sentence of [
      "Bitte gehen Sie zu einem Arzt, der Sie noch nicht behandelt hat.",
      "Wenden Sie sich an einen Arzt, der nicht in Ihrer Familie ist.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Bitte nennen Sie uns eine Person, die im Notfall informiert werden soll.")).toHaveLength(2);
    // A statement after "Dann" is no request.
    expect(split("Dann bekommen Sie einen Brief, der alle Termine enthält.")).toEqual([
      "Dann bekommen Sie einen Brief.",
      "Der Brief enthält alle Termine.",
    ]);
  });

  it("still splits a definite object or another verb", () => {
    expect(split("Sie bekommen einen Brief, der alle Termine enthält.")).toEqual([
      "Sie bekommen einen Brief.",
      "Der Brief enthält alle Termine.",
    ]);
  });
});

describe("a verb of thinking before a clause of its own", () => {
  it("opens what is thought with a colon: cut off with a full stop it read as a fact", () => {
    expect(split("Es gibt Menschen, die glauben, Gott gibt es nicht.")).toEqual([
      "Es gibt Menschen, die glauben:",
      "Gott gibt es nicht.",
    ]);
  });
});

describe("splitSentence: a split question keeps its question mark", () => {
  const ask = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: "?" }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("on the clause that asks, and a full stop on the last clause when it no longer asks", () => {
    // Was "Warum hast du geweint." / … / "Ich bin traurig?"
    expect(ask("Warum hast du geweint, indem du sagtest: Ich bin traurig")).toEqual([
      "Warum hast du geweint?",
      "Dabei sagtest du:",
      "Ich bin traurig.",
    ]);
  });

  it("leaves a question that comes last as it was", () => {
    expect(ask("Haben Sie Fragen, weil Sie den Brief nicht verstehen")).toEqual([
      "Sie verstehen den Brief nicht.",
      "Haben Sie deshalb Fragen?",
    ]);
  });
});

describe("splitSentence: a list item that opens with a subordinate clause", () => {
  it("splits it like the sentence without its mark and keeps the mark before the first clause", () => {
    expect(
      split("• Falls Sie krank sind, darf eine andere Person mit Ihrem Ausweis für Sie einkaufen."),
    ).toEqual([
      "• Vielleicht sind Sie krank.",
      "Dann darf eine andere Person mit Ihrem Ausweis für Sie einkaufen.",
    ]);
    expect(split("- Wenn Sie umziehen, müssen Sie sich ummelden.")).toEqual([
      "- Vielleicht ziehen Sie um.",
      "Dann müssen Sie sich ummelden.",
    ]);
  });

  it("leaves an item that is only a subordinate clause and one that opens with its main clause as before", () => {
    expect(split("• wenn Ihr Konto gepfändet worden ist")).toHaveLength(1);
    expect(split("• Sie kommen heute, weil wir morgen gehen.")).toEqual([
      "• Sie kommen heute.",
      "Denn wir gehen morgen.",
    ]);
  });
});

describe("the consequence of a condition split at its 'und'", () => {
  it("opens the later clause with 'Und': it still depends on the condition", () => {
    // Was "Sie müssen eine Bescheinigung vorlegen.", a fact of its own.
    expect(split("Wenn Sie krank sind, müssen Sie zum Arzt gehen und eine Bescheinigung vorlegen.")).toEqual([
      "Vielleicht sind Sie krank.",
      "Dann müssen Sie zum Arzt gehen.",
      "Und Sie müssen eine Bescheinigung vorlegen.",
    ]);
  });

  it("keeps a later clause with its own joiner, and clauses not after a condition", () => {
    expect(split("Wenn Sie Fragen haben, können Sie uns anrufen oder eine E-Mail schreiben.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann können Sie uns anrufen.",
      "Oder Sie können eine E-Mail schreiben.",
    ]);
    expect(
      split("Wenn der Antrag vollständig ist, prüfen wir ihn und schicken Ihnen einen Bescheid."),
    ).toEqual([
      "Vielleicht ist der Antrag vollständig.",
      "Dann prüfen wir ihn.",
      "Dann schicken wir Ihnen einen Bescheid.",
    ]);
    expect(split("Sie müssen zum Arzt gehen und eine Bescheinigung vorlegen.")).toEqual([
      "Sie müssen zum Arzt gehen.",
      "Sie müssen eine Bescheinigung vorlegen.",
    ]);
  });
});
