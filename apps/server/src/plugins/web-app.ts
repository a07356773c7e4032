import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { errorBody } from "../lib/app-error.ts";

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated.
 * Unknown /api/* paths answer JSON 404; other GET requests that accept HTML get index.html.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const { distDir } = options;
  const indexFile = path.join(distDir, "index.html");
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        if (HASHED_ASSET.test(filePath.replaceAll("\\", "/"))) {
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        } else {
          res.setHeader("cache-control", "no-cache");
        }
      },
    });
  } else {
    app.log.warn({ distDir }, "web build missing: only the API is served");
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const isApi = url === "/api/v1" || url.startsWith("/api/v1/");
    const acceptsHtml = (request.headers.accept ?? "").includes("text/html");
    if (!isApi && hasBuild && (request.method === "GET" || request.method === "HEAD") && acceptsHtml) {
      reply.header("cache-control", "no-cache");
      return reply.type("text/html; charset=utf-8").sendFile("index.html");
    }
    return reply.status(404).send(errorBody("not_found", "Diese Adresse gibt es nicht."));
  });
});
