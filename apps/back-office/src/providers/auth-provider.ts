/**
 * Signing in and out of the staff API: an HttpOnly session cookie the browser keeps, so the back
 * office only asks the server who is signed in (and what they may do).
 */
import { HttpError, type AuthProvider } from 'react-admin';
import { forgetKeptRounds } from '../courier/kept-rounds';
import { hasPermission, permissionFor } from './access';
import { staffFetch } from './staff-http';
import type { StaffSession } from './staff-types';

/** How long the answer of `GET /session` is reused between screens before asking again. */
const SESSION_REUSE_MS = 30_000;

let cached: { at: number; session: Promise<StaffSession> } | undefined;
/**
 * The last session the server confirmed, for while it cannot be reached; kept in storage too, so
 * that a page reopened without network still knows who is signed in.
 */
let lastKnown: StaffSession | undefined;
const LAST_SESSION_KEY = 'sillon.staff.lastSession';
/**
 * Set when signing out could not reach the server (no network): its session cookie, which the page
 * cannot delete, would sign the member in again once back online. Until it is ended there, the page
 * asks for the password.
 */
const SIGN_OUT_PENDING_KEY = 'sillon.staff.signOutPending';

function isSignOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** Ends the server's session; false when the server could not be reached or failed. */
async function endServerSession(): Promise<boolean> {
  try {
    await staffFetch('/session', { method: 'DELETE' });
    return true;
  } catch (error) {
    // Already signed out (expired or revoked session): nothing to end.
    return error instanceof HttpError && error.status === 401;
  }
}

function remember(session: StaffSession) {
  lastKnown = session;
  try {
    localStorage.setItem(LAST_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Remembered for this page only.
  }
}

function lastSession(): StaffSession | undefined {
  if (lastKnown) return lastKnown;
  try {
    const kept = JSON.parse(localStorage.getItem(LAST_SESSION_KEY) ?? 'null') as Partial<StaffSession> | null;
    const isSession = typeof kept?.member?.id === 'string' && Array.isArray(kept.permissions);
    return isSession ? (kept as StaffSession) : undefined;
  } catch {
    return undefined;
  }
}

function currentSession(): Promise<StaffSession> {
  if (cached && Date.now() - cached.at < SESSION_REUSE_MS) return cached.session;
  const asked = staffFetch<StaffSession>('/session').then(
    (session) => {
      remember(session);
      return session;
    },
    (error: unknown) => {
      // No network (a courier in a stairwell): still the member the server last knew, so the page
      // and its waiting marks stay; the server still refuses anything once the session has ended.
      const known = lastSession();
      if (known && error instanceof HttpError && error.status === 0) return known;
      throw error;
    },
  );
  cached = { at: Date.now(), session: asked };
  asked.catch(() => {
    if (cached?.session === asked) cached = undefined;
  });
  return asked;
}

function forgetSession() {
  cached = undefined;
  lastKnown = undefined;
  localStorage.removeItem(LAST_SESSION_KEY);
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    forgetSession();
    // The session left open by a sign-out without network is ended first, whoever signs in now.
    if (isSignOutPending() && (await endServerSession())) localStorage.removeItem(SIGN_OUT_PENDING_KEY);
    // The server's French message (wrong password, locked account) is what the form shows.
    // Then the page asked for, or the home, which sends a courier on to their round.
    await staffFetch('/session', { method: 'POST', body: { email: username.trim(), password } });
    // Signed in: the session now is this one.
    localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  },
  async logout() {
    forgetSession();
    forgetKeptRounds();
    if (!(await endServerSession())) localStorage.setItem(SIGN_OUT_PENDING_KEY, new Date().toISOString());
  },
  async checkAuth() {
    if (isSignOutPending()) {
      // Ended on the server as soon as it answers; signed out here either way.
      if (await endServerSession()) localStorage.removeItem(SIGN_OUT_PENDING_KEY);
      throw new Error('Connectez-vous à nouveau.');
    }
    await currentSession();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      forgetSession();
      throw new Error('Votre session a pris fin : connectez-vous à nouveau.');
    }
  },
  async getIdentity() {
    const { member } = await currentSession();
    return { id: member.id, fullName: member.name, email: member.email, role: member.role };
  },
  async getPermissions() {
    const { permissions } = await currentSession();
    return permissions;
  },
  async canAccess({ resource, action }) {
    const permission = permissionFor(resource, action);
    if (!permission) return false;
    const { permissions } = await currentSession();
    return hasPermission(permissions, permission);
  },
};
