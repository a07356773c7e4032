import { type DependencyList, useEffect, useRef } from "react";

/** Runs `effect` once `delayMs` have passed without a change of `deps`; the last callback wins. */
export function useDebouncedEffect(effect: () => void, delayMs: number, deps: DependencyList): void {
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, ...deps]);
}
