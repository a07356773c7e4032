import type { LanguageLevel, Separator, TranslationResult } from "@leicht/contracts";
import { useCallback, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context.tsx";
import { lookupTerm } from "../api/glossary-lookup.ts";
import { useQuota } from "../api/quota.ts";
import { translateLevel } from "../api/translate-level.ts";
import { exceedsQuota, PRETRANSLATE_DELAY_MS, shouldPretranslate } from "../lib/pretranslate.ts";
import { readSavedWork, SAVE_DELAY_MS, writeSavedWork } from "../lib/saved-state.ts";
import { classifyInput, countCharacters, cutToCap } from "../lib/text-measure.ts";
import { levelOutputOf } from "../lib/to-level-output.ts";
import { type PairRequest, TranslationCache } from "../lib/translation-cache.ts";
import { serverDetail, type TranslationErrorKind, translationErrorKind } from "../lib/translation-error.ts";
import { useDebouncedEffect } from "../lib/use-debounced-effect.ts";
import { initialTranslatorState, ownWork, translatorReducer } from "./translator-reducer.ts";
import type { LevelKey } from "./translator-types.ts";

export type TranslationFailure = { kind: TranslationErrorKind; detail?: string | undefined };

const LEVELS: { key: LevelKey; level: LanguageLevel }[] = [
  { key: "leicht", level: "leichte-sprache-sonnet" },
  { key: "einfach", level: "einfache-sprache-2" },
];

function startPair(text: string, separator: Separator): PairRequest {
  return {
    leicht: translateLevel({ text, level: "leichte-sprache-sonnet", separator }),
    einfach: translateLevel({ text, level: "einfache-sprache-2", separator }),
  };
}

/** The translator's behaviour (spec 001 §4/§5): state, pre-translation, translate, glossary, saving. */
export function useTranslator(separator: Separator) {
  const { t } = useTranslation("translator");
  const toast = useToast();
  const quota = useQuota();
  const [state, dispatch] = useReducer(translatorReducer, undefined, () =>
    initialTranslatorState(readSavedWork()),
  );
  const [failure, setFailure] = useState<TranslationFailure | null>(null);
  /** What the polite live region says: translation started or finished. */
  const [announcement, setAnnouncement] = useState<"" | "busy" | "done">("");
  const [edits, setEdits] = useState(0);
  const cache = useRef(new TranslationCache());
  const requestId = useRef(0);

  // Saved local state, 500 ms after a change; in example mode the visitor's own work is kept.
  const work = ownWork(state);
  useDebouncedEffect(() => writeSavedWork(work), SAVE_DELAY_MS, [work]);

  const quotaData = quota.data;
  useDebouncedEffect(
    () => {
      if (edits === 0) return;
      const text = state.work.input;
      if (
        !shouldPretranslate({
          text,
          quota: quotaData,
          lastTranslatedText: state.work.lastTranslatedText,
          isExampleActive: state.example !== null,
        })
      )
        return;
      cache.current.getOrStart(TranslationCache.key(text, separator), () => startPair(text, separator));
    },
    PRETRANSLATE_DELAY_MS,
    [edits],
  );

  const changeInput = useCallback(
    (raw: string) => {
      let text = raw;
      const cap = quotaData?.max_characters_per_request;
      if (cap !== undefined && countCharacters(text) > cap) {
        text = cutToCap(text, cap);
        toast(`${t("cut.title")} ${t("cut.text")} ${t("cut.register")}`, { variant: "info" });
      }
      setFailure(null);
      setAnnouncement("");
      setEdits((count) => count + 1);
      dispatch({ type: "input-changed", text });
    },
    [quotaData, toast, t],
  );

  const reportFailure = useCallback(
    (error: unknown) => {
      const kind = translationErrorKind(error, typeof navigator === "undefined" || navigator.onLine);
      const detail = serverDetail(error);
      setFailure({ kind, detail });
      if (kind === "quota") return;
      toast(`${t("errors.title")}: ${t(`errors.${kind}`)}`, { variant: "error", durationMs: 8000 });
    },
    [t, toast],
  );

  const translate = useCallback(async () => {
    const text = state.work.input;
    const kind = classifyInput(text);
    setFailure(null);
    if (kind === "empty") return;
    if (kind === "term") {
      if (text.trim().length < 2) {
        toast(`${t("glossary.tooShortTitle")}: ${t("glossary.tooShort")}`, { variant: "info" });
        return;
      }
      const id = ++requestId.current;
      dispatch({ type: "glossary", glossary: { status: "loading", term: text.trim().toLowerCase() } });
      const glossary = await lookupTerm(text);
      if (id !== requestId.current) return;
      dispatch({ type: "glossary", glossary });
      if (glossary.status === "error") toast(t("glossary.error"), { variant: "error" });
      return;
    }
    if (exceedsQuota(text, quotaData)) {
      setFailure({ kind: "quota" });
      return;
    }
    const id = ++requestId.current;
    setAnnouncement("busy");
    dispatch({ type: "translation-started", text });
    const { pair } = cache.current.getOrStart(TranslationCache.key(text, separator), () =>
      startPair(text, separator),
    );
    let firstError: unknown = null;
    let hasSuccess = false;
    await Promise.all(
      LEVELS.map(async ({ key }) => {
        try {
          const result: TranslationResult = await pair[key];
          if (id !== requestId.current) return;
          hasSuccess = true;
          dispatch({
            type: "level-translated",
            level: key,
            text,
            output: levelOutputOf(result),
            before: result.complexity.before,
            after: result.complexity.after,
          });
        } catch (error) {
          firstError ??= error;
          if (id === requestId.current) dispatch({ type: "level-failed", level: key });
        }
      }),
    );
    if (id !== requestId.current) return;
    setAnnouncement(hasSuccess ? "done" : "");
    if (firstError) reportFailure(firstError);
    const refreshed = await quota.refetch();
    if (hasSuccess && refreshed.isError) toast(t("quotaUpdateFailed"), { variant: "error" });
  }, [state.work.input, quotaData, separator, quota, reportFailure, t, toast]);

  const chooseSuggestion = useCallback(async (term: string) => {
    setEdits((count) => count + 1);
    dispatch({ type: "input-changed", text: term });
    const id = ++requestId.current;
    dispatch({ type: "glossary", glossary: { status: "loading", term } });
    const glossary = await lookupTerm(term);
    if (id === requestId.current) dispatch({ type: "glossary", glossary });
  }, []);

  return { state, dispatch, failure, announcement, quota, changeInput, translate, chooseSuggestion };
}
