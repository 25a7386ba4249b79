/**
 * A sign-in ticket this tab asked for itself (a QR login reloading onto `/login?t=`): its person
 * has just signed in here, so the page does not ask them to confirm the account. Any other
 * ticket, one that came in a link, is confirmed first. Kept for the tab only, and spent once.
 */
const KEY = 'ownTicket';

export function rememberOwnTicket(ticket: string): void {
  sessionStorage.setItem(KEY, ticket);
}

export function takeOwnTicket(ticket: string): boolean {
  const own = sessionStorage.getItem(KEY) === ticket;
  if (own) sessionStorage.removeItem(KEY);
  return own;
}
