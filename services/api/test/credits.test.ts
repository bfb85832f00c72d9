import { createCreditsRepo } from '../src/credits/credits.repo';
import { createCreditsService, quotaExceeded } from '../src/credits/credits.service';
import { billingPeriodOf } from '../src/credits/billing-period';
import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

const DAY = 86_400_000;

describe('billing periods', () => {
  test('R1.04 a period is the UTC calendar month, end exclusive', () => {
    expect(billingPeriodOf(new Date('2025-02-14T23:59:00Z'))).toEqual({
      start: new Date('2025-02-01T00:00:00Z'),
      end: new Date('2025-03-01T00:00:00Z'),
    });
    expect(billingPeriodOf(new Date('2025-12-31T23:59:59Z'))).toEqual({
      start: new Date('2025-12-01T00:00:00Z'),
      end: new Date('2026-01-01T00:00:00Z'),
    });
  });
});

describe.each(databases())('credits on $name', (database) => {
  let api: TestApi;
  let credits: ReturnType<typeof createCreditsService>;
  beforeAll(async () => {
    api = await startTestApi(database, { CREDITS_DEFAULT_QUOTA: '100' });
    // A route that fails the way an over-quota step will, to check what reaches the client.
    api.app.get('/test/quota', async () => {
      throw quotaExceeded({
        credits_quota: 100,
        credits_used: 100.5,
        period_start: '2025-01-01T00:00:00.000Z',
        period_end: '2025-02-01T00:00:00.000Z',
        quota_exceeded: true,
      });
    });
    credits = createCreditsService({
      creditsRepo: createCreditsRepo(api.db),
      defaultQuota: 100,
      now: api.now,
    });
  });
  afterAll(() => api?.close());

  const usage = async (token: string) => {
    const response = await api.call('GET', '/api/llm-usage/credits-usage', { token });
    expectStatus(response, 200);
    return response.json<{
      credits_quota: number;
      credits_used: number;
      period_start: string;
      period_end: string;
      quota_exceeded: boolean;
    }>();
  };

  test('R3.07 a new user has the default quota, nothing used, the current month', async () => {
    const user = await api.activeUser('fresh');
    const body = await usage(user.token);
    const { start, end } = billingPeriodOf(api.now());
    expect(body).toEqual({
      credits_quota: 100,
      credits_used: 0,
      period_start: start.toISOString(),
      period_end: end.toISOString(),
      quota_exceeded: false,
    });
  });

  test('R1.04 charges add up in the ledger; refunds subtract; over quota is refused with 429', async () => {
    const user = await api.activeUser('ledger');
    await credits.charge(user, { amount: 40.25, reason: 'extraction', reference: { run: 'r1' } });
    await credits.charge(user, { amount: 20, reason: 'chunking' });
    await credits.charge(user, { amount: -0.25, reason: 'refund' });
    expect((await usage(user.token)).credits_used).toBe(60);

    await expect(credits.charge(user, { amount: 41, reason: 'extraction' })).rejects.toMatchObject({
      statusCode: 429,
      extra: { credits_usage: expect.objectContaining({ credits_used: 60 }) },
    });
    await expect(credits.assertWithinQuota(user, 40)).resolves.toMatchObject({
      credits_used: 60,
    });
    await expect(credits.assertWithinQuota(user, 41)).rejects.toMatchObject({ statusCode: 429 });

    // Work already done is billed even past the quota; the period is then exceeded.
    await credits.charge(user, { amount: 45, reason: 'extraction' }, { allowOverQuota: true });
    const after = await usage(user.token);
    expect(after).toMatchObject({ credits_used: 105, quota_exceeded: true });
    await expect(credits.assertWithinQuota(user)).rejects.toMatchObject({ statusCode: 429 });
  });

  test('concurrent charges cannot both pass the quota check', async () => {
    const user = await api.activeUser('race');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => credits.charge(user, { amount: 30, reason: 'extraction' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((await usage(user.token)).credits_used).toBe(90);
  });

  test('a new month starts a new period with nothing used', async () => {
    const user = await api.activeUser('month');
    await credits.charge(user, { amount: 100, reason: 'extraction' });
    expect((await usage(user.token)).quota_exceeded).toBe(true);
    const { end } = billingPeriodOf(api.now());
    api.advanceClock(end.getTime() - api.now().getTime() + DAY);
    // Sessions last a day: sign in again in the new month.
    const next = await usage(await api.signIn(user.email));
    expect(next).toMatchObject({ credits_used: 0, quota_exceeded: false });
    expect(next.period_start).toBe(end.toISOString());
  });

  test('R8.05 a quota refusal reaches the client as 429 with the credits usage', async () => {
    const response = await api.call('GET', '/test/quota');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      detail: 'Credit quota exceeded for this billing period',
      code: 'quota_exceeded',
      request_id: expect.any(String),
      credits_usage: expect.objectContaining({ credits_used: 100.5, quota_exceeded: true }),
    });
  });

  test('credits usage needs a bearer', async () => {
    expect((await api.call('GET', '/api/llm-usage/credits-usage')).statusCode).toBe(401);
  });

  test('R1.07 the chat service charges a reply to the user who asked, bounded, shown in the history', async () => {
    const user = await api.activeUser('chatter');
    const project_id = '00000000-0000-4000-8000-000000000001';
    const reference = {
      agent: 'ontology_assistant',
      chat_thread_id: '00000000-0000-4000-8000-000000000002',
      chat_message_id: '00000000-0000-4000-8000-000000000003',
    };
    const charged = await api.call('POST', '/api/llm-usage/charge', {
      token: user.token,
      body: { credits: 3, reason: 'chat', project_id, reference },
    });
    expectStatus(charged, 200);
    expect(charged.json()).toMatchObject({ credits_used: 3 });
    const history = await api.call('GET', '/api/llm-usage/history', { token: user.token });
    expect(history.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ step: 'chat', credits: 3, project_id }),
    ]);
    // Bounded: no refund, no huge amount, no unknown field; signed in only.
    for (const credits of [0, -5, 101, 1.5]) {
      const refused = await api.call('POST', '/api/llm-usage/charge', {
        token: user.token,
        body: { credits, reason: 'chat', project_id, reference },
      });
      expect(refused.statusCode).toBe(422);
    }
    const anonymous = await api.call('POST', '/api/llm-usage/charge', {
      body: { credits: 1, reason: 'chat', project_id, reference },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
