import { finishCarefully } from '../support/assessment';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

test('a result shows each score with its ±1 SEM band, in words too, and names its provisional norms', async ({
  page,
  request,
  tenant,
}) => {
  const resultId = await finishCarefully(request, await signInThroughApi(request, tenant.employee));
  await signInThroughUi(page, tenant.employee);

  await page.goto(`/results/${resultId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^Norms johnson-(2014\/1|120-300-blend\/1), provisional/),
  ).toBeVisible();

  // Every one of the 38 scale bars (facets behind "see more") draws its band inside the bar.
  const bands = page.getByTestId('confidence-band');
  await expect(bands).toHaveCount(38);
  await expect(bands.first()).toBeVisible();
  const band = await bands.first().boundingBox();
  const track = await page.getByRole('meter').first().boundingBox();
  expect(band && band.width > 0).toBe(true);
  expect(band && track && band.x >= track.x && band.x + band.width <= track.x + track.width).toBe(
    true,
  );
  await expect(page.getByRole('meter').first()).toHaveAttribute(
    'aria-valuetext',
    /likely range \d+(\.\d)? to \d+(\.\d)? \(±1 standard error\)/,
  );
  // The chart's text alternative carries the band as a percentile range.
  const table = page.getByRole('table', { name: 'Big Five domains and facets' });
  await expect(
    table.getByRole('columnheader', { name: 'Likely percentile range (±1 standard error)' }),
  ).toBeAttached();
  await expect(
    page.getByText(/^The line across each bar is the likely range/).first(),
  ).toBeVisible();
});
