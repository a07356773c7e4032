import { describe, expect, it } from "vitest";
import { praeteritumToPerfekt } from "./praeteritum-to-perfekt.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const rewrite = (sentence: string) => render(praeteritumToPerfekt(clauseTokens(sentence)));

describe("praeteritumToPerfekt", () => {
  it("does not read the end of a circumposition as the particle of a verb not in use", () => {
    // Was "Sie hat laut über den ganzen Platz hinweggerufen".
    expect(rewrite("Sie rief laut über den ganzen Platz hinweg.")).toBeUndefined();
    expect(rewrite("Der Vogel flog über das Dach hinweg.")).toBeUndefined();
    // Particle verbs in use keep their particle.
    expect(rewrite("Er sah über den Fehler hinweg.")).toBe("Er hat über den Fehler hinweggesehen.");
    expect(rewrite("Die Kinder liefen um das Haus herum.")).toBe(
      "Die Kinder sind um das Haus herumgelaufen.",
    );
    expect(rewrite("Er schaute von oben herab.")).toBe("Er hat von oben herabgeschaut.");
  });

  it("reads a second-person Präteritum only with 'ihr' or 'du' in the clause", () => {
    // "gelangt" is in the lexicon only as "ihr gelangt" (gelingen); here it is the present of "gelangen".
    expect(
      praeteritumToPerfekt(clauseTokens("Der Betrag gelangt im nächsten Monat zur Auszahlung.")),
    ).toBeUndefined();
    expect(rewrite("Ihr gingt nach Hause.")).toBe("Ihr seid nach Hause gegangen.");
    expect(rewrite("Da gingt ihr nach Hause.")).toBe("Da seid ihr nach Hause gegangen.");
    expect(rewrite("Du erhörtest meine Stimme.")).toBe("Du hast meine Stimme erhört.");
  });

  it("gives 'erfolgen', 'scheitern', 'verstreichen' the auxiliary 'sein'", () => {
    expect(rewrite("Die Verteilung der Heizkosten erfolgte nach Verbrauch.")).toBe(
      "Die Verteilung der Heizkosten ist nach Verbrauch erfolgt.",
    );
    expect(rewrite("Der Versuch scheiterte.")).toBe("Der Versuch ist gescheitert.");
    expect(rewrite("Die Frist verstrich ungenutzt.")).toBe("Die Frist ist ungenutzt verstrichen.");
    expect(rewrite("Er prüfte den Antrag.")).toBe("Er hat den Antrag geprüft.");
  });

  it("gives changes of state like 'versiegen', 'verblassen', 'verlaufen' the auxiliary 'sein'", () => {
    expect(rewrite("Die Quelle versiegte.")).toBe("Die Quelle ist versiegt.");
    expect(rewrite("Die Farbe verblasste.")).toBe("Die Farbe ist verblasst.");
    expect(rewrite("Das Gespräch verlief gut.")).toBe("Das Gespräch ist gut verlaufen.");
    expect(rewrite("Das Geld floss in das Projekt.")).toBe("Das Geld ist in das Projekt geflossen.");
    // Reflexive "verlaufen" takes haben; "versichern" is no change of state.
    expect(rewrite("Er verlief sich im Wald.")).toBe("Er hat sich im Wald verlaufen.");
    expect(rewrite("Sie versicherte das Auto.")).toBe("Sie hat das Auto versichert.");
  });

  it("leaves a lone word: a name under a letter, no clause ('Schulte', 'Wendete')", () => {
    expect(rewrite("Schulte")).toBeUndefined();
    expect(rewrite("Wendete")).toBeUndefined();
    expect(rewrite("Er schulte die Helfer")).toBe("Er hat die Helfer geschult.");
  });

  it("keeps the Präteritum when the verb's particle stands before 'und' + a phrase put after it", () => {
    expect(rewrite("Am nächsten Tag stand Johannes wiederum da und 2 seiner Jünger.")).toBeUndefined();
    expect(rewrite("Am nächsten Tag stand Johannes wiederum auf.")).toBe(
      "Am nächsten Tag ist Johannes wiederum aufgestanden.",
    );
  });

  it("leaves a joined separable form before other words (an inseparable verb the lexicon lacks)", () => {
    expect(rewrite("Sie durchzogen die Dörfer.")).toBeUndefined();
    expect(rewrite("Sie zogen durch die Dörfer.")).toBe("Sie sind durch die Dörfer gezogen.");
  });

  it("joins a particle after the verb and its pronouns before a prepositional phrase to the participle", () => {
    expect(rewrite("Er zog sich zurück in sein Zimmer.")).toBe("Er hat sich in sein Zimmer zurückgezogen.");
    expect(rewrite("Ich zog mich zurück in mein Zimmer.")).toBe(
      "Ich habe mich in mein Zimmer zurückgezogen.",
    );
    expect(rewrite("Und sie brachen auf von Sukkot.")).toBe("Und sie sind von Sukkot aufgebrochen.");
    expect(rewrite("Er lief weg aus dem Haus.")).toBe("Er ist aus dem Haus weggelaufen.");
    expect(rewrite("Er rief sie an aus dem Büro.")).toBe("Er hat sie aus dem Büro angerufen.");
    expect(rewrite("Er fuhr ab bis zum Ende.")).toBe("Er ist bis zum Ende abgefahren.");
    // A direction or "mit" may stand before the phrase; "zu" after a particle may open an infinitive.
    expect(rewrite("Er ging mit zum Amt.")).toBe("Er ist mit zum Amt gegangen.");
    expect(rewrite("Der Geist kehrte um zu ihm.")).toBeUndefined();
    // No phrase after the preposition (a typo for "durch ihn zu Fall"): the particle stays unsure.
    expect(rewrite("Und sie kamen durch in zu Fall.")).toBeUndefined();
  });

  it("leaves a clause whose particle stands before a prepositional phrase ('breiteten ihre Flügel aus über')", () => {
    expect(rewrite("Die Cheruben breiteten ihre Flügel aus über den Ort.")).toBeUndefined();
    // Nor before "und" with more objects: "haben die Lade hinauf und das Zelt gebracht".
    expect(rewrite("Und sie brachten die Lade hinauf und das Zelt.")).toBeUndefined();
    expect(rewrite("Sie zogen hinauf und aßen.")).toBe("Sie sind hinaufgezogen und haben gegessen.");
    // A preposition with its noun phrase is no particle: "Er ging mit zum Amt" has none.
    expect(rewrite("Er wartete auf den Bus.")).toBe("Er hat auf den Bus gewartet.");
    expect(rewrite("Sie kam aus dem Haus.")).toBe("Sie ist aus dem Haus gekommen.");
    // Directions and "mit" can stand before the phrase.
    expect(rewrite("Sie warfen ihn hinaus vor den Weinberg.")).toBe(
      "Sie haben ihn hinaus vor den Weinberg geworfen.",
    );
  });

  it("does not join a final 'davon' to a verb not of motion (the pronoun adverb: 'erfuhren davon')", () => {
    expect(rewrite("Viele erfuhren davon.")).toBeUndefined();
    expect(rewrite("Die Jünger hielten sie unfreundlich davon.")).toBeUndefined();
    expect(rewrite("Sie lief davon.")).toBe("Sie ist davongelaufen.");
  });

  it("reads 'davon' after a quantifier as the pronoun adverb ('nichts davon')", () => {
    expect(rewrite("Sie erzählten ihm nichts davon.")).toBe("Sie haben ihm nichts davon erzählt.");
  });

  it("takes sein for an intransitive 'aufbrechen'/'anfallen' and haben with an accusative object", () => {
    expect(rewrite("Abram brach auf.")).toBe("Abram ist aufgebrochen.");
    expect(rewrite("Der Krieg brach aus.")).toBe("Der Krieg ist ausgebrochen.");
    expect(rewrite("Er brach den Schrank auf.")).toBe("Er hat den Schrank aufgebrochen.");
    expect(rewrite("Der Hund fiel ihn an.")).toBe("Der Hund hat ihn angefallen.");
    expect(rewrite("Dann fielen hohe Kosten an.")).toBe("Dann sind hohe Kosten angefallen.");
  });

  it("reads 'das'/'die'/'eine' after the subject of a verb-second clause as the object (haben)", () => {
    expect(rewrite("Sie zogen das Boot mit.")).toBe("Sie haben das Boot mitgezogen.");
    expect(rewrite("Da zogen sie das Boot mit.")).toBe("Da haben sie das Boot mitgezogen.");
    expect(rewrite("Sie traten die Reise an.")).toBe("Sie haben die Reise angetreten.");
    expect(rewrite("Der Mann fuhr das Auto in die Garage.")).toBe(
      "Der Mann hat das Auto in die Garage gefahren.",
    );
    expect(rewrite("Er zog seine Jacke aus.")).toBe("Er hat seine Jacke ausgezogen.");
    // The subject after the verb, a noun phrase after a preposition, "und" or "wie": sein.
    expect(rewrite("Da fuhr das Auto weg.")).toBe("Da ist das Auto weggefahren.");
    expect(rewrite("Dann zog die Familie in die Stadt.")).toBe("Dann ist die Familie in die Stadt gezogen.");
    expect(rewrite("Sie fuhren in die Stadt und die Dörfer.")).toBe(
      "Sie sind in die Stadt und die Dörfer gefahren.",
    );
    expect(rewrite("Er zog wie die anderen in die Stadt.")).toBe(
      "Er ist wie die anderen in die Stadt gezogen.",
    );
  });

  it("reads 'es'/'sie' after a noun subject behind the verb as the object (haben)", () => {
    expect(rewrite("Dann zog der Fischer es voll mit Fischen heraus.")).toBe(
      "Dann hat der Fischer es voll mit Fischen herausgezogen.",
    );
    expect(rewrite("Dann fuhr der Bauer sie zum Markt.")).toBe("Dann hat der Bauer sie zum Markt gefahren.");
    // No pronoun after the subject: sein.
    expect(rewrite("Da fuhr der Zug ab.")).toBe("Da ist der Zug abgefahren.");
  });

  it("turns 'geben' with a subject other than 'es' to the Perfekt and keeps the existential 'es gab'", () => {
    expect(rewrite("Dann gab der Mann es seinen Kindern.")).toBe(
      "Dann hat der Mann es seinen Kindern gegeben.",
    );
    expect(rewrite("Mose gab dem Volk das Gesetz.")).toBe("Mose hat dem Volk das Gesetz gegeben.");
    expect(rewrite("Die Lehrerin gab den Kindern die Hefte zurück.")).toBe(
      "Die Lehrerin hat den Kindern die Hefte zurückgegeben.",
    );
    expect(rewrite("Er nahm das Brot und gab es seinen Jüngern.")).toBe(
      "Er hat das Brot genommen und hat es seinen Jüngern gegeben.",
    );
    expect(rewrite("Es gab eine Hungersnot im Land.")).toBeUndefined();
    expect(rewrite("Da gab es keinen Regen.")).toBeUndefined();
    expect(rewrite("Im Land gab es keinen Regen.")).toBeUndefined();
    // An unknown capitalised word before the verb may be an adverb: "es" stays the subject.
    expect(rewrite("Damals gab es noch keine Autos.")).toBeUndefined();
  });

  it("reads a span of time as no object and keeps the Präteritum for a path that may be one", () => {
    expect(rewrite("Er fuhr die ganze Nacht.")).toBe("Er ist die ganze Nacht gefahren.");
    expect(rewrite("Er fuhr den ganzen Tag.")).toBe("Er ist den ganzen Tag gefahren.");
    expect(rewrite("Er schwamm eine Stunde.")).toBe("Er ist eine Stunde geschwommen.");
    // "ist die Straße entlanggefahren" (a path) or "hat den Wagen hinaufgezogen" (an object): unsure.
    expect(rewrite("Er fuhr die Straße entlang.")).toBeUndefined();
    expect(rewrite("Er fuhr den Berg hinauf.")).toBeUndefined();
  });

  it("uses sein or haben and puts the participle last", () => {
    expect(rewrite("Er ging zum Amt.")).toBe("Er ist zum Amt gegangen.");
    expect(rewrite("Dann trennte Gott das Licht vom Wasser.")).toBe(
      "Dann hat Gott das Licht vom Wasser getrennt.",
    );
    expect(rewrite("Ich schrieb einen Brief.")).toBe("Ich habe einen Brief geschrieben.");
  });

  it("reads zu before a pronoun or article as a preposition", () => {
    expect(rewrite("Sie brachten ihn zu ihm.")).toBe("Sie haben ihn zu ihm gebracht.");
    expect(rewrite("Er sprach zu den Leuten.")).toBe("Er hat zu den Leuten gesprochen.");
    expect(rewrite("Er versuchte zu helfen.")).toBeUndefined();
    expect(rewrite("Der Geist kehrte um zu ihm.")).toBeUndefined();
    expect(rewrite("Jesus sprach zu ihnen sagend.")).toBeUndefined();
    expect(rewrite("Danach wiesen sie die Kinder umgehend ab.")).toBe(
      "Danach haben sie die Kinder umgehend abgewiesen.",
    );
  });

  it("folds a separated particle into the participle", () => {
    expect(rewrite("Sie rief uns gestern an.")).toBe("Sie hat uns gestern angerufen.");
  });

  it("writes a direction or an adjective of a separable verb with the participle ('freigelassen')", () => {
    expect(rewrite("Er ließ ihn frei.")).toBe("Er hat ihn freigelassen.");
    expect(rewrite("Er tat es hinein.")).toBe("Er hat es hineingetan.");
    expect(rewrite("Er sah ihn wieder.")).toBe("Er hat ihn wiedergesehen.");
    // No verb "wiedertun": "wieder" is the adverb "again".
    expect(rewrite("Er tat es wieder.")).toBe("Er hat es wieder getan.");
    expect(rewrite("Dann riet er.")).toBe("Dann hat er geraten.");
    expect(rewrite("Dann fragte er.")).toBe("Dann hat er gefragt.");
  });

  it("takes the participle that fits the Präteritum when the lexicon lists two", () => {
    expect(rewrite("Rut hängte sich an sie.")).toBe("Rut hat sich an sie gehängt.");
    expect(rewrite("Gott schuf die Welt.")).toBe("Gott hat die Welt geschaffen.");
    // The weak series comes from the weak participle (the dictionary lists only "schuf", "bewog").
    expect(rewrite("Er schaffte die Prüfung.")).toBe("Er hat die Prüfung geschafft.");
    expect(rewrite("Sie bewegte den Arm.")).toBe("Sie hat den Arm bewegt.");
    expect(rewrite("Er erschreckte ihn.")).toBe("Er hat ihn erschreckt.");
    // "ist erschrocken": the lexicon gives "haben" for erschrecken.
    expect(rewrite("Da erschrak er.")).toBeUndefined();
  });

  it("keeps sein, haben, werden and modals", () => {
    expect(rewrite("Er war krank.")).toBeUndefined();
    expect(rewrite("Es wurde Abend.")).toBeUndefined();
    expect(rewrite("Wir konnten nicht kommen.")).toBeUndefined();
  });

  it("does not fire on present tense", () => {
    expect(rewrite("Er geht zum Amt.")).toBeUndefined();
  });

  it("reads a form of a common verb as that verb, not a rare one ('dachte': denken, not dachen)", () => {
    expect(rewrite("Da dachte ich an unseren Herrn.")).toBe("Da habe ich an unseren Herrn gedacht.");
    expect(rewrite("Er schwor einen Eid.")).toBe("Er hat einen Eid geschworen.");
  });

  it("takes haben for 'sie'/'es' as the object after a subject pronoun ('Da fuhr er sie an')", () => {
    expect(rewrite("Da fuhr er sie an.")).toBe("Da hat er sie angefahren.");
    expect(rewrite("Er fuhr es weg.")).toBe("Er hat es weggefahren.");
    // "sie" as the subject: sein.
    expect(rewrite("Da fuhr sie an.")).toBe("Da ist sie angefahren.");
    expect(rewrite("Dann fuhr sie mit ihm weg.")).toBe("Dann ist sie mit ihm weggefahren.");
  });

  it("reads 'seinen' before a dative plural as part of the prepositional phrase, not as an object", () => {
    expect(rewrite("Er zog mit seiner Frau und seinen zwei Söhnen los.")).toBe(
      "Er ist mit seiner Frau und seinen zwei Söhnen losgezogen.",
    );
    expect(rewrite("Er fuhr mit seiner Frau und seinen Freunden in die Stadt.")).toBe(
      "Er ist mit seiner Frau und seinen Freunden in die Stadt gefahren.",
    );
    // A real object keeps haben, also when its noun has a plural with every case.
    expect(rewrite("Er fuhr den Wagen und seinen Anhänger nach Hause.")).toBe(
      "Er hat den Wagen und seinen Anhänger nach Hause gefahren.",
    );
    expect(rewrite("Der Vater zog den Kindern die Jacken an.")).toBe(
      "Der Vater hat den Kindern die Jacken angezogen.",
    );
  });
});

