import type { FastifyInstance } from "fastify";

/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish, then close the
 * database (the app's onClose hooks). A second signal or a stuck close ends the process.
 */
export function createShutdown(app: FastifyInstance, exit: (code: number) => void = process.exit) {
  let closing = false;
  return async function shutdown(signal: string): Promise<void> {
    if (closing) return exit(1);
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => exit(1), 25_000);
    force.unref();
    // Keep-alive connections that finish their request after close() began would hold the
    // server open: close each one as soon as it is idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      exit(1);
    } finally {
      clearInterval(sweep);
      clearTimeout(force);
    }
  };
}
