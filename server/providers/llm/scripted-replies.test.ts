import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { END_MARKER } from "./call-script";
import { callPurpose } from "./scripted-purpose";
import {
  agreedPoints,
  ANYTHING_ELSE,
  ASK_WHAT_ELSE,
  intentOf,
  OPENING_QUESTION,
  scriptedReply,
  type Intent,
} from "./scripted-replies";
import { mentionedTime } from "./spoken-details";

const purpose = callPurpose("Remind Priya about her 4 pm fitting");
const opening = `Hello. ${purpose.statement} ${OPENING_QUESTION}`;
const reply = (said: string, previous = opening, answers = 0) =>
  scriptedReply({ purpose, said, previous, answers });

describe("the demo AI's reading of an instruction", () => {
  it.each([
    ["Remind Priya about her 4 pm fitting", "I'm calling to remind you about your 4 pm fitting."],
    [
      "Remind Priya that she has a fitting at 4 pm tomorrow.",
      "I'm calling to remind you that you have a fitting at 4 pm tomorrow.",
    ],
    [
      "Please remind Mr Rao to bring his measurements",
      "I'm calling to remind you to bring your measurements.",
    ],
    [
      "Call Priya and remind her about the fitting on Friday",
      "I'm calling to remind you about the fitting on Friday.",
    ],
    [
      "Tell Arjun that his order is ready for pickup",
      "I'm calling to let you know that your order is ready for pickup.",
    ],
    ["Tell Arjun his order is ready", "I'm calling to let you know that your order is ready."],
    [
      "Let the client know that the prototype ships Monday",
      "I'm calling to let you know that the prototype ships Monday.",
    ],
    [
      "Ask Meera whether she can move the review to Thursday",
      "I'm calling to ask whether you can move the review to Thursday.",
    ],
    ["Ask Meera to send her logo files", "I'm calling to ask if you could send your logo files."],
    [
      "Invite Kabir to the studio open day on Saturday",
      "I'm calling to invite you to the studio open day on Saturday.",
    ],
    ["Confirm Thursday's design review", "I'm calling to confirm Thursday's design review."],
    [
      "Confirm with Priya that she received my quote",
      "I'm calling to confirm that you received our quote.",
    ],
    [
      "Thank Anita for her feedback on the mock-ups",
      "I'm calling to thank you for your feedback on the mock-ups.",
    ],
    [
      "Follow up with Rahul about the website quote",
      "I'm calling to follow up with you about the website quote.",
    ],
    [
      "Check with Dev if he still needs the 3D renders",
      "I'm calling to check if you still need the 3D renders.",
    ],
    [
      "The delivery is delayed until Monday",
      "I'm calling to let you know that the delivery is delayed until Monday.",
    ],
    [
      "I will be late for our meeting",
      "I'm calling to let you know that we will be late for our meeting.",
    ],
    [
      "Wish Anita a happy birthday from all of us",
      "I'm calling to wish you a happy birthday from all of us.",
    ],
    [
      "Send the signed contract back this week",
      "I'm calling on behalf of the studio to send the signed contract back this week.",
    ],
  ])("%s → %s", (instruction, statement) => {
    expect(callPurpose(instruction).statement).toBe(statement);
  });

  it("speaks to the person named in a reminder, whatever the name and the appointment", () => {
    const name = fc.constantFrom("Priya", "Arjun", "Mr Rao", "Dr Meera Iyer", "Kabir");
    const thing = fc.constantFrom(
      "fitting at 4 pm",
      "design review on Thursday",
      "invoice",
      "portfolio shoot tomorrow",
    );
    const pronoun = fc.constantFrom("her", "his", "their");
    fc.assert(
      fc.property(name, pronoun, thing, (who, their, what) => {
        const { statement } = callPurpose(`Remind ${who} about ${their} ${what}`);
        expect(statement).toBe(`I'm calling to remind you about your ${what}.`);
        expect(statement).not.toContain(who);
      }),
    );
  });
});

