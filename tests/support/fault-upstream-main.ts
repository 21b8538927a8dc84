// Runs the fault-injecting upstreams as one process for the end-to-end tests: the one whose mode
// upstream-failures.spec.ts switches, and a steady one (mode "ok") for the other specs.
import { startFaultUpstream } from "./fault-upstream";

const upstreams = await Promise.all([
  startFaultUpstream(Number(process.env.FAULT_PORT ?? 4101)),
  startFaultUpstream(Number(process.env.STEADY_FAULT_PORT ?? 4109), { steady: true }),
]);
for (const upstream of upstreams) console.log(`fault upstream listening on ${upstream.url}`);
const close = () => void Promise.all(upstreams.map((upstream) => upstream.close())).then(() => process.exit(0));
process.on("SIGTERM", close);
process.on("SIGINT", close);