describe("praeteritumToPerfekt: the main clause before a colon or dependent clauses", () => {
  it("rewrites the clause before a colon and leaves what follows", () => {
    expect(rewrite("Dann sagten sie zu ihr: Nein!")).toBe("Dann haben sie zu ihr gesagt: Nein.");
    expect(rewrite("Und Noah zeugte 3 Söhne: Sem, Ham und Jafet.")).toBe(
      "Und Noah hat 3 Söhne gezeugt: Sem, Ham und Jafet.",
    );
    expect(rewrite("Gott machte zwei Lichter: ein großes Licht; auch die Sterne.")).toBe(
      "Gott hat zwei Lichter gemacht: ein großes Licht; auch die Sterne.",
    );
  });

  it("rewrites a main clause followed only by dependent clauses; the participle comes before them", () => {
    expect(rewrite("Dann ordnete er an, dem Mädchen etwas zu essen zu geben.")).toBe(
      "Dann hat er angeordnet, dem Mädchen etwas zu essen zu geben.",
    );
    expect(rewrite("Da baute er dort einen Altar, der ihm gefiel.")).toBe(
      "Da hat er dort einen Altar gebaut, der ihm gefiel.",
    );
    expect(rewrite("Und Noach tat nach allem, was Gott ihm befohlen hatte.")).toBe(
      "Und Noach hat nach allem getan, was Gott ihm befohlen hatte.",
    );
    expect(rewrite("Da sah sie, wie entschlossen sie war, mit ihr zu gehen.")).toBe(
      "Da hat sie gesehen, wie entschlossen sie war, mit ihr zu gehen.",
    );
    expect(rewrite("Er kam, als es dunkel war.")).toBe("Er ist gekommen, als es dunkel war.");
    expect(rewrite("Die Juden versuchten, ihn zu töten.")).toBe("Die Juden haben versucht, ihn zu töten.");
    expect(rewrite("Sie gingen weg, um ihn zu holen.")).toBe("Sie sind weggegangen, um ihn zu holen.");
  });

  it("leaves an apposition or a clause that goes on after an embedded one", () => {
    expect(rewrite("Er rief Simon, den Sohn des Jona.")).toBeUndefined();
    expect(rewrite("Sie hinterblieb, sie und ihre beiden Söhne.")).toBeUndefined();
    expect(rewrite("Er gab dem Mann, der kam, das Brot.")).toBeUndefined();
    expect(rewrite("Er schrieb, als er kam, einen Brief.")).toBeUndefined();
    // A dependent clause must end in its verb: "wie" + noun phrase is a comparison in the clause.
    expect(
      rewrite("Es kam ein Rauschen, wie das Wehen eines Windes, und erfüllte das Haus."),
    ).toBeUndefined();
    // A last word that is also an adjective is no sure verb.
    expect(rewrite("Er nannte die Tage, die bestimmte.")).toBeUndefined();
  });

  it("leaves a second main clause, a leading subordinate clause and a dash", () => {
    expect(rewrite("Sie aß, wurde satt und ließ übrig.")).toBeUndefined();
    expect(rewrite("Er kam zu den Seinen, aber die Seinen nahmen ihn nicht auf.")).toBeUndefined();
    expect(rewrite("Der keine Sünde beging, wurde geschlagen.")).toBeUndefined();
    expect(rewrite("Ach, die Hand von Gott ging gegen mich.")).toBeUndefined();
    expect(rewrite("Und sie begann, zurückzukehren - sie und ihre Töchter.")).toBeUndefined();
  });

  it("rewrites a main clause that starts with its verb and subject after subordinate clauses", () => {
    expect(rewrite("Als er kam, sah er sie.")).toBe("Als er kam, hat er sie gesehen.");
    expect(
      rewrite(
        "Und weil es ihnen befohlen wurde, nicht zu Herodes zurückzukehren, kehrten sie in ihr Land zurück.",
      ),
    ).toBe(
      "Und weil es ihnen befohlen wurde, nicht zu Herodes zurückzukehren, sind sie in ihr Land zurückgekehrt.",
    );
    expect(
      rewrite("Nachdem er in das Boot gestiegen war, der Simon gehörte, bat er ihn, ein wenig wegzufahren."),
    ).toBe(
      "Nachdem er in das Boot gestiegen war, der Simon gehörte, hat er ihn gebeten, ein wenig wegzufahren.",
    );
  });

  it("leaves verbs of a subordinate clause and a main clause after a noun phrase", () => {
    // "sah und siegte" has no subject after the verb: still the weil clause.
    expect(rewrite("Weil er kam, sah und siegte.")).toBeUndefined();
    expect(rewrite("Der Mann, der kam, sah sie.")).toBeUndefined();
    // A list after the verb goes with it (describe "a list after the verb").
    expect(rewrite("Wenn er kam, brachte er Brot, Wein und Öl.")).toBe(
      "Wenn er kam, hat er Brot, Wein und Öl gebracht.",
    );
    expect(rewrite("Als er kam, gab er dem Mann, der wartete, das Brot.")).toBeUndefined();
  });

  it("needs a subject before a verb that ends the main clause", () => {
    expect(rewrite("Und die Apostel kamen, als es Abend war.")).toBe(
      "Und die Apostel sind gekommen, als es Abend war.",
    );
    expect(rewrite("Den keine Sünde beging, als er lebte.")).toBeUndefined();
  });
});

