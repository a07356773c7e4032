import { describe, expect, it } from "vitest";
import { konjunktivToIndicative, seiEsToOb } from "./konjunktiv-to-indicative.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const rewrite = (sentence: string, end = ".") => render(konjunktivToIndicative(clauseTokens(sentence)), end);

describe("konjunktivToIndicative", () => {
  it("turns würde + infinitive into the present", () => {
    expect(rewrite("Wir würden uns über Ihren Besuch freuen.")).toBe("Wir freuen uns über Ihren Besuch.");
    expect(rewrite("Er würde Sie morgen anrufen.")).toBe("Er ruft Sie morgen an.");
  });

  it("swaps Konjunktiv II of auxiliaries and modals", () => {
    expect(rewrite("Das wäre gut.")).toBe("Das ist gut.");
    expect(rewrite("Könnten Sie uns den Nachweis schicken?", "?")).toBe(
      "Können Sie uns den Nachweis schicken?",
    );
  });

  it("handles würdet, forms the lexicon lacks and full verbs", () => {
    expect(rewrite("Dann würdet ihr uns verstehen.")).toBe("Dann versteht ihr uns.");
    expect(rewrite("Sie müssten die Unterlagen bis Montag schicken.")).toBe(
      "Sie müssen die Unterlagen bis Montag schicken.",
    );
    expect(rewrite("Vielleicht kämen Sie zum Termin.")).toBe("Vielleicht kommen Sie zum Termin.");
    expect(rewrite("Es gäbe keine andere Lösung.")).toBe("Es gibt keine andere Lösung.");
    expect(rewrite("Dann hättet ihr ein zweites Mal Freude.")).toBe("Dann habt ihr ein zweites Mal Freude.");
    expect(rewrite("Könntet ihr mir helfen?", "?")).toBe("Könnt ihr mir helfen?");
  });

  it("reads würde right before its infinitive and keeps a zu-infinitive clause", () => {
    expect(rewrite("Die Preise würden steigen.")).toBe("Die Preise steigen.");
    expect(rewrite("Wir würden Sie bitten, uns die Kontoauszüge zu schicken.")).toBe(
      "Wir bitten Sie, uns die Kontoauszüge zu schicken.",
    );
    expect(rewrite("Wir würden uns freuen, wenn Sie kämen.")).toBeUndefined();
  });

  it("turns a wish or report in Konjunktiv I into sollen, keeping its meaning", () => {
    expect(rewrite("Gnade sei mit euch.")).toBe("Gnade soll mit euch sein.");
    expect(rewrite("Deine Augen seien auf das Feld gerichtet.")).toBe(
      "Deine Augen sollen auf das Feld gerichtet sein.",
    );
    expect(rewrite("Er sei krank.")).toBe("Er soll krank sein.");
    expect(rewrite("Gott gebe dir Kraft.")).toBe("Gott soll dir Kraft geben.");
    expect(rewrite("Der Herr segne dich.")).toBe("Der Herr soll dich segnen.");
    expect(rewrite("Möge es Bestand haben.")).toBe("Hoffentlich hat es Bestand.");
    expect(rewrite("Gnade sei mit euch und Friede von Gott.")).toBe(
      "Gnade soll mit euch sein und Friede von Gott.",
    );
    expect(rewrite("Gnade sei mit dir und deinem Haus.")).toBe("Gnade soll mit dir und deinem Haus sein.");
    // One article for two nouns: one subject, the infinitive after both.
    expect(rewrite("Gelobt sei der Gott und Vater unseres Herrn.")).toBe(
      "Gelobt soll der Gott und Vater unseres Herrn sein.",
    );
    expect(rewrite("Ehrbar sei die Ehe in jeder Beziehung und der Sex unbefleckt.")).toBe(
      "Ehrbar soll die Ehe in jeder Beziehung sein und der Sex unbefleckt.",
    );
    expect(rewrite("Möge ich in deinen Augen Gefallen finden.")).toBe(
      "Hoffentlich finde ich in deinen Augen Gefallen.",
    );
  });

  it("reads the writer's 'Es sei … hingewiesen' as the present passive, not as a wish", () => {
    expect(rewrite("Es sei darauf hingewiesen.")).toBe("Es wird darauf hingewiesen.");
    expect(rewrite("Hierzu sei ausdrücklich angemerkt.")).toBe("Hierzu wird ausdrücklich angemerkt.");
    expect(rewrite("Es sei Ihnen gesagt.")).toBe("Es wird Ihnen gesagt.");
    const letter =
      "Sehr geehrte Frau Kowalski,\n\nEs sei darauf hingewiesen, dass die Frist am 3. Mai endet.";
    expect(simplifyText(letter, { level: "leicht", explanations: "none" }).simplified_text).toContain(
      "Wir weisen darauf hin:\nDie Frist endet am 3. Mai.",
    );
    expect(
      simplifyText("Es sei darauf hingewiesen, dass die Frist endet.", {
        level: "leicht",
        explanations: "none",
      }).simplified_text,
    ).toBe("Man weist darauf hin:\nDie Frist endet.");
    // A reported event or state, a verb with "sein", a subject of its own: "sollen" as before.
    expect(rewrite("Es sei passiert.")).toBe("Es soll passiert sein.");
    expect(rewrite("Es sei dahingestellt.")).not.toBe("Es wird dahingestellt.");
    expect(rewrite("Er sei entlassen.")).toBe("Er soll entlassen sein.");
    expect(rewrite("Es sei Licht geworden.")).toBe("Es soll Licht geworden sein.");
    expect(rewrite("Dazu sei der Antrag gestellt.")).toBe("Dazu soll der Antrag gestellt sein.");
  });

  it("leaves an unreal past: its indicative would state the opposite of what happened", () => {
    expect(rewrite("Dann wäre mein Bruder nicht gestorben.")).toBeUndefined();
    expect(rewrite("Vielleicht wärst du hier gewesen.")).toBeUndefined();
    expect(rewrite("Er hätte das Geld bekommen.")).toBeUndefined();
    expect(rewrite("Wir würden es gemacht haben.")).toBeUndefined();
    expect(rewrite("Wenn ich nicht die Werke bei ihnen getan hätte")).toBeUndefined();
    expect(rewrite("Dann hätten sie keine Sünde.")).toBe("Dann haben sie keine Sünde.");
    // A modal's Perfekt with its infinitive ("hätten … stellen müssen"): a duty not met.
    expect(rewrite("Sie hätten den Antrag früher stellen müssen.")).toBeUndefined();
    expect(rewrite("Er hätte kommen sollen.")).toBeUndefined();
    // A modal with no infinitive before it, and a present Konjunktiv of a modal, still change.
    expect(rewrite("Sie könnten den Antrag früher stellen.")).toBe("Sie können den Antrag früher stellen.");
  });

  it("leaves the imperative sei, 'es sei denn', first persons and separated particles", () => {
    expect(rewrite("Sei still.")).toBeUndefined();
    expect(rewrite("Es sei denn")).toBeUndefined();
    expect(rewrite("Sein Wort bewahre ich.")).toBeUndefined();
    expect(rewrite("Ich gebe dir Kraft.")).toBeUndefined();
    expect(rewrite("Er komme morgen mit.")).toBeUndefined();
  });

  it("drops a conditional sollte: the condition of a split falls-clause", () => {
    expect(rewrite("Vielleicht sollten Sie Fragen haben.")).toBe("Vielleicht haben Sie Fragen.");
    expect(rewrite("Vielleicht sollten Sie sich abmelden.")).toBe("Vielleicht melden Sie sich ab.");
    // Advice keeps its modal: "soll" in Leichte Sprache, the "sollte" itself in Einfache Sprache
    // (where "soll" would make advice an order and an expectation hearsay).
    expect(render(konjunktivToIndicative(clauseTokens("Sie sollten sich bald anmelden."), true))).toBe(
      "Sie sollen sich bald anmelden.",
    );
    expect(rewrite("Sie sollten sich bald anmelden.")).toBeUndefined();
    expect(rewrite("Das sollte kein Problem sein.")).toBeUndefined();
  });

  it("reads 'ihr' before a noun as the possessive, not as the subject ('Eltern sollten ihr Kind …')", () => {
    const leicht = (sentence: string) => render(konjunktivToIndicative(clauseTokens(sentence), true));
    expect(leicht("Eltern sollten ihr Kind möglichst früh über das Kita-Portal anmelden.")).toBe(
      "Eltern sollen ihr Kind möglichst früh über das Kita-Portal anmelden.",
    );
    expect(leicht("Die Mieter sollten ihr neues Konto rechtzeitig angeben.")).toBe(
      "Die Mieter sollen ihr neues Konto rechtzeitig angeben.",
    );
    // The pronoun still decides the form.
    expect(leicht("Dann solltet ihr gehen.")).toBe("Dann sollt ihr gehen.");
  });

  it("keeps the Konjunktiv II after a leading 'ohne' phrase, the unreal condition", () => {
    // Was "Ohne das Sammeln haben die Papierfabriken ein Rohstoffproblem.".
    expect(rewrite("Ohne das Sammeln hätten die Papierfabriken ein Rohstoffproblem.")).toBeUndefined();
    expect(rewrite("Ohne Ihre Mithilfe wäre das Fest nicht möglich.")).toBeUndefined();
    // Other phrases first still turn into the present.
    expect(rewrite("Am Montag hätten wir Zeit.")).toBe("Am Montag haben wir Zeit.");
  });

  it("does not fire on indicative clauses or clauses with commas", () => {
    expect(rewrite("Dann führen sie ihn ab.")).toBeUndefined();
    expect(rewrite("Wir freuen uns.")).toBeUndefined();
    expect(rewrite("Wenn Sie kämen, wäre das schön.")).toBeUndefined();
  });
});

