// Careers page: hero, the six job openings with their value sets, and the 'Send Your Resume' note.
import type { CallToAction, PageIntro } from "./site";

export const departments = ["Engineering", "Design", "Data", "Marketing"] as const;
export const jobLocations = ["Bangalore", "Remote"] as const;
export const jobTypes = ["Full-time", "Contract", "Part-time"] as const;
export const experienceLevels = ["Entry-level", "Mid-level", "Senior"] as const;

export type Department = (typeof departments)[number];
export type JobLocation = (typeof jobLocations)[number];
export type JobType = (typeof jobTypes)[number];
export type ExperienceLevel = (typeof experienceLevels)[number];

export type Job = {
  id: string;
  title: string;
  department: Department;
  location: JobLocation;
  type: JobType;
  experience: ExperienceLevel;
  description: string;
  requirements: string[];
  /** ISO date, yyyy-mm-dd. */
  postedDate: string;
};

export type ResumeCallout = CallToAction & {
  /** Subject line of the e-mail the link opens. */
  subject: string;
};

export const careersHero: PageIntro = {
  eyebrow: "Join us",
  subtitle:
    "We are a small Bangalore studio where engineers, designers, data specialists and marketers work side by side. Every role here has real ownership and a direct line to the clients we serve.",
};

export const jobs: readonly Job[] = [
  {
    id: "senior-full-stack-engineer",
    title: "Senior Full-Stack Engineer",
    department: "Engineering",
    location: "Bangalore",
    type: "Full-time",
    experience: "Senior",
    description:
      "Lead the architecture and delivery of client web platforms from first sketch to production. You will pair with designers, review code with care and mentor two junior engineers as they grow.",
    requirements: [
      "6+ years building production web applications",
      "Deep experience with TypeScript, React and Node.js",
      "Comfortable designing relational schemas in PostgreSQL",
      "A habit of writing tests and clear pull request descriptions",
      "Able to explain technical trade-offs to non-technical clients",
    ],
    postedDate: "2026-11-16",
  },
  {
    id: "sap-s4hana-consultant",
    title: "SAP S/4HANA Consultant",
    department: "Engineering",
    location: "Remote",
    type: "Contract",
    experience: "Senior",
    description:
      "Guide a manufacturing client through a phased S/4HANA migration over six months. You will own the finance and materials management workstreams and work closely with our integration engineers.",
    requirements: [
      "8+ years of SAP implementation experience, including at least two S/4HANA projects",
      "Strong functional knowledge of FI/CO and MM modules",
      "Experience planning data migration and cut-over rehearsals",
      "Available for overlap with Indian Standard Time business hours",
    ],
    postedDate: "2026-11-04",
  },
  {
    id: "3d-visualisation-artist",
    title: "3D Visualisation Artist",
    department: "Design",
    location: "Bangalore",
    type: "Part-time",
    experience: "Mid-level",
    description:
      "Create photoreal interior and exterior renders and short walkthrough animations for architects and property developers, three days a week from our Residency Road studio.",
    requirements: [
      "3+ years of architectural visualisation work with a portfolio to match",
      "Fluency in Blender or 3ds Max, and a modern renderer such as Cycles or V-Ray",
      "A sharp eye for lighting, materials and composition",
      "Comfortable taking feedback and iterating quickly",
    ],
    postedDate: "2026-10-28",
  },
  {
    id: "product-designer",
    title: "Product Designer (UI/UX)",
    department: "Design",
    location: "Remote",
    type: "Full-time",
    experience: "Mid-level",
    description:
      "Shape the interfaces of the websites, apps and internal tools we build, from user research and flows to polished, accessible designs and a tidy component library.",
    requirements: [
      "3+ years designing digital products end to end",
      "Expert in Figma, including components and auto layout",
      "Working knowledge of accessibility guidelines (WCAG 2.2)",
      "Portfolio showing your process, not only the final screens",
    ],
    postedDate: "2026-10-19",
  },
  {
    id: "associate-machine-learning-engineer",
    title: "Associate Machine Learning Engineer",
    department: "Data",
    location: "Bangalore",
    type: "Full-time",
    experience: "Entry-level",
    description:
      "Join our data team to clean datasets, train and evaluate models, and help ship computer vision and language features into client products, with a senior engineer guiding you every step.",
    requirements: [
      "Degree in computer science, statistics or a related field, or equivalent projects",
      "Solid Python, with hands-on use of pandas and PyTorch or scikit-learn",
      "Understanding of evaluation metrics and why train/test splits matter",
      "Curiosity, patience with messy data and a willingness to ask questions",
    ],
    postedDate: "2026-10-07",
  },
  {
    id: "digital-marketing-associate",
    title: "Digital Marketing Associate",
    department: "Marketing",
    location: "Remote",
    type: "Part-time",
    experience: "Entry-level",
    description:
      "Help us tell the studio's story: write and schedule social posts, turn project notes into short case studies, and track what resonates with the people we want to reach.",
    requirements: [
      "Clear, friendly writing in English; Kannada or Hindi is a plus",
      "Familiarity with LinkedIn, Instagram and basic web analytics",
      "Some experience with Canva, Figma or simple video editing",
      "About 20 hours a week with flexible timing",
    ],
    postedDate: "2026-09-25",
  },
];

export const resumeCallout: ResumeCallout = {
  heading: "Don't see a role that fits?",
  text: "We are always glad to meet curious, kind and skilled people. Send us your resume with a few lines about what you would love to work on, and we will keep you in mind for upcoming openings.",
  linkLabel: "Send Your Resume",
  subject: "Open application",
};
