// The pipeline end to end: deals made through the API appear on the kanban with counts and
// totals; one is dragged with the mouse and one moved with the keyboard (Space, arrow,
// Space) to the next stage, the totals follow and the API agrees; a move the server refuses
// (409, intercepted) goes back with a message; dropping on Lost asks why; a lead added on
// the leads screen is converted and its deal shows up on the board; a move on one open board
// shows on another without a reload (realtime `deal.changed`).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { urls } from '../support/urls.ts';

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`${urls.api}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data !== undefined ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response.json();
}

const column = (page: Page, name: string) =>
  page.locator(`[data-testid="stage-column"][data-stage-name="${name}"]`);

async function openBoard(page: Page, token: string, user: unknown) {
  await storeSession(page, token, user);
  await page.goto(`${urls.dashboard}/dashboard/pipeline`);
  await expect(page.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
}

test('deals move between stages with the mouse and the keyboard; totals follow; a refused move rolls back', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Harbour Dental', 'pipeline-owner');
  await api(request, owner.token, 'POST', '/deals', {
    title: 'Implants',
    amount_minor: 25_000_000,
    currency: 'KES',
  });
  await api(request, owner.token, 'POST', '/deals', {
    title: 'Whitening package',
    amount_minor: 1_500_000,
    currency: 'KES',
  });
  await api(request, owner.token, 'POST', '/deals', {
    title: 'Corporate dental plan',
    amount_minor: 100_000,
    currency: 'USD',
  });
  await openBoard(page, owner.token, owner.user);

  const newColumn = column(page, 'New');
  const qualified = column(page, 'Qualified');
  await expect(newColumn.getByTestId('stage-count')).toHaveText('3 deals');
  // 250,000 + 15,000 + 1,000 USD x 129.8
  await expect(newColumn.getByTestId('stage-total')).toHaveText('KES 394,800');
  await expect(qualified.getByTestId('stage-count')).toHaveText('0 deals');
  await expect(page.getByTestId('board-summary')).toHaveText('3 deals · KES 394,800');

  // Mouse: drag Implants' handle onto the Qualified column.
  const handle = page.getByRole('button', { name: 'Move Implants' });
  const from = await handle.boundingBox();
  const to = await qualified.boundingBox();
  if (!from || !to) throw new Error('no layout');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await expect(qualified.getByTestId('stage-count')).toHaveText('1 deal');
  await expect(qualified.getByTestId('stage-total')).toHaveText('KES 250,000');
  await expect(newColumn.getByTestId('stage-count')).toHaveText('2 deals');
  await expect(newColumn.getByTestId('stage-total')).toHaveText('KES 144,800');
  await expect(qualified.getByRole('button', { name: 'Edit Implants' })).toBeVisible();

  // Keyboard: Space picks the card up, ArrowRight goes to the next stage, Space drops it.
  await page.getByRole('button', { name: 'Move Whitening package' }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect(qualified.getByTestId('stage-count')).toHaveText('2 deals');
  await expect(qualified.getByTestId('stage-total')).toHaveText('KES 265,000');
  await expect(qualified.getByRole('button', { name: 'Edit Whitening package' })).toBeVisible();

  // The server agrees once the moves are saved.
  await expect
    .poll(async () => {
      const board = await api(request, owner.token, 'GET', '/deals');
      const qualifiedId = board.stages.find((s: { name: string }) => s.name === 'Qualified').id;
      return board.deals
        .filter((d: { stage_id: number }) => d.stage_id === qualifiedId)
        .map((d: { title: string }) => d.title)
        .sort();
    })
    .toEqual(['Implants', 'Whitening package']);

  // A refused move: the card goes back and a message says why.
  await page.route('**/api/deals/*/move', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'conflict',
        message: 'Someone changed this deal a moment ago. The board has been refreshed.',
      }),
    }),
  );
  await page.getByRole('button', { name: 'Move Corporate dental plan' }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect(
    page.getByText('Someone changed this deal a moment ago. The board has been refreshed.'),
  ).toBeVisible();
  await expect(newColumn.getByRole('button', { name: 'Edit Corporate dental plan' })).toBeVisible();
  await expect(newColumn.getByTestId('stage-count')).toHaveText('1 deal');
  await expect(qualified.getByTestId('stage-count')).toHaveText('2 deals');
  await page.unroute('**/api/deals/*/move');

  // The list view shows the same deals.
  await page.getByRole('button', { name: 'List' }).click();
  const table = page.getByRole('table', { name: 'Deals' });
  await expect(table.getByRole('row', { name: /Implants/ })).toContainText('Qualified');
  await page.getByRole('button', { name: 'Board' }).click();

  // A new deal from the dialog lands in the chosen stage.
  await page.getByRole('button', { name: 'New deal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New deal' });
  await dialog.getByLabel('Title').fill('Aligners');
  await dialog.getByLabel('Amount').fill('180000');
  await dialog.getByLabel('Stage').selectOption({ label: 'Meeting' });
  await dialog.getByRole('button', { name: 'Create deal' }).click();
  await expect(column(page, 'Meeting').getByTestId('stage-total')).toHaveText('KES 180,000');
});

test('dropping a deal on Lost asks why; a lead converted on the leads screen opens a deal', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Harbour Dental', 'pipeline-leads');
  const board = await api(request, owner.token, 'GET', '/deals');
  const proposal = board.stages.find((s: { name: string }) => s.name === 'Proposal');
  await api(request, owner.token, 'POST', '/deals', {
    title: 'Veneers',
    amount_minor: 9_000_000,
    stage_id: proposal.id,
  });
  await openBoard(page, owner.token, owner.user);

  // Proposal -> Won -> Lost: two steps right with the keyboard, then the reason.
  await page.getByRole('button', { name: 'Move Veneers' }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  const ask = page.getByRole('dialog', { name: 'Why was this deal lost?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(ask.getByText('Say why the deal was lost.')).toBeVisible();
  await ask.getByLabel('Lost reason').fill('Chose a clinic nearer home');
  await ask.getByRole('button', { name: 'Mark as lost' }).click();
  const lost = column(page, 'Lost');
  await expect(lost.getByText('Lost: Chose a clinic nearer home')).toBeVisible();
  await expect(lost.getByTestId('stage-count')).toHaveText('1 deal');

  // A lead, added by hand, converted from its sheet.
  await page.goto(`${urls.dashboard}/dashboard/leads`);
  await page.getByRole('button', { name: 'New lead' }).click();
  const add = page.getByRole('dialog', { name: 'New lead' });
  await add.getByLabel('Name').fill('Achieng Odhiambo');
  await add.getByLabel('Email').fill('achieng@example.com');
  await add.getByRole('button', { name: 'Add lead' }).click();
  const table = page.getByRole('table', { name: 'Leads' });
  await table.getByRole('row', { name: /Achieng Odhiambo/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Achieng Odhiambo' });
  await sheet.getByRole('button', { name: 'Convert to deal' }).click();
  await expect(
    page.getByText('Lead converted. The deal "Achieng Odhiambo" is in your pipeline.'),
  ).toBeVisible();
  await sheet.getByRole('link', { name: 'See the deal in the pipeline' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/pipeline`);
  await expect(
    column(page, 'New').getByRole('button', { name: 'Edit Achieng Odhiambo' }),
  ).toBeVisible();
});

