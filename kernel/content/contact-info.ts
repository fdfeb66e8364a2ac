// Contact page: hero text, the labels of the contact details, the map and the closing call to action.
import type { CallToAction, PageIntro } from "./site";

export type ContactInfoCopy = {
  hero: PageIntro;
  detailsHeading: string;
  labels: { address: string; phone: string; email: string; website: string; hours: string };
  hoursNote: string;
  map: {
    heading: string;
    placeName: string;
    loadLabel: string;
    loadNote: string;
    openLabel: string;
  };
  cta: CallToAction;
  followHeading: string;
};

export const contactInfo: ContactInfoCopy = {
  hero: {
    eyebrow: "Get In Touch",
    subtitle:
      "Tell us about your idea, your deadline or the problem that keeps coming back. A person from the studio replies to every message, usually within one working day.",
  },
  detailsHeading: "Contact Information",
  labels: {
    address: "Studio address",
    phone: "Phone",
    email: "E-mail",
    website: "Website",
    hours: "Business hours",
  },
  hoursNote: "Indian Standard Time. Visits by appointment.",
  map: {
    heading: "Find the studio",
    placeName: "Nexora Studio, Residency Road, Bangalore",
    loadLabel: "Show interactive map",
    loadNote: "The interactive map is loaded from OpenStreetMap when you ask for it.",
    openLabel: "Open in maps",
  },
  cta: {
    heading: "Ready to start your next project?",
    text: "Share a few details about what you want to build and we will come back with questions, a rough plan and an honest estimate.",
    linkLabel: "Get Started Today",
  },
  followHeading: "Follow Us",
};
