import { QUICK_RATING } from "@leicht/contracts";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context.tsx";
import { useSession } from "../../../lib/session/session-context.tsx";
import { useSendWidgetFeedback } from "../api/send-feedback.ts";
import { CommentForm, type CommentValues } from "./comment-form.tsx";
import { StarPicker } from "./star-picker.tsx";
import { useBounce } from "./use-bounce.ts";

/** Spec 001 §9: the thanks message shows 3 s, the thank-you animation lasts 5 s. */
export const THANKS_MS = 3000;
export const THANKS_ANIMATION_MS = 5000;

type Step = 0 | 1 | 2;

/** The floating feedback button: 0 closed, 1 rating picker, 2 comment form (spec 001 §4). */
export function FeedbackWidget() {
  const { t } = useTranslation("home");
  const toast = useToast();
  const session = useSession();
  const send = useSendWidgetFeedback();
  const [step, setStep] = useState<Step>(0);
  const [rating, setRating] = useState(0);
  const [isThanking, setThanking] = useState(false);
  const [isCelebrating, setCelebrating] = useState(false);
  const isBouncing = useBounce(step === 0 && !isThanking);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isThanking) return;
    const timer = setTimeout(() => {
      setThanking(false);
      const hadFocus = panelRef.current?.contains(document.activeElement) ?? false;
      setStep(0);
      if (hadFocus) buttonRef.current?.focus();
    }, THANKS_MS);
    return () => clearTimeout(timer);
  }, [isThanking]);

  useEffect(() => {
    if (!isCelebrating) return;
    const timer = setTimeout(() => setCelebrating(false), THANKS_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [isCelebrating]);

  const close = () => {
    setStep(0);
    setThanking(false);
    buttonRef.current?.focus();
  };

  const submit = (starRating: number, feedback: string, extra: Partial<CommentValues> = {}) => {
    const userId = session.user ? String(session.user.id) : undefined;
    send.mutate(
      {
        starRating,
        feedback,
        ...(extra.name ? { name: extra.name } : {}),
        ...(extra.email ? { email: extra.email } : {}),
        ...(userId ? { userId } : {}),
      },
      {
        onSuccess: () => {
          setThanking(true);
          setCelebrating(true);
          panelRef.current?.focus();
        },
        onError: () =>
          toast(`${t("feedbackWidget.failedTitle")} ${t("feedbackWidget.failedText")}`, { variant: "error" }),
      },
    );
  };

  const onRate = (stars: number) => {
    setRating(stars);
    if (stars >= 4) submit(stars, QUICK_RATING);
    else setStep(2);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
    }
  };

  const isOpen = step !== 0 || isThanking;
  return (
    <div className="fixed right-4 bottom-[calc(1rem+var(--cookie-banner-height,0px))] z-40 flex flex-col items-end gap-3">
      {isOpen && (
        <section
          ref={panelRef}
          id="feedback-widget-panel"
          aria-labelledby="feedback-widget-heading"
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className="w-80 max-w-[calc(100vw-2rem)] rounded-xl border-2 border-slate-600 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-400 dark:bg-slate-900 dark:text-slate-50"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id="feedback-widget-heading" className="text-lg font-bold">
              {t("feedbackWidget.heading")}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t("feedbackWidget.close")}
              className="rounded px-2 text-xl leading-none hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div role="status" className={isThanking ? "mt-3 font-semibold" : "sr-only"}>
            {isThanking ? t("feedbackWidget.thanks") : ""}
          </div>
          {!isThanking && step === 1 && <StarPicker onRate={onRate} isSending={send.isPending} />}
          {!isThanking && step === 2 && (
            <CommentForm
              rating={rating}
              isSending={send.isPending}
              onBack={() => setStep(1)}
              onSubmit={(values) => submit(rating, values.feedback, values)}
            />
          )}
        </section>
      )}
      <div className="relative">
        {isCelebrating && (
          // The thank-you animation: a ring that spreads behind the button; the text keeps its contrast.
          <span
            aria-hidden="true"
            data-testid="feedback-celebration"
            className="absolute inset-0 rounded-full bg-sky-400 opacity-60 motion-safe:animate-ping"
          />
        )}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls="feedback-widget-panel"
          data-bouncing={isBouncing}
          onClick={() => (isOpen ? close() : setStep(1))}
          className={`relative rounded-full bg-blue-800 px-5 py-3 font-semibold text-white shadow-lg hover:bg-blue-900 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200 ${
            isBouncing ? "motion-safe:animate-bounce" : ""
          }`}
        >
          <span aria-hidden="true">{isCelebrating ? "♥ " : "★ "}</span>
          {t("feedbackWidget.button")}
        </button>
      </div>
    </div>
  );
}
