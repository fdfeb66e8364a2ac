// About page: the mission heading, three paragraphs and which social profiles it shows.

export type AboutContent = {
  eyebrow: string;
  heading: string;
  paragraphs: readonly [string, string, string];
  /** Labels of the entries in site.socials shown on the page, in order. */
  socials: readonly [string, string, string];
};

export const about: AboutContent = {
  eyebrow: "Our mission",
  heading: "Dependable technology, made with care",
  socials: ["GitHub", "LinkedIn", "Instagram"],
  paragraphs: [
    "Nexora Studio is a technology studio in Bangalore that brings engineering, design and data under one roof. We build custom software, websites and mobile apps, create brand identities and 3D visualisations, develop AI and machine learning solutions, and support businesses with ERP, SAP, cloud and DevOps expertise.",
    "Our mission is to make dependable, beautiful technology accessible to organisations of every size. A neighbourhood clinic deserves the same care as a national manufacturer, so we keep our process transparent, our estimates honest and our code readable by whoever maintains it next.",
    "We stay small on purpose. Every client works directly with the people designing and building their product, decisions are explained in plain language, and our support continues long after launch. When our work is done well, it quietly helps our clients serve their own customers better every day.",
  ],
};
