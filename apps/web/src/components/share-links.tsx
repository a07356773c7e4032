import { useId } from "react";
import { useTranslation } from "react-i18next";

/** Plain share links: no third-party scripts, nothing loads until the user clicks (spec 000 §1). */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { id: "facebook", name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "x", name: "X", href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { id: "linkedin", name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: "whatsapp", name: "WhatsApp", href: `https://wa.me/?text=${text}%20${u}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("dialogs");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {t("share.heading")}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {shareTargets(url, title).map((target) => (
          <li key={target.id}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded-lg border-2 border-slate-700 px-4 py-2 font-semibold hover:bg-slate-100 dark:border-slate-300 dark:hover:bg-slate-800"
            >
              {target.name}
              <span className="sr-only"> {t("share.newTab", { network: target.name })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
