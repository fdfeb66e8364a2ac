import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CALL_REFUSALS, CALL_SOCKET_REFUSALS } from "#contract/ai-call-rules";
import { webCallReadySchema, webCallRequestSchema } from "#contract/web-call";
import { clientKey } from "../../../client-address";
import type { Config } from "../../../config";
import { documentedBody } from "../../../http/documented-routes";
import { formBody } from "../../../http/forms";
import { Refusal } from "../../../refusal";
import {
  answerInCallShape,
  callRefusal,
  CallRefusedError,
  sendRefusal,
} from "../calls/call-refusals";
import { CALL_START_RATE_LIMIT } from "../calls/call-routes";
import { ConnectionsPerAddress } from "../watching/connections-per-address";
import type { WebCallService } from "./web-call-service";
import { serveWebCall, type WebCallSocketDeps } from "./web-call-socket";

const BOTH_ENCODINGS = ["application/x-www-form-urlencoded", "application/json"];

/** Starting a call held in the browser, and its socket. */
const WEB_CALL_SOCKET_ONLY = "This address takes a WebSocket connection only";

export const webCallRoutes: FastifyPluginAsyncZod<
  Omit<WebCallSocketDeps, "log" | "config"> & {
    webCalls: WebCallService;
    config: WebCallSocketDeps["config"] &
      Pick<Config, "CALL_SOCKETS_PER_IP" | "RATE_LIMIT_ALLOW_LIST">;
  }
> = async (app, { webCalls, config, ...socketDeps }) => {
  app.post(
    "/api/ai-call-dialer/web-call",
    {
      schema: {
        tags: ["ai-call"],
        summary: "Start a call held in the browser, where the visitor speaks as the person called",
        description:
          "Answers the call's id, its watch token and the AI's opening line; the call starts when `/api/ai-call-dialer/web-call/ws` sends `start` with them, within a minute.",
        body: formBody(webCallRequestSchema),
        // Only the success is serialised by a schema, as for a phone call: a refusal raised before
        // the handler (a body that is not JSON) keeps the site-wide `{ detail }`, which a 400
        // schema in the call's shape would turn into a 500.
        response: { 200: webCallReadySchema },
      },
      config: {
        rateLimit: {
          max: CALL_START_RATE_LIMIT.max,
          timeWindow: CALL_START_RATE_LIMIT.timeWindow,
          errorResponseBuilder: (_request: unknown, { after }: { after: string }) =>
            new CallRefusedError("limited", CALL_REFUSALS.tooManyRequests(after)),
        },
        swaggerTransform: documentedBody(webCallRequestSchema, BOTH_ENCODINGS),
      },
      preHandler: app.requireBotChallenge,
      errorHandler: answerInCallShape,
    },
    async (request, reply) => {
      try {
        const ready = await webCalls.start(request.body, clientKey(request));
        return {
          status: "web call ready" as const,
          call_sid: ready.callSid,
          watch_token: ready.watchToken,
          ai_text: ready.opening,
          listens: ready.listens,
          speaks: ready.speaks,
          max_duration_seconds: config.WEB_CALL_MAX_DURATION_SECONDS,
          max_turns: config.WEB_CALL_MAX_TURNS,
        };
      } catch (error) {
        const { status, message } = callRefusal(error);
        if (!(error instanceof CallRefusedError) && status >= 500) {
          request.log.error({ err: error }, "Starting a call in the browser failed");
        }
        return sendRefusal(reply as FastifyReply, status, message);
      }
    },
  );

  const openSockets = new ConnectionsPerAddress(
    config.CALL_SOCKETS_PER_IP,
    config.RATE_LIMIT_ALLOW_LIST,
  );
  app.route({
    method: "GET",
    url: "/api/ai-call-dialer/web-call/ws",
    schema: { hide: true },
    // Before the upgrade, so a socket over the cap is refused over HTTP and never opened.
    onRequest: (request, _reply, done) => {
      if (!request.ws) return done();
      const address = clientKey(request);
      if (!openSockets.tryOpen(address)) {
        return done(new Refusal("limited", CALL_SOCKET_REFUSALS.tooManySockets));
      }
      request.raw.socket.once("close", () => openSockets.close(address));
      done();
    },
    wsHandler: (socket) => serveWebCall(socket, { ...socketDeps, config, log: app.log }),
    // Plain HTTP gets a refusal a client can read, not the WebSocket plugin's empty 404.
    handler: (_request, reply) =>
      reply.code(426).header("upgrade", "websocket").send({ detail: WEB_CALL_SOCKET_ONLY }),
  });
};
