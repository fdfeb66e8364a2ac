import { AfterFirstPaint } from "@/components/layout/after-first-paint";
import { HeroSlider } from "./hero-slider";
import { HomeIntro } from "./home-intro";
import { HomeSidebar } from "./home-sidebar";
import { ProjectList } from "./project-list";
import { ServicesOverview } from "./services-overview";

export function HomePage() {
  return (
    <>
      <HeroSlider />
      {/* The slider fills a phone's screen; a desktop's shows the top of the introduction. */}
      <HomeIntro />
      <ServicesOverview />
      <AfterFirstPaint>
        {/* The sidebar's blocks flow in columns below the projects, so no column runs empty. */}
        <div className="reveal mx-auto max-w-content space-y-section px-6 py-section">
          <ProjectList />
          <HomeSidebar />
        </div>
      </AfterFirstPaint>
    </>
  );
}
