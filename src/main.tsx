import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, type InitialPage } from "./app/app";
import { loadPage } from "./app/page-loader";
import { routeForHash } from "./app/routes";
import { markServedConfig } from "./lib/served-config-marks";
import "./styles/globals.css";

// The first-load script has marked the served config already; under Vite's development server,
// which runs no such script, this does.
markServedConfig();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const render = (initialPage?: InitialPage) => {
  const app = (
    <StrictMode>
      <App initialPage={initialPage} />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser between slices of work.
  startTransition(() => {
    // index.html's first-load script has put the page's prerendered first screen in #root
    // (none under Vite's development server): React adopts that markup instead of replacing it,
    // but only while the visitor is still on that page. Hydrating another page's markup would
    // keep attributes React does not patch, such as the menu's current item.
    if (root.hasChildNodes() && root.dataset.firstScreen === routeForHash(location.hash)?.path) {
      hydrateRoot(root, app);
      return;
    }
    root.replaceChildren();
    createRoot(root).render(app);
  });
};

// The arrival page's code is already on its way (index.html's loader fetches it with the entry),
// and hydrating needs it: a page still loading would hold its markup back until it came.
// If it fails, the app renders without it and the router shows the retry screen.
const arrival = routeForHash(location.hash);
if (arrival) {
  loadPage(arrival).then(
    (Component) => render({ path: arrival.path, Component }),
    () => render(),
  );
} else {
  render();
}
