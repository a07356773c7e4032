import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitList } from "./split-list.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const list = (sentence: string): string[] | undefined =>
  splitList(clauseTokens(sentence), ".", true)?.map((clause) =>
    clause.bullet ? `- ${renderTokens(clause.tokens, false)}` : renderTokens(clause.tokens) + clause.end,
  );

describe("splitList (Leichte Sprache)", () => {
  it("turns a final list of noun phrases after the verb into bullets; the subject stays", () => {
    expect(
      list("Für den Antrag brauchen Sie Ihren Ausweis, ein aktuelles Foto und die Geburtsurkunde."),
    ).toEqual([
      "Für den Antrag brauchen Sie:",
      "- Ihren Ausweis",
      "- ein aktuelles Foto",
      "- die Geburtsurkunde",
    ]);
    expect(
      list("Gott machte verschiedenste Arten von Tieren, viele Arten von Vieh und alle Arten von Reptilien."),
    ).toEqual([
      "Gott machte:",
      "- verschiedenste Arten von Tieren",
      "- viele Arten von Vieh",
      "- alle Arten von Reptilien",
    ]);
  });

  it("keeps a preposition with a pronoun after the verb before the colon", () => {
    expect(
      list(
        "Wir benötigen von Ihnen noch die Kontoauszüge, die Lohnabrechnungen und den aktuellen Mietvertrag.",
      ),
    ).toEqual([
      "Wir benötigen von Ihnen noch:",
      "- die Kontoauszüge",
      "- die Lohnabrechnungen",
      "- den aktuellen Mietvertrag",
    ]);
    // A preposition with a noun may open the list or hold the verb's own phrase: stays.
    expect(list("Er sprach mit ihnen über die Kinder, die Frauen und die Männer in der Stadt am Meer.")).toBe(
      undefined,
    );
  });

  it("puts the verb's particle before the colon", () => {
    expect(
      list("Bitte bringen Sie Ihren Ausweis, Ihre Meldebescheinigung und Ihre Lohnabrechnungen mit."),
    ).toEqual([
      "Bitte bringen Sie mit:",
      "- Ihren Ausweis",
      "- Ihre Meldebescheinigung",
      "- Ihre Lohnabrechnungen",
    ]);
  });

  it("uses an existing colon", () => {
    expect(
      list(
        "Bitte senden Sie uns folgende Nachweise zu: die Kontoauszüge, den Mietvertrag und einen Nachweis über Ihr Einkommen.",
      ),
    ).toEqual([
      "Bitte senden Sie uns diese Nachweise zu:",
      "- die Kontoauszüge",
      "- den Mietvertrag",
      "- einen Nachweis über Ihr Einkommen",
    ]);
  });

  it("does not fire after a preposition, before a final verb, with an inverted noun subject, or with oder", () => {
    expect(list("Er kam mit Brot, Milch und Eiern in das Haus zurück.")).toBeUndefined();
    expect(list("Er hat Brot, Milch und Eier gekauft.")).toBeUndefined();
    expect(list("Für den Antrag brauchen die Eltern den Ausweis, ein Foto und die Urkunde.")).toBeUndefined();
    expect(list("Sie können den Ausweis, den Pass oder die Urkunde zeigen.")).toBeUndefined();
    expect(list("Sie zeigen den Ausweis, den Pass oder die Urkunde.")).toBeUndefined();
  });

  it("is used by simplifyText in Leichte Sprache only", () => {
    const input =
      "Für den Antrag brauchen Sie Ihren Ausweis, ein aktuelles Foto und die Geburtsurkunde Ihres Kindes.";
    const leicht = simplifyText(input, { level: "leicht", explanations: "none" });
    expect(leicht.simplified_text).toBe(
      "Für den Antrag brauchen Sie:\n- Ihren Ausweis\n- ein aktuelles Foto\n- die Geburts·urkunde von Ihrem Kind",
    );
    expect(simplifyText(input, { level: "einfach", explanations: "none" }).simplified_text).toBe(input);
  });
});

describe("splitList: an item asked for only if the reader has it", () => {
  it("reads 'und, falls vorhanden, X' as 'und vielleicht X' and takes a bare noun after a determined first item", () => {
    const input =
      "Bitte bringen Sie Ihren Personalausweis, Ihren aktuellen Lebenslauf und, falls vorhanden, Nachweise über Ihre Bewerbungsbemühungen mit.";
    expect(simplifyText(input, { level: "leicht", explanations: "none" }).simplified_text).toBe(
      "Bitte bringen Sie mit:\n- Ihren Personal·ausweis\n- Ihren aktuellen Lebenslauf\n- vielleicht Nachweise über Ihre Bewerbungs·bemühungen",
    );
    expect(simplifyText(input, { level: "einfach", explanations: "none" }).simplified_text).toBe(input);
  });

  it("leaves 'falls vorhanden' elsewhere, and bare nouns after a first item without determiner", () => {
    expect(
      simplifyText("Falls vorhanden, bringen Sie den Pass mit.", { level: "leicht", explanations: "none" })
        .simplified_text,
    ).not.toContain("vielleicht vorhanden");
    expect(
      list("Gott machte verschiedenste Arten von Vieh, Reptilien und Vögel in großer Zahl überall."),
    ).toBeUndefined();
  });
});

