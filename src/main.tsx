import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, type InitialPage } from "./app/app";
import { CHUNK_LOAD_TIMEOUT_MS, routeForHash } from "./app/routes";
import { withTimeout } from "./lib/with-timeout";
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
  withTimeout(arrival.load(), CHUNK_LOAD_TIMEOUT_MS).then(
    (module) => render({ path: arrival.path, Component: module.Component }),
    () => render(),
  );
} else {
  render();
}
