// The ALTCHA widget, loaded only by pages with a costly form. The "external" build ships no
// inline styles and no workers made from blobs, so the site's CSP needs no exception: its
// stylesheet and its proof-of-work worker are files of the site's own origin.
import "altcha/external";
import "altcha/altcha.css";
import type {} from "altcha/types/react";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
