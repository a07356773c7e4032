// Set wordings of office letters that the later steps would carry along unchanged, rewritten on the
// whole text before it is split into sentences: "Für den Fall, dass …" -> "Falls …" (the condition
// steps know "falls"), "beläuft sich (…) auf 300 Euro" -> "beträgt (…) 300 Euro", "mit Wirkung
// vom/zum 1. Februar" -> "ab dem 1. Februar", "mit sofortiger Wirkung" -> "ab sofort".

/** "Für den Fall, dass" / "Im Fall(e), dass" at the start of a sentence or line, or after a comma on the same line. */
const IN_CASE = /(^|[.!?:]\s+|\n\s*|,[ \t]+)(?:([Ff])ür den|([Ii])m) Falle?,\s+dass(?![\p{L}\p{N}])/gu;

/** Forms of "sich belaufen auf" and the same form of "betragen". */
const BETRAGEN: Readonly<Record<string, string>> = {
  beläuft: "beträgt",
  belaufen: "betragen",
  belief: "betrug",
  beliefen: "betrugen",
};
/**
 * "beläuft sich (einschließlich Zinsen) auf 1.284,37 Euro": up to six words between "sich" and
 * "auf", none with punctuation, then an amount (digits, maybe after rund/etwa/insgesamt …).
 */
const AMOUNT_OF =
  /(?<![\p{L}\p{N}])(beläuft|belaufen|belief|beliefen) sich ((?:[\p{L}\p{N}·-]+ ){0,6}?)auf ((?:rund |etwa |ungefähr |insgesamt |circa |knapp |mehr als |über )?\d)/gu;

/** "mit Wirkung ab dem / vom / zum 1. Februar" before a date: from that day on. */
const WITH_EFFECT_FROM = /(?<![\p{L}])mit Wirkung (?:ab (dem )?|vom |zum )(?=\d)/gu;
/** "mit sofortiger Wirkung": now. */
const WITH_IMMEDIATE_EFFECT = /(?<![\p{L}])mit sofortiger Wirkung(?![\p{L}])/gu;

export function plainOfficeWording(text: string): string {
  return text
    .replace(WITH_EFFECT_FROM, (whole: string, dem?: string) =>
      whole.includes(" ab ") && dem === undefined ? "ab " : "ab dem ",
    )
    .replace(WITH_IMMEDIATE_EFFECT, "ab sofort")
    .replace(IN_CASE, (_, before: string, fuer?: string, im?: string) => {
      const capital = /^[FI]$/.test(fuer ?? im ?? "") && !before.startsWith(",");
      return `${before}${capital ? "Falls" : "falls"}`;
    })
    .replace(
      AMOUNT_OF,
      (_, verb: string, middle: string, amount: string) => `${BETRAGEN[verb] ?? verb} ${middle}${amount}`,
    );
}
