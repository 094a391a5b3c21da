/**
 * The shopping list's merge rule (issue 17): every device records when each change was made;
 * for one product, the last change wins, whatever order the changes reach the server in (a phone
 * back online after a day sends old changes that must not undo newer ones). A device whose
 * clock runs ahead cannot win forever: a change is never later than the moment it arrives.
 */

/** The moment a change counts at: its own, unless that is in the future. */
export function listChangeTime(changedAt: Date, receivedAt: Date): Date {
  return changedAt.getTime() > receivedAt.getTime() ? receivedAt : changedAt;
}

/** Whether an incoming change replaces the stored one (a tie keeps what is there). */
export function isNewerListChange(stored: Date | undefined, incoming: Date): boolean {
  return stored === undefined || incoming.getTime() > stored.getTime();
}