describe("konjunktivToIndicative: reported modals and haben", () => {
  it("turns könne/wolle/müsse/dürfe/habe of a third person into 'soll … können'", () => {
    expect(rewrite("Er könne nur deswegen Dämonen austreiben.")).toBe(
      "Er soll nur deswegen Dämonen austreiben können.",
    );
    expect(rewrite("Er müsse viel leiden.")).toBe("Er soll viel leiden müssen.");
    expect(rewrite("Er habe einen Dämon.")).toBe("Er soll einen Dämon haben.");
    expect(rewrite("Er habe das gesagt.")).toBe("Er soll das gesagt haben.");
  });

  it("leaves first persons (an indicative) and an unclear sie", () => {
    expect(rewrite("Ich habe einen Dämon.")).toBeUndefined();
    expect(rewrite("Sie habe Angst.")).toBeUndefined();
  });
});

describe("konjunktivToIndicative: 'würde gern' is a wish", () => {
  it("turns würde gern + infinitive into möchte + infinitive and drops gern", () => {
    expect(rewrite("Ich würde gerne Brot und Butter kaufen.")).toBe("Ich möchte Brot und Butter kaufen.");
    expect(rewrite("Würdest du gern mitkommen?", "?")).toBe("Möchtest du mitkommen?");
    expect(rewrite("Wer würde nicht gerne einen Garten besitzen und dort Gemüse anbauen?", "?")).toBe(
      "Wer möchte nicht einen Garten besitzen und dort Gemüse anbauen?",
    );
  });
});

