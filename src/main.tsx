import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, type InitialPage } from "./app/app";
import { loadPage } from "./app/page-loader";
import { routeForHash } from "./app/routes";
import "./styles/globals.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const render = (initialPage?: InitialPage) => {
  // As a transition, the first render yields to the browser between slices of work.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App initialPage={initialPage} />
      </StrictMode>,
    );
  });
};

// The arrival page's code is already on its way (index.html's loader fetches it with the entry).
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