describe("praeteritumToPerfekt: auxiliary with an object", () => {
  it("takes haben when a verb with both auxiliaries has an accusative object", () => {
    expect(rewrite("Ein Engel rollte den Stein weg.")).toBe("Ein Engel hat den Stein weggerollt.");
    expect(rewrite("Er zog ihn aus dem Wasser.")).toBe("Er hat ihn aus dem Wasser gezogen.");
  });

  it("keeps sein without an object, after a preposition and for pure sein verbs", () => {
    expect(rewrite("Sie zog in die Stadt.")).toBe("Sie ist in die Stadt gezogen.");
    expect(rewrite("Er fuhr mit den Kindern nach Hause.")).toBe(
      "Er ist mit den Kindern nach Hause gefahren.",
    );
    expect(rewrite("Er ging den Weg.")).toBe("Er ist den Weg gegangen.");
  });

  it("takes sein for biegen without an object, haben with one", () => {
    expect(rewrite("Dieser bog ab.")).toBe("Dieser ist abgebogen.");
    expect(rewrite("Das Auto bog in die Straße ein.")).toBe("Das Auto ist in die Straße eingebogen.");
    expect(rewrite("Er bog den Draht ab.")).toBe("Er hat den Draht abgebogen.");
  });
});

describe("praeteritumToPerfekt: directional particles", () => {
  it("folds herab into the participle; keeps the Präteritum when the participle would be a long word (hinaufgegangen)", () => {
    expect(rewrite("Er kam vom Berg herab.")).toBe("Er ist vom Berg herabgekommen.");
    expect(rewrite("Er stieg vom Berg herab.")).toBeUndefined();
  });
});

