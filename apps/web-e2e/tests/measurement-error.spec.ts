import { finishCarefully } from '../support/assessment';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

test('a result shows each score with its 90% band on request, in words too, and names its provisional norms', async ({
  page,
  request,
  tenant,
}) => {
  const resultId = await finishCarefully(request, tenant.employee);
  await signInThroughUi(page, tenant.employee);

  await page.goto(`/results/${resultId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your profile at a glance' }),
  ).toBeVisible();
  // Norms and method wait behind "How to read this".
  const norms = page.getByText(/^Norms johnson-(2014\/1|120-300-blend\/1), provisional/);
  await expect(norms).toBeHidden();
  await page.getByRole('button', { name: 'How to read this' }).click();
  await expect(norms).toBeVisible();

  // Each of the 38 scales (domains, facets, PEN) has its band on its bar, drawn only under the
  // pointer until the likely ranges are switched on.
  const bars = page.locator('[data-testid="score-row"][data-percentile]');
  const bands = page.getByTestId('confidence-band');
  await expect(bars.first()).toBeVisible();
  await expect(bands).toHaveCount(await bars.count());
  const scalesWithBand = await bars.evaluateAll(
    (rows) =>
      new Set(
        rows
          .filter((row) => row.querySelector('[data-testid="confidence-band"]'))
          .map((row) => row.getAttribute('data-scale')),
      ).size,
  );
  expect(scalesWithBand).toBe(38);
  await expect(bands.first()).toBeHidden();
  await bars.first().hover();
  await expect(bands.first()).toBeVisible();
  await page.getByText('Show the likely range of each score', { exact: true }).click();
  await page.mouse.move(0, 0);
  await expect(bands.last()).toBeVisible();
  const band = await bands.first().boundingBox();
  const track = await bars.first().getByRole('meter').boundingBox();
  expect(band && band.width > 0).toBe(true);
  expect(band && track && band.x >= track.x && band.x + band.width <= track.x + track.width).toBe(
    true,
  );
  await expect(bars.first().getByRole('meter')).toHaveAttribute(
    'aria-valuetext',
    /90% range percentiles \d+ to \d+ \(90% of the time the true score lies in this range\)/,
  );
  // Each domain's table view carries the band as a percentile range.
  await page.getByRole('button', { name: 'Show the scores as a table' }).first().click();
  const table = page.getByRole('table').first();
  await expect(
    table.getByRole('columnheader', {
      name: 'Percentile range, 90% (90% of the time the true score lies in this range)',
    }),
  ).toBeVisible();
  await expect(
    page.getByText(/The line on each bar is the score’s 90% range/).first(),
  ).toBeVisible();
});
