// Sample projects shown on the home page and the twelve portfolio works on the projects page.
import type { PageIntro } from "./site";
import type { MediaPlace } from "./tables";

export type SampleProject = {
  id: string;
  title: string;
  description: string;
  technologies: string[];
  developers: string[];
  /** ISO date, yyyy-mm-dd. */
  date: string;
  likes: number;
  views: number;
  comments: number;
  githubUrl: string;
} & MediaPlace;

export type Work = {
  id: string;
  title: string;
  subtitle: string;
} & MediaPlace;

/** What sets one sample project apart; its counts, repository and image follow from them. */
type SampleProjectFacts = Pick<
  SampleProject,
  "id" | "title" | "description" | "technologies" | "developers" | "date"
>;

/** Every sample shows the same counts; its repository is named by its id, its image by its place. */
const sampleProject = (facts: SampleProjectFacts, imageIndex: number): SampleProject => ({
  ...facts,
  likes: 3,
  views: 100,
  comments: 5,
  githubUrl: `https://github.com/nexora-studio/${facts.id}`,
  imageIndex,
});

export const sampleProjects: readonly SampleProject[] = (
  [
    {
      id: "crop-health-vision",
      title: "Crop Health Vision",
      description:
        "A phone camera tool that spots early signs of leaf disease in tomato and chilli crops, giving farmer co-operatives in Kolar a treatment suggestion within seconds, even on patchy rural networks.",
      technologies: ["Python", "PyTorch", "Flask", "React"],
      developers: ["Priya Nair", "Farhan Siddiqui"],
      date: "2018-10-12",
    },
    {
      id: "villa-aranya-walkthrough",
      title: "Villa Aranya Walkthrough",
      description:
        "An interactive browser walkthrough of a hillside villa in Coorg, letting buyers switch between morning and evening light, swap flooring finishes and explore every room before the foundation was poured.",
      technologies: ["Three.js", "WebGL", "Blender", "TypeScript"],
      developers: ["Ananya Rao", "Vikram Hegde"],
      date: "2018-09-21",
    },
    {
      id: "dabba-express",
      title: "Dabba Express",
      description:
        "A subscription app for a home-cooked tiffin service, with daily menu planning, route-optimised delivery slots and reminders that helped the kitchen grow from 80 to 600 regular customers.",
      technologies: ["React Native", "Node.js", "PostgreSQL", "Redis"],
      developers: ["Rohan Iyer", "Sneha Kulkarni"],
      date: "2018-08-30",
    },
    {
      id: "ledger-bridge",
      title: "Ledger Bridge",
      description:
        "A reconciliation dashboard that connects a textile manufacturer's SAP system with its bank statements and vendor portals, flagging mismatches each morning instead of at month end.",
      technologies: ["SAP S/4HANA", "SAP Fiori", "OData", "Node.js"],
      developers: ["Karthik Subramanian", "Divya Shetty"],
      date: "2018-07-16",
    },
    {
      id: "raga-pitch-trainer",
      title: "Raga Pitch Trainer",
      description:
        "A practice companion for Carnatic vocal students that listens as they sing, draws their pitch against the reference swaras in real time and keeps a gentle log of progress for their teacher.",
      technologies: ["Python", "librosa", "TensorFlow", "Kotlin"],
      developers: ["Meghna Pillai", "Farhan Siddiqui"],
      date: "2018-06-08",
    },
    {
      id: "monsoon-deploy",
      title: "Monsoon Deploy",
      description:
        "A container platform and release pipeline for a growing e-commerce team, taking deployments from a tense two-hour evening ritual to a routine ten-minute task any engineer can run.",
      technologies: ["Kubernetes", "Terraform", "AWS", "Prometheus"],
      developers: ["Vikram Hegde", "Rohan Iyer"],
      date: "2018-05-24",
    },
  ] satisfies SampleProjectFacts[]
).map(sampleProject);

export const projectsPageIntro: PageIntro = {
  eyebrow: "Selected work",
  subtitle:
    "Twelve snapshots from our studio: software, data, design, sound and everything in between.",
};

/** The works in order: each is numbered by its place, and shows the image at that place. */
export const works: readonly Work[] = [
  "Technology",
  "Python Language",
  "Coding",
  "Website Design",
  "Big Data",
  "Digital Market",
  "Animation",
  "Photography",
  "Interior Design",
  "Music",
  "Application",
  "AI",
].map((subtitle, imageIndex) => {
  const number = String(imageIndex + 1).padStart(2, "0");
  return { id: `work-${number}`, title: `Work ${number}`, subtitle, imageIndex };
});
