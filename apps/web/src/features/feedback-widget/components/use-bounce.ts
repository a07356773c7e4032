import { useEffect, useState } from "react";

/** Spec 001 §9: the button bounces for 1.5 s every 60 s while the widget is closed. */
export const BOUNCE_EVERY_MS = 60_000;
export const BOUNCE_FOR_MS = 1_500;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches;
}

/** Whether the button bounces right now; never when the visitor asks for reduced motion. */
export function useBounce(isClosed: boolean): boolean {
  const [isReduced, setReduced] = useState(prefersReducedMotion);
  const [isBouncing, setBouncing] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!isClosed || isReduced) {
      setBouncing(false);
      return;
    }
    let stopTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setBouncing(true);
      stopTimer = setTimeout(() => setBouncing(false), BOUNCE_FOR_MS);
    }, BOUNCE_EVERY_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(stopTimer);
    };
  }, [isClosed, isReduced]);

  return isBouncing;
}
