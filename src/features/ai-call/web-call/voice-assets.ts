/** Set by the build (scripts/vite/voice-assets-plugin.ts): a folder named by its files' content. */
declare const __VOICE_ASSETS_PATH__: string;

/**
 * Where the site serves the voice activity detector's files, from its own origin: its Silero
 * model, its audio worklet and the ONNX runtime's WebAssembly (copied there by the build).
 */
export const VOICE_ASSETS_PATH = __VOICE_ASSETS_PATH__;