describe("praeteritumToPerfekt: directional particles keep the base verb's auxiliary", () => {
  it("davonlaufen takes sein like laufen", () => {
    expect(rewrite("Sie liefen davon.")).toBe("Sie sind davongelaufen.");
    expect(rewrite("Er ging den Berg hinauf.")).toBeUndefined();
  });
});

describe("praeteritumToPerfekt: verbs the lexicon gained (scripts/lexicon/supplementary-verbs.ts)", () => {
  it("folds the particle of a compound the dictionary lacked", () => {
    expect(rewrite("Und er streckte seine Hand aus.")).toBe("Und er hat seine Hand ausgestreckt.");
    expect(rewrite("Sie fuhren los.")).toBe("Sie sind losgefahren.");
    expect(rewrite("Sie blickten sich um.")).toBe("Sie haben sich umgeblickt.");
  });

  it("takes 'haben' for ersticken with an object, 'sein' without", () => {
    expect(rewrite("Die Dornen erstickten den Samen.")).toBe("Die Dornen haben den Samen erstickt.");
    expect(rewrite("Der Fisch erstickte.")).toBe("Der Fisch ist erstickt.");
  });
});

describe("praeteritumToPerfekt: two verbs with one subject", () => {
  it("rewrites both verbs after 'und'; the same auxiliary once", () => {
    expect(rewrite("Und noch einmal erhoben sie ihre Stimme und weinten.")).toBe(
      "Und noch einmal haben sie ihre Stimme erhoben und geweint.",
    );
    expect(rewrite("Dann verpachtete er ihn an Weinbauern und verreiste.")).toBe(
      "Dann hat er ihn an Weinbauern verpachtet und ist verreist.",
    );
    expect(rewrite("Denn viele kamen und gingen.")).toBe("Denn viele sind gekommen und gegangen.");
    expect(rewrite("Ich kam und sah.")).toBe("Ich bin gekommen und habe gesehen.");
    expect(rewrite("Dann ergriff er seine Hand und sagte: Talita, kum!")).toBe(
      "Dann hat er seine Hand ergriffen und gesagt: Talita, kum.",
    );
    // A pronoun or article after the second verb may be its subject: the auxiliary stays.
    expect(rewrite("Er nahm das Brot und brach es.")).toBe("Er hat das Brot genommen und hat es gebrochen.");
  });

  it("leaves a shared object, verbs that do not agree, a subordinate clause and a kept verb", () => {
    expect(rewrite("Aber sie packten und schlugen ihn.")).toBeUndefined();
    expect(rewrite("Dann fassten sie seine Füße und betetet ihn an.")).toBeUndefined();
    expect(rewrite("Als er kam und sah.")).toBeUndefined();
    expect(rewrite("Er war alt und lebte lange.")).toBeUndefined();
  });

  it("takes haben for a reflexive verb that otherwise takes sein", () => {
    expect(rewrite("Er zog sich zurück.")).toBe("Er hat sich zurückgezogen.");
    expect(rewrite("Er zog nach Berlin.")).toBe("Er ist nach Berlin gezogen.");
  });
});

