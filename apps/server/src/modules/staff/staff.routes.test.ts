import { STAFF_SESSION_HOURS } from '@sillon/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, type AuthTestApp } from '../../testing/auth-test-app';
import { heldTransaction, untilWaitingOn } from '../../testing/held-transaction';
import { auditEntriesOf } from '../../testing/staff-audit';
import { newStaffMember, STAFF_TEST_PASSWORD, staffSession } from '../../testing/staff-session';
import { staffMembers } from './staff.tables';

let shop: AuthTestApp;
beforeAll(async () => {
  shop = await openAuthApp();
});
afterAll(() => shop.close());

const signIn = (email: string, password: string) =>
  shop.app.inject({ method: 'POST', url: '/api/staff/session', payload: { email, password } });

describe('staff sign-in', () => {
  it('signs a member in with a cookie only the server reads, and out again', async () => {
    const member = await newStaffMember(shop.database, 'preparer');
    const answer = await signIn(member.email.toUpperCase(), STAFF_TEST_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().member).toMatchObject({ email: member.email, role: 'preparer' });
    expect(answer.json().permissions).toContain('preparation.write');
    expect(answer.json().permissions).not.toContain('staff.write');
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    // Its lifetime, whatever the shop's clock says: no date the browser could find past.
    expect(setCookie).toMatch(new RegExp(`Max-Age=${STAFF_SESSION_HOURS * 3600}(;|$)`));
    expect(setCookie).not.toMatch(/Expires=/i);
    const cookie = setCookie.split(';')[0]!;

    const me = await shop.app.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie } });
    expect(me.json().member.id).toBe(member.id);
    const out = await shop.app.inject({ method: 'DELETE', url: '/api/staff/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await shop.app.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('staff_session_required');
  });

  it('refuses a wrong password, and locks the account at the fifth one in a row', async () => {
    const member = await newStaffMember(shop.database, 'support');
    const refusal = {
      code: 'staff_credentials_invalid',
      message:
        'E-mail ou mot de passe incorrect. Après 5 mots de passe erronés, le compte est bloqué 15 minutes.',
    };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signIn(member.email, 'pas le bon mot de passe');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toMatchObject(refusal);
    }
    // Locked: the right password gets the same answer as a wrong one (nothing tells it is locked).
    const locked = await signIn(member.email, STAFF_TEST_PASSWORD);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().error).toMatchObject(refusal);
    shop.clock.advanceSeconds(16 * 60);
    expect((await signIn(member.email, STAFF_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail, a wrong password and a locked account alike', async () => {
    const member = await newStaffMember(shop.database, 'preparer');
    const unknown = await signIn('personne@sillon.test', STAFF_TEST_PASSWORD);
    const wrong = await signIn(member.email, 'pas le bon mot de passe');
    for (let attempt = 2; attempt <= 5; attempt += 1) await signIn(member.email, 'encore faux');
    const locked = await signIn(member.email, STAFF_TEST_PASSWORD);
    const answers = [unknown, wrong, locked].map((answer) => ({
      status: answer.statusCode,
      error: (answer.json() as { error: unknown }).error,
    }));
    expect(answers[0]!.status).toBe(401);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('writes each refused sign-in in the audit log, with why, and no password', async () => {
    const member = await newStaffMember(shop.database, 'support');
    await signIn(member.email, 'mot de passe secret faux');
    await signIn('inconnu@sillon.test', 'autre secret');
    const admin = await staffSession(shop, 'admin');
    const log = await shop.app.inject({
      method: 'GET',
      url: '/api/staff/audit?subjectType=staff_member',
      headers: { cookie: admin.cookie },
    });
    expect(log.statusCode, log.body).toBe(200);
    type Entry = { action: string; subject: { id: string | null }; outcome: string; errorCode: string };
    const refused = (log.json().items as Entry[]).filter((entry) => entry.action === 'staff.sign_in_refused');
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: 'refused', errorCode: 'wrong_password' }),
        expect.objectContaining({ outcome: 'refused', errorCode: 'no_active_member' }),
      ]),
    );
    expect(log.body).toContain(member.id);
    expect(log.body).not.toContain('secret');
  });

  it('ends a session after twelve hours', async () => {
    const { cookie } = await staffSession(shop, 'support');
    shop.clock.advanceSeconds(12 * 3600 + 1);
    const answer = await shop.app.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie } });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the team', () => {
  it('lets an admin add a preparer, who can then sign in; a deactivated member is signed out', async () => {
    const admin = await staffSession(shop, 'admin');
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: { cookie: admin.cookie },
      payload: {
        email: 'lea@sillon.test',
        name: 'Léa',
        role: 'preparer',
        password: 'les carottes sont cuites',
      },
    });
    expect(created.statusCode).toBe(201);
    const preparer = await signIn('lea@sillon.test', 'les carottes sont cuites');
    const cookie = String(preparer.headers['set-cookie']).split(';')[0]!;
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie } })).statusCode,
    ).toBe(200);

    const again = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: { cookie: admin.cookie },
      payload: {
        email: 'LEA@sillon.test',
        name: 'Léa bis',
        role: 'support',
        password: 'un autre mot de passe',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'staff_email_taken',
      details: { fields: { email: 'staff_email_taken' } },
    });

    const deactivated = await shop.app.inject({
      method: 'PATCH',
      url: `/api/staff/members/${created.json().id}`,
      headers: { cookie: admin.cookie },
      payload: { active: false },
    });
    expect(deactivated.json().active).toBe(false);
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn('lea@sillon.test', 'les carottes sont cuites')).statusCode).toBe(401);
  });

  it('refuses a short password in French', async () => {
    const admin = await staffSession(shop, 'admin');
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: { cookie: admin.cookie },
      payload: { email: 'court@sillon.test', name: 'Court', role: 'support', password: 'court' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('staff_password_too_short');
  });

  it('says what a blank or overlong name lacks as a sentence of its own, not zod’s wording', async () => {
    const admin = await staffSession(shop, 'admin');
    const create = (name: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/staff/members',
        headers: { cookie: admin.cookie },
        payload: { email: 'nom@sillon.test', name, role: 'support', password: 'une phrase assez longue' },
      });
    for (const [name, message] of [
      ['   ', 'Ce champ est obligatoire.'],
      ['N'.repeat(101), 'Ce champ ne doit pas dépasser 100 caractères.'],
    ]) {
      const answer = await create(name!);
      expect([answer.statusCode, answer.json().error.code]).toEqual([400, 'validation_failed']);
      expect(answer.json().error.details).toEqual([{ field: 'name', message }]);
    }
  });

  it('writes who changed what in the audit log, without the password', async () => {
    const admin = await staffSession(shop, 'admin');
    const member = await newStaffMember(shop.database, 'support');
    await shop.app.inject({
      method: 'PATCH',
      url: `/api/staff/members/${member.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'preparer', password: 'un nouveau mot de passe' },
    });
    const log = await shop.app.inject({
      method: 'GET',
      url: `/api/staff/audit?subjectType=staff_member&subjectId=${member.id}`,
      headers: { cookie: admin.cookie },
    });
    const [entry] = log.json().items;
    expect(entry).toMatchObject({
      action: 'staff_member.update',
      staff: { id: admin.memberId, email: admin.email },
      before: { role: 'support' },
      after: { role: 'preparer' },
    });
    expect(JSON.stringify(log.json())).not.toContain('un nouveau mot de passe');
  });
});

describe('the last active admin', () => {
  it.each([
    ['demote', { role: 'support' }],
    ['deactivate', { active: false }],
  ])('stays when two admins %s each other at once: the second to count finds one left', async (_, change) => {
    // A database of its own: its only admins are these two.
    const team = await openAuthApp();
    try {
      const alice = await staffSession(team, 'admin');
      const bruno = await staffSession(team, 'admin');
      const changeOther = (by: { cookie: string }, other: { memberId: string }) =>
        team.app.inject({
          method: 'PATCH',
          url: `/api/staff/members/${other.memberId}`,
          headers: { cookie: by.cookie },
          payload: change,
        });
      // Both rows held: both changes start, wait for them, and are let through together.
      const held = await heldTransaction(team.database.db, async (tx) => {
        await tx.select().from(staffMembers).for('update');
      });
      const changes = [changeOther(alice, bruno), changeOther(bruno, alice)];
      await untilWaitingOn(team.database.db, held.pid, 2);
      await held.commit();
      const answers = await Promise.all(changes);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toMatchObject({
        code: 'staff_last_admin',
        message: 'L’équipe doit garder au moins un administrateur actif.',
      });
      const admins = await team.database.db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.deactivatedAt)));
      expect(admins).toHaveLength(1);
    } finally {
      await team.close();
    }
  });
});

describe('a member changed by two admins at once', () => {
  it('journals as « before » of the second change the member the first one left', async () => {
    const alice = await staffSession(shop, 'admin');
    const bruno = await staffSession(shop, 'admin');
    const member = await newStaffMember(shop.database, 'preparer');
    const rename = (by: { cookie: string }, name: string) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/staff/members/${member.id}`,
        headers: { cookie: by.cookie },
        payload: { name },
      });
    // The member's row held: both changes read it before they wait, and go through in turn.
    const held = await heldTransaction(shop.database.db, async (tx) => {
      await tx.select().from(staffMembers).where(eq(staffMembers.id, member.id)).for('update');
    });
    const first = rename(alice, 'Camille Petit');
    await untilWaitingOn(shop.database.db, held.pid, 1);
    const second = rename(bruno, 'Camille Grand');
    await untilWaitingOn(shop.database.db, held.pid, 2);
    await held.commit();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);

    const [last, earlier] = await auditEntriesOf(shop.app, alice.cookie, 'staff_member', member.id);
    expect(earlier!.after).toMatchObject({ name: 'Camille Petit' });
    expect(last!.before).toMatchObject({ name: 'Camille Petit' });
    expect(last!.after).toMatchObject({ name: 'Camille Grand' });
  });
});
