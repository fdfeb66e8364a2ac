import { aiCallErrorSchema, socketErrorEventSchema } from "#contract/ai-call";
import { errorBodySchema } from "#contract/errors";
import type { ErrorShape, Probe } from "./catalogue";
import type { Answer, Outcome, SocketOutcome } from "./transport";

/** How one probe ended, for the per-endpoint counts. */
export type Verdict =
  | "2xx"
  | "4xx"
  | "429"
  | "5xx"
  | "hang"
  | "dropped"
  | "bad shape"
  | "wrongly accepted"
  | "sent twice";

interface Judgement {
  verdict: Verdict;
  /** Set when a property is broken: what went wrong, in a sentence. */
  problem?: string;
}

function parsedJson(answer: Answer): unknown {
  if (!answer.contentType.startsWith("application/json")) return undefined;
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

/** Whether a refusal has the shape the endpoint promises. */
function hasErrorShape(answer: Answer, shape: ErrorShape): boolean {
  const body = parsedJson(answer);
  if (errorBodySchema.safeParse(body).success) return true;
  if (shape === "call-error") return aiCallErrorSchema.safeParse(body).success;
  // The newsletter's mail links open in a browser, which is shown a page.
  if (shape === "page") return answer.contentType.startsWith("text/html");
  return false;
}

/** An HTTP answer: never a 5xx, a refusal in the promised shape, success only for valid input. */
function judgeAnswer(answer: Answer, shape: ErrorShape, mayAccept: boolean): Judgement {
  const { status } = answer;
  const said = `${status} ${answer.body.slice(0, 200)}`;
  if (status >= 500) return { verdict: "5xx", problem: `server error: ${said}` };
  if (status < 400 && /root:x:0:0|\[boot loader\]/.test(answer.body)) {
    return { verdict: "wrongly accepted", problem: `a file outside the site was served: ${said}` };
  }
  if (status < 400) {
    return mayAccept
      ? { verdict: "2xx" }
      : { verdict: "wrongly accepted", problem: `invalid request accepted: ${said}` };
  }
  if (!hasErrorShape(answer, shape)) {
    return {
      verdict: "bad shape",
      problem: `refusal without the ${shape} shape: ${said} (${answer.contentType || "no type"})`,
    };
  }
  return { verdict: status === 429 ? "429" : "4xx" };
}

function judgeHttp(outcome: Outcome, shape: ErrorShape, mayAccept: boolean): Judgement {
  if (outcome.kind === "hang") return { verdict: "hang", problem: "no answer in time" };
  if (outcome.kind === "dropped") {
    return {
      verdict: "dropped",
      problem: `connection dropped without an answer: ${outcome.error}`,
    };
  }
  return judgeAnswer(outcome.answer, shape, mayAccept);
}

function parsedReply(reply: string): unknown {
  try {
    return JSON.parse(reply);
  } catch {
    return undefined;
  }
}

/** A call event the socket received more than once; refusals may repeat, one per message. */
function repeatedEvent(replies: string[]): string | undefined {
  const events = replies.filter(
    (reply) => !socketErrorEventSchema.safeParse(parsedReply(reply)).success,
  );
  return events.find((event, index) => events.indexOf(event) !== index);
}

/** Close codes a healthy server ends a socket with: normal, policy, or message too big. */
const CLEAN_CLOSE_CODES = new Set([1000, 1005, 1008, 1009]);

function judgeSocket(
  outcome: SocketOutcome,
  probe: Extract<Probe, { kind: "socket" }>,
  shape: ErrorShape,
): Judgement {
  switch (outcome.kind) {
    case "refused":
      if (probe.mayOpen) {
        return {
          verdict: "wrongly accepted",
          problem: `valid handshake refused: ${outcome.answer.status}`,
        };
      }
      return judgeAnswer(outcome.answer, shape, false);
    case "hang":
      return {
        verdict: "hang",
        problem: `socket stuck at ${outcome.stage} after ${outcome.replies.length} replies`,
      };
    case "dropped":
      return { verdict: "dropped", problem: `socket dropped: ${outcome.error}` };
    case "closed": {
      if (!probe.mayOpen)
        return { verdict: "wrongly accepted", problem: "invalid handshake accepted" };
      if (!CLEAN_CLOSE_CODES.has(outcome.closeCode)) {
        return { verdict: "dropped", problem: `socket closed with code ${outcome.closeCode}` };
      }
      if (outcome.closedBy === "server" && !probe.oversized) {
        return { verdict: "dropped", problem: `server closed the socket (${outcome.closeCode})` };
      }
      const schema = probe.replySchema;
      const strange = schema
        ? outcome.replies.find((reply) => !schema.safeParse(parsedReply(reply)).success)
        : undefined;
      if (strange !== undefined) {
        return {
          verdict: "bad shape",
          problem: `unexpected socket message: ${strange.slice(0, 200)}`,
        };
      }
      // Each event of one's call once, however often its watch was asked for.
      const repeated = probe.ownCall ? repeatedEvent(outcome.replies) : undefined;
      if (repeated !== undefined) {
        return {
          verdict: "sent twice",
          problem: `call event sent twice: ${repeated.slice(0, 200)}`,
        };
      }
      return { verdict: "2xx" };
    }
  }
}

/**
 * Judges what became of a probe, and what the server logged at error level meanwhile: a socket
 * has no status code, so a message the server failed on shows only there (as would any failure
 * in work a request started).
 */
export function judge(
  probe: Probe,
  outcome: Outcome | SocketOutcome,
  shape: ErrorShape,
  loggedErrors: string[] = [],
): Judgement {
  const judgement =
    probe.kind === "http"
      ? judgeHttp(outcome as Outcome, shape, probe.mayAccept)
      : judgeSocket(outcome as SocketOutcome, probe, shape);
  const [logged] = loggedErrors;
  if (judgement.problem || logged === undefined) return judgement;
  return { verdict: "5xx", problem: `the server logged an error: ${logged}` };
}