describe("konjunktivToIndicative: the polite imperative of 'sein'", () => {
  it("stays", () => {
    expect(rewrite("Bitte seien Sie pünktlich.")).toBeUndefined();
    expect(rewrite("Seien Sie bitte pünktlich.")).toBeUndefined();
    expect(rewrite("Seien Sie vorsichtig.")).toBeUndefined();
    expect(rewrite("Dann seien Sie bitte vorsichtig.")).toBeUndefined();
    // Before "!" it is a request too.
    expect(konjunktivToIndicative(clauseTokens("Dann seien Sie vorsichtig"), true, true)).toBeUndefined();
  });

  it("stays advice after a connecting adverb without a negation", () => {
    expect(rewrite("Dann seien Sie vorsichtig.")).toBeUndefined();
    expect(rewrite("Deshalb seien Sie vorsichtig bei Anrufen von Fremden.")).toBeUndefined();
  });

  it("is reported speech after an adverb with a negation, without 'bitte' or '!'", () => {
    // Were left in the Konjunktiv ("dann/also/deshalb/daher/darum/so" counted as a request).
    expect(rewrite("Daher seien Sie nicht antragsberechtigt.")).toBe(
      "Daher sollen Sie nicht antragsberechtigt sein.",
    );
    expect(rewrite("Darum seien Sie nicht zur Zahlung verpflichtet.")).toBe(
      "Darum sollen Sie nicht zur Zahlung verpflichtet sein.",
    );
  });
});

describe("konjunktivToIndicative: 'Gott sei Dank' and a rule with a zu-infinitive", () => {
  it("stay as they are", () => {
    // Were "Gott soll Dank sein, …" and "Dem Antrag soll eine Kopie … beizufügen sein, …".
    expect(rewrite("Gott sei Dank, dass Ihnen nichts passiert ist.")).toBeUndefined();
    expect(rewrite("Gott sei Dank.")).toBeUndefined();
    expect(
      rewrite("Dem Antrag sei eine Kopie des Ausweises beizufügen, die gut lesbar ist."),
    ).toBeUndefined();
    expect(rewrite("Dem Antrag sei eine Kopie beizufügen.")).toBeUndefined();
    expect(rewrite("Der Betrag sei bis zum 1. Mai zu zahlen.")).toBeUndefined();
    expect(rewrite("Er sei krank.")).toBe("Er soll krank sein.");
  });
});

