import { useAt } from "@/lib/deferred";
import { HeroSlider } from "./hero-slider";
import { HomeIntro } from "./home-intro";
import { HomeSidebar } from "./home-sidebar";
import { ProjectList } from "./project-list";
import { ServicesOverview } from "./services-overview";

export function HomePage() {
  // The slider fills the first screen; the long rest of the page renders once it has painted.
  const restShown = useAt("paint");

  return (
    <>
      <HeroSlider />
      {restShown && (
        <>
          <HomeIntro />
          <ServicesOverview />
          <div className="reveal mx-auto grid max-w-content gap-10 px-6 py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <ProjectList />
            <HomeSidebar />
          </div>
        </>
      )}
    </>
  );
}
