import type { Hearing, HearingReports } from "./hearing";
import { VOICE_ASSETS_PATH } from "./voice-assets";

/**
 * The microphone, with the browser's echo cancellation (the AI's voice is not heard as the
 * visitor's) and noise suppression, cut into utterances by the Silero voice activity detector
 * running in the page. Each finished utterance comes as a 16 kHz WAV. Rejects when the
 * microphone is refused or absent, before the detector's files are fetched.
 */
export async function listenToMicrophone(
  reports: HearingReports & { onUtterance: (wav: ArrayBuffer) => void },
): Promise<Hearing> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: {
      channelCount: 1,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    },
  });
  const stopStream = () => stream.getTracks().forEach((track) => track.stop());
  try {
    const { MicVAD, utils } = await import("@ricky0123/vad-web");
    const detector = await MicVAD.new({
      model: "v5",
      baseAssetPath: VOICE_ASSETS_PATH,
      onnxWASMBasePath: VOICE_ASSETS_PATH,
      getStream: () => Promise.resolve(stream),
      onSpeechStart: reports.onSpeechStart,
      onSpeechEnd: (audio) => reports.onUtterance(utils.encodeWAV(audio, 1, 16_000, 1, 16)),
    });
    return {
      stop() {
        void detector.destroy();
        stopStream();
      },
    };
  } catch (error) {
    stopStream();
    throw error;
  }
}
