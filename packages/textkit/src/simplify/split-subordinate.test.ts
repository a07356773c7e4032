import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens, tokenize } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("reflexiveAfterSubject: 'sich' before the subject of a later conjunct", () => {
  it("puts the reflexive after the subject's own phrase", () => {
    expect(
      split(
        "Wir teilen Ihnen mit, dass die Leistungen wegfallen und sich die Miete für Ihre Wohnung ab Mai erhöht.",
      ),
    ).toEqual([
      "Wir teilen Ihnen mit:",
      "Die Leistungen fallen weg.",
      "Und die Miete für Ihre Wohnung erhöht sich ab Mai.",
    ]);
  });
});

describe("dass clauses", () => {
  it("splits infinitives under one modal when the second object has a genitive", () => {
    // Was left whole: "die Fortsetzung des Mietverhältnisses" was taken for a possible subject.
    expect(
      split(
        "Ich weise Sie darauf hin, dass Sie der Kündigung widersprechen und die Fortsetzung des Mietverhältnisses verlangen können.",
      ),
    ).toEqual([
      "Ich weise Sie darauf hin:",
      "Sie können der Kündigung widersprechen.",
      "Sie können die Fortsetzung des Mietverhältnisses verlangen.",
    ]);
  });

  it("keeps infinitives under one modal together before a condition that holds for both", () => {
    // Was "Sie können der Kündigung widersprechen." / "Sie können die Fortsetzung … verlangen, wenn …":
    // the condition held for the second only.
    expect(
      split(
        "Ich weise Sie darauf hin, dass Sie der Kündigung widersprechen und die Fortsetzung des Mietverhältnisses verlangen können, wenn die Beendigung für Sie eine nicht zu rechtfertigende Härte bedeuten würde.",
      ),
    ).toEqual([
      "Ich weise Sie darauf hin:",
      // Was left whole ("würde" read as unreal); the consequence's second clause goes on with "Und".
      "Vielleicht würde die Beendigung für Sie eine nicht zu rechtfertigende Härte bedeuten.",
      "Dann können Sie der Kündigung widersprechen.",
      "Und Sie können die Fortsetzung des Mietverhältnisses verlangen.",
    ]);
  });

  it("puts the verb after a leading preposition with a personal pronoun when a subject follows", () => {
    expect(
      split("Wir stellen fest, dass bei Ihnen die Voraussetzungen für den Pflegegrad 2 vorliegen."),
    ).toEqual(["Wir stellen fest:", "Bei Ihnen liegen die Voraussetzungen für den Pflegegrad 2 vor."]);
    expect(split("Wir teilen Ihnen mit, dass mit Ihnen keine Vereinbarung besteht.")).toEqual([
      "Wir teilen Ihnen mit:",
      "Mit Ihnen besteht keine Vereinbarung.",
    ]);
    expect(
      split("Wir stellen fest, dass bei Ihnen ab dem 1. Mai 2025 die Voraussetzungen vorliegen."),
    ).toEqual(["Wir stellen fest:", "Bei Ihnen liegen ab dem 1. Mai 2025 die Voraussetzungen vor."]);
    // No subject that agrees with the verb after the pronoun: left whole.
    const sentence = "Wir wissen, dass bei Ihnen die Unterlagen fehlt.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps a first name and surname after the noun of a leading prepositional phrase", () => {
    expect(
      split("Wir teilen Ihnen mit, dass für Ihr Kind Samira Haddad ab dem 1. September ein Platz frei ist."),
    ).toEqual([
      "Wir teilen Ihnen mit:",
      "Für Ihr Kind Samira Haddad ist ab dem 1. September ein Platz frei.",
    ]);
    // "Herr/Frau" + first name + surname is one subject.
    expect(split("Wir teilen Ihnen mit, dass Herr Klaus Berger den Antrag gestellt hat.")).toEqual([
      "Wir teilen Ihnen mit:",
      "Herr Klaus Berger hat den Antrag gestellt.",
    ]);
    expect(split("Wir teilen Ihnen mit, dass Herr Berger Frau Müller geholfen hat.")).toEqual([
      "Wir teilen Ihnen mit:",
      "Herr Berger hat Frau Müller geholfen.",
    ]);
    // A single name after the phrase may be the subject.
    expect(split("Wir sehen, dass vor dem Haus Jesus wartet.")).toEqual([
      "Wir sehen:",
      "Vor dem Haus wartet Jesus.",
    ]);
  });

  it("keeps a date span after the noun of a leading prepositional phrase before the verb", () => {
    expect(
      split(
        "Wir haben festgestellt, dass für die Zeit vom 1. September 1989 bis 31. August 1992 keine Beitragszeiten gespeichert sind.",
      ),
    ).toEqual([
      "Wir haben festgestellt:",
      "Für die Zeit vom 1. September 1989 bis 31. August 1992 sind keine Beitragszeiten gespeichert.",
    ]);
    expect(
      split("Wir teilen Ihnen mit, dass auf Ihr Schreiben vom 3. Mai 2025 keine Antwort nötig ist."),
    ).toEqual(["Wir teilen Ihnen mit:", "Auf Ihr Schreiben vom 3. Mai 2025 ist keine Antwort nötig."]);
    // "vom Amt" is no date: the verb still follows the first phrase only when sure, as before.
    expect(split("Wir teilen Ihnen mit, dass von der Rente noch Beiträge abgezogen werden.")).toEqual([
      "Wir teilen Ihnen mit:",
      "Von der Rente werden noch Beiträge abgezogen.",
    ]);
  });

  it("reads the old spelling 'daß' as 'dass'", () => {
    expect(split("Wir teilen Ihnen mit, daß Ihr Antrag vollständig ist.")).toEqual([
      "Wir teilen Ihnen mit:",
      "Ihr Antrag ist vollständig.",
    ]);
  });

  it("does not put the content after a colon when the main clause is negated", () => {
    const sentence = "Ich glaube nicht, dass er heute kommt.";
    expect(split(sentence, false)).toEqual([sentence]);
    const letter = "Wir können nicht bestätigen, dass Sie die Miete bezahlt haben.";
    expect(split(letter)).toEqual([letter]);
  });
});

describe("dass clauses after a frame of possibility", () => {
  it("open with 'Vielleicht', so the content does not read as a fact", () => {
    expect(split("Es kann sein, dass Sie Geld zurückzahlen müssen.")).toEqual([
      "Es kann sein:",
      "Vielleicht müssen Sie Geld zurückzahlen.",
    ]);
    expect(split("Es ist möglich, dass er kommt.", false)).toEqual([
      "Es ist möglich:",
      "Vielleicht kommt er.",
    ]);
    expect(split("Dies kann dazu führen, dass Ihr Antrag abgelehnt wird.")).toEqual([
      "Dies kann dazu führen:",
      "Vielleicht wird Ihr Antrag abgelehnt.",
    ]);
  });

  it("not after 'können' of a person, which is no possibility", () => {
    expect(split("Wir können Ihnen mitteilen, dass Ihr Antrag bewilligt wurde.")).toEqual([
      "Wir können Ihnen mitteilen:",
      "Ihr Antrag wurde bewilligt.",
    ]);
  });
});

describe("dass clauses with a subject of adjective and noun", () => {
  it("puts the verb after an article-less noun phrase that agrees", () => {
    expect(split("Jesus bemerkte, dass heilende Kraft von ihm ausgegangen war.", false)).toEqual([
      "Jesus bemerkte:",
      "Heilende Kraft war von ihm ausgegangen.",
    ]);
    expect(split("Wir wissen, dass große Probleme entstehen.", false)).toEqual([
      "Wir wissen:",
      "Große Probleme entstehen.",
    ]);
  });

  it("does not take a noun that does not agree with the verb", () => {
    const sentence = "Er sah, dass vielen Menschen geholfen wurde.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("dass clauses with a von phrase after the subject", () => {
  it("keeps the von phrase with the noun before 'sein' and an adjective", () => {
    expect(split("Im Gesetz steht geschrieben, dass das Zeugnis von 2 Menschen wahr ist.", false)).toEqual([
      "Im Gesetz steht geschrieben:",
      "Das Zeugnis von 2 Menschen ist wahr.",
    ]);
  });

  it("leaves the von phrase after the verb for adjectives that take 'von' and for other verbs", () => {
    expect(split("Er wusste, dass das Dorf von der Stadt weit ist.", false)).toEqual([
      "Er wusste:",
      "Das Dorf ist von der Stadt weit.",
    ]);
    expect(split("Wir teilen Ihnen mit, dass der Antrag von der Behörde geprüft wird.")).toEqual([
      "Wir teilen Ihnen mit:",
      "Der Antrag wird von der Behörde geprüft.",
    ]);
  });
});

describe("wie clauses that compare with the same verb", () => {
  it("keeps the main clause first and adds the comparison with 'Genauso'", () => {
    expect(split("Vergebt einander, wie Gott auch euch durch Christus vergeben hat.", false)).toEqual([
      "Vergebt einander.",
      "Genauso hat Gott auch euch durch Christus vergeben.",
    ]);
    expect(split("Ich kenne die Meinen, wie der Vater mich kennt.", false)).toEqual([
      "Ich kenne die Meinen.",
      "Genauso kennt der Vater mich.",
    ]);
    // "sein" with the same predicate adjective; a demonstrative pronoun as the subject.
    expect(split("Dann ist er gerecht, wie jener gerecht ist.", false)).toEqual([
      "Dann ist er gerecht.",
      "Genauso ist jener gerecht.",
    ]);
    for (const sentence of ["Er ist gerecht, wie jener ist.", "Er war müde, wie sie glücklich war."])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("reads 'genau wie' and 'so wie' as the same comparison", () => {
    expect(split("Dann bleibt ihr in meiner Liebe, genau wie ich in seiner Liebe bleibe.", false)).toEqual([
      "Dann bleibt ihr in meiner Liebe.",
      "Genauso bleibe ich in seiner Liebe.",
    ]);
    expect(split("Liebt einander, genau wie ich euch geliebt habe.", false)).toEqual([
      "Liebt einander.",
      "Genauso habe ich euch geliebt.",
    ]);
    // A degree ("so groß") and another verb stay.
    for (const sentence of [
      "Er ist genau so groß, wie sein Vater groß ist.",
      "Und jeder heiligt sich, so wie er heilig ist.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("compares before it is read as an indirect question", () => {
    // Was "Wie hat Johannes es seine Jünger gelehrt?".
    expect(split("Meister, lehre uns beten, wie Johannes es seine Jünger gelehrt hat.", false)).toEqual([
      "Meister, lehre uns beten.",
      "Genauso hat Johannes es seine Jünger gelehrt.",
    ]);
    expect(split("Bitte teilen Sie uns mit, wie Sie den Antrag stellen.")).toEqual([
      "Bitte teilen Sie uns mit:",
      "Wie stellen Sie den Antrag?",
    ]);
  });

  it("does not split other wie clauses", () => {
    // A comment with a verb of knowing is no comparison: it frames the main clause (split-as-said).
    expect(split("Das Amt ist geschlossen, wie Sie wissen.", false)).toEqual([
      "Sie wissen:",
      "Das Amt ist geschlossen.",
    ]);
    for (const sentence of [
      "Er handelte nicht, wie sein Vater gehandelt hatte.",
      "Erfreue uns so viele Tage, wie du uns bedrückt hast.",
      // "Das ist ganz toll, wie ihr …" judges the deed: see split-feeling.test.ts.
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a subordinate clause between two main clauses", () => {
  it("does not join a main clause that starts with its verb to the one before", () => {
    for (const sentence of [
      "Er teilt uns mit, wenn die Unterlagen fehlen, können wir nicht zahlen.",
      "Wir weisen darauf hin, wenn die Unterlagen fehlen, können wir nicht zahlen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("dass clauses with a first-person subject", () => {
  it("keeps 'habe' after 'ich' (present, not Konjunktiv I)", () => {
    expect(split("Ihr seid heute Zeugen, dass ich alles gekauft habe.", false)).toEqual([
      "Ich habe alles gekauft.",
      "Ihr seid heute Zeugen dafür.",
    ]);
  });
});

describe("indem clauses", () => {
  it("'Dabei' for what happened with the main clause", () => {
    expect(split("Er segnete sie, indem er ihnen die Hände auflegte.", false)).toEqual([
      "Er segnete sie.",
      "Dabei legte er ihnen die Hände auf.",
    ]);
  });

  it("'Dafür' after a goal with a modal", () => {
    expect(split("Sie können Zeit sparen, indem Sie online bezahlen.")).toEqual([
      "Sie können Zeit sparen.",
      "Dafür bezahlen Sie online.",
    ]);
  });
});

describe("unreal conditions in Konjunktiv II", () => {
  it("tells them as the fact they deny and 'Sonst …': 'Vielleicht …' / 'Dann …' would state a possibility", () => {
    // Were left whole.
    expect(split("Wenn du hier gewesen wärst, wäre mein Bruder nicht gestorben.", false)).toEqual([
      "Du bist nicht hier gewesen.",
      "Sonst wäre mein Bruder nicht gestorben.",
    ]);
    expect(split("Wenn ich das gewusst hätte, hätte ich es gesagt.", false)).toEqual([
      "Ich habe das nicht gewusst.",
      "Sonst hätte ich es gesagt.",
    ]);
    expect(split("Wenn Gott euer Vater wäre, würdet ihr mich lieben.", false)).toEqual([
      "Gott ist nicht euer Vater.",
      "Sonst würdet ihr mich lieben.",
    ]);
    expect(
      split("Wenn Sie den Antrag rechtzeitig gestellt hätten, hätten wir ihn bearbeiten können."),
    ).toEqual([
      "Sie haben den Antrag nicht rechtzeitig gestellt.",
      "Sonst hätten wir ihn bearbeiten können.",
    ]);
    // A trailing unreal condition stays whole.
    const trailing = "Mein Bruder wäre nicht gestorben, wenn du hier gewesen wärst.";
    expect(split(trailing, false)).toEqual([trailing]);
  });

  it("keeps polite wishes, possibilities, wishes with 'doch' and quantifiers whole", () => {
    for (const sentence of [
      "Wenn Sie kommen würden, würden wir uns sehr freuen.",
      "Wenn ich im Lotto gewinnen würde, würde ich ein Haus kaufen.",
      "Wenn alle Mieter bezahlt hätten, wäre die Kasse voll.",
      "Wenn Sie ein Konto angegeben hätten, hätten wir das Geld überwiesen.",
      "Wenn Sie Fragen hätten, rufen Sie uns an.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("still splits an open condition, also with 'sollten'", () => {
    expect(split("Wenn Sie Fragen haben, rufen Sie uns an.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann rufen Sie uns an.",
    ]);
  });

  it("splits 'würde' + infinitive under a main clause in the present indicative as a possible case", () => {
    // Was left whole: "würde" made the condition unreal.
    expect(
      split(
        "Sie können der Kündigung widersprechen, wenn die Beendigung für Sie eine nicht zu rechtfertigende Härte bedeuten würde.",
      ),
    ).toEqual([
      "Vielleicht würde die Beendigung für Sie eine nicht zu rechtfertigende Härte bedeuten.",
      "Dann können Sie der Kündigung widersprechen.",
    ]);
    expect(split("Wenn die Zahlung eine Härte bedeuten würde, können Sie einen Antrag stellen.")).toEqual([
      "Vielleicht würde die Zahlung eine Härte bedeuten.",
      "Dann können Sie einen Antrag stellen.",
    ]);
    // The pipeline's Konjunktiv step then gives the present.
    expect(
      simplifyText("Wir freuen uns, wenn Sie kommen würden.", { level: "leicht", explanations: "none" })
        .simplified_text,
    ).toBe("Vielleicht kommen Sie.\nDann freuen wir uns.");
  });

  it("keeps 'würde' unreal under a main clause in Konjunktiv II or the past, and with a participle", () => {
    expect(split("Wenn ihr mich kennen würdet, würdet ihr auch meinen Vater kennen.", false)).toEqual([
      "Ihr kennt mich nicht.",
      "Sonst würdet ihr auch meinen Vater kennen.",
    ]);
    for (const sentence of [
      "Ihr würdet meinen Vater kennen, wenn ihr mich kennen würdet.",
      "Es wäre schön, wenn Sie kommen würden.",
      "Er kam nicht, wenn sie ihn rufen würde.",
      "Er bleibt frei, wenn er bestraft würde.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("dass clauses with a subject of several nouns", () => {
  it("keeps 'A und B und C' together in front of the verb", () => {
    expect(split("Das bedeutet, dass Menschen und Maschinen und die Prozesse vernetzt sind.", false)).toEqual(
      ["Das bedeutet:", "Menschen und Maschinen und die Prozesse sind vernetzt."],
    );
  });
});

describe("dass clauses after a negated verb of knowing", () => {
  it("keeps the colon: the content is still true", () => {
    expect(split("Sie wussten nicht, dass er krank war.", false)).toEqual([
      "Sie wussten nicht:",
      "Er war krank.",
    ]);
  });
});

describe("dass clauses with two coordinated verbs", () => {
  it("splits two verb-final clauses: the second one after 'Und', its subject repeated when shared", () => {
    expect(
      split("Ihr wisst, dass die Herrscher die Menschen beherrschen und ihre Macht missbrauchen.", false),
    ).toEqual([
      "Ihr wisst:",
      "Die Herrscher beherrschen die Menschen.",
      "Und die Herrscher missbrauchen ihre Macht.",
    ]);
    expect(
      split(
        "Darin wird mein Vater verherrlicht, dass ihr viel Frucht bringt und meine Jünger werdet.",
        false,
      ),
    ).toEqual([
      "Darin wird mein Vater verherrlicht:",
      "Ihr bringt viel Frucht.",
      "Und ihr werdet meine Jünger.",
    ]);
    expect(
      split("Wir können Ihren Antrag nicht bearbeiten, weil der Antrag spät kam und die Unterlagen fehlen."),
    ).toEqual([
      "Der Antrag kam spät.",
      "Und die Unterlagen fehlen.",
      "Deshalb können wir Ihren Antrag nicht bearbeiten.",
    ]);
  });

  it("takes a masculine noun after der/ein/kein and the polite 'Sie' after 'Ihr …' as an own subject", () => {
    expect(split("Wir zahlen nicht, weil die Frist abgelaufen ist und der Antrag fehlt.")).toEqual([
      "Die Frist ist abgelaufen.",
      "Und der Antrag fehlt.",
      "Deshalb zahlen wir nicht.",
    ]);
    // "Ihr Einkommen" is singular, so "besitzen" cannot share its subject.
    expect(
      split(
        "Wir können die Kosten nicht übernehmen, weil Ihr Einkommen zu hoch ist und Sie Vermögen besitzen.",
      ),
    ).toEqual([
      "Ihr Einkommen ist zu hoch.",
      "Und Sie besitzen Vermögen.",
      "Deshalb können wir die Kosten nicht übernehmen.",
    ]);
    // "der Frau" is a dative: no subject of its own.
    const dative = "Wir zahlen, weil er krank ist und der Frau hilft.";
    expect(split(dative, false)).toEqual([dative]);
  });

  it("leaves a noun phrase that may be the object of a shared subject", () => {
    for (const sentence of [
      "Nehmt ihn auf, weil er dem Tode nahe war und sein Leben aufs Spiel gesetzt hat.",
      "Wir können Ihren Antrag nicht bearbeiten, weil Sie umgezogen sind und die Unterlagen fehlen.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("splits them after damit and before the main clause, a repeated subordinator dropped", () => {
    expect(
      split(
        "Das habe ich euch gesagt, damit meine Freude in euch bleibt und eure Freude vollständig wird.",
        false,
      ),
    ).toEqual([
      "Das habe ich euch gesagt.",
      "Dann bleibt meine Freude in euch.",
      "Und eure Freude wird vollständig.",
    ]);
    expect(split("Wenn Sie umziehen und eine neue Wohnung haben, müssen Sie sich ummelden.")).toEqual([
      "Vielleicht ziehen Sie um.",
      "Und vielleicht haben Sie eine neue Wohnung.",
      "Dann müssen Sie sich ummelden.",
    ]);
    // Past purposes are no facts ("Dann schienen sie …" would be one): each one takes "sollten".
    const past =
      "Gott setzte sie an den Himmel, damit sie über der Erde schienen und damit sie über den Tag herrschten.";
    expect(split(past, false)).toEqual([
      "Gott setzte sie an den Himmel.",
      "Dann sollten sie über der Erde scheinen.",
      "Und sie sollten über den Tag herrschen.",
    ]);
  });

  it("keeps a negated first clause whole when the second one shares its subject and has no negation", () => {
    // "nicht" may hold for both verbs: "Und sie fallen euch an." would say the opposite.
    const sentence = "Gebt das Heilige nicht den Hunden, damit sie sich nicht umwenden und euch anfallen.";
    expect(split(sentence, false)).toEqual([sentence]);
    // A second verb limited by "nur" does not take the negation.
    expect(split("Er sagte, dass er nicht kommt und nur anruft.", false)).toEqual([
      "Er sagte:",
      "Er kommt nicht.",
      "Und er ruft nur an.",
    ]);
    expect(split("Ich sage euch das, damit ihr nicht traurig seid und nicht verzweifelt.", false)).toEqual([
      "Ich sage euch das.",
      "Dann seid ihr nicht traurig.",
      "Und ihr verzweifelt nicht.",
    ]);
  });

  it("puts the fact before a question with a particle after its question word", () => {
    const sentence = "Was also taufst du, wenn du nicht der Christus bist?";
    expect(
      splitSentence({ tokens: clauseTokens(sentence, false), end: "?" }, { formal: false, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      ),
    ).toEqual(["Vielleicht bist du nicht der Christus.", "Was also taufst du dann?"]);
  });

  it("reads 'da' right before the verb of the clause as the adverb", () => {
    expect(split("Wir zahlen das Geld, sobald der Bescheid da ist.")).toEqual([
      "Zuerst muss der Bescheid da sein.",
      "Dann zahlen wir das Geld.",
    ]);
    expect(split("Er freute sich, weil sie wieder da war.", false)).toEqual([
      "Sie war wieder da.",
      "Deshalb freute er sich.",
    ]);
  });

  it("keeps a focus particle with the clause it takes ('erst, wenn', 'nur, weil')", () => {
    expect(split("Sie bekommen das Geld erst, wenn Sie den Antrag gestellt haben.")).toEqual([
      "Zuerst stellen Sie den Antrag.",
      "Erst dann bekommen Sie das Geld.",
    ]);
    expect(split("Wir können erst zahlen, wenn alle Unterlagen vorliegen.")).toEqual([
      "Zuerst müssen alle Unterlagen vorliegen.",
      "Erst dann können wir zahlen.",
    ]);
    // The correlate "erst dann, wenn" gives one "dann", not two.
    expect(split("Wir zahlen das Geld erst dann, wenn alle Unterlagen vorliegen.")).toEqual([
      "Zuerst müssen alle Unterlagen vorliegen.",
      "Erst dann zahlen wir das Geld.",
    ]);
    // Put first, the pronoun would point forward; it need not mean the main clause's subject
    // ("Das Kindergeld wird nur gezahlt, wenn es noch zur Schule geht"), so the sentence stays.
    expect(split("Die Pharisäer essen erst dann, wenn sie sich die Hände gewaschen haben.", false)).toEqual([
      "Die Pharisäer essen erst dann, wenn sie sich die Hände gewaschen haben.",
    ]);
    // "nur, wenn" / "nur dann, wenn": the only condition, said with "Nur dann" (see below).
    expect(split("Sie bekommen das Geld nur dann, wenn Sie den Antrag stellen.")).toEqual([
      "Vielleicht stellen Sie den Antrag.",
      "Nur dann bekommen Sie das Geld.",
    ]);
    // "auch, wenn": the condition as a whole, said with "Auch dann".
    expect(split("Sie bekommen das Geld auch, wenn Sie umziehen.")).toEqual([
      "Vielleicht ziehen Sie um.",
      "Auch dann bekommen Sie das Geld.",
    ]);
    for (const sentence of [
      "Sie müssen nur unterschreiben, wenn Sie umziehen.",
      "Er ging erst, nachdem er gegessen hatte.",
      "Sie zahlen nur, weil sie müssen.",
      "Er kam erst, als es dunkel war.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // "dich selbst" is no focus on the clause; "erst noch, bevor" keeps its order.
    expect(split("Rette dich selbst, indem du vom Kreuz herabsteigst.", false)).toEqual([
      "Rette dich selbst.",
      "Dabei steigst du vom Kreuz herab.",
    ]);
  });

  it("gives the first of two clauses under a repeated subordinator the auxiliary it left out", () => {
    expect(
      split("Ich danke dir, weil du mich getröstet und weil du mit mir gesprochen hast.", false),
    ).toEqual(["Du hast mich getröstet.", "Und du hast mit mir gesprochen.", "Deshalb danke ich dir."]);
    expect(split("Ich freue mich, weil du gekommen und weil du geblieben bist.", false)).toEqual([
      "Du bist gekommen.",
      "Und du bist geblieben.",
      "Deshalb freue ich mich.",
    ]);
    // One subordinator: the participles hang under the one auxiliary.
    expect(split("Nachdem sie sich beraten und einen Beschluss gefasst hatten, gingen sie.", false)).toEqual([
      "Zuerst haben sie sich beraten und einen Beschluss gefasst.",
      "Danach gingen sie.",
    ]);
  });

  it("reads a lone bare noun before 'hat'/'braucht' in a later conjunct as its object", () => {
    // Was left whole: "Fieber" might have been the second clause's own subject.
    expect(split("Sie bleibt heute zu Hause, weil sie krank ist und Fieber hat.", false)).toEqual([
      "Sie ist krank.",
      "Und sie hat Fieber.",
      "Deshalb bleibt sie heute zu Hause.",
    ]);
    // Another word besides the noun ("Kinder Hilfe brauchen"), or "jemand" as the first subject
    // (was "Und Hilfe braucht."): the sentence stays.
    for (const sentence of [
      "Wir helfen, wenn die Eltern arbeiten und Kinder Hilfe brauchen.",
      "Wir helfen gern, weil jemand krank ist und Hilfe braucht.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("reads 'während' before a genitive article or in an infinitive with 'zu' as the preposition", () => {
    // Was "Gleichzeitig gießen des Urlaubs die Blumen zu.".
    for (const sentence of [
      "Wir haben unsere Nachbarn gebeten, während des Urlaubs die Blumen zu gießen.",
      "Sie hat versprochen, während der Reise jeden Tag anzurufen.",
    ])
      expect(split(sentence, false).join(" ")).not.toContain("Gleichzeitig");
    expect(split("Ich lese ein Buch, während mein Mann das Essen kocht.", false)).toEqual([
      "Ich lese ein Buch.",
      "Gleichzeitig kocht mein Mann das Essen.",
    ]);
  });

  it("separates the particle of a Präteritum the dictionary conjugates wrongly ('vorbereiteten')", () => {
    // Was "Gleichzeitig vorbereiteten die Eltern das Essen.": the dictionary gives "beritten vor".
    expect(
      split("Die Kinder spielten im Garten, während die Eltern das Essen vorbereiteten.", false),
    ).toEqual(["Die Kinder spielten im Garten.", "Gleichzeitig bereiteten die Eltern das Essen vor."]);
  });

  it("puts a time adverb or a phrase with a contraction first in the cause", () => {
    // Were left whole: "morgen" was no opening adverb, "am" no preposition for the phrase first.
    expect(split("Wir bleiben zu Hause, weil morgen ein Feiertag ist.", false)).toEqual([
      "Morgen ist ein Feiertag.",
      "Deshalb bleiben wir zu Hause.",
    ]);
    expect(
      split("Die Kinder durften länger aufbleiben, weil am nächsten Tag keine Schule war.", false),
    ).toEqual(["Am nächsten Tag war keine Schule.", "Deshalb durften die Kinder länger aufbleiben."]);
    // No subject that agrees after the phrase: the sentence stays.
    const sentence = "Er wartet, weil im Moment geprüft wird.";
    expect(split(sentence, false)).toEqual([sentence]);
  });

  it("keeps a main clause first that names the cause itself (deshalb, deswegen)", () => {
    // Was "Deshalb sind wir nur deswegen zu spät gekommen.": the cause said twice.
    expect(split("Wir sind nur deswegen zu spät gekommen, weil der Bus nicht gefahren ist.", false)).toEqual([
      "Wir sind nur deswegen zu spät gekommen.",
      "Denn der Bus ist nicht gefahren.",
    ]);
    expect(split("Er ist krank geworden, weil er im Regen gewartet hat.", false)).toEqual([
      "Er hat im Regen gewartet.",
      "Deshalb ist er krank geworden.",
    ]);
  });

  it("splits coordinated causes after a main clause with an address", () => {
    expect(
      split(
        "Wir danken Ihnen, liebe Frau Maier, weil Sie uns geholfen haben und weil Sie immer freundlich waren.",
      ),
    ).toEqual([
      "Wir danken Ihnen, liebe Frau Maier.",
      "Denn Sie haben uns geholfen.",
      "Und Sie waren immer freundlich.",
    ]);
  });

  it("keeps infinitives under one modal in one clause", () => {
    expect(
      split("Bringt Wasser, damit ihr eure Füße waschen und euch unter den Baum legen könnt.", false),
    ).toEqual([
      "Bringt Wasser.",
      "Dann könnt ihr eure Füße waschen.",
      "Ihr könnt euch unter den Baum legen.",
    ]);
    // "das Geld" does not agree with "können": an object, no second subject.
    expect(
      split(
        "Bitte senden Sie uns die Unterlagen, damit wir den Antrag prüfen und das Geld überweisen können.",
      ),
    ).toEqual([
      "Bitte senden Sie uns die Unterlagen.",
      "Dann können wir den Antrag prüfen.",
      "Wir können das Geld überweisen.",
    ]);
    // "die Kinder" agrees with "können": it may be a subject of its own.
    const sentence = "Wir brauchen die Unterlagen, damit wir prüfen und die Kinder spielen können.";
    expect(split(sentence, false)).toEqual([sentence]);
  });

  it("keeps verbs under one modal in one clause when no second subject can stand after 'und'", () => {
    expect(
      split("Ich werde ihnen sagen, dass sie zuerst das Unkraut sammeln und bündeln sollen.", false),
    ).toEqual(["Ich werde ihnen sagen:", "Sie sollen zuerst das Unkraut sammeln und bündeln."]);
    expect(split("Er hat ihnen gesagt, dass sie immer beten und nicht müde werden sollen.", false)).toEqual([
      "Er hat ihnen gesagt:",
      "Sie sollen immer beten.",
      "Sie sollen nicht müde werden.",
    ]);
    // A passive infinitive last.
    expect(split("Es steht geschrieben, dass er viel leiden und verachtet werden muss.", false)).toEqual([
      "Es steht geschrieben:",
      "Er muss viel leiden und verachtet werden.",
    ]);
    expect(split("Es steht geschrieben, dass er viel leiden und verachtet werden müsse.", false)).toEqual([
      "Es steht geschrieben:",
      "Er muss viel leiden und verachtet werden.",
    ]);
    // A subject of its own after "und": two clauses, "spielen" may be finite. "bekehren" agrees
    // with plural "sie", "wird" with singular "sie": two clauses.
    for (const sentence of [
      "Ich weiß, dass die Kinder spielen und die Eltern arbeiten müssen.",
      "Ich weiß, dass sie kommen und sie gehen müssen.",
      "Sie hören nicht, so dass sie sich nicht bekehren und ihnen vergeben wird.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("leaves them when the first verb may hang on the second one's modal, or under Konjunktiv", () => {
    for (const sentence of [
      "Wenn ich nicht gekommen wäre und nicht zu ihnen gesprochen hätte, dann hätten sie keine Sünde.",
      "Er sagte, dass er krank sei und nicht arbeiten könne.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("still splits a coordinated object", () => {
    expect(split("Wir wissen, dass Sie Brot und Butter kaufen.")).toEqual([
      "Wir wissen:",
      "Sie kaufen Brot und Butter.",
    ]);
  });
});

describe("leading clause with a dass clause as its content", () => {
  it("splits the leading clause first, then the content after a colon", () => {
    expect(
      split("Weil wir wissen, dass Sie umgezogen sind, schicken wir den Brief an die neue Adresse."),
    ).toEqual(["Wir wissen:", "Sie sind umgezogen.", "Deshalb schicken wir den Brief an die neue Adresse."]);
  });

  it("keeps the content with the leading clause when that does not end in its verb after the split", () => {
    expect(split("Wenn ihr nicht glaubt, dass ich es bin, werdet ihr sterben.", false)).toEqual([
      "Vielleicht glaubt ihr nicht, dass ich es bin.",
      "Dann werdet ihr sterben.",
    ]);
  });
});

describe("subordinate clauses with a coordinated subject", () => {
  it("moves the verb after both noun phrases", () => {
    expect(split("Sie bekommen kein Geld, weil der Ausweis und das Foto fehlen.")).toEqual([
      "Der Ausweis und das Foto fehlen.",
      "Deshalb bekommen Sie kein Geld.",
    ]);
  });

  it("keeps a leading conjunction in front of the first new sentence (three segments)", () => {
    expect(
      split("Aber als Johannes sah, dass viele Männer zu seiner Taufe kamen, sagte er etwas.", false),
    ).toEqual(["Aber Johannes sah:", "Viele Männer kamen zu seiner Taufe.", "Da sagte er etwas."]);
  });
});

describe("a leading als clause whose verb takes a dass clause", () => {
  it("also with a separable verb ('als wir feststellten' -> 'Wir stellten fest:')", () => {
    // Was left whole: the fact ended in the particle "fest", not in "feststellten".
    expect(split("Als wir feststellten, dass Unterlagen fehlen, haben wir Sie angeschrieben.")).toEqual([
      "Wir stellten fest:",
      "Unterlagen fehlen.",
      "Da haben wir Sie angeschrieben.",
    ]);
  });

  it("with two verbs, the content after the second one ('Und wir bemerkten:')", () => {
    // Was left whole.
    expect(
      split(
        "Als wir die Unterlagen prüften und bemerkten, dass eine Seite fehlt, haben wir Sie angeschrieben.",
      ),
    ).toEqual([
      "Wir prüften die Unterlagen.",
      "Und wir bemerkten:",
      "Eine Seite fehlt.",
      "Da haben wir Sie angeschrieben.",
    ]);
  });
});

describe("subordinate clauses whose subject is a pronoun like 'dieser' or 'alle'", () => {
  it("takes the pronoun as the subject", () => {
    expect(split("Ich weiß, dass alle zu ihm kommen.", false)).toEqual(["Ich weiß:", "Alle kommen zu ihm."]);
    expect(split("Sie haben erkannt, dass dieser der Täter ist.", false)).toEqual([
      "Sie haben erkannt:",
      "Dieser ist der Täter.",
    ]);
  });

  it("a quantifier with a partitive ('einige der Leute') is the whole subject", () => {
    expect(split("Er ging, weil einige der Leute lachten.", false)).toEqual([
      "Einige der Leute lachten.",
      "Deshalb ging er.",
    ]);
  });
});

describe("temporal 'als' after the main clause", () => {
  it("keeps the main clause first and adds 'Da'", () => {
    expect(split("Wir haben Ihren Antrag bekommen, als Sie im Urlaub waren.")).toEqual([
      "Wir haben Ihren Antrag bekommen.",
      "Da waren Sie im Urlaub.",
    ]);
  });

  it("leaves comparisons", () => {
    for (const sentence of [
      "Sie haben mehr verdient, als Sie angegeben haben.",
      "Er war früher da, als wir dachten.",
      "Es ist besser, als ob er käme.",
      // An inflected comparative the lexicon does not list.
      "Die Abgeordneten haben größeren Einfluss, als es Abgeordneten anderer Parlamente möglich ist.",
      "Sie haben eine höhere Miete, als Sie angegeben haben.",
      "Er sah die älteren Kinder, als wir dachten.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("still splits after a positive adjective in -er", () => {
    expect(split("Er fand einen sicheren Platz, als er in die Stadt kam.", false)).toEqual([
      "Er fand einen sicheren Platz.",
      "Da kam er in die Stadt.",
    ]);
  });

  it("leaves 'als' + zu-infinitive, a comparison, with its clause", () => {
    const clauses = split(
      "Denn es ist besser, dass du humpelnd in das Reich Gottes kommst, als in die Hölle geworfen zu werden.",
      false,
    );
    expect(clauses.some((clause) => clause.startsWith("Da "))).toBe(false);
    expect(clauses.at(-1)).toContain("als in die Hölle geworfen zu werden.");
  });
});

describe("damit clauses in the past", () => {
  it("become 'sollen' + infinitive, not a fact", () => {
    expect(split("Gott setzte sie an den Himmel, damit sie über der Erde schienen.", false)).toEqual([
      "Gott setzte sie an den Himmel.",
      "Dann sollten sie über der Erde scheinen.",
    ]);
    expect(split("Er führte sie hinaus, damit sie das Land sahen.", false)).toEqual([
      "Er führte sie hinaus.",
      "Dann sollten sie das Land sehen.",
    ]);
  });

  it("keep a present purpose as it was", () => {
    expect(split("Ich gebe dir das Geld, damit du Brot kaufst.", false)).toEqual([
      "Ich gebe dir das Geld.",
      "Dann kaufst du Brot.",
    ]);
  });

  it("become 'sollen' after a past main clause, also with a present verb", () => {
    // Was "Dann verhaftet sie den Dieb.": the arrest was the aim, not what happened.
    expect(split("Die Polizei kam, damit sie den Dieb verhaftet.", false)).toEqual([
      "Die Polizei kam.",
      "Dann sollte sie den Dieb verhaften.",
    ]);
    // A Perfekt main clause ("ist erschienen" is also a Präteritum form) keeps the present, with
    // "soll" for another subject (was "Dann befiehlt er …", told as done).
    expect(split("Denn ich habe ihn erwählt, damit er seinen Kindern gute Dinge befiehlt.", false)).toEqual([
      "Denn ich habe ihn erwählt.",
      "Dann soll er seinen Kindern gute Dinge befehlen.",
    ]);
    // "haben" as the purpose's own verb and a present main clause stay as they were.
    expect(split("Ich bin gekommen, damit sie Leben haben.", false)).toEqual([
      "Ich bin gekommen.",
      "Dann haben sie Leben.",
    ]);
  });

  it("become the subject's wish, as with 'um … zu', when the subject is the main clause's own", () => {
    // Was "Dann soll ich den Zug erreichen.", which read as an order.
    expect(split("Ich bin früh aufgestanden, damit ich den Zug erreiche.", false)).toEqual([
      "Ich bin früh aufgestanden.",
      "Ich wollte den Zug erreichen.",
    ]);
    // Was "Dann soll er uns helfen."
    expect(split("Er ist gekommen, damit er uns hilft.", false)).toEqual([
      "Er ist gekommen.",
      "Er wollte uns helfen.",
    ]);
    expect(split("Wir sind früh gekommen, damit wir pünktlich ankommen.", false)).toEqual([
      "Wir sind früh gekommen.",
      "Wir wollten pünktlich ankommen.",
    ]);
    expect(split("Er kam, damit er sie berühre.", false)).toEqual(["Er kam.", "Er wollte sie berühren."]);
  });

  it("keep 'sollen' for another subject, also one that may be another 'er'", () => {
    expect(split("Er hat den Mann geschickt, damit er hilft.", false)).toEqual([
      "Er hat den Mann geschickt.",
      "Dann soll er helfen.",
    ]);
    expect(split("Er hat ihn gerufen, damit er ihm hilft.", false)).toEqual([
      "Er hat ihn gerufen.",
      "Dann soll er ihm helfen.",
    ]);
    // "ihr" before a noun is no subject of its own.
    expect(split("Ihr seid gekommen, damit ihr Kind gesund wird.", false)).toEqual([
      "Ihr seid gekommen.",
      "Dann wird ihr Kind gesund.",
    ]);
  });

  it("stay whole when the subject's own wish is unsure", () => {
    // A negated main clause denies the purpose ("Ich bin nicht gekommen." / "Ich wollte …" is wrong).
    const sentence = "Ich bin nicht gekommen, damit ich dich störe.";
    expect(split(sentence, false)).toEqual([sentence]);
  });

  it("after a command, a 'so dass' consequence is no fact either", () => {
    // Was "Deshalb weiß er Bescheid!"
    expect(split("Geh und sag es deinem Vater, so dass er Bescheid weiß!", false).at(-1)).toBe(
      "Dann weiß er Bescheid.",
    );
    expect(split("Er sagte es seinem Vater, so dass er Bescheid wusste.", false).at(-1)).toBe(
      "Deshalb wusste er Bescheid.",
    );
  });
});

describe("damit clauses in Konjunktiv I", () => {
  it("become 'sollen' for a full verb, what was meant to happen, not a fact", () => {
    // Was "Dann berührt er sie.", which told it as done.
    expect(split("Einige Leute brachten Kinder zu ihm, damit er sie berühre.", false)).toEqual([
      "Einige Leute brachten Kinder zu ihm.",
      "Dann sollte er sie berühren.",
    ]);
    expect(split("Er bringt die Kinder zu ihm, damit er sie berühre.", false)).toEqual([
      "Er bringt die Kinder zu ihm.",
      "Dann soll er sie berühren.",
    ]);
  });

  it("become indicative after 'Dann' for a passive", () => {
    expect(split("Das geschieht, damit das Wort erfüllt werde.", false)).toEqual([
      "Das geschieht.",
      "Dann wird das Wort erfüllt.",
    ]);
  });

  it("leave a first-person subject alone", () => {
    expect(split("Er schickt ihn, damit auch ich guten Mutes werde.", false)).toEqual([
      "Er schickt ihn.",
      "Dann werde auch ich guten Mutes.",
    ]);
  });
});

describe("particles, pronouns and adverbs before the subject", () => {
  it("puts particles and object pronouns after the verb", () => {
    expect(
      split("Mein Geist wird nicht für immer im Menschen bleiben, weil auch er Fleisch ist.", false),
    ).toEqual(["Mein Geist wird nicht für immer im Menschen bleiben.", "Denn er ist auch Fleisch."]);
    expect(split("Wir zahlen das Geld, weil Ihnen die Unterlagen vorliegen.")).toEqual([
      "Die Unterlagen liegen Ihnen vor.",
      "Deshalb zahlen wir das Geld.",
    ]);
  });

  it("puts the particles behind an unstressed object pronoun after the subject", () => {
    expect(split("Als aber der Lehrer ihn ruft, kommt er.", false)).toEqual([
      "Der Lehrer ruft ihn aber.",
      "Da kommt er.",
    ]);
    expect(split("Weil nun die Mutter es weiß, bleibt sie.", false)).toEqual([
      "Die Mutter weiß es nun.",
      "Deshalb bleibt sie.",
    ]);
    // No pronoun after the subject: the particle right after the verb.
    expect(split("Weil aber der Lehrer den Jungen ruft, kommt er.", false)).toEqual([
      "Der Lehrer ruft aber den Jungen.",
      "Deshalb kommt er.",
    ]);
  });

  it("keeps an adverb of place first", () => {
    expect(split("Er sah, dass da 3 Männer vor ihm standen.", false)).toEqual([
      "Er sah:",
      "Da standen 3 Männer vor ihm.",
    ]);
  });

  it("leaves 'nicht' before the subject", () => {
    const sentence = "Er bleibt, weil nicht der Tod uns scheiden wird.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("an imperative after a leading subordinate clause", () => {
  it("gets the connector", () => {
    expect(split("Wenn du der Christus bist, sag es uns offen.", false)).toEqual([
      "Vielleicht bist du der Christus.",
      "Dann sag es uns offen.",
    ]);
  });

  it("a question after it gives the fact first ('dann' inside the question)", () => {
    const sentence = "Wenn das Salz geschmacklos geworden ist, womit würdet ihr es würzen?";
    expect(
      splitSentence({ tokens: clauseTokens(sentence, false), end: "?" }, { formal: false, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      ),
    ).toEqual(["Vielleicht ist das Salz geschmacklos geworden.", "Womit würdet ihr es dann würzen?"]);
  });
});

describe("material after the verb of the subordinate clause", () => {
  it("reads prepositional phrases after the verb as part of the clause", () => {
    expect(split("Ich bleibe hier, weil ich warte auf meinen Bruder.", false)).toEqual([
      "Ich warte auf meinen Bruder.",
      "Deshalb bleibe ich hier.",
    ]);
  });

  it("keeps an infinitive complement with its verb", () => {
    expect(
      split("Er wollte nicht in Judäa umherziehen, weil die Juden versuchten, ihn zu töten.", false),
    ).toEqual(["Die Juden versuchten, ihn zu töten.", "Deshalb wollte er nicht in Judäa umherziehen."]);
  });

  it("gives a cause after the content of a colon with 'Denn'", () => {
    expect(split("Wir wissen, dass wir zu Hause sind, weil wir die Brüder lieben.", false)).toEqual([
      "Wir wissen:",
      "Wir sind zu Hause.",
      "Denn wir lieben die Brüder.",
    ]);
  });

  it("reads 'Doch' before the verb as the first place and puts the connector after the verb", () => {
    expect(split("Doch darf er nicht kommen, wenn er krank ist.", false)).toEqual([
      "Vielleicht ist er krank.",
      "Doch darf er dann nicht kommen.",
    ]);
    expect(
      split("Doch kann ohne Ausweis nicht gewählt werden, wenn Sie dem Wahlvorstand nicht bekannt sind."),
    ).toEqual([
      "Vielleicht sind Sie dem Wahlvorstand nicht bekannt.",
      "Doch kann dann ohne Ausweis nicht gewählt werden.",
    ]);
  });

  it("reads a lone demonstrative das/dies as the first place and keeps the main clause first", () => {
    expect(
      split("Dann legen Sie bitte entsprechende Nachweise vor, da dies bei der Planung berücksichtigt wird."),
    ).toEqual([
      "Dann legen Sie bitte entsprechende Nachweise vor.",
      "Denn dies wird bei der Planung berücksichtigt.",
    ]);
    expect(split("Er ging weg, weil das niemand wusste.", false)).toEqual([
      "Er ging weg.",
      "Denn das wusste niemand.",
    ]);
    // A concession with it stays whole: "das" means the main clause, and put first it would point
    // forward (was "Das ist nicht unsere Pflicht." / "Trotzdem zahlen wir die Kosten.").
    for (const sentence of [
      "Wir zahlen die Kosten, obwohl das nicht unsere Pflicht ist.",
      "Sie half ihm, obwohl dies niemand verlangt hatte.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    // Before a noun or a declined adjective "das" is the article.
    expect(split("Er sagte, dass das neue Gesetz gilt.", false)).toEqual([
      "Er sagte:",
      "Das neue Gesetz gilt.",
    ]);
  });

  it("keeps the main clause first when the cause's er/sie refers to a noun in it", () => {
    expect(split("Der Mann war mir voraus, weil er vor mir war.", false)).toEqual([
      "Der Mann war mir voraus.",
      "Denn er war vor mir.",
    ]);
    expect(split("Wir können Ihren Antrag nicht bearbeiten, weil er unvollständig ist.")).toEqual([
      "Wir können Ihren Antrag nicht bearbeiten.",
      "Denn er ist unvollständig.",
    ]);
    // A noun subject in the cause, or no noun in the main clause: the cause comes first.
    expect(split("Der Mann war mir voraus, weil der Weg kurz war.", false)).toEqual([
      "Der Weg war kurz.",
      // The unstressed pronoun before the noun subject (clause-tools prefixMain).
      "Deshalb war mir der Mann voraus.",
    ]);
    expect(split("Die Jünger blieben, weil sie müde waren.", false)).toEqual([
      "Die Jünger blieben.",
      "Denn sie waren müde.",
    ]);
    // "sie" with a plural verb does not refer to "Verehrung".
    expect(split("Ihre Verehrung ist wertlos, weil sie menschliche Gebote hinstellen.", false)).toEqual([
      "Sie stellen menschliche Gebote hin.",
      "Deshalb ist ihre Verehrung wertlos.",
    ]);
    expect(split("Ich bleibe hier, weil er krank ist.", false)).toEqual([
      "Er ist krank.",
      "Deshalb bleibe ich hier.",
    ]);
  });

  it("leaves a concessive 'wenn … auch' and a wished consequence", () => {
    for (const sentence of [
      "Wenn ich auch geopfert werde, freue ich mich.",
      "Gott segne uns, so dass die ganze Welt Ehrfurcht habe vor ihm.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    expect(split("Wenn ich auch nur seine Kleider berühre, werde ich geheilt.", false)).toEqual([
      "Vielleicht berühre ich auch nur seine Kleider.",
      "Dann werde ich geheilt.",
    ]);
  });
});

describe("an imperative before a trailing subordinate clause", () => {
  it("stays first or takes the connector", () => {
    expect(split("Schick die Leute nach Hause, damit sie sich etwas holen können.", false)).toEqual([
      "Schick die Leute nach Hause.",
      "Dann können sie sich etwas holen.",
    ]);
    expect(split("Erhör mich, wenn ich zu dir rufe.", false)).toEqual([
      "Vielleicht rufe ich zu dir.",
      "Dann erhör mich.",
    ]);
    expect(split("Nimm den Schirm, weil es regnet.", false)).toEqual(["Nimm den Schirm.", "Denn es regnet."]);
  });

  it("splits a second conjunct of one verb", () => {
    expect(split("Er soll vom Kreuz herabsteigen, damit wir sehen und glauben.", false)).toEqual([
      "Er soll vom Kreuz herabsteigen.",
      "Dann sehen wir.",
      "Und wir glauben.",
    ]);
  });
});

describe("two conditions joined by 'oder' under one wenn/falls", () => {
  it("gives each condition its own sentence, the second after 'Oder'", () => {
    expect(split("Wenn Sie Fragen haben oder Hilfe brauchen, rufen Sie uns an.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Oder Sie brauchen Hilfe.",
      "Dann rufen Sie uns an.",
    ]);
    expect(split("Falls Sie umziehen oder Ihr Einkommen sich ändert, müssen Sie uns das mitteilen.")).toEqual(
      ["Vielleicht ziehen Sie um.", "Oder Ihr Einkommen ändert sich.", "Dann müssen Sie uns das mitteilen."],
    );
    // "sich" before the second subject: the first subject is not taken for it (was "Oder Sie
    // ändert sich Ihr Einkommen."); a reflexive verb without a subject of its own shares the first.
    expect(
      split("Wenn Sie umziehen oder wenn sich Ihr Einkommen ändert, müssen Sie uns das mitteilen."),
    ).toEqual([
      "Vielleicht ziehen Sie um.",
      "Oder Ihr Einkommen ändert sich.",
      "Dann müssen Sie uns das mitteilen.",
    ]);
    expect(split("Wenn Sie umziehen oder sich bewerben, müssen Sie uns das mitteilen.")).toEqual([
      "Vielleicht ziehen Sie um.",
      "Oder Sie bewerben sich.",
      "Dann müssen Sie uns das mitteilen.",
    ]);
    // A second condition that opens with a prepositional phrase before a subject of its own.
    expect(
      split(
        "Wenn die Unterbrechung außer Verhältnis zur Schwere der Zuwiderhandlung steht oder in Ihrem Haushalt Personen leben, teilen Sie uns dies bitte sofort mit.",
      ),
    ).toEqual([
      "Vielleicht steht die Unterbrechung außer Verhältnis zur Schwere der Zuwiderhandlung.",
      "Oder in Ihrem Haushalt leben Personen.",
      "Dann teilen Sie uns dies bitte sofort mit.",
    ]);
    // Not when the first subject fits the verb too: the phrase may belong to a shared subject.
    const shared = "Wenn Sie Fragen haben oder in Berlin Hilfe brauchen, rufen Sie uns an.";
    expect(split(shared)).not.toContain("Oder in Berlin brauchen Hilfe.");
    // A bare noun after the phrase may be the second clause's own subject even when "Sie" fits the
    // verb: "Oder Sie ziehen in Ihrer Wohnung Personen ein." changed who moves in (review); whole.
    for (const sentence of [
      "Wenn Sie umziehen oder in Ihrer Wohnung Personen einziehen, teilen Sie uns das bitte mit.",
      "Wenn Sie krank sind oder in Ihrem Haushalt Kinder leben, teilen Sie uns das bitte mit.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(
      split("Wenn Sie umziehen oder in Ihrer Wohnung eine Person aufnehmen, teilen Sie uns das bitte mit."),
    ).toContain("Oder Sie nehmen in Ihrer Wohnung eine Person auf.");
  });

  it("leaves a negation that may hold for both and a cause with 'oder' whole", () => {
    for (const sentence of [
      "Wenn Sie nicht kommen oder absagen, verfällt der Termin.",
      "Weil er krank war oder keine Lust hatte, blieb er zu Hause.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a participle before a separable verb at the end of the clause", () => {
  it("is a predicate of its own: the particle goes to the end", () => {
    expect(split("Wir zahlen, wenn Sie den Antrag ausgefüllt zurückschicken.")).toEqual([
      "Vielleicht schicken Sie den Antrag ausgefüllt zurück.",
      "Dann zahlen wir.",
    ]);
    expect(split("Wir zahlen, wenn die Unterlagen unterschrieben vorliegen.")).toEqual([
      "Vielleicht liegen die Unterlagen unterschrieben vor.",
      "Dann zahlen wir.",
    ]);
  });

  it("not before an auxiliary, whose participle stays in the verb cluster", () => {
    expect(split("Wir zahlen, wenn Sie den Antrag ausgefüllt haben.")).toEqual([
      "Vielleicht haben Sie den Antrag ausgefüllt.",
      "Dann zahlen wir.",
    ]);
  });
});

describe("a main clause after 'aber'/'doch' that follows a trailing subordinate clause", () => {
  it("is cut off with its own prefield, the subordinate clause stays with the left side", () => {
    expect(split("Wir zahlen, wenn Sie den Antrag stellen, aber vorher müssen Sie sich melden.")).toEqual([
      "Vielleicht stellen Sie den Antrag.",
      "Dann zahlen wir.",
      "Aber vorher müssen Sie sich melden.",
    ]);
    expect(split("Ich war voll, als ich ging, doch leer lässt mich Gott zurückkehren.", false)).toContain(
      "Aber leer lässt mich Gott zurückkehren.",
    );
  });

  it("not a conjunct without a verb or a verb-final one", () => {
    for (const sentence of [
      "Sie gingen, als es dunkel wurde, aber leise.",
      "Als er kam, aber niemand ihn sah, ging er wieder.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a command in du/ihr form before a bevor clause", () => {
  const command = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: "!" }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("comes after the event with 'vorher', like a polite request", () => {
    expect(command("Komm schnell, bevor mein Kind stirbt!")).toEqual([
      "Mein Kind stirbt.",
      "Komm vorher schnell!",
    ]);
  });

  it("stays whole with a pronoun in the clause, never 'Danach …!'", () => {
    expect(command("Komm schnell, bevor es dunkel wird!")).toEqual(["Komm schnell, bevor es dunkel wird!"]);
    // A threat is no fact: "Ich rufe die Polizei." would say it happens.
    expect(command("Geh weg, bevor ich die Polizei rufe!")).toEqual(["Geh weg, bevor ich die Polizei rufe!"]);
  });
});

describe("a segment of examples after a subordinate clause", () => {
  it("stays at the end of that clause", () => {
    expect(
      split(
        "Unklar ist aber, ob Ihnen weitere Einkünfte zur Verfügung stehen, etwa aus einer Betriebsrente oder aus Vermietung.",
      ),
    ).toEqual([
      "Unklar ist aber:",
      "Stehen Ihnen weitere Einkünfte zur Verfügung, etwa aus einer Betriebsrente oder aus Vermietung?",
    ]);
    expect(split("Wenn Sie Einkommen haben, etwa aus Arbeit, müssen Sie es angeben.")).toEqual([
      "Vielleicht haben Sie Einkommen, etwa aus Arbeit.",
      "Dann müssen Sie es angeben.",
    ]);
  });

  it("not a segment with a verb of its own", () => {
    expect(split("Wir zahlen, wenn Sie Kosten haben, etwa weil Sie umziehen.")).not.toContain(
      "Vielleicht haben Sie Kosten, etwa weil Sie umziehen.",
    );
  });
});

describe("'während' before a determiner and a verb-second clause", () => {
  it("is the preposition: the main clause takes the connector after its verb and subject", () => {
    expect(
      split(
        "Während der Rehabilitation erhalten Sie Übergangsgeld, wenn Ihr Arbeitgeber keine Entgeltfortzahlung mehr leistet.",
      ),
    ).toEqual([
      "Vielleicht leistet Ihr Arbeitgeber keine Entgeltfortzahlung mehr.",
      "Während der Rehabilitation erhalten Sie dann Übergangsgeld.",
    ]);
  });

  it("stays the conjunction before a clause that ends in its verb", () => {
    expect(split("Während der Mann schläft, liest sie ein Buch.", false)).toEqual([
      "Der Mann schläft.",
      "Gleichzeitig liest sie ein Buch.",
    ]);
  });
});

describe("a contrast with 'aber' after an adverbial clause", () => {
  it("goes on with the clause when it has no subject of its own, the second after 'Aber'", () => {
    expect(
      split("Wenn du keinen Ehebruch begehst, aber mordest, hast du gegen das Gesetz verstoßen.", false),
    ).toEqual([
      "Vielleicht begehst du keinen Ehebruch.",
      "Aber du mordest.",
      "Dann hast du gegen das Gesetz verstoßen.",
    ]);
    expect(split("Sie können Wohngeld bekommen, wenn Sie arbeiten, aber wenig verdienen.")).toEqual([
      "Vielleicht arbeiten Sie.",
      "Aber Sie verdienen wenig.",
      "Dann können Sie Wohngeld bekommen.",
    ]);
    expect(split("Weil er krank war, aber arbeiten wollte, kam er ins Büro.", false)).toEqual([
      "Er war krank.",
      "Aber er wollte arbeiten.",
      "Deshalb kam er ins Büro.",
    ]);
  });

  it("not after a subject or a word that may open one, nor before a main clause", () => {
    for (const sentence of [
      "Wenn Sie umziehen, aber die Wohnung behalten, teilen Sie uns das mit.",
      "Wenn Sie den Antrag stellen, aber Unterlagen fehlen, prüfen wir ihn nicht.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Er kam, weil er krank war, aber er blieb nicht lange.", false)).toContain(
      "Aber er blieb nicht lange.",
    );
    // A main clause after "aber": its finite verb and subject are not before the last verb.
    expect(
      split("Wir zahlen, wenn Sie den Antrag stellen, aber vorher müssen Sie sich melden."),
    ).not.toContain("Aber Sie melden vorher müssen Sie sich.");
  });
});

describe("a question with a weil/wenn/obwohl clause", () => {
  const ask = (sentence: string, formal = false): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, formal), end: "?" }, { formal, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("gives the fact first, then the question with the connector after its pronouns", () => {
    expect(ask("Werde ich denn noch gebären, obwohl ich alt bin?")).toEqual([
      "Ich bin alt.",
      "Werde ich denn trotzdem noch gebären?",
    ]);
    expect(ask("Wenn ich die Wahrheit sage, weshalb glaubt ihr mir nicht?")).toEqual([
      "Vielleicht sage ich die Wahrheit.",
      "Weshalb glaubt ihr mir dann nicht?",
    ]);
    expect(ask("Was machen Sie, wenn der Antrag abgelehnt wird?", true)).toEqual([
      "Vielleicht wird der Antrag abgelehnt.",
      "Was machen Sie dann?",
    ]);
    expect(ask("Wann kommt Ihr Antrag an, wenn Sie heute schreiben?", true)).toEqual([
      "Vielleicht schreiben Sie heute.",
      "Wann kommt dann Ihr Antrag an?",
    ]);
  });

  it("reads 'welche' and its noun as one question phrase", () => {
    expect(ask("Welche Unterlagen brauche ich, wenn ich umziehe?")).toEqual([
      "Vielleicht ziehe ich um.",
      "Welche Unterlagen brauche ich dann?",
    ]);
    expect(ask("Welche Kosten übernimmt die Kasse, wenn ich eine Brille brauche?")).toEqual([
      "Vielleicht brauche ich eine Brille.",
      "Welche Kosten übernimmt dann die Kasse?",
    ]);
    // A pronoun that would point forward to what is asked, an unreal or a past "wenn": whole.
    for (const question of [
      "Welche Kinder dürfen kommen, wenn sie krank sind?",
      "Welche Frau würde sich freuen, wenn sie das hörte?",
      "Welche Städte besuchte Paulus, wenn Paulus Zeit hatte?",
    ])
      expect(ask(question)).toEqual([question]);
    // "welche" before a noun that is no question phrase with a verb after it stays whole.
    const noVerb = "Welche Unterlagen und Nachweise, wenn ich umziehe?";
    expect(ask(noVerb)).toEqual([noVerb]);
  });

  it("gives a question's damit clause first as a wish, then asks with 'dafür'", () => {
    expect(ask("Was kann ich tun, damit mein Kind einen Platz bekommt?")).toEqual([
      "Mein Kind soll einen Platz bekommen.",
      "Was kann ich dafür tun?",
    ]);
    expect(ask("Was brauche ich, damit ich einen Termin bekomme?")).toEqual([
      "Ich will einen Termin bekommen.",
      "Was brauche ich dafür?",
    ]);
    // The asker's own purpose: "ich"/"wir" want it.
    expect(ask("Was können Sie tun, damit ich schneller Geld bekomme?", true)).toEqual([
      "Ich will schneller Geld bekommen.",
      "Was können Sie dafür tun?",
    ]);
    for (const question of [
      // "Sie sollen …" would read as an order; "damit" for "dass" after "sicherstellen".
      "Was muss ich tun, damit Sie meinen Antrag bearbeiten?",
      "Wie können wir sicherstellen, damit die E-Mail ankommt?",
      // The purpose itself is asked; a reason of its own; a pronoun that would point forward; negated.
      "Kommst du, damit wir reden können?",
      "Warum tust du das, damit ich lache?",
      "Muss ich den Antrag unterschreiben, damit das Amt ihn bearbeitet?",
      "Was muss ich tun, damit ich nicht zahlen muss?",
    ])
      expect(ask(question)).toEqual([question]);
  });

  it("states what a factive yes/no question asks about, then asks 'das?'", () => {
    expect(ask("Wissen Sie, dass Sie Wohngeld bekommen können?", true)).toEqual([
      "Sie können Wohngeld bekommen.",
      "Wissen Sie das?",
    ]);
    expect(ask("Wusstest du, dass Bienen tanzen?")).toEqual(["Bienen tanzen.", "Wusstest du das?"]);
    // Not a fact: "glauben", "hören"; negated: a reproach.
    expect(ask("Glaubst du, dass er kommt?")).toEqual(["Glaubst du:", "Er kommt?"]);
    const negated = "Wissen Sie nicht, dass Sie Wohngeld bekommen können?";
    expect(ask(negated, true)).toEqual([negated]);
  });

  it("puts the connector after 'Sie' before a noun ('Sie' is no possessive), not after 'Ihr' + noun", () => {
    expect(ask("Haben Sie Fragen, wenn Sie den Bescheid lesen?", true)).toEqual([
      "Vielleicht lesen Sie den Bescheid.",
      "Haben Sie dann Fragen?",
    ]);
    expect(ask("Warum glaubt Ihr Mann mir nicht, wenn ich die Wahrheit sage?", true)).toEqual([
      "Vielleicht sage ich die Wahrheit.",
      "Warum glaubt dann Ihr Mann mir nicht?",
    ]);
  });

  it("reads 'solange' + a present state of things as a condition, 'solange ich lebe' as a fact", () => {
    expect(split("Sie erhalten die Leistung, solange die Voraussetzungen vorliegen.")).toEqual([
      "Vielleicht liegen die Voraussetzungen vor.",
      "Dann erhalten Sie die Leistung.",
    ]);
    expect(split("Ich wohne hier, solange ich lebe.", false)).toEqual([
      "Ich lebe.",
      "So lange wohne ich hier.",
    ]);
    expect(split("Solange der König auf seiner Couch war, gab meine Narde ihren Duft.", false)).toEqual([
      "Der König war auf seiner Couch.",
      "So lange gab meine Narde ihren Duft.",
    ]);
  });

  it("gives a 'solange' fact first and 'so lange' in a yes/no question, after 'man'", () => {
    expect(ask("Kann man die Gäste zum Fasten zwingen, solange der Bräutigam bei ihnen ist?")).toEqual([
      "Der Bräutigam ist bei ihnen.",
      "Kann man so lange die Gäste zum Fasten zwingen?",
    ]);
    // Negated it is a condition; a bare modal and a w-question stay whole.
    expect(ask("Bekommen wir Geld, solange wir nicht arbeiten?")).toEqual([
      "Vielleicht arbeiten wir nicht.",
      "Bekommen wir dann Geld?",
    ]);
    for (const sentence of [
      "Darf ich bleiben, solange ich will?",
      "Wie lange bleibst du, solange er hier ist?",
    ])
      expect(ask(sentence)).toEqual([sentence]);
    expect(ask("Muss man zahlen, wenn man krank ist?")).toEqual([
      "Vielleicht ist man krank.",
      "Muss man dann zahlen?",
    ]);
  });

  it("gives a time clause with 'als' first and 'da' in the question", () => {
    expect(ask("Warum hast du geweint, als er kam?")).toEqual(["Er kam.", "Warum hast du da geweint?"]);
    expect(ask("Haben Sie den Antrag gestellt, als Sie umgezogen sind?", true)).toEqual([
      "Sie sind umgezogen.",
      "Haben Sie da den Antrag gestellt?",
    ]);
  });

  it("leaves an als clause whose pronoun points back to a name, and comparisons", () => {
    for (const sentence of [
      "Hat man nicht Abraham frei gesprochen, als er seinen Sohn opfern wollte?",
      "War er größer, als du dachtest?",
    ])
      expect(ask(sentence)).toEqual([sentence]);
  });

  it("keeps the question's own 'deshalb'", () => {
    expect(ask("Liegt ihr nicht deshalb falsch, weil ihr die Schriften nicht kennt?")).toEqual([
      "Ihr kennt die Schriften nicht.",
      "Liegt ihr nicht deshalb falsch?",
    ]);
  });
});

describe("a clause before a colon and 'bis' in narration", () => {
  const colon = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: ":" }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("keeps the colon with the verb of saying in the weil clause", () => {
    expect(colon("Er schickte den Sohn zu ihnen, weil er sich sagte")).toEqual([
      "Er schickte den Sohn zu ihnen.",
      "Denn er sagte sich:",
    ]);
  });

  it("does not move the colon to the main clause", () => {
    expect(colon("Er lachte, wenn er sagte")).toEqual(["Er lachte, wenn er sagte:"]);
  });

  it("tells a past 'bis' in order; letters keep 'Bis dahin'", () => {
    expect(split("Und so gingen die beiden gemeinsam, bis sie nach Betlehem kamen.", false)).toEqual([
      "Und so gingen die beiden gemeinsam.",
      "Dann kamen sie nach Betlehem.",
    ]);
    // A present event still to come gets "Später" (alone it would read as a fact now).
    expect(split("Bitte warten Sie, bis wir Ihnen schreiben.")).toEqual([
      "Später schreiben wir Ihnen.",
      "Bis dahin warten Sie bitte.",
    ]);
    expect(split("Bitte warten Sie, bis alle Unterlagen da sind.")).toEqual([
      "Später sind alle Unterlagen da.",
      "Bis dahin warten Sie bitte.",
    ]);
  });

  it("puts 'Bis dahin' before an imperative, after the event it waits for", () => {
    expect(
      split("Nimm Platz zu meiner Rechten, bis ich deine Feinde unter deine Füße setze.", false),
    ).toEqual(["Später setze ich deine Feinde unter deine Füße.", "Bis dahin nimm Platz zu meiner Rechten."]);
    // "Bleibt" may be finite: no sure imperative.
    const sentence = "Bleibt in der Stadt, bis ihr mit Kraft ausgerüstet werdet.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a leading als clause with dass content and a particle", () => {
  it("keeps the particle after the verb before the colon", () => {
    expect(split("Als er aber hörte, dass Archelaus König war, hatte er Angst.", false)).toEqual([
      "Er hörte aber:",
      "Archelaus war König.",
      "Da hatte er Angst.",
    ]);
  });

  it("reads a genitive preposition after the verb into the clause", () => {
    expect(split("Er hörte, dass Archelaus König war statt seines Vaters.", false)).toEqual([
      "Er hörte:",
      "Archelaus war König statt seines Vaters.",
    ]);
  });
});

describe("more coordinated verb-final clauses", () => {
  it("gives a second verb of handling a paper the shared object back as a pronoun", () => {
    expect(
      split("Es ist erforderlich, dass Ihr Arbeitgeber die Bescheinigung ausfüllt und an uns zurücksendet."),
    ).toEqual([
      "Es ist erforderlich:",
      "Ihr Arbeitgeber füllt die Bescheinigung aus.",
      "Und Ihr Arbeitgeber sendet sie an uns zurück.",
    ]);
    expect(
      split("Wir bitten darum, dass Sie die Unterlagen kopieren und uns bis zum 3. Mai zusenden."),
    ).toEqual([
      "Wir bitten darum:",
      "Sie kopieren die Unterlagen.",
      "Und Sie senden sie uns bis zum 3. Mai zu.",
    ]);
    expect(split("Wichtig ist, dass Sie den Antrag unterschreiben und rechtzeitig einreichen.")).toEqual([
      "Wichtig ist:",
      "Sie unterschreiben den Antrag.",
      "Und Sie reichen ihn rechtzeitig ein.",
    ]);
  });

  it("adds no pronoun when the second verb has its own object or is not a verb of handling a paper", () => {
    expect(
      split("Es ist wichtig, dass Sie Ihrem Arzt das Formular geben und ihn um eine Unterschrift bitten."),
    ).toEqual([
      "Es ist wichtig:",
      "Sie geben Ihrem Arzt das Formular.",
      "Und Sie bitten ihn um eine Unterschrift.",
    ]);
    expect(split("Er sagt, dass er das Haus verkauft und nach Berlin zieht.", false)).toEqual([
      "Er sagt:",
      "Er verkauft das Haus.",
      "Und er zieht nach Berlin.",
    ]);
    // "anrufen" takes the reader's "uns" as its object: nothing is added.
    expect(split("Es ist nötig, dass Sie das Formular ausfüllen und uns dann anrufen.")).toEqual([
      "Es ist nötig:",
      "Sie füllen das Formular aus.",
      "Und Sie rufen uns dann an.",
    ]);
  });

  it("keeps participles under one auxiliary in one clause", () => {
    expect(
      split(
        "Nachdem sie sich mit den Ältesten beraten und einen Beschluss gefasst hatten, gaben sie den Wächtern Geld.",
        false,
      ),
    ).toEqual([
      "Zuerst haben sie sich mit den Ältesten beraten und einen Beschluss gefasst.",
      "Danach gaben sie den Wächtern Geld.",
    ]);
  });

  it("reads 'während der …' inside a clause as a preposition", () => {
    expect(
      split("Nachdem Jesus während der Regierung des Königs geboren worden war, kamen Magier.", false),
    ).toEqual(["Zuerst war Jesus während der Regierung des Königs geboren worden.", "Danach kamen Magier."]);
  });

  it("splits a trailing als clause after a relative clause, with the relative clause as its main clause", () => {
    expect(split("Er sah den Mann, der ihm geholfen hatte, als er krank war.", false)).toEqual([
      "Er sah den Mann.",
      "Der Mann hatte ihm geholfen.",
      "Da war er krank.",
    ]);
  });

  it("splits a trailing als clause with two verbs", () => {
    expect(
      split("Darin habt ihr gelebt, als ihr dem Verlangen nachgabt und seinen Wünschen folgtet.", false),
    ).toEqual([
      "Darin habt ihr gelebt.",
      "Da gabt ihr dem Verlangen nach.",
      "Und ihr folgtet seinen Wünschen.",
    ]);
  });

  it("splits three verb-final clauses with one subject", () => {
    expect(
      split(
        "Nehmt für eure Söhne Frauen, damit sie Söhne und Töchter gebären und dort zahlreich werden und nicht abnehmen.",
        false,
      ),
    ).toEqual([
      "Nehmt für eure Söhne Frauen.",
      "Dann gebären sie Söhne und Töchter.",
      "Und sie werden dort zahlreich.",
      "Und sie nehmen nicht ab.",
    ]);
  });

  it("takes the subject behind a particle ('damit auch ich komme')", () => {
    expect(split("Berichtet mir davon, damit auch ich komme und ihn sehe und ihn verehre.", false)).toEqual([
      "Berichtet mir davon.",
      "Dann komme auch ich.",
      "Und ich sehe ihn.",
      "Und ich verehre ihn.",
    ]);
  });

  it("leaves 'und es …' / 'und sie …' whole when the pronoun may be the object", () => {
    for (const sentence of [
      "Berichtet mir davon, damit auch ich komme und vor ihm niederfalle und es verehre.",
      "Ich habe sie gerufen, damit sie kommen und sie hören.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a subordinate clause inside its main clause", () => {
  it("joins the two parts of the main clause", () => {
    expect(split("Wir werden Ihren Antrag, sobald alle Unterlagen vorliegen, bearbeiten.")).toEqual([
      "Zuerst müssen alle Unterlagen vorliegen.",
      "Dann werden wir Ihren Antrag bearbeiten.",
    ]);
    expect(split("Wir haben ihn, obwohl er krank war, eingestellt.", false)).toEqual([
      "Er war krank.",
      "Trotzdem haben wir ihn eingestellt.",
    ]);
  });

  it("also after a subject and a finite verb alone that look like an infinitive ('werden', 'können', 'haben')", () => {
    expect(split("Wir werden, wenn Sie den Antrag stellen, die Kosten prüfen.")).toEqual([
      "Vielleicht stellen Sie den Antrag.",
      "Dann werden wir die Kosten prüfen.",
    ]);
    expect(split("Sie können, wenn Sie Fragen haben, die Hotline anrufen.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann können Sie die Hotline anrufen.",
    ]);
    expect(split("Wir haben, weil die Unterlagen fehlten, den Antrag abgelehnt.")).toEqual([
      "Die Unterlagen fehlten.",
      "Deshalb haben wir den Antrag abgelehnt.",
    ]);
  });

  it("a temporal 'als' clause of a state or an earlier event, told after the main clause with 'Da'", () => {
    expect(split("Sie haben, als die Frist abgelaufen war, den Antrag gestellt.")).toEqual([
      "Sie haben den Antrag gestellt.",
      "Da war die Frist abgelaufen.",
    ]);
    expect(split("Er hat, als er krank war, nicht gearbeitet.", false)).toEqual([
      "Er hat nicht gearbeitet.",
      "Da war er krank.",
    ]);
    // An event told after the main clause would read as later ("Er hat sofort gegessen." / "Da ist
    // er nach Hause gekommen.").
    for (const sentence of [
      "Er hat, als er nach Hause kam, sofort gegessen.",
      "Er ist, als es dunkel wurde, nach Hause gegangen.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    // A comparison ("mehr, als …", "als ob …"), "als" + noun and an object before the clause stay whole.
    for (const sentence of [
      "Er hat mehr, als er braucht, bekommen.",
      "Er hat, als ob er krank wäre, nicht gearbeitet.",
      "Sie hat, als Kind, oft gesungen.",
      "Wir haben Ihnen, als Sie bei uns waren, die Unterlagen gegeben.",
      // After an adverb or a phrase: "Da wurde es dunkel." last would tell the darkness as later.
      "Gestern hat er, als es dunkel wurde, das Licht angemacht.",
      "Am Abend hat er, als alle schliefen, das Fenster geöffnet.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("in a question with the verb and its subject alone before the clause", () => {
    const ask = (sentence: string) =>
      splitSentence({ tokens: clauseTokens(sentence, true), end: "?" }, { formal: true, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      );
    expect(ask("Kann ich, wenn ich umziehe, den Antrag online stellen")).toEqual([
      "Vielleicht ziehe ich um.",
      "Kann ich dann den Antrag online stellen?",
    ]);
    expect(ask("Bekomme ich, wenn ich arbeite, weniger Geld")).toEqual([
      "Vielleicht arbeite ich.",
      "Bekomme ich dann weniger Geld?",
    ]);
  });

  it("after a subject and its verb alone, also before a rest without a verb form", () => {
    expect(split("Die Kinder spielen, wenn es regnet, im Haus.", false)).toEqual([
      "Vielleicht regnet es.",
      "Dann spielen die Kinder im Haus.",
    ]);
    expect(split("Das Amt schickt, wenn alles geprüft ist, einen Bescheid.")).toEqual([
      "Vielleicht ist alles geprüft.",
      "Dann schickt das Amt einen Bescheid.",
    ]);
  });

  it("not when the first part ends in a verb with more before it, or the rest is a clause of its own", () => {
    for (const sentence of [
      "Ich will leben, wenn ich sterbe, werde ich glücklich.",
      "Wir haben geprüft, ob Sie Anspruch haben, können Ihnen aber leider nichts zahlen.",
      // More than a subject before the clause: the rest must still close the clause.
      "Wir prüfen sofort, wenn der Antrag vorliegt, die Kosten.",
      // A full verb first: the rest with verbs of its own goes on with the subordinate clause.
      "Wir zahlen, wenn Sie den Antrag stellen, die Unterlagen schicken und den Ausweis zeigen.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("puts the connector after the verb when something else stands first", () => {
    expect(split("Wegen seiner Liebe hat er uns, obwohl wir tot waren, lebendig gemacht.", false)).toEqual([
      "Wir waren tot.",
      "Wegen seiner Liebe hat er uns trotzdem lebendig gemacht.",
    ]);
  });

  it("leaves a zu-infinitive, a w-clause or a coordinated part after it", () => {
    for (const sentence of [
      // The first clause ends in its participle: the rest is no part of it (was "Wir haben geprüft
      // können Ihnen aber leider nichts zahlen:").
      "Wir haben geprüft, ob Sie Anspruch haben, können Ihnen aber leider nichts zahlen.",
      "Welcher Ruhm liegt darin, dass ihr ertragt, für Verfehlungen misshandelt zu werden.",
      "Lehrer, wir wollen, dass du für uns tust, worum wir dich bitten werden.",
      "Bevor die Berge geboren waren, und von Ewigkeit zu Ewigkeit bist du Gott.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("does not read a time clause with 'als' after a dass clause as the rest of the main clause", () => {
    // Was "Wir haben festgestellt als wir Ihren Antrag geprüft haben:" / "Unterlagen fehlen."
    const out = split("Wir haben festgestellt, dass Unterlagen fehlen, als wir Ihren Antrag geprüft haben.");
    expect(out.slice(0, 2)).toEqual(["Wir haben festgestellt:", "Unterlagen fehlen."]);
    expect(out.join(" ")).not.toMatch(/festgestellt als/);
  });

  it("also after an adverb or a prepositional phrase, the verb and its subject", () => {
    expect(split("Morgen werden wir, wenn Sie kommen, den Antrag prüfen.")).toEqual([
      "Vielleicht kommen Sie.",
      "Morgen werden wir dann den Antrag prüfen.",
    ]);
    expect(split("Nach der Prüfung werden wir, wenn alles stimmt, das Geld überweisen.")).toEqual([
      "Vielleicht stimmt alles.",
      "Nach der Prüfung werden wir dann das Geld überweisen.",
    ]);
    expect(split("Zusätzlich erhalten Sie, sofern Sie Kinder haben, einen Zuschlag.")).toEqual([
      "Vielleicht haben Sie Kinder.",
      "Zusätzlich erhalten Sie dann einen Zuschlag.",
    ]);
  });

  it("also after a subject, its verb and object pronouns, or a polite request", () => {
    expect(split("Wir schicken Ihnen, sobald die Unterlagen vorliegen, einen Bescheid.")).toEqual([
      "Zuerst müssen die Unterlagen vorliegen.",
      "Dann schicken wir Ihnen einen Bescheid.",
    ]);
    expect(split("Bitte teilen Sie uns, wenn sich Ihre Adresse ändert, die neue Anschrift mit.")).toEqual([
      "Vielleicht ändert sich Ihre Adresse.",
      "Dann teilen Sie uns bitte die neue Anschrift mit.",
    ]);
    expect(split("Bitte schicken Sie uns, damit wir den Antrag prüfen können, die Belege.")).toEqual([
      "Bitte schicken Sie uns die Belege.",
      "Dann können wir den Antrag prüfen.",
    ]);
  });

  it("reads a capitalised noun after the clause as no pronominal adverb ('Wohngeld', not 'wofür')", () => {
    expect(split("Sie erhalten, wenn Sie die Voraussetzungen erfüllen, Wohngeld.")).toEqual([
      "Vielleicht erfüllen Sie die Voraussetzungen.",
      "Dann erhalten Sie Wohngeld.",
    ]);
  });

  it("leaves the sentence whole when the joined main clause does not split after a subject and its verb", () => {
    // Was "Deshalb werden wir, sobald die Unterlagen vorliegen." / "Wir werden einen Bescheid schicken.".
    for (const sentence of [
      "Deshalb werden wir, sobald die Unterlagen vorliegen, einen Bescheid schicken.",
      // A speaker's aside and a noun phrase before the verb (which may be the subject) stay whole.
      "Ich bin, wenn ich ehrlich bin, müde.",
      "Die Frau sieht die Mutter, wenn sie kommt, sofort.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a final subordinate clause after a left part that does not split", () => {
  it("becomes its own sentence; the left part stays whole", () => {
    // The relative clause on an adjective + bare plural ("zu guten Werken, die …") says which
    // works: it stays with the left part.
    expect(
      split(
        "Wir sind zu guten Werken geschaffen worden, die Gott vorbereitet hat, damit wir in ihnen leben.",
        false,
      ),
    ).toEqual([
      "Wir sind zu guten Werken geschaffen worden, die Gott vorbereitet hat.",
      "Dann leben wir in ihnen.",
    ]);
    // The left part with its one comma is then split on its own (splitSentence).
    expect(split("Denn er wusste nicht, was er tun sollte, da sie sich sehr fürchteten.", false)).toEqual([
      "Denn er wusste nicht:",
      "Was sollte er tun?",
      "Denn sie fürchteten sich sehr.",
    ]);
  });

  it("not after a function word, for reported speech or for bevor", () => {
    for (const sentence of [
      "Es gibt nichts Geheimes, außer, damit es öffentlich gemacht wird.",
      "Sie verbreiteten, dass er besessen sei und Dämonen austreiben könne, weil er im Bunde stehe.",
      "Der erste heiratete, starb aber, bevor er und seine Frau Kinder bekamen.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });

  it("gives dass content only to the verb right before it", () => {
    const sentence =
      "Verlangt nach geistiger, reiner Milch, damit ihr zunehmt, wenn ihr schmecktet, dass der Herr gütig ist.";
    expect(split(sentence, false)).not.toContain("Dann nehmt ihr zu:");
  });
});

describe("a leading subordinate clause before a rest that does not split", () => {
  it("is split with its main clause; the rest stays with that main clause", () => {
    expect(
      split(
        "Wenn er die Lüge spricht, spricht er aus dem Eigenen, weil er ein Lügner ist und ihr Vater.",
        false,
      ),
    ).toEqual([
      "Vielleicht spricht er die Lüge.",
      "Dann spricht er aus dem Eigenen, weil er ein Lügner ist und ihr Vater.",
    ]);
  });
});

describe("word forms after the split", () => {
  it("keeps an inseparable verb whole ('unterdrücken', participle 'unterdrückt')", () => {
    expect(split("Ihr wisst, dass die Herrscher die Menschen unterdrücken.", false)).toEqual([
      "Ihr wisst:",
      "Die Herrscher unterdrücken die Menschen.",
    ]);
    expect(split("Wir wissen, dass Sie umziehen.")).toEqual(["Wir wissen:", "Sie ziehen um."]);
  });

  it("writes the moved first word of the main clause in its proper case", () => {
    const clauses = splitSentence(
      // After a colon the first word keeps its capital ("Gott sprach: Mein Geist …").
      { tokens: tokenize("Mein Geist wird nicht bleiben, weil es kalt ist"), end: "." },
      { formal: false, variant: 0 },
    ).map((clause) => renderTokens(clause.tokens) + clause.end);
    expect(clauses).toEqual(["Es ist kalt.", "Deshalb wird mein Geist nicht bleiben."]);
  });
});

describe("a subordinate clause interrupted by another one", () => {
  it("splits the outer clause, then the inner one with it", () => {
    expect(split("Ich habe ihn geschickt, damit, wenn ihr ihn seht, ihr wieder froh seid.", false)).toEqual([
      "Ich habe ihn geschickt.",
      "Vielleicht seht ihr ihn.",
      "Dann seid ihr wieder froh.",
    ]);
    expect(split("Wir wissen, dass wir, wenn es sichtbar wird, ihm ähnlich sein werden.", false)).toEqual([
      "Wir wissen:",
      "Vielleicht wird es sichtbar.",
      "Dann werden wir ihm ähnlich sein.",
    ]);
  });

  it("reads a dass clause that goes on in verb-first order after the inner one as verb-final", () => {
    expect(split("Das liegt daran, dass, wenn jemand in Christus ist, ist er neu.", false)).toEqual([
      "Das liegt daran:",
      "Vielleicht ist jemand in Christus.",
      "Dann ist er neu.",
    ]);
  });

  it("leaves a rest that is no verb-final clause and cannot be made one", () => {
    // The particle of a separable verb would have to join it again ("zurückkommt").
    const sentence = "Ich weiß, dass, wenn du kommst, kommt er zurück.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("'ihr' and capital 'Du'/'Ihr' at the start of a subordinate clause", () => {
  it("reads 'ihr' before a noun as the possessive when the verb fits it", () => {
    expect(split("Ich weiß, dass ihr Antrag fehlt.", false)).toEqual(["Ich weiß:", "Ihr Antrag fehlt."]);
    // Before a feminine noun the possessive would be "ihre": "ihr" is the pronoun (was "Ihr Hilfe braucht.").
    expect(split("Ich weiß, dass ihr Hilfe braucht.", false)).toEqual(["Ich weiß:", "Ihr braucht Hilfe."]);
    expect(split("Ich weiß, dass ihr Frucht bringt.", false)).toEqual(["Ich weiß:", "Ihr bringt Frucht."]);
    expect(split("Ich weiß, dass ihr Kinder Gottes seid.", false)).toEqual([
      "Ich weiß:",
      "Ihr seid Kinder Gottes.",
    ]);
  });

  it("reads the old capital pronoun outside letters", () => {
    expect(split("Ich weiß, dass Ihr Nachkommen Abrahams seid.", false)).toEqual([
      "Ich weiß:",
      "Ihr seid Nachkommen Abrahams.",
    ]);
  });

  it("reads it in formal texts only with a verb in the second person", () => {
    expect(split("Ich weiß, dass Ihr Nachkommen Abrahams seid.")).toEqual([
      "Ich weiß:",
      "Ihr seid Nachkommen Abrahams.",
    ]);
    expect(split("Wir wissen, dass Ihr Sohn krank ist.")).toEqual(["Wir wissen:", "Ihr Sohn ist krank."]);
  });
});

describe("solange clauses", () => {
  it("give the fact first, then the main clause with 'So lange'", () => {
    expect(split("Solange der König auf seiner Couch ist, gibt meine Narde ihren Duft.", false)).toEqual([
      "Der König ist auf seiner Couch.",
      "So lange gibt meine Narde ihren Duft.",
    ]);
    expect(split("Ich werde im Haus von unserem Gott wohnen, solange ich lebe.", false)).toEqual([
      "Ich lebe.",
      "So lange werde ich im Haus von unserem Gott wohnen.",
    ]);
  });

  it("leave a bare modal ('solange Sie wollen') whole", () => {
    const sentence = "Sie können hier bleiben, solange Sie wollen.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("turn a denied solange clause into a condition, not a stated fact", () => {
    expect(split("Solange Sie keine Unterlagen einreichen, können wir nicht zahlen.")).toEqual([
      "Vielleicht reichen Sie keine Unterlagen ein.",
      "Dann können wir nicht zahlen.",
    ]);
    expect(split("Wir zahlen das Geld nicht aus, solange Sie die Bescheinigung nicht vorlegen.")).toEqual([
      "Vielleicht legen Sie die Bescheinigung nicht vor.",
      "Dann zahlen wir das Geld nicht aus.",
    ]);
    // Not denied: the fact stays a fact.
    expect(split("Sie bekommen Wohngeld, solange Sie die Voraussetzungen erfüllen.")).toEqual([
      "Sie erfüllen die Voraussetzungen.",
      "So lange bekommen Sie Wohngeld.",
    ]);
  });
});

describe("a yes/no question with a sodass consequence", () => {
  const ask = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: "?" }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("keeps both as questions, the consequence with 'dann'", () => {
    expect(ask("Sind mir etwa noch mehr Söhne im Leib, sodass sie eure Männer werden könnten?")).toEqual([
      "Sind mir etwa noch mehr Söhne im Leib?",
      "Könnten sie dann eure Männer werden?",
    ]);
  });

  it("leaves a w-question whole", () => {
    const sentence = "Warum habe ich Gefallen in deinen Augen gefunden, so dass du mich ansiehst?";
    expect(ask(sentence)).toEqual([sentence]);
  });
});

describe("a dass clause after a trailing weil clause", () => {
  it("goes with the clause made of the weil segment, which takes the colon", () => {
    expect(
      split("Sie kehrte zurück, weil sie gehört hatte, dass Gott sein Volk besucht hatte.", false),
    ).toEqual(["Sie hatte gehört:", "Gott hatte sein Volk besucht.", "Deshalb kehrte sie zurück."]);
    expect(
      split("Aber mich hasst sie, weil ich über sie bezeuge, dass ihre Werke schlecht sind.", false),
    ).toEqual(["Aber mich hasst sie.", "Denn ich bezeuge über sie:", "Ihre Werke sind schlecht."]);
  });

  it("leaves it after an als clause ('Da hörte er: …' would reverse the order)", () => {
    const sentence = "Er freute sich, als er hörte, dass sie kam.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a colon after two conjuncts", () => {
  const colon = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: ":" }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("passes to the last conjunct when it is the verb of saying", () => {
    expect(colon("Jesus rief im Tempel, indem er lehrte und sagte")).toEqual([
      "Jesus rief im Tempel.",
      "Dabei lehrte er.",
      "Und er sagte:",
    ]);
  });

  it("stays with the whole sentence otherwise", () => {
    const sentence =
      "Ich widerrufe es nicht, weil sie Gebiete auslieferten und nicht des Bündnisses gedachten";
    expect(colon(sentence)).toEqual([`${sentence}:`]);
  });
});

describe("two conditions joined by 'und': both stay possibilities", () => {
  it("puts 'vielleicht' into the later conjunct after 'Und'", () => {
    // Was "Und die Gehbehinderung ist auf … zurückzuführen.", a fact.
    expect(
      split(
        "Es besteht jedoch die Möglichkeit, einen orangefarbenen Parkausweis zu beantragen, sofern ein Grad der Behinderung von mindestens 70 festgestellt wurde und die Gehbehinderung auf Funktionsstörungen der unteren Gliedmaßen zurückzuführen ist.",
      ),
    ).toEqual([
      "Vielleicht wurde ein Grad der Behinderung von mindestens 70 festgestellt.",
      "Und vielleicht ist die Gehbehinderung auf Funktionsstörungen der unteren Gliedmaßen zurückzuführen.",
      "Es besteht dann jedoch die Möglichkeit, einen orangefarbenen Parkausweis zu beantragen.",
    ]);
    // A first place that cannot take it in front: after the verb.
    expect(split("Wir zahlen das Geld, wenn Sie umziehen und bei uns die neue Adresse angeben.")).toEqual([
      "Vielleicht ziehen Sie um.",
      "Und vielleicht geben Sie bei uns die neue Adresse an.",
      "Dann zahlen wir das Geld.",
    ]);
    // "Oder" after a possibility is the other one; "Aber", a cause or a dass clause: unchanged.
    expect(split("Rufen Sie uns an, wenn Sie Fragen haben oder Hilfe brauchen.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Oder Sie brauchen Hilfe.",
      "Dann rufen Sie uns an.",
    ]);
    expect(split("Wenn du keinen Ehebruch begehst, aber mordest, bist du ein Übertreter.", false)).toEqual([
      "Vielleicht begehst du keinen Ehebruch.",
      "Aber du mordest.",
      "Dann bist du ein Übertreter.",
    ]);
    expect(split("Wir haben Ihren Antrag geprüft, weil Sie krank sind und nicht arbeiten können.")).toEqual([
      "Sie sind krank.",
      "Und Sie können nicht arbeiten.",
      "Deshalb haben wir Ihren Antrag geprüft.",
    ]);
  });
});

describe("a second conjunct that opens with an object", () => {
  it("shares the subject of the first conjunct when a determiner that is never nominative opens it", () => {
    expect(split("Wenn du das Geld bekommst und den Brief liest, gehst du nach Hause.", false)).toEqual([
      "Vielleicht bekommst du das Geld.",
      "Und vielleicht liest du den Brief.",
      "Dann gehst du nach Hause.",
    ]);
  });

  it("shares no subject that is an object ('weil den Brief niemand las')", () => {
    const sentence = "Weil den Brief niemand las und keiner kam, ging er nach Hause.";
    expect(split(sentence, false).join(" ")).not.toContain("den Brief ist");
  });
});

describe("an imperative after 'dann'/'so' that resumes a condition", () => {
  it("takes the connector in place of the adverb", () => {
    expect(split("Wenn du es kannst, dann hilf uns.", false)).toEqual([
      "Vielleicht kannst du es.",
      "Dann hilf uns.",
    ]);
    expect(split("Wenn du Zeit hast, so komm zu mir.", false)).toEqual([
      "Vielleicht hast du Zeit.",
      "Dann komm zu mir.",
    ]);
  });

  it("does not join a main clause that goes on after 'dann' + verb + subject to the one before", () => {
    expect(
      split("Wir haben Ihren Antrag erhalten, wenn Sie Fragen haben, dann rufen Sie uns an."),
    ).not.toContain("Dann haben wir Ihren Antrag erhalten dann rufen Sie uns an.");
  });
});

describe("an adverb that resumes a leading weil/obwohl clause", () => {
  it("gives way to the connector of the same meaning", () => {
    expect(split("Weil er krank war, deswegen blieb er zu Hause.", false)).toEqual([
      "Er war krank.",
      "Deshalb blieb er zu Hause.",
    ]);
    expect(split("Obwohl er krank war, trotzdem arbeitete er.", false)).toEqual([
      "Er war krank.",
      "Trotzdem arbeitete er.",
    ]);
  });

  it("keeps an adverb of another meaning out of the connector's place", () => {
    expect(split("Wenn Sie Fragen haben, deshalb rufen Sie an.").join(" ")).not.toContain("Dann rufen");
  });
});

describe("a sentence that is only a weil clause", () => {
  it("becomes a main clause after 'Denn'", () => {
    expect(split("Weil ihr mein Wort nicht hören könnt.", false)).toEqual([
      "Denn ihr könnt mein Wort nicht hören.",
    ]);
    expect(split("Weil wir seine Gebote halten und das Gute tun.", false)).toEqual([
      "Denn wir halten seine Gebote.",
      "Und wir tun das Gute.",
    ]);
  });

  it("leaves reported speech and other subordinators alone", () => {
    expect(split("Weil er krank sei.", false)).toEqual(["Weil er krank sei."]);
    expect(split("Wenn er kommt.", false)).toEqual(["Wenn er kommt."]);
  });
});

describe("bevor after a denied main clause", () => {
  it("puts the awaited event first and the denied one after 'Vorher'", () => {
    expect(split("Wir zahlen das Geld nicht aus, bevor alle Unterlagen vorliegen.")).toEqual([
      "Zuerst müssen alle Unterlagen vorliegen.",
      "Vorher zahlen wir das Geld nicht aus.",
    ]);
    expect(split("Bevor alle Unterlagen vorliegen, können wir nicht zahlen.")).toEqual([
      "Zuerst müssen alle Unterlagen vorliegen.",
      "Vorher können wir nicht zahlen.",
    ]);
    expect(split("Ich gehe nicht, bevor du zurückkommst.", false)).toEqual([
      "Zuerst musst du zurückkommen.",
      "Vorher gehe ich nicht.",
    ]);
  });

  it("never says that the awaited event comes after the denied one", () => {
    expect(split("Sie erhalten kein Geld, bevor Sie den Antrag gestellt haben.").join(" ")).not.toContain(
      "Danach",
    );
    expect(split("Er ging, bevor sie kam.", false)).toEqual(["Er ging.", "Danach kam sie."]);
  });

  it("leaves a bevor clause in the Plusquamperfekt whole (the event had not happened yet)", () => {
    // Was "Der Mieter zog aus." / "Danach hatte er die Miete gezahlt.", which states the payment.
    for (const sentence of [
      "Der Mieter zog aus, bevor er die Miete gezahlt hatte.",
      "Bevor der Mieter die Miete gezahlt hatte, zog er aus.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    // A Perfekt is an ordinary sequence.
    expect(split("Bevor wir den Bescheid geschickt haben, haben wir alles geprüft.")).toEqual([
      "Zuerst haben wir alles geprüft.",
      "Danach haben wir den Bescheid geschickt.",
    ]);
    // A simple past still splits.
    expect(split("Der Mieter zog aus, bevor er die Miete zahlte.", false)).toEqual([
      "Der Mieter zog aus.",
      "Danach zahlte er die Miete.",
    ]);
  });
});

describe("a leading damit clause", () => {
  it("puts the main clause first, then the purpose after 'Dann'", () => {
    expect(split("Damit wir Ihnen helfen können, brauchen wir Ihre Mitwirkung.")).toEqual([
      "Wir brauchen Ihre Mitwirkung.",
      "Dann können wir Ihnen helfen.",
    ]);
    expect(split("Damit die Kinder schlafen konnten, machte die Mutter das Licht aus.", false)).toEqual([
      "Die Mutter machte das Licht aus.",
      "Dann konnten die Kinder schlafen.",
    ]);
  });

  it("keeps a request with 'Sie' (a request with 'bitte' stays one) and a main clause before a colon", () => {
    const request = "Damit Sie das Geld bekommen, stellen Sie einen Antrag.";
    expect(split(request)).toEqual([request]);
    expect(split("Damit Sie das Geld bekommen, stellen Sie bitte einen Antrag.")).toEqual([
      "Stellen Sie bitte einen Antrag.",
      "Dann bekommen Sie das Geld.",
    ]);
    expect(
      splitSentence(
        { tokens: clauseTokens("Damit ihr es wisst, sagte er zu ihnen", false), end: ":" },
        { formal: false, variant: 0 },
      ).length,
    ).toBe(1);
  });
});

describe("'nur dann' / 'nur, wenn': the only condition", () => {
  it("puts the condition first and the main clause after 'Nur dann'", () => {
    expect(split("Sie bekommen das Geld nur, wenn Sie den Antrag stellen.")).toEqual([
      "Vielleicht stellen Sie den Antrag.",
      "Nur dann bekommen Sie das Geld.",
    ]);
    expect(
      split("Man darf den Preis nur dann vergeben, wenn der Preisträger nach der Bekanntgabe stirbt.", false),
    ).toEqual([
      "Vielleicht stirbt der Preisträger nach der Bekanntgabe.",
      "Nur dann darf man den Preis vergeben.",
    ]);
  });

  it("splits a joined main clause before a condition without its 'Und'; 'nur' limits the later verb only", () => {
    // Was "Vielleicht wird … befördert." / "Und der Parkausweis darf nur dann genutzt werden.": the
    // "Und" stood after the condition.
    expect(
      split(
        "Und der Parkausweis darf nur genutzt werden, wenn die berechtigte Person selbst befördert wird.",
      ),
    ).toEqual([
      "Vielleicht wird die berechtigte Person selbst befördert.",
      "Nur dann darf der Parkausweis genutzt werden.",
    ]);
    expect(split("Und wir zahlen das Geld, wenn Sie den Antrag stellen.")).toEqual([
      "Vielleicht stellen Sie den Antrag.",
      "Dann zahlen wir das Geld.",
    ]);
    // "aber"/"oder" open the condition.
    expect(split("Aber wir zahlen das Geld nur, wenn Sie den Antrag stellen.")).toEqual([
      "Aber vielleicht stellen Sie den Antrag.",
      "Nur dann zahlen wir das Geld.",
    ]);
    // Was "Nur dann ist ein Parkausweis nicht übertragbar und darf genutzt werden.".
    expect(
      split(
        "Ein Parkausweis ist nicht übertragbar und darf nur genutzt werden, wenn die berechtigte Person selbst befördert wird.",
      ),
    ).toEqual([
      "Ein Parkausweis ist nicht übertragbar.",
      "Vielleicht wird die berechtigte Person selbst befördert.",
      "Nur dann darf der Parkausweis genutzt werden.",
    ]);
    expect(split("Der Ausweis ist gültig und Sie dürfen ihn nur nutzen, wenn Sie selbst fahren.")).toEqual([
      "Der Ausweis ist gültig.",
      "Vielleicht fahren Sie selbst.",
      "Nur dann dürfen Sie ihn nutzen.",
    ]);
    // Without "nur" in the later conjunct the condition may hold for both verbs: as before.
    expect(split("Wir prüfen den Antrag und zahlen das Geld aus, wenn alles vollständig ist.")).toEqual([
      "Vielleicht ist alles vollständig.",
      "Dann prüfen wir den Antrag.",
      "Dann zahlen wir das Geld aus.",
    ]);
    // No condition, or "nur" that is "just": unchanged.
    for (const sentence of [
      "Und wir zahlen das Geld nur, weil Sie den Antrag gestellt haben.",
      "Und Sie bekommen nur Geld, wenn Sie arbeiten.",
      // A clause opening with its verb keeps its joiner and stays whole.
      "Oder ist ein Mensch unter euch, der seinem Sohn etwa einen Stein gibt, wenn dieser ihn nach Brot fragt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    const question = "Oder gibt ein Vater seinem Sohn einen Stein, wenn dieser ihn nach Brot fragt";
    expect(
      splitSentence({ tokens: clauseTokens(question, false), end: "?" }, { formal: false, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      ),
    ).toEqual([`${question}?`]);
  });

  it("keeps the order of fact and condition in a letter ('dass A ist und nur B darf, wenn …')", () => {
    const letter =
      "Sehr geehrte Frau Roth,\n\nBitte beachten Sie, dass ein Parkausweis nicht übertragbar ist und nur genutzt werden darf, wenn die berechtigte Person selbst befördert wird.\n\nMit freundlichen Grüßen\nIhr Amt";
    const text = simplifyText(letter, { level: "leicht", explanations: "none" }).simplified_text;
    expect(text).toContain(
      "Ein Park·ausweis ist nicht übertragbar.\nVielleicht wird die berechtigte Person selbst befördert.\nNur dann darf man den Park·ausweis nutzen.",
    );
  });

  it("reads 'ist nur möglich, wenn' (what is allowed or valid) as the only condition", () => {
    expect(split("Eine Verlängerung ist nur möglich, wenn Sie einen Grund nennen.")).toEqual([
      "Vielleicht nennen Sie einen Grund.",
      "Nur dann ist eine Verlängerung möglich.",
    ]);
    expect(
      split(
        "Eine eidesstattliche Versicherung ist nur ausnahmsweise möglich, wenn sich die Zeit auf keine andere Weise belegen lässt.",
      ),
    ).toEqual([
      "Vielleicht lässt sich die Zeit auf keine andere Weise belegen.",
      "Nur dann ist eine eidesstattliche Versicherung ausnahmsweise möglich.",
    ]);
    // Not in the past, not after a lone "das" (it would point to the condition), not with another
    // adjective, and a pronoun pointing forward keeps the sentence whole.
    for (const whole of [
      "Eine Verlängerung war nur möglich, wenn Sie einen Grund nannten.",
      "Das ist nur möglich, wenn Sie einen Grund nennen.",
      "Der Weg ist nur schön, wenn die Sonne scheint.",
    ])
      expect(split(whole)).toEqual([whole]);
    // The pronoun names the main clause's own subject, which the condition now names.
    expect(split("Der Antrag ist nur gültig, wenn er unterschrieben ist.")).toEqual([
      "Vielleicht ist der Antrag unterschrieben.",
      "Nur dann ist der Antrag gültig.",
    ]);
  });

  it("moves a subject with a prepositional attribute behind the verb that ends the main clause", () => {
    expect(
      split("Ein Anspruch auf Kinderzuschlag besteht nur, wenn das Einkommen mindestens 900 Euro beträgt."),
    ).toEqual([
      "Vielleicht beträgt das Einkommen mindestens 900 Euro.",
      "Nur dann besteht ein Anspruch auf Kinderzuschlag.",
    ]);
    // "pro" attaches a phrase to the subject's noun too.
    expect(split("Ein Beitrag von 2 Euro pro Stunde fällt weg, wenn Sie Bürgergeld beziehen.")).toEqual([
      "Vielleicht beziehen Sie Bürgergeld.",
      "Dann fällt ein Beitrag von 2 Euro pro Stunde weg.",
    ]);
    // A last verb that may be an infinitive is not taken for the second position.
    expect(split("Die Kosten für die Miete steigen, wenn Sie umziehen.")).toEqual([
      "Vielleicht ziehen Sie um.",
      "Die Kosten für die Miete steigen dann.",
    ]);
  });

  it("also for a leading 'Nur wenn' and 'Erst wenn'", () => {
    expect(split("Nur wenn Sie den Antrag stellen, bekommen Sie Geld.")).toEqual([
      "Vielleicht stellen Sie den Antrag.",
      "Nur dann bekommen Sie Geld.",
    ]);
    expect(split("Erst wenn Sie den Antrag stellen, prüfen wir ihn.")).toEqual([
      "Zuerst müssen Sie den Antrag stellen.",
      "Erst dann prüfen wir ihn.",
    ]);
  });

  it("tells a passive Perfekt after 'erst, nachdem' in the present, not after a plain 'nachdem'", () => {
    expect(
      split(
        "Die Möbel dürfen erst entsorgt werden, nachdem der Schaden von unserem Gutachter besichtigt worden ist.",
      ),
    ).toEqual([
      "Zuerst wird der Schaden von unserem Gutachter besichtigt.",
      "Erst dann dürfen die Möbel entsorgt werden.",
    ]);
    // A subject pronoun takes the main clause's own subject (was kept whole: it would point forward),
    // also a plural without article; an object pronoun the one noun phrase it fits.
    expect(
      split(
        "Die Gegenstände dürfen erst entsorgt werden, nachdem sie von unserem Gutachter besichtigt worden sind.",
      ),
    ).toEqual([
      "Zuerst werden die Gegenstände von unserem Gutachter besichtigt.",
      "Erst dann dürfen die Gegenstände entsorgt werden.",
    ]);
    expect(
      split(
        "Beschädigte Gegenstände dürfen erst entsorgt werden, nachdem sie von unserem Gutachter besichtigt worden sind.",
      ),
    ).toEqual([
      "Zuerst werden beschädigte Gegenstände von unserem Gutachter besichtigt.",
      "Beschädigte Gegenstände dürfen erst dann entsorgt werden.",
    ]);
    // Was "Zuerst besichtigt unser Gutachter sie." ("sie" pointed forward to "die Gegenstände").
    expect(
      split("Sie dürfen die Gegenstände erst entsorgen, nachdem unser Gutachter sie besichtigt hat."),
    ).toEqual([
      "Zuerst besichtigt unser Gutachter die Gegenstände.",
      "Erst dann dürfen Sie die Gegenstände entsorgen.",
    ]);
    // A pronoun that no noun phrase names keeps the sentence whole.
    const pronoun = "Sie dürfen die Gegenstände erst entsorgen, nachdem er sie besichtigt hat.";
    expect(split(pronoun)).toEqual([pronoun]);
    // A plain "nachdem" keeps the Perfekt: the event may be done ("Nachdem der Täter festgenommen
    // worden ist, ermittelt die Polizei weiter").
    expect(split("Nachdem der Antrag geprüft worden ist, zahlen wir.")).toEqual([
      "Zuerst ist der Antrag geprüft worden.",
      "Danach zahlen wir.",
    ]);
  });

  it("leaves 'nur' inside the main clause, the past after 'Erst als' and unreal conditions", () => {
    for (const sentence of [
      "Sie müssen nur unterschreiben, wenn Sie einverstanden sind.",
      "Erst als er kam, gingen wir.",
      "Nur wenn du gekommen wärst, wäre ich geblieben.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("auch/selbst/sogar wenn and immer wenn", () => {
  it("splits an even-if condition into 'Vielleicht …' and 'Auch dann …'", () => {
    expect(split("Auch wenn Sie bereits bezahlt haben, müssen Sie das Formular ausfüllen.")).toEqual([
      "Vielleicht haben Sie bereits bezahlt.",
      "Auch dann müssen Sie das Formular ausfüllen.",
    ]);
    expect(split("Sie müssen den Beitrag zahlen, auch wenn Sie kein Einkommen haben.")).toEqual([
      "Vielleicht haben Sie kein Einkommen.",
      "Auch dann müssen Sie den Beitrag zahlen.",
    ]);
    expect(split("Wir zahlen, selbst wenn die Frist vorbei ist.")).toEqual([
      "Vielleicht ist die Frist vorbei.",
      "Auch dann zahlen wir.",
    ]);
    // "auch" closing the main clause: "also if"; the connector goes after the verb.
    expect(split("Das gilt auch, wenn Sie innerhalb der Stadt umziehen.")).toEqual([
      "Vielleicht ziehen Sie innerhalb der Stadt um.",
      "Das gilt auch dann.",
    ]);
  });

  it("splits an every-time condition into 'Manchmal …' and 'Immer dann …', also after a comma", () => {
    expect(split("Und immer wenn er ihn anfällt, wirft er ihn hin und her.", false)).toEqual([
      "Und manchmal fällt er ihn an.",
      "Immer dann wirft er ihn hin und her.",
    ]);
    expect(split("Immer, wenn Sie umziehen, müssen Sie sich anmelden.")).toEqual([
      "Manchmal ziehen Sie um.",
      "Immer dann müssen Sie sich anmelden.",
    ]);
    expect(split("Nur, wenn Sie den Antrag stellen, bekommen Sie Geld.")).toEqual([
      "Vielleicht stellen Sie den Antrag.",
      "Nur dann bekommen Sie Geld.",
    ]);
  });

  it("keeps 'jedes Mal' as words of its own: 'Jedes Mal … dann …'", () => {
    // Was left whole: "Immer dann …" dropped the noun "Mal" and the content guard kept the sentence.
    expect(split("Jedes Mal, wenn es stark regnet, wird unser Keller nass.", false)).toEqual([
      "Manchmal regnet es stark.",
      "Jedes Mal wird dann unser Keller nass.",
    ]);
    expect(split("Und jedes Mal, wenn wir sie besuchen, backt sie einen Kuchen für uns.", false)).toEqual([
      "Und manchmal besuchen wir sie.",
      "Jedes Mal backt sie dann einen Kuchen für uns.",
    ]);
    // An imperative stays whole, as after "Immer wenn".
    const command = "Jedes Mal, wenn du betest, geh in dein Zimmer.";
    expect(split(command, false)).toEqual([command]);
  });

  it("leaves unreal conditions, questions, 'wenn ich auch' and an intensifying 'selbst' whole", () => {
    for (const sentence of [
      "Selbst wenn ich Söhne geboren hätte, würdet ihr warten.",
      "Aber wenn ich auch geopfert werde, freue ich mich.",
      "Ich komme selbst, wenn ich Zeit habe.",
      "Immer wenn du betest, geh in dein Zimmer.",
      "Auch wenn Bildung Sache der Bundesländer ist, gibt es doch das Programm.",
      "Auch wenn er müde war, ging er weiter.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    const question = "Warum zahlen Sie nicht, auch wenn die Frist vorbei ist?";
    expect(
      splitSentence(
        { tokens: clauseTokens(question.slice(0, -1), true), end: "?" },
        { formal: true, variant: 0 },
      ).map((clause) => renderTokens(clause.tokens) + clause.end),
    ).toEqual([question]);
  });
});

describe("a final weil/damit clause after several segments", () => {
  it("splits after a clause that ends in a personal pronoun", () => {
    expect(
      split("Jede Rebe, die Frucht bringt, die säubert er, damit sie noch mehr Frucht bringt.", false),
    ).toEqual(["Jede Rebe, die Frucht bringt, die säubert er.", "Dann bringt sie noch mehr Frucht."]);
    // Not when the pronoun ends the start of another subordinate clause.
    const sentence =
      "Er trug unsere Sünden, damit wir, weil wir gestorben sind, durch die Gerechtigkeit leben.";
    expect(split(sentence, false)).toEqual([sentence]);
  });

  it("keeps a relative clause or a zu-infinitive after the clause with it", () => {
    expect(
      split(
        "Er mühe sich, das Gute zu bewirken, damit er etwas hat, das er dem Bedürftigen geben kann.",
        false,
      ),
    ).toEqual([
      "Er mühe sich, das Gute zu bewirken.",
      "Dann hat er etwas.",
      // "etwas" after "haben": the relative clause as a sentence of its own (split-relative-demonstrative.ts).
      "Das kann er dem Bedürftigen geben.",
    ]);
    expect(
      split("Sie stoßen sich an ihm, weil sie dem Wort ungehorsam sind, wozu sie bestimmt wurden.", false),
    ).toEqual(["Sie stoßen sich an ihm.", "Denn sie sind dem Wort ungehorsam, wozu sie bestimmt wurden."]);
  });

  it("leaves an article after the comma and a clause that goes on after the subordinate one", () => {
    for (const sentence of [
      "Und es wurde, während er betete, das Aussehen von seinem Gesicht verändert und sein Gewand weiß.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    // The clause inside its main clause: the two parts of the main clause are joined.
    expect(split("Sie kamen, weil sie ihn sahen, durch die Tür herein.", false)).toEqual([
      "Sie sahen ihn.",
      "Deshalb kamen sie durch die Tür herein.",
    ]);
  });
});

describe("wenn with möchten/wollen", () => {
  it("reads 'möchte' as a present wish, no unreal condition", () => {
    expect(split("Wenn Sie möchten, können Sie uns anrufen.")).toEqual([
      "Vielleicht möchten Sie es.",
      "Dann können Sie uns anrufen.",
    ]);
    expect(split("Wir möchten Sie informieren, wenn sich etwas ändert.")).toEqual([
      "Vielleicht ändert sich etwas.",
      "Dann möchten wir Sie informieren.",
    ]);
    expect(split("Wenn du hier gewesen wärst, wäre mein Bruder nicht gestorben.", false)).toEqual([
      "Du bist nicht hier gewesen.",
      "Sonst wäre mein Bruder nicht gestorben.",
    ]);
  });

  it("gives the wished dass clause with 'sollen' after 'Vielleicht möchten Sie:'", () => {
    expect(split("Wenn Sie möchten, dass wir Ihnen helfen, rufen Sie uns an.")).toEqual([
      "Vielleicht möchten Sie:",
      "Wir sollen Ihnen helfen.",
      "Dann rufen Sie uns an.",
    ]);
    expect(split("Wenn ihr wollt, dass die Leute euch gut behandeln, behandelt sie gut.", false)).toEqual([
      "Vielleicht wollt ihr:",
      "Die Leute sollen euch gut behandeln.",
      "Dann behandelt sie gut.",
    ]);
    // A fact after a verb of thinking stays a statement.
    expect(split("Wenn Sie glauben, dass der Bescheid falsch ist, können Sie Widerspruch einlegen.")).toEqual(
      ["Vielleicht glauben Sie:", "Der Bescheid ist falsch.", "Dann können Sie Widerspruch einlegen."],
    );
  });
});

describe("a condition alone before the words said", () => {
  const lines = (text: string) =>
    simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text.split("\n");

  it("becomes 'Vielleicht sagt …:'", () => {
    expect(lines("Wenn jemand zu euch sagt: Hier ist der Messias, dann glaubt es nicht.")).toEqual([
      "Vielleicht sagt jemand zu euch:",
      "Hier ist der Messias.",
      "Dann glaubt es nicht.",
    ]);
  });

  it("not in the past, without a verb of saying or for a letter's 'schreiben'", () => {
    expect(lines("Selbst, wenn ich sagte: Ich habe Hoffnung.")[0]).toBe("Selbst, wenn ich sagte:");
    expect(lines("Wenn sie nun auferstehen: Wessen Frau wird sie sein?")[0]).toBe(
      "Wenn sie nun auferstehen:",
    );
    expect(lines("Wenn Sie uns schreiben: Bitte geben Sie Ihr Zeichen an.")[0]).toBe(
      "Wenn Sie uns schreiben:",
    );
  });
});

describe("office sentences with sobald, da sonst and a leading indem", () => {
  it("says a request before an event with 'vorher', not the event with 'Danach'", () => {
    expect(split("Bitte wenden Sie sich bei Schwierigkeiten an uns, bevor die Frist abläuft.")).toEqual([
      "Die Frist läuft ab.",
      "Bitte wenden Sie sich vorher bei Schwierigkeiten an uns.",
    ]);
    // The reader's own next step, or a pronoun for the request's noun: the order stays.
    expect(split("Prüfen Sie das Formular, bevor Sie es abschicken.")).toEqual([
      "Prüfen Sie das Formular.",
      "Danach schicken Sie es ab.",
    ]);
    expect(split("Wir prüfen die Unterlagen, bevor die Frist abläuft.")).toEqual([
      "Wir prüfen die Unterlagen.",
      "Danach läuft die Frist ab.",
    ]);
  });

  it("says the reader's own later act as a plan, not as an order", () => {
    expect(split("Bitte rufen Sie uns an, bevor Sie den Vertrag unterschreiben.")).toEqual([
      "Vielleicht wollen Sie den Vertrag unterschreiben.",
      "Bitte rufen Sie uns vorher an.",
    ]);
    expect(split("Sie müssen uns informieren, bevor Sie umziehen.")).toEqual([
      "Vielleicht wollen Sie umziehen.",
      "Sie müssen uns vorher informieren.",
    ]);
    // Not for what nobody plans, with "sein" in the clause, nor after a statement of ours.
    expect(split("Bitte melden Sie sich, bevor Sie Ihre Wohnung verlieren.")).not.toContain(
      "Vielleicht wollen Sie Ihre Wohnung verlieren.",
    );
    expect(split("Bitte sprechen Sie mit uns, bevor Sie 18 sind.")).toEqual([
      "Bitte sprechen Sie mit uns.",
      "Danach sind Sie 18.",
    ]);
    expect(split("Wir prüfen alles, bevor Sie umziehen.")).toEqual([
      "Wir prüfen alles.",
      "Danach ziehen Sie um.",
    ]);
  });

  it("puts 'dann' before a pronoun that is joined to the next phrase, not inside the pair", () => {
    expect(
      split("Hierzu laden wir Sie und Jonas zu einem Gespräch ein, sobald der Wechsel absehbar ist."),
    ).toEqual([
      "Zuerst muss der Wechsel absehbar sein.",
      "Hierzu laden wir dann Sie und Jonas zu einem Gespräch ein.",
    ]);
    expect(split("Hierzu laden wir Sie zu einem Gespräch ein, sobald der Wechsel absehbar ist.")).toEqual([
      "Zuerst muss der Wechsel absehbar sein.",
      "Hierzu laden wir Sie dann zu einem Gespräch ein.",
    ]);
  });

  it("keeps a state after sobald ('geprüft ist' is no Perfekt of 'prüfen')", () => {
    expect(split("Sobald der Antrag geprüft ist, zahlen wir.")).toEqual([
      "Zuerst muss der Antrag geprüft sein.",
      "Dann zahlen wir.",
    ]);
    expect(split("Sie erhalten den Bescheid, sobald die Prüfung abgeschlossen ist.")).toEqual([
      "Zuerst muss die Prüfung abgeschlossen sein.",
      "Dann erhalten Sie den Bescheid.",
    ]);
    // A verb that takes "sein" is a Perfekt: "angekommen ist" -> "kommt an".
    expect(split("Sobald er angekommen ist, rufen wir Sie an.")).toEqual([
      "Zuerst kommt er an.",
      "Dann rufen wir Sie an.",
    ]);
  });

  it("keeps the main clause first before a cause with 'sonst'", () => {
    expect(split("Sie müssen sich innerhalb von 2 Wochen anmelden, da sonst ein Bußgeld droht.")).toEqual([
      "Sie müssen sich innerhalb von 2 Wochen anmelden.",
      "Denn sonst droht ein Bußgeld.",
    ]);
    expect(split("Bitte zahlen Sie pünktlich, weil wir sonst Mahngebühren erheben müssen.")).toEqual([
      "Bitte zahlen Sie pünktlich.",
      "Denn wir müssen sonst Mahngebühren erheben.",
    ]);
  });

  it("splits two conditions with their own subjects after an infinitive-like verb ('vorliegen')", () => {
    expect(split("Wir zahlen, wenn die Unterlagen vorliegen und der Antrag geprüft ist.")).toEqual([
      "Vielleicht liegen die Unterlagen vor.",
      "Und vielleicht ist der Antrag geprüft.",
      "Dann zahlen wir.",
    ]);
    // No subject of its own: the first verb may hang on the second one's modal.
    const sentence = "Er sagt, dass sie das Unkraut sammeln und bündeln sollen.";
    expect(split(sentence, false)).not.toContain("Und sie sollen bündeln.");
  });

  it("adds 'das' after a verb of telling whose object was the condition", () => {
    expect(split("Bitte teilen Sie uns mit, wenn sich Ihre Adresse ändert.")).toEqual([
      "Vielleicht ändert sich Ihre Adresse.",
      "Dann teilen Sie uns das bitte mit.",
    ]);
    expect(split("Bitte sagen Sie uns, wenn Sie Hilfe brauchen.")).toEqual([
      "Vielleicht brauchen Sie Hilfe.",
      "Dann sagen Sie uns das bitte.",
    ]);
    // Also after the comma of a zu-infinitive of telling (phraseToModal makes it "müssen" later).
    expect(
      split("Sie sind verpflichtet, uns unverzüglich mitzuteilen, wenn sich Ihr Einkommen ändert."),
    ).toEqual([
      "Vielleicht ändert sich Ihr Einkommen.",
      "Dann sind Sie verpflichtet, uns das unverzüglich mitzuteilen.",
    ]);
    expect(split("Sie sind verpflichtet, uns Änderungen mitzuteilen, wenn Sie umziehen.")).toEqual([
      "Vielleicht ziehen Sie um.",
      "Dann sind Sie verpflichtet, uns Änderungen mitzuteilen.",
    ]);
    // A noun before the comma ("als Eltern") is no object of the telling (was "… verpflichtet, uns
    // unverzüglich mitzuteilen." without what to tell).
    expect(
      split(
        "Sie sind als Eltern verpflichtet, uns unverzüglich mitzuteilen, wenn bei Ihrem Kind Kopfläuse festgestellt werden.",
      ),
    ).toEqual([
      "Vielleicht werden bei Ihrem Kind Kopfläuse festgestellt.",
      "Dann sind Sie als Eltern verpflichtet, uns das unverzüglich mitzuteilen.",
    ]);
    expect(split("Sie sind als Eltern verpflichtet, uns Änderungen mitzuteilen, wenn Sie umziehen.")).toEqual(
      ["Vielleicht ziehen Sie um.", "Dann sind Sie als Eltern verpflichtet, uns Änderungen mitzuteilen."],
    );
    // An object of its own, or no verb of telling: no "das".
    expect(split("Teilen Sie uns Ihre neue Adresse mit, wenn Sie umziehen.")).toEqual([
      "Vielleicht ziehen Sie um.",
      "Dann teilen Sie uns Ihre neue Adresse mit.",
    ]);
    expect(split("Melden Sie sich bei uns, wenn Sie Fragen haben.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann melden Sie sich bei uns.",
    ]);
    // "uns schreiben" is "write to us", no content to tell.
    expect(split("Schreiben Sie uns, wenn Sie Fragen haben.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann schreiben Sie uns.",
    ]);
  });

  it("keeps an ohne infinitive with the leading condition", () => {
    expect(
      split(
        "Wenn Sie den Termin nicht wahrnehmen, ohne einen wichtigen Grund zu nennen, kann Ihr Bürgergeld gemindert werden.",
      )[0],
    ).toBe("Vielleicht nehmen Sie den Termin nicht wahr, ohne einen wichtigen Grund zu nennen.");
    expect(split("Wenn Sie umziehen, ohne sich anzumelden, droht ein Bußgeld.")).toEqual([
      "Vielleicht ziehen Sie um, ohne sich anzumelden.",
      "Dann droht ein Bußgeld.",
    ]);
  });

  it("marks the purpose of an errand to someone else: its passive is not the writer's act", () => {
    const purpose = (sentence: string) =>
      splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
        (clause) => clause.othersAct === true,
      );
    expect(
      purpose(
        "Bitte vereinbaren Sie innerhalb einer Woche einen Termin bei Ihrer Hausarztpraxis, damit die Einstellung Ihrer Medikamente überprüft werden kann.",
      ),
    ).toEqual([false, true]);
    expect(
      purpose("Bitte wenden Sie sich an Ihre Krankenkasse, damit der Antrag geprüft werden kann."),
    ).toEqual([false, true]);
    // Not when the reader turns to the writer, or no one else is named (a date after "zum").
    expect(purpose("Bitte senden Sie uns die Unterlagen, damit Ihr Antrag geprüft werden kann.")).toEqual([
      false,
      false,
    ]);
    expect(
      purpose("Bitte melden Sie sich bei unserer Servicestelle, damit Ihr Antrag bearbeitet werden kann."),
    ).toEqual([false, false]);
    expect(
      purpose("Bitte reichen Sie die Unterlagen bis zum 5. Mai ein, damit Ihr Antrag geprüft werden kann."),
    ).toEqual([false, false]);
  });

  it("keeps a request after a leading damit clause", () => {
    expect(split("Damit Sie pünktlich Geld bekommen, stellen Sie den Antrag bitte rechtzeitig.")).toEqual([
      "Stellen Sie den Antrag bitte rechtzeitig.",
      "Dann bekommen Sie pünktlich Geld.",
    ]);
  });

  it("names a demonstrative subject of a condition put first by its noun in the main clause", () => {
    // Was "Vielleicht wurde dieses nicht schon vorgelegt." before the main clause named the photo.
    expect(split("Wir brauchen ein aktuelles Lichtbild, wenn dieses nicht vorgelegt wurde.")).toEqual([
      "Vielleicht wurde ein aktuelles Lichtbild nicht vorgelegt.",
      "Dann brauchen wir ein aktuelles Lichtbild.",
    ]);
    expect(split("Wir prüfen Ihren Antrag, wenn dieser vollständig ist.")).toEqual([
      "Vielleicht ist Ihr Antrag vollständig.",
      "Dann prüfen wir Ihren Antrag.",
    ]);
    // "dieser" points to the latest noun that fits, here the subject after the verb (was "Vielleicht
    // hat man den Transport ärztlich verordnet.", naming the noun of "Für den Transport").
    expect(
      split(
        "Für den Transport nach Hause ist ein Krankentransport nur dann vorgesehen, wenn dieser ärztlich verordnet wurde.",
      ),
    ).toEqual([
      "Vielleicht wurde ein Krankentransport ärztlich verordnet.",
      "Nur dann ist ein Krankentransport für den Transport nach Hause vorgesehen.",
    ]);
    expect(
      split("Ein Krankentransport ist nur dann vorgesehen, wenn dieser ärztlich verordnet wurde."),
    ).toEqual([
      "Vielleicht wurde ein Krankentransport ärztlich verordnet.",
      "Nur dann ist ein Krankentransport vorgesehen.",
    ]);
    // A later noun that may fit in another case ("dem Patienten") may be meant: whole.
    const patient = "Der Arzt schreibt dem Patienten ein Attest, wenn dieser krank ist.";
    expect(split(patient)).toEqual([patient]);
    // "er" may mean either noun that fits: the sentence stays whole.
    const either =
      "Für den Transport nach Hause ist ein Krankentransport nur dann vorgesehen, wenn er ärztlich verordnet wurde.";
    expect(split(either)).toEqual([either]);
    // A determiner, not a pronoun: unchanged.
    expect(split("Wir zahlen das Geld, wenn diese Frist abgelaufen ist.")).toEqual([
      "Vielleicht ist diese Frist abgelaufen.",
      "Dann zahlen wir das Geld.",
    ]); // The plural "diese" names the one plural noun of the main clause, whatever its verb (was
    // "Vielleicht stellen diese für Sie keine unzumutbare Härte dar.", "diese" pointing nowhere).
    expect(
      split("Sie müssen die Maßnahmen dulden, sofern diese für Sie keine unzumutbare Härte darstellen."),
    ).toEqual([
      "Vielleicht stellen die Maßnahmen für Sie keine unzumutbare Härte dar.",
      "Dann müssen Sie die Maßnahmen dulden.",
    ]);
    // Two plural nouns it may mean, or a singular demonstrative with another verb: the sentence
    // stays whole rather than leave the demonstrative pointing forward.
    const two = "Wir prüfen die Anträge und die Belege, wenn diese vollständig vorliegen.";
    expect(split(two)).toEqual([two]);
    const other = "Wir prüfen Ihren Antrag, sobald dieser bei uns eingeht.";
    expect(split(other)).toEqual([other]);
  });

  it("reads 'nur' before the infinitive after können/dürfen as 'only if'", () => {
    expect(split("Wir können Ihren Antrag nur bearbeiten, wenn er vollständig ist.")).toEqual([
      "Vielleicht ist Ihr Antrag vollständig.",
      "Nur dann können wir Ihren Antrag bearbeiten.",
    ]);
    // With "müssen", "nur" is "just".
    const just = "Sie müssen nur unterschreiben, wenn Sie einverstanden sind.";
    expect(split(just)).toEqual([just]);
  });

  it("reads 'nur' before a closing passive participle as 'only if'; a prepositional first place goes after the verb", () => {
    expect(split("Die Daten werden nur gespeichert, wenn Sie zustimmen.")).toEqual([
      "Vielleicht stimmen Sie zu.",
      "Nur dann werden die Daten gespeichert.",
    ]);
    expect(split("Die Kosten können nur übernommen werden, wenn Sie einen Antrag stellen.")).toEqual([
      "Vielleicht stellen Sie einen Antrag.",
      "Nur dann können die Kosten übernommen werden.",
    ]);
    expect(
      split(
        "Nach Paragraf 46 können wir den Parkausweis nur ausstellen, wenn in Ihrem Ausweis das Merkzeichen aG eingetragen ist.",
      ),
    ).toEqual([
      "Vielleicht ist in Ihrem Ausweis das Merkzeichen aG eingetragen.",
      "Nur dann können wir nach Paragraf 46 den Parkausweis ausstellen.",
    ]);
    expect(
      split(
        "Nach Paragraf 135 dürfen neue Methoden nur erbracht werden, wenn der Ausschuss eine Empfehlung abgegeben hat.",
      ),
    ).toEqual([
      "Vielleicht hat der Ausschuss eine Empfehlung abgegeben.",
      "Nur dann dürfen nach Paragraf 135 neue Methoden erbracht werden.",
    ]);
    // Was "Nach Paragraf 135 dürfen neue Methoden nur dann erbracht werden.": "nur dann" at the end
    // of a long clause, the condition before it read as a mere possibility. So for "erst".
    expect(split("Mit diesem Ausweis dürfen Sie nur parken, wenn Sie selbst fahren.")).toEqual([
      "Vielleicht fahren Sie selbst.",
      "Nur dann dürfen Sie mit diesem Ausweis parken.",
    ]);
    expect(
      split("Nach dem Umzug können Sie das Geld erst dann bekommen, wenn Sie sich angemeldet haben."),
    ).toEqual(["Zuerst melden Sie sich an.", "Erst dann können Sie nach dem Umzug das Geld bekommen."]);
    // Another first place (an adverb, a date with commas) keeps its order with "nur dann".
    expect(split("Hier dürfen Sie nur parken, wenn Sie selbst fahren.")).toEqual([
      "Vielleicht fahren Sie selbst.",
      "Hier dürfen Sie nur dann parken.",
    ]);
    expect(split("Am Montag, dem 3. Mai, können wir nur zahlen, wenn Sie kommen.")).toEqual([
      "Vielleicht kommen Sie.",
      "Am Montag, dem 3. Mai, können wir nur dann zahlen.",
    ]);
    // A subject pronoun "es" of the condition that a noun of the main clause fits stays whole: put
    // first it would point forward, and it need not mean that noun (es = the child). "sie" of the
    // main clause's own subject names it.
    expect(split("Die Daten werden nur gespeichert, wenn sie korrekt sind.")).toEqual([
      "Vielleicht sind die Daten korrekt.",
      "Nur dann werden die Daten gespeichert.",
    ]);
    // A pronoun that a noun of the main clause fits would point forward put first, and after the
    // main clause "es" may mean "Kindergeld": whole (a review of the split read "Kindergeld must be
    // in training").
    expect(split("Das Kindergeld wird nur gezahlt, wenn es noch zur Schule geht.")).toEqual([
      "Das Kindergeld wird nur gezahlt, wenn es noch zur Schule geht.",
    ]);
    expect(
      split(
        "Für ein volljähriges Kind kann Kindergeld nur weitergezahlt werden, wenn es sich in Ausbildung befindet und noch nicht 25 Jahre alt ist.",
      ),
    ).toHaveLength(1);
    // Outside letters it stays whole; so do two verbs joined by "oder" and a later noun phrase that
    // may be the object of the first subject ("und die Unterlagen einreichen").
    for (const sentence of [
      "Das Kindergeld wird nur gezahlt, wenn das Kind noch zur Schule geht oder eine Ausbildung macht.",
      "Wir zahlen nur, wenn Sie den Antrag stellen und die Unterlagen einreichen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    const story = "Das Kindergeld wird nur gezahlt, wenn es noch zur Schule geht.";
    expect(split(story, false)).toEqual([story]);
    expect(split("Sie bekommen das Geld nur, wenn er unterschreibt.")).toEqual([
      "Vielleicht unterschreibt er.",
      "Nur dann bekommen Sie das Geld.",
    ]);
    // "deren" names the last noun that fits it, here after a dative preposition.
    expect(
      split(
        "Unterhaltsansprüche gegenüber Ihren Kindern werden nur geprüft, wenn deren Jahreseinkommen 100.000 Euro übersteigt.",
      ),
    ).toEqual([
      "Vielleicht übersteigt das Jahreseinkommen von Ihren Kindern 100.000 Euro.",
      "Nur dann werden Unterhaltsansprüche gegenüber Ihren Kindern geprüft.",
    ]);
    // The past tells what happened each time; a "deren" with no such noun would point forward.
    for (const sentence of [
      "Er wurde nur gelobt, wenn er gewann.",
      "Die Kinder bekommen Geld nur, wenn deren Eltern arm sind.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("names the noun for a subject pronoun of a state before the main clause names it", () => {
    expect(split("Wir schicken Ihnen die Bescheinigung, wenn sie fertig ist.")).toEqual([
      "Vielleicht ist die Bescheinigung fertig.",
      "Dann schicken wir Ihnen die Bescheinigung.",
    ]);
    // Not for an event of a person: "er" may be someone else; put first, it would name "er" before
    // "den Arzt", so the sentence stays whole.
    expect(split("Wir rufen den Arzt, wenn er kommt.", false)).toEqual([
      "Wir rufen den Arzt, wenn er kommt.",
    ]);
    // Not with a third-person pronoun in the main clause: both mean someone named before.
    expect(split("Er hilft seinem Bruder, wenn er kann.", false)).toEqual([
      "Vielleicht kann er es.",
      "Dann hilft er seinem Bruder.",
    ]);
  });

  it("names the one noun a trailing condition's subject er/sie points forward to, whatever the verb", () => {
    // Was "Vielleicht geht sie bei uns ein." / "Dann bezahlen wir die Rechnung.".
    expect(split("Wir bezahlen die Rechnung, wenn sie bei uns eingeht.")).toEqual([
      "Vielleicht geht die Rechnung bei uns ein.",
      "Dann bezahlen wir die Rechnung.",
    ]);
    expect(split("Die Stadt prüft die Anträge, wenn sie rechtzeitig eingehen.")).toEqual([
      "Vielleicht gehen die Anträge rechtzeitig ein.",
      "Dann prüft die Stadt die Anträge.",
    ]);
    expect(split("Wir holen den Schrank ab, wenn er vor dem Haus steht.")).toEqual([
      "Vielleicht steht der Schrank vor dem Haus.",
      "Dann holen wir den Schrank ab.",
    ]);
    // A plural "sie" of a state too (was "Vielleicht sind sie fertig.").
    expect(split("Wir erstatten die Kosten, wenn sie angemessen sind.")).toEqual([
      "Vielleicht sind die Kosten angemessen.",
      "Dann erstatten wir die Kosten.",
    ]);
  });

  it("does not name a thing for a trailing condition's er/sie with a verb of doing or a place", () => {
    // Named, "er" would be the thing ("Vielleicht schickt der Betrag die Rechnung."); put first
    // unnamed, it would come before the noun it fits ("Vielleicht zahlt er die Miete nicht." /
    // "Dann kündigt der Vermieter dem Mieter."). The sentence stays whole.
    for (const sentence of [
      "Wir zahlen den Betrag, wenn er die Rechnung schickt.",
      "Wir verlängern den Vertrag, wenn er nicht kündigt.",
      "Sie bekommen den Bescheid, wenn er unterschrieben hat.",
      "Wir übernehmen die Kosten, wenn sie den Antrag rechtzeitig stellen.",
      "Wir schicken die Rechnung, wenn sie wieder zu Hause ist.",
      "Bitte geben Sie den Schlüssel ab, wenn er nicht mehr gebraucht wird.",
      "Wir bezahlen die Handwerker, wenn sie fertig sind.",
      "Wir informieren den Lehrer, wenn er wieder gesund ist.",
      "Wir helfen der Familie, wenn sie Hilfe braucht.",
      "Wir zahlen dem Vermieter die Miete, wenn er die Rechnung schickt.",
      "Der Vermieter kündigt dem Mieter, wenn er die Miete nicht zahlt.",
      "Das Jobcenter zahlt dem Kunden kein Geld, wenn er nicht zum Termin kommt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps the sentence whole when the pronoun's noun cannot be named for sure", () => {
    // "sie" may mean both nouns joined by "und": it is not named.
    expect(split("Wir schicken Ihnen den Bescheid und die Unterlagen, wenn sie fertig sind.")).toEqual([
      "Wir schicken Ihnen den Bescheid und die Unterlagen, wenn sie fertig sind.",
    ]);
    // A verb of doing is not named (it likely means a person), and put first its pronoun would come
    // before the noun it fits.
    expect(split("Die Ärztin untersucht den Patienten, wenn er Schmerzen hat.")).toEqual([
      "Die Ärztin untersucht den Patienten, wenn er Schmerzen hat.",
    ]);
    // A third-person pronoun in the main clause: both pronouns mean someone named before.
    expect(split("Er ruft den Arzt, wenn er Fieber hat.", false)).toEqual([
      "Vielleicht hat er Fieber.",
      "Dann ruft er den Arzt.",
    ]);
    // No noun of the main clause fits: "er" points back to an earlier sentence.
    expect(split("Sie bekommen das Geld, wenn er unterschreibt.")).toEqual([
      "Vielleicht unterschreibt er.",
      "Dann bekommen Sie das Geld.",
    ]);
  });

  it("names a subject 'es' of a passive or state by the main clause's neuter noun, else keeps the sentence", () => {
    // Was "Vielleicht wurde es von der Kinderärztin verordnet.": "es" before "das Mittel".
    expect(
      split(
        "Die Kosten des Mittels werden für Kinder unter zwölf Jahren von der Krankenkasse übernommen, sofern es von der Kinderärztin verordnet wurde.",
      ),
    ).toEqual([
      "Vielleicht wurde das Mittel von der Kinderärztin verordnet.",
      "Dann werden die Kosten des Mittels für Kinder unter zwölf Jahren von der Krankenkasse übernommen.",
    ]);
    expect(split("Wir schicken Ihnen das Formular, wenn es fertig ist.")).toEqual([
      "Vielleicht ist das Formular fertig.",
      "Dann schicken wir Ihnen das Formular.",
    ]);
    // An event: "es" may be the noun or not; the sentence stays whole.
    const event = "Das Kind bekommt Geld, wenn es zur Schule geht.";
    expect(split(event)).toEqual([event]);
    // An "es" that stands for no noun, or no neuter noun in the main clause: split as before.
    expect(split("Wir zahlen das Geld, wenn es nötig ist.")).toEqual([
      "Vielleicht ist es nötig.",
      "Dann zahlen wir das Geld.",
    ]);
    expect(split("Wir zahlen das Geld, wenn es Probleme gibt.")).toEqual([
      "Vielleicht gibt es Probleme.",
      "Dann zahlen wir das Geld.",
    ]);
    expect(split("Sie erhalten die Kosten zurück, wenn es von uns genehmigt wurde.")).toEqual([
      "Vielleicht wurde es von uns genehmigt.",
      "Dann erhalten Sie die Kosten zurück.",
    ]);
  });

  it("names 'jemand' in a condition whose 'er' stands for 'jemand', 'jeder', 'niemand' of the main clause", () => {
    // Was "Vielleicht bezahlt er nicht." / "Niemand darf dann mitspielen."; then kept whole.
    expect(split("Niemand darf mitspielen, wenn er nicht bezahlt.", false)).toEqual([
      "Vielleicht bezahlt jemand nicht.",
      "Dann darf er nicht mitspielen.",
    ]);
    expect(split("Jeder darf mitspielen, wenn er bezahlt.", false)).toEqual([
      "Vielleicht bezahlt jemand.",
      "Dann darf er mitspielen.",
    ]);
    expect(split("Niemand darf das Haus betreten, wenn er keinen Schlüssel hat.", false)).toEqual([
      "Vielleicht hat jemand keinen Schlüssel.",
      "Dann darf er das Haus nicht betreten.",
    ]);
    expect(split("Jeder kann sich anmelden, wenn er volljährig ist.", false)).toEqual([
      "Vielleicht ist jemand volljährig.",
      "Dann kann er sich anmelden.",
    ]);
    // "diesen starken Mann" would point forward: the condition names him first with "einen".
    expect(
      split(
        "Unmöglich kann jemand bei einem starken Mann einbrechen, wenn er nicht zuerst diesen starken Mann fesselt.",
        false,
      ),
    ).toEqual([
      "Vielleicht fesselt jemand nicht zuerst einen starken Mann.",
      "Unmöglich kann er dann bei dem starken Mann einbrechen.",
    ]);
  });

  it("keeps a condition whole whose quantified 'er' cannot be named safely", () => {
    for (const sentence of [
      // "ihn" would point forward to "einem starken Mann".
      "Jemand kann bei einem starken Mann einbrechen, wenn er ihn zuerst fesselt.",
      // "diesen Mann" is not "einem starken Mann".
      "Niemand kann bei einem starken Mann einbrechen, wenn er nicht zuerst diesen Mann fesselt.",
      // No closing verb the "nicht" could stand before.
      "Niemand kommt mit, wenn er nicht bezahlt.",
      // "nicht" before an indefinite would have to become "nichts"/"kein".
      "Niemand hat etwas gesagt, wenn er gefragt wurde.",
      "Niemand darf ein Wort sagen, wenn er nicht gefragt wird.",
      // A quantified noun: "Vielleicht bezahlt er." / "Dann darf jeder Mensch mitspielen." lost it.
      "Jeder Mensch darf mitspielen, wenn er bezahlt.",
      "Kein Kind darf mitspielen, wenn es nicht bezahlt.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    // "keine" before a noun is a determiner.
    expect(split("Keine Kosten entstehen, wenn er pünktlich zahlt.")).toEqual([
      "Vielleicht zahlt er pünktlich.",
      "Dann entstehen keine Kosten.",
    ]);
  });

  it("says a state still to come after bis with 'werden'", () => {
    expect(split("Sie dürfen zu Hause bleiben, bis Ihr Kind wieder gesund ist.")).toEqual([
      "Ihr Kind wird wieder gesund.",
      "Bis dahin dürfen Sie zu Hause bleiben.",
    ]);
    expect(split("Bis Sie volljährig sind, bekommen Sie Kindergeld.")).toEqual([
      "Sie werden volljährig.",
      "Bis dahin bekommen Sie Kindergeld.",
    ]);
    // An event follows "Später".
    expect(split("Sie müssen die Miete weiter zahlen, bis das Mietverhältnis endet.")).toEqual([
      "Später endet das Mietverhältnis.",
      "Bis dahin müssen Sie die Miete weiter zahlen.",
    ]);
    // A Perfekt is the event to come in the present; a state passive without a subject the event
    // it comes from; a first place that is no subject takes "bis dahin" after the verb.
    expect(split("Sie dürfen in Deutschland bleiben, bis wir über Ihren Antrag entschieden haben.")).toEqual([
      "Später entscheiden wir über Ihren Antrag.",
      "Bis dahin dürfen Sie in Deutschland bleiben.",
    ]);
    expect(split("Bitte warten Sie, bis Ihr Sohn angekommen ist.")).toEqual([
      "Später kommt Ihr Sohn an.",
      "Bis dahin warten Sie bitte.",
    ]);
    expect(
      split(
        "Mit dieser dürfen Sie sich weiterhin in Deutschland aufhalten, bis über Ihren Antrag entschieden ist.",
      ),
    ).toEqual([
      "Später wird über Ihren Antrag entschieden.",
      "Mit dieser dürfen Sie sich bis dahin weiterhin in Deutschland aufhalten.",
    ]);
    // A past Perfekt of narration stays.
    const told = "Sie gingen, bis sie nach Betlehem gekommen waren.";
    expect(split(told, false)).toEqual([told]);
    // A past state in narration follows with "Dann"; after a present main clause it stays.
    expect(split("Er blieb da, bis sie erwachsen waren.", false)).toEqual([
      "Er blieb da.",
      "Dann waren sie erwachsen.",
    ]);
    const request = "Bitte warten Sie, bis die Tür geschlossen war.";
    expect(split(request)).toEqual([request]);
  });

  it("gives the exception after 'es sei denn' as a possibility that undoes the main clause", () => {
    const unless = [
      "Wir zahlen das Geld.",
      "Aber vielleicht haben Sie bereits Leistungen erhalten.",
      "Dann gilt das nicht.",
    ];
    expect(split("Wir zahlen das Geld, es sei denn, Sie haben bereits Leistungen erhalten.")).toEqual(unless);
    expect(split("Wir zahlen das Geld, es sei denn Sie haben bereits Leistungen erhalten.")).toEqual(unless);
    expect(split("Wir zahlen das Geld, es sei denn, dass Sie bereits Leistungen erhalten haben.")).toEqual(
      unless,
    );
  });

  it("says 'sofern … nicht' after a positive main clause as its exception ('unless')", () => {
    // Was "Vielleicht widersprechen Sie nicht ausdrücklich." / "Dann findet der Termin … statt.": the
    // fixed appointment sounded uncertain.
    expect(
      split(
        "Der Termin zur Anhörung findet am Mittwoch, dem 25. Februar 2026, um 10:30 Uhr in Ihrer Wohnung statt, sofern Sie nicht ausdrücklich widersprechen.",
      ),
    ).toEqual([
      "Der Termin zur Anhörung ist am Mittwoch, dem 25. Februar 2026, um 10:30 Uhr.",
      "Der Termin zur Anhörung ist in Ihrer Wohnung.",
      "Aber vielleicht widersprechen Sie ausdrücklich.",
      "Dann gilt das nicht.",
    ]);
    expect(split("Der Vertrag verlängert sich um ein Jahr, sofern Sie ihn nicht kündigen.")).toEqual([
      "Der Vertrag verlängert sich um ein Jahr.",
      "Aber vielleicht kündigen Sie ihn.",
      "Dann gilt das nicht.",
    ]);
    // A demonstrative standing alone names its noun.
    expect(
      split("Für die Ausstellung wird ein Foto benötigt, sofern dieses nicht bereits vorgelegt wurde."),
    ).toEqual([
      "Für die Ausstellung wird ein Foto benötigt.",
      "Aber vielleicht wurde das Foto bereits vorgelegt.",
      "Dann gilt das nicht.",
    ]);
    // Two conditions: the exception would need both ("sofern A nicht … und B" is no "unless A and B").
    expect(
      split(
        "Eine Ratenzahlung ist möglich, sofern die Gläubigerin nicht widerspricht und Sie pünktlich zahlen können.",
      ),
    ).toEqual([
      "Vielleicht widerspricht die Gläubigerin nicht.",
      "Und vielleicht können Sie pünktlich zahlen.",
      "Dann ist eine Ratenzahlung möglich.",
    ]);
    // "wenn … nicht" (often a consequence to avoid), a negated main clause, "nicht mehr" or another
    // negation: a condition as before.
    expect(split("Sie bekommen eine Mahnung, wenn Sie nicht zahlen.")).toEqual([
      "Vielleicht zahlen Sie nicht.",
      "Dann bekommen Sie eine Mahnung.",
    ]);
    expect(split("Wir zahlen kein Geld, sofern Sie den Antrag nicht stellen.")).toEqual([
      "Vielleicht stellen Sie den Antrag nicht.",
      "Dann zahlen wir kein Geld.",
    ]);
    expect(split("Sie bekommen Geld, sofern Sie nicht mehr arbeiten.")).toEqual([
      "Vielleicht arbeiten Sie nicht mehr.",
      "Dann bekommen Sie Geld.",
    ]);
    expect(split("Wir kommen am Montag, sofern nichts dazwischen kommt.")).toEqual([
      "Vielleicht kommt nichts dazwischen.",
      "Dann kommen wir am Montag.",
    ]);
  });

  it("attaches a trailing clause to the later of two verbs in different times", () => {
    expect(
      split("Wir haben Ihren Antrag erhalten und werden ihn prüfen, sobald alle Unterlagen vorliegen."),
    ).toEqual([
      "Wir haben Ihren Antrag erhalten.",
      "Zuerst müssen alle Unterlagen vorliegen.",
      "Dann werden wir ihn prüfen.",
    ]);
    // The same time: the clause goes with both.
    expect(split("Er ging nach Hause und schlief, weil er müde war.", false)).toEqual([
      "Er war müde.",
      "Deshalb ging er nach Hause und schlief.",
    ]);
  });

  it("says what did not happen before a death", () => {
    expect(split("Aber auch er starb, bevor sie Nachkommen bekamen.", false)).toEqual([
      "Aber auch er starb.",
      "Vorher bekamen sie keine Nachkommen.",
    ]);
    expect(split("Er starb, bevor er ein Haus baute.", false)).toEqual([
      "Er starb.",
      "Vorher baute er kein Haus.",
    ]);
    expect(split("Er starb, bevor er sein Werk vollendete.", false)).toEqual([
      "Er starb.",
      "Vorher vollendete er sein Werk nicht.",
    ]);
    // Denied already: stays whole.
    const denied = "Er starb, bevor er nicht kam.";
    expect(split(denied, false)).toEqual([denied]);
  });

  it("splits a leading indem clause: 'Dadurch …', in a past story 'Dabei …'", () => {
    expect(split("Indem Sie das Formular online ausfüllen, sparen Sie Zeit.")).toEqual([
      "Sie füllen das Formular online aus.",
      "Dadurch sparen Sie Zeit.",
    ]);
    expect(split("Indem er ihnen die Hände auflegte, segnete er sie.", false)).toEqual([
      "Er legte ihnen die Hände auf.",
      "Dabei segnete er sie.",
    ]);
  });
});

describe("seit as a conjunction, 'bis zu' as a preposition", () => {
  it("splits a seit clause with a subject and a finite verb at its end", () => {
    expect(split("Seit der Krieg begann, leben wir in Angst.", false)).toEqual([
      "Der Krieg begann.",
      "Seitdem leben wir in Angst.",
    ]);
    expect(split("Wir wohnen hier, seit wir geheiratet haben.", false)).toEqual([
      "Wir haben geheiratet.",
      "Seitdem wohnen wir hier.",
    ]);
  });

  it("leaves the prepositions alone", () => {
    expect(split("Seit dem Jahr 2010 wohnt er hier.", false)).toEqual(["Seit dem Jahr 2010 wohnt er hier."]);
    const upTo = "Bis zu 4.000 Euro bekommt der Käufer erstattet, wenn er ein Auto kauft.";
    expect(split(upTo, false).join(" ")).not.toContain("Bis dahin");
  });
});

describe("a name and a capitalised noun before another noun phrase", () => {
  it("does not take the first name alone as the subject ('Konrad Duden sein Buch')", () => {
    const sentence = "Als Konrad Duden sein Buch veröffentlichte, hatte es 27.000 Wörter.";
    expect(split(sentence, false).join(" ")).not.toContain("Konrad veröffentlichte Duden");
    expect(split("Als Jesus Mitleid mit ihnen hatte, heilte er sie.", false)).toEqual([
      "Jesus hatte Mitleid mit ihnen.",
      "Da heilte er sie.",
    ]);
  });
});

describe("a subject with 'mehr'/'weniger' before its noun", () => {
  it("reads '(immer) mehr' + noun as the subject, its number from the noun", () => {
    expect(split("Das Problem wird größer, weil immer mehr Menschen erkranken.", false)).toEqual([
      "Immer mehr Menschen erkranken.",
      "Deshalb wird das Problem größer.",
    ]);
    expect(split("Er ist froh, weil mehr Geld da ist.", false)).toEqual([
      "Mehr Geld ist da.",
      "Deshalb ist er froh.",
    ]);
  });
});

describe("a question opened by 'wie' with its degree word", () => {
  const ask = (sentence: string): string =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: "?" }, { formal: false, variant: 0 })
      .map((clause) => renderTokens(clause.tokens) + clause.end)
      .join(" ");
  it("takes 'wie oft' / 'wie viel mehr' as the question phrase before the verb", () => {
    expect(ask("Wie oft soll ich ihm vergeben, wenn er gegen mich sündigt?")).toBe(
      "Vielleicht sündigt er gegen mich. Wie oft soll ich ihm dann vergeben?",
    );
    expect(ask("Wie lange müssen wir warten, weil die Unterlagen fehlen?")).toBe(
      "Die Unterlagen fehlen. Wie lange müssen wir deshalb warten?",
    );
  });

  it("leaves 'wie viele' + noun (the question phrase goes on) whole", () => {
    const sentence = "Wie viele Menschen kommen, wenn es regnet?";
    expect(ask(sentence)).toBe(sentence);
  });
});

describe("the Plusquamperfekt of a nachdem clause after 'Zuerst'", () => {
  it("becomes the Perfekt with the auxiliary of the subject's person", () => {
    expect(split("Nachdem die Mauer gefallen war, wurde Deutschland wiedervereinigt.", false)[0]).toBe(
      "Zuerst ist die Mauer gefallen.",
    );
    expect(split("Nachdem ich gegessen hatte, ging ich.", false)[0]).toBe("Zuerst habe ich gegessen.");
    expect(split("Er ließ Barabbas frei, nachdem er Jesus ausgepeitscht hatte.", false)[0]).toBe(
      "Zuerst hat er Jesus ausgepeitscht.",
    );
  });

  it("keeps the main clause first when the clause's pronoun points forward to its noun", () => {
    // Put first, "ihn" would point back to someone named before ("Barabbas").
    expect(split("Dann übergab er Jesus, nachdem er ihn ausgepeitscht hatte.", false)).toEqual([
      "Dann übergab er Jesus.",
      "Vorher hat er ihn ausgepeitscht.",
    ]);
    expect(
      split("Er ließ Barabbas frei und übergab Jesus, nachdem er ihn ausgepeitscht hatte.", false),
    ).toEqual(["Er ließ Barabbas frei.", "Dann übergab er Jesus.", "Vorher hat er ihn ausgepeitscht."]);
    // No pronoun, or no noun in the main clause: the order of events.
    expect(split("Er hat das Haus verkauft, nachdem seine Frau gestorben war.", false)).toEqual([
      "Zuerst ist seine Frau gestorben.",
      "Danach hat er das Haus verkauft.",
    ]);
    expect(split("Er ging, nachdem er ihn gesehen hatte.", false)[0]).toBe("Zuerst hat er ihn gesehen.");
    // A subject pronoun that fits a noun of the main clause, too; "Vorher" keeps the Perfekt.
    expect(split("Wir prüfen den Antrag, nachdem er eingegangen ist.")).toEqual([
      "Wir prüfen den Antrag.",
      "Vorher ist er eingegangen.",
    ]);
    // A state is no earlier event: whole.
    const state = "Sie bekommen den Ausweis, nachdem er fertig ist.";
    expect(split(state)).toEqual([state]);
  });

  it("reads a first 'Sie' with a singular verb as 'sie' when it moves behind the connector", () => {
    expect(split("Sie kam, nachdem er gegangen war.", false)).toEqual([
      "Zuerst ist er gegangen.",
      "Danach kam sie.",
    ]);
  });

  it("puts a word of time distance before 'danach' in the other wording variant too", () => {
    const variant = splitSentence(
      { tokens: clauseTokens("Kurz nachdem Sie umgezogen sind, müssen Sie sich anmelden", true), end: "." },
      { formal: true, variant: 1 },
    ).map((clause) => renderTokens(clause.tokens) + clause.end);
    expect(variant).toEqual(["Zuerst ziehen Sie um.", "Kurz danach müssen Sie sich anmelden."]);
  });

  it("puts a word of time distance before 'danach' (kurz, gleich, direkt, unmittelbar, bald, lange)", () => {
    expect(split("Kurz nachdem Sie umgezogen sind, müssen Sie sich anmelden.")).toEqual([
      "Zuerst ziehen Sie um.",
      "Kurz danach müssen Sie sich anmelden.",
    ]);
    expect(split("Lange bevor es Computer gab, schrieben die Menschen Briefe.", false)).toEqual([
      "Zuerst schrieben die Menschen Briefe.",
      "Lange danach gab es Computer.",
    ]);
    expect(split("Sie kam, kurz nachdem er gegangen war.", false)).toEqual([
      "Zuerst ist er gegangen.",
      "Kurz danach kam sie.",
    ]);
    // "schon bevor" is no distance ("Schon danach …" would be wrong); "bald bevor" is no German;
    // after a modal the bevor event need not come.
    for (const sentence of [
      "Schon bevor wir den Antrag bekommen haben, haben wir geprüft.",
      "Bald bevor die Schule beginnt, gibt es Ferien.",
      "Kurz bevor ein Gerichtsvollzieher kommt, können viele Probleme noch gelöst werden.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // Also the reader's act ("Kurz bevor Sie gepfändet werden, können Sie …" must not state the
    // seizure); the past splits: the event came.
    expect(
      split("Kurz bevor Sie gepfändet werden, können Sie noch eine Ratenzahlung vereinbaren."),
    ).toHaveLength(1);
    expect(split("Kurz bevor der Winter kam, mussten die Bauern die Ernte einbringen.", false)).toEqual([
      "Zuerst mussten die Bauern die Ernte einbringen.",
      "Kurz danach kam der Winter.",
    ]);
  });

  it("keeps 'war' + participle of a verb that takes 'haben' (a state)", () => {
    expect(split("Nachdem die Tür geschlossen war, gingen alle.", false)[0]).toBe(
      "Zuerst war die Tür geschlossen.",
    );
  });
});

describe("a conjunct after a comma that goes on with an adverbial clause", () => {
  it("joins 'und' + a verb-final conjunct to the clause before it", () => {
    expect(split("Ich bin gekommen, damit sie Leben haben, und Überfluss haben.", false)).toEqual([
      "Ich bin gekommen.",
      "Dann haben sie Leben.",
      "Und sie haben Überfluss.",
    ]);
  });

  it("does not join 'und' + pronoun + verb, which may be a main clause", () => {
    expect(split("Er blieb zu Hause, weil er krank war, und er kam.", false).join(" ")).not.toContain(
      "Und er kam",
    );
  });
});

describe("two verbs that share a dass clause", () => {
  it("stays whole rather than leave the first verb without its content", () => {
    const sentence = "Glaubt den Werken, damit ihr erkennt und wisst, dass der Vater in mir ist.";
    expect(split(sentence, false)).toEqual([sentence]);
    expect(split("Er soll herabsteigen, damit wir sehen und glauben.", false)).toEqual([
      "Er soll herabsteigen.",
      "Dann sehen wir.",
      "Und wir glauben.",
    ]);
  });
});

describe("indem after a main clause whose modal stands in an earlier clause", () => {
  it("takes 'Dabei' (the modal of another clause names no goal)", () => {
    expect(
      split("Das ist der Mann, den ihr ehren müsst, denn er half uns, indem er uns Brot gab.", false).join(
        " ",
      ),
    ).not.toContain("Dafür");
  });
});

describe("bevor after a verb of dying", () => {
  it("never puts the later event after the death (it never came)", () => {
    expect(split("Er starb, bevor er Nachkommen bekam.", false)).toEqual([
      "Er starb.",
      "Vorher bekam er keine Nachkommen.",
    ]);
    expect(split("Bevor er Kinder bekam, starb er.", false)).toEqual(["Bevor er Kinder bekam, starb er."]);
  });
});

describe("two whether-clauses joined by 'oder'", () => {
  it("become two questions after a colon, the second after 'Oder'", () => {
    expect(
      split("Dann wird er erkennen, ob die Lehre von Gott ist oder ob ich von mir aus spreche.", false),
    ).toEqual(["Dann wird er erkennen:", "Ist die Lehre von Gott?", "Oder spreche ich von mir aus?"]);
    expect(split("Ich weiß nicht, ob er kommt oder bleibt.", false)).toEqual([
      "Ich weiß nicht:",
      "Kommt er?",
      "Oder bleibt er?",
    ]);
  });

  it("leaves an elliptic second part and questions", () => {
    for (const sentence of [
      "Ich weiß nicht, ob er das Buch liest oder die Zeitung.",
      "Wir prüfen, ob Sie Anspruch haben oder nicht.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a condition with conjuncts listed by commas", () => {
  const leicht = (text: string) =>
    simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

  it("reads the comma segment as one more conjunct of the condition", () => {
    expect(leicht("Wenn Sie Fragen haben, Hilfe brauchen oder krank sind, rufen Sie an.")).toBe(
      "Vielleicht haben Sie Fragen.\nOder Sie brauchen Hilfe.\nOder Sie sind krank.\nDann rufen Sie an.",
    );
    // A lone verb as the last conjunct (was "Fieber haben dann oder husten, bleiben Sie zu Hause.").
    expect(leicht("Wenn Sie krank sind, Fieber haben oder husten, bleiben Sie zu Hause.")).toBe(
      "Vielleicht sind Sie krank.\nOder Sie haben Fieber.\nOder Sie husten.\nDann bleiben Sie zu Hause.",
    );
  });

  it("not when the segment may have a subject of its own", () => {
    expect(
      leicht(
        "Erlaubt ist das nur, wenn sich Arzt und Patient kennen, also der Patient in der Praxis war und die Akte bekannt ist.",
      ),
    ).not.toContain("Vielleicht ist sich");
  });
});

describe("a lone verb listed after a condition", () => {
  const leicht = (text: string) =>
    simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

  it("keeps the sentence whole instead of a broken main clause", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Becker,\n\nwenn Sie umziehen, heiraten oder ein Kind bekommen, teilen Sie uns das bitte mit.",
      ),
    ).not.toContain("Dann heiraten");
    expect(leicht("Wenn es regnet, lachen oder weinen wir.")).toBe(
      "Vielleicht regnet es.\nDann lachen oder weinen wir.",
    );
  });
});

describe("a final weil clause after two main clauses joined by 'und'", () => {
  it("gives the cause to the last of them", () => {
    // Was: "Unterlagen fehlen." / "Deshalb haben wir Ihren Antrag geprüft." / "Wir müssen ihn ablehnen."
    expect(
      split("Wir haben Ihren Antrag geprüft und wir müssen ihn ablehnen, weil Unterlagen fehlen."),
    ).toEqual(["Wir haben Ihren Antrag geprüft.", "Unterlagen fehlen.", "Deshalb müssen wir ihn ablehnen."]);
    expect(split("Wir sind deine Knechte und wir haben gesündigt, weil wir schwach waren.", false)).toEqual([
      "Wir sind deine Knechte.",
      "Wir waren schwach.",
      "Deshalb haben wir gesündigt.",
    ]);
  });

  it("keeps one main clause with two verbs as it was", () => {
    expect(split("Wir haben Ihren Antrag geprüft und müssen ihn ablehnen, weil Unterlagen fehlen.")).toEqual([
      "Wir haben Ihren Antrag geprüft.",
      "Unterlagen fehlen.",
      "Deshalb müssen wir ihn ablehnen.",
    ]);
  });
});

describe("subjects of a dass clause without an article", () => {
  it("reads 'viel/wenig' + noun and 'alles' + noun as the subject", () => {
    expect(split("Gott sah, dass viel Schlechtes auf der Erde war.", false)).toEqual([
      "Gott sah:",
      "Viel Schlechtes war auf der Erde.",
    ]);
    expect(
      split("Und Gott sah, dass viel Schlechtes auf der Erde war und alles Planen nur schlecht war.", false),
    ).toEqual(["Und Gott sah:", "Viel Schlechtes war auf der Erde.", "Und alles Planen war nur schlecht."]);
  });

  it("not an adverb before the noun", () => {
    const sentence = "Er sagte, dass schnell Hilfe kommt.";
    expect(split(sentence, false)).toEqual([sentence]);
  });

  it("not an adjective + noun after 'aber' inside a clause (no subject of a new clause)", () => {
    const sentence =
      "Eine Fiebersenkung kann bei einigen Patientengruppen aber sekundäre Probleme abmildern.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a subject noun followed by 'einer'/'der' + noun in the clause", () => {
  it("keeps the clause order: a genitive attribute or a dative object", () => {
    // Was: "Das ist möglich." / "Denn die Tochter besitzt einer Freundin ein Auto."
    const sentence = "Das ist möglich, weil die Tochter einer Freundin ein Auto besitzt.";
    expect(split(sentence, false)).toEqual([sentence]);
  });

  it("still moves the verb after a name or before a predicate of sein", () => {
    expect(split("Pilatus ließ ihn frei, weil Pilatus der Menge gefallen wollte.", false)).toContain(
      "Pilatus wollte der Menge gefallen.",
    );
    expect(split("Er glaubt das, weil der Mann der Sohn Davids ist.", false)).toContain(
      "Der Mann ist der Sohn Davids.",
    );
  });
});

describe("an expletive 'es' before the subject of the main clause", () => {
  it("keeps 'es' first and puts the connector after the verb", () => {
    // Was "Dann besteht es aber die Möglichkeit, …".
    expect(
      split(
        "Es besteht jedoch die Möglichkeit, einen Parkausweis zu beantragen, sofern ein Grad der Behinderung von mindestens 70 festgestellt wurde.",
      ),
    ).toEqual([
      "Vielleicht wurde ein Grad der Behinderung von mindestens 70 festgestellt.",
      "Es besteht dann jedoch die Möglichkeit, einen Parkausweis zu beantragen.",
    ]);
    expect(split("Es gibt die Möglichkeit einer Ratenzahlung, wenn Sie einen Antrag stellen.")).toEqual([
      "Vielleicht stellen Sie einen Antrag.",
      "Es gibt dann die Möglichkeit einer Ratenzahlung.",
    ]);
  });

  it("puts the connector first when 'es' is the subject itself", () => {
    expect(split("Es gibt einen Zuschuss, wenn Sie wenig verdienen.")).toEqual([
      "Vielleicht verdienen Sie wenig.",
      "Dann gibt es einen Zuschuss.",
    ]);
    expect(split("Es freut uns, wenn Sie kommen.")).toEqual(["Vielleicht kommen Sie.", "Dann freut es uns."]);
  });
});

describe("an example particle before a trailing condition", () => {
  it("goes with the condition when only the closing verb part follows it", () => {
    // Was "Dann liegt ein wichtiger Grund zum Beispiel vor.".
    expect(
      split("Ein wichtiger Grund liegt zum Beispiel vor, wenn Sie arbeitsunfähig erkrankt sind."),
    ).toEqual([
      "Vielleicht sind Sie zum Beispiel arbeitsunfähig erkrankt.",
      "Dann liegt ein wichtiger Grund vor.",
    ]);
    expect(split("Eine Ausnahme gilt beispielsweise, wenn der Nachweis fehlt.")).toEqual([
      "Vielleicht fehlt beispielsweise der Nachweis.",
      "Dann gilt eine Ausnahme.",
    ]);
  });

  it("stays with the result when a phrase follows it (an example of what is given)", () => {
    expect(split("Sie bekommen zum Beispiel Geld, wenn Sie krank sind.")).toEqual([
      "Vielleicht sind Sie krank.",
      "Dann bekommen Sie zum Beispiel Geld.",
    ]);
  });
});

describe("a weil/da clause that opens with a prepositional phrase", () => {
  it("keeps the phrase first and puts the verb after it", () => {
    // Was left whole.
    expect(
      split(
        "Da in Ihrem Haushalt bereits ein weiterer Hund gehalten wird, erhöht sich der Steuersatz für den zweiten Hund.",
      ),
    ).toEqual([
      "In Ihrem Haushalt wird bereits ein weiterer Hund gehalten.",
      "Deshalb erhöht sich der Steuersatz für den zweiten Hund.",
    ]);
    expect(
      split("Ein Termin ist erforderlich, da ohne Termin keine Impfung durchgeführt werden kann."),
    ).toEqual([
      "Ohne Termin kann keine Impfung durchgeführt werden.",
      "Deshalb ist ein Termin erforderlich.",
    ]);
  });

  it("stays whole when a noun after the phrase may still belong to it", () => {
    expect(split("Weil mit Frau Müller Kinder kommen, bleiben wir zu Hause.")).toEqual([
      "Weil mit Frau Müller Kinder kommen, bleiben wir zu Hause.",
    ]);
  });
});

describe("a number in the first place of the main clause before a trailing condition", () => {
  it("takes the connector after the verb ('… um 50 Prozent kann dann …')", () => {
    // Was left whole.
    expect(
      split("Eine Ermäßigung der Steuer um 50 Prozent kann gewährt werden, wenn Sie Bürgergeld beziehen."),
    ).toEqual([
      "Vielleicht beziehen Sie Bürgergeld.",
      "Eine Ermäßigung der Steuer um 50 Prozent kann dann gewährt werden.",
    ]);
  });

  it("still not after other punctuation in the first place", () => {
    expect(split("Die Steuer (50 Prozent) kann gesenkt werden, wenn Sie Bürgergeld beziehen.")).toHaveLength(
      1,
    );
  });
});

describe("bevor after a modal main clause", () => {
  const leichtText = (text: string) =>
    simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

  it("keeps the sentence whole when the event may be forestalled", () => {
    // Was "Sie müssen zahlen." / "Danach kommt ein Gerichtsvollzieher." (a threat turned into a fact).
    expect(split("Sie müssen zahlen, bevor ein Gerichtsvollzieher kommt.")).toEqual([
      "Sie müssen zahlen, bevor ein Gerichtsvollzieher kommt.",
    ]);
    expect(
      leichtText("Viele Probleme können gelöst werden, bevor ein Gerichtsvollzieher beauftragt wird."),
    ).toBe("Man kann viele Probleme lösen, bevor ein Gerichts·vollzieher beauftragt wird.");
  });

  it("still splits the reader's own act and a main clause without a modal", () => {
    expect(split("Sie müssen den Antrag stellen, bevor Sie umziehen.")).toEqual([
      "Vielleicht wollen Sie umziehen.",
      "Sie müssen vorher den Antrag stellen.",
    ]);
    expect(split("Wir prüfen die Unterlagen, bevor das Geld kommt.")).toEqual([
      "Wir prüfen die Unterlagen.",
      "Danach kommt das Geld.",
    ]);
  });
});

describe("a cause that opens with a pronominal adverb", () => {
  it("keeps the main clause first and the cause after 'Denn' ('da dafür die Krankenkasse zuständig ist')", () => {
    // Was left whole: the cause had no subject first.
    expect(split("Wir übernehmen die Kosten nicht, weil dafür das Jobcenter zuständig ist.")).toEqual([
      "Wir übernehmen die Kosten nicht.",
      "Denn dafür ist das Jobcenter zuständig.",
    ]);
    expect(
      split("Der Fahrdienst übernimmt keine Fahrten zum Arzt, da hierfür die Krankenkasse zuständig ist."),
    ).toEqual([
      "Der Fahrdienst übernimmt keine Fahrten zum Arzt.",
      "Denn hierfür ist die Krankenkasse zuständig.",
    ]);
  });

  it("does not fire without a subject after the adverb or when the cause comes first", () => {
    expect(split("Sie bekommen kein Geld, weil darüber noch nicht entschieden wurde.")).toEqual([
      "Sie bekommen kein Geld, weil darüber noch nicht entschieden wurde.",
    ]);
    // "Dafür" first would point forward to what the main clause says.
    expect(split("Da dafür die Krankenkasse zuständig ist, übernehmen wir die Kosten nicht.")).toEqual([
      "Da dafür die Krankenkasse zuständig ist, übernehmen wir die Kosten nicht.",
    ]);
  });
});

describe("a genitive plural after the subject of reported content", () => {
  it("keeps 'der' + a noun that cannot be a dative singular with its head noun", () => {
    // Was left whole: "Spenden" may be "das Spenden", "Kunden" "des Kunden"; neither follows "der".
    expect(split("Der Vorstand sagt, dass die Menge der Spenden schwankt.")).toEqual([
      "Der Vorstand sagt:",
      "Die Menge der Spenden schwankt.",
    ]);
    // Was "Das Spenden hilft der Kunden." (the genitive read as the dative object).
    expect(split("Wir wissen, dass das Spenden der Kunden hilft.")).toEqual([
      "Wir wissen:",
      "Das Spenden der Kunden hilft.",
    ]);
  });

  it("still reads a feminine singular after 'der' as a possible dative", () => {
    expect(split("Wir wissen, dass die Menge der Kundin gefällt.")).toEqual([
      "Wir wissen:",
      "Die Menge gefällt der Kundin.",
    ]);
    expect(split("Wir wissen, dass die Tochter einer Freundin ein Auto besitzt.")).toEqual([
      "Wir wissen, dass die Tochter einer Freundin ein Auto besitzt.",
    ]);
  });
});

describe("reported content in Konjunktiv I with two coordinated clauses", () => {
  it("says every conjunct in the indicative", () => {
    // Was left whole ("dass die Menge der Spenden schwanke und man deshalb … könne").
    expect(
      split(
        "Der Vorstand weist darauf hin, dass die Menge der Spenden schwanke und man deshalb nicht jede Woche gleich viel ausgeben könne.",
      ),
    ).toEqual([
      "Der Vorstand weist darauf hin:",
      "Die Menge der Spenden schwankt.",
      "Und man kann deshalb nicht jede Woche gleich viel ausgeben.",
    ]);
    // A pronoun that is only nominative opens a clause of its own: "schwanken" does not hang on "können".
    expect(
      split("Der Vorstand sagt, dass die Spenden schwanken und wir deshalb weniger ausgeben können."),
    ).toEqual(["Der Vorstand sagt:", "Die Spenden schwanken.", "Und wir können deshalb weniger ausgeben."]);
  });

  it("leaves a mix of moods, a pronoun subject and a shared modal alone", () => {
    expect(split("Der Vorstand sagt, dass die Spende schwanke und man weniger ausgibt.")).toEqual([
      "Der Vorstand sagt, dass die Spende schwanke und man weniger ausgibt.",
    ]);
    expect(split("Er sagte, dass er krank sei und nicht arbeiten könne.", false)).toEqual([
      "Er sagte, dass er krank sei und nicht arbeiten könne.",
    ]);
    // "er" in the second clause would name someone else after the colon; an unconverted
    // Konjunktiv I stays whole too.
    for (const sentence of [
      "Er behauptet, dass das Geld weg sei und er nichts wisse.",
      "Der Verein befürchtet, dass die Spenden sinken und er weniger helfen könne.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    expect(split("Wir wissen, dass sie das Unkraut sammeln und bündeln sollen.", false)).toEqual([
      "Wir wissen:",
      "Sie sollen das Unkraut sammeln und bündeln.",
    ]);
  });
});

describe("a main clause's er/es after a wenn clause put first", () => {
  it("keeps the sentence whole when a noun of the condition fits the pronoun", () => {
    // Was "Vielleicht überschreitet das Einkommen … nicht." / "Es wird dann … gewährt." ("es" = das Einkommen?).
    // In a letter the condition follows as what the main clause requires.
    expect(
      split(
        "Es wird von der Wohngeldstelle gewährt, wenn das Einkommen bestimmte Grenzen nicht überschreitet.",
      ),
    ).toEqual([
      "Es wird von der Wohngeldstelle gewährt.",
      "Dafür darf das Einkommen bestimmte Grenzen nicht überschreiten.",
    ]);
    expect(split("Er kommt, wenn der Vater ruft.", false)).toEqual(["Er kommt, wenn der Vater ruft."]);
  });

  it("keeps the main clause first when the cause's 'es' points back to its neuter noun", () => {
    // Was "Es hat Hunger." / "Deshalb weint das Kind.".
    expect(split("Das Kind weint, weil es Hunger hat.", false)).toEqual([
      "Das Kind weint.",
      "Denn es hat Hunger.",
    ]);
    // An impersonal "es" points nowhere.
    expect(split("Wir schließen das Büro, weil es Probleme gibt.")).toEqual([
      "Es gibt Probleme.",
      "Deshalb schließen wir das Büro.",
    ]);
  });

  it("splits when the condition's subject is the main clause's own pronoun", () => {
    expect(split("Er kann das Haus betreten, wenn er den Schlüssel hat.", false)).toEqual([
      "Vielleicht hat er den Schlüssel.",
      "Dann kann er das Haus betreten.",
    ]);
  });

  it("still splits when no noun of the condition fits", () => {
    expect(split("Er kommt, wenn die Mutter ruft.", false)).toEqual([
      "Vielleicht ruft die Mutter.",
      "Dann kommt er.",
    ]);
    expect(split("Es regnet, wenn die Wolken kommen.", false)).toEqual([
      "Vielleicht kommen die Wolken.",
      "Dann regnet es.",
    ]);
    // An impersonal "es" ("es gibt", weather) points nowhere, even when a neuter noun fits.
    expect(split("Es gibt Geld, wenn das Kind in die Schule kommt.", false)).toEqual([
      "Vielleicht kommt das Kind in die Schule.",
      "Dann gibt es Geld.",
    ]);
    // "Sie" with a verb that has no polite plural reading is "sie".
    expect(split("Sie zahlt, wenn er kommt.", false)).toEqual(["Vielleicht kommt er.", "Dann zahlt sie."]);
  });
});

describe("a trailing condition whose subject pronoun names the main clause's subject", () => {
  it("names that subject in the condition, which now comes first", () => {
    expect(split("Der Vermieter ruft Sie an, wenn er Zeit hat.")).toEqual([
      "Vielleicht hat der Vermieter Zeit.",
      "Dann ruft der Vermieter Sie an.",
    ]);
    expect(split("Die Kinder spielen draußen, wenn sie Zeit haben.", false)).toEqual([
      "Vielleicht haben die Kinder Zeit.",
      "Dann spielen die Kinder draußen.",
    ]);
    expect(split("Der alte Mann lacht, wenn er sie sieht.", false)).toEqual([
      "Vielleicht sieht der alte Mann sie.",
      "Dann lacht der alte Mann.",
    ]);
  });

  it("also in a question, whose condition comes first", () => {
    const ask = (sentence: string) =>
      splitSentence({ tokens: clauseTokens(sentence, true), end: "?" }, { formal: true, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      );
    expect(ask("Wird der Vermieter, wenn er Zeit hat, mich anrufen")).toEqual([
      "Vielleicht hat der Vermieter Zeit.",
      "Wird dann der Vermieter mich anrufen?",
    ]);
    expect(ask("Muss ich den Antrag abgeben, wenn ich ihn ausgefüllt habe")).toEqual([
      "Vielleicht habe ich den Antrag ausgefüllt.",
      "Muss ich dann den Antrag abgeben?",
    ]);
  });

  it("not when another noun of the main clause fits, nor when gender or number do not fit", () => {
    for (const [sentence, condition] of [
      // Both nouns fit: "er" named neither, so the sentence stays whole.
      [
        "Der Vermieter ruft den Mieter an, wenn er Zeit hat.",
        "Der Vermieter ruft den Mieter an, wenn er Zeit hat.",
      ],
      ["Die Mutter ruft an, wenn er kommt.", "Vielleicht kommt er."],
      ["Die Kinder bekommen Geld, wenn sie studiert.", "Vielleicht studiert sie."],
    ])
      expect(split(sentence ?? "", false)[0]).toBe(condition);
  });
});

describe("a speaker's aside inside the main clause", () => {
  it("is no condition: 'wenn ich ehrlich bin', 'wenn Sie so wollen' stay", () => {
    for (const sentence of [
      "Ich bin, wenn ich ehrlich bin, müde.",
      "Wir sind, wenn Sie so wollen, ein kleines Team.",
      "Er war, wenn ich mich richtig erinnere, Lehrer.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Wir werden, wenn wir die Unterlagen haben, den Antrag prüfen.")).toEqual([
      "Vielleicht haben wir die Unterlagen.",
      "Dann werden wir den Antrag prüfen.",
    ]);
  });
});

describe("a condition whose time points back to the main clause", () => {
  it("comes after the main clause as what it requires: put first, 'bis dahin' or 'in dieser Zeit' would point to nothing", () => {
    expect(
      split("Die Trauung kann am Freitag stattfinden, sofern die Prüfung bis dahin abgeschlossen ist."),
    ).toEqual([
      "Die Trauung kann am Freitag stattfinden.",
      "Dafür muss die Prüfung bis dahin abgeschlossen sein.",
    ]);
    // A negated condition takes "dürfen" ("muss kein" would lift it).
    expect(
      split("Die Abmahnung wird nach zwei Jahren entfernt, wenn Sie in dieser Zeit keinen Verstoß begehen."),
    ).toEqual([
      "Die Abmahnung wird nach zwei Jahren entfernt.",
      "Dafür dürfen Sie in dieser Zeit keinen Verstoß begehen.",
    ]);
    // Not a negated passive: its active form ("Dafür dürfen wir keinen Verstoß feststellen") would
    // read as a ban on looking. The condition goes first with the main clause's span named (was
    // whole; the letter "offd-abmahnung").
    expect(
      split(
        "Die Abmahnung wird nach Ablauf von 2 Jahren aus der Akte entfernt, wenn in dieser Zeit kein weiterer Verstoß festgestellt wird.",
      ),
    ).toEqual([
      "Vielleicht wird in der Zeit von 2 Jahren kein weiterer Verstoß festgestellt.",
      "Dann wird die Abmahnung nach Ablauf von 2 Jahren aus der Akte entfernt.",
    ]);
    expect(
      split("Das Geld wird für 6 Monate gezahlt, wenn in dieser Zeit keine Arbeit aufgenommen wird."),
    ).toEqual([
      "Vielleicht wird in der Zeit von 6 Monaten keine Arbeit aufgenommen.",
      "Dann wird das Geld für 6 Monate gezahlt.",
    ]);
    // Two spans: which one is meant is unsure; whole.
    expect(
      split(
        "Die Abmahnung wird nach 2 Jahren oder 3 Monaten entfernt, wenn in dieser Zeit kein Verstoß festgestellt wird.",
      ),
    ).toHaveLength(1);
    // A lone "dem" points back to the main clause too.
    expect(split("Eine Ratenzahlung ist möglich, wenn die Gläubigerin dem zustimmt.")).toEqual([
      "Eine Ratenzahlung ist möglich.",
      "Dafür muss die Gläubigerin dem zustimmen.",
    ]);
    // A negated Perfekt reads as a ban ("Dafür darf die Gläubigerin dem nicht widersprochen haben."):
    // whole.
    expect(split("Eine Ratenzahlung ist möglich, wenn die Gläubigerin dem nicht widersprochen hat.")).toEqual(
      ["Eine Ratenzahlung ist möglich, wenn die Gläubigerin dem nicht widersprochen hat."],
    );
    expect(split("Wir zahlen, wenn Sie dem zustimmen.")).toEqual([
      "Wir zahlen.",
      "Dafür müssen Sie dem zustimmen.",
    ]);
    // Two conditions with subjects of their own, one pointing back: each is required.
    expect(
      split(
        "Eine Ratenzahlung ist möglich, sofern die Gläubigerin dem zustimmt und Sie glaubhaft darlegen, dass Sie die Forderung tilgen können.",
      ),
    ).toEqual([
      "Eine Ratenzahlung ist möglich.",
      "Dafür muss die Gläubigerin dem zustimmen.",
      "Und Sie müssen glaubhaft darlegen:",
      "Sie können die Forderung tilgen.",
    ]);
    // "dem" before a noun or an adjective is an article.
    expect(split("Wir zahlen, wenn Sie dem kranken Mann helfen.")).toEqual([
      "Vielleicht helfen Sie dem kranken Mann.",
      "Dann zahlen wir.",
    ]);
    // Not outside letters, not in the past or in Konjunktiv II, not for a second condition.
    for (const sentence of [
      "Er kommt, wenn der Vater ruft.",
      "Die Abmahnung wurde nach zwei Jahren entfernt, wenn in dieser Zeit kein Verstoß festgestellt wurde.",
      "Die Trauung könnte am Freitag stattfinden, wenn die Prüfung bis dahin abgeschlossen wäre.",
      "Eine Ratenzahlung ist möglich, wenn die Gläubigerin dem nicht widersprochen hat oder Sie zahlen können.",
    ])
      expect(split(sentence, !sentence.startsWith("Er "))).toEqual([sentence]);
    // "in dieser Zeit" after a main clause without a span points to an earlier sentence.
    expect(split("Wir zahlen Ihnen 300 Euro, wenn Sie in dieser Zeit nicht arbeiten.")).toHaveLength(2);
    expect(split("Wir zahlen das Geld, wenn Sie den Antrag bis Mai stellen.")).toEqual([
      "Vielleicht stellen Sie den Antrag bis Mai.",
      "Dann zahlen wir das Geld.",
    ]);
  });
});

describe("a dass clause after a verb of asking, commanding or allowing", () => {
  it("says what is wanted with sollen/dürfen, not as a fact", () => {
    // Was "Er bat ihn:" / "Er bleibt."
    expect(split("Er bat ihn, dass er bleibe.", false)).toEqual(["Er bat ihn:", "Er soll bleiben."]);
    expect(split("Der König befahl, dass man ihn holt.", false)).toEqual([
      "Der König befahl:",
      "Man soll ihn holen.",
    ]);
    expect(split("Der Vermieter erlaubt, dass Sie einen Hund halten.")).toEqual([
      "Der Vermieter erlaubt:",
      "Sie dürfen einen Hund halten.",
    ]);
  });

  it("keeps a modal the clause has, leaves a question whole and other verbs as before", () => {
    expect(split("Er bat, dass man ihm helfen soll.", false)).toEqual(["Er bat:", "Man soll ihm helfen."]);
    // The question whether it is allowed asks with "darf" (dass-obligation.ts), never "Erlaubt das Gesetz:".
    const asked = "Erlaubt das Gesetz, dass man Steuern zahlt";
    expect(
      splitSentence({ tokens: clauseTokens(asked, false), end: "?" }, { formal: false, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      ),
    ).toEqual(["Darf man Steuern zahlen?", "Erlaubt das Gesetz das?"]);
    expect(split("Ich weiß, dass er kommt.", false)).toEqual(["Ich weiß:", "Er kommt."]);
  });
});

describe("a later conjunct of a verb-final clause repeats an indefinite subject as definite", () => {
  it("'eine Frau' becomes 'die Frau' (the same one)", () => {
    // Was "Und eine Frau heiratet einen anderen." (another woman).
    expect(
      split("Wenn sich eine Frau scheiden lässt und einen anderen heiratet, bricht sie die Ehe.", false),
    ).toEqual([
      "Vielleicht lässt sich eine Frau scheiden.",
      "Und vielleicht heiratet die Frau einen anderen.",
      "Dann bricht sie die Ehe.",
    ]);
  });
});

describe("subjectFirstOrder: a name of two words", () => {
  it("keeps a first name and a surname that is also a noun together", () => {
    // Was "Konrad veröffentlichte Duden im Jahr 1880 ein Wörterbuch.": "Duden" read as the object.
    expect(
      split("Weil Konrad Duden im Jahr 1880 ein Wörterbuch veröffentlichte, kennen ihn alle.").join(" "),
    ).not.toContain("Konrad veröffentlichte");
    // A bare noun after the name with no other object is the object.
    expect(split("Weil Petrus Angst hatte, lief er weg.")).toEqual([
      "Petrus hatte Angst.",
      "Deshalb lief er weg.",
    ]);
    // "Fieber" is not in the lexicon, but "haben" needs its object: no name "Lisa Fieber".
    expect(split("Weil Lisa Fieber hatte, blieb sie zu Hause.")).toEqual([
      "Lisa hatte Fieber.",
      "Deshalb blieb sie zu Hause.",
    ]);
    expect(split("Weil Lisa Meier kam, blieb sie zu Hause.")[0]).toBe("Lisa Meier kam.");
  });
});

describe("a sobald clause with nothing but a modal verb or 'es geht'", () => {
  it("stays whole ('Zuerst müssen wir können.' made nonsense)", () => {
    for (const sentence of [
      "Wir schicken Ihnen, sobald wir können, Wohngeld.",
      "Wir schicken Ihnen Wohngeld, sobald wir können.",
      "Sobald wir können, schicken wir Ihnen Wohngeld.",
      "Wir zahlen, sobald es geht.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("still splits with a full verb", () => {
    expect(split("Wir zahlen, sobald wir die Unterlagen prüfen können.")).toEqual([
      "Zuerst können wir die Unterlagen prüfen.",
      "Dann zahlen wir.",
    ]);
    expect(split("Wir zahlen, sobald die Unterlagen vorliegen.")).toEqual([
      "Zuerst müssen die Unterlagen vorliegen.",
      "Dann zahlen wir.",
    ]);
  });
});

describe("wenn after the main clause: a possessive that means a noun of the main clause", () => {
  it("keeps the sentence whole when the condition put first would name the owner later", () => {
    // Was "Vielleicht ist … nach ihrer Erteilung … nicht begonnen worden." / "Dann erlischt die
    // Baugenehmigung.": "ihrer" pointed forward.
    expect(
      split(
        "Die Baugenehmigung erlischt, wenn innerhalb von 3 Jahren nach ihrer Erteilung mit der Ausführung nicht begonnen worden ist.",
      ),
    ).toEqual([
      "Die Baugenehmigung erlischt, wenn innerhalb von 3 Jahren nach ihrer Erteilung mit der Ausführung nicht begonnen worden ist.",
    ]);
    expect(
      split("Der Antrag gilt als zurückgenommen, wenn seine Unterlagen nicht bis zum 1. Mai vorliegen."),
    ).toEqual(["Der Antrag gilt als zurückgenommen, wenn seine Unterlagen nicht bis zum 1. Mai vorliegen."]);
  });

  it("still splits when the owner stands in the condition or the main clause has a pronoun", () => {
    expect(split("Der Vermieter kündigt den Vertrag, wenn der Mieter seine Miete nicht zahlt.")).toEqual([
      "Vielleicht zahlt der Mieter seine Miete nicht.",
      "Dann kündigt der Vermieter den Vertrag.",
    ]);
    expect(
      split("Sie erhalten eine Mahnung, wenn die Rechnung nach ihrer Fälligkeit nicht bezahlt ist."),
    ).toEqual([
      "Vielleicht ist die Rechnung nach ihrer Fälligkeit nicht bezahlt.",
      "Dann erhalten Sie eine Mahnung.",
    ]);
    expect(split("Er freut sich, wenn seine Mutter kommt.", false)).toEqual([
      "Vielleicht kommt seine Mutter.",
      "Dann freut er sich.",
    ]);
  });
});

describe("splitSubordinate: 'sobald' with a state", () => {
  it("says what must be true first (was 'Zuerst ist Ihr Antrag vollständig.')", () => {
    expect(split("Sobald Ihr Antrag vollständig ist, prüfen wir ihn.")).toEqual([
      "Zuerst muss Ihr Antrag vollständig sein.",
      "Dann prüfen wir ihn.",
    ]);
    expect(split("Sobald der Antrag geprüft ist, bekommen Sie einen Bescheid.")).toEqual([
      "Zuerst muss der Antrag geprüft sein.",
      "Dann bekommen Sie einen Bescheid.",
    ]);
  });
  it("keeps the Perfekt of a verb with 'sein' an event ('gekommen sein' would be a guess)", () => {
    expect(split("Sobald er gekommen ist, essen wir.", false)).toEqual([
      "Zuerst kommt er.",
      "Dann essen wir.",
    ]);
  });
});

describe("splitSubordinate: 'oder wenn' with a name", () => {
  it("reads the name after a repeated 'wenn' as the subject (was left whole)", () => {
    expect(
      split(
        "Wenn sich Ihre Anschrift ändert oder wenn Anna die Schule wechselt, teilen Sie uns das bitte mit.",
      ),
    ).toEqual([
      "Vielleicht ändert sich Ihre Anschrift.",
      "Oder Anna wechselt die Schule.",
      "Dann teilen Sie uns das bitte mit.",
    ]);
  });
});
