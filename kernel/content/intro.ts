// Home hero introduction: heading, lead and the extra paragraph behind the 'More About Me' toggle.

export type HomeIntro = {
  eyebrow: string;
  heading: string;
  lead: string;
  /** Revealed when the visitor presses the toggle. */
  more: string;
  toggle: { show: string; hide: string };
};

export const homeIntro: HomeIntro = {
  eyebrow: "Technology studio · Bangalore",
  heading: "We turn ambitious ideas into software, visuals and intelligent tools",
  lead: "Nexora Studio is a small team of engineers, designers and data specialists working out of Bangalore. We write custom code, build websites and apps, craft visual identities, render 3D worlds, train machine learning models, and keep ERP, SAP and cloud systems running smoothly. Every project is led by the people who actually build it, so you always talk to someone who knows the details.",
  more: "We started as three friends taking on weekend projects for local businesses, and we still work the same way: listen carefully, prototype early and explain every trade-off in plain language. Today we partner with start-ups, manufacturers, architects, retailers and non-profits across India and abroad. We keep the studio deliberately small so that quality never gets diluted, and we measure success by how confidently our clients run what we hand over long after launch.",
  toggle: { show: "More About Me", hide: "Show Less" },
};
