import net from "node:net";

/** One mail as the fake SMTP server received it. */
export type ReceivedMail = { from: string; to: string[]; data: string };

export type FakeSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** When set, the server answers DATA's end with this line (e.g. "554 Abgelehnt") instead of 250. */
  rejectWith: string | undefined;
  close: () => Promise<void>;
};

/**
 * A tiny SMTP server on 127.0.0.1 that speaks just enough of RFC 5321 (EHLO, MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT) for nodemailer to deliver to it. No TLS, no auth: tests only.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const state: FakeSmtpServer = {
    url: "",
    received,
    rejectWith: undefined,
    close: async () => {},
  };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 localhost Fake SMTP ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          inData = false;
          if (state.rejectWith) {
            reply(state.rejectWith);
          } else {
            received.push(current);
            reply("250 2.0.0 OK queued");
          }
          current = { from: "", to: [], data: "" };
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") reply("250-localhost\r\n250 8BITMIME");
        else if (verb === "HELO") reply("250 localhost");
        else if (verb === "MAIL") {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 2.1.0 OK");
        } else if (verb === "RCPT") {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          current = { from: "", to: [], data: "" };
          reply("250 2.0.0 OK");
        } else if (verb === "NOOP") reply("250 2.0.0 OK");
        else if (verb === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
        } else reply("502 5.5.2 Command not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}
