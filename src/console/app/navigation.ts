/**
 * Lets code outside React (the request layer's 401 handling, session actions) move the router,
 * which main.tsx creates and registers here.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigate: Navigate = (to) => window.location.assign(to);

export function registerNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void navigate(to, options);
}
