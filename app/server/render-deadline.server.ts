/**
 * A deadline for a streamed render: `abort` runs if the render is still going after `ms`. The
 * returned function ends the wait; call it as soon as the render is complete or has failed, or the
 * pending timer keeps the whole render (React's request, the tree, the loader data) in memory
 * until the deadline, long after the response was sent.
 */
export function renderDeadline(abort: () => void, ms: number): () => void {
  const timer = setTimeout(abort, ms);
  return () => clearTimeout(timer);
}
