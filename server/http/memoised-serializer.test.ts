import { describe, expect, it } from "vitest";
import { z } from "zod";
import { memoisedSerializerCompiler } from "./memoised-serializer";

const schema = z.object({ total: z.number(), names: z.array(z.string()) });
const serialise = memoisedSerializerCompiler({
  schema,
  method: "GET",
  url: "/api/things",
  httpStatus: "200",
});

describe("memoisedSerializerCompiler", () => {
  it("writes through the response schema: unknown fields are left out", () => {
    const answer = { total: 2, names: ["Ada", "Grace"], email: "ada@example.com" };
    expect(serialise(answer)).toBe('{"total":2,"names":["Ada","Grace"]}');
  });

  it("refuses an answer that breaks the schema", () => {
    expect(() => serialise({ total: "two", names: [] })).toThrow();
  });

  it("reads the same answer object once, however often it is sent", () => {
    let reads = 0;
    const answer = {
      get total() {
        reads += 1;
        return 3;
      },
      names: [],
    };
    const first = serialise(answer);
    expect(serialise(answer)).toBe(first);
    expect(reads).toBe(1);
    // An equal but distinct object is a new answer, written anew.
    expect(serialise({ total: 4, names: [] })).toBe('{"total":4,"names":[]}');
  });
});
