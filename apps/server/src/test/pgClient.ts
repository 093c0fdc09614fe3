import pg from 'pg';

/** `work` on a connection of its own to `url`, closed after it (tests' schema and database admin). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops database `name` (a quoted identifier is made here) after ending this role's own sessions
 * on it. Not `with (force)`: that also signals autovacuum workers, which a role without superuser
 * or pg_signal_backend may not do ("must be a member of the role whose process is being
 * terminated"); a plain drop stops autovacuum itself and waits for the ended sessions to go.
 */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid() and usename = current_user`,
    [name],
  );
  await client.query(`drop database if exists "${name.replaceAll('"', '""')}"`);
}