describe("the demo AI's answers", () => {
  it.each<[string, Intent]>([
    ["Yes", "yes"],
    ["Yeah, sure, go ahead.", "yes"],
    ["No problem", "yes"],
    ["Okay, that works for me", "yes"],
    ["No", "no"],
    ["Unfortunately I can't make it", "no"],
    ["Who is this?", "who"],
    ["Sorry, who's calling?", "who"],
    ["Are you a robot?", "who"],
    ["Hello?", "who"],
    ["What is this about?", "what"],
    ["Why are you calling me?", "what"],
    ["Sorry?", "repeat"],
    ["Can you say that again?", "repeat"],
    ["I'm driving, call me later", "later"],
    ["This is a bad time", "later"],
    ["Could you send me the details by e-mail?", "request"],
    ["Sorry, when was that again?", "when"],
    ["What time is it?", "when"],
    ["Where is it?", "where"],
    ["What's the address?", "where"],
    ["Can we move it to Friday at 5 pm instead?", "reschedule"],
    ["Tomorrow morning works better", "reschedule"],
    ["Is it still in the Residency Road studio?", "question"],
    ["How long will it take?", "question"],
    ["Bye!", "end"],
    ["Not interested, thanks", "end"],
    ["The blue one, I think", "other"],
  ])("reads %j as %s", (line, intent) => {
    expect(intentOf(line)).toBe(intent);
  });

  it("passes a question it cannot answer on to the team, without quoting it", () => {
    const answer = reply("Is it still in the Residency Road studio?");
    expect(answer).toContain("I'll have the team get back to you");
    expect(answer).not.toContain('"');
    expect(answer).not.toContain(END_MARKER);
    expect(answer.endsWith(ANYTHING_ELSE)).toBe(true);
  });

  it("restates the purpose when asked, never asking the callee what the call is for", () => {
    for (const line of ["What is this about?", "Who is this?", "Sorry?"]) {
      const answer = reply(line);
      expect(answer).toContain("remind you about your 4 pm fitting");
      expect(answer).not.toMatch(/tell me (a little )?more/);
    }
  });

  it("answers a time or day the callee offers with that time", () => {
    expect(reply("Can we do Friday at 5 pm instead?")).toContain("Friday at 5 pm suits you");
    expect(reply("Call me back tomorrow afternoon")).toContain("call you back tomorrow afternoon");
    expect(mentionedTime("maybe next Monday")).toBe("next Monday");
    expect(mentionedTime("remind you of Friday's design review at 11 am")).toBe("Friday at 11 am");
  });

  it("follows a yes through to a confirmation with the time, and a polite goodbye", () => {
    const second = reply("Yes");
    expect(second).toBe(`Thank you. ${purpose.question}`);
    const last = reply("Yes, I'll be there", second, 1);
    expect(last).toMatch(/^Wonderful, so that's confirmed for 4 pm\. .*Goodbye! \[END\]$/);
  });

  it("ends at once, politely, when asked to call later or to stop", () => {
    for (const line of ["Call me later", "Not interested", "Bye"]) {
      expect(reply(line)).toMatch(/[Gg]oodbye.*\[END\]$/);
    }
  });

  it("answers every line with words, and ends any call within a few answers", () => {
    const realistic = fc.constantFrom(
      "Yes",
      "No",
      "Who is this?",
      "What is this about?",
      "Is it still in the Residency Road studio?",
      "Tomorrow at 10",
      "OK",
      "Hmm",
      "Can you e-mail me?",
      "What?",
      "I see",
    );
    const line = fc.oneof(realistic, fc.string({ maxLength: 80 }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 12, maxLength: 12 }), (lines) => {
        let previous = opening;
        for (const [answers, said] of lines.entries()) {
          const answer = scriptedReply({ purpose, said, previous, answers });
          expect(answer.trim().length).toBeGreaterThan(0);
          expect(answer.indexOf(END_MARKER)).toBeLessThanOrEqual(answer.length - END_MARKER.length);
          if (answer.endsWith(END_MARKER)) return;
          previous = answer;
        }
        throw new Error("The call never ended");
      }),
    );
  });
});

