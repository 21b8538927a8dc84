// Response shapes of the upstream API, one module per group, all imported from here
// (`contract/schemas`). Objects are plain (unknown keys are stripped, not rejected) so that a
// newer API may add fields; the upstream's own contract test checks that it returns exactly these
// keys.
export { categoryRefSchema, countryRefSchema, roleRefSchema, serviceRefSchema, sourceRefSchema, userRefSchema } from "./primitives";
export * from "./envelopes";
export * from "./auth";
export * from "./pages";
export * from "./records";
export * from "./orders";
