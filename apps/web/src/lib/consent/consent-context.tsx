import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { type Consent, readStoredConsent, storeConsent } from "./consent-cookie.ts";

export type ConsentValue = {
  /** What optional features may do now; the default (necessary only) until the user decides. */
  consent: Consent;
  decided: boolean;
  /** Banner visible: no decision yet and not closed with the cross in this page view. */
  isBannerOpen: boolean;
  save: (choice: { analytics: boolean; marketing: boolean }) => void;
  /** The cross: hides the banner for this page view and stores nothing (spec 000 §4). */
  dismiss: () => void;
  openSettings: () => void;
};

const ConsentContext = createContext<ConsentValue | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(readStoredConsent);
  const [isBannerOpen, setBannerOpen] = useState(() => !stored.decided);

  const save = useCallback((choice: { analytics: boolean; marketing: boolean }) => {
    const consent: Consent = { necessary: true, ...choice };
    storeConsent(consent);
    setStored({ consent, decided: true });
    setBannerOpen(false);
  }, []);
  const dismiss = useCallback(() => setBannerOpen(false), []);
  const openSettings = useCallback(() => setBannerOpen(true), []);

  const value = useMemo(
    () => ({ ...stored, isBannerOpen, save, dismiss, openSettings }),
    [stored, isBannerOpen, save, dismiss, openSettings],
  );
  return <ConsentContext value={value}>{children}</ConsentContext>;
}

/** Later features ask here before loading anything optional (analytics, marketing). */
export function useConsent(): ConsentValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsent needs a ConsentProvider");
  return value;
}
