import { HeadedSection } from "@/components/layout/section-heading";
import { serviceVideos } from "@/assets/media/services";
import { serviceCards, servicesOverview } from "#content/services";
import { ServiceVideo } from "./service-video";
import { Eyebrow } from "@/components/ui/eyebrow";

export function ServicesOverview() {
  return (
    <HeadedSection
      id="services-heading"
      eyebrow="What we do"
      heading={servicesOverview.heading}
      className="reveal mx-auto max-w-content px-6 py-section"
    >
      <p className="-mt-4 mb-10 max-w-measure text-muted-foreground">{servicesOverview.intro}</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {serviceCards.map((card) => {
          const video = serviceVideos[card.videoIndex];
          return (
            <li
              key={card.category}
              className="overflow-hidden rounded-lg border border-border bg-surface shadow-card"
            >
              {video && <ServiceVideo video={video} />}
              <div className="p-6">
                <Eyebrow>{card.category}</Eyebrow>
                <h3 className="mt-2 text-xl font-bold">{card.heading}</h3>
                <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                  {card.description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
