// Every rule, in the order findings are produced (research notes §1.2 numbering).
import { abbreviations } from "./abbreviations.ts";
import { crossReferences } from "./cross-references.ts";
import { dates } from "./dates.ts";
import { genitive } from "./genitive.ts";
import { idioms } from "./idioms.ts";
import { indirectSpeech } from "./indirect-speech.ts";
import { konjunktiv } from "./konjunktiv.ts";
import { largeNumbers } from "./large-numbers.ts";
import { longWords } from "./long-words.ts";
import { negation } from "./negation.ts";
import { nominalisations } from "./nominalisations.ts";
import { numberWords } from "./number-words.ts";
import { oldYears } from "./old-years.ts";
import { oneStatement } from "./one-statement.ts";
import { passive } from "./passive.ts";
import { praeteritum } from "./praeteritum.ts";
import { questions } from "./questions.ts";
import { rareWords } from "./rare-words.ts";
import { romanNumerals } from "./roman-numerals.ts";
import { sentenceLength } from "./sentence-length.ts";
import { sentencesPerLine } from "./sentences-per-line.ts";
import { specialCharacters } from "./special-characters.ts";
import { subordinateClause } from "./subordinate-clause.ts";
import { synonymVariation } from "./synonym-variation.ts";
import type { Rule } from "./types.ts";
import { unclearPronouns } from "./unclear-pronouns.ts";
import { vonBis } from "./von-bis.ts";

export const RULES: readonly Rule[] = [
  sentenceLength,
  oneStatement,
  subordinateClause,
  passive,
  genitive,
  konjunktiv,
  negation,
  praeteritum,
  numberWords,
  largeNumbers,
  oldYears,
  dates,
  romanNumerals,
  specialCharacters,
  abbreviations,
  longWords,
  rareWords,
  idioms,
  synonymVariation,
  nominalisations,
  unclearPronouns,
  indirectSpeech,
  crossReferences,
  vonBis,
  questions,
  sentencesPerLine,
];

export const RULE_IDS: readonly string[] = RULES.map((rule) => rule.id);
