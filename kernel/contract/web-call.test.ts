import { describe, expect, it } from "vitest";
import { WebCallEventReader, webCallEventFrames, type WebCallEvent } from "./web-call";

const sentence = (audio?: Uint8Array): WebCallEvent => ({
  type: "agent_sentence",
  line_id: 1,
  seq: 0,
  text: "Hello there.",
  ...(audio ? { audio, mime_type: "audio/wav", duration_ms: 900 } : {}),
});

function readerOf() {
  const events: WebCallEvent[] = [];
  const problems: unknown[] = [];
  const reader = new WebCallEventReader(
    (event) => events.push(event),
    (problem) => problems.push(problem),
  );
  const feed = (frame: string | Uint8Array) =>
    typeof frame === "string" ? reader.text(frame) : reader.binary(frame);
  return { events, problems, feed };
}

describe("the call socket's frames", () => {
  it("sends a sentence's audio as a binary frame after its JSON, and reads them back as one event", () => {
    const audio = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    const frames = webCallEventFrames(sentence(audio));
    expect(frames).toHaveLength(2);
    expect(JSON.parse(frames[0] as string)).toMatchObject({ audio_bytes: 7 });
    expect(frames[0]).not.toContain('"audio"');
    expect(frames[1]).toBe(audio);

    const { events, problems, feed } = readerOf();
    frames.forEach(feed);
    feed(JSON.stringify({ type: "no_speech" }));
    expect(events).toEqual([sentence(audio), { type: "no_speech" }]);
    expect(problems).toEqual([]);
  });

  it("sends other events, and silent sentences, as one JSON frame", () => {
    expect(webCallEventFrames(sentence())).toEqual([JSON.stringify(sentence())]);
    const { events, feed } = readerOf();
    feed(JSON.stringify(sentence()));
    expect(events).toEqual([sentence()]);
  });

  it("tells a sentence whose audio never came as words, and refuses audio nobody announced", () => {
    const { events, problems, feed } = readerOf();
    const [announcement] = webCallEventFrames(sentence(new Uint8Array(4)));
    feed(announcement!);
    feed(JSON.stringify({ type: "no_speech" }));
    expect(events).toMatchObject([{ text: "Hello there." }, { type: "no_speech" }]);
    expect(events[0]).not.toHaveProperty("audio");
    feed(new Uint8Array(4));
    feed(announcement!);
    feed(new Uint8Array(3));
    feed("not json");
    expect(problems).toHaveLength(3);
    expect(events).toHaveLength(2);
  });
});
