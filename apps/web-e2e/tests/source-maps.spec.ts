import { expect, test } from '@playwright/test';

test('the built scripts and styles point at no source map, and no map is served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const assets = await page
    .locator('script[src], link[rel="modulepreload"], link[rel="stylesheet"]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? ''),
    );
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const file = await request.get(asset);
    expect(file.status(), asset).toBe(200);
    expect(await file.text(), asset).not.toContain('sourceMappingURL');
    expect((await request.get(`${asset}.map`)).status(), `${asset}.map`).toBe(404);
  }
});
