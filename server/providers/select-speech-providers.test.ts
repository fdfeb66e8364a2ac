import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { speechApiKey } from "./select-speech-providers";

describe("speechApiKey", () => {
  it("is the chat model's key when the speech service has none of its own", () => {
    const config = loadConfig({ LLM_API_KEY: "sk-chat", TTS_API_KEY: "sk-voice" });
    expect(speechApiKey(config, "STT")).toBe("sk-chat");
    expect(speechApiKey(config, "TTS")).toBe("sk-voice");
  });
});
