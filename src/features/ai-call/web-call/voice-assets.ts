/**
 * Where the site serves the voice activity detector's files, from its own origin: its Silero
 * model, its audio worklet and the ONNX runtime's WebAssembly (copied there by the build).
 */
export const VOICE_ASSETS_PATH = "/voice/";
