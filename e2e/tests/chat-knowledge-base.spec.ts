import type { Page } from '@playwright/test';
import { call } from '../support/api';
import { startChatWithModel } from '../support/chat-service';
import { captureScreens, expectAccessible } from '../support/checks';
import { createProject, makeRunDocuments } from '../support/documents';
import { runThroughApi } from '../support/runs';
import { signedInUser } from '../support/session';
import { expect, test } from '../support/test';

/** A signed-in user's knowledge base "Supplier graph" of a committed run; its page's path. */
async function supplierGraph(page: Page, label: string) {
  const user = await signedInUser(page, label);
  const project = await createProject(user.token, 'Asked graph');
  const run = await runThroughApi(user.token, project.id, await makeRunDocuments(), {
    runName: 'Suppliers 2026',
    commit: true,
  });
  const kb = await call<{ id: string }>(`/api/projects/${project.id}/knowledge_bases`, {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({
      name: 'Supplier graph',
      origin: { mode: 'from_extraction_run', extraction_run_id: run.runId },
    }),
  });
  return `/projects/${project.id}/knowledge-bases/${kb.id}`;
}

test('R1.07 the KB chat (offline) answers with citations that open the document at the passage; the dashboard builder previews a dashboard the user saves', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const kbUrl = await supplierGraph(page, 'kb-chat');

  // The KB chat: Enter sends; the reply names who works for Acme Corp, with its sources.
  await page.goto(kbUrl);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Ask Supplier graph' });
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await panel.getByRole('textbox', { name: 'Message' }).fill('Who works for Acme Corp?');
  await page.keyboard.press('Enter');
  const reply = panel.locator('li[data-role="assistant"]').nth(0);
  await expect(reply).toContainText('Maria Lopez');
  await expect(reply).toHaveAttribute('data-status', 'complete');
  const sources = reply.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: /Maria Lopez · Person/ }).first()).toBeVisible();
  const passage = sources.getByRole('link', { name: /Maria Lopez works for Acme Corp/ }).first();
  await expect(passage).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'kb-chat');

  // A question the knowledge base cannot answer: said so, no sources.
  await panel.getByRole('textbox', { name: 'Message' }).fill('Who founded Zorblax?');
  await page.keyboard.press('Enter');
  const nothing = panel.locator('li[data-role="assistant"]').nth(1);
  await expect(nothing).toContainText('I found nothing about');
  await expect(nothing.getByRole('region', { name: 'Sources' })).toHaveCount(0);

  // A passage citation opens its document at that passage.
  await passage.click();
  await expect(page).toHaveURL(/\/documents\/[^/?]+\?.*quote=/);
  await expect(page.getByRole('dialog', { name: 'Ask Supplier graph' })).toHaveCount(0);

  // The dashboard builder: a request becomes a previewed proposal; saving opens the dashboard.
  await page.goto(kbUrl);
  await page.getByRole('button', { name: 'Build a dashboard' }).click();
  const builder = page.getByRole('dialog', { name: 'Dashboard builder · Supplier graph' });
  await builder.getByRole('textbox', { name: 'Message' }).fill('bar chart of people per company');
  await page.keyboard.press('Enter');
  const preview = builder.getByRole('region', { name: 'Preview of New dashboard' });
  await expect(preview.getByRole('region', { name: 'People per company' })).toBeVisible();
  await expect(
    preview.getByRole('region', { name: 'People per company' }).getByRole('img'),
  ).toBeVisible();
  // A second request changes the same proposal; the stored reply replaces the streamed one
  // (one preview, never two).
  await builder.getByRole('textbox', { name: 'Message' }).fill('title Who works where');
  await page.keyboard.press('Enter');
  const titled = builder.getByRole('region', { name: 'Preview of Who works where' });
  await expect(titled).toBeVisible();
  await expect(titled.getByRole('region', { name: 'People per company' })).toBeVisible();
  // The earlier proposal is only named now: one dashboard to save.
  await expect(builder.getByText('“New dashboard”, replaced by a later proposal.')).toBeVisible();
  await expect(builder.getByRole('button', { name: 'Save as new dashboard' })).toHaveCount(1);
  await expectAccessible(page);
  await captureScreens(page, 'kb-dashboard-builder');
  await titled.getByRole('button', { name: 'Save as new dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards\/[^/?]+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Who works where',
  );
  await expect(page.getByRole('region', { name: 'People per company' })).toBeVisible();
});

test.describe('with a model', () => {
  // The page is pointed at a second chat service through its runtime config; the stack's
  // content security policy names only the first one.
  test.use({ bypassCSP: true });

  test('R1.07 the KB chat with a model (the local OpenAI-compatible server): it searches, answers from the graph, and the sources it cites link to the entities', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const chat = await startChatWithModel();
    try {
      const kbUrl = await supplierGraph(page, 'kb-chat-model');
      await chat.useIn(page);
      await page.goto(kbUrl);
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Ask Supplier graph' });
      await panel.getByRole('textbox', { name: 'Message' }).fill('Who works for Acme Corp?');
      await page.keyboard.press('Enter');
      const reply = panel.locator('li[data-role="assistant"]').nth(0);
      await expect(reply).toHaveAttribute('data-status', 'complete');
      await expect(reply).toContainText(
        /According to the knowledge base, Maria Lopez \[\d+\] works for Acme Corp \[\d+\]\./,
      );
      await expect(reply.getByText('search_knowledge_base')).toBeVisible();
      // Only what the model cited: the two ends of the relation.
      const sources = reply.getByRole('region', { name: 'Sources' });
      await expect(sources.getByRole('listitem')).toHaveCount(2);
      await sources.getByRole('link', { name: 'Maria Lopez · Person' }).click();
      await expect(page).toHaveURL(/[?&]entity=[0-9a-f-]{36}/);
      await expect(page.getByRole('heading', { name: 'Maria Lopez' })).toBeVisible();
    } finally {
      await chat.close();
    }
  });
});
