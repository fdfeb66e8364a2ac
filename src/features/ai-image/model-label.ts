export { imageModelLabel as modelLabel } from "#contract/ai-image-rules";
