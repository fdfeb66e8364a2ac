// Leadership Spotlight page: greeting, the founder's name and role, two paragraphs on values.
import type { PageIntro } from "./site";

export type LeadershipSpotlight = {
  hero: PageIntro;
  greeting: string;
  name: string;
  role: string;
  paragraphs: readonly [string, string];
};

export const leadershipSpotlight: LeadershipSpotlight = {
  hero: {
    eyebrow: "Leadership",
    subtitle: "A few words from the person who sets the tone for how we work.",
  },
  greeting: "Hello, I'm",
  name: "Kavya Raghunathan",
  role: "Founder & Principal Engineer, Nexora Studio",
  paragraphs: [
    "I started Nexora Studio because I believe good technology should feel calm: clear to the people who use it and honest about what it can and cannot do. I still write code and sit in on design reviews every week, because leading a studio like ours means staying close to the work and to the questions our clients actually ask.",
    "Our team runs on trust, curiosity and craft. We give people real ownership, share credit generously and talk openly about mistakes so we can learn from them quickly. When a client hands us their idea, we treat it as if it were our own, and we measure our success by the long relationships we build rather than the number of projects we finish.",
  ],
};
