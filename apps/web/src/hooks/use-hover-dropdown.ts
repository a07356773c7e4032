import { useCallback, useEffect, useRef, useState } from "react";

/** Spec 000 §2: close 300 ms after the pointer leaves; a click pins open, pinned ones close after 4000 ms. */
export const HOVER_CLOSE_DELAY_MS = 300;
export const PINNED_AUTO_CLOSE_MS = 4000;

export type HoverDropdown = {
  isOpen: boolean;
  isPinned: boolean;
  onPointerEnter: (event: { pointerType: string }) => void;
  onPointerLeave: (event: { pointerType: string }) => void;
  /** keyboard: Enter/Space on the button; a keyboard-opened dropdown is not closed by a timer. */
  onToggleClick: (isKeyboard: boolean) => void;
  close: () => void;
};

export function useHoverDropdown(): HoverDropdown {
  const [isOpen, setOpen] = useState(false);
  const [isPinned, setPinned] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pinnedRef = useRef(false);
  const pinnedByKeyboard = useRef(false);

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const close = useCallback(() => {
    clearTimer();
    setOpen(false);
    setPinned(false);
    pinnedRef.current = false;
    pinnedByKeyboard.current = false;
  }, [clearTimer]);
  const closeAfter = useCallback(
    (ms: number) => {
      clearTimer();
      timer.current = setTimeout(close, ms);
    },
    [clearTimer, close],
  );

  useEffect(() => clearTimer, [clearTimer]);

  const onPointerEnter = useCallback(
    (event: { pointerType: string }) => {
      if (event.pointerType !== "mouse") return;
      clearTimer();
      setOpen(true);
    },
    [clearTimer],
  );

  const onPointerLeave = useCallback(
    (event: { pointerType: string }) => {
      if (event.pointerType !== "mouse") return;
      if (pinnedByKeyboard.current) return;
      closeAfter(pinnedRef.current ? PINNED_AUTO_CLOSE_MS : HOVER_CLOSE_DELAY_MS);
    },
    [closeAfter],
  );

  const onToggleClick = useCallback(
    (isKeyboard: boolean) => {
      if (pinnedRef.current) {
        close();
        return;
      }
      setOpen(true);
      setPinned(true);
      pinnedRef.current = true;
      pinnedByKeyboard.current = isKeyboard;
      if (isKeyboard) clearTimer();
      else closeAfter(PINNED_AUTO_CLOSE_MS);
    },
    [close, clearTimer, closeAfter],
  );

  return { isOpen, isPinned, onPointerEnter, onPointerLeave, onToggleClick, close };
}
