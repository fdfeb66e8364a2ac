import fc from "fast-check";
import { callEventSchema, socketErrorEventSchema, watchMessageSchema } from "#contract/ai-call";
import type { Endpoint } from "./catalogue";
import { API_KEY, encodePart } from "./hostile-requests";
import { hostileString, hostileValue, text } from "./hostile-values";

// The call socket: frames a browser would never send.
export const MAX_CALL_FRAME = 16 * 1024;
export const plausibleSid = fc.oneof(fc.stringMatching(/^CA[0-9a-f]{32}$/), fc.uuid());
export const socketFrame: fc.Arbitrary<string | Buffer> = fc.oneof(
  hostileString,
  hostileValue.map((value) => JSON.stringify(value) ?? "null"),
  fc
    .record({
      type: fc.constantFrom("watch", "callee_say", "unknown"),
      call_sid: fc.oneof(plausibleSid, hostileValue),
      token: fc.oneof(fc.base64String({ minLength: 4, maxLength: 64 }), hostileValue),
      message: fc.oneof(text(300), hostileValue),
    })
    .map((message) => JSON.stringify(message)),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  {
    arbitrary: fc.integer({ min: MAX_CALL_FRAME + 1, max: 200_000 }).map((n) => "x".repeat(n)),
    weight: 1,
  },
);

/**
 * How many of the frames the socket answers: every one but a watch of a call it was already
 * asked to watch (the ones in `watched`, or in an earlier frame), which it ignores.
 */
function answeredFrames(frames: (string | Buffer)[], watched: Set<string>): number {
  let answered = 0;
  for (const frame of frames) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(frame));
    } catch {
      parsed = undefined;
    }
    const watch = watchMessageSchema.safeParse(parsed);
    if (watch.success && watched.has(watch.data.call_sid)) continue;
    if (watch.success) watched.add(watch.data.call_sid);
    answered += 1;
  }
  return answered;
}

export const OWN_CALL_SID = "OWN_CALL_SID";
export const OWN_CALL_TOKEN = "OWN_CALL_TOKEN";
const OWN_CALL_WATCH = JSON.stringify({
  type: "watch",
  call_sid: OWN_CALL_SID,
  token: OWN_CALL_TOKEN,
});
const ownCallLine = (message: string) =>
  JSON.stringify({ type: "callee_say", call_sid: OWN_CALL_SID, token: OWN_CALL_TOKEN, message });

/** Lines typed as the callee of one's own call: valid ones, hostile ones, and other types. */
const ownCallFrame = fc.oneof(
  fc
    .record({
      type: fc.constantFrom("callee_say", "callee_say", "watch"),
      message: fc.oneof(
        text(300),
        fc.tuple(text(100), hostileString).map(([line, hostile]) => `${line}${hostile}`),
        hostileValue,
      ),
    })
    .map((message) =>
      JSON.stringify({ ...message, call_sid: OWN_CALL_SID, token: OWN_CALL_TOKEN }),
    ),
  socketFrame,
);

/** The statuses of the call so far (initiated, ringing, in progress), which its watch brings. */
const OWN_CALL_STATUSES = 3;

/** A few frames of any kind, after the watch of the call. */
const ownCallFrames = fc.array(ownCallFrame, { minLength: 1, maxLength: 4 }).map((frames) => ({
  frames,
  expectedReplies: OWN_CALL_STATUSES + answeredFrames(frames, new Set([OWN_CALL_SID])),
}));
const burstSize = fc.integer({ min: 2, max: 400 });

/** What a page never sends: the watch of its call many times at once, or many lines typed at once. */
const ownCallBursts = fc.oneof(
  burstSize.map((count) => ({
    frames: Array<string>(count).fill(OWN_CALL_WATCH),
    expectedReplies: OWN_CALL_STATUSES,
  })),
  fc.tuple(text(200), burstSize).map(([line, count]) => ({
    frames: Array.from({ length: count }, (_, n) => ownCallLine(`${line} ${n}`)),
    expectedReplies: OWN_CALL_STATUSES,
  })),
);

export const ownCallSocket: Endpoint = {
  name: "WS /api/ai-call-dialer/ws, own call",
  routes: ["GET /api/ai-call-dialer/ws"],
  server: "site",
  errorShape: "detail",
  probes: fc
    .oneof({ arbitrary: ownCallFrames, weight: 2 }, ownCallBursts)
    .map(({ frames, expectedReplies }) => ({
      kind: "socket" as const,
      probe: {
        path: `/api/ai-call-dialer/ws?api_key=${API_KEY}`,
        headers: {},
        frames: [OWN_CALL_WATCH, ...frames],
        expectedReplies,
        // Long enough for an event sent twice to arrive (the server and the client share a machine).
        lingerMs: 100,
      },
      mayOpen: true,
      oversized: frames.some((frame) => Buffer.byteLength(frame) > MAX_CALL_FRAME),
      replySchema: callEventSchema,
      ownCall: true,
    })),
};

export const callSocket: Endpoint = {
  name: "WS /api/ai-call-dialer/ws",
  routes: ["GET /api/ai-call-dialer/ws"],
  server: "site",
  errorShape: "detail",
  probes: fc
    .tuple(
      fc.oneof(
        {
          arbitrary: fc.constant({ query: `?api_key=${API_KEY}`, headers: {}, valid: true }),
          weight: 6,
        },
        {
          arbitrary: fc.constant({ query: "", headers: { "x-api-key": API_KEY }, valid: true }),
          weight: 1,
        },
        { arbitrary: fc.constant({ query: "", headers: {}, valid: false }), weight: 1 },
        {
          arbitrary: hostileString
            .filter((key) => key !== API_KEY && key.length < 4_000)
            .map((key) => ({
              query: `?api_key=${encodePart(key)}`,
              headers: {},
              valid: false,
            })),
          weight: 1,
        },
      ),
      fc.array(socketFrame, { minLength: 1, maxLength: 4 }),
    )
    .map(([{ query, headers, valid }, frames]) => {
      const firstOversized = frames.findIndex((frame) => Buffer.byteLength(frame) > MAX_CALL_FRAME);
      return {
        kind: "socket" as const,
        probe: {
          path: `/api/ai-call-dialer/ws${query}`,
          headers,
          frames,
          expectedReplies:
            firstOversized === -1 ? answeredFrames(frames, new Set()) : Number.POSITIVE_INFINITY,
        },
        mayOpen: valid,
        oversized: firstOversized !== -1,
        replySchema: socketErrorEventSchema,
      };
    }),
};
