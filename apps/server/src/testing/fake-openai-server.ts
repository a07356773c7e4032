import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible chat endpoint over real HTTP (127.0.0.1, random port) for engine
 * tests: answers as JSON or as SSE stream depending on the request's `stream`, or fails on purpose.
 */
export type FakeMode = "answer" | "error500" | "slow" | "stall-stream" | "empty";

export type FakeChatRequest = {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
};

export type FakeOpenAi = {
  /** Base URL with /v1, as LLM_BASE_URL expects it. */
  url: string;
  requests: FakeChatRequest[];
  setMode(mode: FakeMode): void;
  setAnswer(text: string): void;
  close(): Promise<void>;
};

const USAGE = { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 };
const SLOW_MS = 8000;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function completion(model: string, text: string): unknown {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage: USAGE,
  };
}

function chunk(model: string, delta: Record<string, string>, usage: unknown = null): string {
  const body = {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1,
    model,
    choices: usage ? [] : [{ index: 0, delta, finish_reason: null }],
    usage,
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function stream(response: ServerResponse, model: string, text: string, stall: boolean): void {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const pieces = text.match(/.{1,12}/gsu) ?? [];
  response.write(chunk(model, { role: "assistant", content: "" }));
  if (stall) {
    response.write(chunk(model, { content: pieces[0] ?? "" }));
    return; // never finishes: the engine's budget must end the call
  }
  for (const piece of pieces) response.write(chunk(model, { content: piece }));
  response.write(chunk(model, {}, USAGE));
  response.end("data: [DONE]\n\n");
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let mode: FakeMode = "answer";
  let answer = "Das ist ein Satz. Der Arbeitsvertrag ist wichtig.";
  const requests: FakeChatRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      return sendJson(response, 404, { error: { message: "not found" } });
    }
    const body = JSON.parse(await readBody(request)) as FakeChatRequest;
    requests.push(body);
    if (mode === "error500")
      return sendJson(response, 500, { error: { message: "kaputt", type: "server_error" } });
    if (mode === "slow") {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) sendJson(response, 200, completion(body.model, answer));
      }, SLOW_MS);
      timers.add(timer);
      return;
    }
    const text = mode === "empty" ? "" : answer;
    if (body.stream) return stream(response, body.model, text, mode === "stall-stream");
    return sendJson(response, 200, completion(body.model, text));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    setAnswer: (text) => {
      answer = text;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
