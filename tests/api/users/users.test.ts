// Spec 2.11, 5, 6, 7 users: the Users screen's calls. SETTINGS opens them; admin users are protected,
// nobody deletes themselves, usernames are unique case-insensitively, passwords are hashed, scope
// changes apply at the next call, a password reset or a delete ends the user's sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../../shared/contract/users';
import { ROOMS } from '../../../shared/contract/realtime';
import { PASSWORD_POLICY_MESSAGES } from '../../../shared/domain/access/passwordPolicy';
import { uniqueUsername } from '../../factories/users';
import type { TestClient } from '../../support/httpClient';
import { connectSocket, waitForDisconnect } from '../../support/sockets';
import { TEST_ADMIN, type TestServer, startTestServer } from '../../support/testServer';
import { conflict, expectSettingsGuard, invalid, notFound, ok, outcome } from '../helpers/settingsApi';

const USERS = '/api/v1/users';
const DEVICES = '/api/v1/auth/devices';
const REFRESH = '/api/v1/auth/refresh-token';
const SIGNIN = '/api/v1/auth/signin';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => server?.close());

const listUsers = async (client: TestClient = admin) => (await client.get(USERS)).body.users as Array<Record<string, unknown>>;
const findUser = async (username: string) => (await listUsers()).find((user) => user.username === username);
const storedUser = (username: string) => server.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

function newUserBody(overrides: Record<string, unknown> = {}) {
  return {
    username: uniqueUsername('cook'),
    password: 'first-password',
    name: 'Jane Cook',
    designation: 'Chef',
    phone: '+1 555 0101',
    email: 'jane@brigade.example',
    userScopes: ['KITCHEN', 'POS'],
    ...overrides,
  };
}

async function addUser(overrides: Record<string, unknown> = {}) {
  const body = newUserBody(overrides);
  const response = await admin.post(`${USERS}/add`, body);
  expect(response.status).toBe(200);
  return { body, username: body.username.toLowerCase() };
}

async function roomsOfUser(username: string): Promise<string[][]> {
  const sockets = await server.io.in(ROOMS.user(username)).fetchSockets();
  return sockets.map((socket) => [...socket.rooms].filter((room) => room !== socket.id && !room.includes(':')).toSorted());
}

describe('access', () => {
  it('every users route needs a session and SETTINGS; a refused call changes nothing', async () => {
    const { username } = await addUser();
    await expectSettingsGuard(server, [
      [['GET', USERS]],
      [['POST', `${USERS}/add`], newUserBody()],
      [['POST', `${USERS}/update/${username}`], { name: 'Changed', userScopes: ['SETTINGS'] }],
      [['POST', `${USERS}/update-password/${username}`], { password: 'stolen-password' }],
      [['DELETE', `${USERS}/delete/${username}`]],
    ]);
    expect(await findUser(username)).toMatchObject({ name: 'Jane Cook', scope: 'KITCHEN,POS' });
    expect((await server.client().post(SIGNIN, { username, password: 'first-password' })).status).toBe(200);
  });

  it('a non-admin user with SETTINGS manages users too (spec 2.1 guards /users with SETTINGS)', async () => {
    const { client } = await server.signInAs({ scope: ['SETTINGS'] });
    const body = newUserBody();
    const response = await client.post(`${USERS}/add`, body);
    expect(response.body).toEqual({ message: USER_MESSAGES.userAdded, id: body.username });
    expect(outcome(await client.post(`${USERS}/update/${body.username}`, { name: 'Renamed' }))).toEqual(ok(USER_MESSAGES.userUpdated));
    expect(outcome(await client.delete(`${USERS}/delete/${body.username}`))).toEqual(ok(USER_MESSAGES.userDeleted));
  });
});

describe('GET /users', () => {
  it('lists every user with the spec 3 fields and never a password hash', async () => {
    await addUser();
    const response = await admin.get(USERS);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['users']);
    for (const user of response.body.users) {
      expect(Object.keys(user).toSorted()).toEqual(['designation', 'email', 'name', 'phone', 'photo', 'role', 'scope', 'username']);
    }
    expect(response.body.users[0]).toMatchObject({ username: 'admin', role: 'admin' });
    expect(response.text).not.toContain('argon2');
    expect(response.text).not.toContain('password');
  });
});

