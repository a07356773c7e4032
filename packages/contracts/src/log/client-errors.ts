import { z } from "../zod.ts";

/** Client error report (spec 000 §3): what the web app sends when a request or render fails. */
export const ClientErrorReportSchema = z
  .object({
    errorType: z.string().max(200).optional(),
    message: z.string().optional(),
    request: z
      .object({
        method: z.string().max(20).optional(),
        url: z.string().optional(),
        headers: z.record(z.string(), z.unknown()).optional(),
        data: z.unknown().optional(),
      })
      .partial()
      .optional(),
    response: z.unknown().optional(),
    code: z.union([z.string(), z.number()]).optional(),
    timestamp: z.string().max(100).optional(),
    userAgent: z.string().optional(),
    url: z.string().optional(),
  })
  .loose();
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

export const CLIENT_ERROR_BODY_LIMIT = 64 * 1024;
