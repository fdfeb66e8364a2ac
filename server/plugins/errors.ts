import fp from "fastify-plugin";
import { Refusal } from "../refusal";
import { errorAnswer } from "../http/error-answer";

/** The one error handler: clients always get `{ detail }`, internals stay in the log. */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body } = errorAnswer(error);
      // A refusal is a deliberate answer, not a failure of the code; one in the 5xx range (a back
      // end that failed, the database down) is still worth the operator's eye.
      if (status >= 500 && !(error instanceof Refusal)) {
        request.log.error({ err: error }, "Request failed");
      } else if (status >= 500) {
        request.log.warn({ err: error }, "Request refused: a service it needs failed");
      } else {
        request.log.info({ statusCode: status, detail: body.detail }, "Request rejected");
      }
      return reply.code(status).send(body);
    });
  },
  { name: "error-handling" },
);
