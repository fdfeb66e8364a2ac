import { HeadedSection } from "@/components/layout/section-heading";
import { PhoneScroller } from "@/components/layout/phone-scroller";
import { serviceVideos } from "@/assets/media/services";
import { serviceCards, servicesOverview } from "#content/services";
import { ServiceVideo } from "./service-video";
import { Eyebrow } from "@/components/ui/eyebrow";
import { MorePagesCards } from "@/components/layout/more-pages";

export function ServicesOverview() {
  return (
    <HeadedSection
      id="services-heading"
      eyebrow="What we do"
      heading={servicesOverview.heading}
      className="reveal mx-auto max-w-content px-6 py-section"
    >
      <p className="-mt-4 mb-10 max-w-measure text-muted-foreground">{servicesOverview.intro}</p>
      <PhoneScroller label="Services" className="md:grid md:grid-cols-2 md:gap-6 lg:grid-cols-3">
        {serviceCards.map((card) => {
          const video = serviceVideos[card.videoIndex];
          return (
            <li
              key={card.category}
              className="w-[82%] shrink-0 snap-start overflow-hidden rounded-lg border border-border bg-surface shadow-card md:w-auto"
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
      </PhoneScroller>
      <MorePagesCards className="mt-8 md:mt-10" />
    </HeadedSection>
  );
}
