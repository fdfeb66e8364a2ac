import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { App } from "../../server/app";
import { API_KEY } from "./api";

/** Solves `challenge` as the widget does, and encodes the payload as it puts it in the form. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Fetches a challenge from the app and solves it: what the page does before a costly request. */
export async function solveAppChallenge(app: App): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/api/challenge",
    headers: { "x-api-key": API_KEY },
  });
  return solvedPayload(response.json<Challenge>());
}