describe('POST /users/add', () => {
  it('adds a user: lower-case username, role user, scopes as comma-separated text, password hashed', async () => {
    const body = newUserBody({ username: `Jane.Doe_${Date.now()}`, userScopes: ['POS', 'KITCHEN', 'POS'] });
    const response = await admin.post(`${USERS}/add`, body);
    const username = body.username.toLowerCase();
    expect({ status: response.status, body: response.body }).toEqual({
      status: 200,
      body: { message: USER_MESSAGES.userAdded, id: username },
    });
    expect(await findUser(username)).toEqual({
      username,
      name: 'Jane Cook',
      role: 'user',
      photo: null,
      designation: 'Chef',
      phone: '+1 555 0101',
      email: 'jane@brigade.example',
      scope: 'POS,KITCHEN',
    });
    const stored = await storedUser(username);
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored?.password_hash).not.toContain('first-password');
    // Sign-in is case-insensitive, like the foundation's.
    expect((await server.client().post(SIGNIN, { username: body.username.toUpperCase(), password: 'first-password' })).status).toBe(200);
  });

  it('optional fields may be absent: no scopes, no contact details', async () => {
    const username = uniqueUsername('bare');
    expect((await admin.post(`${USERS}/add`, { username, password: 'pass-word', name: 'Bare' })).status).toBe(200);
    expect(await findUser(username)).toMatchObject({ scope: '', designation: null, phone: null, email: null });
  });

  it('refuses a username that exists, whatever its case (409)', async () => {
    const { body, username } = await addUser();
    expect(outcome(await admin.post(`${USERS}/add`, { ...body, name: 'Twin' }))).toEqual(conflict('Username already exists!'));
    expect(outcome(await admin.post(`${USERS}/add`, { ...body, username: username.toUpperCase() }))).toEqual(
      conflict('Username already exists!'),
    );
    expect(outcome(await admin.post(`${USERS}/add`, { ...body, username: 'ADMIN' }))).toEqual(conflict('Username already exists!'));
    expect((await listUsers()).filter((user) => user.username === username)).toHaveLength(1);
  });

  it('two concurrent adds of one username: one wins, the other gets the 409', async () => {
    const body = newUserBody();
    const responses = await Promise.all([admin.post(`${USERS}/add`, body), admin.post(`${USERS}/add`, { ...body, name: 'Twin' })]);
    expect(responses.map((response) => response.status).toSorted((a, b) => a - b)).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409);
    expect(loser?.body).toEqual({ message: 'Username already exists!', code: 'conflict' });
  });

  it.each([
    [{ name: '' }, 'Please provide name!'],
    [{ name: undefined }, 'Please provide name!'],
    [{ username: '' }, 'Please provide username!'],
    [{ username: 'two words' }, 'Username can only have letters, numbers, dots, dashes and underscores!'],
    [{ password: '' }, 'Please provide password!'],
    [{ password: undefined }, 'Please provide password!'],
    [{ password: '1234567' }, PASSWORD_POLICY_MESSAGES.tooShort],
    // Characters, not UTF-16 units (NIST SP 800-63B): seven emoji are seven characters.
    [{ password: '🔑🔑🔑🔑🔑🔑🔑' }, PASSWORD_POLICY_MESSAGES.tooShort],
    [{ userScopes: ['NOPE'] }, 'Invalid scope provided!'],
    [{ userScopes: 'POS' }, 'Invalid scope provided!'],
  ])('refuses %j with %j', async (change, message) => {
    const before = (await listUsers()).length;
    expect(outcome(await admin.post(`${USERS}/add`, newUserBody(change)))).toEqual(invalid(message));
    expect(await listUsers()).toHaveLength(before);
  });
});

