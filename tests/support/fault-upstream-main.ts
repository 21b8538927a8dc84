// Runs the fault-injecting upstream as its own process for the end-to-end tests.
import { startFaultUpstream } from "./fault-upstream";

const port = Number(process.env.FAULT_PORT ?? 4101);
const upstream = await startFaultUpstream(port);
console.log(`fault upstream listening on ${upstream.url}`);
process.on("SIGTERM", () => void upstream.close().then(() => process.exit(0)));
process.on("SIGINT", () => void upstream.close().then(() => process.exit(0)));
