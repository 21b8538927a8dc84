import { numeric } from "./number";

/** A whole number. */
export const int = numeric("int");
