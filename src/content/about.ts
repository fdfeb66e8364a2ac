// About page: the title and three paragraphs on the studio's mission.

export type AboutContent = {
  title: string;
  paragraphs: readonly [string, string, string];
};

export const about: AboutContent = {
  title: "About",
  paragraphs: [
    "Nexora Studio is a technology studio in Bangalore that brings engineering, design and data under one roof. We build custom software, websites and mobile apps, create brand identities and 3D visualisations, develop AI and machine learning solutions, and support businesses with ERP, SAP, cloud and DevOps expertise.",
    "Our mission is to make dependable, beautiful technology accessible to organisations of every size. A neighbourhood clinic deserves the same care as a national manufacturer, so we keep our process transparent, our estimates honest and our code readable by whoever maintains it next.",
    "We stay small on purpose. Every client works directly with the people designing and building their product, decisions are explained in plain language, and our support continues long after launch. When our work is done well, it quietly helps our clients serve their own customers better every day.",
  ],
};
