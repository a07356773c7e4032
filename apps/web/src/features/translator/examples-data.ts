/**
 * The three canned examples of the translator (spec 001 §2 "Beispiel 1-3"), written by us.
 * Each has the original ("plain" standard German), a medium version (Einfache Sprache) and an
 * easy version (Leichte Sprache). Readability figures are not canned: the page measures them
 * with the same analysis the server uses.
 */
export type TranslatorExample = {
  id: 1 | 2 | 3;
  title: string;
  original: string;
  einfach: string;
  leicht: string;
};

export const translatorExamples: readonly TranslatorExample[] = [
  {
    id: 1,
    title: "Brief vom Jobcenter",
    original:
      "Sehr geehrte Frau Yilmaz,\n\nzur abschließenden Bearbeitung Ihres Antrags auf Leistungen zur Sicherung des Lebensunterhalts nach dem Zweiten Buch Sozialgesetzbuch (SGB II) werden Sie gebeten, die nachstehend aufgeführten Unterlagen bis spätestens 15.03.2026 einzureichen: Kontoauszüge der letzten drei Monate, den aktuellen Mietvertrag sowie eine Bescheinigung Ihres Arbeitgebers über die Höhe Ihres Einkommens. Sofern die Unterlagen nicht fristgerecht vorgelegt werden, können die beantragten Leistungen gemäß § 66 SGB I ganz oder teilweise versagt werden.",
    einfach:
      "Sehr geehrte Frau Yilmaz,\n\nSie haben beim Jobcenter Bürgergeld beantragt. Damit wir Ihren Antrag fertig bearbeiten können, brauchen wir noch einige Unterlagen. Bitte schicken Sie uns bis zum 15. März 2026:\n\n- Ihre Kontoauszüge der letzten 3 Monate\n- Ihren aktuellen Mietvertrag\n- eine Bescheinigung von Ihrem Arbeitgeber über Ihr Einkommen\n\nWenn die Unterlagen zu spät kommen, bekommen Sie das Geld vielleicht nicht oder nur zum Teil.",
    leicht:
      "Sehr geehrte Frau Yilmaz,\n\nSie möchten Bürger·geld vom Job·center.\nDafür haben Sie einen Antrag gestellt.\nWir brauchen noch Unterlagen von Ihnen.\nBitte schicken Sie uns diese Unterlagen:\n\n- Ihre Konto·auszüge von den letzten 3 Monaten\n- Ihren Miet·vertrag\n- ein Papier von Ihrem Arbeit·geber.\n  Auf dem Papier steht: So viel Geld verdienen Sie.\n\nDie Unterlagen müssen bis zum 15. März 2026 bei uns sein.\nDas ist wichtig.\nSonst bekommen Sie vielleicht **kein** Geld.\nOder Sie bekommen nur einen Teil von dem Geld.",
  },
  {
    id: 2,
    title: "Hinweis der Stadtbibliothek",
    original:
      "Aufgrund umfangreicher Sanierungsarbeiten bleibt die Stadtbibliothek vom 1. bis einschließlich 14. Juli geschlossen. Während dieses Zeitraums können entliehene Medien über den Rückgabeautomaten am Haupteingang zurückgegeben werden; die Leihfristen werden automatisch verlängert, sodass keine Versäumnisgebühren anfallen.",
    einfach:
      "Die Stadtbibliothek wird renoviert. Deshalb ist sie vom 1. Juli bis zum 14. Juli geschlossen. In dieser Zeit können Sie ausgeliehene Bücher und Medien am Rückgabe-Automaten am Haupteingang abgeben. Die Leihfristen werden automatisch verlängert. Sie müssen also keine Gebühren bezahlen.",
    leicht:
      "Die Stadt·bibliothek wird repariert.\nDeshalb ist die Bibliothek geschlossen.\nVom 1. Juli bis zum 14. Juli.\nSie haben Bücher ausgeliehen?\nDann können Sie die Bücher trotzdem zurück·geben.\nDafür gibt es einen Automaten.\nDer Automat ist am Haupt·eingang.\nSie müssen **kein** Geld bezahlen.\nAuch wenn Sie die Bücher später zurück·geben.",
  },
  {
    id: 3,
    title: "Einladung zur Wahl",
    original:
      "Am Sonntag, dem 8. März, findet die Wahl des Gemeinderats statt. Die Wahllokale sind von 8 bis 18 Uhr geöffnet. Bitte bringen Sie Ihre Wahlbenachrichtigung und einen gültigen Ausweis mit. Wer am Wahltag verhindert ist, kann vorab Briefwahl beantragen.",
    einfach:
      "Am Sonntag, 8. März, ist die Wahl für den Gemeinderat. Die Wahllokale sind von 8 Uhr bis 18 Uhr offen. Bitte bringen Sie Ihre Wahlbenachrichtigung und Ihren Ausweis mit. Wenn Sie an diesem Tag keine Zeit haben, können Sie vorher Briefwahl beantragen.",
    leicht:
      "Am Sonntag ist eine Wahl.\nDas ist am 8. März.\nSie wählen den Gemeinde·rat.\nSie können von 8 Uhr bis 18 Uhr wählen.\nBitte bringen Sie 2 Dinge mit:\n\n- den Brief für die Wahl\n- Ihren Ausweis\n\nSie haben am Sonntag keine Zeit?\nDann können Sie auch vorher wählen.\nDas heißt: Brief·wahl.",
  },
];
