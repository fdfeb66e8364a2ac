import twilio from "twilio";

const LANGUAGE = "en-US";
const NOT_HEARD = "Sorry, I didn't catch that.";

/** Says `text`, then listens for the callee's answer, which Twilio posts to `actionUrl`. */
export function gatherTwiml(text: string, actionUrl: string): string {
  const response = new twilio.twiml.VoiceResponse();
  const gather = response.gather({
    input: ["speech"],
    action: actionUrl,
    method: "POST",
    speechTimeout: "auto",
    language: LANGUAGE,
  });
  gather.say(text);
  // Reached only when nothing was heard: ask once more through the same webhook.
  response.say(NOT_HEARD);
  response.redirect({ method: "POST" }, actionUrl);
  return response.toString();
}

/** Says `text` and ends the call. */
export function hangUpTwiml(text: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(text);
  response.hangup();
  return response.toString();
}

/**
 * Hands the call to ConversationRelay: Twilio speaks and transcribes, our socket writes the words.
 * The socket's URL names the call, so the handshake's signature holds for this call only.
 */
export function relayTwiml(options: {
  socketUrl: string;
  welcomeGreeting: string;
  actionUrl: string;
}): string {
  const response = new twilio.twiml.VoiceResponse();
  const connect = response.connect({ action: options.actionUrl });
  connect.conversationRelay({
    url: options.socketUrl,
    welcomeGreeting: options.welcomeGreeting,
    language: LANGUAGE,
    interruptible: "any",
  });
  return response.toString();
}
