import type { ClientErrorReport } from "@leicht/contracts";
import type { Database } from "../db/database.ts";
import { clientErrorLogs } from "../db/schema.ts";
import { redactDeep, redactHeaders, truncate } from "../lib/redact.ts";
import { storableJson, storableText } from "../lib/storable-text.ts";

function optionalText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return storableText(truncate(String(value)));
}

/** Redacts again on the server (never trust the client's redaction), then stores the report. */
export async function storeClientError(
  db: Database,
  clientKey: string,
  report: ClientErrorReport,
): Promise<void> {
  const { request, ...rest } = report;
  const cleaned = {
    ...(redactDeep(rest) as Record<string, unknown>),
    ...(request
      ? {
          request: {
            ...(redactDeep({ method: request.method, url: request.url }) as Record<string, unknown>),
            headers: redactHeaders(request.headers ?? {}),
            data: redactDeep(request.data),
          },
        }
      : {}),
  };
  await db.orm.insert(clientErrorLogs).values({
    clientKey: storableText(clientKey),
    errorType: optionalText(report.errorType),
    message: optionalText(report.message),
    code: optionalText(report.code),
    pageUrl: optionalText(report.url),
    userAgent: optionalText(report.userAgent),
    report: storableJson(cleaned),
  });
}
