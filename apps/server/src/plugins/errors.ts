import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type ErrorBody, errorBody } from "../lib/app-error.ts";

function fieldOf(path: string | undefined): string {
  if (!path) return "";
  return path.replace(/^\//, "").replaceAll("/", ".");
}

/**
 * One error format for every answer: `{ error: { code, message } }` with a German message.
 * Bad input is a 4xx naming the field; 5xx answers hide internals and are logged with context.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        fieldOf(first?.instancePath) || (first?.params?.missingProperty as string | undefined) || "";
      const where = field ? ` im Feld „${field}“` : "";
      const detail = first?.message ? `: ${first.message}` : "";
      return reply.status(400).send(
        errorBody("validation_failed", `Ungültige Eingabe${where}${detail}`, {
          fields: error.validation.map((issue) => fieldOf(issue.instancePath)),
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send(errorBody("payload_too_large", "Die Anfrage ist zu groß."));
    }
    if (status === 429) {
      const built = (error as unknown as Partial<ErrorBody>).error;
      if (built) return reply.status(429).send({ error: built });
      return reply
        .status(429)
        .send(
          errorBody(
            "rate_limited",
            "Zu viele Anfragen. Bitte warten Sie kurz und versuchen Sie es dann erneut.",
          ),
        );
    }
    if (status === 415 || error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply
        .status(415)
        .send(errorBody("bad_request", "Dieses Datenformat wird nicht unterstützt. Bitte senden Sie JSON."));
    }
    if (
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send(errorBody("bad_request", "Die Anfrage enthält kein gültiges JSON."));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody("bad_request", "Die Anfrage ist ungültig."));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send(
        errorBody("internal", "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut."),
      );
  });
});