describe("konjunktivToIndicative: two infinitives after würde", () => {
  it("stays, since one present form cannot take both", () => {
    expect(rewrite("Er würde kommen und helfen.")).toBeUndefined();
    expect(rewrite("Sie würden das Haus kaufen oder mieten.")).toBeUndefined();
    // A coordinated object is no second infinitive.
    expect(rewrite("Die Firma würde Brot und Butter liefern.")).toBe("Die Firma liefert Brot und Butter.");
  });
});

describe("konjunktivToIndicative: 'hätte gern' is a wish", () => {
  it("turns hätte gern into möchte and drops gern", () => {
    expect(rewrite("Ich hätte gern ein Brot.")).toBe("Ich möchte ein Brot.");
    expect(rewrite("Hättest du gerne ein Brot?", "?")).toBe("Möchtest du ein Brot?");
    // An unreal past stays.
    expect(rewrite("Ich hätte das gern gemacht.")).toBeUndefined();
  });
});

const report = (sentence: string) => render(konjunktivToIndicative(clauseTokens(sentence), true), ".");

describe("konjunktivToIndicative: Konjunktiv I in a dass/ob clause (Leichte Sprache)", () => {
  it("turns the reported verb into the indicative; the frame keeps it reported", () => {
    expect(report("Es steht geschrieben, dass er viel leiden und verachtet werden müsse.")).toBe(
      "Es steht geschrieben, dass er viel leiden und verachtet werden muss.",
    );
    expect(
      report(
        "Sie verbreiteten, dass er besessen sei und nur deswegen Dämonen austreiben könne, weil er im Bunde stehe.",
      ),
    ).toBe(
      "Sie verbreiteten, dass er besessen ist und nur deswegen Dämonen austreiben kann, weil er im Bunde steht.",
    );
    expect(report("Das Amt teilte mit, dass die Unterlagen vollständig seien.")).toBe(
      "Das Amt teilte mit, dass die Unterlagen vollständig sind.",
    );
    expect(report("Er fragte, ob der Antrag geprüft werde.")).toBe("Er fragte, ob der Antrag geprüft wird.");
  });

  it("reads a full verb's form only where the clause has its verb ('lange' in 'so lange warten' is none)", () => {
    expect(report("Es tut uns leid, dass Sie so lange warten mussten.")).toBeUndefined();
    expect(report("Sie sagten, dass er komme und helfe.")).toBe("Sie sagten, dass er kommt und hilft.");
  });

  it("also turns a reported w-clause or wenn clause into the indicative", () => {
    expect(report("Aber seine Jünger verstanden nicht, was er damit sagen wolle.")).toBe(
      "Aber seine Jünger verstanden nicht, was er damit sagen will.",
    );
    expect(report("Er befahl ihnen zu schweigen, erst wenn der Menschensohn auferstanden sei.")).toBe(
      "Er befahl ihnen zu schweigen, erst wenn der Menschensohn auferstanden ist.",
    );
    // The Konjunktiv II of a comparison stays.
    expect(report("Er lebte, wie er es sich gewünscht hätte.")).toBeUndefined();
    expect(report("Er weiß nicht, was ich tun solle.")).toBeUndefined();
  });

  it("leaves a first or second person, Konjunktiv II and clauses without dass/ob", () => {
    // "habe" is also "ich habe"; "sei" would need "bin".
    expect(report("Sie sagte, dass ich krank sei.")).toBeUndefined();
    expect(report("Er meinte, dass wir Zeit hätten.")).toBeUndefined();
    // An unreal Konjunktiv II stays unreal.
    expect(report("Er hatte keine Gestalt, dass wir ihn angesehen hätten.")).toBeUndefined();
    expect(report("Er betete, damit Gott ihm gnädig sei.")).toBeUndefined();
    // Einfache Sprache keeps the Konjunktiv I of reports.
    expect(rewrite("Das Amt teilte mit, dass die Unterlagen vollständig seien.")).toBeUndefined();
  });
});