describe("praeteritumToPerfekt: a list after the verb", () => {
  it("puts the participle after the last item of a list that ends in und/oder", () => {
    expect(rewrite("Und er nahm Dickmilch, Milch und das Rind.")).toBe(
      "Und er hat Dickmilch, Milch und das Rind genommen.",
    );
    expect(rewrite("Sie kauften Brot, Milch, Käse und Wein.")).toBe(
      "Sie haben Brot, Milch, Käse und Wein gekauft.",
    );
  });

  it("leaves an apposition or a second verb after a comma", () => {
    expect(rewrite("Er traf Maria, seine Frau.")).toBeUndefined();
    expect(rewrite("Dann nahm Abraham ein Rind, zart und gut.")).toBeUndefined();
    expect(rewrite("Er kam, sah und siegte.")).toBeUndefined();
  });
});

describe("praeteritumToPerfekt: fresh narrative sentences (hrevn)", () => {
  it("takes haben for anspringen and umrennen with an object, sein without", () => {
    expect(rewrite("Dann sprang der Hund ihn an.")).toBe("Dann hat der Hund ihn angesprungen.");
    expect(rewrite("Da rannte der Hund sie fast um.")).toBe("Da hat der Hund sie fast umgerannt.");
    expect(rewrite("Der Motor sprang sofort an.")).toBe("Der Motor ist sofort angesprungen.");
  });

  it("reads an adjective opening the clause as an adverb before the subject", () => {
    expect(rewrite("plötzlich sprang der Hund sie an.")).toBe("Plötzlich hat der Hund sie angesprungen.");
    expect(rewrite("später gab der Arzt ihr eine Spritze.")).toBe(
      "Später hat der Arzt ihr eine Spritze gegeben.",
    );
    expect(rewrite("plötzlich gab es einen lauten Knall.")).toBeUndefined();
  });

  it("makes a particle split off the verb a separable participle", () => {
    expect(rewrite("Dann fuhr der Lastwagen es um.")).toBe("Dann hat der Lastwagen es umgefahren.");
    expect(rewrite("Der Fährmann setzte sie über.")).toBe("Der Fährmann hat sie übergesetzt.");
    expect(rewrite("Sie erkannte ihn an.")).toBe("Sie hat ihn anerkannt.");
    expect(rewrite("Sie sprach über ihn.")).toBe("Sie hat über ihn gesprochen.");
  });
});