describe('POST /users/update/{username}', () => {
  it('updates name, designation, phone, email and scopes; the username is read-only', async () => {
    const { username } = await addUser();
    const body = {
      username: 'someone-else',
      name: 'Jane Baker',
      designation: null,
      phone: '',
      email: 'baker@brigade.example',
      userScopes: ['SETTINGS'],
    };
    expect(outcome(await admin.post(`${USERS}/update/${username.toUpperCase()}`, body))).toEqual(ok(USER_MESSAGES.userUpdated));
    expect(await findUser(username)).toMatchObject({
      username,
      name: 'Jane Baker',
      designation: null,
      phone: null,
      email: 'baker@brigade.example',
      scope: 'SETTINGS',
      role: 'user',
    });
    expect(await findUser('someone-else')).toBeUndefined();
  });

  it("a scope change applies at the user's very next call, both ways", async () => {
    const { username, body } = await addUser({ userScopes: ['POS'] });
    const user = await server.signIn(username, body.password);
    expect((await user.get('/api/v1/settings/taxes')).status).toBe(403);

    expect(outcome(await admin.post(`${USERS}/update/${username}`, { name: 'Jane', userScopes: ['POS', 'SETTINGS'] }))).toEqual(
      ok(USER_MESSAGES.userUpdated),
    );
    expect((await user.get('/api/v1/settings/taxes')).status).toBe(200);

    expect(outcome(await admin.post(`${USERS}/update/${username}`, { name: 'Jane', userScopes: ['POS'] }))).toEqual(
      ok(USER_MESSAGES.userUpdated),
    );
    const refused = await user.get('/api/v1/settings/taxes');
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'forbidden' });
  });

  it("moves the user's open sockets to the rooms of the new scopes", async () => {
    const { username, body } = await addUser({ userScopes: ['KITCHEN'] });
    const socket = await connectSocket(server.baseUrl, await server.signIn(username, body.password));
    try {
      expect(await roomsOfUser(username)).toEqual([[ROOMS.kitchen]]);
      await admin.post(`${USERS}/update/${username}`, { name: 'Jane', userScopes: ['POS'] });
      expect(await roomsOfUser(username)).toEqual([[ROOMS.orders]]);
      await admin.post(`${USERS}/update/${username}`, { name: 'Jane', userScopes: [] });
      expect(await roomsOfUser(username)).toEqual([[]]);
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('refuses to change an admin (409) and leaves it as it was', async () => {
    expect(outcome(await admin.post(`${USERS}/update/admin`, { name: 'Hacked', userScopes: [] }))).toEqual(
      conflict(USER_MESSAGES.adminProtected),
    );
    const { client } = await server.signInAs({ scope: ['SETTINGS'] });
    expect(outcome(await client.post(`${USERS}/update/ADMIN`, { name: 'Hacked' }))).toEqual(conflict(USER_MESSAGES.adminProtected));
    expect(await findUser('admin')).toMatchObject({ name: 'Administrator', role: 'admin' });
  });

  it('validates the body and answers 404 for an unknown user', async () => {
    const { username } = await addUser();
    expect(outcome(await admin.post(`${USERS}/update/${username}`, { name: '' }))).toEqual(invalid('Please provide name!'));
    expect(outcome(await admin.post(`${USERS}/update/${username}`, { name: 'X', userScopes: ['ROOT'] }))).toEqual(
      invalid('Invalid scope provided!'),
    );
    expect(outcome(await admin.post(`${USERS}/update/nobody-here`, { name: 'X' }))).toEqual(notFound(USER_MESSAGES.userNotFound));
  });
});

describe('POST /users/update-password/{username}', () => {
  it('resets the password, revokes every device of the user (401, sockets closed); the new password signs in', async () => {
    const { username, body } = await addUser();
    const tablet = await server.signIn(username, body.password);
    const phone = await server.signIn(username, body.password);
    const socket = await connectSocket(server.baseUrl, tablet);
    const bystander = await server.signInAs({ scope: ['KITCHEN'] });
    try {
      const disconnected = waitForDisconnect(socket);
      expect(outcome(await admin.post(`${USERS}/update-password/${username}`, { password: 'second-password' }))).toEqual(
        ok(USER_MESSAGES.passwordReset),
      );
      expect(await disconnected).toBe('io server disconnect');

      for (const client of [tablet, phone]) {
        expect((await client.get(DEVICES)).status).toBe(401);
        expect((await client.post(REFRESH)).status).toBe(401);
      }
      expect((await server.client().post(SIGNIN, { username, password: 'first-password' })).status).toBe(401);
      const again = await server.signIn(username, 'second-password');
      expect((await again.get(DEVICES)).body.devices).toHaveLength(1);
      expect((await bystander.client.get(DEVICES)).status).toBe(200);
      const stored = await storedUser(username);
      expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      socket.close();
    }
  });

  it('refuses an admin (409), validates, and answers 404 for an unknown user', async () => {
    expect(outcome(await admin.post(`${USERS}/update-password/admin`, { password: 'x-long-enough' }))).toEqual(
      conflict(USER_MESSAGES.adminProtected),
    );
    expect((await admin.get(DEVICES)).status).toBe(200);
    expect((await server.client().post(SIGNIN, TEST_ADMIN)).status).toBe(200);

    const { username } = await addUser();
    expect(outcome(await admin.post(`${USERS}/update-password/${username}`, { password: '' }))).toEqual(invalid('Provide new password!'));
    expect(outcome(await admin.post(`${USERS}/update-password/${username}`, {}))).toEqual(invalid('Provide new password!'));
    expect(outcome(await admin.post(`${USERS}/update-password/nobody-here`, { password: 'x-long-enough' }))).toEqual(
      notFound(USER_MESSAGES.userNotFound),
    );
  });

  it('refuses a password shorter than 8 characters with the policy message; 8 characters are enough', async () => {
    const { username, body } = await addUser();
    expect(outcome(await admin.post(`${USERS}/update-password/${username}`, { password: '1234567' }))).toEqual(
      invalid(PASSWORD_POLICY_MESSAGES.tooShort),
    );
    expect((await server.client().post(SIGNIN, { username, password: body.password })).status).toBe(200);
    expect(outcome(await admin.post(`${USERS}/update-password/${username}`, { password: '12345678' }))).toEqual(
      ok(USER_MESSAGES.passwordReset),
    );
    expect((await server.client().post(SIGNIN, { username, password: '12345678' })).status).toBe(200);
  });
});

describe('DELETE /users/delete/{username}', () => {
  it('deletes the user and ends their sessions at once (401, sockets closed, devices gone)', async () => {
    const { username, body } = await addUser();
    const client = await server.signIn(username, body.password);
    const socket = await connectSocket(server.baseUrl, client);
    const stored = await storedUser(username);
    try {
      const disconnected = waitForDisconnect(socket);
      expect(outcome(await admin.delete(`${USERS}/delete/${username.toUpperCase()}`))).toEqual(ok(USER_MESSAGES.userDeleted));
      expect(await disconnected).toBe('io server disconnect');
      expect((await client.get(DEVICES)).status).toBe(401);
      expect((await client.post(REFRESH)).status).toBe(401);
      expect(await findUser(username)).toBeUndefined();
      const devices = await server.db
        .selectFrom('devices')
        .select('id')
        .where('user_id', '=', stored?.id ?? -1)
        .execute();
      expect(devices).toEqual([]);
      expect(outcome(await admin.delete(`${USERS}/delete/${username}`))).toEqual(notFound(USER_MESSAGES.userNotFound));
    } finally {
      socket.close();
    }
  });

  it('refuses to delete an admin, and refuses to delete oneself (409)', async () => {
    expect(outcome(await admin.delete(`${USERS}/delete/admin`))).toEqual(conflict(USER_MESSAGES.adminProtected));
    const { client, user } = await server.signInAs({ scope: ['SETTINGS'] });
    expect(outcome(await client.delete(`${USERS}/delete/${user.username}`))).toEqual(conflict(USER_MESSAGES.cannotDeleteSelf));
    expect((await client.get(USERS)).status).toBe(200);
    expect(await findUser('admin')).toBeDefined();
  });

  it('answers 404 for an unknown user', async () => {
    expect(outcome(await admin.delete(`${USERS}/delete/nobody-here`))).toEqual(notFound(USER_MESSAGES.userNotFound));
  });
});
