// The "Goals" block the benches end with: one line per goal, "met" or "not met", the figure and
// the goal. A figure that was not measured (skipped, or every run failed) is "not met".

/** One goal: `value` against `op` (≤ or ≥) `target`, in `unit`. */
export function goal(what, value, op, target, unit) {
  const measured = typeof value === "number" && !Number.isNaN(value);
  const met = measured && (op === "≤" ? value <= target : value >= target);
  return { what, value, op, target, unit, met, measured };
}

/** Prints the block under `title`; returns how many goals are not met. */
export function printGoals(title, goals) {
  const width = Math.max(...goals.map((g) => g.what.length)) + 2;
  console.log(`\nGoals (${title})`);
  for (const g of goals) {
    const figure = g.measured ? g.value.toFixed(Number.isInteger(g.value) || Math.abs(g.value) >= 100 ? 0 : 1) : "not measured";
    console.log(
      `  ${g.met ? "met    " : "not met"}  ${g.what.padEnd(width)} ${figure.padStart(12)} ${g.unit.padEnd(3)}  goal ${g.op} ${g.target} ${g.unit}`.trimEnd(),
    );
  }
  const missed = goals.filter((g) => !g.met).length;
  console.log(`  ${goals.length - missed} of ${goals.length} met`);
  return missed;
}
