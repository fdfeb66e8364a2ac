import type { Challenge } from "altcha/types";
import { BOT_CHALLENGE_PATH } from "#contract/bot-challenge-rules";
import { apiRequest } from "@/lib/api-client";

/** A fresh challenge against bots, signed by our server, as the widget solves it. */
export function fetchBotChallenge(): Promise<Challenge> {
  return apiRequest<Challenge>(BOT_CHALLENGE_PATH);
}
