import type { FastifyInstance } from "fastify";
import { Refusal } from "../refusal";

/**
 * The deepest nesting a JSON body may have: the contract's deepest body is two levels. A body of
 * `[[[[…` costs JSON.parse time in proportion to its depth and stalls every other request while
 * it parses, so it is refused by a scan (a few microseconds per kilobyte) before parsing starts.
 */
export const MAX_JSON_DEPTH = 16;

export const JSON_TOO_DEEP_DETAIL = `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`;

/** Whether `text` opens more than `max` arrays or objects inside each other (strings skipped). */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON as Fastify parses it (the route's body limit, its refusal of `__proto__` and
 * `constructor.prototype`), once the nesting is known to be shallow.
 */
export function refuseDeepJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new Refusal("invalid", JSON_TOO_DEEP_DETAIL), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