// The demo's table: kinds of call, with and without a time and a place, against the usual replies.
const reminders = fc.record({
  name: fc.constantFrom("Priya", "Mr Rao", "Kabir"),
  thing: fc.constantFrom("fitting", "design review", "portfolio shoot"),
  when: fc.constantFrom("4 pm", "Friday at 11 am", "tomorrow"),
});
const invitations = fc.record({
  name: fc.constantFrom("Anita", "Dev", "Meera"),
  event: fc.constantFrom("the open day", "our launch party", "a studio tour"),
  when: fc.constantFrom("Saturday at 11 am", "next Friday", "6 pm"),
  where: fc.constantFrom("our Bangalore studio", "the Residency Road office"),
});
const unanswerable = fc.constantFrom(
  "How much will it cost?",
  "Can I bring a friend?",
  "Is there parking nearby?",
  "Do you have vegetarian food?",
);

/** The AI's answer to `said`, right after it stated the purpose and asked its question. */
const afterPurpose = (instruction: string, said: string) => {
  const called = callPurpose(instruction);
  const previous = `Of course. ${called.statement} ${called.question}`;
  return scriptedReply({ purpose: called, said, previous, answers: 1 });
};

describe("the demo AI on a table of instructions and replies", () => {
  it("states the purpose in its own words: never the instruction, never in quotes", () => {
    const instruction = fc.oneof(
      reminders.map(({ name, thing, when }) => `Remind ${name} about the ${thing} at ${when}`),
      invitations.map(
        ({ name, event, when, where }) => `Invite ${name} to ${event} ${when} at ${where}`,
      ),
      fc.constantFrom("The delivery is delayed until Monday", "Wish Anita a happy birthday"),
    );
    fc.assert(
      fc.property(instruction, (text) => {
        const { statement } = callPurpose(text);
        expect(statement).toMatch(/^I'm calling (to|on behalf of the studio to) /);
        expect(statement).not.toContain(text);
        expect(statement).not.toMatch(/["“”]/);
      }),
    );
  });

  it("gives a reminder's time when asked, and confirms it when the callee agrees", () => {
    fc.assert(
      fc.property(reminders, ({ name, thing, when }) => {
        const instruction = `Remind ${name} about the ${thing} at ${when}`;
        const told = afterPurpose(instruction, "Sorry, when was that again?");
        expect(told).toContain(when);
        expect(told).not.toContain(END_MARKER);
        const confirmed = afterPurpose(instruction, "Yes, that works for me.");
        expect(confirmed).toMatch(new RegExp(`^Wonderful, so that's confirmed for ${when}\\.`));
        expect(confirmed).toMatch(/Goodbye! \[END\]$/);
        const points = agreedPoints(callPurpose(instruction), [
          { said: "Yes, that works for me.", previous: callPurpose(instruction).question },
        ]);
        expect(points).toEqual([expect.stringMatching(/^They confirmed it still works .*\.$/)]);
      }),
    );
  });

  it("gives an invitation's when and where, whichever is asked, and welcomes a yes", () => {
    const asked = fc.constantFrom("When is it?", "Where is it?", "What's the address?");
    fc.assert(
      fc.property(invitations, asked, ({ name, event, when, where }, question) => {
        const instruction = `Invite ${name} to ${event} ${when} at ${where}`;
        const answer = afterPurpose(instruction, question);
        expect(answer).toContain(when);
        expect(answer).toContain(`at ${where}`);
        expect(answer.endsWith("Would you like to come?")).toBe(true);
        const welcomed = afterPurpose(instruction, "Yes, I'd love to");
        expect(welcomed).toContain("we look forward to seeing you");
        expect(welcomed).toContain(where);
      }),
    );
  });

  it("hands a question it cannot answer to the team, whatever the call is about", () => {
    const instruction = fc.oneof(
      reminders.map(({ name, thing, when }) => `Remind ${name} about the ${thing} at ${when}`),
      invitations.map(
        ({ name, event, when, where }) => `Invite ${name} to ${event} ${when} at ${where}`,
      ),
    );
    fc.assert(
      fc.property(instruction, unanswerable, (text, question) => {
        const answer = afterPurpose(text, question);
        expect(answer).toContain("I'll have the team get back to you");
        expect(answer).not.toContain(question);
        expect(answer).not.toContain(END_MARKER);
      }),
    );
  });

  it("closes politely on a goodbye or a request to call later, whatever the call", () => {
    const instruction = reminders.map(
      ({ name, thing, when }) => `Remind ${name} about the ${thing} at ${when}`,
    );
    const leaving = fc.constantFrom(
      "Bye!",
      "Call me later",
      "Not interested, thanks",
      "I'm driving",
    );
    fc.assert(
      fc.property(instruction, leaving, (text, said) => {
        expect(afterPurpose(text, said)).toMatch(/[Gg]oodbye.*\[END\]$/);
      }),
    );
  });

  it("after asking whether there is anything else: a no closes politely, a yes asks what else", () => {
    const instruction = fc.oneof(
      reminders.map(({ name, thing, when }) => `Remind ${name} about the ${thing} at ${when}`),
      invitations.map(
        ({ name, event, when, where }) => `Invite ${name} to ${event} ${when} at ${where}`,
      ),
      fc.constantFrom("The delivery is delayed until Monday", "Ask Meera to send her logo files"),
    );
    // Replies after which the AI asks whether there is anything else.
    const passedOn = fc.constantFrom(
      "Could you send me the details by e-mail?",
      "How much will it cost?",
      "Can we move it to Friday at 5 pm instead?",
    );
    const nothingMore = fc.constantFrom(
      "No",
      "No, that's all",
      "Nope, that's it, thanks",
      "That's all, thank you",
      "Nothing else",
      "No, I'm good",
      "Um, no, that's everything",
    );
    const somethingMore = fc.constantFrom(
      "Yes",
      "Yes please",
      "Yeah, one more thing",
      "Actually, yes",
      "Sure, there's something else",
      "No, wait, one more thing",
    );
    const message = fc.constantFrom(
      "Please tell them I'll bring the printed samples",
      "My new e-mail is priya at example dot com",
    );
    fc.assert(
      fc.property(
        instruction,
        passedOn,
        nothingMore,
        somethingMore,
        message,
        (text, request, no, yes, more) => {
          const purpose = callPurpose(text);
          const anythingElse = afterPurpose(text, request);
          expect(anythingElse.endsWith(ANYTHING_ELSE)).toBe(true);
          const next = (said: string, previous: string, answers: number) =>
            scriptedReply({ purpose, said, previous, answers });

          const closed = next(no, anythingElse, 2);
          expect(closed).toMatch(/^All right, that's everything then\. .*Goodbye! \[END\]$/);
          expect(closed).not.toContain("?");

          const askedWhat = next(yes, anythingElse, 2);
          expect(askedWhat).toBe(ASK_WHAT_ELSE);
          const noted = next(more, askedWhat, 3);
          expect(noted).toMatch(/^Thank you, I've noted that for the studio team\./);
          expect(noted.endsWith(ANYTHING_ELSE)).toBe(true);
          expect(next(no, noted, 4)).toMatch(/Goodbye! \[END\]$/);

          // Out of answers, a yes is not asked about just before the goodbye.
          const last = next(yes, anythingElse, 6);
          expect(last).toMatch(/I'll have the team get back to you.*Goodbye! \[END\]$/);
          expect(last).not.toContain("?");
        },
      ),
    );
  });
});
