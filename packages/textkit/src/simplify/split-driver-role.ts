// Traffic fines name the reader's role with the car: "Sie haben als Führer des Pkw mit dem
// amtlichen Kennzeichen DO-KP 418 die erlaubte Höchstgeschwindigkeit … überschritten." -> "Sie haben
// das Auto mit dem Kennzeichen DO-KP 418 gefahren." + "Dabei haben Sie die erlaubte
// Höchstgeschwindigkeit … überschritten." The role "als Führer des …" becomes a sentence of its
// own, the act keeps its verb.
import type { Clause } from "./clause-tools.ts";
import { isNonFiniteVerb } from "./lexicon-access.ts";
import { type Token, word } from "./tokens.ts";

/** The driver: "Führer", "Fahrer", "Fahrzeugführer" (and their feminine forms). */
const DRIVER = /^(?:Fahrzeug)?(?:Führer|Fahrer)(?:in)?$/;
/** The vehicle nouns and what the reader drove, in the accusative. */
const VEHICLES: Readonly<Record<string, string[]>> = {
  Pkw: ["das", "Auto"],
  PKW: ["das", "Auto"],
  Personenkraftwagen: ["das", "Auto"],
  Kraftfahrzeug: ["das", "Auto"],
  Kraftfahrzeugs: ["das", "Auto"],
  Kfz: ["das", "Auto"],
  Auto: ["das", "Auto"],
  Autos: ["das", "Auto"],
  Fahrzeug: ["das", "Fahrzeug"],
  Fahrzeugs: ["das", "Fahrzeug"],
  Fahrzeuges: ["das", "Fahrzeug"],
  Lkw: ["den", "Lastwagen"],
  LKW: ["den", "Lastwagen"],
  Lastkraftwagen: ["den", "Lastwagen"],
  Lastkraftwagens: ["den", "Lastwagen"],
  Motorrad: ["das", "Motorrad"],
  Motorrads: ["das", "Motorrad"],
  Kraftrad: ["das", "Motorrad"],
  Kraftrads: ["das", "Motorrad"],
};
/** A German number plate: "DO-KP 418", "B-XY 123", "M-AB 1234E". */
const PLATE_AREA = /^\p{Lu}{1,3}-\p{Lu}{1,2}$/u;
const PLATE_NUMBER = /^\d{1,4}[EH]?$/;

/** "mit dem (amtlichen) Kennzeichen DO-KP 418" at `at`: the plate's tokens and the end, or undefined. */
function plateAt(tokens: readonly Token[], at: number): { plate: Token[]; end: number } | undefined {
  if (tokens[at]?.text !== "mit" || tokens[at + 1]?.text !== "dem") return undefined;
  const name = tokens[at + 2]?.text === "amtlichen" ? at + 3 : at + 2;
  if (tokens[name]?.text !== "Kennzeichen") return undefined;
  const area = tokens[name + 1];
  const number = tokens[name + 2];
  if (!PLATE_AREA.test(area?.text ?? "") || !PLATE_NUMBER.test(number?.text ?? "")) return undefined;
  return { plate: [area as Token, number as Token], end: name + 3 };
}

/**
 * "Sie haben/sind als Führer des Pkw mit dem (amtlichen) Kennzeichen K … PARTICIPLE" -> ["Sie haben
 * das Auto mit dem Kennzeichen K gefahren.", "Dabei haben/sind Sie … PARTICIPLE."]. Only with a
 * number plate (a vehicle named by it), a known vehicle noun and a past participle at the end of
 * the act. Undefined otherwise.
 */
export function splitDriverRole(clause: Clause): Clause[] | undefined {
  const tokens = clause.tokens;
  const [subject, auxiliary, als, role, article, vehicle] = tokens;
  if (
    subject?.text !== "Sie" ||
    (auxiliary?.text !== "haben" && auxiliary?.text !== "sind") ||
    als?.text !== "als" ||
    !DRIVER.test(role?.text ?? "") ||
    !/^(?:des|vom|eines)$/.test(article?.text ?? "") ||
    vehicle === undefined
  )
    return undefined;
  const driven = VEHICLES[vehicle.text];
  if (driven === undefined) return undefined;
  const plate = plateAt(tokens, 6);
  if (plate === undefined) return undefined;
  const act = tokens.slice(plate.end);
  const last = act.at(-1);
  if (
    act.length < 2 ||
    last === undefined ||
    !isNonFiniteVerb(last) ||
    act.some((token) => token.kind === "p")
  )
    return undefined;
  return [
    {
      tokens: [
        subject,
        // Transitive "fahren" (a vehicle) takes "haben": "Sie haben das Auto gefahren".
        word("haben"),
        ...driven.map(word),
        word("mit"),
        word("dem"),
        word("Kennzeichen"),
        ...plate.plate,
        word("gefahren"),
      ],
      end: ".",
    },
    { ...clause, tokens: [word("Dabei"), auxiliary, subject, ...act] },
  ];
}
