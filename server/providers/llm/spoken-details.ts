// The details the demo AI picks out of what it reads, the visitor's instruction or the callee's
// line: when something happens and where, said back the way a person would say them.

const CLOCK =
  /\b(\d{1,2}([:.]\d{2})?\s?(am|pm|a\.m\.|p\.m\.|o'clock)|\d{1,2}:\d{2}|noon|midday)(?![\w'])/gi;
// A day may be possessive ("Friday's review"): the day is "Friday".
const DAY =
  /\b(morning|afternoon|evening|tonight|today|tomorrow( morning| afternoon| evening)?|(next |this )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)( morning| afternoon| evening)?|weekend|next week|this week|next month)(?=['’]s\b|(?![\w'’]))/gi;
const WEEKDAY = /^(next |this )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i;

/** Places a studio's calls name: "our Bangalore studio", "the Residency Road office". */
const PLACE =
  /\b(?:at|in)\s+((?:the|our|my|your)\s+(?:[\w'’-]+\s+){0,3}?(?:studio|office|showroom|gallery|venue|hall|room|cafe|café|restaurant|shop|store|centre|center|workshop|lab|campus|hotel))\b/i;

/**
 * The time or day named in a text, as it was said ("Friday at 5 pm", "tomorrow", "4 pm"), or
 * undefined: the first day and the first clock time, joined.
 */
export function mentionedTime(text: string): string | undefined {
  const day = [...text.matchAll(DAY)][0]?.[0];
  const clock = [...text.matchAll(CLOCK)][0]?.[0];
  if (day && clock) return `${day} at ${clock}`;
  return day ?? clock;
}

/** A time as the end of "It's …" or "confirmed for …": "at 4 pm", "on Friday at 5 pm", "tomorrow". */
export function whenPhrase(time: string): string {
  if (WEEKDAY.test(time) && !/^(next|this) /i.test(time)) return `on ${time}`;
  if (/^(\d|noon|midday)/i.test(time)) return `at ${time}`;
  if (/^(morning|afternoon|evening)$/i.test(time)) return `in the ${time}`;
  return time;
}

/** The place named in a text ("our Bangalore studio"), or undefined. */
export function mentionedPlace(text: string): string | undefined {
  return PLACE.exec(text)?.[1];
}
