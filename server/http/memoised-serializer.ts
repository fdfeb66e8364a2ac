import { serializerCompiler } from "fastify-type-provider-zod";

/**
 * The zod response serializer, remembering the JSON it wrote for each answer object. For routes
 * that answer the very same object many times, as reads served from a short-lived cache do: the
 * schema check and the JSON are paid once per object instead of once per request. Such answers
 * must not be changed after they are first sent.
 */
export const memoisedSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialise = serializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== "object" || data === null) return serialise(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialise(data);
      written.set(data, json);
    }
    return json;
  };
};