describe("konjunktivToIndicative: Konjunktiv II in a purpose clause", () => {
  it("turns hätte/wäre/könnte and the würde-passive after 'damit' into the present", () => {
    expect(
      rewrite(
        "Gott erbarmte sich seiner, nicht nur seiner allein, sondern auch meiner, damit ich nicht Kummer hätte.",
      ),
    ).toBe(
      "Gott erbarmte sich seiner, nicht nur seiner allein, sondern auch meiner, damit ich nicht Kummer habe.",
    );
    expect(
      rewrite(
        "Ich wollte zuerst zu euch kommen, damit ihr ein zweites Mal Freude hättet, und dann weiterreisen.",
      ),
    ).toBe("Ich wollte zuerst zu euch kommen, damit ihr ein zweites Mal Freude habt, und dann weiterreisen.");
    expect(
      rewrite(
        "Wir hatten das Todesurteil, damit wir nicht überzeugt von uns selbst wären, sondern von Gott.",
      ),
    ).toBe("Wir hatten das Todesurteil, damit wir nicht überzeugt von uns selbst sind, sondern von Gott.");
    expect(rewrite("Er redete in Gleichnissen, damit erfüllt würde, was gesagt wurde.")).toBe(
      "Er redete in Gleichnissen, damit erfüllt wird, was gesagt wurde.",
    );
    // A full stop the source left before a lower-case "damit" counts like the comma.
    expect(rewrite("Er redete zu ihnen. damit erfüllt würde, was gesagt wurde.")).toBe(
      "Er redete zu ihnen. damit erfüllt wird, was gesagt wurde.",
    );
    expect(rewrite("Sie wenden sich nicht ab, damit ich sie heilen könnte, und gehen.")).toBe(
      "Sie wenden sich nicht ab, damit ich sie heilen kann, und gehen.",
    );
  });

  it("turns a relative clause on what a negated main clause denies into the present", () => {
    expect(rewrite("Denn es ist niemand außer dir, der lösen könnte.")).toBe(
      "Denn es ist niemand außer dir, der lösen kann.",
    );
    expect(rewrite("Aber er hat nicht, wo er sein Haupt hinlegen könnte.")).toBe(
      "Aber er hat nicht, wo er sein Haupt hinlegen kann.",
    );
    expect(rewrite("Ich habe keinen, der so solidarisch wäre, dass er besorgt ist.")).toBe(
      "Ich habe keinen, der so solidarisch ist, dass er besorgt ist.",
    );
    // Without a negation the Konjunktiv may say "perhaps"; an unreal past stays.
    expect(rewrite("Er suchte einen Mann, der helfen könnte.")).toBeUndefined();
    expect(rewrite("Es gibt niemanden, der gekommen wäre.")).toBeUndefined();
    expect(rewrite("Es gibt keinen, der das hätte tun können.")).toBeUndefined();
  });

  it("turns a comparison after a comparative and a concessive clause with 'auch' into the indicative", () => {
    expect(rewrite("Das Paket ist schwerer, als ein Kind es tragen könnte.")).toBe(
      "Das Paket ist schwerer, als ein Kind es tragen kann.",
    );
    expect(
      rewrite("Jede Schuld kann vergeben werden - wie schlimm sie auch sei und wer sie auch begeht."),
    ).toBe("Jede Schuld kann vergeben werden - wie schlimm sie auch ist und wer sie auch begeht.");
    expect(rewrite("Ich komme, wie es auch sei, morgen.")).toBe("Ich komme, wie es auch ist, morgen.");
    // An unreal past after a comparative; "als ob"; a w-clause without "auch" (a report).
    expect(rewrite("Er ist größer, als ich gedacht hätte.")).toBeUndefined();
    expect(rewrite("Er ist kränker, als ob er sterben könnte.")).toBeUndefined();
    expect(rewrite("Er fragte, wie schlimm es sei, und ging.")).toBeUndefined();
  });

  it("leaves an unreal past, the adverb 'damit' and other clauses", () => {
    expect(rewrite("Er lief schnell, damit er nicht zu spät gekommen wäre, und schwieg.")).toBeUndefined();
    // würde + infinitive turns now (see below): the purpose stays.
    expect(rewrite("Er gab ihm Geld, damit er kommen würde, und ging.")).toBe(
      "Er gab ihm Geld, damit er kommt, und ging.",
    );
    // Verb-second: "damit" is the adverb, the Konjunktiv an unreal statement.
    expect(rewrite("Er sagte, damit hätte er recht gehabt, und ging.")).toBeUndefined();
    // "als ob" and a condition keep the Konjunktiv.
    expect(rewrite("Sie tun so, als ob sie ein Volk wären, und gehen.")).toBeUndefined();
  });
});

