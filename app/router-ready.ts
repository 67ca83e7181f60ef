/** Waiting for a router's first navigation to finish. */

/** What of a data router this needs: whether its first navigation is done, and word when it is. */
interface StartingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** Resolves once the first route's code and data are in, so its page renders complete at once. */
export function routerReady(router: StartingRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
