import { ComplexityValuesSchema, RuleFindingSchema, z } from "@leicht/contracts";
import { readStorage, writeStorage } from "../../../lib/storage.ts";
import { EMPTY_WORK, type LevelOutput, type Work } from "../state/translator-types.ts";

/** localStorage keys of the saved local state (spec 001 §3). */
export const SAVED_STATE_KEYS = {
  input: "input",
  outputLeicht: "outputLeicht",
  outputEinfach: "outputEinfach",
  lastTranslatedText: "lastTranslatedText",
  complexityData: "complexityData",
} as const;

/** Written this long after the last change (spec 001 §9). */
export const SAVE_DELAY_MS = 500;

const LevelOutputSchema = z.object({
  formatted: z.string(),
  plain: z.string(),
  findings: z.array(RuleFindingSchema).catch([]),
  conformity: z.number().nullable().catch(null),
  modelVersion: z.string().nullable().catch(null),
  wordCount: z.number().nullable().catch(null),
});

const ComplexityDataSchema = z.object({
  leichte: ComplexityValuesSchema.nullable().catch(null),
  einfache: ComplexityValuesSchema.nullable().catch(null),
  original: ComplexityValuesSchema.nullable().catch(null),
});

function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The saved work; anything missing or damaged is left empty, never thrown. */
export function readSavedWork(): Work {
  return {
    input: readStorage(SAVED_STATE_KEYS.input) ?? "",
    outputs: {
      leicht: readJson<LevelOutput>(SAVED_STATE_KEYS.outputLeicht, LevelOutputSchema),
      einfach: readJson<LevelOutput>(SAVED_STATE_KEYS.outputEinfach, LevelOutputSchema),
    },
    lastTranslatedText: readStorage(SAVED_STATE_KEYS.lastTranslatedText) ?? "",
    complexity: readJson(SAVED_STATE_KEYS.complexityData, ComplexityDataSchema) ?? EMPTY_WORK.complexity,
  };
}

export function writeSavedWork(work: Work): void {
  writeStorage(SAVED_STATE_KEYS.input, work.input);
  writeStorage(SAVED_STATE_KEYS.outputLeicht, JSON.stringify(work.outputs.leicht));
  writeStorage(SAVED_STATE_KEYS.outputEinfach, JSON.stringify(work.outputs.einfach));
  writeStorage(SAVED_STATE_KEYS.lastTranslatedText, work.lastTranslatedText);
  writeStorage(SAVED_STATE_KEYS.complexityData, JSON.stringify(work.complexity));
}