describe("splitList: items that are not noun phrases of their own", () => {
  it("leaves bare nouns that may belong to the first item, and pronoun items", () => {
    expect(
      list("Die Erde soll Tiere hervorbringen: Viele Arten von Vieh, Reptilien und wilden Tieren."),
    ).toBeUndefined();
    expect(
      list("Mit ihm haben sie gekreuzigt: 2 Verbrecher, einen zu seiner Rechten und einen zu seiner Linken."),
    ).toBeUndefined();
    expect(
      list("Die Erde soll Tiere hervorbringen: Viele Arten von Vieh, Reptilien und Vögel."),
    ).toBeUndefined();
  });

  it("puts a separable verb's particle (and a plain adverb before it) before the colon", () => {
    expect(
      list(
        "Bitte bringen Sie Ihren Personalausweis, Ihren Lebenslauf und Ihre letzten Lohnabrechnungen mit.",
      ),
    ).toEqual([
      "Bitte bringen Sie mit:",
      "- Ihren Personalausweis",
      "- Ihren Lebenslauf",
      "- Ihre letzten Lohnabrechnungen",
    ]);
    expect(list("Bitte füllen Sie das Formular, die Anlage A und die Anlage B vollständig aus.")).toEqual([
      "Bitte füllen Sie vollständig aus:",
      "- das Formular",
      "- die Anlage A",
      "- die Anlage B",
    ]);
  });

  it("opens the list with a preposition right after the verb, not later or with a particle", () => {
    expect(
      list("Die Höhe richtet sich nach der Zahl der Mitglieder, der Höhe des Einkommens und der Miete."),
    ).toEqual([
      "Die Höhe richtet sich nach:",
      "- der Zahl der Mitglieder",
      "- der Höhe des Einkommens",
      "- der Miete",
    ]);
    expect(list("Er sprach lange mit dem Vater, der Mutter und dem Bruder über den Plan.")).toBeUndefined();
    expect(list("Das hängt von der Zahl, der Höhe des Einkommens und der Miete ab.")).toBeUndefined();
    expect(list("Er sprach mit dem Vater, der Mutter und dem Bruder über den Plan.")).toBeUndefined();
  });

  it("takes bare nouns after a colon for items", () => {
    expect(
      list(
        "Zum Termin bringen Sie bitte mit: Ihren Reisepass, ein Foto, den Mietvertrag und Nachweise über Ihr Einkommen.",
      ),
    ).toEqual([
      "Zum Termin bringen Sie bitte mit:",
      "- Ihren Reisepass",
      "- ein Foto",
      "- den Mietvertrag",
      "- Nachweise über Ihr Einkommen",
    ]);
    expect(
      list("Sie brauchen für den Antrag: Mietvertrag, Lohnabrechnungen, Kontoauszüge und Personalausweis."),
    ).toEqual([
      "Sie brauchen für den Antrag:",
      "- Mietvertrag",
      "- Lohnabrechnungen",
      "- Kontoauszüge",
      "- Personalausweis",
    ]);
  });
});

