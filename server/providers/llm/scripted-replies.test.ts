import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { END_MARKER } from "./call-script";
import { callPurpose } from "./scripted-purpose";
import {
  ANYTHING_ELSE,
  intentOf,
  mentionedTime,
  OPENING_QUESTION,
  reportedQuestion,
  scriptedReply,
  type Intent,
} from "./scripted-replies";

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
      "I'm calling with a message from the studio: the delivery is delayed until Monday.",
    ],
    [
      "I will be late for our meeting",
      "I'm calling with a message from the studio: we will be late for our meeting.",
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

  it("answers a question it cannot answer by passing that very question on", () => {
    const answer = reply("Is it still in the Residency Road studio?");
    expect(answer).toContain(
      "I'll ask the studio team whether it is still in the Residency Road studio",
    );
    expect(answer).not.toContain(END_MARKER);
    expect(answer.endsWith(ANYTHING_ELSE)).toBe(true);
  });

  it.each([
    ["Can I bring a friend?", "whether you can bring a friend"],
    ["Do you have parking?", "whether we have parking"],
    ["Does it start at 4?", "whether it starts at 4"],
    ["Are you open on Sunday?", "whether we are open on Sunday"],
    ["Is there parking nearby?", "whether there is parking nearby"],
    ["What time does it end?", 'about your question, "What time does it end?"'],
  ])("repeats %j back as %j", (question, reported) => {
    expect(reportedQuestion(question)).toBe(reported);
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
  });

  it("follows a yes through to a polite goodbye", () => {
    const second = reply("Yes");
    expect(second).toBe(`Thank you. ${purpose.question}`);
    const last = reply("Yes, I'll be there", second, 1);
    expect(last).toMatch(/Goodbye! \[END\]$/);
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