describe("konjunktivToIndicative: würde + infinitive at the end of a purpose or denied relative clause", () => {
  it("turns würde and its infinitive into the verb-last present", () => {
    expect(
      rewrite(
        "Ihre Gehfähigkeit ist nicht in einem Ausmaß eingeschränkt, das die Annahme einer Beeinträchtigung rechtfertigen würde.",
      ),
    ).toBe(
      "Ihre Gehfähigkeit ist nicht in einem Ausmaß eingeschränkt, das die Annahme einer Beeinträchtigung rechtfertigt.",
    );
    expect(rewrite("Es gibt niemanden, der uns helfen würde.")).toBe("Es gibt niemanden, der uns hilft.");
    expect(rewrite("Er kam, damit sie ihn anrufen würden.")).toBe("Er kam, damit sie ihn anrufen.");
    expect(rewrite("Der Mantel war weißer, als ihn ein Färber färben würde.")).toBe(
      "Der Mantel war weißer, als ihn ein Färber färbt.",
    );
  });

  it("leaves two infinitives, a relative clause on what is there and 'wo'", () => {
    expect(rewrite("Es gibt niemanden, der kommen und helfen würde.")).toBeUndefined();
    expect(rewrite("Ich kenne den Mann, der uns helfen würde.")).toBeUndefined();
    expect(rewrite("Er hat keinen Platz, wo er schlafen würde.")).toBeUndefined();
  });

  it("needs the negation in a main clause with its verb, not in the Konjunktiv II", () => {
    // Was "Nicht jeder, der arbeitet, findet eine Stelle." (the negation belongs to "jeder").
    expect(rewrite("Nicht jeder, der arbeiten würde, findet eine Stelle.")).toBeUndefined();
    // Was "…, die Ihnen hilft.": the clause shares the unreal sense of "wäre".
    expect(
      rewrite("Ohne Ihre Mitwirkung wäre eine Entscheidung nicht möglich, die Ihnen helfen würde."),
    ).toBeUndefined();
    expect(rewrite("Wir haben keinen Grund, der das rechtfertigen würde.")).toBe(
      "Wir haben keinen Grund, der das rechtfertigt.",
    );
  });
});

describe("konjunktivToIndicative: a wish with möge becomes 'hoffentlich'", () => {
  it("puts the infinitive's present after 'Hoffentlich', the subject after it", () => {
    expect(rewrite("Möge ich in deinen Augen Gefallen finden, mein Herr.")).toBe(
      "Hoffentlich finde ich in deinen Augen Gefallen, mein Herr.",
    );
    expect(rewrite("Der Herr möge dich segnen.")).toBe("Hoffentlich segnet der Herr dich.");
    expect(rewrite("Gott möge euch beistehen.")).toBe("Hoffentlich steht Gott euch bei.");
    expect(rewrite("Mögen sie in Frieden ruhen.")).toBe("Hoffentlich ruhen sie in Frieden.");
  });

  it("leaves an expletive 'es', two infinitives and the indicative of mögen", () => {
    expect(rewrite("Es möge Friede sein.")).toBeUndefined();
    expect(rewrite("Möge er morgen kommen können.")).toBeUndefined();
    expect(rewrite("Ich mag Äpfel.")).toBeUndefined();
    expect(rewrite("Sie mögen keine Äpfel.")).toBeUndefined();
  });
});

describe("seiEsToOb: 'sei es X, sei es Y' -> 'ob X oder Y'", () => {
  const alternatives = (sentence: string) => render(seiEsToOb(clauseTokens(sentence)), ".");
  it("turns the two alternatives into ob … oder", () => {
    expect(alternatives("Jeder empfängt den Lohn für seine Taten, sei es gut, sei es schlecht.")).toBe(
      "Jeder empfängt den Lohn für seine Taten, ob gut oder schlecht.",
    );
    expect(alternatives("Sie können den Antrag stellen, sei es per Post oder sei es per E-Mail.")).toBe(
      "Sie können den Antrag stellen, ob per Post oder per E-Mail.",
    );
  });

  it("leaves a single 'sei es', 'es sei denn' and reported 'sei es'", () => {
    expect(alternatives("Sei es drum.")).toBeUndefined();
    expect(alternatives("Er kommt nicht, es sei denn, es regnet.")).toBeUndefined();
    expect(alternatives("Sie sagte, er sei es gewesen.")).toBeUndefined();
  });
});