describe("splitList: two items after a colon", () => {
  it("makes bullets of two phrases with their determiners after a colon", () => {
    // Was left whole: a list needed three items, also after the colon that announces it.
    expect(
      list(
        "Für den Antrag fehlen uns leider noch folgende Unterlagen: der Mietvertrag und die letzte Lohnabrechnung.",
      ),
    ).toEqual([
      "Für den Antrag fehlen uns leider noch diese Unterlagen:",
      "- der Mietvertrag",
      "- die letzte Lohnabrechnung",
    ]);
    expect(
      list(
        "Wir brauchen von Ihnen noch zwei Nachweise: eine Meldebescheinigung und eine Kopie Ihres Ausweises.",
      ),
    ).toEqual([
      "Wir brauchen von Ihnen noch zwei Nachweise:",
      "- eine Meldebescheinigung",
      "- eine Kopie Ihres Ausweises",
    ]);
  });

  it("writes 'Folgendes' without its noun as 'das' (was 'Dieses', capitalised mid-sentence)", () => {
    expect(
      list(
        "Bitte schicken Sie uns bis zum 15. Mai noch Folgendes: den Mietvertrag und die Lohnabrechnung für April.",
      ),
    ).toEqual([
      "Bitte schicken Sie uns bis zum 15. Mai noch das:",
      "- den Mietvertrag",
      "- die Lohnabrechnung für April",
    ]);
    expect(
      list("Bitte schicken Sie uns noch Folgendes: den Mietvertrag, die Lohnabrechnung und den Ausweis."),
    ).toEqual([
      "Bitte schicken Sie uns noch das:",
      "- den Mietvertrag",
      "- die Lohnabrechnung",
      "- den Ausweis",
    ]);
    // "folgendes" before its noun stays a determiner: "dieses".
    expect(
      list("Bitte füllen Sie noch folgendes Formular aus: den Antrag, die Anlage K und die Anlage U.")?.[0],
    ).toBe("Bitte füllen Sie noch dieses Formular aus:");
  });

  it("keeps two items whole without a colon, with a bare noun, a verb or a further comma", () => {
    expect(
      list("Für den Antrag brauchen Sie noch den Mietvertrag und die letzte Lohnabrechnung."),
    ).toBeUndefined();
    expect(list("Da fing der blinde Mann am Weg an zu schreien: Vater und Mutter!")).toBeUndefined();
    expect(
      list("Für den Antrag fehlen uns leider noch folgende Unterlagen: Mietvertrag und Lohnabrechnung."),
    ).toBeUndefined();
    expect(
      list("Und der Herr sprach zu ihm in der Nacht: Die Sonne und der Mond gehören mir."),
    ).toBeUndefined();
    expect(
      list(
        "Gott hat die beiden großen Lichter gemacht: das größere Licht zur Herrschaft über den Tag und das kleinere Licht zur Herrschaft über die Nacht, auch die Sterne.",
      ),
    ).toBeUndefined();
  });
});

describe("splitList: items after a colon joined by commas alone", () => {
  it("makes bullets of three or more phrases with their determiners, the first in lower case", () => {
    // Was left whole: the list needed a final "und".
    expect(
      list("Ich bin nicht so wie die anderen Menschen: kein Räuber, kein Ungerechter, kein Ehebrecher."),
    ).toEqual([
      "Ich bin nicht so wie die anderen Menschen:",
      "- kein Räuber",
      "- kein Ungerechter",
      "- kein Ehebrecher",
    ]);
    expect(
      list(
        "In der alten Kiste auf dem Dachboden lagen viele Sachen: ein Hut, ein Schal, ein Paar Handschuhe.",
      ),
    ).toEqual([
      "In der alten Kiste auf dem Dachboden lagen viele Sachen:",
      "- ein Hut",
      "- ein Schal",
      "- ein Paar Handschuhe",
    ]);
    expect(
      list(
        "Für den Antrag fehlen uns noch diese Unterlagen: der Mietvertrag, die letzte Lohnabrechnung, der Bescheid der Krankenkasse.",
      ),
    ).toHaveLength(4);
  });

  it("leaves a capital after the colon, two items, an address and a tail that is no item", () => {
    for (const sentence of [
      // a call or a quotation
      "Sie rief laut über den ganzen Platz hinweg: Mein Herr, mein König, mein Gott.",
      "Ich bin nicht so wie die anderen Menschen: kein Räuber, kein Ehebrecher.",
      "Die Anschrift für Ihre Post lautet jetzt so: Stadt Köln, Amt für Wohnen, Hauptstraße 5.",
      "Ich bin nicht so wie die anderen: kein Räuber, kein Ungerechter, kein Ehebrecher, oder wie dieser Zöllner dort.",
    ])
      expect(list(sentence)).toBeUndefined();
  });
});

describe("splitList: deadline after the last item", () => {
  it("moves the deadline before the colon and keeps dates inside items", () => {
    expect(
      list(
        "Bitte schicken Sie uns die Kontoauszüge, eine Kopie Ihres Mietvertrags und die Bescheinigung bis zum 15. März 2026.",
      ),
    ).toEqual([
      "Bitte schicken Sie uns bis zum 15. März 2026:",
      "- die Kontoauszüge",
      "- eine Kopie Ihres Mietvertrags",
      "- die Bescheinigung",
    ]);
  });

  it("does not take a clause after 'bis' for a deadline", () => {
    expect(
      list(
        "Bitte schicken Sie uns die Kontoauszüge, eine Kopie des Vertrags und die Bescheinigung bis wir sie haben.",
      ),
    ).toBeUndefined();
  });
});

