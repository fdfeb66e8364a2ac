// Where the runtime config travels: a plain value, free of the schema library, so the page can
// read the config without loading it.

/** The id of the JSON `<script>` block that carries the runtime config. */
export const RUNTIME_CONFIG_ELEMENT_ID = "runtime-config";
