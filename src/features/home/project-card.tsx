import { Picture } from "@/components/ui/picture";
import { Byline, EngagementCounts } from "@/components/ui/post-meta";
import { projectImages } from "@/assets/media/projects";
import type { SampleProject } from "#content/projects";
import { phoneColumn } from "@/lib/responsive-image";

export function ProjectCard({ project }: { project: SampleProject }) {
  const image = projectImages[project.imageIndex];
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-card">
      {image && (
        <Picture
          image={image}
          sizes={`(min-width: 1280px) 28rem, (min-width: 640px) 45vw, ${phoneColumn}`}
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <ul className="flex flex-wrap gap-2" aria-label="Technologies">
          {project.technologies.map((technology) => (
            <li
              key={technology}
              className="rounded-pill border border-neutral-600 px-3 py-1 text-xs text-neutral-300"
            >
              {technology}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-xl font-bold">{project.title}</h3>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">
          {project.description}
        </p>
        <Byline by={project.developers.join(", ")} date={project.date} />
        <div className="mt-5 flex items-center justify-between border-t border-border pt-2">
          <EngagementCounts post={project} className="flex gap-4 text-sm text-muted-foreground" />
          <a
            href={project.githubUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="-mr-3 inline-flex min-h-11 min-w-11 items-center justify-center px-3 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            GitHub<span className="sr-only">: {project.title} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
