/**
 * `npm run staff:create -- --email … --name … --role admin`: adds a member to the shop's staff
 * (the first admin comes from here; the others from the back office). The password comes from
 * `STAFF_PASSWORD`, or is asked on the terminal without echo. Runs the migrations first; with the
 * embedded database, run it while no server holds the data dir.
 */
import { isStaffRole, STAFF_ROLES } from '@sillon/domain';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './database-from-config';
import { AppError } from './http/app-error';
import { createStaffModule } from './modules/staff';

const usage = `Usage: npm run staff:create -- --email <e-mail> --name <nom> --role <${STAFF_ROLES.join('|')}>
Le mot de passe (12 caractères au moins) vient de STAFF_PASSWORD, ou est demandé.`;

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('STAFF_PASSWORD manque (pas de terminal pour le demander).');
  process.stdout.write('Mot de passe : ');
  process.stdin.setRawMode(true);
  let typed = '';
  for await (const chunk of process.stdin) {
    for (const char of String(chunk)) {
      if (char === '\r' || char === '\n') {
        process.stdin.setRawMode(false);
        process.stdout.write('\n');
        process.stdin.pause();
        return typed;
      }
      if (char === '\u0003') process.exit(130);
      typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
    }
  }
  return typed;
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});
if (!values.email || !values.name || !isStaffRole(values.role)) {
  console.error(usage);
  process.exit(2);
}

const password = process.env.STAFF_PASSWORD ?? (await askPassword());
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const staff = createStaffModule({ db: database.db, now: () => new Date(), secureCookie: true });
  const member = await staff.service.createMember({
    email: values.email,
    name: values.name,
    role: values.role,
    password,
  });
  await staff.service.record({
    author: { id: null, email: 'ligne de commande' },
    action: 'staff_member.create',
    subjectType: 'staff_member',
    subjectId: member.id,
    before: null,
    after: member,
  });
  console.log(`Membre créé : ${member.name} <${member.email}>, rôle ${member.role}.`);
} catch (failure) {
  console.error(failure instanceof AppError ? failure.message : failure);
  process.exitCode = 1;
} finally {
  await database.close();
}