test('a task added on a deal shows on the tasks screen in the business time zone and can be ticked off', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Harbour Dental', 'pipeline-tasks');
  await api(request, owner.token, 'POST', '/deals', { title: 'Corporate plan', amount_minor: 0 });
  await openBoard(page, owner.token, owner.user);
  await page.getByRole('button', { name: 'Edit Corporate plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit deal' });
  await expect(dialog.getByText('No tasks for this deal yet.')).toBeVisible();
  await dialog.getByLabel('Task', { exact: true }).fill('Send the plan brochure');
  await dialog.getByLabel('Due').fill('2030-01-15T09:30');
  await dialog.getByLabel('Assignee').selectOption({ label: 'Session Tester' });
  await dialog.getByRole('button', { name: 'Add task' }).click();
  const list = dialog.getByRole('list', { name: 'Tasks for Corporate plan' });
  await expect(list.getByText('Send the plan brochure')).toBeVisible();
  await expect(list).toContainText('Tue 15 Jan, 09:30');
  await page.keyboard.press('Escape');

  await page.goto(`${urls.dashboard}/dashboard/tasks`);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  const tasks = page.getByRole('list', { name: 'Tasks' });
  await expect(tasks.getByText('Send the plan brochure')).toBeVisible();
  await page.getByRole('button', { name: 'Upcoming' }).click();
  await expect(tasks.getByText('Send the plan brochure')).toBeVisible();
  await page.getByRole('button', { name: 'Overdue' }).click();
  await expect(page.getByText('No overdue tasks.')).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();
  await tasks.getByRole('checkbox', { name: 'Done: Send the plan brochure' }).click();
  await expect(tasks.getByRole('checkbox', { name: 'Done: Send the plan brochure' })).toBeChecked();
  const stored = await api(request, owner.token, 'GET', '/tasks');
  expect(stored.data[0]).toMatchObject({
    title: 'Send the plan brochure',
    done: true,
    due_at: '2030-01-15T06:30:00.000Z',
  });
});

