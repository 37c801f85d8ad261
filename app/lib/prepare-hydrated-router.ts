/**
 * Lets React Router build its router before React hydrates the page, each step in a task of its own.
 *
 * `<HydratedRouter>` decodes the server's data stream (it throws the decoding promise, Suspense
 * style, until that is done) and then creates the router, all in its first render, before it calls
 * any hook; the router is kept in a module variable for every later render. Calling the component
 * as a plain function outside React runs exactly those steps and stops at the first hook, which
 * throws without a React renderer. What is left for React's first render is cheap.
 *
 * This leans on the order inside `HydratedRouter` (React Router 7.18). Should that change, every
 * attempt simply throws early and React Router builds the router in the first render, as before;
 * the hydration test in tests/e2e/foundation-budget.spec.ts fails if the page stops hydrating.
 */
export async function prepareHydratedRouter(renderOutsideReact: () => unknown, attempts = 3): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      renderOutsideReact()
      break
    } catch (thrown) {
      if (!(thrown instanceof Promise)) break // the router exists (a hook threw) or something else went wrong: React takes over
      await thrown.catch(() => undefined)
      await nextTask()
    }
  }
  // Hydration starts in a task of its own too, not at the end of the one that built the router.
  await nextTask()
}

/** A new macrotask, so the next step does not lengthen the task that finished the last one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
