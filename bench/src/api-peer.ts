import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

// The peer of the API benchmark: a bare Fastify server in its own process doing what the API does
// for `GET /api/projects` and `GET /api/users/me` (the bearer's user by token hash, then the
// projects), with the same SQL through `pg` on the same database and a pool of the same size;
// no validation, no hooks, no plugins. `GET /` answers without the database.
// Env: DATABASE_URL, PORT.

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

type UserRow = {
  id: string;
  email: string;
  is_organizational_email: boolean;
  first_name: string;
  last_name: string;
  organization_name: string;
  status: string;
  onboarding_info: unknown;
  is_super_admin: boolean;
  api_key_masked: string | null;
  api_key_created_at: Date | null;
  created_at: Date;
};

async function bearerUser(authorization: string | undefined): Promise<UserRow | undefined> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
  if (!token) return undefined;
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query<UserRow>(
    `select users.* from access_tokens inner join users on users.id = access_tokens.user_id
     where access_tokens.token_hash = $1 and access_tokens.expires_at > $2`,
    [hash, new Date()],
  );
  return rows[0];
}

app.get('/', async () => ({ service: 'peer' }));

app.get('/api/users/me', async (request, reply) => {
  const user = await bearerUser(request.headers.authorization);
  if (!user) return reply.code(401).send({ detail: 'Not authenticated' });
  return {
    id: user.id,
    email: user.email,
    is_organizational_email: user.is_organizational_email,
    first_name: user.first_name,
    last_name: user.last_name,
    organization_name: user.organization_name,
    status: user.status,
    onboarding_info: user.onboarding_info ?? null,
    created_at: user.created_at.toISOString(),
    is_super_admin: user.is_super_admin,
    masked_api_key: user.api_key_masked,
    api_key_created_at: user.api_key_created_at?.toISOString() ?? null,
  };
});

app.get('/api/projects', async (request, reply) => {
  const user = await bearerUser(request.headers.authorization);
  if (!user) return reply.code(401).send({ detail: 'Not authenticated' });
  const { rows } = await pool.query<{
    id: string;
    name: string;
    description: string;
    created_at: Date;
    updated_at: Date;
  }>(
    `select id, name, description, created_at, updated_at from projects where owner_id = $1
     order by created_at desc, id desc`,
    [user.id],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('peer ready');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
