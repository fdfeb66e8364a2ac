import { HeroSlider } from "./hero-slider";
import { HomeIntro } from "./home-intro";
import { HomeSidebar } from "./home-sidebar";
import { ProjectList } from "./project-list";
import { ServicesOverview } from "./services-overview";

export function HomePage() {
  return (
    <>
      <HeroSlider />
      <HomeIntro />
      <ServicesOverview />
      <div className="reveal mx-auto grid max-w-content gap-10 px-6 py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ProjectList />
        <HomeSidebar />
      </div>
    </>
  );
}