test('a long column renders its first 20 cards and the rest as it is scrolled or on "Show more"', async ({
  page,
  request,
}) => {
  const owner = await account(request, 'Long Column Dental', 'pipeline-long');
  const board = await api(request, owner.token, 'GET', '/deals');
  const first = board.stages[0];
  // 45 deals in the first stage, served by interception: the figure is the column's paging.
  const deals = Array.from({ length: 45 }, (_, n) => ({
    id: 2_000_000 + n,
    pipeline_id: board.pipeline.id,
    stage_id: first.id,
    title: `Long deal ${n + 1}`,
    contact_id: null,
    contact_name: null,
    lead_id: null,
    amount_minor: 100_000,
    currency: 'KES',
    expected_close_date: null,
    owner_id: null,
    owner_name: null,
    position: n,
    lost_reason: null,
    version: 0,
    closed_at: null,
    created_at: '2026-11-25T00:00:00.000Z',
    updated_at: '2026-11-25T00:00:00.000Z',
  }));
  const body = {
    ...board,
    deals,
    count: deals.length,
    stages: board.stages.map((stage: { id: number }) => ({
      ...stage,
      count: stage.id === first.id ? deals.length : 0,
    })),
  };
  await page.route(/\/api\/deals(\?|$)/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
  await openBoard(page, owner.token, owner.user);
  const cards = column(page, first.name).getByTestId('deal-card');
  await expect(cards).toHaveCount(20);
  // Clicked without scrolling: scrolling to it would bring the next page in by itself.
  await column(page, first.name)
    .getByRole('button', { name: 'Show 20 more (25 not shown)' })
    .dispatchEvent('click');
  await expect(cards).toHaveCount(40);
  await cards.nth(39).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(45);
  await expect(column(page, first.name).getByRole('button', { name: /^Show / })).toHaveCount(0);
});

test('a move on one open board shows on another without a reload; a new deal appears on both', async ({
  browser,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Live Dental', 'pipeline-live');
  await api(request, owner.token, 'POST', '/deals', { title: 'Live crown', amount_minor: 500_000 });
  const [mine, theirs] = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const [me, teammate] = await Promise.all([mine.newPage(), theirs.newPage()]);
    await openBoard(me, owner.token, owner.user);
    await openBoard(teammate, owner.token, owner.user);
    await expect(column(teammate, 'New').getByTestId('stage-count')).toHaveText('1 deal');

    await me.getByRole('button', { name: 'Move Live crown' }).focus();
    await me.keyboard.press('Space');
    await me.waitForTimeout(200);
    await me.keyboard.press('ArrowRight');
    await me.waitForTimeout(200);
    await me.keyboard.press('Space');
    await expect(column(me, 'Qualified').getByTestId('stage-count')).toHaveText('1 deal');
    // The other board follows, and mine keeps the card where I dropped it.
    await expect(
      column(teammate, 'Qualified').getByRole('button', { name: 'Edit Live crown' }),
    ).toBeVisible();
    await expect(column(teammate, 'New').getByTestId('stage-count')).toHaveText('0 deals');
    await expect(
      column(me, 'Qualified').getByRole('button', { name: 'Edit Live crown' }),
    ).toBeVisible();

    await api(request, owner.token, 'POST', '/deals', { title: 'Live bridge' });
    for (const page of [me, teammate]) {
      await expect(
        column(page, 'New').getByRole('button', { name: 'Edit Live bridge' }),
      ).toBeVisible();
    }
  } finally {
    await Promise.all([mine.close(), theirs.close()]);
  }
});
