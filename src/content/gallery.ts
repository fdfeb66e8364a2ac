// Gallery page: hero and the nine gallery items.

export type GalleryHero = { eyebrow: string; title: string; subtitle: string };

export type GalleryItem = {
  title: string;
  caption: string;
  /** Zero-based: 0 means media item 1 of the gallery group. */
  imageIndex: number;
  imageAlt: string;
};

export const galleryHero: GalleryHero = {
  eyebrow: "Our services in pictures",
  title: "Gallery",
  subtitle: "A visual tour of what we make, from code and data to renders, brands and sound.",
};

export const galleryItems: readonly GalleryItem[] = [
  {
    title: "Custom Coding",
    caption: "Bespoke software written to fit the way your team already works.",
    imageIndex: 0,
    imageAlt:
      "Abstract lines of glowing brackets and symbols drifting across a dark teal background",
  },
  {
    title: "Websites & Apps",
    caption: "Responsive websites and mobile apps that load fast and feel effortless.",
    imageIndex: 1,
    imageAlt: "Abstract floating panels in soft blue and white arranged like layered screens",
  },
  {
    title: "Creative Design",
    caption: "Brand identities, illustration and interfaces with a distinct point of view.",
    imageIndex: 2,
    imageAlt:
      "Abstract swirl of paint-like strokes in coral, mustard and turquoise on a white background",
  },
  {
    title: "3D Visualisation",
    caption: "Photoreal renders and walkthroughs of spaces and products yet to be built.",
    imageIndex: 3,
    imageAlt: "Abstract arrangement of smooth 3D cubes and spheres lit by warm studio light",
  },
  {
    title: "AI & Machine Learning",
    caption: "Models trained on your data and deployed with care and monitoring.",
    imageIndex: 4,
    imageAlt: "Abstract web of violet and blue nodes connected by fine glowing threads",
  },
  {
    title: "ERP & SAP Consulting",
    caption: "Smooth migrations and integrations that keep operations running.",
    imageIndex: 5,
    imageAlt: "Abstract interlocking modular blocks in navy and silver forming a tidy structure",
  },
  {
    title: "Cloud & DevOps",
    caption: "Automated pipelines and infrastructure that scales without drama.",
    imageIndex: 6,
    imageAlt:
      "Abstract soft clouds above a network of bright converging paths on a dusk-blue gradient",
  },
  {
    title: "Exterior Design",
    caption: "Facade and landscape concepts rendered in the light of their real setting.",
    imageIndex: 7,
    imageAlt: "Abstract angular building silhouette against a pink and amber evening sky",
  },
  {
    title: "Music & Voice",
    caption: "Recording, arrangement and mixing for brands, films and independent artists.",
    imageIndex: 8,
    imageAlt: "Abstract equaliser bars and curving waveforms in gold on a deep purple background",
  },
];
