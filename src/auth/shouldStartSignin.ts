/** studio.md §4: redirect only when not authenticated, not loading and no navigation is under way. */
export function shouldStartSignin(state: { isAuthenticated: boolean; isLoading: boolean; activeNavigator: string | null; error: Error | null }): boolean {
  return !state.isAuthenticated && !state.isLoading && state.activeNavigator === null && state.error === null;
}