describe("counted items after a number and its noun", () => {
  it("lists one item per counted thing, each opening with 'ein-'", () => {
    expect(list("Sie haben 2 Kinder, eines im Alter von 5 Jahren und eines im Alter von 8 Jahren.")).toEqual([
      "Sie haben 2 Kinder:",
      "- eines im Alter von 5 Jahren",
      "- eines im Alter von 8 Jahren",
    ]);
    expect(list("Wir werden 3 Hütten machen, eine für dich und eine für Moses und eine für Elias.")).toEqual([
      "Wir werden 3 Hütten machen:",
      "- eine für dich",
      "- eine für Moses",
      "- eine für Elias",
    ]);
  });

  it("keeps the sentence when the items do not match the number or are no 'ein-' phrases", () => {
    expect(list("Er kaufte 3 Brote, eines für sich und 2 für die Kinder.")).toBeUndefined();
    expect(list("Wir haben 3 Kinder, eines in der Schule und eines im Kindergarten.")).toBeUndefined();
    expect(
      list("Sie kreuzigten 2 Verbrecher, einen zur Rechten, der laut schrie, und einen zur Linken."),
    ).toBeUndefined();
  });
});

describe("splitList: a list inside the verb bracket", () => {
  const leicht = (input: string): string =>
    simplifyText(input, { level: "leicht", explanations: "none" }).simplified_text;

  it("keeps the object's place with 'Folgendes' and the verb before the colon (Leichte Sprache only)", () => {
    const input =
      "Dem Antrag müssen Sie einen gültigen Pass, einen aktuellen Aufenthaltstitel, die Geburtsurkunde und Nachweise über Ihr Einkommen beifügen.";
    expect(leicht(input)).toBe(
      "Dem Antrag müssen Sie Folgendes beifügen:\n- einen gültigen Pass\n- einen aktuellen Aufenthalts·titel\n- die Geburts·urkunde\n- Nachweise über Ihr Einkommen",
    );
    expect(simplifyText(input, { level: "einfach", explanations: "none" }).simplified_text).toBe(input);
    expect(
      leicht(
        "Zum Termin müssen Sie Ihren Personalausweis, Ihre Meldebescheinigung und die letzten drei Lohnabrechnungen vorlegen.",
      ),
    ).toBe(
      "Zum Termin müssen Sie Folgendes vorlegen:\n- Ihren Personal·ausweis\n- Ihre Melde·bescheinigung\n- die letzten 3 Lohn·abrechnungen",
    );
  });

  it("takes 'und' inside an 'über' attribute of the last item, and any attribute of an earlier item", () => {
    expect(
      leicht(
        "Dem Antrag müssen Sie einen gültigen Pass, einen aktuellen Aufenthaltstitel, die Geburtsurkunde und Nachweise über Einkommen und Sprachkenntnisse beifügen.",
      ),
    ).toBe(
      "Dem Antrag müssen Sie Folgendes beifügen:\n- einen gültigen Pass\n- einen aktuellen Aufenthalts·titel\n- die Geburts·urkunde\n- Nachweise über Einkommen und Sprach·kenntnisse",
    );
    expect(
      leicht(
        "Bitte bringen Sie Ihren Personalausweis, Ihren Mietvertrag und Nachweise über Ihr Einkommen und Ihr Vermögen mit.",
      ),
    ).toBe(
      "Bitte bringen Sie mit:\n- Ihren Personal·ausweis\n- Ihren Miet·vertrag\n- Nachweise über Ihr Einkommen und Ihr Vermögen",
    );
    // The inner "und" in an earlier item: unsure where the items end.
    const input =
      "Sie müssen Ihren Ausweis, die Bescheinigung über Ihr Einkommen und Vermögen und den Mietvertrag vorlegen.";
    expect(leicht(input)).not.toContain("\n- ");
  });

  it("takes a list that is the subject of 'sind … zu V' as 'Folgendes' in the singular", () => {
    expect(
      leicht(
        "Dem Antrag sind die Geburtsbescheinigung für Elterngeld, die Einkommensnachweise der letzten zwölf Monate sowie gegebenenfalls eine Bescheinigung der Krankenkasse über das Mutterschaftsgeld beizufügen.",
      ),
    ).toBe(
      "Dem Antrag muss man Folgendes beifügen:\n- die Geburts·bescheinigung für Eltern·geld\n- die Einkommens·nachweise von den letzten 12 Monaten\n- vielleicht eine Bescheinigung von der Kranken·kasse über das Mutterschafts·geld",
    );
  });

  it("leaves 2 items, a list of verbs and a list followed by more than the verb", () => {
    for (const input of [
      "Dem Antrag müssen Sie den gültigen Pass und die Geburtsurkunde Ihres Kindes beifügen.",
      "Sie müssen den Antrag vollständig ausfüllen, unterschreiben und an uns zurückschicken.",
      "Sie müssen Ihren Ausweis, Ihre Meldebescheinigung und Ihre Lohnabrechnungen bis Montag beim Amt vorlegen.",
      "Sie müssen Ihren Ausweis, Ihre Meldebescheinigung und Ihre Lohnabrechnungen persönlich vorlegen.",
    ]) {
      expect(leicht(input)).not.toContain("Folgendes");
      expect(leicht(input)).not.toContain("\n- ");
    }
  });
});