describe("konjunktivToIndicative: a wish with 'sei' before a relative clause", () => {
  it("turns the wish into 'soll … sein', the relative clause stays", () => {
    expect(rewrite("Gepriesen sei Gott, der dir heute einen Löser nicht hat fehlen lassen.")).toBe(
      "Gepriesen soll Gott sein, der dir heute einen Löser nicht hat fehlen lassen.",
    );
    expect(rewrite("Gelobt sei jeder, der sein Vertrauen auf Gott setzt.")).toBe(
      "Gelobt soll jeder sein, der sein Vertrauen auf Gott setzt.",
    );
  });

  it("leaves a main clause after the comma and a relative clause with its verb second", () => {
    expect(rewrite("Gnade sei mit euch, der Herr ist nahe.")).toBeUndefined();
    expect(rewrite("Friede sei mit dem Volk, der Herr kommt.")).toBeUndefined();
    // An apposition after the noun is no relative clause; wishBeforeDependentTail turns it (below).
    expect(rewrite("Gelobt sei der Herr, der Vater vom Mitleid.")).toBe(
      "Gelobt soll der Herr sein, der Vater vom Mitleid.",
    );
    expect(rewrite("Gepriesen sei Gott, der kommt zur Lüge.")).toBeUndefined();
  });
});

describe("konjunktivToIndicative: 'sei' after the last comma", () => {
  it("turns a wish after a comma into 'soll … sein'", () => {
    expect(rewrite("Wenn wir heute geprüft werden, so sei es euch allen bekannt.")).toBe(
      "Wenn wir heute geprüft werden, so soll es euch allen bekannt sein.",
    );
    expect(rewrite("Darum sei auch durch ihn das Amen gesagt.")).toBe(
      "Darum soll auch durch ihn das Amen gesagt sein.",
    );
  });

  it("leaves an imperative, a relative clause and a subordinate clause", () => {
    expect(rewrite("Dann sei vorsichtig.")).toBeUndefined();
    expect(rewrite("Dann sei vorsichtig mit dem Messer.")).toBeUndefined();
    expect(rewrite("Wenn es regnet, sei vorsichtig.")).toBeUndefined();
    expect(rewrite("Das ist die Sache, die wichtig sei.")).toBeUndefined();
    expect(rewrite("Ich weiß, wie schlimm es sei.")).toBeUndefined();
    expect(rewrite("Er kommt nicht, es sei denn er muss.")).toBeUndefined();
  });
});

describe("konjunktivToIndicative: a wish before a tail that depends on it", () => {
  it("turns the wish into 'soll', the apposition, relative or subordinate clause stays after it", () => {
    expect(
      rewrite("Dein Lohn sei voll von Gott, dem Gott Israels, zu dem du gekommen bist, um Schutz zu suchen."),
    ).toBe(
      "Dein Lohn soll voll von Gott sein, dem Gott Israels, zu dem du gekommen bist, um Schutz zu suchen.",
    );
    expect(rewrite("Und der Friede von Christus sei ein Schiedsrichter in euren Herzen, der Frieden.")).toBe(
      "Und der Friede von Christus soll ein Schiedsrichter in euren Herzen sein, der Frieden.",
    );
    expect(
      rewrite(
        "Gelobt sei der Gott und Vater unseres Herrn, der Vater vom Mitleid, der uns tröstet bei aller Not.",
      ),
    ).toBe(
      "Gelobt soll der Gott und Vater unseres Herrn sein, der Vater vom Mitleid, der uns tröstet bei aller Not.",
    );
    expect(rewrite("Es sei dein Haus wie das Haus des Perez, den Tamar dem Juda gebar.")).toBe(
      "Es soll dein Haus wie das Haus des Perez sein, den Tamar dem Juda gebar.",
    );
    expect(rewrite("Gott erweise euch Güte, so wie ihr sie den Toten und mir erwiesen habt.")).toBe(
      "Gott soll euch Güte erweisen, so wie ihr sie den Toten und mir erwiesen habt.",
    );
    expect(rewrite("Gott vergelte es euch damit, dass ihr Ruhe findet - jede im Haus von ihrem Mann.")).toBe(
      "Gott soll es euch damit vergelten, dass ihr Ruhe findet - jede im Haus von ihrem Mann.",
    );
  });

  it("reads the wer-clause after 'Gesegnet sei' as its subject", () => {
    expect(rewrite("Gesegnet sei, wer kommt im Namen von Gott.")).toBe(
      "Gesegnet soll sein, wer kommt im Namen von Gott.",
    );
  });

  it("leaves a tail that continues the clause, a main clause, imperatives and the indicative", () => {
    expect(rewrite("Er sei nach Angaben der Zeitung, die gestern erschien, ein Betrüger.")).toBeUndefined();
    expect(
      rewrite("Das Wort Christi wohne reichlich unter euch, in aller Weisheit lehrt einander."),
    ).toBeUndefined();
    expect(rewrite("Gnade sei mit euch, das ist gut.")).toBeUndefined();
    expect(rewrite("Sei still, wenn ich rede.")).toBeUndefined();
    expect(rewrite("Dann sei vorsichtig, wenn du fährst.")).toBeUndefined();
    expect(rewrite("Ich gebe dir das Buch, das du wolltest.")).toBeUndefined();
    expect(rewrite("Wie dem auch sei, wir zahlen das Geld.")).toBeUndefined();
    expect(rewrite("Es sei denn, dass Sie widersprechen.")).toBeUndefined();
    expect(rewrite("Dann seien Sie bitte vorsichtig, wenn Sie fahren.")).toBeUndefined();
    expect(rewrite("Wenn Gott euer Vater wäre, würdet ihr mich lieben.")).toBeUndefined();
  });

  it("keeps the writer's statement 'Es sei darauf hingewiesen' a statement", () => {
    expect(rewrite("Es sei darauf hingewiesen, dass die Frist abläuft.")).toBe(
      "Es wird darauf hingewiesen, dass die Frist abläuft.",
    );
  });
});

