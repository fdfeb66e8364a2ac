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

/** The `<Parameter>` of ConversationRelay that carries our reference of the call. */
export const RELAY_CALL_REF_PARAMETER = "callRef";

/**
 * Hands the call to ConversationRelay: Twilio speaks and transcribes, our socket writes the words.
 * The call's reference travels as a `<Parameter>`, which Twilio delivers in the socket's `setup`
 * message (`customParameters`), its documented way to pass values to the socket.
 */
export function relayTwiml(options: {
  socketUrl: string;
  welcomeGreeting: string;
  actionUrl: string;
  callRef: string;
}): string {
  const response = new twilio.twiml.VoiceResponse();
  const connect = response.connect({ action: options.actionUrl });
  const relay = connect.conversationRelay({
    url: options.socketUrl,
    welcomeGreeting: options.welcomeGreeting,
    language: LANGUAGE,
    interruptible: "any",
  });
  relay.parameter({ name: RELAY_CALL_REF_PARAMETER, value: options.callRef });
  return response.toString();
}