describe("reportedQuestionToIndicative (Leichte Sprache)", () => {
  const leicht = (text: string): string =>
    simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

  it("turns the Konjunktiv I of a reported yes/no question into the indicative", () => {
    expect(leicht("Er fragte, ob sie morgen komme.")).toBe("Er hat gefragt:\nKommt sie morgen?");
    expect(leicht("Er fragte, ob er krank sei.")).toBe("Er hat gefragt:\nIst er krank?");
    expect(leicht("Er fragte, ob sie morgen ankomme.")).toBe("Er hat gefragt:\nKommt sie morgen an?");
    // After a w-word the verb is second.
    expect(leicht("Sie wussten nicht, was er sagen wolle.")).toBe("Sie wussten nicht:\nWas will er sagen?");
    expect(leicht("Was will er sagen?")).toBe("Was will er sagen?");
  });

  it("also after a question word ('Wann komme er?')", () => {
    expect(leicht("Sie fragten ihn, wann er komme.")).toBe("Sie haben ihn gefragt:\nWann kommt er?");
    expect(leicht("Er erkundigte sich bei ihnen, wo der Christus geboren werde.")).toBe(
      "Er hat sich bei ihnen erkundigt:\nWo kommt der Christus auf die Welt?",
    );
    // "Wann komme ich?" is already the indicative.
    expect(leicht("Wann komme ich?")).toBe("Wann komme ich?");
  });

  it("leaves forms that agree as indicative ('Komme ich morgen?') alone", () => {
    expect(leicht("Komme ich morgen?")).toBe("Komme ich morgen?");
    expect(leicht("Kommt sie morgen?")).toBe("Kommt sie morgen?");
  });
});

describe("konjunktivToIndicative after 'Sonst'", () => {
  it("keeps the unreal auxiliary or modal after a denied condition, but not a full verb's Konjunktiv II", () => {
    expect(konjunktivToIndicative(clauseTokens("Sonst hätten wir ihn bearbeiten können."))).toBeUndefined();
    expect(
      konjunktivToIndicative(clauseTokens("Sonst müssten Sie jetzt keine Zuschläge zahlen.")),
    ).toBeUndefined();
    expect(rewrite("Sonst verdürbe ich meinen eigenen Erbbesitz.")).toBe(
      "Sonst verderbe ich meinen eigenen Erbbesitz.",
    );
  });
});

describe("konjunktivToIndicative on a lone 'wenn' clause", () => {
  it("keeps the Konjunktiv II of a wish", () => {
    // Was "Wenn ich reich bin!" / "Wenn er nur kommt!".
    expect(konjunktivToIndicative(clauseTokens("Wenn ich doch reich wäre"))).toBeUndefined();
    expect(konjunktivToIndicative(clauseTokens("Wenn er nur käme"))).toBeUndefined();
    expect(rewrite("Er käme gern")).toBe("Er kommt gern.");
  });
});
